/// The live sessions of a ``TransitionCoordinator``, oldest first, each with its interactor and
/// whether newer content superseded it.
///
/// Ids grow with each start, so an entry is found by binary search. An ended entry is cleared in
/// place: cleared entries at either end are trimmed at once (ends come mostly oldest first), the
/// trimmed front is dropped once it is half the storage, and cleared entries in the middle are
/// compacted away once they outnumber the live ones. Each call then costs O(log n) amortised, so n
/// sessions started and ended in one frame cost O(n log n), not O(n²) as when every end removed
/// its entry from the front of an array. A slot normally has a handful: the searches are a few
/// comparisons.
struct SessionRoster {
  struct Entry {
    let id: Int
    /// Nil once the session ended (the entry is cleared).
    var session: TransitionSession?
    var interactor: TransitionInteractor?
    var isSuperseded = false
  }

  private var entries: [Entry] = []
  /// Entries before `head` are cleared.
  private var head = 0
  /// Cleared entries at or after `head`.
  private var cleared = 0
  /// Live entries that are not superseded (normally 0 or 1: the current content's).
  private var currentCount = 0

  /// The number of live sessions.
  var count: Int { entries.count - head - cleared }

  /// The live sessions, oldest first.
  var sessions: [TransitionSession] {
    var result: [TransitionSession] = []
    result.reserveCapacity(count)
    for index in head..<entries.count {
      if let session = entries[index].session { result.append(session) }
    }
    return result
  }

  /// The live interactors, oldest first.
  var interactors: [TransitionInteractor] {
    var result: [TransitionInteractor] = []
    result.reserveCapacity(count)
    for index in head..<entries.count {
      if let interactor = entries[index].interactor { result.append(interactor) }
    }
    return result
  }

  /// The index of the newest live entry that is not superseded: the current content's.
  private var currentIndex: Int? {
    guard currentCount > 0 else { return nil }
    var index = entries.count - 1
    while index >= head {
      if entries[index].session != nil, !entries[index].isSuperseded { return index }
      index -= 1
    }
    return nil
  }

  /// The current content's session.
  var currentSession: TransitionSession? { currentIndex.flatMap { entries[$0].session } }

  /// The current content's interactor.
  var currentInteractor: TransitionInteractor? { currentIndex.flatMap { entries[$0].interactor } }

  /// The interactor of the live session `id`.
  func interactor(id: Int) -> TransitionInteractor? {
    index(of: id).flatMap { entries[$0].interactor }
  }

  /// The index of the live entry `id` (binary search: ids ascend).
  private func index(of id: Int) -> Int? {
    var low = head
    var high = entries.count
    while low < high {
      let middle = low + (high - low) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, entries[low].id == id, entries[low].session != nil else { return nil }
    return low
  }

  /// Adds a session started after every other (its id is the largest).
  mutating func append(_ session: TransitionSession, _ interactor: TransitionInteractor) {
    entries.append(Entry(id: session.id, session: session, interactor: interactor))
    currentCount += 1
  }

  /// Marks the live session `id` superseded by newer content.
  mutating func supersede(_ id: Int) {
    guard let index = index(of: id), !entries[index].isSuperseded else { return }
    entries[index].isSuperseded = true
    currentCount -= 1
  }

  /// Removes the live session `id`; returns whether it was superseded (nil when it is not live).
  mutating func remove(_ id: Int) -> Bool? {
    guard let index = index(of: id) else { return nil }
    let wasSuperseded = entries[index].isSuperseded
    if !wasSuperseded { currentCount -= 1 }
    entries[index].session = nil
    entries[index].interactor = nil
    cleared += 1
    trim()
    return wasSuperseded
  }

  /// Drops cleared entries from both ends, and compacts when cleared entries dominate.
  private mutating func trim() {
    while let last = entries.last, entries.count > head, last.session == nil {
      entries.removeLast()
      cleared -= 1
    }
    while head < entries.count, entries[head].session == nil {
      head += 1
      cleared -= 1
    }
    if head == entries.count {
      entries.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 16, head * 2 >= entries.count {
      entries.removeFirst(head)
      head = 0
    }
    if cleared > 16, cleared > count {
      entries = entries[head...].filter { $0.session != nil }
      head = 0
      cleared = 0
    }
  }

  /// The roster, leaving this one empty (see `Array.movedOut()`).
  @inline(__always)
  mutating func movedOut() -> SessionRoster {
    var roster = SessionRoster()
    swap(&self, &roster)
    return roster
  }
}

import Testing

@testable import InterruptibleCore

/// Draws a random sequence of presents, dismissals, grabs, moves, releases and taps at random levels
/// and random times, and checks the stack's promises after every step: every settle that reaches its
/// end reports once, every level is dismissed exactly once (and reports nothing after), the recede
/// stays finite and within its bounds.
@Suite("Stacked sheets: a seeded random sequence of actions at random levels")
struct SheetStackRandomTests {
  /// The bookkeeping of one run.
  struct Ledger {
    var presented: Set<Int> = []
    var dismissed: [Int: Int] = [:]
    /// Per level, the end time of the settle in flight as last seen (nil: none).
    var pending: [Int: Double] = [:]
    var settledEvents = 0

    mutating func note(_ stack: SheetStack) {
      for level in stack.levels {
        pending[level.id] = level.leaving == nil ? level.sheet.settleEndTime : nil
      }
    }

    /// Checks the events of an update at `time`, and that no settle past its end is still silent.
    mutating func check(_ events: [SheetStack.Event], at time: Double, stack: SheetStack, before: [Int]) {
      check(events)
      // Dismissals come top-most first: descending positions in the stack before the update.
      let positions = events.compactMap { event -> Int? in
        guard case .dismissed(let level) = event else { return nil }
        return before.firstIndex(of: level)
      }
      #expect(positions == positions.sorted(by: >))
      for level in stack.levels where level.leaving == nil {
        if let end = pending[level.id], end <= time {
          Issue.record("level \(level.id): a settle that ended at \(end) did not report by \(time)")
        }
      }
    }

    mutating func check(_ events: [SheetStack.Event]) {
      for event in events {
        switch event {
        case .settled(let level, _):
          // A settle reports once, at (or after) the end it had.
          // (A settle with no distance to travel reports at its start, before its nominal end.)
          #expect(pending[level] != nil, "settled without a settle in flight: level \(level)")
          pending[level] = nil
          settledEvents += 1
        case .detentChanged(let level, _):
          #expect(dismissed[level] == nil)
        case .dismissed(let level):
          #expect(presented.contains(level))
          dismissed[level, default: 0] += 1
          pending[level] = nil
        }
      }
    }
  }

  @Test(
    "Every settle reports once and every level is dismissed exactly once, top-most first, over 4 000 actions")
  func randomActions() {
    let seed: UInt64 = 0x5_7AC4
    print("Stack random actions: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var stack = SheetStack()
    var ledger = Ledger()
    var time = 0.0
    let configurations = [
      DetentSheetConfiguration(
        detents: [.fraction(0.3, id: "peek"), .medium, .large], largestUndimmedDetent: "peek"),
      DetentSheetConfiguration(detents: [.medium, .large]),
      DetentSheetConfiguration(detents: [.large], isDismissible: false),
    ]
    var fingers: [Int: Double] = [:]
    for _ in 0..<4000 {
      time += random.unit() * 0.2
      let before = stack.levels.map(\.id)
      ledger.check(stack.update(at: time), at: time, stack: stack, before: before)
      let level =
        stack.levels.isEmpty ? nil : stack.levels[Int(random.next() % UInt64(stack.levels.count))].id
      switch random.next() % 8 {
      case 0, 1:
        guard stack.levels.count < 5 else { break }
        let configuration = configurations[Int(random.next() % 3)]
        let id = stack.present(configuration, container: 800, toDetent: Int(random.next() % 3), at: time)
        ledger.presented.insert(id)
      case 2: if let level { stack.dismiss(level: level, at: time) }
      case 3: if let level { stack.tap(level: level, at: time) }
      case 4:
        if let level {
          stack.dragBegan(level: level, at: time)
          fingers[level] = 0
        }
      case 5:
        for (level, translation) in fingers {
          let moved = translation + random.unit() * 400 - 200
          fingers[level] = moved
          stack.dragChanged(level: level, translation: moved, at: time)
        }
      default:
        if let (level, _) = fingers.first {
          fingers[level] = nil
          stack.dragEnded(level: level, velocity: random.unit() * 6000 - 3000, at: time)
        }
      }
      ledger.note(stack)
      for index in stack.levels.indices {
        let recede = stack.recede(ofLevel: index, at: time)
        #expect(recede.scale >= 0.8 && recede.scale <= 1 && recede.dimming >= 0 && recede.dimming <= 1)
        #expect(recede.verticalOffset.isFinite && recede.cornerRadius >= 0 && recede.cornerRadius <= 10)
      }
    }
    // Let every finger go and dismiss what is left from the bottom: everything leaves once.
    for (level, _) in fingers { stack.dragEnded(level: level, velocity: 0, at: time) }
    ledger.note(stack)
    while let bottom = stack.levels.first {
      let id = bottom.id
      stack.dismiss(level: id, at: time)
      ledger.note(stack)
      time += 20
      let before = stack.levels.map(\.id)
      ledger.check(stack.update(at: time), at: time, stack: stack, before: before)
      if stack.index(of: id) != nil {
        // Not dismissible by a release, but `dismiss` always works once no finger holds it.
        Issue.record("level \(id) still on screen after its dismissal")
        break
      }
    }
    print("Stack random actions: \(ledger.presented.count) levels, \(ledger.settledEvents) settles reported")
    #expect(ledger.presented.count > 50)
    #expect(ledger.dismissed.count == ledger.presented.count)
    #expect(ledger.dismissed.values.allSatisfy { $0 == 1 })
    #expect(ledger.pending.isEmpty)
  }
}

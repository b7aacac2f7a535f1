import Testing

@testable import InterruptibleCore

/// Sizes of a coordinator's bookkeeping, read by reflection (they are private): none may grow with the
/// number of transitions it ran.
func bookkeeping(of coordinator: TransitionCoordinator) -> [String: Int] {
  var sizes: [String: Int] = [:]
  for child in Mirror(reflecting: coordinator).children {
    guard let label = child.label else { continue }
    let value = Mirror(reflecting: child.value)
    if value.displayStyle == .collection || value.displayStyle == .dictionary || value.displayStyle == .set {
      sizes[label] = value.children.count
    }
  }
  return sizes
}

/// Weak references to sessions, counted.
struct SessionTracker {
  private struct Box { weak var session: TransitionSession? }
  private var boxes: [Box] = []
  private var seen: Set<Int> = []

  mutating func track(_ coordinator: TransitionCoordinator) {
    for session in coordinator.sessions where seen.insert(session.id).inserted {
      boxes.append(Box(session: session))
    }
  }

  var tracked: Int { boxes.count }
  var alive: Int { boxes.filter { $0.session != nil }.count }
}

@Suite("Memory: finished transitions leave nothing behind")
struct MemoryTests {
  typealias Operation = @Sendable (TransitionCoordinator, ManualClock) -> Void

  static func advance(_ seconds: Double) -> Operation { { $1.advance(by: seconds) } }

  /// Eight ways a presentation can go before it is dismissed: plain, cancelled mid-way, grabbed and
  /// released, dragged in then abandoned for new content, torn down, reversed twice, dragged to
  /// dismiss and let go, dismissed at rest.
  static let openings: [[Operation]] = [
    [{ s, _ in s.present() }],
    [{ s, _ in s.present() }, advance(0.1), { s, _ in s.tapOutside() }],
    [
      { s, _ in s.present() }, advance(0.1), { s, _ in s.panBegan() },
      { s, _ in s.panChanged(translation: 40) }, { s, _ in s.panEnded(velocity: 800) },
    ],
    [
      { s, _ in s.present(interactive: true) }, { s, _ in s.panChanged(translation: 90) },
      { s, _ in s.present(asNewContent: true) },
    ],
    [{ s, _ in s.present() }, advance(0.05), { s, _ in s.currentSession?.end() }],
    [{ s, _ in s.present() }, { s, _ in s.reverse() }, { s, _ in s.reverse() }],
    [
      { s, _ in s.present() }, advance(1), { s, _ in s.panBegan() },
      { s, _ in s.panChanged(translation: 200) }, { s, _ in s.panEnded(velocity: 0) },
    ],
    [{ s, _ in s.present() }, advance(1), { s, _ in s.dismiss() }],
  ]

  /// Every round ends with a dismissal of whatever is left.
  static let closing: [Operation] = [advance(1), { s, _ in s.dismiss() }, advance(1)]

  @Test("10 000 rounds (≥ 10 000 sessions) leave no live session, animator or model, and no bookkeeping")
  func tenThousandSessions() {
    let monitor = ReliabilityMonitor()
    let clock = ManualClock()
    let slot = TransitionCoordinator(
      configuration: TransitionConfiguration(), makeAnimator: monitor.factory(clock: clock))
    var tracker = SessionTracker()
    var largest = 0
    var mostAlive = 0
    for index in 0..<10_000 {
      for operation in Self.openings[index % Self.openings.count] + Self.closing {
        operation(slot, clock)
        tracker.track(slot)
      }
      largest = max(largest, bookkeeping(of: slot).values.max() ?? 0)
      mostAlive = max(mostAlive, monitor.liveAnimators)
    }
    print(
      "memory: \(monitor.madeAnimators) animators made, \(tracker.tracked) sessions tracked, "
        + "\(monitor.liveAnimators) animators / \(tracker.alive) sessions alive at the end")
    #expect(monitor.madeAnimators >= 10_000)
    #expect(tracker.tracked == monitor.madeAnimators)
    #expect(tracker.alive == 0)
    #expect(monitor.liveAnimators == 0)
    #expect(monitor.liveModels == 0)
    #expect(mostAlive <= 2, "at most two live animators between rounds")
    #expect(largest <= 2, "bookkeeping peaked at \(largest) entries")
    #expect(bookkeeping(of: slot).values.allSatisfy { $0 == 0 }, "\(bookkeeping(of: slot))")
    #expect(clock.runningCount == 0)
    #expect(clock.releaseErrors.isEmpty)
    #expect(monitor.violations.isEmpty, "\(monitor.violations.prefix(3))")
  }
}

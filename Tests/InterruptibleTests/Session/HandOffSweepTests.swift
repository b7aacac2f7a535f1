import Testing

@testable import InterruptibleCore

/// A sweep of hand-off instants: tap-to-cancel at several points of a presentation, for the
/// toolkit's spring reversal, UIKit's plain `isReversed` flip and the stock percent-driven way
/// (pause, then cancel). Prints one line per instant; the toolkit must stay within 1 % everywhere.
@Suite("Hand-off sweep (VP05)")
struct HandOffSweepTests {
  static let times = [0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.44]

  /// A default presentation tapped outside at `time`; also returns how far (pt) the spring was past
  /// its end at that instant.
  static func tapToCancel(at time: Double, reversal: ReversalStyle) -> (handOff: HandOff, overshoot: Double) {
    var configuration = TransitionConfiguration()
    configuration.reversal = reversal
    let harness = CoordinatorHarness(configuration)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    let peak = peakSpeed(of: session, clock: harness.clock, for: time)
    let overshoot = max(session.presentedProgress - 1, 0) * session.distance
    let handOff = harness.measureHandOff(of: session, peakSoFar: peak) { harness.coordinator.tapOutside() }
    #expect(harness.completeTransitions(1) == [false] && harness.animatorErrors.isEmpty)
    return (handOff, overshoot)
  }

  /// The stock way: a percent-driven interactor on the same presentation, paused and cancelled.
  static func percentDriven(at time: Double) -> HandOff {
    let clock = ManualClock()
    let log = AnimatorLog()
    let session = TransitionSession(
      kind: .present, timing: .standard, makeAnimator: log.factory(clock: clock))
    let stock = PercentDrivenInteractor()
    stock.wantsInteractiveStart = false
    stock.startInteractiveTransition(session)
    let peak = peakSpeed(of: session, clock: clock, for: time)
    return measure(session, peakSoFar: peak, clock: clock) {
      stock.pause()
      stock.cancel()
    }
  }

  @Test("VP05 sweep: tap-to-cancel at 10 instants, ours ≤ 1 %, flip and percent-driven far above")
  func sweep() {
    var worst = (ours: 0.0, flip: 0.0, stock: 0.0)
    for time in Self.times {
      let (ours, overshoot) = Self.tapToCancel(at: time, reversal: .spring)
      let (flip, _) = Self.tapToCancel(at: time, reversal: .flip)
      let stock = Self.percentDriven(at: time)
      print("sweep t=\(time): ours \(ours) | flip \(flip) | percent-driven \(stock)")
      #expect(ours.relativeJump <= 0.01, "t=\(time)")
      // A paused animator cannot hold a spring past its end (fractionComplete is clamped, MD05): a
      // hand-off during the presentation spring's overshoot snaps back by exactly the overshoot.
      #expect(abs(ours.positionJump - overshoot) < 1e-9, "t=\(time)")
      #expect(flip.positionJump < 1e-9 && abs(flip.after + flip.before) < 1e-9 * max(abs(flip.before), 1))
      #expect(abs(stock.after) < 1e-9, "t=\(time)")  // percent-driven restarts from rest
      worst = (
        max(worst.ours, ours.relativeJump), max(worst.flip, flip.relativeJump),
        max(worst.stock, stock.relativeJump)
      )
    }
    print("sweep worst relative jump: ours \(worst.ours), flip \(worst.flip), percent-driven \(worst.stock)")
    #expect(worst.flip > 1.4 && worst.stock > 0.9)
  }
}

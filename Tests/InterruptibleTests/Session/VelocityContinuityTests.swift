import Testing

@testable import InterruptibleCore

/// VP05 and every other hand-off: the content's velocity (points per second) just before and just
/// after, at the same instant and across the next frame, relative to the motion's peak speed.
/// Interruptible's hand-offs must jump by at most 1 %; the stock approaches (plain `isReversed`
/// flip, percent-driven finish/cancel) are measured too and must jump a lot, so the comparison is
/// real. Default configuration: 300 pt, 0.45 s spring ζ 0.8, completion spring ζ 1.
@Suite("Velocity continuity (VP05)")
struct VelocityContinuityTests {
  static func report(_ name: String, _ handOff: HandOff) {
    print("hand-off \(name): \(handOff)")
  }

  /// Presented content, then a pan dragged `translation` points toward dismissal.
  static func dragged(_ translation: Double) -> CoordinatorHarness {
    let harness = CoordinatorHarness()
    harness.coordinator.present()
    harness.settle()
    harness.coordinator.panBegan()
    harness.coordinator.panChanged(translation: translation)
    return harness
  }

  @Test(
    "VP05 release: the finger's velocity becomes the spring's (fling/slow × finish/cancel), ≤ 1 % jump",
    arguments: [
      (90.0, 1000.0, true), (210, 60, true), (180, -1000, false), (60, -60, false), (120, 400, true),
    ])
  func release(translation: Double, velocity: Double, finishes: Bool) {
    let harness = Self.dragged(translation)
    let session = harness.coordinator.sessions[0]
    // Toward dismissal is away from presented: the content moves at −velocity in presented sense.
    let handOff = harness.measureHandOff(of: session, before: -velocity, peakSoFar: abs(velocity)) {
      harness.coordinator.panEnded(velocity: velocity)
    }
    Self.report("release \(translation) pt at \(velocity) pt/s", handOff)
    #expect(handOff.relativeJump <= 0.01)
    #expect(handOff.positionJump < 1e-9)
    #expect(harness.completeTransitions(2) == [finishes])
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("VP05 tap-to-cancel mid-flight carries the velocity into the return spring, ≤ 1 % jump")
  func tapToCancel() {
    let harness = CoordinatorHarness()
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    let peak = peakSpeed(of: session, clock: harness.clock, for: 0.1)
    let handOff = harness.measureHandOff(of: session, peakSoFar: peak) { harness.coordinator.tapOutside() }
    Self.report("tap to cancel at 0.1 s", handOff)
    #expect(handOff.relativeJump <= 0.01 && handOff.positionJump < 1e-9)
    #expect(abs(handOff.before) > 500)  // a real hand-off: the content was moving fast
    #expect(harness.completeTransitions(1) == [false] && harness.animatorErrors.isEmpty)
  }

  @Test("VP05 dismiss during the presentation and present during the dismissal, ≤ 1 % jump")
  func reentryReversals() {
    let presenting = CoordinatorHarness()
    presenting.coordinator.present()
    let first = presenting.coordinator.sessions[0]
    let peak = peakSpeed(of: first, clock: presenting.clock, for: 0.2)
    let dismiss = presenting.measureHandOff(of: first, peakSoFar: peak) { presenting.coordinator.dismiss() }
    Self.report("dismiss at 0.2 s of the presentation", dismiss)
    #expect(dismiss.relativeJump <= 0.01 && dismiss.positionJump < 1e-9)

    let dismissing = CoordinatorHarness()
    dismissing.coordinator.present()
    dismissing.settle()
    dismissing.coordinator.dismiss()
    let second = dismissing.coordinator.sessions[0]
    let peak2 = peakSpeed(of: second, clock: dismissing.clock, for: 0.1)
    let present = dismissing.measureHandOff(of: second, peakSoFar: peak2) { dismissing.coordinator.present() }
    Self.report("present at 0.1 s of the dismissal", present)
    #expect(present.relativeJump <= 0.01 && present.positionJump < 1e-9)
    #expect(dismissing.completeTransitions(2) == [false] && dismissing.coordinator.isPresented)
    #expect(presenting.animatorErrors.isEmpty && dismissing.animatorErrors.isEmpty)
  }

  @Test("VP05 grab keeps the position exactly (the finger holds it: velocity 0); catch-and-throw ≤ 1 %")
  func grab() {
    let harness = CoordinatorHarness()
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    harness.clock.advance(by: 0.1)
    let position = session.presentedProgress
    harness.coordinator.panBegan()
    #expect(session.presentedProgress == position && session.presentedVelocity == 0)

    let thrown = CoordinatorHarness()
    thrown.coordinator.present()
    let moving = thrown.coordinator.sessions[0]
    let peak = peakSpeed(of: moving, clock: thrown.clock, for: 0.08)
    let velocity = moving.presentedVelocity
    let handOff = thrown.measureHandOff(of: moving, peakSoFar: peak) {
      thrown.coordinator.panBegan()
      thrown.coordinator.panEnded(velocity: velocity)
    }
    Self.report("grab and throw at 0.08 s", handOff)
    #expect(handOff.relativeJump <= 0.01 && handOff.positionJump < 1e-9)
    #expect(thrown.completeTransitions(1) == [true] && thrown.animatorErrors.isEmpty)
  }

  @Test("VP05 baseline: a plain isReversed flip turns the velocity around at once (jump ≈ 2 × speed)")
  func flipBaseline() {
    var configuration = TransitionConfiguration()
    configuration.reversal = .flip
    let harness = CoordinatorHarness(configuration)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    let peak = peakSpeed(of: session, clock: harness.clock, for: 0.1)
    let handOff = harness.measureHandOff(of: session, peakSoFar: peak) { harness.coordinator.tapOutside() }
    Self.report("flip at 0.1 s (stock)", handOff)
    #expect(handOff.relativeJump > 1)
    #expect(abs(handOff.after + handOff.before) < 1e-6 * abs(handOff.before))  // exactly sign-flipped
    #expect(handOff.positionJump < 1e-9)
    #expect(harness.completeTransitions(1) == [false] && harness.animatorErrors.isEmpty)
  }

  @Test(
    "VP05 baseline: percent-driven finish/cancel drops the finger's velocity",
    arguments: [(0.3, 1000.0, false), (0.6, -1000, true), (0.7, 200, false)])
  func percentDrivenBaseline(percent: Double, velocity: Double, cancels: Bool) {
    let clock = ManualClock()
    let log = AnimatorLog()
    let session = TransitionSession(
      kind: .dismiss, timing: .standard, makeAnimator: log.factory(clock: clock))
    let stock = PercentDrivenInteractor()
    stock.startInteractiveTransition(session)
    stock.update(percent)
    let handOff = measure(session, before: -velocity, peakSoFar: abs(velocity), clock: clock) {
      if cancels { stock.cancel() } else { stock.finish() }
    }
    Self.report("percent-driven \(cancels ? "cancel" : "finish") at \(percent), \(velocity) pt/s", handOff)
    // Starts from rest: the whole finger velocity is lost (then the stiff remainder outruns it).
    #expect(abs(handOff.after) < 1e-9 && abs(handOff.sameInstantJump - abs(velocity)) < 1e-9)
    #expect(handOff.relativeJump > 0.05)
    #expect(session.didComplete == !cancels && log.errors.isEmpty && clock.releaseErrors.isEmpty)
  }

  @Test("VP05 baseline: percent-driven finish on a linear animator jumps to the animator's own pace")
  func percentDrivenLinear() {
    let clock = ManualClock()
    let log = AnimatorLog()
    let timing = TransitionTiming(duration: 0.45, parameters: .linear)
    let session = TransitionSession(kind: .dismiss, timing: timing, makeAnimator: log.factory(clock: clock))
    let stock = PercentDrivenInteractor()
    stock.startInteractiveTransition(session)
    stock.update(0.3)
    let handOff = measure(session, before: -1000, peakSoFar: 1000, clock: clock) { stock.finish() }
    Self.report("percent-driven finish at 0.3 on linear, 1000 pt/s", handOff)
    // 300 pt in 0.45 s: 666.7 pt/s away from presented; the finger moved at 1000.
    #expect(abs(handOff.after + 300 / 0.45) < 1e-6)
    #expect(abs(handOff.relativeJump - (1000 - 300 / 0.45) / 1000) < 1e-6)
  }

  /// The velocity change over the one 120 fps frame that contains a reversal at 0.1 s, and the
  /// largest frame-to-frame change of the rest of the run.
  static func reversalFrames(_ reversal: ReversalStyle) -> (handOffFrame: Double, rest: Double, speed: Double)
  {
    var configuration = TransitionConfiguration()
    configuration.reversal = reversal
    let harness = CoordinatorHarness(configuration)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    harness.clock.advance(by: 0.1)
    let before = session.presentedVelocity
    harness.coordinator.tapOutside()
    harness.clock.advance(by: 1.0 / 120)
    let handOffFrame = abs(session.presentedVelocity - before)
    let (rest, _) = harness.run(for: 1, watching: session)
    #expect(harness.completeTransitions(1) == [false] && harness.animatorErrors.isEmpty)
    return (handOffFrame, rest, abs(before))
  }

  @Test("VP05 at 120 fps the reversal frame of a flip changes velocity by > 2 × speed, ours far less")
  func frameToFrame() {
    let ours = Self.reversalFrames(.spring)
    let flip = Self.reversalFrames(.flip)
    print(
      "120 fps reversal frame: ours \(ours.handOffFrame) pt/s (rest max \(ours.rest)), flip \(flip.handOffFrame) (rest max \(flip.rest)), speed \(ours.speed)"
    )
    #expect(flip.handOffFrame > 2 * flip.speed)
    #expect(ours.handOffFrame < 0.5 * flip.handOffFrame)
  }
}

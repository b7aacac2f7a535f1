import Testing

@testable import InterruptibleCore

/// The unified interactor driven directly (no coordinator): grab, scrub, update, resume, finish,
/// cancel, release, reverse, runtime enable and per-transition configuration.
@Suite("Transition interactor")
struct InteractorTests {
  /// A presentation session on its own clock with its interactor; started running unless `paused`.
  final class Rig {
    let clock = ManualClock()
    let log = AnimatorLog()
    let session: TransitionSession
    let interactor: TransitionInteractor
    var flags: [Bool] = []

    init(
      timing: TimingParameters = .linear, duration: Double = 0.5,
      configuration: TransitionConfiguration = TransitionConfiguration(), paused: Bool = false
    ) {
      session = TransitionSession(
        kind: .present, timing: TransitionTiming(duration: duration, parameters: timing),
        distance: configuration.distance, makeAnimator: log.factory(clock: clock))
      interactor = TransitionInteractor(session: session, configuration: configuration)
      session.onCompleteTransition = { [unowned self] in self.flags.append($0) }
      session.start(interactive: paused)
    }

    var errors: [AnimatorError] { log.errors + clock.releaseErrors }
    /// Runs until the session ended (at most 3 s more) and returns the clock time it ended at.
    func settle() -> Double? {
      var end: Double?
      clock.run(for: 3, framesPerSecond: 1000) { time in
        if end == nil, session.isFinished { end = time }
      }
      return end
    }
  }

  static func configuration(
    distance: Double = 300, threshold: Double = 0.5, rate: DecelerationRate = .normal,
    spring: SpringTimingParameters = SpringTimingParameters(dampingRatio: 1)
  ) -> TransitionConfiguration {
    TransitionConfiguration(
      distance: distance, finishThreshold: threshold, decelerationRate: rate, completionSpring: spring)
  }

  @Test("pause grabs an eased run where it is on screen; fractionComplete becomes that progress")
  func pauseOnEased() {
    let rig = Rig(timing: .easeInOut)
    rig.clock.advance(by: 0.1)
    let onScreen = rig.session.sample.progress
    #expect(abs(onScreen - CubicBezierCurve.easeInOut.progress(at: 0.2)) < 1e-12)
    rig.interactor.pause()
    #expect(rig.session.sample.progress == onScreen && rig.session.sample.velocity == 0)
    #expect(abs(rig.session.fractionComplete - onScreen) < 1e-12)
    #expect(rig.session.isInteractive && !rig.session.isRunning)
    rig.clock.advance(by: 1)
    #expect(rig.session.sample.progress == onScreen && rig.flags.isEmpty && rig.errors.isEmpty)
  }

  @Test("update(translation:) measures from the grab point over the configured distance; bad values ignored")
  func updateTranslation() {
    let rig = Rig(configuration: Self.configuration(distance: 200))
    rig.clock.advance(by: 0.15)  // 0.3
    rig.interactor.pause()
    rig.interactor.update(translation: 50)
    #expect(abs(rig.interactor.progress - 0.55) < 1e-12)
    rig.interactor.update(translation: -20)  // still from the grab point, not cumulative
    #expect(abs(rig.interactor.progress - 0.2) < 1e-12)
    rig.interactor.update(translation: .nan)
    rig.interactor.update(translation: .infinity)
    #expect(abs(rig.interactor.progress - 0.2) < 1e-12)
    rig.interactor.update(translation: -1000)
    #expect(rig.interactor.progress == 0)
    rig.interactor.update(translation: 1000)
    #expect(rig.interactor.progress == 1 && rig.flags.isEmpty && rig.errors.isEmpty)
  }

  @Test("scrub pauses a running transition first, is linear, clamps to [0, 1] and ignores NaN")
  func scrub() {
    let rig = Rig(timing: .easeInOut)
    rig.clock.advance(by: 0.1)
    rig.interactor.scrub(to: 0.25)
    #expect(abs(rig.session.sample.progress - 0.25) < 1e-12)
    #expect(!rig.session.isRunning && rig.session.isInteractive)
    rig.interactor.scrub(to: .nan)
    #expect(abs(rig.session.sample.progress - 0.25) < 1e-12)
    rig.interactor.scrub(to: 1.4)
    #expect(rig.session.sample.progress == 1)
    rig.interactor.scrub(to: -0.3)
    #expect(rig.session.sample.progress == 0 && rig.errors.isEmpty)
  }

  @Test(
    "resume continues a grab with the animator's own timing: linear 0.3 → 0.5 after 0.1 s, ends at 0.35 s")
  func resume() {
    let rig = Rig(paused: true)
    rig.interactor.scrub(to: 0.3)
    rig.interactor.resume()
    #expect(rig.session.isRunning && !rig.session.isInteractive)
    rig.clock.advance(by: 0.1)
    #expect(abs(rig.session.sample.progress - 0.5) < 1e-12)
    rig.clock.advance(by: 0.25 - 1e-9)
    #expect(rig.flags.isEmpty)
    rig.clock.advance(by: 2e-9)
    #expect(rig.flags == [true] && rig.errors.isEmpty)
  }

  @Test("finish/cancel with a velocity start the spring at exactly that velocity, over the duration")
  func explicitVelocity() {
    for (velocity, finishing) in [(450.0, true), (-450, false), (0, true), (120, false)] {
      let rig = Rig(paused: true)
      rig.interactor.scrub(to: 0.4)
      if finishing {
        rig.interactor.finish(velocity: velocity)
      } else {
        rig.interactor.cancel(velocity: velocity)
      }
      #expect(abs(rig.session.presentedVelocity - velocity) < 1e-9, "\(velocity)")
      #expect(rig.session.sample.progress == 0.4 && rig.session.isReversed == !finishing)
      let end = rig.settle()
      #expect(abs(end! - 0.5) < 1e-9, "\(velocity)")  // factor 1: the transition's own 0.5 s
      #expect(rig.flags == [finishing] && rig.errors.isEmpty)
    }
  }

  @Test("finish() during the spring's overshoot past the end leaves the run alone: no snap, same velocity")
  func finishWhileOvershooting() {
    let rig = Rig(timing: TransitionTiming.standard.parameters, duration: 0.45)
    rig.clock.advance(by: 0.3)
    let (progress, velocity) = (rig.session.sample.progress, rig.session.presentedVelocity)
    #expect(progress > 1.01 && velocity < -30)  // 3.7 pt past the end, coming back
    rig.interactor.finish()
    #expect(rig.session.sample.progress == progress && rig.session.presentedVelocity == velocity)
    #expect(rig.session.isRunning && !rig.session.isReversed && !rig.session.isInteractive)
    let end = rig.settle()
    #expect(abs(end! - 0.45) < 1e-9 && rig.flags == [true] && rig.errors.isEmpty)  // its own end
    // With an explicit velocity the run is paused and replaced as usual: the pause clamps the
    // content back to the end (MD05), where no distance is left for a velocity (SP09).
    let thrown = Rig(timing: TransitionTiming.standard.parameters, duration: 0.45)
    thrown.clock.advance(by: 0.3)
    thrown.interactor.finish(velocity: 100)
    #expect(thrown.session.sample.progress == 1 && thrown.session.presentedVelocity == 0)
  }

  @Test("VP03 VP04 release through the interactor: VP-A numbers, the decision is returned")
  func releaseDecision() {
    let cases: [(DecelerationRate, Double, Double, Bool)] = [
      (.normal, 1200, 1.248, true), (.normal, -300, 0.0005, false), (.normal, 400, 0.5826666666666667, true),
      (.fast, 1200, 0.448, false),
    ]
    for (rate, velocity, projected, finishes) in cases {
      let rig = Rig(configuration: Self.configuration(distance: 600, rate: rate), paused: true)
      rig.interactor.scrub(to: 0.25)
      let decision = rig.interactor.release(velocity: velocity)!
      #expect(abs(decision.projectedFraction - projected) < 1e-9, "\(velocity)")
      #expect(decision.isFinishing == finishes)
      #expect(abs(rig.session.presentedVelocity - velocity) < 1e-9)  // VP05: continuous
      _ = rig.settle()
      #expect(rig.flags == [finishes] && rig.errors.isEmpty)
    }
  }

  @Test("VP03 the finish threshold is per transition: 0.6 at rest finishes at 0.5, cancels at 0.8")
  func threshold() {
    for (threshold, finishes) in [(0.5, true), (0.8, false), (0.6, true)] {
      let rig = Rig(configuration: Self.configuration(threshold: threshold), paused: true)
      rig.interactor.scrub(to: 0.6)
      #expect(rig.interactor.release(velocity: 0)?.isFinishing == finishes)
      _ = rig.settle()
      #expect(rig.flags == [finishes])
    }
  }

  @Test("The completion spring is per transition: ζ 0.5 overshoots the end, ζ 1 does not")
  func completionSpring() {
    var peaks: [Double] = []
    for ratio in [0.5, 1.0] {
      let rig = Rig(
        configuration: Self.configuration(spring: SpringTimingParameters(dampingRatio: ratio)), paused: true)
      rig.interactor.scrub(to: 0.5)
      rig.interactor.finish(velocity: 300)
      var peak = 0.0
      rig.clock.run(for: 1, framesPerSecond: 1000) { _ in
        if !rig.session.isFinished { peak = max(peak, rig.session.sample.progress) }
      }
      peaks.append(peak)
      #expect(rig.flags == [true] && rig.errors.isEmpty)
    }
    print("completion spring peaks (ζ 0.5, ζ 1): \(peaks)")
    #expect(peaks[0] > 1.05 && peaks[1] <= 1 + 1e-12)
  }

  @Test("Disabled at runtime: every call is ignored (release returns nil); re-enabled it works again")
  func runtimeDisable() {
    let rig = Rig()
    rig.clock.advance(by: 0.1)
    rig.interactor.isEnabled = false
    rig.interactor.pause()
    rig.interactor.scrub(to: 0.9)
    rig.interactor.reverse()
    rig.interactor.cancel()
    #expect(rig.interactor.release(velocity: -5000) == nil)
    #expect(rig.session.isRunning && !rig.session.isReversed && !rig.session.isInteractive)
    rig.clock.advance(by: 0.1)
    #expect(abs(rig.session.sample.progress - 0.4) < 1e-12)
    rig.interactor.isEnabled = true
    rig.interactor.cancel()
    #expect(rig.session.isReversed)
    _ = rig.settle()
    #expect(rig.flags == [false] && rig.errors.isEmpty)
  }

  @Test("FR08 reverse(.flip) retraces the linear run at once: velocity −600 pt/s, back at 0 after 0.2 s")
  func flipReversal() {
    var configuration = TransitionConfiguration()
    configuration.reversal = .flip
    let rig = Rig(configuration: configuration)
    rig.clock.advance(by: 0.2)
    rig.interactor.reverse()
    #expect(abs(rig.session.presentedVelocity + 600) < 1e-9 && abs(rig.session.sample.progress - 0.4) < 1e-12)
    let end = rig.settle()
    #expect(abs(end! - 0.4) < 1e-3 && rig.flags == [false] && rig.errors.isEmpty)  // 0.2 + 0.2 s back
    // A grabbed (paused) transition flips and starts running back.
    let paused = Rig(configuration: configuration, paused: true)
    paused.interactor.scrub(to: 0.5)
    paused.interactor.reverse()
    #expect(paused.session.isRunning && paused.session.isReversed && !paused.session.isInteractive)
    #expect(abs(paused.settle()! - 0.25) < 1e-3 && paused.flags == [false])
  }

  @Test("TR12 an alongside value follows a flip reversal too (same animator, same curve back)")
  func alongsideFlip() {
    var configuration = TransitionConfiguration()
    configuration.reversal = .flip
    let rig = Rig(configuration: configuration)
    var dimming: (AnimatorModel, AnimatedValue)?
    rig.session.animateAlongside { animator in
      let model = animator as! AnimatorModel
      dimming = model.addAnimations(from: 0, to: 0.4).map { (model, $0) }
    }
    let (animator, value) = dimming!
    var worst = 0.0
    rig.clock.run(for: 0.2, framesPerSecond: 120) { _ in
      worst = max(worst, abs(animator.value(of: value) - 0.4 * rig.session.sample.progress))
    }
    rig.interactor.reverse()
    rig.clock.run(for: 0.3, framesPerSecond: 120) { _ in
      if !rig.session.isFinished {
        worst = max(worst, abs(animator.value(of: value) - 0.4 * rig.session.sample.progress))
      }
    }
    #expect(worst < 1e-12 && animator.value(of: value) == 0 && rig.flags == [false])
  }

  @Test("After the end every call is ignored: no second completion, no refused call")
  func afterEnd() {
    let rig = Rig()
    _ = rig.settle()
    rig.interactor.pause()
    rig.interactor.scrub(to: 0.5)
    rig.interactor.reverse()
    rig.interactor.resume()
    rig.interactor.finish(velocity: 100)
    rig.interactor.cancel()
    #expect(rig.interactor.release(velocity: 100) == nil)
    rig.clock.advance(by: 1)
    #expect(rig.flags == [true] && rig.log.madeCount == 1 && rig.errors.isEmpty)
  }
}

extension InteractorTests {
  @Test("A pan released at 1e300 pt/s hands at most 20 000 pt/s to the spring")
  func hugeReleaseVelocityIsClamped() {
    // Shrunk replay from the random sequences: the spring got 1e300 / 300 as its initial velocity and
    // the content flew to ~3e295 × its distance.
    let replay = RandomScenario(steps: [.present, .panBegan, .panEnded(1e300)])
    let runner = SequenceRunner(replay)
    #expect(runner.run() == nil)
    let clock = ManualClock()
    let slot = TransitionCoordinator(clock: clock)
    slot.present()
    clock.advance(by: 0.1)
    slot.panBegan()
    slot.panEnded(velocity: 1e300)
    let session = slot.sessions[0]
    #expect(abs(session.presentedVelocity - ReleaseDecision.maximumVelocity) < 1e-6)
    var farthest = 0.0
    clock.run(for: 1) { _ in farthest = max(farthest, session.presentedProgress) }
    #expect(farthest < 2.5, "content reached \(farthest) × its distance")
    #expect(slot.isPresented)
  }
}

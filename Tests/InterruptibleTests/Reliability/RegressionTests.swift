import Foundation
import Testing

@testable import Interruptible

/// Failures the random sequences and the bad-input table found, kept as regular tests.
@Suite("Reliability regressions")
struct RegressionTests {
  @Test("Regression: a pan released at 1e300 pt/s hands at most 20 000 pt/s to the spring")
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

  @Test("Regression: settlingDuration of a very stiff, barely damped spring returns")
  func stiffSpringSettlingTerminates() {
    // Stiffness 1e300 (now clamped to 1e12) made the walk back from the envelope bound use a step
    // smaller than the time's ulp: an endless loop.
    let spring = SpringParameters(mass: 1, stiffness: 1e300, damping: 10)
    #expect(spring.stiffness == 1e12)
    let settling = spring.settlingDuration()
    #expect(settling.isFinite && settling > 0 && settling < 10, "\(settling)")
    let tiny = SpringParameters(mass: 1e-12, stiffness: 1e12, damping: 0)
    #expect(tiny.settlingDuration().isFinite)
  }

  @Test("Regression: a hugely overdamped spring moves at its slow rate k/c instead of standing still")
  func overdampedSlowRootSurvivesCancellation() {
    // ζ = 5e5: −ω(ζ − √(ζ² − 1)) rounded to 0, so the spring never moved and ran for 4 096 s.
    let spring = SpringParameters(mass: 1e-12, stiffness: 100, damping: 10)
    #expect(spring.dampingRatio > 1e5)
    let motion = spring.motion()
    #expect(abs(motion.progress(at: 0.1) - (1 - exp(-1.0))) < 1e-6)
    #expect(abs(spring.settlingDuration() - log(1000) / 10) < 1e-3)
  }

  @Test("Regression: damping 1e300 gives a finite, creeping motion (was NaN)")
  func hugeDampingStaysFinite() {
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 1e300)
    #expect(spring.damping == 1e12)
    let motion = spring.motion(initialVelocity: 3)
    for time in [0, 1e-9, 0.5, 100] {
      let sample = motion.sample(at: time)
      #expect(sample.progress.isFinite && sample.velocity.isFinite, "t \(time): \(sample)")
    }
    #expect(abs(motion.progress(at: 1) - 1e-10) < 1e-11)
  }

  @Test("Regression: ST15 a coordinator released while a transition is grabbed leaves no paused animator")
  func releasedWhileGrabbedEndsItsAnimator() {
    // Found by probing the memory checks: the session went away with a paused animator, which UIKit
    // answers with an exception ("released while paused").
    let clock = ManualClock()
    let monitor = ReliabilityMonitor()
    do {
      let slot = TransitionCoordinator(
        configuration: TransitionConfiguration(), makeAnimator: monitor.factory(clock: clock))
      slot.present()
      clock.advance(by: 0.1)
      slot.panBegan()
      slot.panChanged(translation: 20)
    }
    #expect(clock.releaseErrors.isEmpty, "\(clock.releaseErrors)")
    #expect(monitor.liveAnimators == 0)
    #expect(monitor.violations.isEmpty, "\(monitor.violations)")
    do {
      let slot = TransitionCoordinator(clock: clock)
      slot.present()
      clock.advance(by: 0.1)
    }
    #expect(clock.runningCount == 1, "a running animator runs out, as UIKit keeps it")
    clock.advance(by: 5)
    #expect(clock.runningCount == 0 && clock.releaseErrors.isEmpty)
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Reference model (MD)")
struct ReferenceModelTests {
  let easeOut = (0.0, 0.0, 0.58, 1.0)
  let easeInOut = (0.42, 0.0, 0.58, 1.0)

  func ref(_ curve: (Double, Double, Double, Double), _ x: Double) -> Double {
    ModelReference.cubic(curve.0, curve.1, curve.2, curve.3, at: x)
  }

  func refSlope(_ curve: (Double, Double, Double, Double), _ x: Double) -> Double {
    ModelReference.cubicSlope(curve.0, curve.1, curve.2, curve.3, at: x)
  }

  @Test("MD01 cubic run: u = u0 + dir·(T − T0)/D, p = C(u), fc = u or 1 − u, ends at u = 1 or 0")
  func cubicRun() {
    let (clock, animator) = makeAnimator(duration: 2, timing: .cubic(.easeOut))
    animator.startAnimation()
    for time in [0.5, 1.0, 1.2] {
      clock.advance(by: time - clock.now)
      expectClose(animator.fractionComplete, time / 2, 1e-12)
      expectClose(animator.progress, ref(easeOut, time / 2), 1e-6)
      expectClose(animator.velocity, refSlope(easeOut, time / 2) / 2, 1e-5)
    }
    animator.isReversed = true
    clock.advance(by: 0.3)
    expectClose(animator.fractionComplete, 0.55, 1e-12)
    expectClose(animator.progress, ref(easeOut, 0.45), 1e-6)
    expectClose(animator.velocity, -refSlope(easeOut, 0.45) / 2, 1e-5)
    #expect(animator.scheduledEnd == 2.4)
    clock.advance(by: 0.9 - 1e-9)
    #expect(animator.isRunning)
    clock.advance(by: 2e-9)
    #expect(animator.state == .inactive && animator.progress == 0)
  }

  @Test("MD02 pause: u ← C(u), timing linear with scrubsLinearly, velocity 0", arguments: [true, false])
  func pause(_ linear: Bool) {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeIn))
    animator.scrubsLinearly = linear
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.pauseAnimation()
    #expect(animator.velocity == 0)
    expectClose(animator.progress, 0.093465, 1e-6)
    expectClose(animator.fractionComplete, linear ? 0.093465 : 0.25, 1e-6)
    animator.fractionComplete = 0.75
    expectClose(animator.progress, linear ? 0.75 : 0.621862, 1e-6)
    animator.stopAnimation(true)
  }

  @Test("MD03 continue(params, f): u' = C'⁻¹(p), D_seg = f·D/(1 − fc), anchored now")
  func continueRun() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeInOut))
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.pauseAnimation()
    let p = 0.129162
    let u = ModelReference.cubicInverse(0.42, 0, 1, 1, progress: ref(easeInOut, 0.25))
    animator.continueAnimation(withTimingParameters: .cubic(.easeIn), durationFactor: 0.5)
    expectClose(animator.fractionComplete, u, 1e-6)
    expectClose(animator.progress, p, 1e-6)
    let segment = 0.5 / (1 - ref(easeInOut, 0.25))
    let end = 0.25 + (1 - u) * segment
    expectClose(animator.scheduledEnd ?? 0, end, 1e-6)
    clock.advance(by: 0.1)
    expectClose(animator.fractionComplete, u + 0.1 / segment, 1e-6)
    expectClose(animator.progress, ModelReference.cubic(0.42, 0, 1, 1, at: u + 0.1 / segment), 1e-6)
  }

  @Test("MD03 startAnimation() from paused is continue(nil, 0)")
  func startIsContinue() {
    let pair = [makeAnimator(timing: .cubic(.easeOut)), makeAnimator(timing: .cubic(.easeOut))]
    for (clock, animator) in pair {
      animator.startAnimation()
      clock.advance(by: 0.3)
      animator.pauseAnimation()
      animator.fractionComplete = 0.6
    }
    pair[0].animator.startAnimation()
    pair[1].animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    for _ in 0..<5 {
      for (clock, _) in pair { clock.advance(by: 0.07) }
      #expect(pair[0].animator.sample == pair[1].animator.sample)
      #expect(pair[0].animator.fractionComplete == pair[1].animator.fractionComplete)
    }
    #expect(pair[0].animator.scheduledEnd == pair[1].animator.scheduledEnd)
  }

  @Test("MD04 reversing a running cubic keeps u, negates direction and velocity, retraces the curve")
  func reverseCubic() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeInOut))
    animator.startAnimation()
    clock.advance(by: 0.3)
    let before = animator.sample
    animator.isReversed = true
    expectClose(animator.progress, before.progress, 0)
    expectClose(animator.velocity, -before.velocity, 1e-12)
    expectClose(animator.fractionComplete, 0.7, 1e-12)
    clock.advance(by: 0.1)
    expectClose(animator.progress, ref(easeInOut, 0.2), 1e-6)
    #expect(animator.scheduledEnd == 0.6)
  }

  @Test("MD04 reversing a running spring: velocity flips; R = remaining displacement × D_seg")
  func reverseSpring() {
    let (clock, animator) = makeAnimator(duration: 0.8, timing: .spring(.init(dampingRatio: 1)))
    animator.startAnimation()
    clock.advance(by: 0.2)
    let before = animator.sample
    animator.isReversed = true
    expectClose(animator.progress, before.progress, 1e-12)
    expectClose(animator.velocity, -before.velocity, 1e-9)
    // pause → fc = p, flip → 1 − p, continue(nil, 0) → R = (1 − (1 − p))·0.8.
    expectClose(animator.fractionComplete, 1 - before.progress, 1e-12)
    expectClose(animator.scheduledEnd ?? 0, 0.2 + before.progress * 0.8, 1e-12)
    let log = CompletionLog()
    log.attach(to: animator)
    clock.advance(by: 1)
    #expect(log.positions == [.start] && animator.progress == 0)
  }

  /// The independent ω0 of a damping-ratio spring (ζ < 1, v = 0) fitted to `duration` (SP07).
  func fittedOmega(_ zeta: Double, _ duration: Double) -> Double {
    -Foundation.log(0.001 * (1 - zeta * zeta).squareRoot() / zeta) / (zeta * duration)
  }

  @Test("MD05 spring segment: p = p0 + (pt − p0)·y(T − T0), ends at T0 + R, fc is the time fraction")
  func springSegment() {
    let (clock, animator) = makeAnimator(duration: 0.6, timing: .spring(.init(dampingRatio: 0.8)))
    let omega = fittedOmega(0.8, 0.6)
    let y = { (t: Double) in
      ModelReference.springProgress(m: 1, k: omega * omega, c: 1.6 * omega, v0: 0, at: t)
    }
    animator.startAnimation()
    clock.advance(by: 0.1)
    expectClose(animator.progress, y(0.1), 1e-6)
    expectClose(animator.fractionComplete, 0.1 / 0.6, 1e-12)
    animator.pauseAnimation()
    let p0 = y(0.1)
    expectClose(animator.fractionComplete, p0, 1e-6)
    animator.startAnimation()
    // Continue(nil, 0) on a spring: R = (1 − fc)·D_seg, stiffness re-fitted to R.
    let remaining = (1 - p0) * 0.6
    let omega2 = fittedOmega(0.8, remaining)
    clock.advance(by: 0.05)
    let y2 = ModelReference.springProgress(m: 1, k: omega2 * omega2, c: 1.6 * omega2, v0: 0, at: 0.05)
    expectClose(animator.progress, p0 + (1 - p0) * y2, 1e-6)
    expectClose(animator.fractionComplete, p0 + (1 - p0) * 0.05 / remaining, 1e-9)
    expectClose(animator.scheduledEnd ?? 0, 0.1 + remaining, 1e-12)
    clock.advance(by: remaining)
    #expect(animator.state == .inactive && animator.progress == 1)
  }

  @Test("MD05 pausing an overshooting spring clamps fc (and progress) to [0, 1]")
  func springOvershootPause() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.3)))
    animator.startAnimation()
    var overshoot = false
    while !overshoot && clock.now < 1 {
      clock.advance(by: 0.01)
      overshoot = animator.progress > 1
    }
    #expect(overshoot)
    animator.pauseAnimation()
    #expect(animator.fractionComplete == 1 && animator.progress == 1)
  }

  @Test("MD06 values are from + p·(to − from) with velocity (to − from)·dp/dT")
  func values() {
    let (clock, animator) = makeAnimator(duration: 0.5, timing: .cubic(.easeInOut))
    let value = animator.addAnimations(from: 50, to: -50)!
    animator.startAnimation()
    for step in 1...4 {
      clock.advance(by: 0.1)
      let u = 0.2 * Double(step)
      expectClose(animator.value(of: value), 50 - 100 * ref(easeInOut, u), 1e-4)
      expectClose(animator.velocity(of: value), -100 * refSlope(easeInOut, u) / 0.5, 1e-3)
    }
  }

  @Test("MD06 a value handle from another animator reads NaN instead of crashing")
  func foreignHandle() {
    let (_, other) = makeAnimator()
    _ = other.addAnimations(from: 0, to: 1)
    let foreign = other.addAnimations(from: 0, to: 1)!
    let (_, animator) = makeAnimator()
    _ = animator.addAnimations(from: 0, to: 1)
    #expect(animator.value(of: foreign).isNaN)
    #expect(animator.velocity(of: foreign).isNaN)
  }

  @Test("MD07 a big step ends the run at its exact time; completions see the post-completion state")
  func exactEndInsideStep() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    let value = animator.addAnimations(from: 0, to: 8)!
    var seen: [(time: Double, state: AnimatorState, running: Bool, value: Double, fraction: Double)] = []
    animator.addCompletion { _ in
      seen.append(
        (clock.now, animator.state, animator.isRunning, animator.value(of: value), animator.fractionComplete))
      animator.finishAnimation(at: .end)  // inactive now: a model error, not a second completion
    }
    animator.startAnimation()
    clock.advance(by: 10)
    #expect(seen.count == 1)
    #expect(seen.first?.time == 1)
    #expect(seen.first?.state == .inactive && seen.first?.running == false)
    #expect(seen.first?.value == 8 && seen.first?.fraction == 0)
    #expect(animator.errors.map(\.phase) == [.inactive])
    #expect(clock.now == 10)
  }

  @Test("MD07 a completion that restarts the animator continues inside the same step, in time order")
  func restartInsideStep() {
    let clock = ManualClock()
    let first = AnimatorModel(duration: 0.7, timing: .linear, clock: clock)
    let second = AnimatorModel(duration: 0.3, timing: .linear, clock: clock)
    var events: [(String, Double)] = []
    first.addCompletion { _ in events.append(("first", clock.now)) }
    second.addCompletion { _ in
      events.append(("second", clock.now))
      second.addCompletion { _ in events.append(("second again", clock.now)) }
      second.startAnimation()
    }
    first.startAnimation()
    second.startAnimation()
    clock.advance(by: 5)
    #expect(events.map(\.0) == ["second", "second again", "first"])
    expectClose(events[0].1, 0.3, 1e-15)
    expectClose(events[1].1, 0.6, 1e-15)
    expectClose(events[2].1, 0.7, 1e-15)
    #expect(clock.runningCount == 0)
  }

  @Test("MD07 frame ticks never run a completion twice")
  func ticksCompleteOnce() {
    let (clock, animator) = makeAnimator(duration: 0.3, timing: .spring(.init(dampingRatio: 0.5)))
    let log = CompletionLog()
    log.attach(to: animator, count: 2)
    animator.startAnimation()
    var frames = 0
    clock.run(for: 1, framesPerSecond: 120) { _ in frames += 1 }
    #expect(frames == 120)
    #expect(log.positions == [.end, .end] && log.order == [0, 1])
  }

  @Test("ST-B easeInOut: pause, reverse, continue(nil, 0) back to the start")
  func exampleB() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeInOut))
    let value = animator.addAnimations(from: 0, to: 1)!
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.25)
    expectClose(animator.fractionComplete, 0.25, 1e-6)
    expectClose(animator.progress, 0.129162, 1e-6)
    animator.pauseAnimation()
    expectClose(animator.fractionComplete, 0.129162, 1e-6)
    animator.isReversed = true
    expectClose(animator.fractionComplete, 0.870838, 1e-6)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    expectClose(animator.fractionComplete, 0.75, 1e-6)
    expectClose(animator.scheduledEnd ?? 0, 0.5, 1e-6)
    clock.advance(by: 0.125)
    expectClose(animator.progress, 0.031114, 1e-6)
    expectClose(animator.fractionComplete, 0.875, 1e-6)
    clock.advance(by: 0.125 - 1e-6)
    #expect(log.positions.isEmpty)
    clock.advance(by: 2e-6)
    #expect(animator.state == .inactive && animator.value(of: value) == 0)
    #expect(log.positions == [.start])
  }
}

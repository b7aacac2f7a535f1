import Foundation
import Testing

@testable import InterruptibleCore

@Suite("continueAnimation(withTimingParameters:durationFactor:) (CO)")
struct ContinueTests {
  /// A linear animator of duration `duration` paused at time fraction `fraction`.
  func paused(
    at fraction: Double, duration: Double = 2, timing: TimingParameters = .linear, linear: Bool = true
  ) -> (ManualClock, AnimatorModel, CompletionLog) {
    let (clock, animator) = makeAnimator(duration: duration, timing: timing)
    animator.scrubsLinearly = linear
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: fraction * duration)
    animator.pauseAnimation()
    return (clock, animator, log)
  }

  /// Advances to just before and just after `end` and checks the single completion.
  func expectEnd(
    _ clock: ManualClock, _ log: CompletionLog, at end: Double, _ position: AnimatorPosition,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    clock.advance(by: end - clock.now - 1e-9)
    #expect(log.positions.isEmpty, sourceLocation: sourceLocation)
    clock.advance(by: 2e-9)
    #expect(log.positions == [position], sourceLocation: sourceLocation)
  }

  @Test("CO01 continue is legal only while paused on an interruptible animator")
  func legality() {
    let (_, animator) = makeAnimator()
    animator.isInterruptible = false
    animator.fractionComplete = 0.5
    #expect(animator.phase == .paused)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(animator.errors.map(\.reason) == [.notInterruptible])
    #expect(animator.phase == .paused)
  }

  @Test("CO02 f > 0: the remaining run lasts f·D (linear, and an unchanged curve without linear scrubbing)")
  func factor() {
    let (clock, animator, log) = paused(at: 0.1)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    expectEnd(clock, log, at: 0.2 + 1.0, .end)
    let (clock2, animator2, log2) = paused(at: 0.25, timing: .cubic(.easeInOut), linear: false)
    animator2.continueAnimation(withTimingParameters: nil, durationFactor: 1.5)
    expectClose(animator2.fractionComplete, 0.25, 1e-12)
    expectEnd(clock2, log2, at: 0.5 + 3.0, .end)
    let (clock3, animator3, log3) = paused(at: 0.1)
    animator3.isReversed = true
    animator3.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    expectEnd(clock3, log3, at: 0.2 + 1.0, .start)
  }

  @Test("CO03 f = 0 keeps the pace: a 2 s animator resumed at 0.1 continues for 1.8 s")
  func keepPace() {
    let (clock, animator, log) = paused(at: 0.1)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    expectEnd(clock, log, at: 0.2 + 1.8, .end)
  }

  @Test("CO04 f > 0 after a linear scrub of an eased curve: f·D·(1 − u')/(1 − fc)")
  func easedFactor() {
    let (clock, animator, log) = paused(at: 0.5, duration: 1, timing: .cubic(.easeIn))
    let fc = 0.315357
    expectClose(animator.fractionComplete, fc, 1e-6)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.8)
    let u = ModelReference.cubicInverse(0.42, 0, 1, 1, progress: ModelReference.cubic(0.42, 0, 1, 1, at: 0.5))
    expectClose(u, 0.5, 1e-9)
    let remaining = 0.8 * 1 * (1 - u) / (1 - ModelReference.cubic(0.42, 0, 1, 1, at: 0.5))
    expectClose(animator.scheduledEnd ?? 0, 0.5 + remaining, 1e-6)
    clock.advance(by: remaining + 1e-6)
    #expect(log.positions == [.end])
  }

  @Test("CO05 nil keeps the own timing; a cubic replaces it for the remainder only")
  func replaceCurve() {
    let (clock, animator, log) = paused(at: 0.4, duration: 1, timing: .linear)
    animator.continueAnimation(withTimingParameters: .cubic(.easeOut), durationFactor: 0)
    let u = ModelReference.cubicInverse(0, 0, 0.58, 1, progress: 0.4)
    expectClose(animator.fractionComplete, u, 1e-6)
    clock.advance(by: 0.1)
    expectClose(animator.progress, ModelReference.cubic(0, 0, 0.58, 1, at: u + 0.1), 1e-6)
    clock.advance(by: 1)
    #expect(log.positions == [.end])
    #expect(animator.timingParameters == .linear)
    animator.startAnimation()
    clock.advance(by: 0.3)
    expectClose(animator.progress, 0.3, 1e-12)
  }

  @Test("CO06 a spring continue runs from the current value to the target over R, re-fitted to R")
  func springContinue() {
    for (factor, reversed) in [(0.0, false), (0.6, false), (0.0, true)] {
      let (clock, animator, log) = paused(at: 0.3, duration: 1, timing: .linear)
      animator.isReversed = reversed
      animator.continueAnimation(
        withTimingParameters: .spring(.init(dampingRatio: 0.6)), durationFactor: factor)
      let remaining = factor > 0 ? factor : (reversed ? 0.3 : 0.7)
      let omega = -Foundation.log(0.001 * (1 - 0.36).squareRoot() / 0.6) / (0.6 * remaining)
      clock.advance(by: 0.04)
      let y = ModelReference.springProgress(m: 1, k: omega * omega, c: 1.2 * omega, v0: 0, at: 0.04)
      let target = reversed ? 0.0 : 1.0
      expectClose(animator.progress, 0.3 + (target - 0.3) * y, 1e-6, "f \(factor) reversed \(reversed)")
      expectEnd(clock, log, at: 0.3 + remaining, reversed ? .start : .end)
    }
  }

  @Test("CO06 an implicit-duration spring continue runs for its own settling time (modelling choice)")
  func implicitSpringContinue() {
    let (clock, animator, log) = paused(at: 0.3, duration: 1, timing: .linear)
    animator.continueAnimation(
      withTimingParameters: .spring(.init(mass: 1, stiffness: 100, damping: 20)), durationFactor: 0)
    // Critically damped, ω0 = 10, from rest: (1 + 10t)·e^(−10t) = 0.001.
    let settle = ModelReference.root(0.1, 5) { t in (1 + 10 * t) * exp(-10 * t) - 0.001 }
    clock.advance(by: 0.1)
    expectClose(animator.progress, 0.3 + 0.7 * (1 - 2 * exp(-1.0)), 1e-9)
    expectEnd(clock, log, at: 0.3 + settle, .end)
  }

  @Test("CO07 velocity is not carried: a spring starts with its own initialVelocity, a cubic with its slope")
  func noCarriedVelocity() {
    let (_, still) = makeAnimator(duration: 1, timing: .cubic(.easeIn))
    still.startAnimation()
    still.clock.advance(by: 0.6)
    still.pauseAnimation()
    still.continueAnimation(withTimingParameters: .spring(.init(dampingRatio: 1)), durationFactor: 0)
    expectClose(still.velocity, 0, 1e-12)
    let (_, cubic) = makeAnimator(duration: 1, timing: .linear)
    cubic.startAnimation()
    cubic.clock.advance(by: 0.5)
    cubic.pauseAnimation()
    cubic.continueAnimation(withTimingParameters: .cubic(.easeIn), durationFactor: 0)
    let u = ModelReference.cubicInverse(0.42, 0, 1, 1, progress: 0.5)
    expectClose(cubic.velocity, ModelReference.cubicSlope(0.42, 0, 1, 1, at: u), 1e-5)
  }

  @Test("CO08 no blending: a spring continued with a cubic follows the cubic from the first instant")
  func noBlending() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.7)))
    animator.startAnimation()
    clock.advance(by: 0.1)
    animator.pauseAnimation()
    let p = animator.progress
    animator.continueAnimation(withTimingParameters: .cubic(.easeInOut), durationFactor: 0)
    let u = ModelReference.cubicInverse(0.42, 0, 0.58, 1, progress: p)
    clock.advance(by: 0.01)
    expectClose(animator.progress, ModelReference.cubic(0.42, 0, 0.58, 1, at: u + 0.01), 1e-6)
  }

  @Test("CO09 after scrubbing to fc 1, f = 1 still waits f·D; f = 0 completes at once")
  func scrubbedToEnd() {
    let (clock, animator, log) = paused(at: 0.2, duration: 0.5)
    animator.fractionComplete = 1
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    expectEnd(clock, log, at: 0.1 + 0.5, .end)
    let (clock2, animator2, log2) = paused(at: 0.2, duration: 0.5)
    animator2.fractionComplete = 1
    animator2.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    clock2.advance(by: 1e-9)
    #expect(log2.positions == [.end])
  }

  @Test("CO09 a spring continued from the very end with f = 0 reports fc 1 and completes at once")
  func springFromEnd() {
    let (clock, animator, log) = paused(at: 0.2, duration: 0.5)
    animator.fractionComplete = 1
    animator.continueAnimation(withTimingParameters: .spring(.init(dampingRatio: 1)), durationFactor: 0)
    #expect(animator.fractionComplete == 1)
    #expect(animator.progress == 1)
    clock.advance(by: 1e-9)
    #expect(log.positions == [.end])
  }

  @Test("CO bad factors (negative, NaN, infinite) count as 0", arguments: [-1, Double.nan, .infinity])
  func badFactor(_ factor: Double) {
    let (clock, animator, log) = paused(at: 0.1)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
    #expect(animator.errors.isEmpty)
    expectEnd(clock, log, at: 2, .end)
  }

  @Test("CO-A D 2 linear at 0.1: f 0 → 1.8 s, f 0.5 → 1.0 s, reversed f 0 → 0.2 s with .start")
  func exampleA() {
    let (clock, animator, log) = paused(at: 0.1)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    expectEnd(clock, log, at: 0.2 + 1.8, .end)
    let (clock2, animator2, log2) = paused(at: 0.1)
    animator2.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    expectEnd(clock2, log2, at: 0.2 + 1.0, .end)
    let (clock3, animator3, log3) = paused(at: 0.1)
    animator3.isReversed = true
    expectClose(animator3.fractionComplete, 0.9, 1e-12)
    animator3.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    expectEnd(clock3, log3, at: 0.2 + 0.2, .start)
  }

  @Test("CO-B spring hand-off at 150 of 600 pt moving 1200 pt/s: continuous, 322.16, 474.81, 599.55")
  func exampleB() {
    let (clock, animator) = makeAnimator(duration: 0.5, timing: .linear)
    let value = animator.addAnimations(from: 0, to: 600)!
    animator.startAnimation()
    clock.advance(by: 0.125)
    animator.pauseAnimation()
    expectClose(animator.value(of: value), 150, 1e-9)
    let v = 1200.0 / 450
    animator.continueAnimation(
      withTimingParameters: .spring(.init(dampingRatio: 1, initialVelocity: v)), durationFactor: 0)
    expectClose(animator.scheduledEnd ?? 0, 0.125 + 0.375, 1e-12)
    expectClose(animator.value(of: value), 150, 1e-9)
    expectClose(animator.velocity(of: value), 1200, 1e-9)
    let omega = SpringExampleTests.fittedFrequency(ratio: 1, duration: 0.375, velocity: v)
    expectClose(omega, 24.3147, 1e-4)
    expectClose(omega * omega, 591.204, 1e-3)
    let y = { (t: Double) in 1 - (1 + (omega - v) * t) * exp(-omega * t) }
    for (t, spec) in [(0.05, 322.16), (0.1, 474.81), (0.375 - 1e-9, 599.55)] {
      clock.advance(by: 0.125 + t - clock.now)
      expectClose(animator.value(of: value), 150 + 450 * y(t), 1e-6, "t=\(t)")
      expectClose(animator.value(of: value), spec, 0.005, "spec t=\(t)")
    }
    expectClose(abs(1 - y(0.375)), 0.001, 1e-9)
    clock.advance(by: 1e-6)
    #expect(animator.value(of: value) == 600 && animator.state == .inactive)
  }
}

extension ContinueTests {
  @Test("U1 CO01 continue while running or inactive is a model error, not silently ignored")
  func continueOutsidePause() {
    for running in [false, true] {
      let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
      if running { animator.startAnimation() }
      clock.advance(by: 0.25)
      animator.continueAnimation(withTimingParameters: .cubic(.easeIn), durationFactor: 2)
      let phase: AnimatorPhase = running ? .running : .inactive
      #expect(
        animator.errors == [
          AnimatorError(
            call: .continueAnimation, phase: phase,
            reason: .illegalInPhase)
        ])
      // Nothing changed: a running linear 1 s run still ends at T = 1.
      #expect(animator.phase == phase)
      #expect(animator.scheduledEnd == (running ? 1 : nil))
    }
  }
}

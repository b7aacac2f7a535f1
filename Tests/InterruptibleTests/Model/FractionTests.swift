import Foundation
import Testing

@testable import InterruptibleCore

@Suite("fractionComplete, reversal, scrubbing (FR)")
struct FractionTests {
  @Test("FR01 fc stays in [0, 1], 0 at the start and 1 at the end of the current direction; 0 when inactive")
  func range() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.2)))
    #expect(animator.fractionComplete == 0)
    animator.startAnimation()
    var fractions: [Double] = []
    clock.run(for: 0.5, framesPerSecond: 60) { _ in fractions.append(Double(animator.fractionComplete)) }
    let progress = animator.progress
    animator.isReversed = true
    // A running spring reverses as pause (fc = displacement) + flip + continue (MD04, MD05).
    expectClose(animator.fractionComplete, 1 - min(max(progress, 0), 1), 1e-12)
    clock.run(for: 0.4, framesPerSecond: 60) { _ in fractions.append(Double(animator.fractionComplete)) }
    #expect(fractions.allSatisfy { (0...1).contains($0) })
    clock.advance(by: 5)
    #expect(animator.fractionComplete == 0 && animator.state == .inactive)
  }

  @Test("FR02 while running fc is the time fraction and progress = C(fc)")
  func timeFraction() {
    let (clock, animator) = makeAnimator(duration: 0.4, timing: .cubic(.systemDefault))
    animator.startAnimation()
    for step in 1...3 {
      clock.advance(by: 0.1)
      expectClose(animator.fractionComplete, 0.25 * Double(step), 1e-12)
      expectClose(animator.progress, ModelReference.cubic(0.25, 0.1, 0.25, 1, at: 0.25 * Double(step)), 1e-6)
    }
  }

  @Test("FR03 pause with scrubsLinearly reports progress; setting fc moves progress linearly")
  func linearScrub() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeOut))
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.pauseAnimation()
    expectClose(animator.fractionComplete, 0.378138, 1e-6)
    expectClose(animator.progress, 0.378138, 1e-6)
    for v in [0.1, 0.6, 0.95] {
      animator.fractionComplete = v
      expectClose(animator.progress, v, 1e-12)
    }
    animator.isReversed = true
    animator.fractionComplete = 0.2
    expectClose(animator.progress, 0.8, 1e-12)
    animator.stopAnimation(true)
  }

  @Test("FR04 scrubsLinearly false keeps the curve; setting fc shows C(fc)")
  func curvedScrub() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeOut))
    animator.scrubsLinearly = false
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.pauseAnimation()
    expectClose(animator.fractionComplete, 0.25, 1e-12)
    animator.fractionComplete = 0.75
    expectClose(animator.progress, 0.906535, 1e-6)
    animator.stopAnimation(true)
  }

  @Test("FR05 resuming maps progress onto the curve: u' = C⁻¹(p), value continuous, fc reads u'")
  func resumeMapping() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.systemDefault))
    let value = animator.addAnimations(from: 0, to: 300)!
    animator.startAnimation()
    clock.advance(by: 0.2)
    animator.pauseAnimation()
    animator.fractionComplete = 0.7
    let before = animator.value(of: value)
    animator.startAnimation()
    expectClose(animator.value(of: value), before, 1e-9)
    let u = ModelReference.cubicInverse(0.25, 0.1, 0.25, 1, progress: 0.7)
    expectClose(animator.fractionComplete, u, 1e-6)
    expectClose(animator.scheduledEnd ?? 0, 0.2 + (1 - u), 1e-6)
  }

  @Test("FR06 setting fc while inactive pauses; while running it is flagged and emulated")
  func setFraction() {
    let (_, idle) = makeAnimator(timing: .cubic(.easeIn))
    idle.fractionComplete = 0.4
    #expect(idle.phase == .paused && idle.errors.isEmpty)
    expectClose(idle.progress, 0.4, 1e-12)
    idle.stopAnimation(true)
    let (clock, animator) = makeAnimator(timing: .cubic(.easeIn))
    animator.startAnimation()
    clock.advance(by: 0.3)
    animator.fractionComplete = 0.5
    #expect(animator.errors.map(\.reason) == [.fractionSetWhileRunning])
    #expect(animator.isRunning)
    // pause → set 0.5 (linear) → continue(nil, 0): u' = C⁻¹(0.5) = 0.6575 (FR-A).
    expectClose(animator.progress, 0.5, 1e-9)
    expectClose(animator.fractionComplete, 0.6575, 1e-6)
  }

  @Test(
    "FR06 bad fractions: NaN ignored, out-of-range values clamped",
    arguments: [-0.5, 1.5, .infinity, -.infinity])
  func badFraction(_ v: Double) {
    let (_, animator) = makeAnimator()
    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    animator.fractionComplete = CGFloat(Double.nan)
    expectClose(animator.fractionComplete, 0.3, 0)
    animator.fractionComplete = CGFloat(v)
    #expect(animator.fractionComplete == (v > 0 ? 1 : 0))
    #expect(animator.errors.isEmpty)
    animator.stopAnimation(true)
  }

  @Test("FR07 toggling isReversed while paused inverts fc without moving values")
  func reversePaused() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeInOut))
    let value = animator.addAnimations(from: 0, to: 10)!
    animator.startAnimation()
    clock.advance(by: 0.75)
    animator.pauseAnimation()
    let before = animator.value(of: value)
    animator.isReversed = true
    expectClose(animator.fractionComplete, 1 - 0.870838, 1e-6)
    #expect(animator.value(of: value) == before)
    animator.isReversed = false
    expectClose(animator.fractionComplete, 0.870838, 1e-6)
    animator.stopAnimation(true)
  }

  @Test("FR08 toggling isReversed while running: fc ← 1 − fc, velocity flips, the curve is retraced")
  func reverseRunning() {
    let (clock, animator) = makeAnimator(duration: 2, timing: .cubic(.easeIn))
    let value = animator.addAnimations(from: 0, to: 100)!
    animator.startAnimation()
    clock.advance(by: 1.2)
    let velocity = animator.velocity(of: value)
    let position = animator.value(of: value)
    animator.isReversed = true
    expectClose(animator.fractionComplete, 0.4, 1e-12)
    expectClose(animator.value(of: value), position, 0)
    expectClose(animator.velocity(of: value), -velocity, 1e-9)
    #expect(velocity > 0)
    clock.advance(by: 0.5)
    expectClose(animator.value(of: value), 100 * ModelReference.cubic(0.42, 0, 1, 1, at: 0.35), 1e-4)
  }

  @Test("FR09 isReversed is ignored when stopped; stopping resets it to false")
  func reverseStopped() {
    let (clock, animator) = makeAnimator()
    animator.startAnimation()
    clock.advance(by: 0.3)
    animator.isReversed = true
    animator.stopAnimation(false)
    #expect(!animator.isReversed)
    animator.isReversed = true
    #expect(!animator.isReversed && animator.errors.isEmpty)
    animator.finishAnimation(at: .current)
  }

  @Test("FR10 a resumed reversed run takes u·D_seg; a forward one (1 − u)·D_seg")
  func remainingTime() {
    for reversed in [false, true] {
      let (clock, animator) = makeAnimator(duration: 3, timing: .cubic(.easeInOut))
      animator.startAnimation()
      clock.advance(by: 1.2)
      animator.pauseAnimation()
      animator.isReversed = reversed
      animator.startAnimation()
      let u = 0.4
      expectClose(animator.scheduledEnd ?? 0, 1.2 + (reversed ? u : 1 - u) * 3, 1e-6)
    }
  }

  @Test("FR11 scrubsLinearly cannot change while paused")
  func scrubsLinearlyLocked() {
    let (_, animator) = makeAnimator()
    animator.pauseAnimation()
    animator.scrubsLinearly = false
    #expect(animator.scrubsLinearly)
    #expect(animator.errors.map(\.reason) == [.propertyLocked])
    animator.stopAnimation(true)
    animator.scrubsLinearly = false
    #expect(!animator.scrubsLinearly && animator.errors.count == 1)
  }

  @Test("FR-A easeIn: running fc 0.5, pause, scrub to 0.5, continue: u' 0.6575, 0.3425 s left")
  func exampleA() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeIn))
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.5)
    expectClose(animator.fractionComplete, 0.5, 1e-6)
    expectClose(animator.progress, 0.315357, 1e-6)
    animator.pauseAnimation()
    expectClose(animator.fractionComplete, 0.315357, 1e-6)
    expectClose(animator.progress, 0.315357, 1e-6)
    animator.fractionComplete = 0.5
    expectClose(animator.progress, 0.5, 1e-6)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    expectClose(animator.fractionComplete, 0.6575, 1e-6)
    expectClose(animator.scheduledEnd ?? 0, 0.5 + 0.3425, 1e-6)
    clock.advance(by: 0.3425 - 2e-6)
    #expect(log.positions.isEmpty)
    clock.advance(by: 4e-6)
    #expect(log.positions == [.end])
  }

  @Test("FR-A with scrubsLinearly false: pause keeps fc 0.5; scrubbing to 0.5 shows C(0.5)")
  func exampleANonLinear() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeIn))
    animator.scrubsLinearly = false
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.pauseAnimation()
    expectClose(animator.fractionComplete, 0.5, 1e-6)
    expectClose(animator.progress, 0.315357, 1e-6)
    animator.fractionComplete = 0.5
    expectClose(animator.progress, 0.315357, 1e-6)
    animator.stopAnimation(true)
  }

  @Test("FR-B linear: pause at 0.3, reverse, continue: fc 0.8 at T 0.4, back at the start at T 0.6")
  func exampleB() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    let value = animator.addAnimations(from: 0, to: 1)!
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.3)
    animator.pauseAnimation()
    expectClose(animator.fractionComplete, 0.3, 1e-12)
    animator.isReversed = true
    expectClose(animator.fractionComplete, 0.7, 1e-12)
    expectClose(animator.value(of: value), 0.3, 1e-12)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    clock.advance(by: 0.1)
    expectClose(animator.fractionComplete, 0.8, 1e-12)
    expectClose(animator.value(of: value), 0.2, 1e-12)
    clock.advance(by: 0.2)
    #expect(animator.state == .inactive && animator.value(of: value) == 0)
    #expect(log.positions == [.start])
  }
}

extension FractionTests {
  @Test("U2 FR06 fc set while running: flagged, then applied (pause, set, continue(nil, 0))")
  func fractionWhileRunning() {
    let (clock, animator) = makeAnimator(duration: 2, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.fractionComplete = 0.6
    #expect(animator.errors.map(\.reason) == [.fractionSetWhileRunning])
    #expect(animator.isRunning)
    // Linear, D 2: from fc 0.6 the remaining (1 − 0.6)·2 = 0.8 s.
    expectClose(animator.fractionComplete, 0.6, 1e-12)
    expectClose(animator.scheduledEnd ?? 0, 0.5 + 0.8, 1e-12)
  }

  @Test("U12 isReversed = true on an inactive animator with blocks: flag recorded, fc stays 0")
  func reverseWhileInactive() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    let value = animator.addAnimations(from: 0, to: 10)!
    animator.isReversed = true
    #expect(animator.isReversed)
    #expect(animator.state == .inactive && animator.fractionComplete == 0)
    #expect(animator.errors.isEmpty)
    #expect(animator.value(of: value) == 0)
    clock.advance(by: 1)
    #expect(animator.state == .inactive && animator.value(of: value) == 0)
  }
}

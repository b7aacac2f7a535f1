import Foundation
import Testing

@testable import InterruptibleCore

/// Blocks added to spring animators (AA02, AA03, AA05): each waits for its delay and then moves with
/// the animator's spring fitted to its own window, never with rescaled (non-monotonic) spring
/// progress. Expected numbers come from the closed forms in `ModelReference` and the ζ < 1, v = 0
/// fitting root `ω = −ln(ε·√(1−ζ²)/ζ)/(ζ·R)`, ε = 0.001 (SP07), computed here by hand.
@Suite("Blocks on spring animators (AA)")
struct SpringBlockTests {
  /// The progress of a ζ < 1 damping-ratio spring fitted to `window` seconds, `t` after its start.
  func windowProgress(zeta: Double, window: Double, at t: Double) -> Double {
    let omega = -log(0.001 * (1 - zeta * zeta).squareRoot() / zeta) / (zeta * window)
    return ModelReference.springProgress(m: 1, k: omega * omega, c: 2 * zeta * omega, v0: 0, at: t)
  }

  @Test("AA02 spring, added while inactive with δ 0.3: still at `from` until 0.3 s, then its own spring")
  func inactiveDelayed() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.3)))
    let value = animator.addAnimations(from: 0, to: 100, delayFactor: 0.3)!
    animator.startAnimation()
    for time in [0.1, 0.15, 0.299] {
      clock.advance(by: time - clock.now)
      // The animator itself is far along (it overshoots to ≈ 1.34 near 0.15 s); the block waits.
      #expect(animator.value(of: value) == 0, "T \(time)")
      #expect(animator.velocity(of: value) == 0, "T \(time)")
    }
    clock.advance(by: 0.5 - clock.now)
    expectClose(animator.value(of: value), 100 * windowProgress(zeta: 0.3, window: 0.7, at: 0.2), 1e-6)
    let h = 1e-6
    let slope =
      (windowProgress(zeta: 0.3, window: 0.7, at: 0.2 + h)
        - windowProgress(zeta: 0.3, window: 0.7, at: 0.2 - h))
      / (2 * h)
    expectClose(animator.velocity(of: value), 100 * slope, 1e-4)
    clock.advance(by: 0.5)
    #expect(animator.state == .inactive && animator.value(of: value) == 100)
  }

  @Test("AA03 spring, added while running (D 2, fc 0.25, δ 0.25): waits 0.5 s, runs 1.0 s")
  func runningDelayed() {
    let (clock, animator) = makeAnimator(duration: 2, timing: .spring(.init(dampingRatio: 0.5)))
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.5)
    let value = animator.addAnimations(from: 10, to: 20, delayFactor: 0.25)!
    clock.advance(by: 0.499)
    #expect(animator.value(of: value) == 10)
    clock.advance(by: 1.3 - clock.now)
    expectClose(animator.value(of: value), 10 + 10 * windowProgress(zeta: 0.5, window: 1, at: 0.3), 1e-6)
    clock.advance(by: 2 - clock.now)
    #expect(log.positions == [.end] && animator.value(of: value) == 20)
  }

  @Test("AA05 spring, added without delay during an overshoot: starts at `from`, follows its own spring")
  func runningDuringOvershoot() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.3)))
    animator.startAnimation()
    clock.advance(by: 0.15)
    #expect(animator.progress > 1.3)
    let value = animator.addAnimations(from: 0, to: 100)!
    #expect(animator.value(of: value) == 0)
    var worst = 0.0
    clock.run(for: 0.84, framesPerSecond: 100) { now in
      let expected = 100 * windowProgress(zeta: 0.3, window: 0.85, at: now - 0.15)
      worst = max(worst, abs(animator.value(of: value) - expected))
    }
    #expect(worst <= 1e-6, "worst \(worst)")
    clock.advance(by: 0.01)
    #expect(animator.state == .inactive && animator.value(of: value) == 100)
  }

  @Test("AA04 pausing a spring block keeps its value; scrubbing maps through it piecewise linearly")
  func pauseAndScrub() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.5)))
    let value = animator.addAnimations(from: 0, to: 100, delayFactor: 0.2)!
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.5)
    let shown = animator.value(of: value)
    expectClose(shown, 100 * windowProgress(zeta: 0.5, window: 0.8, at: 0.3), 1e-6)
    animator.pauseAnimation()
    let p = Double(animator.fractionComplete)
    #expect(p > 0 && p < 1)
    expectClose(animator.value(of: value), shown, 1e-9)
    // The map: (0, from), (p, shown), (1, to), linear in between.
    animator.fractionComplete = CGFloat(p / 2)
    expectClose(animator.value(of: value), shown / 2, 1e-9)
    animator.fractionComplete = CGFloat((1 + p) / 2)
    expectClose(animator.value(of: value), (shown + 100) / 2, 1e-9)
    animator.fractionComplete = 0
    expectClose(animator.value(of: value), 0, 1e-12)
    animator.fractionComplete = CGFloat(p)
    expectClose(animator.value(of: value), shown, 1e-9)
    // Reversed back to the start the block is at `from` again (CP02).
    animator.isReversed = true
    animator.startAnimation()
    clock.advance(by: 2)
    #expect(log.positions == [.start] && animator.value(of: value) == 0)
  }

  @Test("AA02 a spring block interrupted before its delay starts where a linear scrub reaches δ")
  func interruptedBeforeDelay() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.7)))
    let value = animator.addAnimations(from: 0, to: 100, delayFactor: 0.6)!
    animator.startAnimation()
    clock.advance(by: 0.1)
    animator.pauseAnimation()
    // ζ 0.7 fitted to 1 s: p(0.1) ≈ 0.30, below the block's share δ = 0.6.
    let p = Double(animator.fractionComplete)
    expectClose(p, windowProgress(zeta: 0.7, window: 1, at: 0.1), 1e-9)
    #expect(p < 0.6)
    #expect(animator.value(of: value) == 0)
    // Anchor 0.6: scrubbing to 0.8 is half way through the block's share of the travel.
    animator.fractionComplete = 0.8
    expectClose(animator.value(of: value), 50, 1e-9)
    animator.fractionComplete = 0.5
    #expect(animator.value(of: value) == 0)
    animator.stopAnimation(true)
  }

  @Test("AA02 interrupted before its delay but past δ in progress: the block starts where it is")
  func interruptedPastShare() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.7)))
    let value = animator.addAnimations(from: 0, to: 100, delayFactor: 0.6)!
    animator.startAnimation()
    clock.advance(by: 0.2)
    animator.pauseAnimation()
    // p(0.2) ≈ 0.72 > 0.6, yet the block has not started: it stays at `from` (no jump) and
    // covers the rest of the travel from here.
    let p = Double(animator.fractionComplete)
    #expect(p > 0.6)
    #expect(animator.value(of: value) == 0)
    animator.fractionComplete = CGFloat((1 + p) / 2)
    expectClose(animator.value(of: value), 50, 1e-9)
    animator.stopAnimation(true)
  }

  @Test("FR08 reversing a running spring keeps every block's value continuous and ends at `from`")
  func reverseRunning() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .spring(.init(dampingRatio: 0.4)))
    let early = animator.addAnimations(from: 0, to: 100)!
    let late = animator.addAnimations(from: 0, to: 100, delayFactor: 0.1)!
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.2)
    let before = (animator.value(of: early), animator.value(of: late))
    animator.isReversed = true
    expectClose(animator.value(of: early), before.0, 1e-9)
    expectClose(animator.value(of: late), before.1, 1e-9)
    clock.advance(by: 3)
    #expect(log.positions == [.start])
    #expect(animator.value(of: early) == 0 && animator.value(of: late) == 0)
  }

  @Test("ST14 a spring block paused on completion shows `to` and returns to `from` when reversed")
  func pausedOnCompletion() {
    let (clock, animator) = makeAnimator(duration: 0.5, timing: .spring(.init(dampingRatio: 0.6)))
    animator.pausesOnCompletion = true
    let value = animator.addAnimations(from: 5, to: 15, delayFactor: 0.5)!
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(animator.phase == .paused && animator.value(of: value) == 15)
    animator.isReversed = true
    animator.fractionComplete = 0.5
    expectClose(animator.value(of: value), 10, 1e-9)
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(animator.phase == .paused && animator.value(of: value) == 5)
    animator.stopAnimation(true)
  }
}

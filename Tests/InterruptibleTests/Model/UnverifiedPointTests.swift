import Foundation
import Testing

@testable import InterruptibleCore

/// Spec §13 (unverified or conflicting points) and the SHOULDs the model answers with a documented
/// choice: each test pins the handling §13 prescribes, with numbers derived by hand.
@Suite("Unverified points handled as §13 says")
struct UnverifiedPointTests {
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

  @Test("U3 start(afterDelay:) on a paused animator is a model error (iOS 26.1 asserts)")
  func delayedStartWhilePaused() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.3)
    animator.pauseAnimation()
    animator.startAnimation(afterDelay: 0.2)
    #expect(animator.errors.map(\.reason) == [.illegalInPhase])
    #expect(animator.phase == .paused)
    expectClose(animator.fractionComplete, 0.3, 1e-12)
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

  @Test("ST17 (model choice) started without blocks the model runs; a block added later moves at once")
  func startWithoutBlocks() {
    // UIKit's transient paused state for block-less animators is not modelled (§1.2 ST17 SHOULD:
    // the toolkit must not rely on it). The model runs on the clock; a later block joins the run
    // and moves over the remaining time like AA05: linear D 1, added at T 0.5 → 0.5 s for 0 → 10.
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.5)
    #expect(animator.isRunning)
    expectClose(animator.fractionComplete, 0.5, 1e-12)
    let value = animator.addAnimations(from: 0, to: 10)!
    expectClose(animator.velocity(of: value), 20, 1e-9)
    clock.advance(by: 0.25)
    expectClose(animator.value(of: value), 5, 1e-9)
    clock.advance(by: 0.25)
    #expect(animator.state == .inactive && animator.value(of: value) == 10)
  }
}

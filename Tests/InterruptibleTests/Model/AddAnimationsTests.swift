import Foundation
import Testing

@testable import InterruptibleCore

@Suite("addAnimations and addCompletion (AA)")
struct AddAnimationsTests {
  @Test(
    "AA01 a delay factor outside [0, 1] or non-finite is a model error",
    arguments: [-0.1, 1.1, .nan, .infinity])
  func badDelayFactor(_ factor: Double) {
    let (_, animator) = makeAnimator()
    #expect(animator.addAnimations(from: 0, to: 1, delayFactor: factor) == nil)
    #expect(animator.errors.map(\.reason) == [.invalidArgument])
  }

  @Test("AA01 adding while stopped or while completions run is a model error; non-finite values too")
  func illegalAdds() {
    let (clock, animator) = makeAnimator()
    #expect(animator.addAnimations(from: .nan, to: 1) == nil)
    #expect(animator.addAnimations(from: 0, to: .infinity) == nil)
    var inside: AnimatedValue?? = .none
    animator.addCompletion { _ in inside = animator.addAnimations(from: 0, to: 1) }
    animator.startAnimation()
    clock.advance(by: 2)
    #expect(inside == .some(nil))
    animator.startAnimation()
    animator.stopAnimation(false)
    #expect(animator.addAnimations(from: 0, to: 1) == nil)
    #expect(
      animator.errors.map(\.reason) == [
        .invalidArgument, .invalidArgument, .addedDuringCompletion, .illegalInPhase,
      ])
    animator.finishAnimation(at: .end)
  }

  @Test("AA02 added while inactive: starts δ·D after the start and runs (1 − δ)·D")
  func inactive() {
    let (clock, animator) = makeAnimator(duration: 2, timing: .linear)
    let value = animator.addAnimations(from: 10, to: 20, delayFactor: 0.25)!
    animator.startAnimation()
    clock.advance(by: 0.4)
    #expect(animator.velocity(of: value) == 0)
    clock.advance(by: 0.1)
    expectClose(animator.value(of: value), 10, 1e-12)
    clock.advance(by: 0.75)
    expectClose(animator.value(of: value), 15, 1e-9)
    expectClose(animator.velocity(of: value), 10 / 1.5, 1e-9)
    clock.advance(by: 0.75)
    expectClose(animator.value(of: value), 20, 1e-12)
  }

  @Test("AA03 added while running (D 2, fc 0.25, δ 0.25): waits 0.5 s, runs 1.0 s, ends with the animator")
  func running() {
    let (clock, animator) = makeAnimator(duration: 2, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.5)
    let value = animator.addAnimations(from: 0, to: 1, delayFactor: 0.25)!
    clock.advance(by: 0.49)
    expectClose(animator.value(of: value), 0, 1e-12)
    clock.advance(by: 0.51)
    expectClose(animator.value(of: value), 0.5, 1e-9)
    expectClose(animator.velocity(of: value), 1, 1e-9)
    clock.advance(by: 0.5)
    #expect(animator.state == .inactive)
    expectClose(animator.value(of: value), 1, 1e-12)
  }

  @Test("AA04 added while paused: joins at the current fraction, stays paused, moves with scrubbing")
  func paused() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.4)
    animator.pauseAnimation()
    let value = animator.addAnimations(from: 0, to: 10)!
    #expect(animator.phase == .paused)
    expectClose(animator.value(of: value), 0, 1e-12)
    animator.fractionComplete = 0.7
    expectClose(animator.value(of: value), 5, 1e-9)
    animator.fractionComplete = 1
    expectClose(animator.value(of: value), 10, 1e-9)
    animator.fractionComplete = 0.2
    expectClose(animator.value(of: value), 0, 1e-12)
    animator.stopAnimation(true)
  }

  @Test("AA05 added while running without delay: from the current value over the remaining (1 − fc)·D")
  func runningNoDelay() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.2)
    let value = animator.addAnimations(from: 0, to: 8)!
    expectClose(animator.value(of: value), 0, 1e-12)
    expectClose(animator.velocity(of: value), 10, 1e-9)
    clock.advance(by: 0.4)
    expectClose(animator.value(of: value), 4, 1e-9)
    clock.advance(by: 0.4)
    expectClose(animator.value(of: value), 8, 1e-12)
  }

  @Test("AA06 addCompletion works in every state; stop(true) discards, later blocks belong to the next run")
  func completionsAcrossStates() {
    let (clock, animator) = makeAnimator(duration: 1)
    var calls: [String] = []
    animator.addCompletion { _ in calls.append("inactive") }
    animator.startAnimation()
    animator.addCompletion { _ in calls.append("running") }
    animator.pauseAnimation()
    animator.addCompletion { _ in calls.append("paused") }
    animator.stopAnimation(true)
    animator.addCompletion { _ in calls.append("next") }
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.stopAnimation(false)
    animator.addCompletion { _ in calls.append("stopped") }
    animator.finishAnimation(at: .current)
    #expect(calls == ["next", "stopped"])
    #expect(animator.errors.isEmpty)
  }

  @Test("AA05 eased curves: a value added mid-run runs the animator's curve over its own window")
  func easedCurveShape() {
    // Header: added animations run (1 − δ)·D with the animator's timing, as their own animation:
    // easeIn D 1, added at T 0.5 → window [0.5, 1]; at T 0.75 the block is at C(0.5) = 0.315357
    // (spec TC vector), not at the rescaled tail (C(0.75) − C(0.5))/(1 − C(0.5)).
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeIn))
    animator.startAnimation()
    clock.advance(by: 0.5)
    let value = animator.addAnimations(from: 0, to: 1)!
    #expect(animator.value(of: value) == 0 && animator.velocity(of: value) == 0)
    clock.advance(by: 0.25)
    expectClose(animator.value(of: value), 0.315357, 1e-6)
    expectClose(animator.velocity(of: value), 1.073979 / 0.5, 1e-5)
    clock.advance(by: 0.25)
    #expect(animator.state == .inactive && animator.value(of: value) == 1)
  }

  @Test("AA02 eased curves: a delayed block runs the curve over [δ·D, D]")
  func easedDelayed() {
    // easeInOut D 2, δ 0.5 → window [1, 2]; at T 1.5 the block is at C(0.5) = 0.5, at T 1.25 at
    // C(0.25) = 0.129162 (spec TC vectors).
    let (clock, animator) = makeAnimator(duration: 2, timing: .cubic(.easeInOut))
    let value = animator.addAnimations(from: 10, to: 20, delayFactor: 0.5)!
    animator.startAnimation()
    clock.advance(by: 0.99)
    #expect(animator.value(of: value) == 10)
    clock.advance(by: 1.25 - clock.now)
    expectClose(animator.value(of: value), 10 + 10 * 0.129162, 1e-5)
    clock.advance(by: 0.25)
    expectClose(animator.value(of: value), 15, 1e-9)
    expectClose(animator.velocity(of: value), 10 * 1.724138 / 1, 1e-5)
  }
}

extension AddAnimationsTests {
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

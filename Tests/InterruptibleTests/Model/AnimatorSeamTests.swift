import Foundation
import Testing

@testable import InterruptibleCore

/// The protocol seam: the session code drives `any InterruptibleAnimator`, so every operation the
/// issue lists must be reachable through it and behave as the model does.
@Suite("Animator protocol seam")
struct AnimatorSeamTests {
  @Test("AA01 a closure block on an inactive animator runs once, when the animator becomes active")
  func closureBlockWaitsForActivation() {
    let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
    let animator: any InterruptibleAnimator = model
    var runs = 0
    animator.addAnimations({ runs += 1 }, delayFactor: 0.5)
    #expect(runs == 0)
    animator.pauseAnimation()
    #expect(runs == 1)
    animator.startAnimation()
    model.clock.advance(by: 2)
    #expect(runs == 1)
    #expect(model.state == .inactive)
  }

  @Test("AA01 a closure block on a running animator runs at once; a refused one never runs")
  func closureBlockRunsAtOnceOrNever() {
    let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
    let animator: any InterruptibleAnimator = model
    animator.startAnimation()
    var runs = 0
    animator.addAnimations({ runs += 1 }, delayFactor: 0)
    #expect(runs == 1)
    animator.addAnimations({ runs += 1 }, delayFactor: 1.5)
    #expect(runs == 1)
    #expect(model.errors.count == 1)
    animator.stopAnimation(false)
    animator.addAnimations({ runs += 1 }, delayFactor: 0)
    #expect(runs == 1)
    #expect(model.errors.count == 2)
  }

  @Test(
    "ST16 startAnimation(afterDelay:) through the seam: active and running at once, moving after the delay")
  func delayedStartThroughSeam() {
    let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
    let animator: any InterruptibleAnimator = model
    animator.startAnimation(afterDelay: 0.25)
    #expect(animator.animatorState == .active && animator.isRunning)
    model.clock.advance(by: 0.25)
    #expect(abs(model.progress - 0) < 1e-12)
    model.clock.advance(by: 0.5)
    #expect(abs(model.progress - 0.5) < 1e-12)
  }

  @Test("The seam's flags read and write the model's: scrubsLinearly, pausesOnCompletion, isInterruptible")
  func flagsThroughSeam() {
    let model = AnimatorModel(duration: 1, timing: .easeInOut, clock: ManualClock())
    let animator: any InterruptibleAnimator = model
    #expect(animator.isInterruptible && animator.scrubsLinearly && !animator.pausesOnCompletion)
    animator.scrubsLinearly = false
    animator.pausesOnCompletion = true
    #expect(!model.scrubsLinearly && model.pausesOnCompletion)
    animator.startAnimation()
    model.clock.advance(by: 2)
    // pausesOnCompletion: paused at the end instead of finishing.
    #expect(animator.animatorState == .active && !animator.isRunning)
    #expect(abs(animator.fractionComplete - 1) < 1e-12)
  }

  @Test("Mirrored: the seam's flags, delayed start and blocks reach both animators")
  func mirroredSeam() {
    let clock = ManualClock()
    let follower = AnimatorModel(duration: 1, timing: .linear, clock: clock)
    let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
    let mirrored = MirroredAnimator(follower: follower, model: model, now: { clock.now })
    mirrored.pausesOnCompletion = true
    mirrored.scrubsLinearly = false
    #expect(follower.pausesOnCompletion && model.pausesOnCompletion)
    #expect(!follower.scrubsLinearly && !model.scrubsLinearly)
    var runs = 0
    mirrored.addAnimations({ runs += 1 }, delayFactor: 0)
    mirrored.startAnimation(afterDelay: 0.1)
    #expect(runs == 1)
    clock.advance(by: 0.6)
    #expect(abs(mirrored.presentationSample.progress - 0.5) < 1e-12)
    #expect(abs(follower.progress - 0.5) < 1e-12)
    #expect(mirrored.isInterruptible)
    #expect(follower.errors.isEmpty && model.errors.isEmpty)
  }
}

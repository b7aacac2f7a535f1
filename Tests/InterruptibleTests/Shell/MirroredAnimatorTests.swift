import Testing

@testable import Interruptible

/// A follower (standing in for UIViewPropertyAnimator) on its own clock, mirrored by a model whose
/// clock follows the follower's time.
private struct Pair {
  let followerClock = ManualClock()
  let modelClock = ManualClock()
  let follower: AnimatorModel
  let mirrored: MirroredAnimator

  init(timing: TimingParameters = .easeInOut, duration: Double = 0.5) {
    follower = AnimatorModel(duration: duration, timing: timing, clock: followerClock)
    let model = AnimatorModel(duration: duration, timing: timing, clock: modelClock)
    let clock = followerClock
    mirrored = MirroredAnimator(follower: follower, model: model, now: { clock.now })
  }

  func advance(_ seconds: Double) { followerClock.advance(by: seconds) }

  func expectLockstep(_ comment: Comment? = nil) {
    mirrored.synchronize()
    let model = mirrored.model
    #expect(follower.state == model.state, comment)
    #expect(follower.isRunning == model.isRunning, comment)
    #expect(follower.isReversed == model.isReversed, comment)
    #expect(abs(follower.fractionComplete - model.fractionComplete) < 1e-9, comment)
    #expect(abs(follower.progress - mirrored.presentationSample.progress) < 1e-9, comment)
    #expect(abs(follower.velocity - mirrored.presentationSample.velocity) < 1e-6, comment)
  }
}

@Test("Mirrored: model and follower stay in lockstep through pause, reverse, scrub and continue")
func mirroredLockstep() {
  let pair = Pair()
  var positions: [AnimatorPosition] = []
  pair.mirrored.addCompletion { positions.append($0) }
  pair.mirrored.startAnimation()
  pair.advance(0.2)
  pair.expectLockstep("running")
  pair.mirrored.pauseAnimation()
  pair.expectLockstep("paused")
  pair.mirrored.fractionComplete = 0.3
  pair.mirrored.isReversed = true
  pair.expectLockstep("reversed while paused")
  pair.mirrored.continueAnimation(
    withTimingParameters: .spring(SpringTimingParameters(dampingRatio: 1, initialVelocity: -2)),
    durationFactor: 1)
  pair.advance(0.1)
  pair.expectLockstep("continued with a spring")
  pair.advance(1)
  #expect(positions == [.start])
  #expect(pair.mirrored.model.state == .inactive)
  #expect(pair.follower.errors.isEmpty && pair.mirrored.model.errors.isEmpty)
}

@Test("Mirrored: a model that ends a frame early is held paused where the follower is")
func mirroredEarlyModelEnd() {
  let pair = Pair(timing: .linear, duration: 1)
  pair.mirrored.startAnimation()
  // The model's clock runs ahead (its run ends) while the follower is still at 0.9.
  pair.follower.pauseAnimation()
  pair.follower.fractionComplete = 0.9
  pair.mirrored.model.clock.advance(by: 2)
  #expect(pair.mirrored.model.state == .inactive)
  pair.mirrored.synchronize()
  #expect(pair.mirrored.model.state == .active)
  #expect(abs(pair.mirrored.presentationSample.progress - 0.9) < 1e-9)
  pair.mirrored.startAnimation()
  pair.advance(0.1)
  #expect(pair.follower.state == .inactive)
  #expect(pair.mirrored.model.errors.isEmpty && pair.follower.errors.isEmpty)
}

@Test("Mirrored: stop and finish reach both; completion settles the model once")
func mirroredStopFinish() {
  let pair = Pair()
  var count = 0
  pair.mirrored.addCompletion { _ in count += 1 }
  pair.mirrored.startAnimation()
  pair.advance(0.1)
  pair.mirrored.stopAnimation(false)
  pair.expectLockstep("stopped")
  pair.mirrored.finishAnimation(at: .current)
  #expect(count == 1)
  #expect(pair.mirrored.model.state == .inactive && pair.follower.state == .inactive)
  #expect(pair.follower.errors.isEmpty && pair.mirrored.model.errors.isEmpty)
}

import Testing

@testable import InterruptibleCore

/// A follower (standing in for UIViewPropertyAnimator) on its own clock, mirrored by a model whose
/// clock follows the follower's time shifted by `skew` seconds (the media clock read a little early
/// or late).
private struct Pair {
  /// Extra offset of the model's time base; changing it mid-run models a jittery media-time read.
  final class Jitter { var offset = 0.0 }
  let followerClock = ManualClock()
  let jitter = Jitter()
  let follower: AnimatorModel
  let mirrored: MirroredAnimator
  let skew: Double

  init(timing: TimingParameters = .easeInOut, duration: Double = 0.5, skew: Double = 0) {
    self.skew = skew
    follower = AnimatorModel(duration: duration, timing: timing, clock: followerClock)
    let model = AnimatorModel(duration: duration, timing: timing, clock: ManualClock())
    let clock = followerClock
    let jitter = jitter
    mirrored = MirroredAnimator(follower: follower, model: model, now: { clock.now + skew + jitter.offset })
  }

  var model: AnimatorModel { mirrored.model }
  var noErrors: Bool { follower.errors.isEmpty && model.errors.isEmpty }

  func advance(_ seconds: Double) { followerClock.advance(by: seconds) }

  /// Exact lockstep: same state, direction, fraction and trajectory as the follower.
  func expectLockstep(_ comment: Comment? = nil) {
    let sample = mirrored.presentationSample
    #expect(follower.state == model.state, comment)
    #expect(follower.isRunning == model.isRunning, comment)
    #expect(follower.isReversed == model.isReversed, comment)
    #expect(abs(follower.fractionComplete - model.fractionComplete) < 1e-9, comment)
    #expect(abs(follower.progress - sample.progress) < 1e-9, comment)
    #expect(abs(follower.velocity - sample.velocity) < 1e-6, comment)
  }
}

/// One call the core could make on an animator in its current state (never one UIKit refuses).
private func randomCall(on animator: MirroredAnimator, _ random: inout SplitMix64, springs: Bool) {
  switch (animator.animatorState, animator.isRunning) {
  case (.inactive, _):
    random.below(2) == 0 ? animator.startAnimation() : animator.pauseAnimation()
  case (.active, true):
    switch random.below(4) {
    case 0: animator.pauseAnimation()
    case 1: animator.isReversed.toggle()
    case 2: animator.stopAnimation(random.below(2) == 0)
    default: break
    }
  case (.active, false):
    switch random.below(6) {
    case 0: animator.startAnimation()
    case 1: animator.fractionComplete = Double(random.unit())
    case 2: animator.isReversed.toggle()
    case 3 where springs:
      let spring = SpringTimingParameters(
        dampingRatio: 0.5 + random.unit(), initialVelocity: 4 * random.unit() - 2)
      animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 2 * random.unit())
    case 3, 4: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    default: animator.stopAnimation(random.below(2) == 0)
    }
  case (.stopped, _):
    animator.finishAnimation(at: [AnimatorPosition.start, .end, .current][random.below(3)])
  }
}

/// Drives `pair` with random calls and random frame gaps until the follower is inactive again.
/// Returns the completion positions seen and whether the run hit its step limit.
private func runEpisode(
  _ pair: Pair, seed: UInt64, springs: Bool = true, check: (Pair, String) -> Void
) -> [AnimatorPosition] {
  var random = SplitMix64(seed: seed)
  var positions: [AnimatorPosition] = []
  pair.mirrored.addCompletion { positions.append($0) }
  pair.mirrored.startAnimation()
  for step in 0..<60 {
    pair.advance(random.unit() * 0.12)
    check(pair, "seed \(seed) step \(step) before call")
    if pair.follower.state == .inactive { break }
    randomCall(on: pair.mirrored, &random, springs: springs)
    check(pair, "seed \(seed) step \(step) after call")
    if pair.follower.state == .inactive { break }
  }
  // Let whatever still runs end; a paused or stopped animator is stopped and finished.
  pair.advance(10)
  if pair.mirrored.animatorState == .active { pair.mirrored.stopAnimation(false) }
  if pair.mirrored.animatorState == .stopped { pair.mirrored.finishAnimation(at: .current) }
  return positions
}

@Test("Mirrored: 200 random pause/reverse/scrub/continue/stop/finish sequences stay in exact lockstep")
func mirroredRandomLockstep() {
  for seed in UInt64(1)...200 {
    let timing: TimingParameters =
      seed % 2 == 0 ? .easeInOut : .spring(SpringTimingParameters(dampingRatio: 0.7))
    let pair = Pair(timing: timing)
    let positions = runEpisode(pair, seed: seed) { pair, comment in
      pair.expectLockstep(Comment(rawValue: comment))
    }
    #expect(positions.count <= 1, "seed \(seed)")
    #expect(pair.model.state == .inactive && pair.follower.state == .inactive, "seed \(seed)")
    #expect(pair.noErrors, "seed \(seed): \(pair.follower.errors) \(pair.model.errors)")
  }
}

@Test("Mirrored: a model clock one frame early or late never makes a refused call, completions stay single")
func mirroredSkewedClocks() {
  let frame = 1.0 / 60
  for skew in [-frame, frame] {
    for seed in UInt64(1)...200 {
      let pair = Pair(timing: .easeInOut, skew: skew)
      var followerPositions: [AnimatorPosition] = []
      pair.follower.addCompletion { followerPositions.append($0) }
      let positions = runEpisode(pair, seed: seed, springs: false) { pair, comment in
        // 0.5 s easeInOut (steepest slope 1.724) moves at most 3.45 per second. A clock read late
        // cannot go back, so the model may start a frame late and also read a frame behind: allow
        // 2.5 frames of the fastest motion (observed worst: 0.1154 at seed 78).
        let gap = abs(pair.mirrored.presentationSample.progress - pair.follower.progress)
        #expect(gap <= 2.5 * 3.45 * frame, Comment(rawValue: "\(comment) skew \(skew) gap \(gap)"))
        #expect(pair.mirrored.animatorState == pair.follower.state)
      }
      #expect(positions == followerPositions, "seed \(seed) skew \(skew)")
      #expect(positions.count <= 1, "seed \(seed) skew \(skew)")
      #expect(pair.model.state == .inactive, "seed \(seed) skew \(skew)")
      #expect(pair.noErrors, "seed \(seed) skew \(skew): \(pair.follower.errors) \(pair.model.errors)")
    }
  }
}

@Test("Mirrored: the pair stays in lockstep through pause, reverse, scrub and a spring continue")
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
  // Progress 0.3 heading to 0 at −2 progress/s: the spring's velocity is −2 / (0 − 0.3) ≈ 6.67.
  pair.mirrored.continueAnimation(
    withTimingParameters: .spring(SpringTimingParameters(dampingRatio: 1, initialVelocity: 2 / 0.3)),
    durationFactor: 1)
  #expect(abs(pair.mirrored.presentationSample.velocity - -2) < 1e-6)
  pair.advance(0.1)
  pair.expectLockstep("continued with a spring")
  pair.advance(1)
  #expect(positions == [.start])
  #expect(pair.model.state == .inactive)
  #expect(pair.noErrors)
}

@Test("Mirrored: a model whose run ends a frame early is held where the follower is, then ends with it")
func mirroredEarlyModelEnd() {
  // Linear 1 s: the media time is read on time at the start and a frame late afterwards, so the
  // model ends while the follower is at 59/60.
  let pair = Pair(timing: .linear, duration: 1)
  var positions: [AnimatorPosition] = []
  pair.mirrored.addCompletion { positions.append($0) }
  pair.mirrored.startAnimation()
  pair.jitter.offset = 1.0 / 60
  pair.advance(1 - 1.0 / 60 + 1e-6)
  #expect(pair.follower.state == .active)
  _ = pair.mirrored.presentationSample
  #expect(pair.mirrored.isHoldingModel)
  #expect(pair.model.state == .active && !pair.model.isRunning)
  #expect(abs(pair.mirrored.presentationSample.progress - (1 - 1.0 / 60)) < 1e-5)
  // A call in between (the core grabbing the transition) finds both paused at the same place.
  pair.mirrored.pauseAnimation()
  pair.expectLockstep("grabbed while held")
  pair.mirrored.startAnimation()
  pair.advance(0.1)
  #expect(positions == [.end])
  #expect(pair.model.state == .inactive && pair.follower.state == .inactive)
  #expect(pair.noErrors)
}

@Test("Mirrored: a follower that ends first brings the model to rest at the same position")
func mirroredFollowerEndsFirst() {
  let pair = Pair(timing: .linear, duration: 1, skew: -1.0 / 60)
  var positions: [AnimatorPosition] = []
  pair.mirrored.addCompletion { positions.append($0) }
  pair.mirrored.startAnimation()
  pair.advance(1)
  #expect(positions == [.end])
  #expect(pair.model.state == .inactive)
  #expect(abs(pair.mirrored.presentationSample.progress - 1) < 1e-12)
  #expect(pair.noErrors)
}

@Test("Mirrored: the model follows pauses, resumes and reversals made on the follower directly")
func mirroredFollowsDirectCalls() {
  let pair = Pair(timing: .linear, duration: 1)
  pair.mirrored.startAnimation()
  pair.advance(0.25)
  pair.follower.pauseAnimation()
  pair.expectLockstep("paused by UIKit")
  pair.follower.startAnimation()
  pair.advance(0.25)
  pair.expectLockstep("resumed by UIKit")
  pair.follower.isReversed = true
  pair.advance(0.1)
  pair.expectLockstep("reversed by UIKit")
  // Linear 1 s reversed at 0.5: at 0.4 now, moving at −1 per second.
  #expect(abs(pair.mirrored.presentationSample.progress - 0.4) < 1e-9)
  #expect(abs(pair.mirrored.presentationSample.velocity - -1) < 1e-9)
  pair.follower.stopAnimation(false)
  pair.expectLockstep("stopped by UIKit")
  #expect(pair.noErrors)
}

@Test("Mirrored: stop and finish reach both; the completion runs once and the model is at rest")
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
  #expect(pair.model.state == .inactive && pair.follower.state == .inactive)
  #expect(pair.noErrors)
}

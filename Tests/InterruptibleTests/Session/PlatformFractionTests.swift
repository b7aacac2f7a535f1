import Testing

@testable import InterruptibleCore

/// A coordinator whose animators are mirrored pairs: the follower (standing in for
/// UIViewPropertyAnimator, on Core Animation's clock) and the model, whose clock reads the
/// follower's time shifted by `skew` seconds, as a media-time read taken a little off would. (The
/// model's clock never runs backwards, so a negative skew leaves the model `-skew` seconds behind for
/// the whole run; a positive one is absorbed at the start.)
private final class SkewedSlot {
  let mediaClock = ManualClock(start: 100)
  private(set) var pairs: [MirroredAnimator] = []
  var coordinator: TransitionCoordinator!

  init(skew: Double) {
    let media = mediaClock
    coordinator = TransitionCoordinator(configuration: TransitionConfiguration()) {
      [unowned self] _, timing in
      let follower = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: media)
      let model = AnimatorModel(
        duration: timing.duration, timing: timing.parameters, clock: ManualClock(start: 0))
      let pair = MirroredAnimator(follower: follower, model: model, now: { media.now - 100 + skew })
      self.pairs.append(pair)
      return pair
    }
  }

  /// What the screen shows: the follower's (platform animator's) progress and velocity.
  var follower: AnimatorModel { pairs.last!.follower as! AnimatorModel }
}

@Suite("Platform fraction wins on grab and reversal")
struct PlatformFractionTests {
  @Test("A grab with the model 20 ms late leaves the on-screen progress where it was (0 jump)")
  func grabKeepsPlatformFraction() {
    let slot = SkewedSlot(skew: -0.02)
    slot.coordinator.present()
    slot.mediaClock.advance(by: 0.12)
    let before = slot.follower.progress
    let modelEstimate = slot.pairs[0].presentationSample.progress
    #expect(abs(modelEstimate - before) > 0.01, "the skew must make the model's estimate differ")
    slot.coordinator.panBegan()
    #expect(slot.follower.isRunning == false)
    #expect(abs(slot.follower.progress - before) < 1e-12)
    #expect(abs(Double(slot.follower.fractionComplete) - before) < 1e-12)
    // The model is brought to the platform's fraction, not the other way round.
    #expect(abs(slot.pairs[0].presentationSample.progress - before) < 1e-12)
    #expect(slot.follower.errors.isEmpty && slot.pairs[0].model.errors.isEmpty)
  }

  @Test("A reversal (dismiss mid-presentation) with the model 20 ms late starts from the on-screen progress")
  func reversalKeepsPlatformFraction() {
    let slot = SkewedSlot(skew: -0.02)
    slot.coordinator.present()
    slot.mediaClock.advance(by: 0.1)
    let before = slot.follower.progress
    slot.coordinator.dismiss()
    #expect(slot.follower.isRunning)
    #expect(slot.follower.isReversed)
    #expect(abs(slot.follower.progress - before) < 1e-12)
    // One 120 Hz frame later it has moved on continuously (less than the frame's travel at speed).
    slot.mediaClock.advance(by: 1.0 / 120)
    #expect(abs(slot.follower.progress - before) < 0.05)
    #expect(slot.follower.errors.isEmpty && slot.pairs[0].model.errors.isEmpty)
  }

  @Test("Releasing a grab hands the model's velocity off from the platform's fraction, exactly once")
  func releaseAfterSkewedGrab() {
    let slot = SkewedSlot(skew: -0.015)
    var completions: [Bool] = []
    slot.coordinator.onEvent = { event in
      if case .completeTransition(_, let done) = event { completions.append(done) }
    }
    slot.coordinator.present()
    slot.mediaClock.advance(by: 0.1)
    slot.coordinator.panBegan()
    let grabbed = slot.follower.progress
    slot.coordinator.panEnded(velocity: 0)
    #expect(abs(slot.follower.progress - grabbed) < 1e-12)
    for _ in 0..<600 { slot.mediaClock.advance(by: 1.0 / 120) }
    _ = slot.pairs[0].presentationSample
    #expect(completions.count == 1)
  }
}

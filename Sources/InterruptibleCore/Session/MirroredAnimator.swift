import Foundation

/// An animator that forwards every call to a real animator (the follower) and to a reference model
/// that tracks where the animation is on screen and how fast it moves.
///
/// `UIViewPropertyAnimator` cannot report velocity; the core needs it for every hand-off. The UIKit
/// shell therefore pairs each real animator with an ``AnimatorModel`` on a clock that follows the
/// media time (`now`): state, direction, fraction and completions come from the follower (the source
/// of truth), the trajectory (``presentationSample``) from the model.
///
/// Before every call and every read of the trajectory the model's clock is brought to `now()` and the
/// model is brought in line with the follower, without ever making a call the model would refuse:
/// - the model's run ended first (its clock is a frame ahead): it is held paused at the follower's
///   fraction until the follower ends too;
/// - the follower ended first, or was stopped or finished: the model goes inactive the same way;
/// - something else (UIKit) paused, resumed or reversed the follower: the model follows.
///
/// ```swift
/// let model = AnimatorModel(duration: 0.45, timing: timing, clock: ManualClock(start: CACurrentMediaTime()))
/// let mirrored = MirroredAnimator(follower: propertyAnimator, model: model) { CACurrentMediaTime() }
/// mirrored.startAnimation()
/// mirrored.presentationSample.velocity   // from the model
/// ```
package final class MirroredAnimator: InterruptibleAnimator, TrajectoryReporting {
  /// The real animator; its state and completions are authoritative.
  package let follower: any InterruptibleAnimator
  /// The model that mirrors it on its own ``AnimatorModel/clock``.
  package let model: AnimatorModel
  private let now: () -> Double
  /// Whether the model's run ended before the follower's and the model is held paused.
  package private(set) var isHoldingModel = false

  /// Pairs `follower` with `model`; `now` reads the time base the model's clock follows (seconds).
  /// Times that are not finite or go backwards are ignored.
  package init(follower: any InterruptibleAnimator, model: AnimatorModel, now: @escaping () -> Double) {
    self.follower = follower
    self.model = model
    self.now = now
  }

  /// Brings the model's clock to `now()` and the model's state in line with the follower's.
  package func synchronize() {
    let target = now()
    if target.isFinite, target > model.clock.now { model.clock.advance(by: target - model.clock.now) }
    switch (follower.animatorState, model.animatorState) {
    case (.active, .inactive): holdModel()
    case (.active, .active): followRunning()
    case (.inactive, .active): model.stopAnimation(true)
    case (.inactive, .stopped): model.finishAnimation(at: .current)
    case (.stopped, .active): model.stopAnimation(false)
    default: break
    }
    if model.animatorState != .active { isHoldingModel = false }
    alignRestingDirection()
  }

  /// A stop clears the direction but a natural end keeps it: two inactive animators agree on it.
  private func alignRestingDirection() {
    guard model.animatorState == .inactive, follower.animatorState == .inactive else { return }
    if model.isReversed != follower.isReversed { model.isReversed = follower.isReversed }
  }

  /// The model's run ended before the follower's: hold it paused where the follower is.
  private func holdModel() {
    model.isReversed = follower.isReversed
    model.pauseAnimation()
    model.fractionComplete = follower.fractionComplete
    isHoldingModel = true
  }

  /// Both active: the follower's direction and running status win (UIKit may drive it directly).
  /// The model cannot know when the follower changed, so it restarts from the follower's fraction.
  private func followRunning() {
    let sameDirection = model.isReversed == follower.isReversed
    if isHoldingModel, sameDirection { return }
    if sameDirection, !model.isRunning, !follower.isRunning { return alignPausedFraction() }
    guard !sameDirection || model.isRunning != follower.isRunning else { return }
    isHoldingModel = false
    if model.isRunning { model.pauseAnimation() }
    model.isReversed = follower.isReversed
    model.fractionComplete = follower.fractionComplete
    if follower.isRunning { model.startAnimation() }
  }

  /// Paused, the follower's fraction is what is on screen: a model paused a frame apart moves there.
  private func alignPausedFraction() {
    guard model.animatorState == .active, !model.isRunning, follower.animatorState == .active,
      !follower.isRunning,
      model.fractionComplete != follower.fractionComplete
    else { return }
    model.fractionComplete = follower.fractionComplete
  }

  /// The follower's state.
  package var animatorState: AnimatorState { follower.animatorState }
  /// The follower's running flag.
  package var isRunning: Bool { follower.isRunning }

  /// The follower's direction; setting it sets both.
  package var isReversed: Bool {
    get { follower.isReversed }
    set {
      synchronize()
      model.isReversed = newValue
      follower.isReversed = newValue
    }
  }

  /// The follower's fraction; setting it sets both.
  package var fractionComplete: CGFloat {
    get { follower.fractionComplete }
    set {
      synchronize()
      model.fractionComplete = newValue
      follower.fractionComplete = newValue
    }
  }

  /// The follower's interruptibility.
  package var isInterruptible: Bool { follower.isInterruptible }

  /// The follower's scrubbing mode; setting it sets both.
  package var scrubsLinearly: Bool {
    get { follower.scrubsLinearly }
    set {
      model.scrubsLinearly = newValue
      follower.scrubsLinearly = newValue
    }
  }

  /// The follower's end behaviour; setting it sets both.
  package var pausesOnCompletion: Bool {
    get { follower.pausesOnCompletion }
    set {
      model.pausesOnCompletion = newValue
      follower.pausesOnCompletion = newValue
    }
  }

  /// Starts both after `delay` seconds.
  package func startAnimation(afterDelay delay: TimeInterval) {
    forward { $0.startAnimation(afterDelay: delay) }
  }

  /// Adds the block to the follower (which animates the views); the model's trajectory already
  /// covers the transition, so it only learns that a block joined.
  package func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    synchronize()
    model.addAnimations({}, delayFactor: delayFactor)
    follower.addAnimations(animation, delayFactor: delayFactor)
  }

  /// Progress and velocity from the model at `now()`.
  package var presentationSample: TimingSample {
    synchronize()
    return model.presentationSample
  }

  /// The model's trajectory at `now()`, on the model's clock (the media time).
  package var trajectory: MotionTrajectory {
    synchronize()
    return model.trajectory
  }

  /// Starts or resumes both.
  package func startAnimation() { forward { $0.startAnimation() } }
  /// Pauses both.
  package func pauseAnimation() { forward { $0.pauseAnimation() } }
  /// Stops both.
  package func stopAnimation(_ withoutFinishing: Bool) { forward { $0.stopAnimation(withoutFinishing) } }
  /// Finishes both; the follower's completions run once, with `position`.
  package func finishAnimation(at position: AnimatorPosition) { forward { $0.finishAnimation(at: position) } }

  /// Continues both with the same timing.
  package func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
    forward { $0.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
  }

  /// Adds a completion to the follower; when it runs, the model is brought to rest first.
  package func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
    follower.addCompletion { [weak self] position in
      self?.settleModel(at: position)
      completion(position)
    }
  }

  private func forward(_ call: (any InterruptibleAnimator) -> Void) {
    synchronize()
    isHoldingModel = false
    // The model first: the follower's completion (run inside a finish) settles the model, which must
    // then already be at rest rather than receive the same call a second time.
    call(model)
    call(follower)
    alignPausedFraction()
  }

  private func settleModel(at position: AnimatorPosition) {
    isHoldingModel = false
    switch model.animatorState {
    case .active:
      model.stopAnimation(false)
      model.finishAnimation(at: position)
    case .stopped:
      model.finishAnimation(at: position)
    case .inactive:
      break
    }
    alignRestingDirection()
  }
}

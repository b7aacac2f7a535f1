import Foundation

/// An animator that forwards every call to a real animator (the follower) and to a reference model
/// that tracks where the animation is on screen and how fast it moves.
///
/// `UIViewPropertyAnimator` cannot report velocity; the core needs it for every hand-off. The UIKit
/// shell therefore pairs each real animator with an ``AnimatorModel`` on a clock it advances to the
/// media time: state and completions come from the follower (the source of truth), trajectory from
/// the model. When the two disagree — the model finished a frame before the follower, or the follower
/// finished first — the model is brought back in line without a recorded model error.
///
/// ```swift
/// let mirrored = MirroredAnimator(follower: propertyAnimator, model: model, now: { CACurrentMediaTime() })
/// mirrored.pauseAnimation()
/// mirrored.presentationSample.velocity   // from the model
/// ```
public final class MirroredAnimator: InterruptibleAnimator, TrajectoryReporting {
  /// The real animator; its state and completions are authoritative.
  public let follower: any InterruptibleAnimator
  /// The model that mirrors it on ``AnimatorModel/clock``.
  public let model: AnimatorModel
  private let now: () -> Double

  /// Pairs `follower` with `model`; `now` reads the time base the model's clock follows (seconds).
  public init(follower: any InterruptibleAnimator, model: AnimatorModel, now: @escaping () -> Double) {
    self.follower = follower
    self.model = model
    self.now = now
  }

  /// Brings the model's clock to `now()` and the model's state in line with the follower's.
  public func synchronize() {
    let target = now()
    if target.isFinite, target > model.clock.now { model.clock.advance(by: target - model.clock.now) }
    switch (follower.animatorState, model.state) {
    case (.active, .inactive):
      // The model reached its end first: hold it paused where the follower is.
      model.isReversed = follower.isReversed
      model.pauseAnimation()
      model.fractionComplete = follower.fractionComplete
    case (.inactive, .active):
      model.stopAnimation(true)
    default:
      break
    }
  }

  /// The follower's state.
  public var animatorState: AnimatorState { follower.animatorState }
  /// The follower's running flag.
  public var isRunning: Bool { follower.isRunning }

  /// The follower's direction; setting it sets both.
  public var isReversed: Bool {
    get { follower.isReversed }
    set {
      synchronize()
      follower.isReversed = newValue
      model.isReversed = newValue
    }
  }

  /// The follower's fraction; setting it sets both.
  public var fractionComplete: CGFloat {
    get { follower.fractionComplete }
    set {
      synchronize()
      follower.fractionComplete = newValue
      model.fractionComplete = newValue
    }
  }

  /// Progress and velocity from the model at the current time.
  public var presentationSample: TimingSample {
    synchronize()
    return model.presentationSample
  }

  /// Starts or resumes both.
  public func startAnimation() { forward { $0.startAnimation() } }
  /// Pauses both.
  public func pauseAnimation() { forward { $0.pauseAnimation() } }
  /// Stops both.
  public func stopAnimation(_ withoutFinishing: Bool) { forward { $0.stopAnimation(withoutFinishing) } }
  /// Finishes both.
  public func finishAnimation(at position: AnimatorPosition) { forward { $0.finishAnimation(at: position) } }

  /// Continues both with the same timing.
  public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
    forward { $0.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
  }

  /// Adds a completion to the follower; when it runs, the model is brought to rest too.
  public func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
    follower.addCompletion { [weak self] position in
      self?.settleModel(at: position)
      completion(position)
    }
  }

  private func forward(_ call: (any InterruptibleAnimator) -> Void) {
    synchronize()
    // The model first: the follower's completion (run inside a finish) settles the model, which must
    // then already be at rest rather than receive the same call a second time.
    call(model)
    call(follower)
  }

  private func settleModel(at position: AnimatorPosition) {
    switch model.state {
    case .active:
      model.stopAnimation(false)
      model.finishAnimation(at: position)
    case .stopped:
      model.finishAnimation(at: position)
    case .inactive:
      break
    }
  }
}

import Foundation

/// The seam between the transition core and an animator: the operations of
/// `UIViewPropertyAnimator` the core uses.
///
/// ``AnimatorModel`` implements it on any platform with a ``ManualClock``; on iOS,
/// `UIViewPropertyAnimator` conforms in the UIKit shell. Session and interaction code drive either
/// one through this protocol.
///
/// ```swift
/// func grab(_ animator: some InterruptibleAnimator) {
///   animator.pauseAnimation()
///   animator.fractionComplete = 0.4
/// }
/// ```
package protocol InterruptibleAnimator: AnyObject {
  /// `.inactive`, `.active` or `.stopped`.
  var animatorState: AnimatorState { get }
  /// Whether the animator is running (active and not paused).
  var isRunning: Bool { get }
  /// Whether the animation runs back toward its start.
  var isReversed: Bool { get set }
  /// The time fraction while running; the progress while paused with linear scrubbing.
  var fractionComplete: CGFloat { get set }
  /// Whether the animator can be paused, reversed and stopped (a non-interruptible one only runs).
  var isInterruptible: Bool { get }
  /// Whether pausing maps `fractionComplete` linearly to progress rather than through the curve.
  var scrubsLinearly: Bool { get set }
  /// Whether the animator pauses at its end instead of finishing, so it can still be reversed.
  var pausesOnCompletion: Bool { get set }
  /// Starts or resumes the animation.
  func startAnimation()
  /// Pauses the animation where it is.
  func pauseAnimation()
  /// Stops the animation: to `.inactive` without completions (`true`) or to `.stopped` (`false`).
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animator at `position`, running its completions.
  func finishAnimation(at position: AnimatorPosition)
  /// Resumes a paused animator with new timing; `durationFactor` scales the remaining time in units
  /// of the original duration (0 keeps the pace).
  func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double)
  /// Starts an inactive animator whose values begin to change after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Adds an animation block that begins `delayFactor` × the duration after the start (or after now,
  /// when running) and ends with the animator.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block to run when the animation ends.
  func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void)
}

/// An animator that can tell where its animation is on screen and how fast it moves.
///
/// `UIViewPropertyAnimator` cannot report velocity; the core needs it to hand the current motion to
/// a spring (reverse without a snap, release with the finger's velocity). ``AnimatorModel``
/// reports it exactly; on iOS the shell mirrors the real animator with a model on the media clock.
///
/// ```swift
/// let now = animator.presentationSample
/// let pointsPerSecond = now.velocity * distance
/// ```
package protocol TrajectoryReporting: AnyObject {
  /// The progress (0 start, 1 end; springs may overshoot) and `dprogress/dt` right now.
  var presentationSample: TimingSample { get }
  /// The motion from now on in closed form (see ``MotionTrajectory``), in the same progress.
  var trajectory: MotionTrajectory { get }
}

extension TrajectoryReporting {
  /// An animator that cannot describe its motion reports it as holding its current sample (its
  /// ``MotionTrajectory/startTime`` is 0: such an animator has no clock to name).
  package var trajectory: MotionTrajectory {
    let now = presentationSample
    return .following(at: now.progress, velocity: now.velocity, time: 0)
  }
}

import Interruptible

/// Velocity jumps at the two hand-offs of an interruptible transition, on the reference model:
/// the library's approach next to UIKit's stock one, in points per second.
public enum VelocityContinuity {
  /// The travel of the transition, in points.
  public static let distance = 300.0
  /// The presentation: 0.45 s, spring damping ratio 0.8 (the session's default timing).
  public static let presentTiming = TimingParameters.spring(SpringTimingParameters(dampingRatio: 0.8))
  /// When the reversal happens, in seconds after the start.
  public static let reversalTime = 0.15
  /// The release: fraction and finger velocity (points per second, toward finish).
  public static let release = (fraction: 0.4, velocity: 800.0)

  /// A jump measured on screen: velocity just before and just after, in points per second.
  public struct Jump: Sendable {
    /// The velocity just before the hand-off.
    public let before: Double
    /// The velocity just after.
    public let after: Double
    /// `|after − before|`.
    public var size: Double { abs(after - before) }
  }

  /// Mid-flight reversal of a running presentation. `stock`: flip `isReversed` on the running
  /// animator (UIKit's plain approach). Otherwise: pause at the visual progress, reverse, continue
  /// with a spring carrying the current velocity relative to the new target.
  public static func reversal(stock: Bool) -> Jump {
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 0.45, timing: presentTiming, clock: clock)
    animator.startAnimation()
    clock.run(for: reversalTime)
    let before = animator.presentationSample
    if stock {
      animator.isReversed = true
    } else {
      animator.pauseAnimation()
      animator.fractionComplete = before.progress
      animator.isReversed = true
      let velocity = ReleaseDecision.normalizedVelocity(before.velocity, from: before.progress, to: 0)
      let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: velocity)
      animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 0)
    }
    let after = animator.presentationSample
    return Jump(before: before.velocity * distance, after: after.velocity * distance)
  }

  /// Release of an interactive transition scrubbed to `release.fraction` by a finger moving at
  /// `release.velocity`. `stock`: UIPercentDrivenInteractiveTransition's completion, the remaining
  /// time on its `completionCurve` (easeInOut) at `completionSpeed` 1. Otherwise: the projected
  /// decision and a critically damped spring that starts at the finger's velocity.
  public static func releaseJump(stock: Bool) -> Jump {
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 0.45, timing: presentTiming, clock: clock)
    animator.pauseAnimation()
    animator.fractionComplete = release.fraction
    if stock {
      let remaining = 1 - release.fraction
      animator.continueAnimation(withTimingParameters: .cubic(.easeInOut), durationFactor: remaining)
    } else {
      let decision = ReleaseDecision(
        fraction: release.fraction, velocity: release.velocity, distance: distance)
      animator.isReversed = decision.outcome == .cancel
      let spring = decision.completionSpring(SpringTimingParameters(dampingRatio: 1))
      animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 0)
    }
    let after = animator.presentationSample
    return Jump(before: release.velocity, after: after.velocity * distance)
  }
}

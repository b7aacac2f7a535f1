import Interruptible

/// The work done per touch event of an interactive transition.
///
/// TODO(session): once the session layer's interactor lands, measure `panChanged(translation:)` and
/// `panEnded(velocity:)` on a `TransitionCoordinator` instead. Until then `panChanged` is the core
/// step that event performs (scrub the paused animator to the finger), and `release` is the
/// release decision (projection, outcome, spring velocity).
public final class TouchWork {
  /// The travel of the transition, in points.
  public static let distance = 300.0
  let clock = ManualClock()
  let animator: AnimatorModel

  /// A paused interactive transition ready to be scrubbed.
  public init() {
    animator = AnimatorModel(
      duration: 0.45, timing: .spring(SpringTimingParameters(dampingRatio: 0.8)), clock: clock)
    animator.pauseAnimation()
  }

  /// One pan update: scrub to the finger at `fraction` of the travel; returns the new fraction.
  @inline(never)
  public func panChanged(_ fraction: Double) -> Double {
    animator.fractionComplete = fraction
    return animator.fractionComplete
  }

  /// Nothing but the call: the baseline for `panChanged`.
  @inline(never)
  public func panBaseline(_ fraction: Double) -> Double { fraction }

  /// One release decision at `fraction`, finger at 800 pt/s: the spring velocity it hands off.
  @inline(never)
  public static func release(_ fraction: Double) -> Double {
    let decision = ReleaseDecision(fraction: fraction, velocity: 800, distance: distance)
    return decision.initialVelocity + decision.projectedFraction
  }

  /// Nothing but the call: the baseline for `release`.
  @inline(never)
  public static func releaseBaseline(_ fraction: Double) -> Double { fraction }
}

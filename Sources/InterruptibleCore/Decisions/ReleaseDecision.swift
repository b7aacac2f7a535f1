import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What happens when the finger lets go of an interactive transition: finish or cancel, decided by
/// the **projected** position, and the spring velocity that makes the hand-off continuous
/// (VP01–VP05, SP09).
///
/// All quantities are along the transition's axis, positive toward "finish" (VP04): `fraction` is how
/// far the transition has come (0 = start, 1 = finished), `velocity` is in points per second and
/// `distance` is the travel of the whole transition in points.
///
/// ```swift
/// let decision = ReleaseDecision(fraction: 0.25, velocity: 1200, distance: 600)
/// decision.outcome            // .finish (projected fraction 1.248)
/// decision.initialVelocity    // 2.667 = 1200 / 450 (SP09)
/// let spring = decision.completionSpring(SpringTimingParameters(dampingRatio: 1))
/// ```
///
/// Bad input gets defined answers, never a trap:
/// - `fraction`: NaN becomes 0, +infinity 1, −infinity 0; finite values outside `[0, 1]` (a spring's
///   overshoot, rubber-banding) are kept as they are.
/// - `velocity`: NaN or ±infinity becomes 0 (decided by position alone, spring starts at rest);
///   finite values are clamped to ±``maximumVelocity`` (1e6 pt/s).
/// - `distance`: NaN, ±infinity, 0, negative or below ``minimumDistance`` (1e-6 pt) means there is
///   no travel to project onto: nothing is projected (`projectedFraction == fraction`) and
///   `initialVelocity` is 0. Distances above 1e12 pt are clamped to it.
/// - Every output is finite; `initialVelocity` is within
///   ``SpringTimingParameters/initialVelocityRange``.
/// - `threshold`: NaN becomes 0.5; other values are clamped to `[0, 1]`.
package struct ReleaseDecision: Sendable, Hashable {
  /// The endpoint the transition goes to.
  package enum Outcome: Sendable, Hashable {
    /// Run to the end: the transition completes (animator position `.end`).
    case finish
    /// Return to the start: the transition is cancelled (animator position `.start`).
    case cancel
  }

  /// The default finish threshold on the projected fraction (VP03).
  package static let defaultThreshold = 0.5

  /// The chosen endpoint.
  package let outcome: Outcome
  /// The fraction at release, after sanitising.
  package let fraction: Double
  /// The velocity at release in points per second, after sanitising (positive toward finish).
  package let velocity: Double
  /// The travel of the whole transition in points, or 0 when the given distance was unusable.
  package let distance: Double
  /// The threshold that was applied, after sanitising.
  package let threshold: Double
  /// The distance the gesture would coast, in points (VP01); 0 when `distance` is unusable.
  package let projectedDistance: Double
  /// The fraction where the gesture would come to rest (VP03).
  package let projectedFraction: Double
  /// The spring's initial velocity for the chosen endpoint, normalised by the remaining distance
  /// (VP05, SP09): positive when the release moves toward the endpoint.
  package let initialVelocity: Double

  /// Decides a release at `fraction` moving at `velocity` points per second over a travel of
  /// `distance` points.
  package init(
    fraction: Double, velocity: Double, distance: Double,
    threshold: Double = ReleaseDecision.defaultThreshold,
    decelerationRate: DecelerationRate = .normal
  ) {
    let fraction = Self.sanitizedFraction(fraction)
    let velocity = velocity.isFinite ? min(max(velocity, -Self.maximumVelocity), Self.maximumVelocity) : 0
    let distance = distance.isFinite && distance >= Self.minimumDistance ? min(distance, 1e12) : 0
    let threshold = threshold.isNaN ? Self.defaultThreshold : min(max(threshold, 0), 1)
    let projectedDistance = distance > 0 ? decelerationRate.projection(ofCheckedVelocity: velocity) : 0
    let projectedFraction = distance > 0 ? fraction + projectedDistance / distance : fraction
    let outcome: Outcome = projectedFraction >= threshold ? .finish : .cancel
    let target = outcome == .finish ? distance : 0
    self.outcome = outcome
    self.fraction = fraction
    self.velocity = velocity
    self.distance = distance
    self.threshold = threshold
    self.projectedDistance = projectedDistance
    self.projectedFraction = projectedFraction
    let range = SpringTimingParameters.initialVelocityRange
    // Finite velocity and fraction, distance at most 1e12: the remaining distance is never NaN (an
    // infinite one gives 0).
    let remaining = target - fraction * distance
    let normalized = remaining == 0 ? 0 : velocity / remaining
    self.initialVelocity = normalized.isFinite ? min(max(normalized, range.lowerBound), range.upperBound) : 0
  }

  /// The fastest release velocity considered, in points per second; faster finite values are
  /// clamped to it.
  package static let maximumVelocity = 1e6

  /// The shortest usable travel, in points: shorter distances count as 0 (nothing is projected).
  package static let minimumDistance = 1e-6

  /// Whether the transition finishes.
  package var isFinishing: Bool { outcome == .finish }

  /// The fraction of the chosen endpoint: 1 for finish, 0 for cancel.
  package var targetFraction: Double { outcome == .finish ? 1 : 0 }

  /// `base` with this decision's ``initialVelocity``: the spring to continue the animator with.
  package func completionSpring(_ base: SpringTimingParameters) -> SpringTimingParameters {
    base.withInitialVelocity(initialVelocity)
  }

  /// A velocity normalised by the remaining distance, as `UISpringTimingParameters` expects it
  /// (SP09): `velocity / (target − current)`, 0 when that distance is 0 or anything is not finite.
  ///
  /// Positions and velocity share one unit (points and points per second, or fractions and
  /// fractions per second). The result is positive when moving toward `target`.
  package static func normalizedVelocity(_ velocity: Double, from current: Double, to target: Double)
    -> Double
  {
    let remaining = target - current
    guard velocity.isFinite, remaining.isFinite, remaining != 0 else { return 0 }
    let result = velocity / remaining
    return result.isFinite ? result : 0
  }

  private static func sanitizedFraction(_ fraction: Double) -> Double {
    if fraction.isFinite { return fraction }
    return fraction == .infinity ? 1 : 0
  }
}

extension ReleaseDecision {
  /// Decides a release from a pan's 2-D velocity (points per second, e.g. `velocity(in:)`), taking
  /// its component along `direction`, the direction content moves toward finish (VP04).
  package init(
    fraction: Double, velocity: CGPoint, direction: TransitionDirection, distance: Double,
    threshold: Double = ReleaseDecision.defaultThreshold,
    decelerationRate: DecelerationRate = .normal
  ) {
    self.init(
      fraction: fraction, velocity: direction.component(of: velocity), distance: distance,
      threshold: threshold, decelerationRate: decelerationRate)
  }
}

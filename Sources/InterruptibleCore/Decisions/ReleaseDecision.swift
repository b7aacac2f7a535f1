import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What happens when the finger lets go of an interactive transition: finish or cancel, decided by
/// the **projected** position (VP01–VP05). It is the one place a release velocity is cleaned up: its
/// clamp to ±``maximumVelocity`` is the only clamp of a release, finish or cancel velocity, and
/// ``normalizedVelocity(_:from:to:)`` the only normalisation of a hand-off spring's velocity (SP09).
///
/// All quantities are along the transition's axis, positive toward "finish" (VP04): `fraction` is how
/// far the transition has come (0 = start, 1 = finished), `velocity` is in points per second and
/// `distance` is the travel of the whole transition in points.
///
/// ```swift
/// let decision = ReleaseDecision(fraction: 0.25, velocity: 1200, distance: 600)
/// decision.outcome            // .finish (projected fraction 1.248)
/// // The hand-off spring starts at the finger's speed: 2 fractions/s over the 0.75 left (SP09).
/// ReleaseDecision.normalizedVelocity(decision.velocity / 600, from: 0.25, to: 1)   // 2.667
/// ```
///
/// Bad input gets defined answers, never a trap:
/// - `fraction`: NaN becomes 0, +infinity 1, −infinity 0; finite values outside `[0, 1]` (a spring's
///   overshoot, rubber-banding) are kept as they are.
/// - `velocity`: NaN or ±infinity becomes 0 (decided by position alone, spring starts at rest);
///   finite values are clamped to ±``maximumVelocity`` (20 000 pt/s), so a bad value cannot fling
///   content far off screen.
/// - `distance`: NaN, ±infinity, 0, negative or below ``minimumDistance`` (1e-6 pt) means there is
///   no travel to project onto: nothing is projected (`projectedFraction == fraction`). Distances
///   above 1e12 pt are clamped to it.
/// - Every output is finite.
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

  /// Decides a release at `fraction` moving at `velocity` points per second over a travel of
  /// `distance` points.
  package init(
    fraction: Double, velocity: Double, distance: Double,
    threshold: Double = ReleaseDecision.defaultThreshold,
    decelerationRate: DecelerationRate = .normal
  ) {
    let fraction = Self.sanitizedFraction(fraction)
    let velocity = Self.usableVelocity(velocity)
    let distance = distance.isFinite && distance >= Self.minimumDistance ? min(distance, 1e12) : 0
    let threshold = threshold.isNaN ? Self.defaultThreshold : min(max(threshold, 0), 1)
    let projectedDistance = distance > 0 ? decelerationRate.projection(ofCheckedVelocity: velocity) : 0
    let projectedFraction = distance > 0 ? fraction + projectedDistance / distance : fraction
    self.outcome = projectedFraction >= threshold ? .finish : .cancel
    self.fraction = fraction
    self.velocity = velocity
    self.distance = distance
    self.threshold = threshold
    self.projectedDistance = projectedDistance
    self.projectedFraction = projectedFraction
  }

  /// The fastest velocity, in points per second, that a release, finish or cancel considers and hands
  /// to its spring; faster finite values are clamped to it. Far above any real finger (flings rarely
  /// pass 10 000 pt/s).
  package static let maximumVelocity = 20_000.0

  /// A release, finish or cancel velocity in points per second as it is used: 0 when not finite
  /// (NaN, ±infinity), finite values clamped to ±``maximumVelocity``. For example 35 000 becomes
  /// 20 000, −800 stays −800.
  package static func usableVelocity(_ velocity: Double) -> Double {
    velocity.isFinite ? min(max(velocity, -maximumVelocity), maximumVelocity) : 0
  }

  /// The shortest usable travel, in points: shorter distances count as 0 (nothing is projected).
  package static let minimumDistance = 1e-6

  /// Whether the transition finishes.
  package var isFinishing: Bool { outcome == .finish }

  /// The fraction of the chosen endpoint: 1 for finish, 0 for cancel.
  package var targetFraction: Double { outcome == .finish ? 1 : 0 }

  /// A velocity normalised by the remaining distance, as `UISpringTimingParameters` expects it
  /// (SP09): `velocity / (target − current)`, 0 when that distance is 0 or anything is not finite.
  /// Every hand-off spring (a release, finish, cancel or reversal, a sheet's settle) gets its
  /// initial velocity here.
  ///
  /// Positions and velocity share one unit (points and points per second, or fractions and
  /// fractions per second). The result is positive when moving toward `target`: content at 0.25
  /// moving at 2 per second toward 1 gives 2 / 0.75 = 2.667.
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

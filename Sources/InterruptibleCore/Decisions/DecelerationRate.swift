/// How quickly a released gesture coasts to rest, as `UIScrollView.DecelerationRate` describes it (VP02).
///
/// The rate is the fraction of velocity kept per millisecond. A gesture released at `v` points per
/// second coasts `(v / 1000) · d / (1 − d)` points before it stops (VP01):
///
/// ```swift
/// DecelerationRate.normal.projectedDistance(velocity: 1200)  // 598.8 pt
/// DecelerationRate.fast.projectedDistance(velocity: 1200)    // 118.8 pt
/// ```
public struct DecelerationRate: Sendable, Hashable {
  /// The largest rate accepted; `1` would coast forever.
  public static let maximumRawValue = 0.9999

  // The presets are computed, not stored: a default argument read on every release must not go
  // through a lazy global's once-check.

  /// `UIScrollView.DecelerationRate.normal`: 0.998 (VP02).
  public static var normal: DecelerationRate { DecelerationRate(checkedRawValue: 0.998) }
  /// `UIScrollView.DecelerationRate.fast`: 0.99 (VP02).
  public static var fast: DecelerationRate { DecelerationRate(checkedRawValue: 0.99) }

  /// The fraction of velocity kept per millisecond, in `[0, maximumRawValue]`.
  public let rawValue: Double

  /// A custom rate.
  ///
  /// Bad values are clamped, never trapped on: NaN or ±infinity becomes `normal` (0.998), values
  /// below 0 become 0 (no coasting at all), values at or above 1 become ``maximumRawValue``.
  public init(rawValue: Double) {
    if !rawValue.isFinite {
      self.rawValue = 0.998
    } else {
      self.rawValue = min(max(rawValue, 0), Self.maximumRawValue)
    }
  }

  /// The distance in points a gesture released at `velocity` points per second coasts (VP01).
  ///
  /// The result has the sign of `velocity`. The velocity is cleaned up as a release's is
  /// (the clamp of `ReleaseDecision`): a non-finite velocity coasts 0 points; velocities
  /// beyond ±`ReleaseDecision.maximumVelocity` (20 000 pt/s) are clamped to it.
  public func projectedDistance(velocity: Double) -> Double {
    projection(ofCheckedVelocity: ReleaseDecision.usableVelocity(velocity))
  }

  /// The projection of a velocity already known to be finite and within the limit.
  func projection(ofCheckedVelocity velocity: Double) -> Double {
    (velocity / 1000) * rawValue / (1 - rawValue)
  }

  /// A rate from a value already known to be in range.
  private init(checkedRawValue: Double) { rawValue = checkedRawValue }
}

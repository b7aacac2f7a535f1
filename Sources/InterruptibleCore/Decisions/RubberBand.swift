/// How far content follows a finger pulled `overshoot` points past an end, as UIScrollView does:
/// `offset = (1 − 1 / (overshoot · c / dimension + 1)) · dimension`, with `c` = 0.55 and `dimension`
/// the container's size along the pull. The offset grows ever slower and never reaches `dimension`.
///
/// ```swift
/// RubberBand.offset(100, dimension: 800)   // 51.46…  ((1 − 1/(100·0.55/800 + 1)) · 800)
/// RubberBand.offset(-100, dimension: 800)  // −51.46… (symmetric)
/// ```
///
/// Bad input: a non-finite overshoot or a non-finite or non-positive dimension gives 0; a coefficient
/// that is NaN, infinite or negative counts as ``coefficient`` (0.55).
package enum RubberBand {
  /// UIScrollView's constant.
  package static let coefficient = 0.55

  /// The offset for a pull `overshoot` points past an end (sign kept).
  @inlinable
  package static func offset(_ overshoot: Double, dimension: Double, coefficient: Double = coefficient)
    -> Double
  {
    guard overshoot.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let coefficient = coefficient.isFinite && coefficient >= 0 ? coefficient : Self.coefficient
    let magnitude = abs(overshoot)
    let result = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -result : result
  }

  /// The pull that gives `offset`: the inverse of ``offset(_:dimension:coefficient:)`` (sign kept),
  /// `overshoot = offset / (dimension − offset) · dimension / c`. An offset at or past `dimension`
  /// (which no pull reaches) counts as `dimension · (1 − 1e-12)`; bad input as in `offset` gives 0.
  static func overshoot(forOffset offset: Double, dimension: Double, coefficient: Double = coefficient)
    -> Double
  {
    guard offset.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let coefficient = coefficient.isFinite && coefficient > 0 ? coefficient : Self.coefficient
    let magnitude = min(abs(offset), dimension * (1 - 1e-12))
    let result = magnitude / (dimension - magnitude) * dimension / coefficient
    return offset < 0 ? -result : result
  }
}

/// Where a sheet released by the finger goes: the position is projected with the deceleration rate
/// (the WWDC18 projection a scroll view uses), then the nearest detent to the projected height is
/// chosen; when dismissal is allowed it counts as one more detent, at height 0.
///
/// With `allowsSkippingDetents` false the choice is limited to the two detents on either side of the
/// height at release (when the height is exactly at a detent: that detent and the next one in the
/// direction of the throw; beyond the smallest or largest detent: the outermost pair), so even a hard
/// throw moves one detent at most. Dismissal counts as a detent here too: it is reachable only from
/// below the smallest detent.
///
/// Units and signs: heights are the sheet's visible height in points (up is positive); `velocity` is
/// the pan's velocity in points per second measured **downward** (UIKit's y), so a flick down is
/// positive and moves toward dismissal.
///
/// ```swift
/// let layout = SheetDetentLayout([.fraction(0.3, id: "peek"), .medium, .large], container: 800)
/// // Released at 420 pt, flicked up at 1 200 pt/s: 420 + 1.2 · 0.998/0.002 = 1 018.8 → large.
/// DetentReleaseDecision(height: 420, velocity: -1200, layout: layout, isDismissible: true).target
/// // .detent(2)
/// // Released at 300 pt, drifting down at 100 pt/s: projected 250.1 → peek (240), not dismissal.
/// DetentReleaseDecision(height: 300, velocity: 100, layout: layout, isDismissible: true).target
/// // .detent(0)
/// ```
///
/// Bad input: a non-finite height counts as the smallest detent's; a non-finite velocity as 0; the
/// velocity is clamped to ±20 000 pt/s, like every release.
package struct DetentReleaseDecision: Sendable, Hashable {
  /// Where the sheet goes (``DetentSheet/Target``).
  package typealias Target = DetentSheet.Target

  /// The chosen target.
  package let target: Target
  /// The height the release would coast to, in points.
  package let projectedHeight: Double
  /// The target's height in points (0 for dismissal).
  package let targetHeight: Double
  /// The release velocity as the sheet's height changes, in points per second (up positive).
  package let heightVelocity: Double

  /// Decides a release at `height` with the pan's downward `velocity`; with `allowsSkippingDetents`
  /// false the target is one of the two detents around `height` (see above).
  package init(
    height: Double, velocity: Double, layout: SheetDetentLayout, isDismissible: Bool,
    decelerationRate: DecelerationRate = .normal, allowsSkippingDetents: Bool = true
  ) {
    let height = height.isFinite ? height : layout.smallest
    let velocity = ReleaseDecision.usableVelocity(velocity)
    let projected = height - decelerationRate.projectedDistance(velocity: velocity)
    var detents = layout.heights.indices
    var dismissal = isDismissible
    if !allowsSkippingDetents {
      // The pair around `height` among the candidates: dismissal at 0 (when allowed), then the detents.
      let offset = isDismissible ? 1 : 0
      let pair = Self.neighbours(
        of: height, movingUp: velocity < 0, in: layout.heights, withZero: isDismissible)
      dismissal = isDismissible && pair.lowerBound == 0
      detents = max(pair.lowerBound - offset, 0)..<(pair.upperBound - offset + 1)
    }
    var best = Target.dismiss
    var bestHeight = 0.0
    var bestDistance = dismissal ? abs(projected) : Double.infinity
    for index in detents {
      let candidate = layout.heights[index]
      let distance = abs(projected - candidate)
      if distance < bestDistance {
        best = .detent(index)
        bestHeight = candidate
        bestDistance = distance
      }
    }
    target = best
    projectedHeight = projected
    targetHeight = bestHeight
    heightVelocity = -velocity
  }
  /// The indices of the two ascending candidates around `height` (the candidates: 0 when `withZero`,
  /// then `heights`): at a height equal to one of them, that one and its neighbour in the direction of
  /// motion; beyond either end, the outermost pair.
  private static func neighbours(
    of height: Double, movingUp: Bool, in heights: [Double], withZero: Bool
  ) -> ClosedRange<Int> {
    let offset = withZero ? 1 : 0
    let count = heights.count + offset
    guard count > 1 else { return 0...0 }
    func candidate(_ index: Int) -> Double { index < offset ? 0 : heights[index - offset] }
    var upper = 0
    while upper < count, movingUp ? candidate(upper) <= height : candidate(upper) < height { upper += 1 }
    let lower = min(max(upper - 1, 0), count - 2)
    return lower...(lower + 1)
  }
}

extension DetentSheet {
  /// Where a released sheet goes: a detent or off screen.
  public enum Target: Sendable, Hashable {
    /// The detent at this index of the layout.
    case detent(Int)
    /// Off screen: the sheet is dismissed.
    case dismiss
  }
}

/// A sheet's place along its detents, carried from one layout to another when the sheet changes
/// form: hidden is 0, the detent at index `i` is `i + 1`, and between two of them (or between
/// hidden and the smallest) the place is linear in the height. Past the largest detent the
/// overshoot is kept in points.
///
/// ```swift
/// let phone = SheetDetentLayout([.medium, .large], container: 797)   // 398.5, 797
/// let panel = SheetDetentLayout([.medium, .large], container: 1287)  // 643.5, 1287
/// SheetProgress.map(597.75, from: phone, to: panel).height  // 965.25: halfway between, in both
/// ```
///
/// When the two layouts do not hold the same detents in the same order (a detent too small for one
/// of the containers), the height is scaled by the ratio of the containers instead. Either way the
/// map is continuous and increasing, and linear between consecutive rest heights (0 and the detents;
/// the containers in the fallback), so a frame that is affine in the height moves at the change no
/// more than it does at those rest heights.
package enum SheetProgress {
  /// `height` in `old`, placed in `new`, with the slope of the map there (new points per old point),
  /// by which a velocity in points per second is carried over. A NaN height counts as 0; a negative
  /// one (a dismissal's spring past 0) continues the segment from hidden to the smallest detent.
  package static func map(_ height: Double, from old: SheetDetentLayout, to new: SheetDetentLayout)
    -> (height: Double, slope: Double)
  {
    let height = height.isNaN ? 0 : height
    guard old.identifiers == new.identifiers else {
      let slope = new.container / old.container
      return (height * slope, slope)
    }
    let (lower, upper) = bracket(height, in: old)
    guard let upper else {
      // Past the largest detent: the overshoot, in points, over the new largest.
      return (new.heights[lower] + (height - old.heights[lower]), 1)
    }
    let from = (lower < 0 ? 0 : old.heights[lower], old.heights[upper])
    let to = (lower < 0 ? 0 : new.heights[lower], new.heights[upper])
    let slope = (to.1 - to.0) / (from.1 - from.0)
    return (to.0 + (height - from.0) * slope, slope)
  }

  /// The rest heights around `height` in `layout`: the index of the detent at or below it (−1 for
  /// hidden, height 0) and of the detent above it (nil past the largest).
  package static func bracket(_ height: Double, in layout: SheetDetentLayout) -> (lower: Int, upper: Int?) {
    let heights = layout.heights
    guard let above = heights.firstIndex(where: { $0 > height }) else { return (heights.count - 1, nil) }
    return (above - 1, above)
  }
}

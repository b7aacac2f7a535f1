/// The recede of each level: a pure function of the levels above it.
extension SheetStack {
  /// A level's presentation progress at `height`: its height over its largest detent, 0…1 (a
  /// rubber-band past the largest detent counts as 1). Affine in the height below the largest
  /// detent, so the recede it drives follows the level's animator on the same curve.
  package static func progress(of sheet: DetentSheet, atHeight height: Double) -> Double {
    guard height.isFinite, sheet.layout.largest > 0 else { return 0 }
    return min(max(height / sheet.layout.largest, 0), 1)
  }

  /// The height the level at `index` shows at `time`: its own, or, while it leaves with the
  /// top-most level of a middle dismissal, its height then scaled by the fraction of the top-most's
  /// height that remains.
  package func shownHeight(ofLevel index: Int, at time: Double) -> Double {
    let heights = shownHeights(at: time)
    return heights.indices.contains(index) ? heights[index] : 0
  }

  /// The height every level shows at `time`, lowest first (``shownHeights(of:ownHeights:)``).
  package func shownHeights(at time: Double) -> [Double] {
    Self.shownHeights(of: levels, ownHeights: levels.map { $0.sheet.height(at: time) })
  }

  /// The recede of the level at `index` at `time`: depth is the sum of the progress of every level
  /// above it, dimming the combined alpha of their dimming (`1 − Π (1 − dᵢ)`). ``SheetRecede/none``
  /// for the top level or an index outside the stack.
  package func recede(ofLevel index: Int, at time: Double) -> SheetRecede {
    Self.recede(ofLevel: index, in: levels, shownHeights: shownHeights(at: time), style: style)
  }
}

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
    guard levels.indices.contains(index) else { return 0 }
    let level = levels[index]
    guard let leaving = level.leaving else { return level.sheet.height(at: time) }
    return leaving.height * leavingFraction(leaving, at: time)
  }

  /// The fraction of the height the top-most level had when the dismissal began that it still
  /// shows, 0…1 (0 once it is gone or when it began at 0).
  func leavingFraction(_ leaving: Leaving, at time: Double) -> Double {
    guard leaving.topHeight > 0, let top = index(of: leaving.with) else { return 0 }
    let fraction = levels[top].sheet.height(at: time) / leaving.topHeight
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }

  /// The recede of the level at `index` at `time`: depth is the sum of the progress of every level
  /// above it, dimming the combined alpha of their dimming (`1 − Π (1 − dᵢ)`). ``SheetRecede/none``
  /// for the top level or an index outside the stack.
  package func recede(ofLevel index: Int, at time: Double) -> SheetRecede {
    guard levels.indices.contains(index), index + 1 < levels.count else { return .none }
    var depth = 0.0
    var clear = 1.0
    for above in (index + 1)..<levels.count {
      let height = shownHeight(ofLevel: above, at: time)
      let sheet = levels[above].sheet
      depth += Self.progress(of: sheet, atHeight: height)
      clear *= 1 - sheet.dimming(atHeight: height)
    }
    return SheetRecede(depth: depth, dimming: 1 - clear, style: style)
  }
}

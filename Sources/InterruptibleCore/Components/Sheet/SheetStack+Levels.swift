/// Per-level changes of a stack: each level has its own detents and container, changed at any time.
extension SheetStack {
  /// Replaces the detents of the level `id` (see ``DetentSheet/setDetents(_:at:)``): at rest it
  /// moves to the kept or nearest detent, mid-settle it heads there without a jump, during a drag
  /// the release decides. Ignored for a level that is leaving.
  package mutating func setDetents(level id: Int, _ detents: [SheetDetent], at time: Double) {
    guard let index = index(of: id), levels[index].leaving == nil else { return }
    levels[index].sheet.setDetents(detents, at: record(time))
  }

  /// The container of every level changed (a rotation, or the keyboard each level follows): each
  /// level keeps its detent (see ``DetentSheet/containerDidResize(_:contentHeight:at:)``). Levels
  /// leaving keep the heights they leave from.
  package mutating func containerDidResize(_ container: Double, at time: Double) {
    let time = record(time)
    for index in levels.indices where levels[index].leaving == nil {
      levels[index].sheet.containerDidResize(container, at: time)
    }
  }

  /// The finger on the level `id` now holds it at `shownHeight` (the container moved under the
  /// finger: a keyboard the level follows rose or fell): the drag goes on from there (see
  /// ``DetentSheet/rebaseDrag(toShownHeight:)``). Ignored unless a finger holds the level.
  package mutating func rebaseDrag(level id: Int, toShownHeight shownHeight: Double) {
    guard let index = index(of: id) else { return }
    levels[index].sheet.rebaseDrag(toShownHeight: shownHeight)
  }
}

extension DetentSheet {
  /// Replaces the detents at any time, like `animateChanges { sheet.detents = … }`. The sheet keeps
  /// its detent when one with the same identifier remains, otherwise it takes the remaining detent
  /// nearest to the old one's height. At rest it settles to that detent's height; mid-settle it heads
  /// there from where it is with its velocity (no jump); during a drag the new detents apply at the
  /// release. Bad detents are dropped as ``SheetDetentLayout`` describes (with none left: large).
  package mutating func setDetents(_ detents: [SheetDetent], at time: Double) {
    configuration.detents = detents
    relayout(at: time)
  }

  /// The content's preferred height changed (`preferredContentSize`): ``SheetDetent/fitsContent(id:)``
  /// detents resolve to `height` (nil, non-finite or non-positive: the container's height), and the
  /// sheet follows as it does for ``setDetents(_:at:)``.
  package mutating func contentHeightDidChange(_ height: Double?, at time: Double) {
    contentHeight = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    relayout(at: time)
  }

  private mutating func relayout(at time: Double) {
    let old = layout
    // New detents: the sheet keeps the one it is at now (a detent a resize displaced is forgotten).
    displacedDetent = nil
    displacedRest = nil
    let identifier = detentIndex.map { old.identifiers[$0] }
    let rested = restedIndex.map { old.identifiers[$0] }
    layout = SheetDetentLayout(configuration.detents, container: old.container, contentHeight: contentHeight)
    let index =
      identifier.flatMap { layout.index(of: $0) } ?? detentIndex.map { nearest(to: old.heights[$0]) }
    restedIndex = rested.flatMap { layout.index(of: $0) }
    let time = record(time)
    switch phase {
    case .hidden: detentIndex = nil
    case .dragging: detentIndex = index
    case .resting:
      let target = index ?? nearest(to: restingHeight)
      detentIndex = target
      if layout.heights[target] == restingHeight {
        phase = .resting(target)
      } else {
        startSettle(from: restingHeight, velocity: 0, target: .detent(target), at: time)
      }
    case .settling:
      guard let settle, let index else {
        detentIndex = nil
        return
      }
      detentIndex = index
      if case .detent = settle.target, settle.to == layout.heights[index] {
        self.settle?.target = .detent(index)
        return
      }
      let now = sample(at: time)
      startSettle(from: now.height, velocity: now.velocity, target: .detent(index), at: time)
    }
  }

  /// The index of the detent nearest to `height` (the lower one on a tie).
  func nearest(to height: Double) -> Int {
    var best = 0
    for index in layout.heights.indices
    where abs(layout.heights[index] - height) < abs(layout.heights[best] - height) {
      best = index
    }
    return best
  }
}

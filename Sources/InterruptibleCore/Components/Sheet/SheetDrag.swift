/// A finger on the sheet: where the drag began, where the sheet is now, and the velocity estimated
/// from the last two moves (points per second, up positive).
struct SheetDrag: Sendable, Hashable {
  var origin = 0.0
  /// The finger's own height (before rubber-banding) at the last move.
  var raw = 0.0
  var height = 0.0
  var time = 0.0
  var velocity = 0.0

  init() {}

  /// A drag starting at `origin` at `time`, with the sheet moving at `velocity`.
  init(origin: Double, time: Double, velocity: Double) {
    self.origin = origin
    raw = origin
    height = origin
    self.time = time
    self.velocity = velocity
  }

  /// The sheet followed to `height` at `time`.
  mutating func move(to height: Double, at time: Double) {
    let interval = time - self.time
    if interval > 1e-6 {
      velocity = (height - self.height) / interval
      self.time = time
    }
    self.height = height
  }
}

extension DetentSheet {
  /// The height the sheet shows for a finger that would put it at `raw`: the finger's own height
  /// between the smallest and the largest detent; past the largest, ``RubberBand`` over the
  /// container's height; below the smallest, the finger's height down to 0 when dismissible,
  /// rubber-banded over the container's height otherwise, saturating once the band has used three
  /// quarters of the smallest detent's height (then approaching 0 ever more slowly), so a sheet that
  /// resists dismissal never shows a negative height. A NaN height (no finger position) is the
  /// smallest detent's, as in `DetentReleaseDecision`.
  package func followedHeight(_ raw: Double) -> Double {
    let top = layout.largest
    let bottom = layout.smallest
    guard !raw.isNaN else { return bottom }
    if raw > top { return top + RubberBand.offset(raw - top, dimension: container) }
    if raw >= bottom { return raw }
    if configuration.isDismissible && !modal { return max(raw, 0) }
    return bottom - Self.resistedOffset(RubberBand.offset(bottom - raw, dimension: container), room: bottom)
  }

  /// The finger still holds the sheet, but the sheet's bottom moved under it (the keyboard it rides
  /// on came or went): from now on the drag continues from `shownHeight`, the height that keeps the
  /// sheet's top under the finger, and later translations move it from there, so neither the top nor
  /// the finger's velocity jumps. Ignored unless dragging, and for a NaN or infinite height; a
  /// negative height counts as 0, one beyond the rubber band's reach (the largest detent plus the
  /// container) as that reach.
  ///
  /// ```swift
  /// // Dragged 60 pt down from 461 pt above a 336 pt keyboard, which then hides: the top stays put.
  /// sheet.rebaseDrag(toShownHeight: 401 + 336)
  /// sheet.dragChanged(translation: 70, at: now)  // 727 pt: 10 pt lower, under the finger
  /// ```
  package mutating func rebaseDrag(toShownHeight shownHeight: Double) {
    guard case .dragging = phase, shownHeight.isFinite else { return }
    let height = min(max(shownHeight, 0), layout.largest + container)
    // In the finger's own space: where the finger would have to be to show `height` now, so a
    // rubber-banded drag goes on along the band instead of jumping to the finger's height.
    let raw = rawHeight(showing: height)
    drag.origin += raw - drag.raw
    drag.raw = raw
    drag.height = height
  }

  /// Where the finger would be for the sheet to show `height`: the inverse of ``followedHeight(_:)``
  /// (a height at or past the band's limit maps to a finger 1e12 band-widths away).
  func rawHeight(showing height: Double) -> Double {
    let top = layout.largest
    let bottom = layout.smallest
    if height > top { return top + RubberBand.overshoot(forOffset: height - top, dimension: container) }
    if height >= bottom || (configuration.isDismissible && !modal) { return height }
    let band = min(Self.resistedBand(forOffset: bottom - height, room: bottom), container)
    return bottom - RubberBand.overshoot(forOffset: band, dimension: container)
  }

  /// How far below the smallest detent a sheet that resists dismissal shows a pull whose rubber band
  /// (over the container) is `band` points, with `room` points (the smallest detent's height) below
  /// it: the band itself up to three quarters of the room, then `room − q² / (band − room + 2q)`
  /// with `q` a quarter of the room, which continues it smoothly (same slope) and approaches the room
  /// without reaching it, so the sheet's height stays positive however far the finger goes.
  static func resistedOffset(_ band: Double, room: Double) -> Double {
    let quarter = room / 4
    let linearEnd = room - quarter
    guard band > linearEnd else { return band }
    return room - quarter * quarter / (band - linearEnd + quarter)
  }

  /// The band that ``resistedOffset(_:room:)`` shows as `offset` (its inverse); an offset at or past
  /// the room maps to an infinite band.
  static func resistedBand(forOffset offset: Double, room: Double) -> Double {
    let quarter = room / 4
    let linearEnd = room - quarter
    guard offset > linearEnd else { return offset }
    guard offset < room else { return .infinity }
    return linearEnd - quarter + quarter * quarter / (room - offset)
  }

  /// Who moves for a pan inside a scroll view in the sheet: the sheet, unless the sheet rests at (or
  /// heads to) its largest detent; there the scroll view scrolls, except for a downward pan while the
  /// scroll view is at its top, which moves the sheet.
  package func panOwner(scrollViewIsAtTop: Bool, movingDown: Bool) -> SheetPanOwner {
    guard detentIndex == layout.heights.count - 1 else { return .sheet }
    return scrollViewIsAtTop && movingDown ? .sheet : .scrollView
  }

  /// The dimming alpha at `height`: 0 up to the largest undimmed detent, rising linearly to
  /// ``DetentSheetConfiguration/maximumDimming`` at the next detent (or the container's top). With no
  /// undimmed detent it rises from 0 at height 0 to the maximum at the smallest detent.
  package func dimming(atHeight height: Double) -> Double {
    guard height.isFinite else { return 0 }
    let heights = layout.heights
    let lower: Double
    let upper: Double
    if let id = configuration.largestUndimmedDetent, let index = layout.index(of: id) {
      lower = heights[index]
      upper = index + 1 < heights.count ? heights[index + 1] : container
    } else {
      lower = 0
      upper = heights[0]
    }
    guard upper > lower else { return height > lower ? configuration.maximumDimming : 0 }
    return configuration.maximumDimming * min(max((height - lower) / (upper - lower), 0), 1)
  }

  /// The container changed size (rotation, split view, a keyboard it follows): the detents are
  /// resolved again, and the sheet keeps its detent: at rest it moves to that detent's new height at
  /// once; a settle heads there from where it is and keeps its end time, with the same bound as a
  /// form change (see ``changeForm(detentContainer:at:)``); a drag keeps following the finger.
  ///
  /// `contentHeight` is the content's new preferred height for ``SheetDetent/fitsContent(id:)``
  /// detents, kept from now on as ``contentHeightDidChange(_:at:)`` keeps it (NaN, infinite or ≤ 0:
  /// none); nil keeps the height the sheet has. A container too small for the sheet's detent (a
  /// keyboard covering it all) puts the sheet at the smallest detent left, and the sheet goes back
  /// to its own detent (and counts it as the one it rested at) once a later resize makes room for it
  /// again.
  package mutating func containerDidResize(_ container: Double, contentHeight: Double? = nil, at time: Double)
  {
    if let contentHeight {
      self.contentHeight = contentHeight.isFinite && contentHeight > 0 ? contentHeight : nil
    }
    let identifier = displacedDetent ?? detentIndex.map { layout.identifiers[$0] }
    let restedIdentifier = displacedRest ?? restedIndexIdentifier
    layout = SheetDetentLayout(configuration.detents, container: container, contentHeight: self.contentHeight)
    let newIndex = identifier.flatMap { layout.index(of: $0) } ?? (detentIndex == nil ? nil : 0)
    reassign(detent: newIndex, rested: restedIdentifier.flatMap { layout.index(of: $0) }, at: time)
    // Remember the detents this layout lacks, so a later resize that has them goes back to them.
    let visible = phase != .hidden
    displacedDetent = visible && detentIndex != nil ? identifier.flatMap(missing) : nil
    displacedRest = visible ? restedIdentifier.flatMap(missing) : nil
  }

  /// `identifier` when the layout has no detent of that name, else nil.
  private func missing(_ identifier: SheetDetent.Identifier) -> SheetDetent.Identifier? {
    layout.index(of: identifier) == nil ? identifier : nil
  }
}

/// Who moves for a pan that starts inside a sheet's scroll view.
package enum SheetPanOwner: Sendable, Hashable {
  /// The sheet follows the finger.
  case sheet
  /// The scroll view scrolls.
  case scrollView
}

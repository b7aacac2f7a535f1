extension DetentSheet {
  /// The sheet changed form (a sheet became a floating panel, say): its detents resolve in
  /// `detentContainer` points from now on, and it continues from where it is shown, placed in the
  /// new layout by ``SheetProgress`` (the same place between the same two detents).
  ///
  /// - At rest it rests at its detent's new height.
  /// - A settle goes on to the same target from the mapped height, its velocity scaled by the map's
  ///   slope (the place moves on at the same rate), and keeps its end time: the spring is fitted to
  ///   the time left, as UIKit fits a spring animator to its duration, so a settle that changes
  ///   form halfway through its 0.5 s ends at 0.5 s, not 0.75 s. It ends later only where that
  ///   spring is not within its tolerance by then: with less than 0.01 s left (the shortest spring
  ///   UIKit fits; at most 0.01 s later), or a fast settle with much of its way left, which UIKit's
  ///   fit can leave short (in the seeded grid of form changes, by at most 0.162 s). A dismissal stays a dismissal, and the settle still ends once, with its one event.
  /// - A drag keeps following the finger from the mapped height, with the finger's velocity in
  ///   points per second.
  ///
  /// The rule on the jump: at the change the sheet's place along its detents is unchanged, and each
  /// edge of a frame that is affine in the height (every ``SheetFormGeometry``) moves by no more than
  /// it does for a sheet at the nearer-below or nearer-above rest height (hidden counts as one at
  /// height 0; past the largest detent, the largest). From then on the frame moves continuously.
  ///
  /// A `detentContainer` that is NaN, infinite or ≤ 0.5 pt counts as 1 pt, as in
  /// ``SheetDetentLayout``.
  package mutating func changeForm(detentContainer: Double, at time: Double) {
    let old = layout
    let now = sample(at: time)
    let identifier = displacedDetent ?? detentIndex.map { layout.identifiers[$0] }
    let restedIdentifier = displacedRest ?? restedIndexIdentifier
    layout = SheetDetentLayout(
      configuration.detents, container: detentContainer, contentHeight: contentHeight)
    let mapped = SheetProgress.map(now.height, from: old, to: layout)
    let newIndex = identifier.flatMap { layout.index(of: $0) } ?? (detentIndex == nil ? nil : 0)
    let headsToDismissal = settle?.target == .dismiss
    let timeLeft = settleEndTime.map { max($0 - validTime(time), 0) }
    switch phase {
    case .hidden, .resting:
      reassign(detent: newIndex, rested: restedIdentifier.flatMap { layout.index(of: $0) }, at: time)
    case .dragging:
      restedIndex = restedIdentifier.flatMap { layout.index(of: $0) }
      detentIndex = newIndex
      rebaseDrag(toShownHeight: mapped.height)
    case .settling:
      restedIndex = restedIdentifier.flatMap { layout.index(of: $0) }
      let target: DetentSheet.Target =
        headsToDismissal ? .dismiss : .detent(newIndex ?? 0)
      startSettle(
        from: mapped.height, velocity: now.velocity * mapped.slope, target: target, at: time,
        duration: timeLeft)
    }
    let visible = phase != .hidden
    displacedDetent = visible && detentIndex != nil ? identifier.flatMap(missingDetent) : nil
    displacedRest = visible ? restedIdentifier.flatMap(missingDetent) : nil
  }

  private func missingDetent(_ identifier: SheetDetent.Identifier) -> SheetDetent.Identifier? {
    layout.index(of: identifier) == nil ? identifier : nil
  }
}

/// The rules of a stack as pure functions of its levels (lowest first): ``SheetStack`` decides with
/// them, and a shell whose levels are separate controllers asks them too, with the levels it reads
/// from its controllers (each with its own identifier, sheet and ``SheetStack/Leaving``), so every
/// rule exists once.
extension SheetStack {
  /// The heights the levels show, lowest first, from each level's own height `ownHeights` (a
  /// missing one counts as 0): a level leaving with the top-most level of a middle dismissal shows
  /// ``Leaving/shownHeight(topHeight:)`` of that level's own height, 0 once that level is gone.
  package static func shownHeights(of levels: [Level], ownHeights: [Double]) -> [Double] {
    func own(_ index: Int) -> Double { ownHeights.indices.contains(index) ? ownHeights[index] : 0 }
    return levels.indices.map { index in
      guard let leaving = levels[index].leaving else { return own(index) }
      guard let top = levels.firstIndex(where: { $0.id == leaving.with }) else { return 0 }
      return leaving.shownHeight(topHeight: own(top))
    }
  }

  /// The recede of the level at `index` under the levels above it, which show `shownHeights`
  /// (lowest first): its depth is the sum of their progress (``progress(of:atHeight:)``), its
  /// dimming the combined alpha of theirs (`1 − Π (1 − dᵢ)`). ``SheetRecede/none`` for the top
  /// level, an index outside the stack, or heights that do not match the levels.
  package static func recede(
    ofLevel index: Int, in levels: [Level], shownHeights: [Double],
    style: DetentSheetConfiguration.RecedeStyle
  ) -> SheetRecede {
    guard levels.indices.contains(index), index + 1 < levels.count, shownHeights.count == levels.count else {
      return .none
    }
    var depth = 0.0
    var clear = 1.0
    for above in (index + 1)..<levels.count {
      let sheet = levels[above].sheet
      depth += progress(of: sheet, atHeight: shownHeights[above])
      clear *= 1 - sheet.dimming(atHeight: shownHeights[above])
    }
    return SheetRecede(depth: depth, dimming: 1 - clear, style: style)
  }

  /// Whether `level` is on its way out: it leaves with the top-most level of a middle dismissal, or
  /// its own settle heads to dismissal. Such a level dismisses itself, and every level above it,
  /// when it gets there, so nothing new is presented from it.
  package static func isLeaving(_ level: Level) -> Bool {
    level.leaving != nil || level.isHeadingToDismissal
  }

  /// Whether `level` lets touches through to the levels below it: it is leaving
  /// (``isLeaving(_:)``) or undimmed (`dimming`, the alpha of its dimming, below 0.01).
  package static func letsTouchesThrough(_ level: Level, dimming: Double) -> Bool {
    isLeaving(level) || dimming < 0.01
  }

  /// Whether the level at `index` takes part in a middle dismissal: it leaves with the top-most
  /// level, or it is the level others leave with. Such a dismissal is committed: no finger takes it.
  package static func isCommittedToDismissal(level index: Int, in levels: [Level]) -> Bool {
    guard levels.indices.contains(index) else { return false }
    let id = levels[index].id
    return levels[index].leaving != nil || levels.contains { $0.leaving?.with == id }
  }

  /// Whether a finger can take the level at `index`: it is not committed to a middle dismissal and
  /// every level above lets touches through (``letsTouchesThrough(_:dimming:)`` with its dimming in
  /// `dimmings`, lowest first; a missing one counts as dimmed).
  package static func canGrab(level index: Int, in levels: [Level], dimmings: [Double]) -> Bool {
    guard levels.indices.contains(index), !isCommittedToDismissal(level: index, in: levels) else {
      return false
    }
    return levels.indices.dropFirst(index + 1).allSatisfy { above in
      letsTouchesThrough(levels[above], dimming: dimmings.indices.contains(above) ? dimmings[above] : 1)
    }
  }

  /// What dismissing the level at `index` (with every level above it) does: nil when it is ignored
  /// (no such level, the level already leaves, or a finger holds the top-most: its sheet is
  /// dragging, or `topIsHeld`); otherwise each level between it and the top-most, lowest first,
  /// with how it leaves with the top-most (from the height it shows in `shownHeights`), and the
  /// top-most settles to dismissal. Empty for the top-most itself. A level already leaving with
  /// another level leaves with the top-most from where it is.
  package static func dismissal(
    ofLevel index: Int, in levels: [Level], shownHeights: [Double], topIsHeld: Bool = false
  ) -> [(index: Int, leaving: Leaving)]? {
    guard levels.indices.contains(index), levels[index].leaving == nil else { return nil }
    let top = levels.count - 1
    guard levels[top].sheet.phase != .dragging, !topIsHeld else { return nil }
    func shown(_ index: Int) -> Double { shownHeights.indices.contains(index) ? shownHeights[index] : 0 }
    return (index..<top).map { below in
      (below, Leaving(with: levels[top].id, height: shown(below), topHeight: shown(top)))
    }
  }

  /// The level a tap on the receded level at `index` dismisses (with the levels above it) to bring
  /// it forward: the one just above. Nil when nothing is above, or when a level above may not be
  /// dismissed by the user (not dismissible, or modal in presentation): the tap is ignored.
  package static func levelDismissedByTap(onLevel index: Int, in levels: [Level]) -> Int? {
    guard levels.indices.contains(index), index + 1 < levels.count else { return nil }
    let above = levels[(index + 1)...]
    guard above.allSatisfy({ $0.sheet.configuration.isDismissible && !$0.sheet.isModalInPresentation }) else {
      return nil
    }
    return index + 1
  }

  /// The levels a release of the level at `index` sends away: when its own settle heads to
  /// dismissal, every level above it that is not already leaving (each settles away from where it
  /// is). Empty otherwise.
  package static func levelsSentAway(byReleaseOf index: Int, in levels: [Level]) -> [Int] {
    guard levels.indices.contains(index), levels[index].isHeadingToDismissal else { return [] }
    return levels.indices.dropFirst(index + 1).filter { levels[$0].leaving == nil }
  }

  /// The levels that leave the stack when the level at `index` has left, top-most first (the order
  /// of their dismissals): every level above it, and the levels leaving with one of those (with
  /// every level above them in turn). Empty for an index outside the stack.
  package static func departures(whenLevelLeaves index: Int, in levels: [Level]) -> [Int] {
    guard levels.indices.contains(index) else { return [] }
    var gone = index
    // The levels leaving with a level that goes, go too.
    while let first = levels.indices.first(where: { below in
      below < gone
        && levels[below].leaving.map { leaving in levels[gone...].contains { $0.id == leaving.with } } == true
    }) {
      gone = first
    }
    return Array(levels.indices.dropFirst(gone).reversed())
  }
}

extension SheetStack.Leaving {
  /// The height a level leaving with the top-most level shows while the top-most shows
  /// `topHeight`: its height when the dismissal began, scaled by the fraction of the top-most's
  /// height then that remains (0…1; 0 when the top-most began at 0 or the fraction is not finite).
  package func shownHeight(topHeight now: Double) -> Double {
    guard topHeight > 0 else { return 0 }
    let fraction = now / topHeight
    return height * (fraction.isFinite ? min(max(fraction, 0), 1) : 0)
  }
}

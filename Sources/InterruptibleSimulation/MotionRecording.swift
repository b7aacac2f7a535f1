import InterruptibleCore

extension EventRecorder {
  /// Records the coordinator's `willSettle` events (progress: where the content comes to rest, 0
  /// dismissed, 1 presented) and its resisted dismissals; makes it modal in presentation if asked.
  func observeMotion(of coordinator: TransitionCoordinator, modal: Bool) {
    coordinator.isModalInPresentation = modal
    coordinator.onMotionEvent = { [unowned self] session, event in
      guard case .willSettle(_, let trajectory) = event else { return }
      records.append(.willSettle(time: clock.now, session: session, progress: trajectory.target, detent: nil))
    }
    coordinator.onDismissalAttempt = { [unowned self, unowned coordinator] session in
      // A tap outside presented content at rest names the session that presented it.
      let id = session ?? coordinator.sessions.last?.id ?? records.map(\.session).max() ?? 0
      records.append(.dismissAttempt(time: clock.now, session: id))
    }
  }
}

extension DetentRun {
  /// Writes the sheet's reports since the last call: `willSettle` (with the target detent, none
  /// when it heads to dismissal) and `dismissAttempt`.
  mutating func recordReports(at time: Double) {
    for report in sheet.takeReports() {
      switch report {
      case .willSettle(let target, let trajectory):
        var detent: Int?
        if case .detent(let index) = target { detent = index }
        // The progress it rests at: over the space its detents resolve in (above the keyboard it
        // follows, in the container after a resize), as the tick lines will show it.
        let space = layout.sheetContainer
        let progress = space > 0 ? trajectory.target / space : 0
        records.append(.willSettle(time: time, session: session, progress: progress, detent: detent))
      case .dismissalAttempted: records.append(.dismissAttempt(time: time, session: session))
      case .trajectoryChanged: break
      }
    }
  }

  /// Replaces the detents (``DetentRun/detents(replacing:with:at:)``).
  mutating func setDetents(_ fractions: [Double], at time: Double) {
    sheet.setDetents(
      Self.detents(replacing: sheet.configuration.detents, with: fractions, at: time), at: time)
  }

  /// `fractions` as detents replacing `old`: a fraction that was already a detent keeps its
  /// identifier (so the sheet keeps it), new ones get fresh identifiers. The detents in effect are
  /// looked up by fraction in one dictionary (the first of equal fractions wins, as a search in order
  /// did), so an event costs O(n), not O(n²).
  static func detents(replacing old: [SheetDetent], with fractions: [Double], at time: Double)
    -> [SheetDetent]
  {
    var kept: [Double: SheetDetent] = [:]
    for detent in old {
      if case .fraction(let fraction) = detent.resolution, kept[fraction] == nil { kept[fraction] = detent }
    }
    // The time is written once per event, not once per detent (printing a double costs thousands of
    // instructions; it dominated an event of 10 000 detents).
    let prefix = "set\(time)-"
    var detents: [SheetDetent] = []
    detents.reserveCapacity(fractions.count)
    for (index, fraction) in fractions.enumerated() {
      detents.append(kept[fraction] ?? .fraction(fraction, id: .init(rawValue: prefix + String(index))))
    }
    return detents
  }
}

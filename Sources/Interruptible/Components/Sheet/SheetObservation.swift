/// The observing and steering state of a ``DetentSheet``, held by one reference and copied on
/// write: the sheet stays a value (a copy never shares pending reports with the original) and a
/// sheet that uses none of it carries a nil reference only. `@unchecked Sendable`: it is mutated
/// only while uniquely referenced (``DetentSheet/observed``).
final class SheetObservation: @unchecked Sendable {
  var reports: [DetentSheet.Report] = []
  var reportedMotion: ReportedSheetMotion?
  var reporting = false
  var modal = false
  var override: (@Sendable (SettleProposal<DetentReleaseDecision.Target>) -> DetentReleaseDecision.Target)?

  func copy() -> SheetObservation {
    let copy = SheetObservation()
    copy.reports = reports
    copy.reportedMotion = reportedMotion
    copy.reporting = reporting
    copy.modal = modal
    copy.override = override
    return copy
  }
}

extension DetentSheet {
  /// The observation state, unique to this sheet (made or copied on first write).
  var observed: SheetObservation {
    mutating get {
      if observation == nil {
        observation = SheetObservation()
      } else if !isKnownUniquelyReferenced(&observation) {
        observation = observation?.copy()
      }
      return observation ?? SheetObservation()
    }
  }

  var reports: [Report] {
    get { observation?.reports ?? [] }
    set { observed.reports = newValue }
  }

  var reportedMotion: ReportedSheetMotion? {
    get { observation?.reportedMotion }
    set { observed.reportedMotion = newValue }
  }

  var reporting: Bool {
    get { observation?.reporting ?? false }
    set { observed.reporting = newValue }
  }

  var modal: Bool {
    get { observation?.modal ?? false }
    set { observed.modal = newValue }
  }

  var override: (@Sendable (SettleProposal<DetentReleaseDecision.Target>) -> DetentReleaseDecision.Target)? {
    get { observation?.override }
    set { observed.override = newValue }
  }
}

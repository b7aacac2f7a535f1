/// The observing and steering state of a ``DetentSheet``: a value, so a copy of a sheet never
/// shares pending reports with the original, kept in an optional so that a sheet that uses none of
/// it carries none of it.
struct SheetObservation: Sendable {
  var reports: [DetentSheet.Report] = []
  var reportedMotion: ReportedSheetMotion?
  var reporting = false
  var modal = false
  var override: (@Sendable (SettleProposal<DetentSheet.Target>) -> DetentSheet.Target)?
}

extension DetentSheet {
  /// The observation state (made on first write).
  var observed: SheetObservation {
    get { observation ?? SheetObservation() }
    set { observation = newValue }
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

  var override: (@Sendable (SettleProposal<DetentSheet.Target>) -> DetentSheet.Target)? {
    get { observation?.override }
    set { observed.override = newValue }
  }
}

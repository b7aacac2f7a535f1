extension DetentSheet {
  /// Whether user dismissals resist, like a view controller's `isModalInPresentation`: a drag
  /// below the smallest detent rubber-bands (``RubberBand`` over the container's height,
  /// saturating before the sheet's height reaches 0), a release
  /// that would have dismissed springs back to the smallest detent and reports
  /// ``Report/dismissalAttempted`` once (while ``isReportingMotion``), and ``attemptDismissal(at:)``
  /// only reports. Code calls to
  /// ``dismiss(at:)`` still dismiss.
  package var isModalInPresentation: Bool {
    get { modal }
    set { modal = newValue }
  }

  /// Chooses where a release settles instead of the projection: given the proposed target and the
  /// release velocity (points per second, downward positive), it returns a target. The result is
  /// clamped: an index outside the layout becomes the nearest valid one, and dismissal is replaced by
  /// the smallest detent unless the sheet is dismissible and not modal in presentation.
  package var targetOverride: (@Sendable (SettleProposal<DetentSheet.Target>) -> DetentSheet.Target)?
  {
    get { override }
    set { override = newValue }
  }

  /// A user's request to dismiss (a tap outside, VoiceOver's escape): dismisses, or, when the sheet
  /// is modal in presentation, reports ``Report/dismissalAttempted`` and stays. Ignored while hidden
  /// or dragging.
  package mutating func attemptDismissal(at time: Double) {
    switch phase {
    case .hidden, .dragging: return
    case .resting, .settling:
      if modal {
        if reporting { observed.reports.append(.dismissalAttempted) }
      } else {
        dismiss(at: time)
      }
    }
  }

  /// Whether the sheet may be dismissed by the user now.
  var allowsUserDismissal: Bool { configuration.isDismissible && !modal }

  /// The release's target after the override and the clamps; reports an attempt when a modal sheet
  /// would have dismissed.
  mutating func steeredTarget(_ decision: DetentReleaseDecision) -> DetentSheet.Target {
    let proposed = clamped(decision.target)
    var target = proposed
    if let override {
      target = override(SettleProposal(target: proposed, velocity: -decision.heightVelocity))
    }
    if modal, reporting, decision.target == .dismiss || target == .dismiss {
      observed.reports.append(.dismissalAttempted)
    }
    return clamped(target)
  }

  /// `target` within the layout; dismissal only when the user may dismiss.
  func clamped(_ target: DetentSheet.Target) -> DetentSheet.Target {
    switch target {
    case .dismiss: return allowsUserDismissal ? .dismiss : .detent(0)
    case .detent(let index): return .detent(min(max(index, 0), layout.heights.count - 1))
    }
  }
}

#if canImport(UIKit)
  import UIKit

  /// Observing and steering the sheet's motion: its trajectory, animations along with it, a target
  /// override, runtime detents, and dismissals that resist.
  extension DetentSheetViewController {
    /// The sheet's motion from now on in visible height (points), in closed form on
    /// `CACurrentMediaTime()`: sample it on your own clock instead of observing every frame.
    public var trajectory: MotionTrajectory { model.trajectory }

    /// Chooses where a released drag settles (see `DetentSheet/targetOverride`); the result is
    /// clamped to the detents and never dismisses a sheet that may not be dismissed.
    public var targetOverride: (@Sendable (SettleProposal<DetentSheet.Target>) -> DetentSheet.Target)?
    {
      get { model.targetOverride }
      set { model.targetOverride = newValue }
    }

    /// Adds an update that runs with every height the sheet shows, in the same animation as the
    /// sheet: inside each settle's `UIViewPropertyAnimator` (with the target height) and at each
    /// move of a drag (with the height shown). Frame-exact, with no callback per frame.
    ///
    /// ```swift
    /// sheet.animateAlongside { height in header.alpha = CGFloat(min(height / 400, 1)) }
    /// ```
    public func animateAlongside(_ update: @escaping (Double) -> Void) {
      alongside.append(update)
    }

    /// The detents, as given to the configuration or to ``setDetents(_:)``.
    public var detents: [SheetDetent] { model.configuration.detents }

    /// Replaces the detents at any time (see `DetentSheet/setDetents(_:at:)`): the current detent
    /// is kept when it remains, otherwise the nearest one is taken; at rest the sheet moves there,
    /// mid-settle it heads there without a jump, during a drag the release decides.
    public func setDetents(_ detents: [SheetDetent]) {
      model.setDetents(detents, at: CACurrentMediaTime())
      followModel()
    }

    /// The content's preferred height changed.
    func contentSizeDidChange() {
      guard model.phase != .hidden else { return }
      model.contentHeightDidChange(contentHeight, at: CACurrentMediaTime())
      followModel()
    }

    /// Shows what the core decided: a settle runs, a resting sheet is placed, a drag waits.
    private func followModel() {
      switch model.phase {
      case .settling: runSettle()
      case .resting: apply(height: model.height(at: CACurrentMediaTime()))
      case .dragging, .hidden: deliverReports()
      }
    }

    /// Whether user dismissals resist: this controller or its content is modal in presentation.
    var resistsDismissal: Bool { isModalInPresentation || content.isModalInPresentation }

    func syncModalInPresentation() {
      model.isModalInPresentation = resistsDismissal
    }

    /// A tap behind the sheet or VoiceOver's escape: dismisses when the configuration allows, or
    /// reports the attempt when the sheet resists. False when the sheet is not dismissible.
    func attemptUserDismissal() -> Bool {
      guard model.configuration.isDismissible else { return false }
      syncModalInPresentation()
      model.attemptDismissal(at: CACurrentMediaTime())
      if model.settleEndTime != nil, !resistsDismissal { runSettle() } else { deliverReports() }
      return true
    }

    /// Hands the core's reports to the callbacks and a resisted dismissal to the presentation
    /// controller's delegate (`presentationControllerDidAttemptToDismiss(_:)`), once each.
    func deliverReports() {
      for report in model.takeReports() {
        onReport?(report)
        switch report {
        case .willSettle(let target, let trajectory): onWillSettle?(target, trajectory)
        case .trajectoryChanged(let trajectory): onTrajectoryChange?(trajectory)
        case .dismissalAttempted: presentationController?.reportAttemptedDismissal()
        }
      }
    }
  }
#endif

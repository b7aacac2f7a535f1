#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The representable behind a view with an interruptible detent sheet: it finds the presenting
  /// view controller and forwards the bindings to the sheet's model.
  struct DetentSheetHost<Content: View>: UIViewRepresentable {
    let isPresented: Binding<Bool>
    let detents: [SheetDetent]
    let selection: Binding<SheetDetent.Identifier>?
    let motion: InterruptibleSheetMotion?
    let keyboardPolicy: SheetKeyboardPolicy
    let onDismissAttempt: (() -> Void)?
    let onDismiss: (() -> Void)?
    let content: () -> Content

    func makeCoordinator() -> DetentSheetHostModel<Content> { DetentSheetHostModel() }

    func makeUIView(context: Context) -> PresentationAnchorView {
      let view = PresentationAnchorView()
      let model = context.coordinator
      view.onWindowChange = { [weak model] in model?.anchorDidMove() }
      model.anchor = view
      // The bindings from the start: SwiftUI need not call `updateUIView` right after this.
      updateUIView(view, context: context)
      return view
    }

    func updateUIView(_ view: PresentationAnchorView, context: Context) {
      let model = context.coordinator
      model.environment = HostedEnvironment(context.environment)
      model.adaptation = context.environment.interruptibleSheetAdaptation
      model.host = self
      model.update()
    }

    static func dismantleUIView(_ view: PresentationAnchorView, coordinator: Coordinator) {
      coordinator.anchorRemoved()
    }
  }

  /// The shell of one SwiftUI detent sheet: forwards the bindings, the anchor's window and the
  /// sheet's reports to the core's ``SheetBindingReconciler`` and performs its actions on the next
  /// main-queue turn (never inside a view update): presents, moves, re-targets and dismisses one
  /// ``DetentSheetViewController``, writes the bindings back, runs `onDismiss`.
  @MainActor
  final class DetentSheetHostModel<Content: View> {
    weak var anchor: PresentationAnchorView?
    var host: DetentSheetHost<Content>?
    var environment = HostedEnvironment(EnvironmentValues())
    /// How the sheet adapts its form (``SwiftUI/View/interruptibleSheetAdaptation(_:)``).
    var adaptation = AdaptiveForm.sheet
    private var reconciler = SheetBindingReconciler()
    /// The sheet UIKit accepted (never one it refused), and its content.
    private var sheet: DetentSheetViewController?
    private var hosting: UIHostingController<HostedPresentationContent<Content>>?
    /// A sheet asked of UIKit that UIKit has not linked to its presenter yet.
    private var unconfirmed:
      (sheet: DetentSheetViewController, hosting: UIHostingController<HostedPresentationContent<Content>>)?
    private var isFlushScheduled = false
    private var dismissDisabledVotes = DismissDisabledVotes()
    /// Polls while another presentation on the screen arrives or leaves.
    private let retry = HeldChangeTimer()
    /// Keeps this model alive after its view left, until its sheet has left too.
    private var keptAlive: DetentSheetHostModel?
    /// Keeps this model alive from its sheet's end to the flush that runs `onDismiss` and writes the
    /// binding (its view may go at the same time: a sheet inside a sheet leaving with it).
    private var keptUntilFlush: DetentSheetHostModel?
    /// The sheet's reports not yet handed to `motion` and `onDismissAttempt` (on the next flush: a
    /// report made during a SwiftUI update, e.g. a content size change, is never published there).
    private var reports: [DetentSheet.Report] = []

    /// A render pass: records the bindings (decided on the next main-queue turn) and hands fresh
    /// content to the sheet on screen.
    func update() {
      guard let host else { return }
      reconciler.update(
        isPresented: host.isPresented.wrappedValue, detents: host.detents,
        selection: host.selection?.wrappedValue)
      if let hosting {
        hosting.rootView = root(host)
        hosting.overrideUserInterfaceStyle = environment.interfaceStyle
      }
      scheduleFlush()
    }

    /// The anchor joined or left a window: a sheet waiting for one can go.
    func anchorDidMove() { scheduleFlush() }

    /// The modified view left the hierarchy: its sheet leaves too, `onDismiss` runs once.
    func anchorRemoved() {
      reconciler.hostRemoved()
      keptAlive = self
      scheduleFlush()
    }

    private func scheduleFlush() {
      guard !isFlushScheduled else { return }
      isFlushScheduled = true
      HostTurns.afterUpdate(leaves: { [weak self] in self?.leaves }, flush: { [weak self] in self?.flush() })
    }

    /// A sheet on screen that the binding or the view's removal sends away.
    private var leaves: Bool { sheet != nil && (host?.isPresented.wrappedValue == false || keptAlive != nil) }

    /// One decision, on a main-queue turn: the screen's availability and the sheet's state go in,
    /// the actions come out and are performed.
    private func flush() {
      isFlushScheduled = false
      let (presenter, availability) = PresentingScreen.presenter(from: anchor)
      reconciler.hostChanged(availability)
      sheetReported()
      if let sheet, let policy = host?.keyboardPolicy, sheet.keyboardPolicy != policy {
        sheet.keyboardPolicy = policy
      }
      if let sheet, sheet.adaptiveForm != adaptation { sheet.adaptiveForm = adaptation }
      for action in reconciler.flush() { perform(action, presenter: presenter) }
      deliverReports()
      if reconciler.needsFlush { scheduleFlush() }
      if reconciler.waitsFor == .otherPresentation { retry.schedule { [weak self] in self?.scheduleFlush() } }
      if reconciler.isFinished { keptAlive = nil }
      keptUntilFlush = nil
    }

    private func perform(_ action: SheetBindingReconciler.Action, presenter: UIViewController?) {
      switch action {
      case .present(let detents, let selection): present(detents, at: selection, from: presenter)
      case .dismiss: sheet?.dismissSheet()
      case .move(let target):
        guard let sheet else { return }
        sheet.selectedDetentIdentifier = target ?? sheet.model.layout.identifiers.first
      case .setDetents(let detents): sheet?.setDetents(detents)
      case .writeIsPresented(let value): host?.isPresented.wrappedValue = value
      case .writeSelection(let identifier): host?.selection?.wrappedValue = identifier
      case .runOnDismiss: host?.onDismiss?()
      }
    }

    private func present(
      _ detents: [SheetDetent], at selection: SheetDetent.Identifier?, from presenter: UIViewController?
    ) {
      guard let host, let presenter else { return reconciler.presentDeclined(.notInWindow) }
      let hosting = UIHostingController(rootView: root(host))
      hosting.overrideUserInterfaceStyle = environment.interfaceStyle
      let sheet = DetentSheetViewController(
        content: hosting, configuration: DetentSheetConfiguration(detents: detents))
      sheet.keyboardPolicy = host.keyboardPolicy
      sheet.adaptiveForm = adaptation
      let layout = SheetDetentLayout(detents, container: Double(presenter.view.bounds.height))
      if let selection, let index = layout.index(of: selection) { sheet.initialDetentIndex = index }
      sheet.onReport = { [weak self, weak sheet] report in
        if let sheet { self?.confirmIfLinked(sheet) }
        self?.reports.append(report)
        self?.sheetReported()
        self?.scheduleFlush()
      }
      sheet.onDetentChange = { [weak self] identifier in self?.sheetRested(at: identifier) }
      sheet.onDismiss = { [weak self] in self?.sheetDidLeave() }
      presenter.present(sheet, animated: false)
      unconfirmed = (sheet, hosting)
      // UIKit may link the two controllers only when it starts the transition, after `present`
      // returns: a nil `presentingViewController` now is no refusal yet. Still unlinked a little
      // later, it was refused.
      confirmIfLinked(sheet)
      if unconfirmed != nil {
        onMain(after: HostTurns.refusalCheckDelay) { [weak self, weak sheet] in
          guard let self, let sheet, self.unconfirmed?.sheet === sheet else { return }
          self.confirmIfLinked(sheet)
          guard self.unconfirmed?.sheet === sheet else { return }
          // Refused: not kept, asked again once the reason is gone (or given up if there is none).
          self.unconfirmed = nil
          self.reconciler.presentDeclined(PresentingScreen.presenter(from: self.anchor).1)
          if self.reconciler.needsFlush { self.scheduleFlush() }
        }
      }
    }

    /// Keeps the sheet asked of UIKit once UIKit has linked it to its presenter.
    private func confirmIfLinked(_ sheet: DetentSheetViewController) {
      guard let pending = unconfirmed, pending.sheet === sheet, sheet.presentingViewController != nil else {
        return
      }
      unconfirmed = nil
      self.sheet = sheet
      self.hosting = pending.hosting
      reconciler.presentAccepted()
      sheetReported()  // it may have appeared inside `present`
    }

    // MARK: - From the sheet

    /// The sheet's state for the core: held by a finger, or heading somewhere (a sheet leaving with
    /// the sheets above it heads to its dismissal, whatever its own model says).
    private func sheetReported() {
      guard let sheet else { return }
      if sheet.leaving != nil {
        reconciler.sheetMoved(.dismissal, isHeld: false)
      } else {
        reconciler.sheetMoved(sheet.model)
      }
      if reconciler.needsFlush { scheduleFlush() }
    }

    /// Hands the sheet's reports, in order, to the motion object and `onDismissAttempt`.
    private func deliverReports() {
      let due = reports
      reports = []
      for report in due {
        host?.motion?.deliver(report)
        if case .dismissalAttempted = report { host?.onDismissAttempt?() }
      }
    }

    private func sheetRested(at identifier: SheetDetent.Identifier) {
      reconciler.sheetRested(at: identifier)
      if reconciler.needsFlush { scheduleFlush() }
    }

    private func sheetDidLeave() {
      sheet = nil
      hosting = nil
      dismissDisabledVotes = DismissDisabledVotes()
      reconciler.sheetLeft()
      keptUntilFlush = self
      scheduleFlush()
    }

    /// A dismiss-disabled mark in the content voted: the sheet resists while any asks to stay.
    private func dismissDisabledVoted(_ voter: ObjectIdentifier, _ vote: Bool?) {
      guard dismissDisabledVotes.record(voter, vote) else { return }
      hosting?.isModalInPresentation = dismissDisabledVotes.isDisabled
    }

    /// The content's ``InterruptibleDismissAction``: the binding goes false and the sheet leaves.
    private func dismissFromContent() {
      reconciler.dismissFromContent()
      scheduleFlush()
    }

    /// The content with the presenting view's environment, the dismiss action and the
    /// dismiss-disabled marks (the sheet resists as a modal presentation does).
    private func root(_ host: DetentSheetHost<Content>) -> HostedPresentationContent<Content> {
      HostedPresentationContent(
        content: host.content(), environment: environment,
        dismiss: InterruptibleDismissAction { [weak self] in self?.dismissFromContent() },
        reportDismissDisabled: { [weak self] voter, vote in self?.dismissDisabledVoted(voter, vote) })
    }
  }
#endif

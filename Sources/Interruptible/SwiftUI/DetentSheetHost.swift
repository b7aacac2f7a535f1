#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The representable behind a view with an interruptible detent sheet: it finds the presenting
  /// view controller and keeps the sheet in step with the bindings.
  struct DetentSheetHost<Content: View>: UIViewRepresentable {
    let isPresented: Binding<Bool>
    let detents: [SheetDetent]
    let selection: Binding<SheetDetent.Identifier>?
    let motion: InterruptibleSheetMotion?
    let onDismissAttempt: (() -> Void)?
    let onDismiss: (() -> Void)?
    let content: () -> Content

    func makeCoordinator() -> DetentSheetHostModel<Content> { DetentSheetHostModel() }

    func makeUIView(context: Context) -> PresentationAnchorView {
      let view = PresentationAnchorView()
      context.coordinator.anchor = view
      return view
    }

    func updateUIView(_ view: PresentationAnchorView, context: Context) {
      let model = context.coordinator
      model.environment = HostedEnvironment(context.environment)
      model.host = self
      model.update()
    }

    static func dismantleUIView(_ view: PresentationAnchorView, coordinator: Coordinator) {
      coordinator.anchorRemoved()
    }
  }

  /// Presents, moves, re-targets and dismisses one ``DetentSheetViewController`` as the bindings say,
  /// and writes the sheet's decisions back to them.
  @MainActor
  final class DetentSheetHostModel<Content: View> {
    weak var anchor: PresentationAnchorView?
    var host: DetentSheetHost<Content>?
    var environment = HostedEnvironment(EnvironmentValues())
    private var sheet: DetentSheetViewController?
    private var hosting: UIHostingController<HostedPresentationContent<Content>>?
    private var detents: [SheetDetent] = []
    /// A dismissal is decided (by the user or the binding): the binding already says false.
    private var leaving = false

    func update() {
      guard let host else { return }
      let wanted = host.isPresented.wrappedValue
      guard let sheet else {
        if wanted { present(host) }
        return
      }
      hosting?.rootView = root(host)
      hosting?.overrideUserInterfaceStyle = environment.interfaceStyle
      if !wanted {
        if !leaving {
          leaving = true
          sheet.dismissSheet()
        }
        return
      }
      if host.detents != detents {
        detents = host.detents
        sheet.setDetents(host.detents)
      }
      let selected = host.selection?.wrappedValue
      if leaving || (selected != nil && selected != sheet.selectedDetentIdentifier) {
        // A selection set by code, or the binding turned true again while the sheet leaves.
        leaving = false
        sheet.selectedDetentIdentifier = selected ?? sheet.model.layout.identifiers.first
      }
    }

    private func present(_ host: DetentSheetHost<Content>) {
      guard var presenter = anchor?.enclosingViewController else { return }
      while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
        presenter = presented
      }
      let hosting = UIHostingController(rootView: root(host))
      hosting.overrideUserInterfaceStyle = environment.interfaceStyle
      let sheet = DetentSheetViewController(
        content: hosting, configuration: DetentSheetConfiguration(detents: host.detents))
      let layout = SheetDetentLayout(host.detents, container: Double(presenter.view.bounds.height))
      if let selected = host.selection?.wrappedValue, let index = layout.index(of: selected) {
        sheet.initialDetentIndex = index
      }
      sheet.onDetentChange = { [weak self] identifier in
        guard let selection = self?.host?.selection, selection.wrappedValue != identifier else { return }
        selection.wrappedValue = identifier
      }
      sheet.onWillSettle = { [weak self] target, _ in
        guard target == .dismiss, let self, !self.leaving else { return }
        self.leaving = true
        self.host?.isPresented.wrappedValue = false
      }
      sheet.onReport = { [weak self, weak motion = host.motion] report in
        motion?.deliver(report)
        if case .dismissalAttempted = report { self?.host?.onDismissAttempt?() }
      }
      sheet.onDismiss = { [weak self] in self?.sheetDidLeave() }
      self.sheet = sheet
      self.hosting = hosting
      detents = host.detents
      leaving = false
      presenter.present(sheet, animated: false)
    }

    /// The content with the presenting view's environment, the dismiss action and the
    /// dismiss-disabled preference (the sheet resists as a modal presentation does).
    private func root(_ host: DetentSheetHost<Content>) -> HostedPresentationContent<Content> {
      HostedPresentationContent(
        content: host.content(), environment: environment,
        dismiss: InterruptibleDismissAction { [weak self] in self?.dismissFromContent() },
        reportDismissDisabled: { [weak self] isDisabled in
          self?.hosting?.isModalInPresentation = isDisabled
        })
    }

    /// The content's ``InterruptibleDismissAction``: the binding goes false and the sheet leaves.
    private func dismissFromContent() {
      guard let sheet, !leaving else { return }
      leaving = true
      host?.isPresented.wrappedValue = false
      sheet.dismissSheet()
    }

    private func sheetDidLeave() {
      sheet = nil
      hosting = nil
      leaving = false
      guard let host else { return }
      host.onDismiss?()
      if host.isPresented.wrappedValue { present(host) }
    }

    /// The modified view left the hierarchy: its sheet leaves too.
    func anchorRemoved() {
      guard let sheet, !leaving else { return }
      leaving = true
      sheet.dismissSheet()
    }
  }
#endif

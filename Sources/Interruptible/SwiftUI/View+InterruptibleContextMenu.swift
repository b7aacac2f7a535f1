#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  extension View {
    /// An interruptible context menu on this view, in the spirit of `contextMenu(menuItems:preview:)`:
    /// press and hold the view and, after the long press's duration, a preview and `menu` appear
    /// beside it, with an optional accessory above the preview that receives touches (a reaction
    /// bar). Moving the finger before then turns the lift back; a tap outside closes the menu from
    /// where it is; a row's action runs once, as the menu leaves; a tap on the preview closes it.
    ///
    /// ```swift
    /// Text(text)
    ///   .padding()
    ///   .interruptibleContextMenu(
    ///     UIMenu(children: [
    ///       UIAction(title: "Reply") { _ in print("reply") },
    ///       UIAction(title: "Delete", attributes: .destructive) { _ in print("delete") },
    ///     ]),
    ///     accessory: { ReactionPicker() })
    /// ```
    ///
    /// The menu attaches an ``InterruptibleContextMenuInteraction`` to the hosting view and answers
    /// presses on this view's frame only. While it lifts, this view shrinks as a UIKit view does (a
    /// snapshot of it, scaled by the interaction, takes its place); while the preview shows, it is
    /// hidden.
    ///
    /// - Parameters:
    ///   - menu: The menu shown beside the preview.
    ///   - preview: The preview, at its ideal size; without one (`EmptyView`) the preview shows this
    ///     view at its current size.
    ///   - accessory: A view above the preview, at its ideal size; without one (`EmptyView`) there is
    ///     no accessory.
    public func interruptibleContextMenu<Preview: View, Accessory: View>(
      _ menu: UIMenu,
      @ViewBuilder preview: @escaping () -> Preview = { EmptyView() },
      @ViewBuilder accessory: @escaping () -> Accessory = { EmptyView() }
    ) -> some View {
      contextMenuModifier(
        menu, preview: preview, accessory: accessory, destination: nil, isPresented: nil)
    }
  }

  extension View {
    /// The context-menu modifier every `interruptibleContextMenu` overload applies: an `EmptyView`
    /// preview or accessory stands for none.
    func contextMenuModifier<Preview: View, Accessory: View>(
      _ menu: UIMenu, preview: @escaping () -> Preview, accessory: @escaping () -> Accessory,
      destination: (() -> AnyView)?, isPresented: Binding<Bool>?
    ) -> some View {
      let previewView: (() -> AnyView)? =
        Preview.self == EmptyView.self ? nil : { AnyView(preview()) }
      let accessoryView: (() -> AnyView)? =
        Accessory.self == EmptyView.self ? nil : { AnyView(accessory()) }
      return modifier(
        ContextMenuModifier(
          content: ContextMenuContent(
            menu: menu, source: AnyView(self), preview: previewView, accessory: accessoryView,
            destination: destination, isPresented: isPresented)))
    }
  }

  /// What the modifier's context menu shows (the latest values SwiftUI handed it).
  struct ContextMenuContent {
    let menu: UIMenu
    /// The modified view, hosted as the preview when there is no `preview`.
    let source: AnyView
    let preview: (() -> AnyView)?
    let accessory: (() -> AnyView)?
    /// What a tap on the preview presents with the zoom; nil: the menu just leaves.
    let destination: (() -> AnyView)?
    /// Whether the menu shows, for a menu opened and closed from code too.
    let isPresented: Binding<Bool>?
  }

  /// Hides the modified view while its anchor (the menu's source, a UIKit view behind the SwiftUI
  /// content at the content's frame) stands in for it: lifting with a snapshot of it, hidden by the
  /// menu while the preview shows, or hidden by a zoom returning into it.
  struct ContextMenuModifier: ViewModifier {
    let content: ContextMenuContent
    @State private var isHidden = false

    func body(content view: Content) -> some View {
      view
        .opacity(isHidden ? 0 : 1)
        .background(ContextMenuAnchor(content: content, isHidden: $isHidden))
    }
  }

  /// The UIKit view standing for the modified view: the menu's source, and the region of the
  /// hosting view where a press opens the menu.
  struct ContextMenuAnchor: UIViewRepresentable {
    let content: ContextMenuContent
    @Binding var isHidden: Bool

    func makeCoordinator() -> ContextMenuAnchorModel { ContextMenuAnchorModel() }

    func makeUIView(context: Context) -> ContextMenuAnchorView {
      let view = ContextMenuAnchorView()
      view.isUserInteractionEnabled = false
      view.model = context.coordinator
      update(view, context: context)  // SwiftUI may not call updateUIView until the next change
      return view
    }

    func updateUIView(_ view: ContextMenuAnchorView, context: Context) { update(view, context: context) }

    @MainActor private func update(_ view: ContextMenuAnchorView, context: Context) {
      let binding = $isHidden
      view.onHiddenChange = { binding.wrappedValue = $0 }
      context.coordinator.content = content
      context.coordinator.environment = HostedEnvironment(context.environment)
      if let isPresented = content.isPresented {
        context.coordinator.bindingChanged(to: isPresented.wrappedValue)
      }
    }

    static func dismantleUIView(_ view: ContextMenuAnchorView, coordinator: ContextMenuAnchorModel) {
      coordinator.detach()
    }
  }

  /// Tells SwiftUI when to hide the modified view (this view hidden or transparent, or lifting with
  /// a snapshot of it) and, in a window, attaches its model's interaction to the hosting view (the
  /// view controller's view: every touch on the SwiftUI content passes through it).
  final class ContextMenuAnchorView: UIView, ContextMenuLiftStandIn {
    var model: ContextMenuAnchorModel?
    var onHiddenChange: ((Bool) -> Void)?
    /// The snapshot of the modified view this view shows, scaled by the lift, while it lifts.
    private(set) var liftSnapshot: UIView?
    private var reportedHidden = false

    override var alpha: CGFloat { didSet { reportHidden() } }
    override var isHidden: Bool { didSet { reportHidden() } }

    private func reportHidden() {
      let hidden = alpha == 0 || isHidden || liftSnapshot != nil
      guard hidden != reportedHidden else { return }
      reportedHidden = hidden
      onHiddenChange?(hidden)
    }

    /// Shows what the hosting view draws here (the modified view), clipped to this view, in place of
    /// the modified view, which SwiftUI hides: the lift's scale of this view then shrinks it.
    func liftWillBegin() {
      guard liftSnapshot == nil, let host = model?.interaction.view,
        let snapshot = host.snapshotView(afterScreenUpdates: false)
      else { return }
      snapshot.frame.origin = host.convert(host.bounds.origin, to: self)
      clipsToBounds = true
      addSubview(snapshot)
      liftSnapshot = snapshot
      reportHidden()
    }

    func liftDidEnd() {
      liftSnapshot?.removeFromSuperview()
      liftSnapshot = nil
      clipsToBounds = false
      reportHidden()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard let model else { return }
      if window == nil { return model.detach() }
      var host: UIView? = superview
      while let candidate = host, !(candidate.next is UIViewController) { host = candidate.superview }
      model.attach(anchor: self, host: host ?? superview)
    }
  }

  /// Owns the interaction and answers it: a menu only for presses on the anchor, the preview and the
  /// accessory hosted in hosting controllers it keeps alive while they show.
  @MainActor
  final class ContextMenuAnchorModel: InterruptibleContextMenuInteractionDelegate {
    var content: ContextMenuContent?
    /// The modified view's environment, handed to a destination.
    var environment = HostedEnvironment(EnvironmentValues())
    private(set) lazy var interaction = InterruptibleContextMenuInteraction(delegate: self)
    /// The `isPresented` binding's reconciler (``ContextMenuBinding``), when the menu has one.
    var binding = ContextMenuBinding()
    /// Whether a flush of the binding waits for the next main-queue turn.
    var flushIsScheduled = false
    /// Whether the interaction is being removed (inside a SwiftUI update, perhaps).
    private(set) var isDetaching = false
    private(set) weak var anchor: UIView?
    private var hosts: [UIViewController] = []

    func attach(anchor: UIView, host: UIView?) {
      self.anchor = anchor
      guard let host, interaction.view !== host else { return }
      detach()
      host.addInteraction(interaction)
    }

    func detach() {
      // Removing the interaction closes an open menu; SwiftUI may be updating now (a dismantle, or
      // the view moving to another host), so a binding written back by that close waits for the
      // next turn.
      isDetaching = true
      interaction.view?.removeInteraction(interaction)
      isDetaching = false
    }

    func contextMenuInteraction(
      _ interaction: InterruptibleContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> InterruptibleContextMenuInteraction.Configuration? {
      guard let content, let anchor, let host = interaction.view, anchor.window != nil,
        anchor.convert(anchor.bounds, to: host).contains(location)
      else { return nil }
      let configuration = InterruptibleContextMenuInteraction.Configuration(menu: content.menu)
      configuration.sourceView = anchor
      let size = anchor.bounds.size
      let fitting = anchor.window?.bounds.size ?? size
      configuration.previewProvider = { [weak self] in
        guard let self else { return nil }
        let controller = UIHostingController(rootView: content.preview?() ?? content.source)
        self.adopt(controller, beside: anchor)
        controller.preferredContentSize =
          content.preview == nil ? size : controller.sizeThatFits(in: fitting)
        self.hosts.append(controller)
        return controller
      }
      if let accessory = content.accessory {
        configuration.accessoryProvider = { [weak self] in
          let controller = UIHostingController(rootView: accessory())
          self?.adopt(controller, beside: anchor)
          controller.view.frame.size = controller.sizeThatFits(in: fitting)
          controller.view.backgroundColor = .clear
          self?.hosts.append(controller)
          return controller.view
        }
      }
      if let destination = content.destination {
        configuration.pushesInNavigationStack = false
        configuration.destinationProvider = { [environment] in
          ContextMenuAnchorModel.host(destination, environment: environment)
        }
      }
      return configuration
    }

    func contextMenuInteractionDidEnd(_ interaction: InterruptibleContextMenuInteraction) {
      for controller in hosts {
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
      }
      hosts.removeAll()
    }

    /// Makes `controller` a child of the anchor's view controller, its view in the window so that
    /// it appears and SwiftUI lays its content out before it is measured; the menu then moves the
    /// view into its overlay, in the same turn.
    private func adopt(_ controller: UIViewController, beside anchor: UIView) {
      guard let parent = anchor.nearestViewController else { return }
      parent.addChild(controller)
      parent.view.addSubview(controller.view)
      controller.didMove(toParent: parent)
    }

  }
#endif

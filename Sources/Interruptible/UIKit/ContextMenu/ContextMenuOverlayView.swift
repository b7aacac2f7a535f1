#if canImport(UIKit)
  @preconcurrency import UIKit

  /// The views of an open context menu, over the whole window: a dimming backdrop (a tap on it
  /// closes the menu), the lifted preview (a tap on it runs the commit action), the app's accessory
  /// (it handles its own touches) and the menu's rows, placed by ``ContextMenuPlacement``. Opened by
  /// a pointer's secondary click, it is the menu alone at the pointer (`MenuPlacement.atPointer`),
  /// over a clear backdrop, the source left in place.
  @MainActor
  final class ContextMenuOverlayView: KeyTakingView {
    /// The lifted preview's container (hidden for a menu at the pointer).
    let previewView = UIView()
    /// The menu.
    let menuView = UIScrollView()
    /// The app's accessory, if any (none for a menu at the pointer).
    let accessory: UIView?
    /// The rows shown: the menu's, or those of the submenu opened in place.
    var rows: [MenuRowView]
    /// Where the pieces are (the menu's frame follows the rows shown).
    var layout: Layout
    /// The rows of the levels a submenu opened in place of, outermost first.
    var parentRows: [[MenuRowView]] = []
    /// The menu's change of size for a submenu, while it runs.
    var levelAnimator: UIViewPropertyAnimator?
    private let backdrop = UIView()
    private let sourceFrame: CGRect
    /// The window size the pieces were placed for.
    private let placedSize: CGSize
    private weak var session: ContextMenuSession?
    private let taps = (
      outside: GestureAction(), secondaryOutside: GestureAction(), preview: GestureAction(),
      menu: GestureAction()
    )
    private let hover = (recognizer: UIHoverGestureRecognizer(), action: GestureAction())

    /// The frames the core placed: the preview's is nil for a menu at the pointer.
    struct Layout {
      var preview: CGRect?
      var menu: CGRect
      var menuAnchor: CGPoint
      var accessory: CGRect?
      /// The core's placement of a pressed menu (nil at the pointer).
      var placement: ContextMenuPlacement?
      /// The core's frame of a menu at the pointer for other rows (nil for a press).
      var atPointer: ((_ rowHeights: [Double]) -> CGRect)?

      /// The menu's frame for other rows (a submenu opened in place), as the core places it: a
      /// pressed menu keeps its edge toward the preview, a menu at the pointer its corner there.
      mutating func resizeMenu(rowHeights: [Double]) {
        if let resized = placement?.resizingMenu(rowHeights: rowHeights) {
          placement = resized
          menu = resized.menuFrame
        } else if let atPointer {
          menu = atPointer(rowHeights)
        }
      }
    }

    init(
      session: ContextMenuSession, configuration: InterruptibleContextMenuInteraction.Configuration,
      source: UIView,
      window: UIWindow, pointer: CGPoint?
    ) {
      self.session = session
      rows = session.rowViews
      sourceFrame = source.convert(source.bounds, to: nil)
      let controller = pointer == nil ? configuration.previewProvider?() : nil
      let content =
        pointer == nil
        ? controller?.view ?? source.snapshotView(afterScreenUpdates: false) ?? UIView() : UIView()
      accessory = pointer == nil ? configuration.accessoryProvider?() : nil
      let insets = window.safeAreaInsets
      let safeArea = MenuInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
      let rowHeights = (0..<session.lift.menu.rows.count).map { session.lift.menu.rows.frameOfRow($0).height }
      // The screen of the source's own window (as KeyboardFollower reads it): a keyboard that does
      // not reach its bottom is floating and takes no room.
      let ownScreen = window.screen
      let keyboard = session.keyboardFrame.map { window.convert($0, from: ownScreen.coordinateSpace) }
      if let pointer {
        let direction = source.menuLayoutDirection
        let container = window.bounds.size
        let atPointer = { (heights: [Double]) in
          MenuPlacement.atPointer(
            pointer, container: container, safeArea: safeArea, rowHeights: heights,
            keyboardFrame: keyboard, layoutDirection: direction)
        }
        let placement = atPointer(rowHeights)
        layout = Layout(
          preview: nil, menu: placement.frame, menuAnchor: placement.anchor, accessory: nil,
          placement: nil, atPointer: { atPointer($0).frame })
      } else {
        let preferred = controller?.preferredContentSize ?? .zero
        let placement = ContextMenuPlacement(
          container: window.bounds.size, safeArea: safeArea, source: sourceFrame,
          previewSize: preferred == .zero ? nil : preferred, rowHeights: rowHeights,
          accessorySize: accessory?.bounds.size, keyboardFrame: keyboard,
          screen: window.convert(ownScreen.bounds, from: ownScreen.coordinateSpace),
          layoutDirection: source.menuLayoutDirection)
        layout = Layout(
          preview: placement.previewFrame, menu: placement.menuFrame, menuAnchor: placement.menuAnchor,
          accessory: placement.accessoryFrame, placement: placement, atPointer: nil)
      }
      placedSize = window.bounds.size
      super.init(frame: window.bounds)
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      // VoiceOver stays in the menu while it shows; the escape gesture closes it.
      accessibilityViewIsModal = true
      build(content: content)
      window.addSubview(self)
    }

    required init?(coder: NSCoder) { nil }

    /// The row index of `rows`, measured at the menu's width.
    static func rowIndex(_ rows: [MenuRowView]) -> MenuRowIndex {
      let width = MenuPlacement.defaultWidth
      let heights = rows.map {
        Double(
          $0.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
          ).height)
      }
      return MenuRowIndex(
        heights: heights, selectable: rows.map(\.content.isSelectable),
        opensSubmenu: rows.map(\.content.opensSubmenu))
    }

    private func build(content: UIView) {
      backdrop.frame = bounds
      backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      // A menu at the pointer dims nothing; its clear backdrop still takes the click outside.
      backdrop.backgroundColor = layout.preview == nil ? .clear : UIColor.black.withAlphaComponent(0.25)
      addSubview(backdrop)
      previewView.clipsToBounds = true
      previewView.layer.cornerRadius = 13
      previewView.isHidden = layout.preview == nil
      content.frame = CGRect(origin: .zero, size: layout.preview?.size ?? .zero)
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      previewView.addSubview(content)
      addSubview(previewView)
      if let accessory {
        accessory.frame = layout.accessory ?? .zero
        addSubview(accessory)
      }
      menuView.backgroundColor = .secondarySystemGroupedBackground
      menuView.layer.cornerRadius = 13
      menuView.frame = layout.menu
      layOutRows(session?.lift.menu.rows)
      addSubview(menuView)
      addTap(taps.outside, to: backdrop) { session, _ in session.tapOutside() }
      // A pointer's secondary click outside closes the menu as its primary click does.
      addTap(taps.secondaryOutside, to: backdrop, buttons: .secondary) { session, _ in session.tapOutside() }
      addTap(taps.preview, to: previewView) { session, _ in session.tapPreview() }
      addTap(taps.menu, to: menuView) { session, point in session.tapMenu(at: point) }
      hover.action.body = { [weak self] recognizer in
        guard let session = self?.session else { return }
        switch recognizer.state {
        case .began, .changed: session.pointerMoved(to: recognizer.location(in: nil))
        case .ended, .cancelled: session.pointerExited()
        default: break
        }
      }
      hover.action.attach(to: hover.recognizer)
      menuView.addGestureRecognizer(hover.recognizer)
    }

    private func addTap(
      _ action: GestureAction, to view: UIView, buttons: UIEvent.ButtonMask = .primary,
      _ body: @escaping (ContextMenuSession, CGPoint) -> Void
    ) {
      let tap = UITapGestureRecognizer()
      if buttons != .primary {
        tap.buttonMaskRequired = buttons
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
      }
      action.body = { [weak self] recognizer in
        guard recognizer.state == .ended, let session = self?.session else { return }
        body(session, recognizer.location(in: nil))
      }
      action.attach(to: tap)
      view.addGestureRecognizer(tap)
    }

    /// Where the pieces start (and where they return when the menu leaves): the preview over the
    /// source scaled by `previewScale` about its centre (the lifted source at the commit, the source
    /// at rest when the menu leaves), the menu shrunk toward its anchor, all faded; with Reduce Motion
    /// only faded.
    func showStart(reducesMotion: Bool, previewScale: Double = 1) {
      backdrop.alpha = 0
      accessory?.alpha = 0
      menuView.alpha = 0
      let start = ContextMenuLift.liftedFrame(of: sourceFrame, scale: previewScale)
      previewView.frame = reducesMotion ? layout.preview ?? sourceFrame : start
      previewView.alpha = reducesMotion ? 0 : 1
      guard !reducesMotion else { return }
      let anchor = layout.menuAnchor
      let menu = layout.menu
      menuView.transform = CGAffineTransform(translationX: anchor.x - menu.midX, y: anchor.y - menu.midY)
        .scaledBy(x: 0.2, y: 0.2)
    }

    /// Where the pieces settle: the preview at its lifted frame, the menu and the accessory shown.
    func showEnd(reducesMotion: Bool) {
      backdrop.alpha = 1
      accessory?.alpha = 1
      menuView.alpha = 1
      menuView.transform = .identity
      previewView.frame = layout.preview ?? sourceFrame
      previewView.alpha = 1
    }

    /// The menu, the accessory and the backdrop go at once (the preview hands over to a zoom).
    func hideAllButPreview() {
      backdrop.alpha = 0
      accessory?.alpha = 0
      menuView.alpha = 0
    }

    /// A rotation or a window resize closes the menu, as UIKit closes its context menus.
    override func layoutSubviews() {
      super.layoutSubviews()
      if bounds.size != placedSize { session?.dismiss() }
    }

    /// Highlights `row` (nil: none).
    func highlight(_ row: Int?) {
      for (index, view) in rows.enumerated() { view.isHighlighted = index == row }
    }

    /// The escape gesture closes the menu.
    override func accessibilityPerformEscape() -> Bool {
      onMainThread {
        self.session?.dismiss()
        return self.session != nil
      } ?? false
    }

    /// The overlay takes the hardware keyboard while the menu is up.
    override var canBecomeFirstResponder: Bool { session != nil }

    /// Arrows up and down move the highlight, Return fires it, Escape closes the menu; the core's
    /// `ContextMenuLift.respond(to:)` says which keys end here, the others go on to the next
    /// responder.
    override func takesKey(_ key: HardwareKey) -> Bool { session?.respond(to: key) ?? false }
  }
#endif

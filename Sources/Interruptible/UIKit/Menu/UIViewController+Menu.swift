#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension UIViewController {
    /// Presents `menu` as an interruptible pull-down menu growing from `view`.
    @discardableResult
    public func present(_ menu: UIMenu, from view: UIView) -> InterruptibleMenuViewController {
      let direction: MenuLayoutDirection =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return present(menu, from: view.convert(view.bounds, to: nil), in: view.window, direction: direction)
    }

    /// Presents `menu` growing from `point` in `view`'s coordinates (a long-press location, say).
    @discardableResult
    public func present(_ menu: UIMenu, from point: CGPoint, in view: UIView)
      -> InterruptibleMenuViewController
    {
      present(menu, from: CGRect(origin: view.convert(point, to: nil), size: .zero), in: view.window)
    }

    /// Presents `menu` from a bar button item: from its custom view when it has one, else from the
    /// trailing (right items) or leading (left items) end of this view controller's navigation bar.
    /// UIKit has no public API for a plain item's frame on iOS 15, so the menu grows from the bar's
    /// corner where such items sit.
    @discardableResult
    public func present(_ menu: UIMenu, from item: UIBarButtonItem) -> InterruptibleMenuViewController {
      if let custom = item.customView { return present(menu, from: custom) }
      let bar = navigationController?.navigationBar
      let frame =
        bar.map { $0.convert($0.bounds, to: nil) } ?? CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
      let isLeft = navigationItem.leftBarButtonItems?.contains(item) == true
      let corner = CGRect(
        x: isLeft ? frame.minX + 8 : frame.maxX - 52, y: frame.minY, width: 44, height: frame.height)
      return present(menu, from: corner, in: view.window)
    }

    /// Presents `submenu` beside its `parent` menu, level with the `row` that opened it (window
    /// coordinates), placed by ``MenuPlacement/submenu(parent:row:container:safeArea:rowHeights:layoutDirection:preferredWidth:margin:gap:)``.
    func presentSubmenu(
      _ submenu: UIMenu, parent: CGRect, row: CGRect, in window: UIWindow?, direction: MenuLayoutDirection
    ) {
      let controller = InterruptibleMenuViewController(menu: submenu)
      controller.layoutDirection = direction
      controller.loadViewIfNeeded()
      let insets = window?.safeAreaInsets ?? .zero
      let safe = MenuInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
      func placement(_ bounds: CGRect, _ size: CGSize) -> MenuPlacement {
        MenuPlacement.submenu(
          parent: parent, row: row, container: bounds.size, safeArea: safe,
          rowHeights: [size.height > 0 ? Double(size.height) : 300], layoutDirection: direction)
      }
      let anchor = placement(window?.bounds ?? .zero, controller.preferredContentSize).anchor
      var presentation = InterruptiblePresentation(
        transition: ScaleTransition(anchor: anchor, minimumScale: 0.2))
      presentation.sizedFrame = { bounds, size in placement(bounds, size).frame }
      present(controller, transition: presentation)
    }

    /// Presents `menu` from `rect` in window coordinates.
    @discardableResult
    func present(
      _ menu: UIMenu, from rect: CGRect, in window: UIWindow?, direction: MenuLayoutDirection = .leftToRight
    ) -> InterruptibleMenuViewController {
      let controller = InterruptibleMenuViewController(menu: menu)
      controller.layoutDirection = direction
      controller.loadViewIfNeeded()
      let presentation = InterruptiblePresentation.pullDownMenu(
        sourceRect: rect, safeArea: window?.safeAreaInsets ?? .zero, direction: direction)
      present(controller, transition: presentation)
      return controller
    }
  }

  @MainActor private let menuKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

  extension UIButton {
    /// Shows `menu` as an interruptible pull-down menu on touch-down; the finger can slide into the
    /// menu while it opens and lift on a row to choose it (drag to select), or lift outside to cancel.
    public func showsInterruptibleMenu(_ menu: UIMenu) {
      let tracker = MenuButtonTracker(menu: menu)
      objc_setAssociatedObject(self, menuKey, tracker, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      addTarget(tracker, action: #selector(MenuButtonTracker.touchDown(_:event:)), for: .touchDown)
      addTarget(
        tracker, action: #selector(MenuButtonTracker.drag(_:event:)),
        for: [.touchDragInside, .touchDragOutside])
      addTarget(
        tracker, action: #selector(MenuButtonTracker.lift(_:event:)), for: [.touchUpInside, .touchUpOutside])
    }
  }

  /// Forwards a button's touch to the menu it opened (drag to select).
  @MainActor
  private final class MenuButtonTracker: NSObject {
    let menu: UIMenu
    weak var controller: InterruptibleMenuViewController?
    private var moved = false

    init(menu: UIMenu) { self.menu = menu }

    @objc func touchDown(_ button: UIButton, event: UIEvent) {
      guard let presenter = button.window?.rootViewController?.topmostPresented else { return }
      moved = false
      controller = presenter.present(menu, from: button)
    }

    @objc func drag(_ button: UIButton, event: UIEvent) {
      guard let touch = event.allTouches?.first else { return }
      moved = true
      controller?.track(touch.location(in: nil), ended: false)
    }

    @objc func lift(_ button: UIButton, event: UIEvent) {
      guard moved, let touch = event.allTouches?.first else { return }  // a plain tap leaves it open
      controller?.track(touch.location(in: nil), ended: true)
    }
  }

  extension UIViewController {
    /// The view controller presented last on top of this one (itself when none).
    fileprivate var topmostPresented: UIViewController {
      presentedViewController?.topmostPresented ?? self
    }
  }
#endif

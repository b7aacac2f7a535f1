#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Presents `menu` as an interruptible pull-down menu growing from `view`. While it opens or is
    /// open the menu follows `view` when that moves (a button in a scrolling list), and leaves when
    /// `view` scrolls out of the safe area.
    @discardableResult
    public func presentMenu(_ menu: UIMenu, from view: UIView) -> InterruptibleMenuViewController {
      presentMenu(menu, presentation: .pullDownMenu(from: view), direction: view.menuLayoutDirection)
    }

    /// Presents `menu` growing from `point` in `view`'s coordinates (a long-press location, say).
    @discardableResult
    public func presentMenu(_ menu: UIMenu, from point: CGPoint, in view: UIView)
      -> InterruptibleMenuViewController
    {
      presentMenu(
        menu, from: CGRect(origin: view.convert(point, to: nil), size: .zero), in: view.window,
        direction: view.menuLayoutDirection)
    }

    /// Presents `menu` from a bar button item: from its custom view when it has one, else from the
    /// end of the bar that holds it: the toolbar for this view controller's `toolbarItems`, else the
    /// navigation bar, at the leading end for left items and the trailing end for right items
    /// (mirrored in right-to-left layouts). UIKit has no public API for a plain item's frame on
    /// iOS 15, so the menu grows from the bar's corner where such items sit.
    @discardableResult
    public func presentMenu(_ menu: UIMenu, from item: UIBarButtonItem) -> InterruptibleMenuViewController {
      if let custom = item.customView { return presentMenu(menu, from: custom) }
      let inToolbar = toolbarItems?.contains(item) == true
      let bar: UIView? = inToolbar ? navigationController?.toolbar : navigationController?.navigationBar
      let frame =
        bar.map { $0.convert($0.bounds, to: nil) } ?? CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
      let direction = view.menuLayoutDirection
      let isLeading = inToolbar || navigationItem.leftBarButtonItems?.contains(item) == true
      let atMinX = isLeading == (direction == .leftToRight)
      let corner = CGRect(
        x: atMinX ? frame.minX + 8 : frame.maxX - 52, y: frame.minY, width: 44, height: frame.height)
      return presentMenu(menu, from: corner, in: view.window, direction: direction)
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
      var presentation = InterruptiblePresentation(transition: ScaleTransition(minimumScale: 0.2))
      presentation.sizedFrame = { bounds, size in placement(bounds, size).frame }
      presentation.sizedAnchor = { bounds, size in placement(bounds, size).anchor }
      presentation.dimmingAlpha = 0
      present(controller, transition: presentation)
    }

    /// Presents `menu` from `rect` in window coordinates.
    @discardableResult
    func presentMenu(
      _ menu: UIMenu, from rect: CGRect, in window: UIWindow?, direction: MenuLayoutDirection = .leftToRight
    ) -> InterruptibleMenuViewController {
      presentMenu(
        menu,
        presentation: .pullDownMenu(
          sourceRect: rect, safeArea: window?.safeAreaInsets ?? .zero, direction: direction),
        direction: direction)
    }

    /// Presents `menu` with `presentation`, its rows laid out in `direction`.
    private func presentMenu(
      _ menu: UIMenu, presentation: InterruptiblePresentation, direction: MenuLayoutDirection
    ) -> InterruptibleMenuViewController {
      let controller = InterruptibleMenuViewController(menu: menu)
      controller.layoutDirection = direction
      controller.loadViewIfNeeded()
      present(controller, transition: presentation)
      return controller
    }
  }

  extension UIButton {
    /// Shows `menu` as an interruptible pull-down menu on touch-down; the finger can slide into the
    /// menu while it opens and lift on a row to choose it (drag to select), or lift outside to cancel.
    /// On iPad a pointer's click opens it too, of either button. Calling it again replaces the menu.
    public func showsInterruptibleMenu(_ menu: UIMenu) {
      ControlAction.detachAll(from: self)
      let tracker = MenuButtonTracker(menu: menu)
      tracker.action.attach(to: self, for: MenuButtonTracker.events)
      tracker.attachSecondaryClick(to: self)
      // UIControl keeps its UIActions, and this one keeps the tracker for as long as the button has
      // it; a later call replaces it (same identifier).
      addAction(
        UIAction(identifier: MenuButtonTracker.identifier) { _ in tracker.cancel() }, for: .touchCancel)
    }
  }

  extension UIView {
    /// The reading direction menus opened from this view follow.
    var menuLayoutDirection: MenuLayoutDirection {
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif

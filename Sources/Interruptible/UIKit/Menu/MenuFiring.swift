#if canImport(UIKit)
  @preconcurrency import UIKit

  extension InterruptibleMenuViewController {
    /// Runs what a chosen row stands for: an action (once the menus have left, or at once for an
    /// action that keeps the menu open), or a submenu.
    func fire(_ content: MenuRowContent) {
      switch content {
      case .action(let action):
        select(action)
        if content.keepsMenuOpen {
          performer.sendAction(action)
          reloadRows()  // a state it changed shows at once
        } else {
          // The action runs once the menus have handed the presentation slot back, so it can
          // present (an alert, a sheet) as it can from UIKit's own menus.
          afterMenusDismiss { [performer] in onNextTurn { performer.sendAction(action) } }
        }
      case .submenu(let submenu):
        guard let row = rows.first(where: { $0.content === content }) else { return }
        openSubmenu(submenu, from: row)
      case .separator, .loading, .title: break
      }
    }

    /// The parent menu presents its submenu beside itself; chosen while the parent still grows, the
    /// submenu opens once the parent has arrived (a controller being presented cannot present).
    private func openSubmenu(_ submenu: UIMenu, from row: MenuRowView) {
      if let driver = interruptibleDriver, driver.coordinator.phase == .presenting {
        driver.observePhase { [weak self, weak row] phase in
          guard phase != .presenting else { return true }
          if phase == .presented, let self, let row { self.openSubmenu(submenu, from: row) }
          return false
        }
        return
      }
      presentSubmenu(
        submenu, parent: view.convert(view.bounds, to: nil), row: row.convert(row.bounds, to: nil),
        in: view.window, direction: layoutDirection)
    }

    /// In a single-selection group, the chosen action is on and the others are off (UIKit keeps the
    /// group's states the same way).
    private func select(_ action: UIAction) {
      guard let group = Self.group(of: action, in: menu), group.options.contains(.singleSelection) else {
        return
      }
      for case let sibling as UIAction in group.children { sibling.state = sibling === action ? .on : .off }
    }

    /// The menu whose children include `action`.
    static func group(of action: UIAction, in menu: UIMenu) -> UIMenu? {
      if menu.children.contains(where: { $0 === action }) { return menu }
      for case let child as UIMenu in menu.children {
        if let found = group(of: action, in: child) { return found }
      }
      return nil
    }

    /// Runs `body` once this menu, and the menus that opened it as submenus, have left: each menu's
    /// dismissal animates in turn (the submenu first), as UIKit's menus close.
    func afterMenusDismiss(_ body: @escaping () -> Void) {
      let parent = presentingViewController as? InterruptibleMenuViewController
      guard let driver = interruptibleDriver else { return body() }
      // UIKit may start the dismissal inside `dismiss` or on a later turn: wait for it to be under
      // way, then for its end (or for code turning it back to presented).
      var dismissing = false
      driver.observePhase { [weak parent] phase in
        if phase == .dismissing { dismissing = true }
        guard phase == .idle || (phase == .presented && dismissing) else { return true }
        if let parent {
          parent.afterMenusDismiss(body)
          parent.interruptibleDismiss()
        } else {
          body()
        }
        return false
      }
    }
  }
#endif

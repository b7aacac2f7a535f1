#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ContextMenuSession {
    /// The action row `row` of the level shown runs; without a menu (an action VoiceOver performed
    /// from the source), the action at that index among those VoiceOver offers.
    func action(at row: Int) -> UIAction? {
      guard let overlay else {
        return accessibilityActions.indices.contains(row) ? accessibilityActions[row] : nil
      }
      guard overlay.rows.indices.contains(row), case .action(let action) = overlay.rows[row].content else {
        return nil
      }
      return action
    }

    /// A row that opens a submenu was chosen: the core says whether it opens its submenu in place
    /// or, as a submenu's header, goes back; the overlay shows the level the core shows.
    func chooseSubmenuRow(_ row: Int) {
      guard let overlay else { return }
      switch lift.submenuStep(for: row) {
      case .back:
        guard let events = lift.closeSubmenu() else { return }
        apply(events)
        overlay.popLevel(rows: lift.menu.rows, reducesMotion: reducesMotion)
      case .open(let row):
        guard overlay.rows.indices.contains(row), case .submenu(let submenu) = overlay.rows[row].content
        else {
          return
        }
        let header = MenuRowView(.submenu(submenu), isSubmenuHeader: true)
        let children = Self.rowViews(of: submenu)
        let headerHeight = ContextMenuOverlayView.rowIndex([header]).contentHeight
        guard
          let events = lift.openSubmenu(
            row, headerHeight: headerHeight, rows: ContextMenuOverlayView.rowIndex(children))
        else { return }
        apply(events)
        overlay.pushLevel([header] + children, rows: lift.menu.rows, reducesMotion: reducesMotion)
      }
    }

    /// VoiceOver performed the action at `index` of `accessibilityActions` without a menu: it fires
    /// once and the session ends, as a tap on its row would.
    func performWithoutMenu(_ index: Int) { apply(lift.performWithoutMenu(index, time: now)) }

    /// The rows of `submenu` below its header (the header shows its title).
    static func rowViews(of submenu: UIMenu) -> [MenuRowView] {
      var contents = MenuRowContent.rows(of: submenu) { InterruptibleMenuElements.elements(of: $0) }
      if case .title = contents.first { contents.removeFirst() }
      return contents.map { MenuRowView($0) }
    }
  }
#endif

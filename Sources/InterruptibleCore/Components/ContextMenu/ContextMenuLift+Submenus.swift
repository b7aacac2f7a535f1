import Foundation

extension ContextMenuLift {
  /// A level of the menu that a submenu replaced: its rows and highlight, and the row that opened
  /// the submenu.
  package struct ParentLevel: Sendable, Hashable {
    /// The level's rows and their state when the submenu opened.
    package let menu: MenuInteraction
    /// The row of that level that opened the submenu.
    package let openedRow: Int
  }

  /// What choosing a row that reported ``Event/openSubmenu(_:)`` asks for, at the level shown.
  package enum SubmenuStep: Sendable, Hashable {
    /// Open the submenu of this row.
    case open(Int)
    /// Go back to the parent level: the row was the submenu's header.
    case back
  }

  /// How many submenus are open in place (0: the menu's own rows show).
  package var submenuDepth: Int { parentLevels.count }

  /// What ``Event/openSubmenu(_:)`` for `row` asks for: inside a submenu, row 0 is its header and
  /// goes back to the parent; any other row opens its own submenu.
  package func submenuStep(for row: Int) -> SubmenuStep {
    submenuDepth > 0 && row == 0 ? .back : .open(row)
  }

  /// The rows a submenu shows in place of its parent's, as UIKit's context menus show a submenu
  /// (iOS 14 and later): a header first (the submenu's title; choosing it goes back, so it is
  /// selectable and reports ``Event/openSubmenu(_:)``), then the submenu's own `rows`.
  ///
  /// Bad input: a non-finite or negative `headerHeight` counts as 0, as row heights do in
  /// ``MenuRowIndex``.
  package static func submenuRows(headerHeight: Double, rows: MenuRowIndex) -> MenuRowIndex {
    let heights = (0..<rows.count).map { rows.frameOfRow($0).height }
    return MenuRowIndex(
      heights: [headerHeight] + heights, selectable: [true] + rows.selectable,
      opensSubmenu: [true] + rows.opensSubmenu)
  }

  /// Opens the submenu of `row` (a row of the level shown that opens a submenu) in place: the level
  /// shown is kept to come back to, and the submenu's rows (``submenuRows(headerHeight:rows:)``)
  /// show with nothing highlighted. The menu stays open; a row of the submenu fires and closes the
  /// whole menu, as a row of the menu does.
  ///
  /// Ignored (returns nil) unless the menu is open and not leaving, and `row` opens a submenu at the
  /// level shown. Returns the highlight change to show.
  package mutating func openSubmenu(_ row: Int, headerHeight: Double, rows: MenuRowIndex) -> [Event]? {
    guard phase == .open, !menu.isDismissing, row >= 0, row < menu.rows.count, menu.rows.opensSubmenu[row],
      submenuStep(for: row) == .open(row)
    else { return nil }
    let clear: [Event] = menu.highlighted == nil ? [] : [.highlightChanged(nil)]
    parentLevels.append(ParentLevel(menu: menu, openedRow: row))
    menu = MenuInteraction(rows: Self.submenuRows(headerHeight: headerHeight, rows: rows))
    return clear
  }

  /// Goes back from the submenu shown to its parent level: the parent's rows show again with
  /// nothing highlighted. Ignored (returns nil) at the top level, before the commit and while the
  /// menu leaves.
  package mutating func closeSubmenu() -> [Event]? {
    guard phase == .open, !menu.isDismissing, let parent = parentLevels.popLast() else { return nil }
    let clear: [Event] = menu.highlighted == nil ? [] : [.highlightChanged(nil)]
    var restored = parent.menu
    _ = restored.touchCancelled()  // the parent's highlight goes; nothing fires
    menu = restored
    return clear
  }
}

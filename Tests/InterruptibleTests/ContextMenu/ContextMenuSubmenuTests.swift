import Foundation
import Testing

@testable import InterruptibleCore

/// A menu of three 44 pt rows whose middle row opens a submenu, shown at (0, 400, 250, 132).
private enum SubmenuFixture {
  static let rows = MenuRowIndex(heights: [44, 44, 44], opensSubmenu: [false, true, false])
  static let shown = CGRect(x: 0, y: 400, width: 250, height: 132)
  /// The submenu's own rows: two actions and a disabled one.
  static let submenu = MenuRowIndex(heights: [44, 44, 44], selectable: [true, true, false])

  /// The centre of row `row` of a menu shown at `shown` with 44 pt rows.
  static func row(_ row: Int) -> CGPoint { CGPoint(x: 100, y: 400 + 44 * Double(row) + 22) }

  /// A lift whose menu is open (committed, finger up).
  static func open() -> ContextMenuLift {
    var lift = ContextMenuLift(rows: rows)
    _ = lift.touchDown(at: CGPoint(x: 100, y: 300), time: 0)
    _ = lift.advance(to: 0.5)
    _ = lift.touchEnded(at: CGPoint(x: 100, y: 300), time: 0.6)
    return lift
  }
}

@Suite("ContextMenuLift: submenus open in place, with a header that goes back")
struct ContextMenuSubmenuTests {
  @Test("A submenu's rows: its header first (selectable, going back), then its own rows")
  func submenuRows() {
    let rows = ContextMenuLift.submenuRows(headerHeight: 52, rows: SubmenuFixture.submenu)
    #expect(rows.count == 4)
    #expect(rows.frameOfRow(0) == (minY: 0, height: 52))
    #expect(rows.frameOfRow(3) == (minY: 140, height: 44))
    #expect(rows.selectable == [true, true, true, false])
    #expect(rows.opensSubmenu == [true, false, false, false])
    let bad = ContextMenuLift.submenuRows(headerHeight: .nan, rows: MenuRowIndex(heights: []))
    #expect(bad.count == 1 && bad.contentHeight == 0)
  }

  @Test("Tapping a submenu row opens it in place; a row of the submenu fires once and closes everything")
  func openAndFire() {
    var lift = SubmenuFixture.open()
    let tap = lift.tapMenu(at: SubmenuFixture.row(1), menuFrame: SubmenuFixture.shown)
    #expect(tap == [.highlightChanged(1), .openSubmenu(1)])
    #expect(lift.submenuStep(for: 1) == .open(1))
    #expect(lift.openSubmenu(1, headerHeight: 44, rows: SubmenuFixture.submenu) == [.highlightChanged(nil)])
    #expect(lift.submenuDepth == 1)
    #expect(lift.menu.rows.count == 4)
    #expect(lift.menu.highlighted == nil)
    #expect(lift.phase == .open)
    // Row 2 of the submenu level is the submenu's second action.
    let fire = lift.tapMenu(
      at: SubmenuFixture.row(2), menuFrame: CGRect(x: 0, y: 400, width: 250, height: 176))
    #expect(fire == [.highlightChanged(2), .fire(2), .dismiss])
    #expect(lift.outcome == .rowFired(2))
    #expect(lift.tapMenu(at: SubmenuFixture.row(1), menuFrame: SubmenuFixture.shown) == [])
    #expect(LiftFixture.completions(lift.finishLeaving() + lift.finishLeaving()) == [.rowFired(2)])
  }

  @Test("The header goes back: the parent's rows show again with nothing highlighted; the menu stays")
  func headerGoesBack() {
    var lift = SubmenuFixture.open()
    _ = lift.tapMenu(at: SubmenuFixture.row(1), menuFrame: SubmenuFixture.shown)
    _ = lift.openSubmenu(1, headerHeight: 44, rows: SubmenuFixture.submenu)
    let tap = lift.tapMenu(
      at: SubmenuFixture.row(0), menuFrame: CGRect(x: 0, y: 400, width: 250, height: 176))
    #expect(tap == [.highlightChanged(0), .openSubmenu(0)])
    #expect(lift.submenuStep(for: 0) == .back)
    #expect(lift.closeSubmenu() == [.highlightChanged(nil)])
    #expect(lift.submenuDepth == 0)
    #expect(lift.menu.rows == SubmenuFixture.rows)
    #expect(lift.menu.highlighted == nil)
    #expect(lift.closeSubmenu() == nil)  // already at the top
    #expect(lift.submenuStep(for: 0) == .open(0))
    #expect(lift.phase == .open)
    #expect(
      lift.tapMenu(at: SubmenuFixture.row(0), menuFrame: SubmenuFixture.shown) == [
        .highlightChanged(0), .fire(0), .dismiss,
      ])
    #expect(LiftFixture.completions(lift.finishLeaving()) == [.rowFired(0)])
  }

  @Test("A tap outside inside a submenu closes the whole menu with one completion; later steps are ignored")
  func tapOutsideInSubmenu() {
    var lift = SubmenuFixture.open()
    _ = lift.tapMenu(at: SubmenuFixture.row(1), menuFrame: SubmenuFixture.shown)
    _ = lift.openSubmenu(1, headerHeight: 44, rows: SubmenuFixture.submenu)
    #expect(lift.tapOutside(time: 2) == [.dismiss])
    #expect(lift.closeSubmenu() == nil)
    #expect(lift.openSubmenu(1, headerHeight: 44, rows: SubmenuFixture.submenu) == nil)
    #expect(LiftFixture.completions(lift.finishLeaving() + lift.finishLeaving()) == [.committed])
  }

  @Test("Opening is ignored for a row without a submenu, out of range, before the commit and in a header")
  func ignoredOpens() {
    var lift = SubmenuFixture.open()
    #expect(lift.openSubmenu(0, headerHeight: 44, rows: SubmenuFixture.submenu) == nil)
    #expect(lift.openSubmenu(-1, headerHeight: 44, rows: SubmenuFixture.submenu) == nil)
    #expect(lift.openSubmenu(7, headerHeight: 44, rows: SubmenuFixture.submenu) == nil)
    var lifting = ContextMenuLift(rows: SubmenuFixture.rows)
    _ = lifting.touchDown(at: CGPoint(x: 100, y: 300), time: 0)
    #expect(lifting.openSubmenu(1, headerHeight: 44, rows: SubmenuFixture.submenu) == nil)
    #expect(lift.openSubmenu(1, headerHeight: 44, rows: SubmenuFixture.submenu) == [])
    #expect(lift.openSubmenu(0, headerHeight: 44, rows: SubmenuFixture.submenu) == nil)  // the header
    #expect(lift.submenuDepth == 1)
  }

  @Test("Nested submenus go back one level at a time")
  func nested() {
    var lift = SubmenuFixture.open()
    let inner = MenuRowIndex(heights: [44, 44], opensSubmenu: [false, true])
    #expect(lift.openSubmenu(1, headerHeight: 44, rows: inner) == [])
    #expect(lift.openSubmenu(2, headerHeight: 44, rows: SubmenuFixture.submenu) == [])
    #expect(lift.submenuDepth == 2)
    #expect(lift.parentLevels.map(\.openedRow) == [1, 2])
    #expect(lift.closeSubmenu() == [])
    #expect(lift.menu.rows == ContextMenuLift.submenuRows(headerHeight: 44, rows: inner))
    #expect(lift.closeSubmenu() == [])
    #expect(lift.menu.rows == SubmenuFixture.rows)
  }

  @Test("VoiceOver performs an action without a menu: it fires once and the session ends once")
  func performWithoutMenu() {
    var lift = ContextMenuLift(rows: SubmenuFixture.rows)
    #expect(lift.performWithoutMenu(3, time: 1) == [.fire(3), .dismiss])
    #expect(lift.performWithoutMenu(3, time: 1) == [])
    #expect(lift.touchDown(at: CGPoint(x: 1, y: 1), time: 2) == [])
    #expect(LiftFixture.completions(lift.finishLeaving() + lift.finishLeaving()) == [.rowFired(3)])
    var open = SubmenuFixture.open()
    #expect(open.performWithoutMenu(0, time: 1) == [])
    var fresh = ContextMenuLift(rows: SubmenuFixture.rows)
    #expect(fresh.performWithoutMenu(-1, time: .nan) == [])
    #expect(fresh.phase == .idle)
  }
}

@Suite("ContextMenuLift: a tap on a scrolled menu")
struct ContextMenuScrolledTapTests {
  @Test("A tap on a menu scrolled by 88 pt finds the row 88 pt further down")
  func scrolledTap() {
    var lift = ContextMenuLift(rows: MenuRowIndex(heights: Array(repeating: 44, count: 10)))
    _ = lift.openWithoutLift(time: 0)
    let shown = CGRect(x: 0, y: 400, width: 250, height: 132)
    #expect(
      lift.tapMenu(at: CGPoint(x: 100, y: 422), menuFrame: shown, scrollOffset: 88) == [
        .highlightChanged(2), .fire(2), .dismiss,
      ])
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

/// Rows: Copy, Paste, separator, Delete (disabled Paste in some tests).
private func menu(selectable: [Bool] = [true, true, false, true]) -> MenuInteraction {
  MenuInteraction(rows: MenuRowIndex(heights: [44, 44, 8, 44], selectable: selectable))
}

private let shown = CGRect(x: 132, y: 112, width: 250, height: 140)

@Suite("Menu interaction: drag to select, exactly once, keyboard")
struct MenuInteractionTests {
  @Test("Row index: y 50 → row 1; the separator (88…96) and y 140 find none")
  func rowIndex() {
    let rows = MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true])
    #expect(rows.row(atY: 0) == 0 && rows.row(atY: 43.9) == 0 && rows.row(atY: 50) == 1)
    #expect(rows.row(atY: 90) == nil && rows.row(atY: 96) == 3 && rows.row(atY: 140) == nil)
    #expect(rows.row(atY: .nan) == nil && rows.row(atY: -1) == nil)
    #expect(rows.frameOfRow(3) == (96, 44))
  }

  @Test("Drag to select: sliding down highlights rows 0, 1, none (separator), 3; lifting fires 3 once")
  func dragToSelect() {
    var interaction = menu()
    #expect(interaction.touchMoved(to: CGPoint(x: 200, y: 120), shownFrame: shown) == [.highlightChanged(0)])
    #expect(interaction.touchMoved(to: CGPoint(x: 200, y: 125), shownFrame: shown).isEmpty)  // same row
    #expect(interaction.touchMoved(to: CGPoint(x: 200, y: 170), shownFrame: shown) == [.highlightChanged(1)])
    #expect(
      interaction.touchMoved(to: CGPoint(x: 200, y: 204), shownFrame: shown) == [.highlightChanged(nil)])
    #expect(interaction.touchMoved(to: CGPoint(x: 200, y: 230), shownFrame: shown) == [.highlightChanged(3)])
    #expect(interaction.touchEnded(at: CGPoint(x: 200, y: 230), shownFrame: shown) == [.fire(3), .dismiss])
    #expect(interaction.isDismissing)
  }

  @Test("Drag to select while the menu is still opening: at half size the finger maps onto the full rows")
  func dragWhileOpening() {
    var interaction = menu()
    // Growing from the anchor: shown at half its height (70 pt) at the top of the frame.
    let growing = CGRect(x: 132, y: 112, width: 125, height: 70)
    // 35 pt into the half-height menu is 70 pt into the rows: row 1.
    #expect(
      interaction.touchMoved(to: CGPoint(x: 150, y: 147), shownFrame: growing, restingHeight: 140)
        == [.highlightChanged(1)])
    #expect(
      interaction.touchEnded(at: CGPoint(x: 150, y: 147), shownFrame: growing, restingHeight: 140)
        == [.fire(1), .dismiss])
  }

  @Test("Releasing outside the menu cancels: highlight cleared, dismiss, no fire")
  func releaseOutsideCancels() {
    var interaction = menu()
    _ = interaction.touchMoved(to: CGPoint(x: 200, y: 120), shownFrame: shown)
    #expect(
      interaction.touchEnded(at: CGPoint(x: 20, y: 500), shownFrame: shown) == [
        .highlightChanged(nil), .dismiss,
      ])
  }

  @Test("Releasing on the separator keeps the menu open")
  func releaseOnSeparator() {
    var interaction = menu()
    #expect(interaction.touchEnded(at: CGPoint(x: 200, y: 204), shownFrame: shown).isEmpty)
    #expect(!interaction.isDismissing)
  }

  @Test("A disabled row never highlights or fires")
  func disabledRow() {
    var interaction = menu(selectable: [true, false, false, true])
    #expect(interaction.touchMoved(to: CGPoint(x: 200, y: 170), shownFrame: shown).isEmpty)
    #expect(interaction.touchEnded(at: CGPoint(x: 200, y: 170), shownFrame: shown).isEmpty)
  }

  @Test("Exactly once: after a row fired, taps, releases and keys do nothing")
  func exactlyOnce() {
    var interaction = menu()
    var events = interaction.touchEnded(at: CGPoint(x: 200, y: 120), shownFrame: shown)
    events += interaction.touchEnded(at: CGPoint(x: 200, y: 120), shownFrame: shown)
    events += interaction.tapOutside()
    events += interaction.press(.return)
    events += interaction.touchMoved(to: CGPoint(x: 200, y: 170), shownFrame: shown)
    #expect(events == [.highlightChanged(0), .fire(0), .dismiss])
  }

  @Test("A tap outside mid-flight dismisses once; a second tap during the dismissal does nothing")
  func tapOutsideOnce() {
    var interaction = menu()
    #expect(interaction.tapOutside() == [.dismiss])
    #expect(interaction.tapOutside().isEmpty)
  }

  @Test("Keyboard: down, down skips nothing, down skips the separator to 3, down wraps to 0; return fires")
  func keyboard() {
    var interaction = menu()
    #expect(interaction.press(.down) == [.highlightChanged(0)])
    #expect(interaction.press(.down) == [.highlightChanged(1)])
    #expect(interaction.press(.down) == [.highlightChanged(3)])
    #expect(interaction.press(.down) == [.highlightChanged(0)])
    #expect(interaction.press(.up) == [.highlightChanged(3)])
    #expect(interaction.press(.return) == [.fire(3), .dismiss])
  }

  @Test("Keyboard: return with nothing highlighted does nothing; escape dismisses")
  func keyboardEscape() {
    var interaction = menu()
    #expect(interaction.press(.return).isEmpty)
    #expect(interaction.press(.escape) == [.dismiss])
  }

  @Test("Scrolled rows: offset 44 moves the finger at the top onto row 1")
  func scrolled() {
    var interaction = menu()
    #expect(
      interaction.touchMoved(to: CGPoint(x: 200, y: 113), shownFrame: shown, scrollOffset: 44) == [
        .highlightChanged(1)
      ])
  }

  @Test("Bad input: NaN points and an empty frame find no row")
  func badInput() {
    var interaction = menu()
    #expect(interaction.touchMoved(to: CGPoint(x: CGFloat.nan, y: 120), shownFrame: shown).isEmpty)
    #expect(interaction.touchMoved(to: CGPoint(x: 200, y: 120), shownFrame: .zero).isEmpty)
    #expect(interaction.row(at: CGPoint(x: 200, y: 120), shownFrame: shown, restingHeight: .nan) == 0)
  }

  @Test("No selectable row at all: keys highlight nothing")
  func nothingSelectable() {
    var interaction = MenuInteraction(rows: MenuRowIndex(heights: [8, 8], selectable: [false, false]))
    #expect(interaction.press(.down).isEmpty)
  }
}

@Suite("Menu interaction: submenus")
struct MenuSubmenuInteractionTests {
  @Test("Choosing a submenu row opens it and keeps the menu open; a later action row still fires once")
  func submenuRow() {
    var interaction = MenuInteraction(
      rows: MenuRowIndex(heights: [44, 44], selectable: [true, true], opensSubmenu: [true, false]))
    let frame = CGRect(x: 0, y: 0, width: 250, height: 88)
    #expect(
      interaction.touchEnded(at: CGPoint(x: 10, y: 10), shownFrame: frame) == [
        .highlightChanged(0), .openSubmenu(0),
      ])
    #expect(!interaction.isDismissing)
    #expect(interaction.press(.down) == [.highlightChanged(1)])
    #expect(interaction.press(.return) == [.fire(1), .dismiss])
  }
}

extension MenuInteractionTests {
  static let tenRowsShown = CGRect(x: 0, y: 0, width: 200, height: 440)

  static func tenRows() -> MenuInteraction {
    MenuInteraction(
      rows: MenuRowIndex(
        heights: Array(repeating: 44, count: 10), selectable: Array(repeating: true, count: 10)))
  }

  static func centre(ofRow row: Int) -> CGPoint { CGPoint(x: 100, y: Double(row) * 44 + 22) }

  @Test("A highlight change the caller keeps is never changed by later moves (value semantics)")
  func keptResultsStay() {
    var menu = Self.tenRows()
    let kept = menu.touchMoved(to: Self.centre(ofRow: 1), shownFrame: Self.tenRowsShown)
    let next = menu.touchMoved(to: Self.centre(ofRow: 6), shownFrame: Self.tenRowsShown)
    #expect(kept == [.highlightChanged(1)])
    #expect(next == [.highlightChanged(6)])
    #expect(menu.touchMoved(to: Self.centre(ofRow: 6), shownFrame: Self.tenRowsShown).isEmpty)
    #expect(
      menu.touchMoved(to: CGPoint(x: 500, y: 500), shownFrame: Self.tenRowsShown) == [.highlightChanged(nil)])
  }

  @Test("A menu whose finger left the rows equals, and hashes as, a fresh one")
  func leftMenuEqualsAFreshOne() {
    var moved = Self.tenRows()
    _ = moved.touchMoved(to: Self.centre(ofRow: 2), shownFrame: Self.tenRowsShown)
    _ = moved.touchMoved(to: CGPoint(x: 500, y: 500), shownFrame: Self.tenRowsShown)
    let fresh = Self.tenRows()
    #expect(moved == fresh)
    #expect(moved.hashValue == fresh.hashValue)
    var other = Self.tenRows()
    _ = other.touchMoved(to: Self.centre(ofRow: 2), shownFrame: Self.tenRowsShown)
    #expect(other != fresh)
  }
}

extension MenuInteractionTests {
  @Test("MenuInteraction: a shown frame with a NaN x, y, width or height finds no row (no trap)")
  func menuNaNFrame() {
    let point = CGPoint(x: 200, y: 170)
    let frames = [
      CGRect(x: CGFloat.nan, y: 112, width: 250, height: 140),
      CGRect(x: 132, y: CGFloat.nan, width: 250, height: 140),
      CGRect(x: 132, y: 112, width: CGFloat.nan, height: 140),
      CGRect(x: 132, y: 112, width: 250, height: CGFloat.nan),
      CGRect(x: -CGFloat.infinity, y: 112, width: CGFloat.infinity, height: 140),
    ]
    for frame in frames {
      var menu = MenuInteraction(rows: MenuRowIndexTests.hostileRows)
      #expect(menu.row(at: point, shownFrame: frame) == nil)
      #expect(menu.touchMoved(to: point, shownFrame: frame).isEmpty)
      // Outside a frame that is no frame: the lift cancels, as outside any menu.
      #expect(menu.touchEnded(at: point, shownFrame: frame) == [.dismiss])
    }
  }
}

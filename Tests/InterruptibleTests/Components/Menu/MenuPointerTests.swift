import Foundation
import Testing

@testable import InterruptibleCore

@Suite("The iPad pointer on menus: hover highlight, click, secondary-click placement")
struct MenuPointerTests {
  static let rows = MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true])
  static let shown = CGRect(x: 100, y: 100, width: 250, height: 140)
  static let iPad = CGSize(width: 1024, height: 768)
  static let iPadSafe = MenuInsets(top: 24, left: 0, bottom: 20, right: 0)

  @Test("The pointer highlights the row under it, once per row, and clears it when it leaves")
  func hoverHighlights() {
    var menu = MenuInteraction(rows: Self.rows)
    #expect(menu.pointerMoved(to: CGPoint(x: 200, y: 120), shownFrame: Self.shown) == [.highlightChanged(0)])
    #expect(menu.pointerMoved(to: CGPoint(x: 210, y: 140), shownFrame: Self.shown) == [])
    #expect(menu.pointerMoved(to: CGPoint(x: 210, y: 150), shownFrame: Self.shown) == [.highlightChanged(1)])
    // The separator (y 188–196 in the rows) and the outside clear the highlight.
    #expect(
      menu.pointerMoved(to: CGPoint(x: 210, y: 190), shownFrame: Self.shown) == [.highlightChanged(nil)])
    #expect(menu.pointerMoved(to: CGPoint(x: 210, y: 230), shownFrame: Self.shown) == [.highlightChanged(3)])
    #expect(menu.pointerExited() == [.highlightChanged(nil)])
    #expect(menu.pointerExited() == [])
    #expect(menu.highlighted == nil && !menu.isDismissing)
  }

  @Test("A non-finite pointer keeps the highlight; a menu that is leaving ignores the pointer")
  func badPointerAndLeaving() {
    var menu = MenuInteraction(rows: Self.rows)
    _ = menu.pointerMoved(to: CGPoint(x: 200, y: 150), shownFrame: Self.shown)
    #expect(menu.pointerMoved(to: CGPoint(x: Double.nan, y: 150), shownFrame: Self.shown) == [])
    #expect(menu.pointerMoved(to: CGPoint(x: 200, y: Double.infinity), shownFrame: Self.shown) == [])
    #expect(menu.highlighted == 1)
    #expect(menu.tapOutside() == [.dismiss])
    #expect(menu.pointerMoved(to: CGPoint(x: 200, y: 120), shownFrame: Self.shown) == [])
    #expect(menu.pointerExited() == [])
  }

  @Test("A click on the hovered row fires it exactly once: down and up on the row, then nothing")
  func clickFiresOnce() {
    var menu = MenuInteraction(rows: Self.rows)
    let point = CGPoint(x: 200, y: 160)
    #expect(menu.pointerMoved(to: point, shownFrame: Self.shown) == [.highlightChanged(1)])
    #expect(menu.touchMoved(to: point, shownFrame: Self.shown) == [])
    #expect(menu.touchEnded(at: point, shownFrame: Self.shown) == [.fire(1), .dismiss])
    #expect(menu.touchEnded(at: point, shownFrame: Self.shown) == [])
    #expect(menu.pointerMoved(to: CGPoint(x: 200, y: 120), shownFrame: Self.shown) == [])
  }

  @Test("A pointer menu has its top-leading corner at the pointer and grows from it")
  func placementAtPointer() {
    let placement = MenuPlacement.atPointer(
      CGPoint(x: 500, y: 300), container: Self.iPad, safeArea: Self.iPadSafe, rowHeights: [44, 44, 8, 44])
    #expect(placement.frame == CGRect(x: 500, y: 300, width: 250, height: 140))
    #expect(placement.opens == .down)
    #expect(placement.anchor == CGPoint(x: 500, y: 300))
    #expect(!placement.scrolls)
    let rtl = MenuPlacement.atPointer(
      CGPoint(x: 500, y: 300), container: Self.iPad, safeArea: Self.iPadSafe, rowHeights: [44, 44, 8, 44],
      layoutDirection: .rightToLeft)
    #expect(rtl.frame == CGRect(x: 250, y: 300, width: 250, height: 140))
    #expect(rtl.anchor == CGPoint(x: 500, y: 300))
  }

  @Test("Near the bottom it opens up with its bottom at the pointer; near the trailing edge it shifts inside")
  func placementNearEdges() {
    let low = MenuPlacement.atPointer(
      CGPoint(x: 900, y: 700), container: Self.iPad, safeArea: Self.iPadSafe, rowHeights: [44, 44, 8, 44])
    // Below: 768 − 20 − 8 − 700 = 40 pt of room, too little for 140 pt; above there is room.
    #expect(low.opens == .up)
    #expect(low.frame == CGRect(x: 1024 - 8 - 250, y: 560, width: 250, height: 140))
    #expect(low.anchor == CGPoint(x: 900, y: 700))
  }

  @Test("The keyboard counts as bottom inset; a pointer outside the safe area is moved inside it")
  func placementKeyboardAndOutside() {
    let keyboard = CGRect(x: 0, y: 400, width: 1024, height: 368)
    let placement = MenuPlacement.atPointer(
      CGPoint(x: 100, y: 300), container: Self.iPad, safeArea: Self.iPadSafe, rowHeights: [44, 44, 8, 44],
      keyboardFrame: keyboard)
    // Below the pointer: 400 − 8 − 300 = 92 pt; above: 300 − 32 = 268 pt: it opens up.
    #expect(placement.opens == .up)
    #expect(placement.frame == CGRect(x: 100, y: 160, width: 250, height: 140))
    let floating = MenuPlacement.atPointer(
      CGPoint(x: 100, y: 300), container: Self.iPad, safeArea: Self.iPadSafe, rowHeights: [44, 44, 8, 44],
      keyboardFrame: CGRect(x: 300, y: 200, width: 320, height: 260))
    #expect(floating.opens == .down)  // a floating keyboard does not reach the bottom: no room taken
    let outside = MenuPlacement.atPointer(
      CGPoint(x: -40, y: 2), container: Self.iPad, safeArea: Self.iPadSafe, rowHeights: [44])
    #expect(outside.frame == CGRect(x: 8, y: 32, width: 250, height: 44))
    let bad = MenuPlacement.atPointer(
      CGPoint(x: Double.nan, y: Double.infinity), container: Self.iPad, safeArea: Self.iPadSafe,
      rowHeights: [44])
    #expect(bad.frame == CGRect(x: 8, y: 32, width: 250, height: 44))
  }

  @Test(
    "The context menu's pointer highlight waits for the commit and for the finger, and stops when it leaves")
  func contextMenuPointer() {
    let frame = CGRect(x: 0, y: 400, width: 250, height: 88)
    var lift = ContextMenuLift(rows: MenuRowIndex(heights: [44, 44]))
    #expect(lift.pointerMoved(to: CGPoint(x: 50, y: 420), menuFrame: frame) == [])  // idle
    _ = lift.touchDown(at: CGPoint(x: 100, y: 300), time: 0)
    #expect(lift.pointerMoved(to: CGPoint(x: 50, y: 420), menuFrame: frame) == [])  // lifting
    _ = lift.advance(to: 0.5)
    #expect(lift.pointerMoved(to: CGPoint(x: 50, y: 420), menuFrame: frame) == [])  // finger still down
    _ = lift.touchEnded(at: CGPoint(x: 100, y: 300), time: 0.6, menuFrame: frame)
    #expect(lift.pointerMoved(to: CGPoint(x: 50, y: 420), menuFrame: frame) == [.highlightChanged(0)])
    #expect(lift.pointerMoved(to: CGPoint(x: 50, y: 460), menuFrame: frame) == [.highlightChanged(1)])
    #expect(lift.pointerExited() == [.highlightChanged(nil)])
    #expect(lift.phase == .open)
    #expect(lift.tapOutside(time: 1) == [.dismiss])
    #expect(lift.pointerMoved(to: CGPoint(x: 50, y: 420), menuFrame: frame) == [])
  }

  @Test(
    "A secondary click opens the context menu at once, without a lift, and a click on a row fires it once")
  func contextMenuOpenedByClick() {
    let frame = CGRect(x: 0, y: 400, width: 250, height: 88)
    var lift = ContextMenuLift(rows: MenuRowIndex(heights: [44, 44]))
    #expect(lift.openWithoutLift(time: 3) == [.commit])
    #expect(lift.liftProgress(at: 3).progress == 1)
    #expect(lift.pointerMoved(to: CGPoint(x: 50, y: 450), menuFrame: frame) == [.highlightChanged(1)])
    #expect(lift.tapMenu(at: CGPoint(x: 50, y: 450), menuFrame: frame) == [.fire(1), .dismiss])
    #expect(lift.tapMenu(at: CGPoint(x: 50, y: 450), menuFrame: frame) == [])
    #expect(lift.finishLeaving() == [.completed(.rowFired(1))])
  }
}

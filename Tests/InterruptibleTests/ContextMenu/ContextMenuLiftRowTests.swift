import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ContextMenuLift: the row under the finger and the stored highlight")
struct ContextMenuLiftRowTests {
  /// Three 44 pt rows placed at y 280…412; shown half-grown: scaled 0.6 about the placed centre.
  static let rows = MenuRowIndex(heights: [44, 44, 44])
  static let placed = CGRect(x: 16, y: 280, width: 250, height: 132)
  static let halfGrown = CGRect(x: 66, y: 306.4, width: 150, height: 79.2)

  /// A lift committed at 0.5 s whose finger is still down at `down`.
  private func committed(down: CGPoint = CGPoint(x: 100, y: 450)) -> ContextMenuLift {
    var lift = ContextMenuLift(rows: Self.rows)
    _ = lift.touchDown(at: down, time: 0)
    _ = lift.advance(to: 0.5)
    return lift
  }

  @Test("While the menu grows, a finger over row 2 as shown picks row 2 (the placed rows drawn scaled)")
  func growingMenuPicksTheRowShown() {
    var lift = committed()
    // Row 2 shows at y 359.2…385.6 in the half-grown frame; its middle is at 372.4.
    let finger = CGPoint(x: 140, y: 372.4)
    #expect(
      lift.touchMoved(to: finger, time: 0.55, menuFrame: Self.halfGrown, placedHeight: 132) == [
        .highlightChanged(2)
      ])
    #expect(
      lift.touchEnded(at: finger, time: 0.6, menuFrame: Self.halfGrown, placedHeight: 132) == [
        .fire(2), .dismiss,
      ])
    #expect(lift.finishLeaving() == [.completed(.rowFired(2))])
  }

  @Test("A tap on the growing menu fires the row shown under it; the grown menu maps one to one")
  func tapOnGrowingMenu() {
    var lift = committed()
    _ = lift.touchEnded(at: CGPoint(x: 100, y: 452), time: 0.52)
    // Row 1's middle as shown is y 346: read against the shown frame alone it would be row 0.
    #expect(
      lift.tapMenu(at: CGPoint(x: 140, y: 346), menuFrame: Self.halfGrown, placedHeight: 132) == [
        .highlightChanged(1), .fire(1), .dismiss,
      ])
    var grown = committed()
    #expect(
      grown.touchMoved(to: CGPoint(x: 140, y: 390), time: 0.9, menuFrame: Self.placed, placedHeight: 132) == [
        .highlightChanged(2)
      ])
  }

  @Test("The stored highlight agrees with the events: a tapped row stays highlighted as it fires")
  func tappedRowIsStored() {
    var lift = committed()
    _ = lift.touchEnded(at: CGPoint(x: 100, y: 452), time: 0.6)
    let events = lift.tapMenu(at: CGPoint(x: 100, y: 300), menuFrame: Self.placed)
    #expect(events == [.highlightChanged(0), .fire(0), .dismiss])
    #expect(lift.menu.highlighted == 0)
  }

  @Test("The stored highlight agrees with the events: a tap outside clears it as it reports nil")
  func tapOutsideClearsTheStoredHighlight() {
    var lift = committed()
    #expect(
      lift.touchMoved(to: CGPoint(x: 100, y: 350), time: 0.7, menuFrame: Self.placed) == [
        .highlightChanged(1)
      ])
    #expect(lift.menu.highlighted == 1)
    _ = lift.touchEnded(at: CGPoint(x: 100, y: 350), time: 0.8, menuFrame: Self.placed)
    #expect(lift.phase == .leaving(.rowFired(1)) && lift.menu.highlighted == 1)
    var open = committed()
    _ = open.touchMoved(to: CGPoint(x: 100, y: 350), time: 0.7, menuFrame: Self.placed)
    _ = open.touchCancelled(time: 0.75)
    _ = open.press(.down)
    #expect(open.menu.highlighted == 0)
    #expect(open.tapOutside(time: 0.8) == [.highlightChanged(nil), .dismiss])
    #expect(open.menu.highlighted == nil)
  }

  @Test("A pull-down menu released outside dismisses and clears the stored highlight as it reports")
  func menuReleaseOutsideClears() {
    var menu = MenuInteraction(rows: Self.rows)
    _ = menu.touchMoved(to: CGPoint(x: 100, y: 300), shownFrame: Self.placed)
    #expect(menu.highlighted == 0)
    #expect(
      menu.touchEnded(at: CGPoint(x: 100, y: 600), shownFrame: Self.placed) == [
        .highlightChanged(nil), .dismiss,
      ])
    #expect(menu.highlighted == nil && menu.isDismissing)
  }
}

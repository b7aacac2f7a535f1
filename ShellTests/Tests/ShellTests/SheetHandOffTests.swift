import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Detent sheet over a list: the pan is handed over mid-gesture when the list reaches its edge")
struct SheetHandOffTests {
  /// Moves the finger from `from` by `dy` in 5 pt steps, one frame each; returns the largest gap
  /// between the finger's travel and the list's scroll plus the sheet's move, once each step is done.
  func move(
    _ world: UIKitWorld, from: CGPoint, by dy: CGFloat, list: UIScrollView, sheet: DetentSheetViewController,
    start: (offset: CGFloat, top: CGFloat)
  ) -> CGFloat {
    var gap: CGFloat = 0
    let steps = Int(abs(dy) / 5)
    for index in 1...steps {
      let y = from.y + dy * CGFloat(index) / CGFloat(steps)
      world.touchMove(to: CGPoint(x: from.x, y: y))
      world.advance(by: UIKitWorld.frame)
      let finger = y - from.y
      let scrolled = start.offset - list.contentOffset.y
      let moved = sheet.sheetView.frame.minY - start.top
      // Until the pan is recognized (a few points of movement) nothing moves.
      if scrolled != 0 || moved != 0 { gap = max(gap, abs(finger - scrolled - moved)) }
    }
    return gap
  }

  @Test(
    "A list scrolled 100 pt takes the first 100 pt of a pull down; the sheet follows the finger for the rest")
  func listThenSheetInOnePan() {
    let (world, home) = makeWorld()
    let (sheet, content) = makePagedListsSheet(world, home)
    let list = content.lists[0]
    list.contentOffset = CGPoint(x: 0, y: 100)
    let top = sheet.sheetView.frame.minY
    world.touchDown(at: CGPoint(x: 200, y: 300))
    let gap = move(world, from: CGPoint(x: 200, y: 300), by: 300, list: list, sheet: sheet, start: (100, top))
    #expect(list.contentOffset.y == 0)
    #expect(abs(sheet.sheetView.frame.minY - top - 200) < 0.5)
    // Every step accounted for within one step of the finger (the part beyond the edge is carried).
    #expect(gap <= 5.5)
    world.touchUp()
    world.advance(by: 2)
    #expect(list.contentOffset.y == 0)
    expectClean(world)
  }

  @Test("Pulled down and pushed back up in one pan: the sheet returns to large, then the list scrolls")
  func sheetThenListInOnePan() {
    let (world, home) = makeWorld()
    let (sheet, content) = makePagedListsSheet(world, home)
    let list = content.lists[0]
    let top = sheet.sheetView.frame.minY
    world.touchDown(at: CGPoint(x: 200, y: 300))
    _ = move(world, from: CGPoint(x: 200, y: 300), by: 100, list: list, sheet: sheet, start: (0, top))
    #expect(abs(sheet.sheetView.frame.minY - top - 100) < 0.5 && list.contentOffset.y == 0)
    let gap = move(
      world, from: CGPoint(x: 200, y: 400), by: -250, list: list, sheet: sheet, start: (0, top + 100))
    #expect(abs(sheet.sheetView.frame.minY - top) < 0.5)
    #expect(abs(list.contentOffset.y - 150) < 0.5)
    #expect(gap <= 5.5)
    world.touchUp()
    world.advance(by: 2)
    #expect(abs(sheet.sheetView.frame.minY - top) < 0.5)
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Hardware keyboard in menus: arrows, Return and Escape in the pull-down and the context menu")
struct MenuKeyboardTests {
  @Test("Pull-down: up from nothing wraps to the last row, down wraps to the first; Return fires it once")
  func pullDownWraps() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    _ = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    // Up from nothing goes to the last row; down from the last wraps to the first (a clamp would
    // stay on the last row and fire it).
    world.pressKey(.keyboardUpArrow)
    world.pressKey(.keyboardDownArrow)
    world.pressKey(.keyboardReturnOrEnter)
    world.pressKey(.keyboardReturnOrEnter)
    world.advance(by: 2)
    #expect(fired == [0])
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("Pull-down: Escape while the menu still grows retracts it from where it is shown; nothing fires")
  func pullDownEscapeMidPresent() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    let menu = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 0.05)
    #expect(menu.interruptibleDriver?.phase == .presenting)
    let before = shownFrame(menu.view.superview)
    world.pressKey(.keyboardEscape)
    #expect(menu.interruptibleDriver?.phase == .dismissing)
    #expect(edgeDistance(shownFrame(menu.view.superview), before) < 0.5)
    world.pressKey(.keyboardReturnOrEnter)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    #expect(fired == [])
    expectClean(world)
  }

  /// Opens row `row`'s context menu with a press and hold, the finger lifted.
  func openContextMenu(_ world: UIKitWorld, _ list: ContextMenuList, row: Int = 2) {
    world.touchDown(at: list.rowCenter(row))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
  }

  @Test(
    "Context menu: down, down and Return fire the second row (\"Share\") once; the menu leaves; the session ends once"
  )
  func contextMenuArrowsAndReturn() {
    let (world, list) = worldWithContextMenuList()
    openContextMenu(world, list)
    #expect(list.overlay?.isFirstResponder == true)
    world.pressKey(.keyboardDownArrow)
    world.pressKey(.keyboardDownArrow)
    world.pressKey(.keyboardReturnOrEnter)
    world.pressKey(.keyboardReturnOrEnter)
    world.advance(by: 1)
    #expect(list.fired == ["Share"])
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(UIResponder.currentFirstResponder == nil)
    expectClean(world)
  }

  @Test("Context menu: up wraps to the last row (\"Delete\"); Escape closes with nothing fired")
  func contextMenuUpAndEscape() {
    let (world, list) = worldWithContextMenuList()
    openContextMenu(world, list)
    world.pressKey(.keyboardUpArrow)
    world.pressKey(.keyboardEscape)
    world.pressKey(.keyboardReturnOrEnter)
    world.advance(by: 1)
    #expect(list.fired == [])
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    openContextMenu(world, list, row: 3)
    world.pressKey(.keyboardUpArrow)
    world.pressKey(.keyboardReturnOrEnter)
    world.advance(by: 1)
    #expect(list.fired == ["Delete"])
    #expect(list.ended == 2)
    expectClean(world)
  }

  @Test(
    "Context menu: Escape while the menu grows (0.05 s after the commit) turns it back; the session ends once"
  )
  func contextMenuEscapeWhileGrowing() {
    let (world, list) = worldWithContextMenuList()
    list.interaction.presentMenu(at: list.rowCenter(2))
    world.advance(by: 0.05)
    let menu = list.overlay?.subviews.first { $0 is UIScrollView }
    let growing = menu?.layer.presentation()?.affineTransform().a ?? 1
    #expect(growing < 0.99)
    world.pressKey(.keyboardEscape)
    world.advance(by: UIKitWorld.frame)
    #expect((menu?.layer.presentation()?.affineTransform().a ?? 0) <= growing + 0.05)
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(list.fired == [])
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("InterruptibleContextMenuInteraction in the world: the commit and the growing menu")
struct ContextMenuLiftHandoverTests {
  /// The lifted preview of the open overlay.
  private func preview(_ list: ContextMenuList) -> UIView? {
    list.overlay?.subviews.first { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 }
  }

  @Test("At the commit the preview starts where the lifted cell shows (scale 0.96 about its centre)")
  func previewStartsAtTheLiftedSource() throws {
    let (world, list) = worldWithContextMenuList()
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    let rest = cell.convert(cell.bounds, to: nil)
    let lifted = CGRect(
      x: rest.midX - rest.width * 0.48, y: rest.midY - rest.height * 0.48, width: rest.width * 0.96,
      height: rest.height * 0.96)
    world.touchDown(at: list.rowCenter(2))
    world.advance(by: 0.49)
    var shownBefore = CGRect.zero
    while list.overlay == nil {
      shownBefore = list.tableView.convert((cell.layer.presentation() ?? cell.layer).frame, to: nil)
      world.advance(by: 0.001)
    }
    // The lifted cell as it showed just before the commit.
    #expect(abs(shownBefore.width - lifted.width) < 0.5 && abs(shownBefore.minX - lifted.minX) < 0.5)
    let view = try #require(preview(list))
    let start = (view.layer.presentation() ?? view.layer).frame
    for (a, b) in [(start.minX, lifted.minX), (start.minY, lifted.minY), (start.width, lifted.width)] {
      #expect(abs(a - b) < 0.5, "preview \(start), lifted cell \(lifted)")
    }
    #expect(abs(start.height - lifted.height) < 0.5, "preview \(start), lifted cell \(lifted)")
    list.interaction.dismiss()
    world.advance(by: 1)
    #expect(list.ended == 1)
  }

  @Test("A growing menu turned back hands over to the cell where the preview ends: no jump, then rest")
  func turnedBackGrowthHandsOverWithoutAJump() throws {
    let (world, list) = worldWithContextMenuList()
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
    world.touchDown(at: list.rowCenter(4))
    world.advance(by: 0.52)
    world.touchUp()
    world.advance(by: UIKitWorld.frame)
    world.tap(at: CGPoint(x: 380, y: 830))  // the backdrop: the growth turns back
    var last = CGRect.zero
    while let view = preview(list) {
      last = (view.layer.presentation() ?? view.layer).frame
      world.advance(by: UIKitWorld.frame)
    }
    let shown = list.tableView.convert((cell.layer.presentation() ?? cell.layer).frame, to: nil)
    for (a, b) in [(shown.minX, last.minX), (shown.minY, last.minY), (shown.width, last.width)] {
      #expect(abs(a - b) < 0.5, "cell \(shown), preview last \(last)")
    }
    world.advance(by: 1)
    #expect(cell.transform == .identity && cell.alpha == 1)
    #expect(list.ended == 1)
  }

  @Test("While the menu grows, a finger lifted over row 2 as shown fires row 2 (Delete)")
  func growingMenuPicksTheRowShown() throws {
    let (world, list) = worldWithContextMenuList()
    let start = list.rowCenter(2)
    world.touchDown(at: start)
    world.advance(by: 0.6)
    let menu = try #require(list.overlay?.subviews.first { $0 is UIScrollView })
    let shown = (menu.layer.presentation() ?? menu.layer).frame
    // Still growing: drawn smaller than its placed height.
    #expect(shown.height < menu.bounds.height * 0.9, "shown \(shown), placed \(menu.bounds)")
    // Rows are 44 pt: row 2's middle is at 110 of the placed 132 pt, drawn scaled into `shown`.
    let finger = CGPoint(x: shown.midX, y: shown.minY + shown.height * 110 / menu.bounds.height)
    world.touchMove(to: finger)
    world.touchUp()
    world.advance(by: 1)
    #expect(list.fired == ["Delete"])
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
  }
}

@MainActor
@Suite("InterruptibleContextMenuInteraction in the world: a floating keyboard")
struct ContextMenuFloatingKeyboardTests {
  @Test("KB06 A floating keyboard takes no room: the menu opens below the cell as with no keyboard")
  func floatingKeyboardTakesNoRoom() {
    let (world, list) = worldWithContextMenuList()
    world.setFloatingKeyboard(frame: CGRect(x: 40, y: 300, width: 320, height: 260))
    world.advance(by: 1)
    world.touchDown(at: list.rowCenter(9))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    let menu = list.overlay?.subviews.first { $0 is UIScrollView }
    let preview = list.overlay?.subviews.first { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 }
    #expect(menu != nil && preview != nil)
    if let menu, let preview {
      #expect(menu.frame.minY >= preview.frame.maxY)  // below the preview, under the floating keyboard
      #expect(menu.frame.minY > 300)
    }
    list.interaction.dismiss()
    world.advance(by: 1)
    #expect(list.ended == 1)
  }
}

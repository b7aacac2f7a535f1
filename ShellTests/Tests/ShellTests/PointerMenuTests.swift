import Foundation
import Testing
import UIKit
import UIKitWorld

@testable import Interruptible

/// The window centre of `view`.
@MainActor
private func center(_ view: UIView) -> CGPoint {
  view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

@MainActor
private func highlightedRows(_ rows: [MenuRowView]) -> [Int] {
  rows.indices.filter { rows[$0].isHighlighted }
}

@MainActor
@Suite("The iPad pointer on menus: hover, click, secondary click")
struct PointerMenuTests {
  @Test("Hovering highlights row 2, moving to row 0 moves the highlight, leaving the menu clears it")
  func hoverHighlights() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    let controller = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    world.hover(at: rowPoint(controller, 2))
    #expect(highlightedRows(controller.rows) == [2])
    world.hover(at: rowPoint(controller, 0))
    #expect(highlightedRows(controller.rows) == [0])
    world.hover(at: CGPoint(x: 300, y: 700))  // off the menu
    #expect(highlightedRows(controller.rows) == [])
    world.hover(at: rowPoint(controller, 1))
    world.hoverExit()  // out of the window
    #expect(highlightedRows(controller.rows) == [])
    world.advance(by: 1)
    #expect(fired == [])
    #expect(home.presentedViewController === controller)
    expectClean(world)
  }

  @Test("While the menu still grows, the pointer highlights the row that will be under it")
  func hoverWhileGrowing() {
    let (world, home) = makeWorld()
    let controller = home.presentMenu(UIMenu(children: actions(3)), from: home.button)
    world.advance(by: 0.06)
    guard let mover = controller.view.superview, let window = mover.window else {
      Issue.record("no presentation")
      return
    }
    let shown = mover.superview.map {
      $0.convert(mover.layer.presentation()?.frame ?? mover.frame, to: window)
    }
    guard let shown, shown.height < mover.bounds.height - 1 else {
      Issue.record("the menu is not growing")
      return
    }
    // Row 1's middle (66 pt into 132 pt of rows), scaled onto the height shown now.
    let y = shown.minY + 66 * shown.height / mover.bounds.height
    world.hover(at: CGPoint(x: shown.midX, y: y))
    #expect(highlightedRows(controller.rows) == [1])
    world.advance(by: 1)
    #expect(highlightedRows(controller.rows) == [1])  // at rest: it stays
    expectClean(world)
  }

  @Test("A pointer at rest over a row sends nothing: the highlight stays, nothing fires, the menu stays")
  func pointerAtRest() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    let controller = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    world.hover(at: rowPoint(controller, 1))
    world.rest(for: 3)
    world.hover(at: rowPoint(controller, 1))
    #expect(highlightedRows(controller.rows) == [1])
    #expect(fired == [])
    #expect(home.presentedViewController === controller)
    expectClean(world)
  }

  @Test("A click on a row fires it exactly once, and the menu leaves")
  func clickFiresOnce() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    let controller = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    world.hover(at: rowPoint(controller, 2))
    world.click(at: rowPoint(controller, 2))
    world.click(at: rowPoint(controller, 2))  // a second click while the menu leaves
    world.advance(by: 2)
    #expect(fired == [2])
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test(
    "A secondary click opens the context menu at the pointer at once: no lift, no preview, the core's frame")
  func secondaryClickOpensAtPointer() {
    for setting in [InputSwitches.SecondaryClick.askingRecognizersOnly, .everyone] {
      let (world, list) = worldWithContextMenuList()
      world.secondaryClick = setting
      let cell = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
      let pointer = list.rowCenter(2)
      world.click(at: pointer, button: .secondary)
      let overlay = list.overlay as? ContextMenuOverlayView
      #expect(overlay != nil, "\(setting)")
      var scales: Set<CGFloat> = []
      for _ in 0..<60 {
        scales.insert(cell?.transform.a ?? 0)
        #expect(cell?.alpha == 1, "\(setting)")
        world.advance(by: UIKitWorld.frame)
      }
      #expect(scales == [1], "\(setting): the cell never lifts")
      guard let overlay, let session = list.interaction.session else { return }
      let insets = world.window.safeAreaInsets
      let expected = MenuPlacement.atPointer(
        pointer, container: world.window.bounds.size,
        safeArea: MenuInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)),
        rowHeights: (0..<3).map { session.lift.menu.rows.frameOfRow($0).height })
      #expect(edgeDistance(overlay.menuView.frame, expected.frame) < 1e-9, "\(setting)")
      // Its top at the pointer; its leading edge would pass the window's, so it shifts inside.
      #expect(overlay.menuView.frame.minY == pointer.y && overlay.menuView.frame.maxX == 390 - 8)
      #expect(overlay.previewView.isHidden && overlay.accessory == nil)
      #expect(list.fired == [] && list.ended == 0)
      expectClean(world)
    }
  }

  @Test("A primary click or a finger's tap on the same view does not open the menu at the pointer")
  func primaryClickDoesNotOpen() {
    let (world, list) = worldWithContextMenuList()
    let cell = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    world.click(at: list.rowCenter(2))
    world.advance(by: 1)
    #expect(list.overlay == nil)
    world.tap(at: list.rowCenter(2))
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(cell?.transform == .identity && cell?.alpha == 1)
    #expect(list.ended == 2)  // each short press turned its lift back and ended once
    expectClean(world)
  }

  @Test("On the context menu the pointer highlights a row, a click fires it once, a click outside closes")
  func contextMenuRows() {
    let (world, list) = worldWithContextMenuList()
    world.click(at: list.rowCenter(2), button: .secondary)
    world.advance(by: 1)
    guard let overlay = list.overlay as? ContextMenuOverlayView else {
      Issue.record("no menu")
      return
    }
    world.hover(at: center(overlay.rows[1]))
    #expect(highlightedRows(overlay.rows) == [1])
    world.hover(at: center(overlay.rows[2]))
    #expect(highlightedRows(overlay.rows) == [2])
    world.hover(at: CGPoint(x: 20, y: 780))
    #expect(highlightedRows(overlay.rows) == [])
    world.click(at: center(overlay.rows[1]))
    world.click(at: center(overlay.rows[1]))
    world.advance(by: 1)
    #expect(list.fired == ["Share"])
    #expect(list.overlay == nil)
    // The second click came while the menu left (it takes no input then): it reached the list as a
    // short press, whose lift turned back and ended on its own.
    #expect(list.ended == 2)
    world.click(at: list.rowCenter(5), button: .secondary)
    world.advance(by: 1)
    #expect(list.overlay != nil)
    world.click(at: CGPoint(x: 20, y: 780))  // outside the menu, on the clear backdrop
    world.advance(by: 1)
    #expect(list.overlay == nil && list.ended == 3 && list.fired == ["Share"])
    world.click(at: list.rowCenter(5), button: .secondary)
    world.advance(by: 1)
    world.click(at: CGPoint(x: 20, y: 780), button: .secondary)  // a secondary click outside
    world.advance(by: 1)
    #expect(list.overlay == nil && list.ended == 4 && list.fired == ["Share"])
    expectClean(world)
  }

  @Test("A secondary click on a menu button opens its menu once; a primary click opens it as a touch does")
  func secondaryClickOnMenuButton() {
    for setting in [InputSwitches.SecondaryClick.askingRecognizersOnly, .everyone] {
      let (world, home) = makeWorld()
      world.secondaryClick = setting
      var fired: [Int] = []
      home.button.showsInterruptibleMenu(UIMenu(children: actions(3) { fired.append($0) }))
      home.button.showsInterruptibleMenu(UIMenu(children: actions(3) { fired.append($0) }))  // replaces
      let buttonPoint = center(home.button)
      world.click(at: buttonPoint, button: .secondary)
      world.advance(by: 1)
      guard let menu = home.presentedViewController as? InterruptibleMenuViewController else {
        Issue.record("\(setting): no menu")
        continue
      }
      #expect(menu.presentedViewController == nil, "\(setting)")
      #expect(home.button.gestureRecognizers?.count == 1, "\(setting): one secondary-click recognizer")
      world.click(at: rowPoint(menu, 1))
      world.advance(by: 2)
      #expect(fired == [1], "\(setting)")
      world.click(at: buttonPoint)
      world.advance(by: 1)
      #expect(home.presentedViewController is InterruptibleMenuViewController, "\(setting)")
      expectClean(world)
    }
  }
}

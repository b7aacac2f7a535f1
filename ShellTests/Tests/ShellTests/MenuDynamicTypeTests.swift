import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The views in `view`'s tree whose accessibility label is `label` (a menu row).
@MainActor
func views(labelled label: String, in view: UIView) -> [UIView] {
  (view.accessibilityLabel == label ? [view] : []) + view.subviews.flatMap { views(labelled: label, in: $0) }
}

@MainActor
@Suite("Menu rows after a Dynamic Type change")
struct MenuDynamicTypeTests {
  /// The on-screen centre of the menu's row titled `title`.
  private func center(of title: String, in menu: InterruptibleMenuViewController) -> CGPoint? {
    guard let row = views(labelled: title, in: menu.view).first else { return nil }
    let frame = row.convert(row.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  private func rowHeight(_ title: String, in menu: InterruptibleMenuViewController) -> CGFloat {
    views(labelled: title, in: menu.view).first?.bounds.height ?? 0
  }

  @Test(
    "the text size grows while a menu is open: its rows grow, a finger on a row's centre fires that row, and the next menu measures its rows in the new size"
  )
  func rowsFollowTextSize() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    let menu = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    #expect(rowHeight("Row 1", in: menu) == 44)
    world.contentSizeCategory = .accessibilityExtraLarge  // body 40 pt on 48 pt lines: rows of 70
    world.advance(by: 0.5)
    #expect(rowHeight("Row 1", in: menu) == 70)
    #expect(abs(menu.preferredContentSize.height - 210) < 0.5, "\(menu.preferredContentSize)")
    guard let row1 = center(of: "Row 1", in: menu) else {
      Issue.record("no row 1")
      return
    }
    world.touchDown(at: row1)
    world.advance(by: 0.05)
    world.touchUp()
    world.advance(by: 2)
    #expect(fired == [1])
    #expect(home.presentedViewController == nil)

    let next = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    #expect(rowHeight("Row 2", in: next) == 70)
    #expect(abs(next.preferredContentSize.height - 210) < 0.5, "\(next.preferredContentSize)")
    guard let row2 = center(of: "Row 2", in: next) else {
      Issue.record("no row 2")
      return
    }
    world.tap(at: row2)
    world.advance(by: 2)
    #expect(fired == [1, 2])
    expectClean(world)
  }

  @Test("the text size shrinks while a finger slides over an open menu: the row under the finger fires")
  func shrinkWhileTracking() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    world.contentSizeCategory = .accessibilityMedium  // body 28 pt on 34 pt lines: rows of 56
    let menu = home.presentMenu(UIMenu(children: actions(4) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    #expect(rowHeight("Row 0", in: menu) == 56)
    guard let start = center(of: "Row 0", in: menu) else {
      Issue.record("no row 0")
      return
    }
    world.touchDown(at: start)
    world.advance(by: 0.05)
    world.contentSizeCategory = .extraSmall  // body 14 pt on 19 pt lines: rows of 44 (the minimum)
    world.advance(by: 0.1)
    #expect(rowHeight("Row 3", in: menu) == 44)
    guard let row3 = center(of: "Row 3", in: menu) else {
      Issue.record("no row 3")
      return
    }
    world.touchMove(to: CGPoint(x: row3.x, y: (start.y + row3.y) / 2))
    world.touchMove(to: row3)
    world.advance(by: 0.05)
    world.touchUp()
    world.advance(by: 2)
    #expect(fired == [3])
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Menu options in the world: titles, keeps-open, single selection, rotation, early submenus")
struct MenuOptionTests {
  @Test("A titled menu shows its title above the rows (not selectable): 3 rows are 132 pt of rows below it")
  func title() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    let controller = home.presentMenu(
      UIMenu(title: "Sort by", children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    world.tap(at: rowPoint(controller, 0))  // the title: nothing happens
    #expect(fired == [])
    #expect(home.presentedViewController === controller)
    world.tap(at: rowPoint(controller, 1))
    world.advance(by: 2)
    #expect(fired == [0])
    expectClean(world)
  }

  @Test(
    "An action that keeps the menu presented runs at once and the menu stays; single selection moves the check"
  )
  func keepsOpenAndSingleSelection() {
    let (world, home) = makeWorld()
    var fired: [String] = []
    let small = UIAction(title: "Small", attributes: .keepsMenuPresented, state: .on) { _ in
      fired.append("small")
    }
    let large = UIAction(title: "Large", attributes: .keepsMenuPresented) { _ in fired.append("large") }
    let menu = UIMenu(options: .singleSelection, children: [small, large])
    let controller = home.presentMenu(menu, from: home.button)
    world.advance(by: 1)
    world.tap(at: rowPoint(controller, 1))
    #expect(fired == ["large"])
    #expect(large.state == .on && small.state == .off)
    world.advance(by: 1)
    #expect(home.presentedViewController === controller)
    world.tap(at: rowPoint(controller, 0))
    #expect(fired == ["large", "small"])
    #expect(small.state == .on && large.state == .off)
    expectClean(world)
  }

  @Test("A rotation closes an open menu and its submenu, as UIKit closes its menus")
  func rotationCloses() {
    let (world, home) = makeWorld()
    let menu = UIMenu(children: [UIMenu(title: "More", children: actions(2))])
    let controller = home.presentMenu(menu, from: home.button)
    world.advance(by: 1)
    world.tap(at: rowPoint(controller, 0))
    world.advance(by: 1)
    #expect(controller.presentedViewController is InterruptibleMenuViewController)
    world.resize(to: CGSize(width: 844, height: 390))
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("A submenu row chosen while the menu still grows opens the submenu once the menu has arrived")
  func submenuWhileGrowing() {
    let (world, home) = makeWorld()
    let menu = UIMenu(children: [UIMenu(title: "More", children: actions(2))])
    let controller = home.presentMenu(menu, from: home.button)
    world.advance(by: 0.15)
    #expect(controller.interruptibleDriver?.phase == .presenting)
    // The one row, where the growing menu shows it now.
    let moving = controller.view.superview?.layer.presentation()?.frame ?? .zero
    world.tap(at: CGPoint(x: moving.midX, y: moving.midY))
    world.advance(by: 2)
    #expect(controller.presentedViewController is InterruptibleMenuViewController)
    expectClean(world)
  }
}

@MainActor
@Suite("Detent sheet grabber")
struct SheetGrabberTests {
  @Test(
    "VoiceOver's adjustable grabber: up moves peek to medium to large, down moves back, clamped at the ends")
  func adjustable() {
    let (world, home) = makeWorld()
    let sheet = DetentSheetViewController(
      content: ContentViewController(),
      configuration: DetentSheetConfiguration(
        detents: [.fraction(0.25, id: "peek"), .medium, .large], largestUndimmedDetent: "peek"))
    home.present(sheet, animated: false)
    world.advance(by: 2)
    let grabber = sheet.sheetView.subviews.first { $0.accessibilityTraits.contains(.adjustable) }
    #expect(grabber != nil)
    grabber?.accessibilityIncrement()
    world.advance(by: 2)
    #expect(sheet.selectedDetentIdentifier == .medium)
    grabber?.accessibilityIncrement()
    grabber?.accessibilityIncrement()
    world.advance(by: 2)
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(grabber?.accessibilityValue == "large")
    grabber?.accessibilityDecrement()
    world.advance(by: 2)
    #expect(sheet.selectedDetentIdentifier == .medium)
    expectClean(world)
  }
}

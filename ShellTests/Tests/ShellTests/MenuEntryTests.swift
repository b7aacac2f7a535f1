import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Records the navigation delegate calls forwarded to the app's own delegate.
@MainActor
final class ForwardingRecorder: UINavigationControllerDelegate {
  var calls: [String] = []
  func navigationController(
    _ n: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    calls.append("willShow")
  }
  func navigationController(
    _ n: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    calls.append("didShow")
  }
}

@MainActor
@Suite("Menu entry points in the world: submenus, points, bar items, keys")
struct MenuEntryTests {
  @Test("A submenu row opens the submenu beside the menu; its row fires once after both menus left")
  func submenu() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    let menu = UIMenu(children: [
      UIAction(title: "Top") { _ in }, UIMenu(title: "More", children: actions(2) { fired.append($0) }),
    ])
    let controller = home.presentMenu(menu, from: home.button)
    world.advance(by: 1)
    world.tap(at: rowPoint(controller, 1))
    world.advance(by: 1)
    let submenu = controller.presentedViewController as? InterruptibleMenuViewController
    #expect(submenu != nil)
    if let submenu { world.tap(at: rowPoint(submenu, 2)) }  // row 0 is the submenu's title, "More"
    #expect(fired == [])
    world.advance(by: 0.1)
    #expect(home.presentedViewController === controller)  // the parent leaves after the submenu
    world.advance(by: 3)
    #expect(fired == [1])
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("Arrow down twice and return fire the second row; escape dismisses")
  func keys() {
    let (world, home) = makeWorld()
    var fired: [Int] = []
    _ = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    world.press(.keyboardDownArrow)
    world.press(.keyboardDownArrow)
    world.press(.keyboardReturnOrEnter)
    world.advance(by: 2)
    #expect(fired == [1])
    _ = home.presentMenu(UIMenu(children: actions(3) { fired.append($0) }), from: home.button)
    world.advance(by: 1)
    world.press(.keyboardEscape)
    world.advance(by: 2)
    #expect(fired == [1])
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test(
    "A 250 pt menu from x = 200 in a 390 pt window: leading-aligned it is clamped to 132 (8 pt margin); right-to-left it opens leftward to the margin at 8"
  )
  func fromPoint() {
    let (world, home) = makeWorld()
    let controller = home.presentMenu(
      UIMenu(children: actions(2)), from: CGPoint(x: 200, y: 300), in: home.view)
    world.advance(by: 1)
    let frame = controller.view.convert(controller.view.bounds, to: nil)
    #expect(abs(frame.minX - 132) < 0.5)
    #expect(frame.minY >= 300)
    controller.interruptibleDismiss()
    world.advance(by: 2)
    world.layoutDirection = .rightToLeft
    let mirrored = home.presentMenu(
      UIMenu(children: actions(2)), from: CGPoint(x: 200, y: 300), in: home.view)
    world.advance(by: 1)
    #expect(mirrored.layoutDirection == .rightToLeft)
    #expect(abs(mirrored.view.convert(mirrored.view.bounds, to: nil).minX - 8) < 0.5)
    expectClean(world)
  }

  @Test(
    "Bar items: a right item's menu opens at the navigation bar's trailing end, a toolbar item's at the toolbar"
  )
  func barItems() {
    let world = UIKitWorld()
    let screen = ContentViewController()
    let navigation = UINavigationController(rootViewController: screen)
    world.window.rootViewController = navigation
    world.advance(by: 0)
    let right = UIBarButtonItem(title: "More", menu: nil)
    screen.navigationItem.rightBarButtonItems = [right]
    let top = screen.presentMenu(UIMenu(children: actions(2)), from: right)
    world.advance(by: 1)
    let topFrame = top.view.convert(top.view.bounds, to: nil)
    #expect(topFrame.maxX > 300 && topFrame.minY >= 91)
    top.interruptibleDismiss()
    world.advance(by: 2)
    let tool = UIBarButtonItem(title: "Tools", menu: nil)
    screen.toolbarItems = [tool]
    let bottom = screen.presentMenu(UIMenu(children: actions(2)), from: tool)
    world.advance(by: 1)
    #expect(bottom.view.convert(bottom.view.bounds, to: nil).maxY <= 761)
    bottom.interruptibleDismiss()
    world.advance(by: 2)
    let custom = UIBarButtonItem(customView: UIButton(frame: CGRect(x: 0, y: 50, width: 44, height: 44)))
    navigation.navigationBar.addSubview(custom.customView!)
    let fromCustom = screen.presentMenu(UIMenu(children: actions(2)), from: custom)
    world.advance(by: 1)
    #expect(fromCustom.presentingViewController != nil)
    expectClean(world)
  }

  @Test("showsInterruptibleMenu twice: the second menu replaces the first, one menu per touch")
  func replacesMenu() {
    let (world, home) = makeWorld()
    var fired: [String] = []
    home.button.showsInterruptibleMenu(
      UIMenu(children: [UIAction(title: "Old") { _ in fired.append("old") }]))
    home.button.showsInterruptibleMenu(
      UIMenu(children: [UIAction(title: "New") { _ in fired.append("new") }]))
    world.touchDown(at: CGPoint(x: 80, y: 122))
    world.advance(by: 0.5)
    let controller = home.presentedViewController as? InterruptibleMenuViewController
    #expect(controller?.menu.children.first?.title == "New")
    if let controller {
      world.touchMove(to: rowPoint(controller, 0))
      world.touchUp()
    }
    world.advance(by: 2)
    #expect(fired == ["new"])
    expectClean(world)
  }

  @Test("The navigation delegate forwards willShow and didShow to the app's delegate")
  func forwarding() {
    let (world, navigation, delegate) = makeNavigation()
    let recorder = ForwardingRecorder()
    delegate.forwardingDelegate = recorder
    navigation.pushViewController(ContentViewController(), animated: true)
    world.advance(by: 2)
    #expect(recorder.calls == ["willShow", "didShow"])
    expectClean(world)
  }
}

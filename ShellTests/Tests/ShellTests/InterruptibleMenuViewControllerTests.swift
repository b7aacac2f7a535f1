import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Where the menu's row `index` is on screen (44 pt rows).
@MainActor
func rowPoint(_ menu: InterruptibleMenuViewController, _ index: Int) -> CGPoint {
  let frame = menu.view.convert(menu.view.bounds, to: nil)
  return CGPoint(x: frame.midX, y: frame.minY + 22 + 44 * CGFloat(index))
}

@MainActor
func actions(_ count: Int, _ handler: @escaping (Int) -> Void = { _ in }) -> [UIAction] {
  (0..<count).map { index in UIAction(title: "Row \(index)") { _ in handler(index) } }
}

@MainActor
@Suite("Pull-down menu in the world: actions, taps, scrolling, keyboard, placement")
struct InterruptibleMenuViewControllerTests {
  @Test("A menu action that presents an alert shows it (no refusal), and fires exactly once")
  func actionPresents() {
    let (world, home) = makeWorld()
    let alert = ContentViewController()
    var fired = 0
    let menu = UIMenu(children: [
      UIAction(title: "Delete…") { _ in
        fired += 1
        home.present(alert, animated: true)
      }
    ])
    let controller = home.presentMenu(menu, from: home.button)
    world.advance(by: 1)
    world.tap(at: rowPoint(controller, 0))
    world.advance(by: 2)
    #expect(fired == 1)
    #expect(home.presentedViewController === alert)
    expectClean(world)
  }

  @Test("A row chosen while the menu still grows fires once the menu has left, and can present")
  func dragToRowWhileOpening() {
    let (world, home) = makeWorld()
    let alert = ContentViewController()
    var fired: [Int] = []
    let menu = UIMenu(
      children: actions(3) { index in
        fired.append(index)
        home.present(alert, animated: true)
      })
    home.button.showsInterruptibleMenu(menu)
    world.touchDown(at: CGPoint(x: 80, y: 122))
    world.advance(by: 0.05)
    let controller = home.presentedViewController as? InterruptibleMenuViewController
    #expect(controller?.interruptibleDriver?.phase == .presenting)
    // Slide down to the second row's resting place and lift there while the menu still grows.
    world.touchMove(to: CGPoint(x: 80, y: 160))
    world.advance(by: 0.05)
    world.touchMove(to: CGPoint(x: 80, y: 240))
    world.touchUp()
    #expect(fired == [])  // not yet: the menu is still in the presenter's slot
    world.advance(by: 2)
    #expect(fired.count == 1)
    #expect(home.presentedViewController === alert)
    expectClean(world)
  }

  @Test("A tap with sub-point jitter on a menu button opens the menu and leaves it open")
  func tapWithJitter() {
    let (world, home) = makeWorld()
    home.button.showsInterruptibleMenu(UIMenu(children: actions(3)))
    world.touchDown(at: CGPoint(x: 80, y: 122))
    world.advance(by: 0.02)
    world.touchMove(to: CGPoint(x: 80.4, y: 122.3))
    world.advance(by: 0.03)
    world.touchUp()
    world.advance(by: 1)
    let controller = home.presentedViewController as? InterruptibleMenuViewController
    #expect(controller != nil)
    #expect(controller?.interruptibleDriver?.phase == .presented)
    expectClean(world)
  }

  @Test("A cancelled button touch clears the highlight and fires nothing")
  func touchCancelFiresNothing() {
    let (world, home) = makeWorld()
    var fired = 0
    home.button.showsInterruptibleMenu(UIMenu(children: actions(3) { _ in fired += 1 }))
    world.touchDown(at: CGPoint(x: 80, y: 122))
    world.advance(by: 0.5)
    world.touchMove(to: CGPoint(x: 80, y: 200))
    world.touchCancel()
    world.advance(by: 1)
    #expect(fired == 0)
    #expect(home.presentedViewController is InterruptibleMenuViewController)
    expectClean(world)
  }

  @Test("Tapping the menu button while its menu retracts never presents on the leaving menu")
  func reopenDuringRetraction() {
    let (world, home) = makeWorld()
    home.button.showsInterruptibleMenu(UIMenu(children: actions(3)))
    world.tap(at: CGPoint(x: 80, y: 122))
    world.advance(by: 1)
    world.tap(at: CGPoint(x: 300, y: 700))  // outside: the menu retracts
    world.tap(at: CGPoint(x: 80, y: 122))  // the button again, mid-retraction
    world.advance(by: 2)
    expectClean(world)
    world.tap(at: CGPoint(x: 80, y: 122))  // at rest again: it opens
    world.advance(by: 1)
    #expect(home.presentedViewController is InterruptibleMenuViewController)
    expectClean(world)
  }

  @Test("A long menu scrolls under the finger and the scrolling finger chooses nothing")
  func longMenuScrolls() {
    let (world, home) = makeWorld()
    var fired = 0
    let controller = home.presentMenu(UIMenu(children: actions(40) { _ in fired += 1 }), from: home.button)
    world.advance(by: 1)
    let frame = controller.view.convert(controller.view.bounds, to: nil)
    let scroll = controller.view.allScrollViews.first
    world.drag(
      from: CGPoint(x: frame.midX, y: frame.maxY - 40), to: CGPoint(x: frame.midX, y: frame.maxY - 240),
      duration: 0.3)
    world.advance(by: 1)
    #expect((scroll?.contentOffset.y ?? 0) > 150)
    #expect(fired == 0)
    #expect(home.presentedViewController === controller)
    expectClean(world)
  }

  @Test("Opening a menu keeps an editing text field first responder (the keyboard stays)")
  func keyboardStays() {
    let (world, home) = makeWorld()
    let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 44))
    home.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    _ = home.presentMenu(UIMenu(children: actions(3)), from: home.button)
    world.advance(by: 1)
    #expect(field.isFirstResponder)
    expectClean(world)
  }

  @Test("Deferred elements that load after the menu opened grow it from 1 row to 3 (44 → 132 pt)")
  func deferredElementsGrowTheMenu() {
    let (world, home) = makeWorld()
    var deliver: (([UIMenuElement]) -> Void)?
    let deferred = UIDeferredMenuElement.interruptible { completion in deliver = completion }
    let controller = home.presentMenu(UIMenu(children: [deferred]), from: home.button)
    world.advance(by: 1)
    #expect(abs(controller.view.frame.height - 44) < 0.5)
    deliver?(actions(3))
    world.advance(by: 1)
    #expect(abs(controller.view.convert(controller.view.bounds, to: nil).height - 132) < 0.5)
    expectClean(world)
  }

  @Test("A 3-row menu below a button at y = 560 grows from its own top edge, not from the button's top")
  func growsFromItsEdge() {
    let (world, home) = makeWorld()
    let button = UIButton(frame: CGRect(x: 20, y: 560, width: 120, height: 44))
    home.view.addSubview(button)
    let controller = home.presentMenu(UIMenu(children: actions(3)), from: button)
    world.advance(by: 2)
    let resting = controller.view.convert(controller.view.bounds, to: nil)
    #expect(resting.minY > 604)
    controller.interruptibleDismiss()
    world.advance(by: 2)
    let again = home.presentMenu(UIMenu(children: actions(3)), from: button)
    world.advance(by: 0.03)
    let moving = again.view.superview?.layer.presentation()?.frame ?? .zero
    // Early in the growth the small menu is centred on the point it grows from: its own top edge
    // (612 pt), below the button's bottom (604 pt), not the button's top (560 pt).
    #expect(abs(moving.midY - resting.minY) < 12)
    #expect(moving.midY > 604)
    expectClean(world)
  }

  @Test("Hidden actions are not shown; pull-down menus do not dim the screen")
  func hiddenAndNoDimming() {
    let (world, home) = makeWorld()
    let menu = UIMenu(children: [
      UIAction(title: "Shown") { _ in }, UIAction(title: "Hidden", attributes: .hidden) { _ in },
    ])
    let controller = home.presentMenu(menu, from: home.button)
    world.advance(by: 1)
    #expect(abs(controller.preferredContentSize.height - 44) < 0.5)
    let dimming = (controller.presentationController as? InterruptiblePresentationController)?.dimmingView
    #expect(dimming?.alpha == 0)
    expectClean(world)
  }
}

extension UIView {
  var allScrollViews: [UIScrollView] {
    ((self as? UIScrollView).map { [$0] } ?? []) + subviews.flatMap(\.allScrollViews)
  }
}

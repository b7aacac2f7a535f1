import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A list: a scroll view filling the window, with a button in it that opens a menu.
@MainActor
final class ScrollingButtonViewController: UIViewController {
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let button = UIButton(type: .system)
  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.contentSize = CGSize(width: 390, height: 4000)
    button.frame = CGRect(x: 20, y: 1000, width: 120, height: 44)
    scrollView.addSubview(button)
    view.addSubview(scrollView)
  }

  /// Scrolls so the button's top is at `y` in the window.
  func placeButton(atWindowY y: CGFloat) {
    scrollView.contentOffset = CGPoint(x: 0, y: button.frame.minY - (y - scrollView.frame.minY))
  }
}

@MainActor
private func makeScrollingWorld() -> (UIKitWorld, ScrollingButtonViewController) {
  let world = UIKitWorld()
  let list = ScrollingButtonViewController()
  world.window.rootViewController = list
  world.advance(by: 0)
  return (world, list)
}

/// A list with its button at y = 300 in the window and a three-action menu opened from it, `after`
/// seconds later.
@MainActor
private func openMenu(after seconds: Double) -> (
  UIKitWorld, ScrollingButtonViewController, InterruptibleMenuViewController
) {
  let (world, list) = makeScrollingWorld()
  list.placeButton(atWindowY: 300)
  world.advance(by: 0.1)
  let menu = list.presentMenu(UIMenu(children: actions(3)), from: list.button)
  world.advance(by: seconds)
  return (world, list, menu)
}

/// Dismisses `menu`, lets it leave, and checks the world is clean.
@MainActor
private func closeAndCheck(
  _ menu: InterruptibleMenuViewController, _ world: UIKitWorld,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  menu.interruptibleDismiss()
  world.advance(by: 2)
  expectClean(world, sourceLocation: sourceLocation)
}

/// Where the menu is on screen.
@MainActor
private func menuFrame(_ menu: InterruptibleMenuViewController) -> CGRect {
  menu.view.convert(menu.view.bounds, to: nil)
}

/// The core's follower for `menu`, as the shell builds it, starting from the button where it is.
@MainActor
private func referenceFollower(
  _ world: UIKitWorld, _ list: ScrollingButtonViewController, _ menu: InterruptibleMenuViewController
) -> MenuAnchorFollower {
  let insets = world.window.safeAreaInsets
  return MenuAnchorFollower(
    container: world.window.bounds.size,
    safeArea: MenuInsets(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right)),
    source: list.button.convert(list.button.bounds, to: nil),
    rowHeights: [Double(menu.preferredContentSize.height)],
    preferredWidth: Double(menu.preferredContentSize.width))
}

@MainActor
@Suite("Pull-down menu following its anchor under the stand-in")
struct MenuAnchorFollowTests {
  @Test("the list scrolls under an open menu: after each move it is at the core's placement within 0.5 pt")
  func followsAtRest() {
    let (world, list, menu) = openMenu(after: 1)
    let reference = referenceFollower(world, list, menu)
    #expect(edgeDistance(menuFrame(menu), reference.placement.frame) < 0.5, "\(menuFrame(menu))")
    var time = 10.0
    for step in 1...6 {
      list.placeButton(atWindowY: 300 - 25 * CGFloat(step))
      world.advance(by: 0.05)
      time += 1
      if case .moved(let placement)? = reference.anchorMoved(
        to: list.button.convert(list.button.bounds, to: nil), at: time)
      {
        #expect(edgeDistance(menuFrame(menu), placement.frame) < 0.5, "step \(step): \(menuFrame(menu))")
      } else {
        Issue.record("step \(step): the reference follower did not move")
      }
    }
    // Six moves of 25 pt up: the button's bottom is at 194, the menu's top one gap below it.
    #expect(abs(menuFrame(menu).minY - (194 + CGFloat(MenuPlacement.defaultGap))) < 0.5)
    #expect(menu.presentingViewController === list)
    closeAndCheck(menu, world)
  }

  @Test("two moves 4 ms apart: the second waits for the 8 ms rule, then the menu takes it")
  func heldBackMove() {
    let (world, list, menu) = openMenu(after: 1)
    let start = menuFrame(menu).minY
    list.placeButton(atWindowY: 290)
    world.advance(by: 0.004)
    #expect(abs(menuFrame(menu).minY - (start - 10)) < 0.5)
    list.placeButton(atWindowY: 280)
    world.advance(by: 0.002)
    #expect(abs(menuFrame(menu).minY - (start - 10)) < 0.5)  // held back
    world.advance(by: 0.01)
    #expect(abs(menuFrame(menu).minY - (start - 20)) < 0.5)
    closeAndCheck(menu, world)
  }

  @Test("the list scrolls while the menu opens: it keeps growing and comes to rest beside the button")
  func followsInFlight() {
    let (world, list, menu) = openMenu(after: 0.05)
    let reference = referenceFollower(world, list, menu)
    for step in 1...10 {  // 4 pt per frame at 120 Hz
      list.placeButton(atWindowY: 300 - 4 * CGFloat(step))
      world.advance(by: 1.0 / 120)
    }
    #expect(menu.interruptibleDriver?.phase == .presenting)
    world.advance(by: 1.5)
    #expect(menu.interruptibleDriver?.phase == .presented)
    let placement = reference.anchorMoved(to: list.button.convert(list.button.bounds, to: nil), at: 10)
    #expect(placement != nil)
    #expect(edgeDistance(menuFrame(menu), reference.placement.frame) < 0.5, "\(menuFrame(menu))")
    #expect(abs(menuFrame(menu).minY - (260 + 44 + CGFloat(MenuPlacement.defaultGap))) < 0.5)
    closeAndCheck(menu, world)
  }

  @Test("scrolled while opening, then a tap outside: it retracts toward the button where it is now, once")
  func retractsTowardMovedAnchor() {
    let (world, list) = makeScrollingWorld()
    list.placeButton(atWindowY: 300)
    world.advance(by: 0.1)
    let menu = list.presentMenu(UIMenu(children: actions(3)), from: list.button)
    var idle = 0
    menu.interruptibleDriver?.onPhaseChange = { phase in if phase == .idle { idle += 1 } }
    world.advance(by: 0.05)
    for step in 1...10 {
      list.placeButton(atWindowY: 300 - 6 * CGFloat(step))
      world.advance(by: 1.0 / 120)
    }
    world.tap(at: CGPoint(x: 350, y: 780))
    #expect(menu.interruptibleDriver?.phase == .dismissing)
    // On the way back it shrinks into its anchor on the button's bottom edge, now at y = 284 (it was
    // at 344 when the menu began to open).
    var last = menuFrame(menu)
    let deadline = world.now + 3
    while list.presentedViewController != nil, world.now < deadline {
      last = (menu.view.superview?.layer.presentation()?.frame).map { $0 } ?? last
      world.advance(by: 1.0 / 120)
    }
    #expect(list.presentedViewController == nil && idle == 1)
    #expect(abs(last.midY - 284) < 0.5, "\(last)")
    expectClean(world)
  }

  @Test("the button moves back and forth across the flip point: the menu flips once per crossing of 8 pt")
  func flipsOncePerCrossing() {
    let (world, list) = makeScrollingWorld()
    // The flip point: the first button top (in window points) where the menu would open above.
    let probe = list.presentMenu(UIMenu(children: actions(3)), from: list.button)
    world.advance(by: 1)
    let size = probe.preferredContentSize
    probe.interruptibleDismiss()
    world.advance(by: 2)
    let insets = world.window.safeAreaInsets
    let safe = MenuInsets(top: Double(insets.top), bottom: Double(insets.bottom))
    let flip = (100...800).first { y in
      MenuPlacement(
        container: world.window.bounds.size, safeArea: safe,
        source: CGRect(x: 20, y: CGFloat(y), width: 120, height: 44), rowHeights: [Double(size.height)],
        preferredWidth: Double(size.width)
      ).opens == .up
    }
    guard let flip else {
      Issue.record("no flip point")
      return
    }
    list.placeButton(atWindowY: CGFloat(flip) - 4)
    world.advance(by: 0.1)
    let menu = list.presentMenu(UIMenu(children: actions(3)), from: list.button)
    world.advance(by: 1)
    let reference = referenceFollower(world, list, menu)
    var sides: [String] = []
    var time = 10.0
    for offset in [4, -4, 4, 12, 4, -4, 4, -4, -12, -4] {
      list.placeButton(atWindowY: CGFloat(flip + offset))
      world.advance(by: 0.05)
      time += 1
      _ = reference.anchorMoved(to: list.button.convert(list.button.bounds, to: nil), at: time)
      let frame = menuFrame(menu)
      sides.append(frame.minY >= list.button.convert(list.button.bounds, to: nil).maxY ? "below" : "above")
      #expect(edgeDistance(frame, reference.placement.frame) < 0.5, "\(offset): \(frame)")
    }
    #expect(
      sides == ["below", "below", "below", "above", "above", "above", "above", "above", "below", "below"])
    closeAndCheck(menu, world)
  }

  @Test("the button scrolls out of the safe area: the menu dismisses, once, and later scrolling does nothing")
  func dismissesWhenScrolledOut() {
    let (world, list, menu) = openMenu(after: 1)
    var idle = 0
    menu.interruptibleDriver?.onPhaseChange = { phase in if phase == .idle { idle += 1 } }
    for step in 1...30 {  // 10 pt per frame: the button's bottom passes the safe area's top (47)
      list.placeButton(atWindowY: 300 - 10 * CGFloat(step))
      world.advance(by: 1.0 / 120)
    }
    world.advance(by: 2)
    #expect(list.presentedViewController == nil)
    #expect(idle == 1)
    list.placeButton(atWindowY: 300)
    world.advance(by: 1)
    #expect(list.presentedViewController == nil && idle == 1)
    expectClean(world)
  }

  @Test(
    "the list is a 400 pt panel from y = 400: the button scrolled above the panel's top (still inside the safe area) dismisses the menu, once"
  )
  func dismissesWhenClippedByItsList() {
    let (world, list) = makeScrollingWorld()
    list.scrollView.frame = CGRect(x: 0, y: 400, width: 390, height: 400)
    list.placeButton(atWindowY: 600)
    world.advance(by: 0.1)
    let menu = list.presentMenu(UIMenu(children: actions(3)), from: list.button)
    world.advance(by: 1)
    var idle = 0
    menu.interruptibleDriver?.onPhaseChange = { phase in if phase == .idle { idle += 1 } }
    // Button tops at window y 590 … 350: it leaves the panel (top 400) once its bottom passes 400.
    var leftAt: CGFloat?
    for step in 1...25 {
      let top = 600 - 10 * CGFloat(step)
      list.placeButton(atWindowY: top)
      world.advance(by: 1.0 / 120)
      if leftAt == nil, menu.interruptibleDriver?.phase == .dismissing { leftAt = top }
    }
    // The bottom (top + 44) is above 400 from top = 350 on (the first top below 356).
    #expect(leftAt == 350)
    world.advance(by: 2)
    #expect(list.presentedViewController == nil && idle == 1)
    expectClean(world)
  }

  @Test(
    "the button is removed from its window while its menu is open: the list's next scroll dismisses the menu, once"
  )
  func dismissesWhenRemovedFromWindow() {
    let (world, list, menu) = openMenu(after: 1)
    var idle = 0
    menu.interruptibleDriver?.onPhaseChange = { phase in if phase == .idle { idle += 1 } }
    list.button.removeFromSuperview()
    list.placeButton(atWindowY: 290)
    world.advance(by: 2)
    #expect(list.presentedViewController == nil && idle == 1)
    expectClean(world)
  }

  @Test("the button is moved by a layout pass (center, not frame): the menu follows it within 0.5 pt")
  func followsLayoutMoves() {
    let (world, list, menu) = openMenu(after: 1)
    let reference = referenceFollower(world, list, menu)
    list.button.center.y -= 40  // Auto Layout moves views through center and bounds
    world.advance(by: 0.05)
    guard
      case .moved(let placement)? = reference.anchorMoved(
        to: list.button.convert(list.button.bounds, to: nil), at: 10)
    else {
      Issue.record("the reference follower did not move")
      return
    }
    #expect(edgeDistance(menuFrame(menu), placement.frame) < 0.5, "\(menuFrame(menu))")
    closeAndCheck(menu, world)
  }
}

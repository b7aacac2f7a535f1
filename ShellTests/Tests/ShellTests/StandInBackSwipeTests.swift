import Testing
import UIKit
import UIKitWorld

/// A navigation delegate that gives no animation controller and counts what UIKit asks.
@MainActor
final class CountingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  var animationQuestions = 0
  var interactionQuestions = 0
  var shown: [UIViewController] = []
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shown.append(viewController)
  }
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animationQuestions += 1
    return nil
  }
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    interactionQuestions += 1
    return nil
  }
}

/// A stand-in navigation controller in a synchronous world, `depth` screens deep at rest.
@MainActor
func standInStack(
  depth: Int, delegate: UINavigationControllerDelegate? = nil,
  content: NavigationSwitches.ContentSwipe = .absent,
  swipe: NavigationSwitches.SwipeWithDelegate = .begins
) -> (UIKitWorld, UINavigationController, [UIViewController]) {
  let world = synchronousWorld()
  world.contentSwipe = content
  world.swipeWithDelegate = swipe
  let screens = (0..<depth).map { _ in UIViewController() }
  let navigation = UINavigationController(rootViewController: screens[0])
  navigation.delegate = delegate
  world.window.rootViewController = navigation
  world.advance(by: 0)
  for screen in screens.dropFirst() {
    navigation.pushViewController(screen, animated: true)
    world.advance(by: 1)
  }
  for screen in screens { screen.appearanceLog = [] }
  return (world, navigation, screens)
}

/// A swipe from `x` moving `dx`, `dy` points a frame over 20 frames, then a lift.
@MainActor
func swipe(_ world: UIKitWorld, fromX x: CGFloat, y: CGFloat = 400, dx: CGFloat = 12, dy: CGFloat = 0) {
  world.touchDown(at: CGPoint(x: x, y: y))
  for step in 1...20 {
    world.advance(by: UIKitWorld.frame)
    world.touchMove(to: CGPoint(x: x + CGFloat(step) * dx, y: y + CGFloat(step) * dy))
  }
  world.touchUp()
  world.advance(by: 1)
}

@MainActor
@Suite("Stand-in: UIKit's own slide and back-swipes beside a navigation delegate")
struct StandInBackSwipeTests {
  @Test("NV02 a push during a transition is queued: the stack is unchanged until it starts")
  func queuedPush() {
    let (world, navigation, _) = standInStack(depth: 1)
    let first = UIViewController()
    let second = UIViewController()
    navigation.pushViewController(first, animated: true)
    navigation.pushViewController(second, animated: true)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.queuedPushes.count == 1)
    world.advance(by: 1)
    #expect(navigation.viewControllers.last === second)
    #expect(navigation.queuedPushes.isEmpty)
  }

  @Test("NV03 pushing a controller already in the stack has no effect and is logged")
  func pushAgain() {
    let (world, navigation, screens) = standInStack(depth: 2)
    navigation.pushViewController(screens[1], animated: true)
    world.advance(by: 1)
    #expect(navigation.viewControllers.count == 2)
    #expect(world.refusals.count == 1)
  }

  @Test(
    "NV06 with no animation controller UIKit slides over 0.35 s; the interaction controller is never asked")
  func systemSlide() {
    let delegate = CountingNavigationDelegate()
    let (world, navigation, _) = standInStack(depth: 1, delegate: delegate)
    let pushed = UIViewController()
    navigation.pushViewController(pushed, animated: true)
    world.advance(by: 0.175)
    let midway = pushed.view.layer.presentation()?.frame.minX ?? 0
    #expect(midway > 100 && midway < 290)
    world.advance(by: 0.18)
    #expect(pushed.view.layer.presentation()?.frame.minX ?? -1 == 0)
    #expect(delegate.animationQuestions == 1 && delegate.interactionQuestions == 0)
    #expect(delegate.shown.count == 1)
  }

  @Test(
    "NV08 the edge swipe begins only from the leading edge, with more than one screen, and follows the finger"
  )
  func edgeSwipe() {
    let (world, navigation, screens) = standInStack(depth: 2)
    swipe(world, fromX: 60)
    #expect(navigation.viewControllers.count == 2)
    world.touchDown(at: CGPoint(x: 5, y: 400))
    for step in 1...10 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 5 + CGFloat(step) * 12, y: 400))
    }
    #expect(navigation.interactivePopGestureRecognizer?.state == .changed)
    world.advance(by: 0.5)
    // The finger is 120 pt in and resting: the leaving screen stays under it.
    let leaving = screens[1].view.layer.presentation()?.frame.minX ?? 0
    #expect(leaving > 95 && leaving < 125)
    world.touchMove(to: CGPoint(x: 300, y: 400))
    world.touchUp()
    world.advance(by: 1)
    #expect(navigation.viewControllers.count == 1)
    swipe(world, fromX: 5)
    #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("NV10 a swipe turned back: no didShow, the stack unchanged, the top re-appears")
  func cancelledSwipe() {
    let delegate = CountingNavigationDelegate()
    let (world, navigation, screens) = standInStack(depth: 2, delegate: delegate)
    delegate.shown = []
    world.touchDown(at: CGPoint(x: 5, y: 400))
    for x in [20, 40, 60, 80, 60, 40, 30] {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
    }
    world.touchUp()
    world.advance(by: 1)
    #expect(navigation.viewControllers.count == 2)
    #expect(delegate.shown.isEmpty)
    #expect(screens[1].appearanceLog == ["willDisappear", "willAppear", "didAppear"])
  }

  @Test(
    "NV11 with the declining switch, neither back-swipe begins while a delegate is set; without one they do")
  func swipesDecline() {
    let delegate = CountingNavigationDelegate()
    let (world, navigation, _) = standInStack(
      depth: 2, delegate: delegate, content: .present, swipe: .declines)
    swipe(world, fromX: 5)
    swipe(world, fromX: 100)
    #expect(navigation.viewControllers.count == 2)
    navigation.delegate = nil
    swipe(world, fromX: 5)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test(
    "NV12 iOS 26's content swipe: on the controller's view, popping from the middle toward the trailing edge only"
  )
  func contentSwipe() {
    let (world, navigation, _) = standInStack(depth: 3, content: .present)
    #expect(navigation.interactiveContentPopGestureRecognizer?.view === navigation.view)
    swipe(world, fromX: 350, dx: -12)
    world.touchDown(at: CGPoint(x: 200, y: 300))
    for step in 1...10 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 200 + CGFloat(step), y: 300 + CGFloat(step) * 12))
    }
    world.touchUp()
    world.advance(by: 1)
    #expect(navigation.viewControllers.count == 3)
    swipe(world, fromX: 100)
    #expect(navigation.viewControllers.count == 2)
    let (_, without, _) = standInStack(depth: 2)
    #expect(without.interactiveContentPopGestureRecognizer == nil)
  }
}

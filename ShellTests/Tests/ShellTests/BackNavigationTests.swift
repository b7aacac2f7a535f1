import Interruptible
import Testing
import UIKit
import UIKitWorld

/// An app's navigation delegate that records the screens shown (`didShow`), through the package's
/// forwarding.
@MainActor
final class ShownRecorder: NSObject, UINavigationControllerDelegate {
  var shown: [UIViewController] = []
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shown.append(viewController)
  }
}

/// A navigation stack with the package's delegate and a recorder, `depth` screens deep at rest.
/// `swipe` and `content` pin the world's navigation switches (the run's setting otherwise).
@MainActor
func makeStack(
  depth: Int, swipe: NavigationSwitches.SwipeWithDelegate? = nil,
  content: NavigationSwitches.ContentSwipe? = nil
) -> (
  UIKitWorld, UINavigationController, InterruptibleNavigationDelegate, ShownRecorder, [ContentViewController]
) {
  let world = UIKitWorld()
  if let swipe { world.swipeWithDelegate = swipe }
  if let content { world.contentSwipe = content }
  let screens = (0..<depth).map { _ in ContentViewController() }
  let navigation = UINavigationController(rootViewController: screens[0])
  let delegate = InterruptibleNavigationDelegate()
  let recorder = ShownRecorder()
  delegate.forwardingDelegate = recorder
  navigation.delegate = delegate
  world.window.rootViewController = navigation
  world.advance(by: 0)
  for screen in screens.dropFirst() {
    navigation.pushViewController(screen, animated: true)
    world.advance(by: 2)
  }
  recorder.shown = []
  for screen in screens { screen.appearanceLog = [] }
  return (world, navigation, delegate, recorder, screens)
}

@MainActor
@Suite("Going back while navigation transitions run, and UIKit's queue of pushes")
struct BackNavigationTests {
  @Test(
    "Back tapped three times during pops goes back three levels, each shown once, each popped screen gone once"
  )
  func threeBacksDuringPops() {
    let (world, navigation, delegate, recorder, screens) = makeStack(depth: 4)
    for _ in 0..<3 {
      delegate.goBack(in: navigation)
      world.advance(by: 0.1)
      #expect(delegate.driver?.coordinator.phase == .dismissing)
    }
    world.advance(by: 3)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(screens[0])])
    #expect(
      recorder.shown.map(ObjectIdentifier.init)
        == [screens[2], screens[1], screens[0]].map(ObjectIdentifier.init))
    for screen in screens.dropFirst() {
      #expect(screen.appearanceLog.filter { $0 == "didDisappear" }.count == 1)
    }
    #expect(screens[0].appearanceLog == ["willAppear", "didAppear"])
    expectClean(world)
  }

  @Test("Back tapped three times from a push in flight: the push turns around, then two pops; three levels")
  func threeBacksFromAPush() {
    let (world, navigation, delegate, recorder, screens) = makeStack(depth: 3)
    let arriving = ContentViewController()
    navigation.pushViewController(arriving, animated: true)
    world.advance(by: 0.1)
    for _ in 0..<3 {
      delegate.goBack(in: navigation)
      world.advance(by: 0.05)
    }
    world.advance(by: 4)
    #expect(navigation.viewControllers.count == 1)
    #expect(recorder.shown.map(ObjectIdentifier.init) == [screens[1], screens[0]].map(ObjectIdentifier.init))
    #expect(arriving.appeared == 0)
    expectClean(world)
  }

  @Test(
    "A push turned around by back: the pushed screen never appears (will-appear, will-disappear, did-disappear); the screen under it re-appears"
  )
  func reversedPushAppearance() {
    let (world, navigation, delegate, recorder, screens) = makeStack(depth: 1)
    let pushed = ContentViewController()
    navigation.pushViewController(pushed, animated: true)
    world.advance(by: 0.1)
    delegate.goBack(in: navigation)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1)
    #expect(pushed.appearanceLog == ["willAppear", "willDisappear", "didDisappear"])
    #expect(screens[0].appearanceLog == ["willDisappear", "willAppear", "didAppear"])
    #expect(recorder.shown.isEmpty)
    expectClean(world)
  }

  @Test(
    "NV02 a push during a push is queued by UIKit and starts when the first ends; each screen appears once")
  func pushDuringPush() {
    let (world, navigation, delegate, recorder, _) = makeStack(depth: 1)
    defer { withExtendedLifetime(delegate) {} }
    let first = ContentViewController()
    let second = ContentViewController()
    navigation.pushViewController(first, animated: true)
    world.advance(by: 0.1)
    navigation.pushViewController(second, animated: true)
    #expect(navigation.queuedPushes.count == 1)
    #expect(navigation.viewControllers.count == 2)
    #expect(delegate.driver?.coordinator.phase == .presenting)
    world.advance(by: 4)
    #expect(navigation.viewControllers.last === second && navigation.viewControllers.count == 3)
    #expect(first.appeared == 1 && second.appeared == 1)
    #expect(recorder.shown.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
    expectClean(world)
  }

  @Test("NV02 a push during a pop is queued by UIKit: the pop ends, then the push runs")
  func pushDuringPop() {
    let (world, navigation, delegate, recorder, screens) = makeStack(depth: 3)
    let next = ContentViewController()
    delegate.goBack(in: navigation)
    world.advance(by: 0.1)
    navigation.pushViewController(next, animated: true)
    world.advance(by: 4)
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init)
        == [screens[0], screens[1], next].map(ObjectIdentifier.init))
    #expect(recorder.shown.map(ObjectIdentifier.init) == [screens[1], next].map(ObjectIdentifier.init))
    expectClean(world)
  }

  @Test("Back during a push turns it around where it is, with the page's speed continuous across the turn")
  func reversalVelocity() {
    let (world, navigation, delegate, _, _) = makeStack(depth: 1)
    let pushed = ContentViewController()
    navigation.pushViewController(pushed, animated: true)
    world.advance(by: 0.1)
    func left() -> CGFloat { pushed.view.layer.presentation()?.frame.minX ?? .nan }
    // Speeds over half a millisecond either side of the turn: the turn-around spring decelerates the
    // page by some 10⁵ pt/s², which a whole frame would mistake for a jump.
    let frame = 0.0005
    let a = left()
    world.advance(by: frame)
    let b = left()
    delegate.goBack(in: navigation)
    let c = left()
    world.advance(by: frame)
    let d = left()
    let before = (b - a) / frame
    let after = (d - c) / frame
    print("reversal: before \(before) pt/s, after \(after) pt/s, jump \(c - b) pt")
    #expect(before < -200)  // arriving from the right, fast
    #expect(abs(c - b) < 0.5)
    #expect(abs(after - before) < 0.05 * abs(before))
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1)
    expectClean(world)
  }

  @Test("Back while a pop the finger turned back returns: the pop goes on, shown once")
  func backDuringCancellingPop() {
    let (world, navigation, delegate, recorder, screens) = makeStack(depth: 2)
    world.touchDown(at: CGPoint(x: 150, y: 400))
    for x in stride(from: 162, through: 270, by: 12) {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
    }
    for x in stride(from: 250, through: 170, by: -20) {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
    }
    world.touchUp()
    world.advance(by: 0.05)
    #expect(delegate.driver?.coordinator.phase == .presenting)  // the page is coming back
    delegate.goBack(in: navigation)
    #expect(delegate.driver?.coordinator.phase == .dismissing)
    world.advance(by: 2)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(screens[0])])
    #expect(recorder.shown.map(ObjectIdentifier.init) == [ObjectIdentifier(screens[0])])
    #expect(screens[1].appearanceLog.filter { $0 == "didDisappear" }.count == 1)
    expectClean(world)
  }
}

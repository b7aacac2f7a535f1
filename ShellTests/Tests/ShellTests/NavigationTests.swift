import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A drag that begins only after 20 pt (a SwiftUI `DragGesture(minimumDistance: 20)`, say): the pop
/// pan, at 10 pt, would take the finger first if it did not yield.
@MainActor
final class DistantDrag: UIPanGestureRecognizer {
  private var origin = CGPoint.zero
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    origin = location(in: nil)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let point = location(in: nil)
    guard state != .possible || hypot(point.x - origin.x, point.y - origin.y) > 20 else { return }
    super.touchesMoved(touches, with: event)
  }
}

/// A pushed screen with a draggable "map" view of its own.
@MainActor
final class MapScreen: UIViewController {
  let map = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
  var mapDrags = 0
  let drag = DistantDrag()
  override func viewDidLoad() {
    super.viewDidLoad()
    drag.addTarget(self) { [weak self] recognizer in if recognizer.state == .began { self?.mapDrags += 1 } }
    map.addGestureRecognizer(drag)
    view.addSubview(map)
  }
}

@MainActor
func makeNavigation(synchronous: Bool = true)
  -> (UIKitWorld, UINavigationController, InterruptibleNavigationDelegate)
{
  let world = UIKitWorld()
  world.navigationAsksDelegateSynchronously = synchronous
  let navigation = UINavigationController(rootViewController: ContentViewController())
  let delegate = InterruptibleNavigationDelegate()
  navigation.delegate = delegate
  world.window.rootViewController = navigation
  world.advance(by: 0)
  return (world, navigation, delegate)
}

@MainActor
@Suite("Navigation in the world: push, interactive pop, the system swipe, right-to-left")
struct NavigationTests {
  @Test(
    "Push then pop run through the driver and end with one screen; nothing leaks", arguments: [true, false])
  func pushPop(synchronous: Bool) {
    let (world, navigation, delegate) = makeNavigation(synchronous: synchronous)
    weak var pushed: ContentViewController?
    do {
      let screen = ContentViewController()
      pushed = screen
      navigation.pushViewController(screen, animated: true)
      world.advance(by: 0.1)
      #expect(delegate.driver?.coordinator.phase == .presenting)
      world.advance(by: 2)
      #expect(navigation.viewControllers.count == 2)
      #expect(screen.appeared == 1)
      navigation.popViewController(animated: true)
    }
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1)
    #expect(pushed == nil)
    expectClean(world)
  }

  @Test("A pan across a pushed screen pops it interactively and a fling finishes the pop")
  func interactivePop() {
    let (world, navigation, delegate) = makeNavigation()
    navigation.pushViewController(ContentViewController(), animated: true)
    world.advance(by: 2)
    world.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
    #expect(delegate.driver != nil)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1)
    expectClean(world)
  }

  @Test(
    "The system edge swipe pops with UIKit's own transition, however late UIKit asks",
    arguments: [true, false])
  func systemSwipe(synchronous: Bool) {
    let (world, navigation, delegate) = makeNavigation(synchronous: synchronous)
    navigation.pushViewController(ContentViewController(), animated: true)
    world.advance(by: 2)
    let pushDriver = delegate.driver
    world.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
    world.advance(by: 1)
    #expect(delegate.driver === pushDriver)  // no new driver: UIKit ran the swipe
    #expect(navigation.viewControllers.count == 1)
    expectClean(world)
  }

  @Test("A horizontal drag on content with its own drag (a map) goes to the content, not the pop")
  func mapKeepsItsDrag() {
    let (world, navigation, delegate) = makeNavigation()
    defer { withExtendedLifetime(delegate) {} }
    let screen = MapScreen()
    navigation.pushViewController(screen, animated: true)
    world.advance(by: 2)
    // iOS 26's content swipe covers the whole content: an app ties its own horizontal drags to it, as
    // Apple's documentation of `interactiveContentPopGestureRecognizer` asks.
    navigation.interactiveContentPopGestureRecognizer?.require(toFail: screen.drag)
    world.drag(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 300, y: 450), duration: 0.2)
    world.advance(by: 1)
    #expect(screen.mapDrags == 1)
    #expect(navigation.viewControllers.count == 2)
    expectClean(world)
  }

  @Test("Right-to-left: a pushed screen arrives from the left edge and pops with a leftward pan")
  func rightToLeft() {
    let (world, navigation, delegate) = makeNavigation()
    defer { withExtendedLifetime(delegate) {} }
    world.layoutDirection = .rightToLeft
    let screen = ContentViewController()
    navigation.pushViewController(screen, animated: true)
    world.advance(by: 0.05)
    let moving = screen.view.layer.presentation()?.frame ?? .zero
    #expect(moving.minX < -10)
    world.advance(by: 2)
    world.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1)
    expectClean(world)
  }

  @Test("interruptibleDismiss() from content inside a presented navigation controller reverses it")
  func dismissFromWrappedContent() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    let wrapper = UINavigationController(rootViewController: content)
    home.present(wrapper, transition: .card)
    world.advance(by: 0.1)
    content.interruptibleDismiss()
    #expect(wrapper.interruptibleDriver?.phase == .dismissing)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }
}

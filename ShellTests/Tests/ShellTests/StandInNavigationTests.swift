import Testing
import UIKit
import UIKitWorld

/// A screen that records its appearance calls into a shared log.
@MainActor
final class AppearanceLog: UIViewController {
  let name: String
  let log: (String) -> Void
  init(_ name: String, log: @escaping (String) -> Void) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { log("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { log("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log("\(name).didDisappear") }
}

/// A navigation delegate that records willShow/didShow and, when `animator` is set, gives it.
@MainActor
final class NavigationLog: NSObject, UINavigationControllerDelegate {
  var calls: [String] = []
  var animator: RecordingDelegate?
  func navigationController(
    _ n: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    calls.append("willShow \((viewController as? AppearanceLog)?.name ?? "?")")
  }
  func navigationController(
    _ n: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    calls.append("didShow \((viewController as? AppearanceLog)?.name ?? "?")")
  }
  func navigationController(
    _ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    calls.append("animationController")
    return animator
  }
}

@MainActor
@Suite("UIKit stand-in: the navigation controller's stack, queue, slide and back swipe")
struct StandInNavigationTests {
  /// A navigation controller in a window with screens A (root), B and C sharing one log. `swipe` pins
  /// whether UIKit's back-swipes begin beside a delegate that answers the animation-controller method
  /// (NV11; the run's setting otherwise).
  private func stack(
    swipe: NavigationSwitches.SwipeWithDelegate? = nil
  ) -> (UIKitWorld, UINavigationController, NavigationLog, [AppearanceLog], () -> [String]) {
    let world = synchronousWorld()
    if let swipe { world.swipeWithDelegate = swipe }
    var log: [String] = []
    let screens = ["A", "B", "C"].map { AppearanceLog($0) { log.append($0) } }
    let navigation = UINavigationController(rootViewController: screens[0])
    let delegate = NavigationLog()
    navigation.delegate = delegate
    world.window.rootViewController = navigation
    world.advance(by: 0)
    return (
      world, navigation, delegate, screens,
      {
        defer { log = [] }
        return log
      }
    )
  }

  @Test(
    "NV01 NV06 an idle push updates the stack before it returns; UIKit's slide is not finished inside the call"
  )
  func pushUpdatesStack() {
    let (world, navigation, delegate, screens, log) = stack()
    _ = log()
    navigation.pushViewController(screens[1], animated: true)
    #expect(navigation.viewControllers == [screens[0], screens[1]])
    #expect(navigation.topViewController === screens[1])
    #expect(delegate.calls == ["willShow B", "animationController"])
    world.advance(by: 0.2)
    #expect(delegate.calls.last == "animationController")  // still sliding
    world.advance(by: 0.3)
    #expect(delegate.calls.last == "didShow B")
    // NV08/NV10 appearance order of a push: the leaving screen, then the arriving one.
    #expect(log() == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
  }

  @Test("NV02 a push during a transition is queued: the stack is unchanged until the running one ends")
  func pushQueued() {
    let (world, navigation, delegate, screens, _) = stack()
    let animator = RecordingDelegate()
    delegate.animator = animator
    navigation.pushViewController(screens[1], animated: true)
    navigation.pushViewController(screens[2], animated: true)
    #expect(navigation.viewControllers == [screens[0], screens[1]])
    #expect(navigation.queuedPushes.map(\.controller) == [screens[2]])
    #expect(world.refusals == [])
    animator.context?.completeTransition(true)
    #expect(navigation.viewControllers == [screens[0], screens[1], screens[2]])
    #expect(navigation.queuedPushes.isEmpty)
    animator.context?.completeTransition(true)
    #expect(delegate.calls.filter { $0.hasPrefix("didShow") } == ["didShow B", "didShow C"])
  }

  @Test("NV03 pushing a controller already in the stack has no effect (logged)")
  func pushAgainNoEffect() {
    let (world, navigation, _, screens, _) = stack()
    navigation.pushViewController(screens[1], animated: false)
    navigation.pushViewController(screens[1], animated: false)
    navigation.pushViewController(screens[0], animated: false)
    #expect(navigation.viewControllers == [screens[0], screens[1]])
    #expect(world.refusals.count == 2)
  }

  @Test("NV04 a pop with one screen returns nil and changes nothing; a pop returns the popped screen")
  func popRules() {
    let (world, navigation, _, screens, _) = stack()
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers == [screens[0]])
    navigation.pushViewController(screens[1], animated: false)
    #expect(navigation.popViewController(animated: false) === screens[1])
    #expect(navigation.viewControllers == [screens[0]])
    world.advance(by: 0)
  }

  @Test(
    "NV08 NV10 the system back swipe follows the finger; released short of half-way it turns back: stack unchanged, no didShow"
  )
  func backSwipeCancelled() {
    // The log delegate answers the animation-controller method: the swipe begins only where NV11 lets it.
    let (world, navigation, delegate, screens, log) = stack(swipe: .begins)
    navigation.pushViewController(screens[1], animated: false)
    world.advance(by: 0.1)
    delegate.calls = []
    _ = log()
    world.touchDown(at: CGPoint(x: 5, y: 400))
    var x: CGFloat = 5
    for _ in 0..<10 {
      world.advance(by: UIKitWorld.frame)
      x += 10
      world.touchMove(to: CGPoint(x: x, y: 400))
    }
    world.advance(by: UIKitWorld.frame)
    // The leaving screen is where the finger took it (105 pt − the 10 pt before the pan began).
    let shown = screens[1].view.layer.presentation()?.frame.minX ?? -1
    #expect(abs(shown - (x - 5 - 10)) < 12)
    #expect(delegate.calls == ["willShow A", "animationController"])
    world.rest(for: 0.2)
    world.touchUp()
    world.advance(by: 1)
    #expect(navigation.viewControllers == [screens[0], screens[1]])
    #expect(!delegate.calls.contains { $0.hasPrefix("didShow") })
    #expect(
      log() == [
        "B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear",
      ])
    #expect(screens[1].view.frame.minX == 0)
  }

  @Test("NV08 the system back swipe released past half-way pops: didShow once, the stack shorter")
  func backSwipeFinished() {
    let (world, navigation, delegate, screens, _) = stack(swipe: .begins)
    navigation.pushViewController(screens[1], animated: false)
    world.advance(by: 0.1)
    delegate.calls = []
    world.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
    world.advance(by: 1)
    #expect(navigation.viewControllers == [screens[0]])
    #expect(delegate.calls.filter { $0.hasPrefix("didShow") } == ["didShow A"])
  }
}

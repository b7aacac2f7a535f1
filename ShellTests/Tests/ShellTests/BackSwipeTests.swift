import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("UIKit's back-swipes beside the package's pop pan, in every setting of the stand-in's switches")
struct BackSwipeTests {
  nonisolated static let settings: [(NavigationSwitches.SwipeWithDelegate, NavigationSwitches.ContentSwipe)] =
    [
      (.begins, .absent), (.declines, .absent), (.begins, .present), (.declines, .present),
    ]

  @Test(
    "A swipe from the leading edge pops: with UIKit's slide where UIKit begins it, the package's where it declines",
    arguments: settings)
  func edgeSwipePops(swipe: NavigationSwitches.SwipeWithDelegate, content: NavigationSwitches.ContentSwipe) {
    let (world, navigation, delegate, recorder, screens) = makeStack(depth: 2, swipe: swipe, content: content)
    world.touchDown(at: CGPoint(x: 5, y: 400))
    var x: CGFloat = 5
    var packageDrove = false
    while x < 300 {
      world.advance(by: UIKitWorld.frame)
      x += 12
      world.touchMove(to: CGPoint(x: x, y: 400))
      packageDrove = packageDrove || delegate.driver?.coordinator.phase == .dismissing
    }
    world.touchUp()
    world.advance(by: 2)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(screens[0])])
    #expect(recorder.shown.map(ObjectIdentifier.init) == [ObjectIdentifier(screens[0])])
    #expect(packageDrove == (swipe == .declines))
    expectClean(world)
  }

  @Test(
    "NV10 a system swipe turned back and lifted: the pop is cancelled, no didShow, the top screen re-appears",
    arguments: settings)
  func cancelledSwipe(swipe: NavigationSwitches.SwipeWithDelegate, content: NavigationSwitches.ContentSwipe) {
    let (world, navigation, delegate, recorder, screens) = makeStack(depth: 2, swipe: swipe, content: content)
    var packageDrove = false
    world.touchDown(at: CGPoint(x: 5, y: 400))
    for x in stride(from: 17, through: 120, by: 12) {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
    }
    for x in stride(from: 114, through: 30, by: -6) {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
      packageDrove = packageDrove || delegate.driver?.coordinator.phase == .dismissing
    }
    world.touchUp()
    world.advance(by: 2)
    #expect(packageDrove == (swipe == .declines))
    #expect(navigation.viewControllers.count == 2)
    #expect(recorder.shown.isEmpty)
    #expect(screens[1].appearanceLog == ["willDisappear", "willAppear", "didAppear"])
    #expect(screens[0].appearanceLog == ["willAppear", "willDisappear", "didDisappear"])
    expectClean(world)
  }

  @Test(
    "A swipe back from the middle of the content pops with the package's transition, whichever swipes UIKit has",
    arguments: settings)
  func contentSwipe(swipe: NavigationSwitches.SwipeWithDelegate, content: NavigationSwitches.ContentSwipe) {
    let (world, navigation, delegate, _, _) = makeStack(depth: 2, swipe: swipe, content: content)
    #expect((navigation.interactiveContentPopGestureRecognizer != nil) == (content == .present))
    world.touchDown(at: CGPoint(x: 150, y: 400))
    var packageDrove = false
    for x in stride(from: 162, through: 330, by: 12) {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
      packageDrove = packageDrove || delegate.driver?.coordinator.phase == .dismissing
    }
    world.touchUp()
    world.advance(by: 2)
    #expect(packageDrove)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.interactiveContentPopGestureRecognizer.map { $0.state == .possible } ?? true)
    expectClean(world)
  }

  @Test(
    "A swipe from the edge grabs a push in flight in every setting (UIKit's swipes never begin during one)",
    arguments: settings)
  func edgeGrabsPush(swipe: NavigationSwitches.SwipeWithDelegate, content: NavigationSwitches.ContentSwipe) {
    let (world, navigation, delegate, _, _) = makeStack(depth: 1, swipe: swipe, content: content)
    let pushed = ContentViewController()
    navigation.pushViewController(pushed, animated: true)
    // Animators hit-test where they draw (HT03): the finger lands in the edge strip once the arriving
    // screen is drawn there, still in flight.
    world.advance(by: 0.2)
    let edge = CGPoint(x: 5, y: 400)
    #expect((pushed.view.layer.presentation()?.frame.minX ?? .infinity) < edge.x)
    #expect(world.window.hitTest(edge, with: nil)?.isDescendant(of: pushed.view) == true)
    #expect(delegate.driver?.coordinator.phase == .presenting)
    world.drag(from: edge, to: CGPoint(x: 380, y: 400), duration: 0.1)
    #expect(delegate.driver?.coordinator.phase == .dismissing)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1)
    expectClean(world)
  }

  @Test(
    "A swipe from the edge 0.15 s into a push from the root grabs it and turns it back",
    arguments: settings)
  func edgeGrabsPushFromRoot(
    swipe: NavigationSwitches.SwipeWithDelegate, content: NavigationSwitches.ContentSwipe
  ) {
    let (world, navigation, delegate, _, screens) = makeStack(depth: 1, swipe: swipe, content: content)
    let pushed = ContentViewController()
    navigation.pushViewController(pushed, animated: true)
    // Animators hit-test where they draw (HT03): the arriving screen is not yet drawn at the edge, so
    // the finger lands on the root screen being left.
    world.advance(by: 0.15)
    let edge = CGPoint(x: 5, y: 400)
    #expect((pushed.view.layer.presentation()?.frame.minX ?? -.infinity) > edge.x)
    #expect(world.window.hitTest(edge, with: nil)?.isDescendant(of: screens[0].view) == true)
    #expect(delegate.driver?.coordinator.phase == .presenting)
    world.drag(from: edge, to: CGPoint(x: 380, y: 400), duration: 0.1)
    #expect(delegate.driver?.coordinator.phase == .dismissing)
    world.advance(by: 2)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(screens[0])])
    expectClean(world)
  }
}

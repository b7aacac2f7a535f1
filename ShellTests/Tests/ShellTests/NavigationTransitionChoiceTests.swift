import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("A transition per screen: a zoom for the screen it was made for, a slide for the others")
struct NavigationTransitionChoiceTests {
  @Test("A zoom push followed by a slide push: only the zoomed screen's push and pop touch the thumbnail")
  func zoomThenSlide() {
    let world = UIKitWorld()
    let list = ThumbnailListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let delegate = InterruptibleNavigationDelegate()
    navigation.delegate = delegate
    world.window.rootViewController = navigation
    world.advance(by: 0)
    let detail = ContentViewController()
    let next = ContentViewController()
    delegate.setTransition(.zoom(from: { [weak list] in list?.thumbnail }), for: detail)
    navigation.pushViewController(detail, animated: true)
    world.advance(by: 0.05)
    #expect(delegate.driver?.transition is ZoomTransition)
    world.advance(by: 2)
    navigation.pushViewController(next, animated: true)
    world.advance(by: 0.05)
    #expect(delegate.driver?.transition is SlideTransition)
    // The slide: the next screen arrives from the trailing edge, full size.
    let arriving = next.view.layer.presentation()?.frame ?? .zero
    #expect(arriving.minX > 10 && abs(arriving.width - 390) < 0.5)
    world.advance(by: 2)
    #expect(list.thumbnail.hiddenWrites == [true, false])
    navigation.popViewController(animated: true)
    world.advance(by: 0.05)
    #expect(delegate.driver?.transition is SlideTransition)
    world.advance(by: 2)
    navigation.popViewController(animated: true)
    world.advance(by: 0.05)
    #expect(delegate.driver?.transition is ZoomTransition)
    world.advance(by: 2)
    #expect(navigation.topViewController === list)
    #expect(list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }

  @Test("A screen's transition given back (nil) and a screen that has gone: the common transition applies")
  func clearedTransition() {
    let (world, navigation, delegate, _, _) = makeStack(depth: 1)
    let detail = ContentViewController()
    delegate.setTransition(.zoom(from: { nil }), for: detail)
    delegate.setTransition(nil, for: detail)
    do {
      let gone = ContentViewController()
      delegate.setTransition(.zoom(from: { nil }), for: gone)
    }
    navigation.pushViewController(detail, animated: true)
    world.advance(by: 0.05)
    #expect(delegate.driver?.transition is SlideTransition)
    world.advance(by: 2)
    expectClean(world)
  }
}

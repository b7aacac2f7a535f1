import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Nothing outlives its flow")
struct LeakTests {
  @Test(
    "A menu chosen from a button: the menu, its driver, its presentation controller and animators are gone")
  func buttonMenu() {
    let (world, home) = makeWorld()
    weak var menu: InterruptibleMenuViewController?
    weak var driver: InterruptibleTransitionDriver?
    weak var controller: UIPresentationController?
    var fired = 0
    home.button.showsInterruptibleMenu(UIMenu(children: actions(3) { _ in fired += 1 }))
    do {
      world.touchDown(at: CGPoint(x: 80, y: 122))
      world.advance(by: 0.5)
      let open = home.presentedViewController as? InterruptibleMenuViewController
      menu = open
      driver = open?.interruptibleDriver
      controller = open?.presentationController
      if let open {
        world.touchMove(to: rowPoint(open, 1))
        world.touchUp()
      }
    }
    world.advance(by: 2)
    #expect(fired == 1)
    #expect(menu == nil && driver == nil && controller == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("A menu cancelled by a tap outside mid-flight leaves nothing behind")
  func cancelledMenu() {
    let (world, home) = makeWorld()
    weak var menu: InterruptibleMenuViewController?
    do {
      let open = home.presentMenu(UIMenu(children: actions(3)), from: home.button)
      menu = open
      world.advance(by: 0.08)
      world.tap(at: CGPoint(x: 300, y: 700))
    }
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    #expect(menu == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("A pushed and popped screen, and a presented and dismissed sheet preset, leave nothing behind")
  func navigationAndSheet() {
    let (world, navigation, delegate) = makeNavigation()
    weak var screen: ContentViewController?
    weak var sheet: ContentViewController?
    do {
      let pushed = ContentViewController()
      screen = pushed
      navigation.pushViewController(pushed, animated: true)
      world.advance(by: 2)
      let content = ContentViewController()
      sheet = content
      pushed.present(content, transition: .sheet)
      world.advance(by: 2)
      content.interruptibleDismiss()
      world.advance(by: 2)
      navigation.popViewController(animated: true)
    }
    world.advance(by: 2)
    #expect(screen == nil && sheet == nil)
    #expect(delegate.driver == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }
}

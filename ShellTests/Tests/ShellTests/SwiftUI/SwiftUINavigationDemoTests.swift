import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

@MainActor
@Suite("The demo's SwiftUI navigation screen in the world")
struct SwiftUINavigationDemoTests {
  /// The demo at the window's root, its navigation controller and the buttons of its top page.
  @MainActor
  private struct Demo {
    let world: UIKitWorld
    let navigation: UINavigationController

    init() {
      let (world, host) = hostedWorld(SwiftUINavigationDemoView())
      self.world = world
      navigation = host.children.first as! UINavigationController
    }

    /// Taps the top page's button `index` (push one, push three, pop two, back to the root).
    func tap(_ index: Int, thenWait seconds: TimeInterval = 3) {
      let buttons = navigation.topViewController.map { descendants(of: $0.view).filter { $0 is UIControl } }
      guard let buttons, buttons.count == 4 else {
        Issue.record("\(buttons?.count ?? 0) buttons on the top page")
        return
      }
      world.tap(at: centre(of: buttons[index]))
      world.advance(by: seconds)
    }
  }

  @Test("Push three brings three pages one after the other; pop two leaves one; back to the root pops it")
  func pushThreePopTwo() {
    let demo = Demo()
    demo.tap(1)
    #expect(demo.navigation.viewControllers.count == 4)
    demo.tap(2)
    #expect(demo.navigation.viewControllers.count == 2)
    demo.tap(3)
    #expect(demo.navigation.viewControllers.count == 1)
    #expect(demo.world.liveAnimators == 0)
    expectClean(demo.world)
  }

  @Test("Back to the root tapped while a page arrives: the push turns around, the page never appears")
  func backToRootMidPush() {
    let demo = Demo()
    demo.tap(0, thenWait: 0.05)
    let pushed = demo.navigation.viewControllers.last
    #expect(demo.navigation.viewControllers.count == 2)
    // The root's own button, still uncovered by the arriving page.
    guard let root = demo.navigation.viewControllers.first else { return }
    let buttons = descendants(of: root.view).filter { $0 is UIControl }
    #expect(buttons.count == 4)
    guard let home = buttons.last else { return }
    demo.world.tap(at: centre(of: home))
    demo.world.advance(by: 3)
    #expect(demo.navigation.viewControllers.count == 1)
    #expect(pushed?.appearanceLog.contains("didAppear") == false)
    expectClean(demo.world)
  }

  @Test(
    "A swipe back from the middle of a sliding page pops it and writes the path: Push three then adds pages 2 to 4"
  )
  func swipeBackWritesThePath() {
    let demo = Demo()
    demo.tap(0)
    demo.tap(0)
    #expect(demo.navigation.viewControllers.count == 3)
    demo.world.touchDown(at: CGPoint(x: 150, y: 580))
    for x in stride(from: 162, through: 340, by: 12) {
      demo.world.advance(by: UIKitWorld.frame)
      demo.world.touchMove(to: CGPoint(x: CGFloat(x), y: 580))
    }
    demo.world.touchUp()
    demo.world.advance(by: 3)
    #expect(demo.navigation.viewControllers.count == 2)
    // The path is [1]: Push three makes it [1, 2, 3, 4] (not [1, 2, 3, 4, 5]).
    demo.tap(1, thenWait: 5)
    #expect(demo.navigation.viewControllers.count == 5)
    expectClean(demo.world)
  }

  @Test("A page that cross-fades is popped by a pan down, as its transition leaves")
  func crossFadePageFollowsItsDirection() {
    let demo = Demo()
    demo.tap(1)
    #expect(demo.navigation.viewControllers.count == 4)
    demo.world.drag(from: CGPoint(x: 200, y: 560), to: CGPoint(x: 200, y: 740), duration: 0.2, thenRest: 0)
    demo.world.advance(by: 3)
    #expect(demo.navigation.viewControllers.count == 3)
    expectClean(demo.world)
  }
}

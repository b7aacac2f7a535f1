import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

@testable import GuideSnippets

@MainActor
@Suite("The navigation guide's SwiftUI examples in the world")
struct SwiftUIGuideNavigationTests {
  /// The buttons under `view`, in tree order.
  private func controls(in view: UIView) -> [UIView] {
    descendants(of: view).filter { $0 is UIControl }
  }

  /// The navigation controller the stack under `host` made.
  private func navigation(in host: UIViewController) -> UINavigationController? {
    host.children.first as? UINavigationController
  }

  @Test("The mailbox example: a button pushes two messages; back to the inbox pops both, one after the other")
  func mailbox() {
    let (world, host) = hostedWorld(MailboxView())
    guard let navigation = navigation(in: host), let open = controls(in: navigation.view).first else {
      Issue.record("no stack or no button")
      return
    }
    world.tap(at: centre(of: open))
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 2)
    guard let message = navigation.topViewController, controls(in: message.view).count == 2 else {
      Issue.record("no message screen")
      return
    }
    world.tap(at: centre(of: controls(in: message.view)[0]))
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 3)
    guard let next = navigation.topViewController, let home = controls(in: next.view).last else {
      Issue.record("no second message")
      return
    }
    world.tap(at: centre(of: home))
    world.advance(by: 3)
    #expect(navigation.viewControllers.count == 1)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("The attachments example: the first photo cross-fades in, the second slides")
  func attachments() {
    let photos = [GuideSnippets.Photo(id: 1, title: "One"), GuideSnippets.Photo(id: 2, title: "Two")]
    let (world, host) = hostedWorld(AttachmentsView(attachments: photos))
    guard let navigation = navigation(in: host),
      let delegate = navigation.delegate as? InterruptibleNavigationDelegate
    else {
      Issue.record("no stack")
      return
    }
    let rows = controls(in: navigation.view)
    #expect(rows.count == 2)
    guard rows.count == 2 else { return }
    // The stand-in does not lay content out below its navigation bar (no safe area for it): the bar
    // is hidden so the rows it covers take their taps.
    navigation.navigationBar.isHidden = true
    world.tap(at: centre(of: rows[0]))
    world.advance(by: 0.1)
    #expect(delegate.driver?.transition is CrossFadeTransition)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 2)
    navigation.popViewController(animated: true)
    world.advance(by: 2)
    world.tap(at: centre(of: rows[1]))
    world.advance(by: 0.1)
    #expect(delegate.driver?.transition is SlideTransition)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 2)
    expectClean(world)
  }
}

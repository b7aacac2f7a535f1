import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A world where UIKit starts transitions on the next turn and links the presented controller only
/// then (both allowed: PR01's timing is not promised).
@MainActor
private func lateWorld() -> (UIKitWorld, HomeViewController) {
  let world = UIKitWorld()
  world.startsTransitionSynchronously = false
  world.navigationAsksDelegateSynchronously = false
  world.linksPresentationAtStart = true
  let home = HomeViewController()
  world.window.rootViewController = home
  world.advance(by: 0)
  return (world, home)
}

@MainActor
@Suite("UIKit's unpromised presentation timing: links, delegate questions, presentation layers")
struct PresentTimingTests {
  @Test("PR01 stand-in: with links at the start, present returns before anything is linked or asked")
  func linksAtStart() {
    let (world, home) = lateWorld()
    let delegate = RecordingDelegate()
    let presented = ContentViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    home.present(presented, animated: true)
    #expect(home.presentedViewController == nil && presented.presentingViewController == nil)
    #expect(delegate.calls.isEmpty)  // the delegate's questions come with the start
    #expect(home.transitionCoordinator != nil)  // the transition is accepted
    world.advance(by: 0)
    #expect(home.presentedViewController === presented && presented.presentingViewController === home)
    #expect(
      delegate.calls == ["presentationController", "animationController", "willBegin", "animateTransition"])
    delegate.context?.completeTransition(true)
    expectClean(world)
  }

  @Test("PR19 stand-in: reading presentationController after present makes it then, once, for the transition")
  func presentationControllerOnFirstRead() {
    let (world, home) = lateWorld()
    let delegate = RecordingDelegate()
    let presented = ContentViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    home.present(presented, animated: true)
    let early = presented.presentationController
    #expect(delegate.calls == ["presentationController"])
    world.advance(by: 0)
    #expect(presented.presentationController === early)
    #expect(delegate.calls.filter { $0 == "presentationController" }.count == 1)
    delegate.context?.completeTransition(true)
    expectClean(world)
  }

  @Test(
    "VW14 stand-in: switched, a layer's presentation is nil until its first commit, then follows the view")
  func presentationAfterCommit() {
    let world = UIKitWorld()
    world.presentationLayerAfterCommit = true
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.layer.presentation() == nil)
    world.window.addSubview(view)
    #expect(view.layer.presentation() == nil)
    world.advance(by: 0)
    #expect(view.layer.presentation()?.frame == view.frame)
    world.presentationLayerAfterCommit = false
    let fresh = UIView(frame: .zero)
    #expect(fresh.layer.presentation() != nil)  // the other setting: never nil
  }

  @Test("A dismissal asked right after present, before UIKit starts the transition, turns it around")
  func dismissBeforeStart() {
    let (world, home) = lateWorld()
    let card = ContentViewController()
    var completions = 0
    home.present(card, transition: .card) { completions += 1 }
    card.interruptibleDismiss()
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    #expect(card.appeared == 0 && completions == 0)
    #expect(card.interruptibleDriver?.phase ?? .idle == .idle)
    expectClean(world)
  }

  @Test("A menu UIKit links only when its transition starts still follows its anchor")
  func menuFollowsWhenLinkedLate() {
    let (world, home) = lateWorld()
    let list = ScrollingButtonViewController()
    home.present(list, animated: false)
    world.advance(by: 1)
    list.scrollView.contentOffset = CGPoint(x: 0, y: list.button.frame.minY - 300)
    world.advance(by: 0.1)
    let menu = list.presentMenu(UIMenu(children: actions(3)), from: list.button)
    world.advance(by: 1)
    let before = menu.view.convert(menu.view.bounds, to: nil).minY
    list.scrollView.contentOffset.y += 40
    world.advance(by: 0.1)
    let after = menu.view.convert(menu.view.bounds, to: nil).minY
    #expect(abs(after - (before - 40)) < 0.5, "\(before) → \(after)")
    menu.interruptibleDismiss()
    world.advance(by: 2)
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Whether `view` is in a window with no hidden ancestor.
@MainActor
func isShown(_ view: UIView) -> Bool {
  view.window != nil && !sequence(first: view, next: { $0.superview }).contains { $0.isHidden }
}

@MainActor
@Suite("Dismissing a stack: UIKit animates the top-most controller and removes the ones between (PR12)")
struct StackDismissalTests {
  @Test("PR12 stand-in: A→B→C dismissed from A asks only C's delegate, animates C, removes B, completes once")
  func standInDismissesTheTop() {
    let (world, home) = makeWorld(synchronous: true)
    let middleDelegate = RecordingDelegate()
    let topDelegate = RecordingDelegate()
    let middle = ContentViewController()
    middle.modalPresentationStyle = .custom
    middle.transitioningDelegate = middleDelegate
    home.present(middle, animated: true)
    middleDelegate.context?.completeTransition(true)
    let top = ContentViewController()
    top.modalPresentationStyle = .custom
    top.transitioningDelegate = topDelegate
    middle.present(top, animated: true)
    topDelegate.context?.completeTransition(true)
    world.advance(by: 0)
    let middleCalls = middleDelegate.calls.count
    var completions = 0
    home.dismiss(animated: true) { completions += 1 }
    #expect(middleDelegate.calls.count == middleCalls)  // B's delegate is not asked
    #expect(topDelegate.calls.suffix(2) == ["animationControllerForDismissed", "animateTransition"])
    #expect(topDelegate.context?.viewController(forKey: .from) === top)
    #expect(topDelegate.context?.viewController(forKey: .to) === home)
    #expect(middle.isBeingDismissed && top.isBeingDismissed)
    #expect(!isShown(middle.view))  // removed from the screen at once
    #expect(home.presentedViewController === middle)  // still linked until the animation completes
    topDelegate.context?.completeTransition(true)
    #expect(home.presentedViewController == nil && middle.presentedViewController == nil)
    #expect(top.presentingViewController == nil && middle.presentingViewController == nil)
    world.advance(by: 0)
    #expect(completions == 1)
    expectClean(world)
  }

  @Test("PR12 stand-in: a cancelled dismissal of a stack puts the one between back")
  func standInCancelledStackDismissal() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    let middle = ContentViewController()
    home.present(middle, animated: false)
    world.advance(by: 1)
    let top = ContentViewController()
    top.modalPresentationStyle = .custom
    top.transitioningDelegate = delegate
    middle.present(top, animated: true)
    delegate.context?.completeTransition(true)
    home.dismiss(animated: true)
    delegate.context?.cancelInteractiveTransition()
    delegate.context?.completeTransition(false)
    #expect(home.presentedViewController === middle && middle.presentedViewController === top)
    #expect(!middle.isBeingDismissed && !top.isBeingDismissed)
    #expect(isShown(middle.view))
    expectClean(world)
  }

  @Test("PR12 A rotation with a submenu open closes both menus cleanly: both come to rest, nothing is left")
  func rotationWithSubmenu() {
    let (world, home) = makeWorld()
    weak var menu: InterruptibleMenuViewController?
    weak var submenu: InterruptibleMenuViewController?
    weak var menuDriver: InterruptibleTransitionDriver?
    weak var submenuDriver: InterruptibleTransitionDriver?
    var phases: [PresentationPhase] = []
    do {
      let open = home.presentMenu(
        UIMenu(children: [UIMenu(title: "More", children: actions(2))]), from: home.button)
      menu = open
      menuDriver = open.interruptibleDriver
      world.advance(by: 1)
      world.tap(at: rowPoint(open, 0))
      world.advance(by: 1)
      let sub = open.presentedViewController as? InterruptibleMenuViewController
      submenu = sub
      submenuDriver = sub?.interruptibleDriver
      open.interruptibleDriver?.onPhaseChange = { phases.append($0) }
    }
    #expect(submenu != nil)
    world.resize(to: CGSize(width: 844, height: 390))
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    #expect(phases.last == .idle, "\(phases)")
    world.advance(by: 1)
    #expect(menu == nil && submenu == nil && menuDriver == nil && submenuDriver == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }
}

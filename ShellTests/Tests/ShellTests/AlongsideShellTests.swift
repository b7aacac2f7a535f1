import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Alongside animations through UIKit's transition coordinator follow the shell's transitions")
struct AlongsideShellTests {
  @Test("TR12 An alongside animation turns back with a card cancelled by a tap and completes once, cancelled")
  func alongsideTurnsBackWithCancelledCard() {
    let (world, home) = makeWorld()
    let card = BadgeViewController()
    home.present(card, transition: .card)
    world.advance(by: 0.1)
    let arriving = card.shownBadgeAlpha
    #expect(arriving > 0.05 && arriving < 0.95, "\(arriving)")
    world.tap(at: CGPoint(x: 5, y: 60))  // outside the card: the presentation turns back
    let turned = card.shownBadgeAlpha
    world.advance(by: 0.05)
    #expect(card.shownBadgeAlpha < turned, "\(card.shownBadgeAlpha) after \(turned)")
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    #expect(card.cancelledAnswers == [true])
    #expect(card.badge.alpha == 0)
    expectClean(world)
  }

  @Test("TR01 An alongside animation runs with a card presented to the end and completes once, not cancelled")
  func alongsideCompletesWithCard() {
    let (world, home) = makeWorld()
    let card = BadgeViewController()
    home.present(card, transition: .card)
    world.advance(by: 2)
    #expect(home.presentedViewController === card)
    #expect(card.cancelledAnswers == [false])
    #expect(card.badge.alpha == 1 && card.shownBadgeAlpha == 1)
    #expect(home.transitionCoordinator == nil)
    expectClean(world)
  }

  @Test("TR11 Alongside animations of a pan-driven dismissal follow the finger and turn back with it")
  func alongsideFollowsPanDismissal() {
    let (world, home) = makeWorld()
    let sheet = ContentViewController()
    home.present(sheet, transition: .sheet)
    world.advance(by: 2)
    let top = flying(sheet.view).frame.minY
    world.touchDown(at: CGPoint(x: 200, y: top + 40))
    var changes: [Bool] = []
    var cancelled: [Bool] = []
    var moved = false
    for step in 1...30 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 200, y: top + 40 + CGFloat(step) * 4))
      if !moved, let coordinator = home.transitionCoordinator {
        moved = true
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        coordinator.animate(alongsideTransition: nil) { cancelled.append($0.isCancelled) }
      }
    }
    #expect(moved)
    // Back to the start, held, lifted: the dismissal is cancelled.
    for step in 1...30 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 200, y: top + 40 + CGFloat(30 - step) * 4))
    }
    world.advance(by: 0.2)
    world.touchUp()
    world.advance(by: 2)
    #expect(home.presentedViewController === sheet)
    #expect(cancelled == [true])
    #expect(changes.last == false)
    expectClean(world)
  }
}

/// A transitioning delegate in front of a driver whose interaction controller asks the driver for
/// its interruptible animator before it starts the transition, and again after.
@MainActor
final class AskFirstDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerInteractiveTransitioning
{
  let driver: InterruptibleTransitionDriver
  var answers: [ObjectIdentifier] = []
  init(driver: InterruptibleTransitionDriver) { self.driver = driver }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    driver.presentationController(forPresented: presented, presenting: presenting, source: source)
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    driver.animationController(forPresented: presented, presenting: presenting, source: source)
  }
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { self }
  var wantsInteractiveStart: Bool { driver.wantsInteractiveStart }
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    answers.append(ObjectIdentifier(driver.interruptibleAnimator(using: transitionContext)))
    driver.startInteractiveTransition(transitionContext)
    answers.append(ObjectIdentifier(driver.interruptibleAnimator(using: transitionContext)))
  }
}

@MainActor
@Suite("The driver's interruptible animator, whenever it is asked")
struct AskFirstTests {
  @Test("TR01 Asked before the transition starts, the driver begins it and gives the same animator after")
  func askedBeforeStart() {
    let (world, home) = makeWorld()
    let sheet = ContentViewController()
    let driver = InterruptibleTransitionDriver(transition: SlideTransition(edge: .bottom))
    let delegate = AskFirstDelegate(driver: driver)
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    home.present(sheet, animated: true)
    world.advance(by: 0.05)
    #expect(delegate.answers.count == 2 && Set(delegate.answers).count == 1)
    #expect(driver.coordinator.phase == .presenting)
    world.advance(by: 2)
    #expect(home.presentedViewController === sheet && driver.coordinator.phase == .presented)
    #expect(flying(sheet.view).frame == world.window.bounds)
    driver.dismiss()
    world.advance(by: 2)
    #expect(home.presentedViewController == nil && driver.coordinator.phase == .idle)
    withExtendedLifetime(delegate) {}
    expectClean(world)
  }
}

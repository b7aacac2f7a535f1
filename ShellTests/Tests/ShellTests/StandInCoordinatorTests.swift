import Testing
import UIKit
import UIKitWorld

/// An interruptible custom transition: animation and interaction controller in one, fading the
/// content in over 1 s (linear) with one property animator per transition (or a new one each time
/// it is asked, to break TR01).
@MainActor
final class InterruptibleFade: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning
{
  var freshEachTime = false
  var startsInteractive = false
  private(set) var asked = 0
  private(set) var animator: UIViewPropertyAnimator?
  private(set) var context: UIViewControllerContextTransitioning?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { self }
  var wantsInteractiveStart: Bool { startsInteractive }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    1
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    startInteractiveTransition(transitionContext)
  }
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    let view = transitionContext.view(forKey: .to)
    view.map { transitionContext.containerView.addSubview($0) }
    let animator = interruptibleAnimator(using: transitionContext)
    if startsInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
  }
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    asked += 1
    if let animator, !freshEachTime { return animator }
    let view = transitionContext.view(forKey: .to)
    view?.alpha = 0
    let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { view?.alpha = 1 }
    made.addCompletion { position in transitionContext.completeTransition(position == .end) }
    animator = made
    return made
  }

  /// Turns the transition back, as an interaction controller cancelling it does.
  func cancel() {
    guard let context, let animator else { return }
    context.pauseInteractiveTransition()
    animator.pauseAnimation()
    animator.isReversed = true
    context.cancelInteractiveTransition()
    animator.startAnimation()
  }
}

/// Content with a badge whose alpha an alongside block animates to 1, and the completions' answers.
@MainActor
final class BadgeViewController: UIViewController {
  let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  var cancelledAnswers: [Bool] = []
  var interactionChanges: [Bool] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    badge.alpha = 0
    view.addSubview(badge)
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard isBeingPresented, let coordinator = transitionCoordinator else { return }
    coordinator.animate(
      alongsideTransition: { [badge] _ in badge.alpha = 1 },
      completion: { [weak self] context in self?.cancelledAnswers.append(context.isCancelled) })
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      self?.interactionChanges.append(context.isInteractive)
    }
  }
  var shownBadgeAlpha: CGFloat { CGFloat(badge.layer.presentation()?.opacity ?? Float(badge.alpha)) }
}

@MainActor
@Suite("Stand-in: the transition coordinator and the interruptible animator (TR01, TR10–TR13)")
struct StandInCoordinatorTests {
  func present(_ fade: InterruptibleFade) -> (UIKitWorld, HomeViewController, BadgeViewController) {
    let (world, home) = makeWorld(synchronous: true)
    let content = BadgeViewController()
    content.modalPresentationStyle = .custom
    content.transitioningDelegate = fade
    home.present(content, animated: true)
    return (world, home, content)
  }

  @Test(
    "TR13 stand-in: transitionCoordinator exists on both controllers from present until the end, then nil")
  func coordinatorLifetime() {
    let fade = InterruptibleFade()
    let (world, home, content) = present(fade)
    #expect(home.transitionCoordinator != nil && content.transitionCoordinator === home.transitionCoordinator)
    world.advance(by: 2)
    #expect(home.transitionCoordinator == nil && content.transitionCoordinator == nil)
    #expect(content.cancelledAnswers == [false])
    expectClean(world)
  }

  @Test(
    "TR10 TR12 stand-in: alongside blocks run in the transition's animator, reverse with it, complete once cancelled"
  )
  func alongsideFollowsTheAnimator() {
    let fade = InterruptibleFade()
    let (world, home, content) = present(fade)
    world.advance(by: 0.5)
    #expect(abs(content.shownBadgeAlpha - 0.5) < 0.02)
    fade.cancel()
    world.advance(by: 0.25)
    #expect(abs(content.shownBadgeAlpha - 0.25) < 0.02)
    world.advance(by: 1)
    #expect(content.cancelledAnswers == [true])
    #expect(content.badge.alpha == 0)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("TR11 stand-in: interaction-change handlers run on each change between interactive and not")
  func interactionHandlers() {
    let fade = InterruptibleFade()
    let (world, _, content) = present(fade)
    world.advance(by: 0.2)
    fade.cancel()
    world.advance(by: 2)
    #expect(content.interactionChanges == [true, false])
    expectClean(world)
  }

  @Test(
    "TR01 stand-in: UIKit asks again per alongside block and per return to interactive; a new instance is an error"
  )
  func askedSeveralTimes() {
    let fade = InterruptibleFade()
    fade.startsInteractive = true
    let (world, home, content) = present(fade)
    let asked = fade.asked
    #expect(asked >= 3)  // the controller's own call, the interactive start, the alongside block
    home.transitionCoordinator?.animate(alongsideTransition: { _ in content.view.alpha = 1 })
    #expect(fade.asked == asked + 1)
    fade.animator?.startAnimation()
    world.advance(by: 2)
    expectClean(world)

    let fresh = InterruptibleFade()
    fresh.freshEachTime = true
    let (other, otherHome, _) = present(fresh)
    otherHome.transitionCoordinator?.animate(alongsideTransition: { _ in })
    other.advance(by: 2)
    #expect(other.exceptions.contains { $0.contains("returned a different animator") })
  }

  @Test("TR10 stand-in: without an interruptible animator the blocks run over the transition's duration")
  func alongsideWithoutInterruptibleAnimator() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    let content = BadgeViewController()
    content.modalPresentationStyle = .custom
    content.transitioningDelegate = delegate
    home.present(content, animated: true)
    world.advance(by: 0.15)  // half of the delegate's 0.3 s, on UIKit's ease-in-out
    #expect(abs(content.shownBadgeAlpha - 0.5) < 0.02)
    #expect(content.cancelledAnswers.isEmpty)
    delegate.context?.completeTransition(true)
    #expect(content.cancelledAnswers == [false])
    world.advance(by: 1)
    #expect(content.cancelledAnswers == [false])
    expectClean(world)
  }
}

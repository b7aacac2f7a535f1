// An app file that adopts Interruptible: it imports the package and then uses UIKit's own animation
// APIs the ordinary way. `.ci/run` type-checks it for iOS with warnings as errors, so a public name
// the package adds that collides with UIKit's (an overload on UIViewPropertyAnimator, a conformance
// that makes a closure's type ambiguous) fails CI instead of an adopter's build. Nothing here names
// the package's types except the one-line presentation at the end.
import Interruptible
import UIKit

@MainActor
final class AdopterViewController: UIViewController {
  private let box = UIView()
  private var animator: UIViewPropertyAnimator?

  func animateWithPropertyAnimator() {
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { self.box.alpha = 0 }
    animator.addCompletion { position in
      if position == .end { self.box.isHidden = true }
    }
    animator.addAnimations({ self.box.transform = .identity }, delayFactor: 0.5)
    animator.startAnimation()
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    self.animator = animator
  }

  func animateWithTimingParameters() {
    let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2))
    let cubic = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
    let springy = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
    let eased = UIViewPropertyAnimator(duration: 0.5, timingParameters: cubic)
    springy.addAnimations { self.box.center.y += 100 }
    eased.addCompletion { _ in self.box.backgroundColor = .red }
    springy.startAnimation(afterDelay: 0.1)
    eased.startAnimation()
    let running = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: { self.box.alpha = 1 })
    running.addCompletion { position in _ = position == .start }
  }

  func animateWithBlocks() {
    UIView.animate(withDuration: 0.25) { self.box.alpha = 0.5 }
    UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) {
      self.box.alpha = 1
    } completion: { finished in
      if finished { self.box.alpha = 0.9 }
    }
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: []
    ) { self.box.frame.origin.y = 0 }
    UIView.transition(with: box, duration: 0.3, options: .transitionCrossDissolve) { self.box.alpha = 1 }
  }

  /// Presents `detail` with the app's own fade, then, once it has arrived, `menu` from `button` (a
  /// control on the detail's screen). A controller presents one at a time: the menu comes from the
  /// detail, after its presentation, or UIKit refuses it. The fade is kept here: UIKit holds a
  /// transitioning delegate weakly and asks it again for the dismissal.
  func presentDetailThenMenu(_ detail: UIViewController, _ menu: UIViewController, from button: UIButton) {
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = fade
    present(detail, animated: true) { [weak detail] in
      detail?.present(menu, transition: .pullDownMenu(from: button))
    }
  }
  private let fade = FadeAnimator()
}

/// A custom transition the ordinary UIKit way, in the same file as the package's import.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  UIViewControllerTransitioningDelegate
{
  private var running: UIViewImplicitlyAnimating?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  /// One animator per transition, however often UIKit asks: it fades the arriving view in, or the
  /// leaving one out.
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let running { return running }
    let arriving = transitionContext.view(forKey: .to)
    let leaving = transitionContext.view(forKey: .from)
    if let arriving {
      transitionContext.containerView.addSubview(arriving)
      arriving.alpha = 0
    }
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
      arriving?.alpha = 1
      leaving?.alpha = 0
    }
    animator.addCompletion { position in
      // The leaving view is shown again for its next appearance (UIKit has taken it off screen).
      leaving?.alpha = 1
      transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
    }
    running = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) { running = nil }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  {
    self
  }
}

/// A navigation delegate of the app's own, alongside the package.
@MainActor
final class AnalyticsNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var shown: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shown.append(viewController.title ?? "")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    operation == .push ? FadeAnimator() : nil
  }
}

/// An app's own menu helper with the signature many apps already have: importing the package must not
/// make it ambiguous (the package's menu entry points are named `presentMenu`).
extension UIViewController {
  @discardableResult
  func present(_ menu: UIMenu, from view: UIView) -> UIViewController {
    let controller = UIViewController()
    controller.title = menu.title
    present(controller, animated: true)
    return controller
  }

  func showAppMenu(from button: UIButton) {
    present(UIMenu(title: "Sort", children: []), from: button)
  }
}

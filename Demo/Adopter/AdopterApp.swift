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

  func presentBoth(_ detail: UIViewController, _ menu: UIViewController, from button: UIButton) {
    let fade = FadeAnimator()
    detail.transitioningDelegate = fade
    present(detail, animated: true)
    present(menu, transition: .pullDownMenu(from: button))
  }
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

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let running { return running }
    let view = transitionContext.view(forKey: .to)
    if let view { transitionContext.containerView.addSubview(view) }
    view?.alpha = 0
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view?.alpha = 1 }
    animator.addCompletion { position in
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

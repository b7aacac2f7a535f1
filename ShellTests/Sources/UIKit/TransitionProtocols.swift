/// The keys of a transition's controllers and views.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
  let rawValue: String
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}
public struct UITransitionContextViewKey: Hashable, Sendable {
  let rawValue: String
  public static let from = UITransitionContextViewKey(rawValue: "from")
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var targetTransform: CGAffineTransform { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  func animationEnded(_ transitionCompleted: Bool)
}
extension UIViewControllerAnimatedTransitioning {
  /// Optional in UIKit, asked only when implemented (`responds(to:)`): this default stands for
  /// "not implemented", and the stand-in never calls it as if it were (TransitionCoordinator.swift).
  public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  { UnimplementedInterruptibleAnimator() }
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The mark of an animation controller that does not implement `interruptibleAnimator(using:)`.
final class UnimplementedInterruptibleAnimator: UIViewPropertyAnimator {
  init() { super.init(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .linear)) }
}

@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  var wantsInteractiveStart: Bool { get }
}
extension UIViewControllerInteractiveTransitioning {
  public var wantsInteractiveStart: Bool { true }
}

/// Optional requirements of UIKit's delegate are requirements with default answers here.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}
extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { nil }
  public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { nil }
  public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// What a transition coordinator tells its blocks (UIViewControllerTransitionCoordinator.h): a size
/// transition's (RT) or a presentation's (TransitionCoordinator.swift).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var transitionDuration: TimeInterval { get }
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var isInteractive: Bool { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var percentComplete: CGFloat { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var targetTransform: CGAffineTransform { get }
  var containerView: UIView { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}
extension UIViewControllerTransitionCoordinator {
  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool { animate(alongsideTransition: animation, completion: nil) }
}

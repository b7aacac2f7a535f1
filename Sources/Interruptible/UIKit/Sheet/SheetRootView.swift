#if canImport(UIKit)
  import UIKit

  /// The sheet's root view: transparent to touches where the sheet is not, at undimmed detents, so
  /// the screen behind stays usable; a clear view would otherwise take every touch.
  @MainActor
  final class SheetRootView: UIView {
    weak var controller: DetentSheetViewController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      guard let controller, hit === self || hit === controller.dimmingView, controller.passesTouchesBehind,
        let behind = controller.presentingViewController?.viewIfLoaded
      else { return hit }
      return behind.hitTest(convert(point, to: behind), with: event)
    }
  }

  /// Presents and dismisses at once: the detent sheet runs its own motion, so UIKit's modal
  /// animation never stacks on it.
  @MainActor
  final class ImmediateTransition: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
  {
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      if let view = transitionContext.view(forKey: .to),
        let controller = transitionContext.viewController(forKey: .to)
      {
        view.frame = transitionContext.finalFrame(for: controller)
        transitionContext.containerView.addSubview(view)
      }
      transitionContext.view(forKey: .from)?.removeFromSuperview()
      transitionContext.completeTransition(true)
    }
  }
#endif

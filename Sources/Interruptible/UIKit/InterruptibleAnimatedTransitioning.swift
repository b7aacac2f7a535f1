#if canImport(UIKit)
  import UIKit

  /// A base class for transitions you describe by subclassing: override ``apply(progress:to:)``
  /// (and optionally ``configuration`` and ``dismissDirection``), set an instance as the presented
  /// view controller's `transitioningDelegate`, and present as usual.
  ///
  /// It is a thin adapter: a transitioning delegate that hands UIKit its ``driver`` — the same
  /// ``InterruptibleTransitionDriver`` that `present(_:transition:)` uses — as the animation,
  /// interaction and presentation controller source. There is one way transitions run; this class
  /// only lets you describe one by overriding instead of conforming to ``InterruptibleTransition``.
  ///
  /// ```swift
  /// final class DropTransition: InterruptibleAnimatedTransitioning {
  ///   override func apply(progress: Double, to views: TransitionViews) {
  ///     views.content.transform = CGAffineTransform(translationX: 0, y: (1 - progress) * -200)
  ///     views.content.alpha = progress
  ///   }
  /// }
  ///
  /// let transition = DropTransition()          // keep it: UIKit holds the delegate weakly
  /// menu.modalPresentationStyle = .custom
  /// menu.transitioningDelegate = transition
  /// present(menu, animated: true)
  /// ```
  ///
  /// Migrating from 0.0 (before this class became an adapter): it no longer conforms to
  /// `UIViewControllerAnimatedTransitioning` or `UIViewControllerInteractiveTransitioning` itself;
  /// code that called those methods on it calls them on ``driver``.
  @MainActor
  open class InterruptibleAnimatedTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    /// The driver that runs this transition (created on first use, kept for the object's lifetime).
    public private(set) lazy var driver = InterruptibleTransitionDriver(transition: Description(owner: self))

    /// Creates the transition.
    override public init() { super.init() }

    /// Puts the views in the state of `progress` (0 dismissed, 1 presented). Called outside and inside
    /// animation blocks; set animatable properties only. The base implementation changes nothing.
    open func apply(progress: Double, to views: TransitionViews) {}

    /// The configuration of this transition (distance, timings, thresholds). Default: a 0.45 s
    /// spring over 300 pt.
    open var configuration: TransitionConfiguration { TransitionConfiguration() }

    /// The direction the content moves when a pan dismisses it. Default: down.
    open var dismissDirection: TransitionDirection { .down }

    /// The driver animates the presentation (and registers itself on `presented`).
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      driver.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// The driver animates the dismissal.
    public func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    { driver.animationController(forDismissed: dismissed) }

    /// The driver is the interaction controller, so presentations stay interruptible.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    { driver }

    /// The driver is the interaction controller, so dismissals stay interruptible.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    { driver }

    /// The driver's presentation controller: dimming, pass-through, tap-to-cancel, pan to dismiss.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      driver.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// Hands the driver this object's description; weak, since the presentation controller may keep
    /// the driver a little longer than the app keeps this object.
    private struct Description: InterruptibleTransition {
      weak var owner: InterruptibleAnimatedTransitioning?

      func apply(progress: Double, to views: TransitionViews) { owner?.apply(progress: progress, to: views) }
      var configuration: TransitionConfiguration { owner?.configuration ?? TransitionConfiguration() }
      var dismissDirection: TransitionDirection { owner?.dismissDirection ?? .down }
    }
  }
#endif

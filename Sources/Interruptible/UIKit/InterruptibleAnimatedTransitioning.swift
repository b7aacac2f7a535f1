#if canImport(UIKit)
  import UIKit

  /// A base class for transitions you describe by subclassing: override ``apply(progress:to:)``
  /// (and optionally ``configuration`` and ``dismissDirection``), set an instance as the presented
  /// view controller's `transitioningDelegate`, and present as usual.
  ///
  /// It is the transitioning delegate, the animated transitioning and the interactive transitioning
  /// object at once, and forwards every UIKit callback to its ``driver``: `interruptibleAnimator(using:)`
  /// returns the session's one cached `UIViewPropertyAnimator`, `animateTransition(using:)` and
  /// `startInteractiveTransition(_:)` start it, and `animationEnded(_:)` releases it (TR01). Subclasses
  /// only describe the animations; every decision stays in the tested core.
  ///
  /// ```swift
  /// final class DropTransition: InterruptibleAnimatedTransitioning {
  ///   override func apply(progress: Double, to views: TransitionViews) {
  ///     views.content.transform = CGAffineTransform(translationX: 0, y: (1 - progress) * -200)
  ///     views.background?.alpha = progress
  ///   }
  /// }
  ///
  /// let transition = DropTransition()          // keep it: UIKit holds the delegate weakly
  /// menu.modalPresentationStyle = .custom
  /// menu.transitioningDelegate = transition
  /// present(menu, animated: true)
  /// ```
  ///
  /// The one-line `present(_:transition:)` API does the same with a value type conforming to
  /// ``InterruptibleTransition``; use whichever reads better in your code.
  @MainActor
  open class InterruptibleAnimatedTransitioning: NSObject {
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

    /// Hands the driver this object's description; weak, since the presentation controller may keep
    /// the driver a little longer than the app keeps this object.
    private struct Description: InterruptibleTransition {
      weak var owner: InterruptibleAnimatedTransitioning?

      func apply(progress: Double, to views: TransitionViews) { owner?.apply(progress: progress, to: views) }
      var configuration: TransitionConfiguration { owner?.configuration ?? TransitionConfiguration() }
      var dismissDirection: TransitionDirection { owner?.dismissDirection ?? .down }
    }
  }

  extension InterruptibleAnimatedTransitioning: UIViewControllerAnimatedTransitioning {
    /// The duration of the kind of transition UIKit asked for.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    { driver.transitionDuration(using: transitionContext) }

    /// Begins (and so starts) the session when UIKit uses no interaction controller (TR04).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      driver.animateTransition(using: transitionContext)
    }

    /// The session's one animator, the same instance for the whole transition (TR01).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
      -> UIViewImplicitlyAnimating
    { driver.interruptibleAnimator(using: transitionContext) }

    /// Releases the finished transition's animator (TR01).
    public func animationEnded(_ transitionCompleted: Bool) { driver.animationEnded(transitionCompleted) }
  }

  extension InterruptibleAnimatedTransitioning: UIViewControllerInteractiveTransitioning {
    /// True only when a pan starts the transition (TR08).
    public var wantsInteractiveStart: Bool { driver.wantsInteractiveStart }

    /// Begins the session: running for code and taps, paused for a pan.
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      driver.startInteractiveTransition(transitionContext)
    }
  }

  extension InterruptibleAnimatedTransitioning: UIViewControllerTransitioningDelegate {
    /// Prepares a presentation and animates it.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      _ = driver.animationController(forPresented: presented, presenting: presenting, source: source)
      return self
    }

    /// Prepares a dismissal (interactive only when the driver's own pan asked for it) and animates it.
    public func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      _ = driver.animationController(forDismissed: dismissed)
      return self
    }

    /// Always the interaction controller, so presentations stay interruptible.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    { self }

    /// Always the interaction controller, so dismissals stay interruptible.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    { self }

    /// The driver's presentation controller: dimming, pass-through, tap-to-cancel, pan to dismiss.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      driver.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
  }
#endif

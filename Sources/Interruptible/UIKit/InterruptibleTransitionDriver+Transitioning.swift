#if canImport(UIKit)
  import UIKit

  /// A UIKit context as the core's ``TransitionContextReporting``.
  @MainActor
  struct UIKitTransitionContext: @preconcurrency TransitionContextReporting {
    let base: UIViewControllerContextTransitioning

    var identity: ObjectIdentifier { ObjectIdentifier(base) }
    func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
    func finishInteractiveTransition() { base.finishInteractiveTransition() }
    func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }
    var isAnimated: Bool { base.isAnimated }
    func updateInteractiveTransition(_ percentComplete: Double) {
      base.updateInteractiveTransition(CGFloat(percentComplete))
    }
  }

  extension InterruptibleTransitionDriver {
    /// UIKit removed the presented content without a transition of this driver (content between
    /// the presenter and the top-most controller of a dismissed stack, PR12): the slot comes to
    /// rest, idle, and a dismissal it asked for is settled.
    func contentWasRemoved() {
      guard coordinator.phase == .presented else { return }
      _ = requests.consume(.dismiss, at: CACurrentMediaTime())
      coordinator.assumeDismissed()
      phaseDidChange(coordinator.phase)
    }
  }

  extension InterruptibleTransitionDriver: UIViewControllerAnimatedTransitioning {
    /// The duration of the kind of transition UIKit asked for.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      coordinator.configuration.timing(for: bridge.nextKind).duration
    }

    /// Only used when UIKit has no interaction controller: begins (and so starts) the session (TR04).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      begin(transitionContext)
    }

    /// The session's one animator, the same instance however often UIKit asks during the
    /// transition (TR01): UIKit asks when the transition is interactive and to run the transition
    /// coordinator's alongside animations, before or after it starts the transition; the first
    /// question begins it.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
      -> UIViewImplicitlyAnimating
    {
      begin(transitionContext)
      return propertyAnimator(for: transitionContext)
    }

    /// Releases the finished transition's animator (TR01).
    public func animationEnded(_ transitionCompleted: Bool) {
      bridge.animationEnded()
    }
  }

  extension InterruptibleTransitionDriver: UIViewControllerInteractiveTransitioning {
    /// True only when a pan starts the transition (TR08).
    public var wantsInteractiveStart: Bool { bridge.wantsInteractiveStart }

    /// Begins the core session for this context: running for code and taps, paused for a pan.
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      begin(transitionContext)
    }
  }

  extension InterruptibleTransitionDriver: UIViewControllerTransitioningDelegate {
    /// The driver animates presentations.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      _ = requests.consume(.present, at: CACurrentMediaTime())
      awaitsPresentation = true
      bridge.prepare(.present, interactive: false)
      register(on: presented)
      return self
    }

    /// The driver animates dismissals; interactively only when its own pan asked for this one (the
    /// pending request, whether UIKit asks inside `dismiss(animated:)` or later).
    public func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      let request = requests.consume(.dismiss, at: CACurrentMediaTime())
      bridge.prepare(.dismiss, interactive: request?.isInteractive ?? false)
      register(on: dismissed)
      return self
    }

    /// The driver is always the interaction controller, so transitions stay interruptible.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    { self }

    /// The driver is always the interaction controller, so transitions stay interruptible.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    { self }

    /// An `InterruptiblePresentationController` with dimming, pass-through and tap-to-cancel.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      register(on: presented)
      let controller = InterruptiblePresentationController(
        presentedViewController: presented, presenting: presenting, driver: self)
      DriverRegistry.shared.release(self)
      return controller
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// The UIKit face of one presentation slot: transitioning delegate, animated transitioning and
  /// interactive transitioning in one object, forwarding everything to a ``TransitionCoordinator``.
  ///
  /// Every transition starts through the interaction controller role — interactively (paused) for a
  /// pan, non-interactively (running) for code and taps — so it always stays interruptible and UIKit
  /// never blocks touches (TR08, TR09). `interruptibleAnimator(using:)` returns the session's one
  /// cached `UIViewPropertyAnimator` (TR01). You rarely use it directly:
  ///
  /// ```swift
  /// present(menu, transition: ScaleTransition(anchor: button.center))   // creates a driver
  /// menu.interruptibleDismiss()                                          // reverses if still arriving
  /// ```
  @MainActor
  public final class InterruptibleTransitionDriver: NSObject {
    /// What the transitions animate.
    public var transition: any InterruptibleTransition
    /// The core that decides.
    public let coordinator: TransitionCoordinator
    /// Where outside touches go.
    public var touchRouter = TouchRouter()
    /// The presented view controller, once presented.
    public weak var presentedViewController: UIViewController?
    /// The content's frame in the container for new presentations; nil fills it.
    public var presentedFrame: ((CGRect) -> CGRect)?
    /// A scroll view inside the content that hands pans to the dismissal at its top edge.
    public weak var trackedScrollView: UIScrollView?
    /// Called with the slot's phase after every request and every session end.
    public var onPhaseChange: ((PresentationPhase) -> Void)?

    private let clock = ManualClock(start: CACurrentMediaTime())
    private var nextKind = TransitionKind.present
    private var pending: UIViewControllerContextTransitioning?
    private var startsInteractively = false
    private var contexts: [Int: UIViewControllerContextTransitioning] = [:]
    private var propertyAnimators: [Int: UIViewPropertyAnimator] = [:]
    private var alongside: [(Double) -> Void] = []

    /// A driver for `transition`. With `startsPresented`, the content is taken as already on screen
    /// (a pushed view controller whose pop this driver will run).
    public init(transition: any InterruptibleTransition, startsPresented: Bool = false) {
      self.transition = transition
      let box = FactoryBox()
      coordinator = TransitionCoordinator(configuration: transition.configuration) { kind, timing in
        box.make(kind, timing)
      }
      super.init()
      box.driver = self
      coordinator.onEvent = { [weak self] event in self?.handle(event) }
      if startsPresented { coordinator.assumePresented() }
    }

    /// Sets the kind of the next transition UIKit starts through this driver and whether it starts
    /// interactively (paused, following a pan). Used by navigation and container adapters.
    public func prepare(_ kind: TransitionKind, interactive: Bool) {
      nextKind = kind
      startsInteractively = interactive
    }

    /// Adds an animation that follows every transition of this slot: `update` receives the
    /// presented progress target (1 presenting, 0 dismissing) inside the animator's animation block.
    public func animateAlongside(_ update: @escaping (Double) -> Void) {
      alongside.append(update)
    }

    // MARK: - Requests

    /// Dismisses: turns an arriving presentation around, or starts a UIKit dismissal of content at rest.
    public func dismiss() {
      if coordinator.dismissNeedsNewTransition {
        presentedViewController?.presentingViewController?.dismiss(animated: true)
      } else {
        coordinator.dismiss()
      }
      onPhaseChange?(coordinator.phase)
    }

    /// A pan on the content began: grabs a transition in flight, or starts an interactive dismissal.
    public func beginPan() {
      guard coordinator.dismissNeedsNewTransition else { return coordinator.panBegan() }
      startsInteractively = true
      presentedViewController?.presentingViewController?.dismiss(animated: true)
      startsInteractively = false
    }

    // MARK: - Sessions

    fileprivate func makeAnimator(_ kind: TransitionKind, _ timing: TransitionTiming) -> SessionAnimator {
      let animator = UIViewPropertyAnimator(duration: timing.duration, timing: timing.parameters)
      let model = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      if let context = pending { install(kind, context: context, on: animator) }
      return MirroredAnimator(follower: animator, model: model, now: { CACurrentMediaTime() })
    }

    private func install(
      _ kind: TransitionKind, context: UIViewControllerContextTransitioning,
      on animator: UIViewPropertyAnimator
    ) {
      guard let views = views(of: context, appearing: kind.isAppearing) else { return }
      let transition = ReduceMotionObserver.shared.transition(replacing: transition)
      let alongside = alongside
      let target: Double = kind.isAppearing ? 1 : 0
      transition.apply(progress: 1 - target, to: views)
      animator.addAnimations {
        transition.apply(progress: target, to: views)
        for update in alongside { update(target) }
      }
    }

    private func views(of context: UIViewControllerContextTransitioning, appearing: Bool) -> TransitionViews?
    {
      let key: UITransitionContextViewControllerKey = appearing ? .to : .from
      guard let controller = context.viewController(forKey: key) else { return nil }
      let content = context.view(forKey: appearing ? .to : .from) ?? controller.view!
      if appearing {
        content.frame = context.finalFrame(for: controller)
        context.containerView.addSubview(content)
      } else if let revealed = context.view(forKey: .to), let below = context.viewController(forKey: .to) {
        revealed.frame = context.finalFrame(for: below)
        context.containerView.insertSubview(revealed, at: 0)
      }
      let frame = appearing ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
      let background = context.viewController(forKey: appearing ? .from : .to)?.view
      return TransitionViews(
        container: context.containerView, content: content, presentedFrame: frame, background: background)
    }

    private func begin(_ context: UIViewControllerContextTransitioning) {
      let before = coordinator.currentSession?.id
      pending = context
      switch (nextKind.isAppearing, startsInteractively) {
      case (true, let interactive): coordinator.present(interactive: interactive)
      case (false, true): coordinator.panBegan()
      case (false, false): coordinator.dismiss()
      }
      pending = nil
      startsInteractively = false
      guard let session = coordinator.currentSession, session.id != before,
        let mirrored = session.interruptibleAnimator() as? MirroredAnimator,
        let animator = mirrored.follower as? UIViewPropertyAnimator
      else {
        // The core started nothing (the request meant nothing now): give UIKit its transition back.
        context.cancelInteractiveTransition()
        return context.completeTransition(false)
      }
      contexts[session.id] = context
      propertyAnimators[session.id] = animator
      onPhaseChange?(coordinator.phase)
    }

    private func handle(_ event: TransitionEvent) {
      guard case .completeTransition(let id, let didComplete) = event, let context = contexts[id] else {
        return
      }
      if didComplete { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
      context.completeTransition(didComplete)
      contexts[id] = nil
      propertyAnimators[id] = nil
      onPhaseChange?(coordinator.phase)
    }

    private func sessionID(of context: UIViewControllerContextTransitioning) -> Int? {
      contexts.first { $0.value === context }?.key
    }
  }

  /// Lets the coordinator's animator factory reach the driver that owns the coordinator.
  @MainActor
  private final class FactoryBox {
    weak var driver: InterruptibleTransitionDriver?

    func make(_ kind: TransitionKind, _ timing: TransitionTiming) -> SessionAnimator {
      guard let driver else {
        return AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: ManualClock())
      }
      return driver.makeAnimator(kind, timing)
    }
  }

  extension InterruptibleTransitionDriver: UIViewControllerAnimatedTransitioning {
    /// The duration of the kind of transition UIKit asked for.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      coordinator.configuration.timing(for: nextKind).duration
    }

    /// Only used when UIKit has no interaction controller: starts the transition the same way.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      if sessionID(of: transitionContext) == nil { begin(transitionContext) }
    }

    /// The session's one animator, the same instance for the whole transition (TR01).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
      -> UIViewImplicitlyAnimating
    {
      if sessionID(of: transitionContext) == nil { begin(transitionContext) }
      if let id = sessionID(of: transitionContext), let animator = propertyAnimators[id] { return animator }
      return UIViewPropertyAnimator(duration: 0, curve: .linear)
    }
  }

  extension InterruptibleTransitionDriver: UIViewControllerInteractiveTransitioning {
    /// True only when a pan starts the transition (TR08).
    public var wantsInteractiveStart: Bool { startsInteractively }

    /// Begins the core session for this context: running for code and taps, paused for a pan.
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      if sessionID(of: transitionContext) == nil { begin(transitionContext) }
    }
  }

  extension InterruptibleTransitionDriver: UIViewControllerTransitioningDelegate {
    /// The driver animates presentations.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      nextKind = .present
      presentedViewController = presented
      return self
    }

    /// The driver animates dismissals.
    public func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      nextKind = .dismiss
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

    /// An ``InterruptiblePresentationController`` with dimming, pass-through and tap-to-cancel.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      InterruptiblePresentationController(
        presentedViewController: presented, presenting: presenting, driver: self)
    }
  }
#endif

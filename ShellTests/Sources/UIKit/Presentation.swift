/// `present` and `dismiss` with UIKit's rules (the PR rules of Docs/BehaviourSpec.md) and the call order of §1.6 of the
/// stand-in rules.
extension UIViewController {
  /// PR03: the controller that owns the slot: the farthest ancestor of the caller.
  var presentationHost: UIViewController { parent?.presentationHost ?? self }
  var name: String { "<\(type(of: self))>" }

  public func present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    let runtime = StandInRuntime.shared
    let host = presentationHost
    if let presenter = presented.presentingSlot {
      return runtime.raise(
        "Application tried to present modally a view controller \(presented.name) that is already being presented by \(presenter.name)."
      )
    }
    if presented === self || presented === host || presented.parent != nil || presented.isWindowRoot {
      return runtime.raise("Application tried to present modally an active controller \(presented.name).")
    }
    guard let window = host.viewIfLoaded?.window else {
      return runtime.refuse(
        "Attempt to present \(presented.name) on \(host.name) (from \(name)) whose view is not in the window hierarchy."
      )
    }
    if host.isSlotBusy || host.presentingSlot?.isSlotBusy == true {
      return runtime.refuse(
        "Attempt to present \(presented.name) on \(host.name) (from \(name)) while a presentation is in progress."
      )
    }
    if let current = host.presentedSlot {
      return runtime.refuse(
        "Attempt to present \(presented.name) on \(host.name) (from \(name)) which is already presenting \(current.name)."
      )
    }
    // PR01: the links exist when `present` returns, or (UIKIT_STANDIN_PRESENT_LINKS=deferred, with
    // the deferred start) only once the transition starts; the delegate's questions come with the
    // start (inside `present` in the synchronous timing, on the next turn in the deferred one).
    let linksAtStart =
      !runtime.timing.startsTransitionSynchronously && runtime.timing.linksPresentationAtStart
    if !linksAtStart { host.link(presented) }
    // PR19: the presentation controller is made on the first read of `presentationController` after
    // `present` accepted (an adaptive delegate set right after `present`), else when the transition
    // starts.
    presented.makePresentationController = { [weak presented, weak host, self] in
      guard let presented, let host else { return UIPresentationController.orphan }
      if let made = presented.storedPresentationController { return made }
      let made =
        (presented.modalPresentationStyle == .custom
          ? presented.transitioningDelegate?.presentationController(
            forPresented: presented, presenting: host, source: self) : nil)
        ?? UIPresentationController(presentedViewController: presented, presenting: host)
      presented.storedPresentationController = made
      return made
    }
    host.slotTransitionPending = true
    let coordinator = StandInTransitionCoordinator()
    host.slotCoordinator = coordinator
    let start = { [self] in
      host.slotTransitionPending = false
      if linksAtStart { host.link(presented) }
      let delegate = presented.transitioningDelegate
      let controller = presented.presentationController ?? UIPresentationController.orphan
      presented.makePresentationController = nil
      let animator = delegate?.animationController(forPresented: presented, presenting: host, source: self)
      let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
      coordinator.animationController = animator
      host.beginPresentation(
        presented, in: window, controller: controller, animated: animated,
        transition: (animator, interaction), completion: completion)
    }
    if runtime.timing.startsTransitionSynchronously { start() } else { runtime.later(start) }
  }

  private func link(_ presented: UIViewController) {
    presentedSlot = presented
    presented.presentingSlot = self
    presented.isBeingPresented = true
  }

  private var isWindowRoot: Bool { StandInRuntime.shared.windows.contains { $0.rootViewController === self } }

  func removesPresenter(_ style: UIModalPresentationStyle, _ controller: UIPresentationController)
    -> Bool
  {
    style == .custom ? controller.shouldRemovePresentersView : style == .fullScreen
  }

  private func beginPresentation(
    _ presented: UIViewController, in window: UIWindow, controller: UIPresentationController, animated: Bool,
    transition: (UIViewControllerAnimatedTransitioning?, UIViewControllerInteractiveTransitioning?),
    completion: (() -> Void)?
  ) {
    let style = presented.modalPresentationStyle
    presented.loadViewIfNeeded()
    let container = TransitionContainerView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentation = controller
    window.addSubview(container)
    controller.containerView = container
    controller.presentationTransitionWillBegin()
    presented.sendAppearance(.willAppear, animated: animated)
    let removes = removesPresenter(style, controller)
    if removes { sendAppearance(.willDisappear, animated: animated) }
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.to] = style == .custom ? controller.presentedView : presented.view
    if removes { views[.from] = view }
    let (animator, interaction) = transition
    let context = StandInTransitionContext(
      container: container, animated: animated, interactive: interaction?.wantsInteractiveStart ?? false,
      style: style, controllers: [.from: self, .to: presented], views: views,
      frames: { [weak controller] vc, initial in
        vc === presented && !initial
          ? controller?.frameOfPresentedViewInContainerView ?? .zero : container.bounds
      },
      end: { [weak self] done in
        self?.endPresentation(presented, controller, animator, done, removes: removes, completion: completion)
      })
    slotTransition = PresentationTransition(context: context, blocksTouches: interaction == nil)
    slotCoordinator?.attach(context)
    startTransition(context, transition) {
      DefaultTransition.run(context, presented: presented, appearing: true)
    }
    context.coordinator?.transitionDidStart()
  }

  private func endPresentation(
    _ presented: UIViewController, _ controller: UIPresentationController,
    _ animator: UIViewControllerAnimatedTransitioning?, _ done: Bool, removes: Bool, completion: (() -> Void)?
  ) {
    slotTransition = nil
    slotCoordinator = nil
    animator?.animationEnded(done)
    controller.presentationTransitionDidEnd(done)
    presented.isBeingPresented = false
    guard done else {
      // PR25: a cancelled presentation leaves nothing; no viewDidAppear, no completion.
      presentedSlot = nil
      presented.presentingSlot = nil
      presented.storedPresentationController = nil
      controller.containerView?.removeFromSuperview()
      return
    }
    presented.appearanceLog.append("presented")
    presented.sendAppearance(.didAppear, animated: true)
    if removes {
      viewIfLoaded?.removeFromSuperview()
      sendAppearance(.didDisappear, animated: true)
    }
    if let completion { StandInRuntime.shared.later(completion) }
  }
}

/// Starts a custom transition as UIKit does (PR23): through the interaction controller when there is
/// one, else the animation controller; UIKit's own transition when the delegate gives no animator.
@MainActor
func startTransition(
  _ context: UIViewControllerContextTransitioning,
  _ transition: (UIViewControllerAnimatedTransitioning?, UIViewControllerInteractiveTransitioning?),
  orDefault fallback: () -> Void
) {
  switch transition {
  case (_?, let interaction?): interaction.startInteractiveTransition(context)
  case (let animator?, nil): animator.animateTransition(using: context)
  case (nil, _): fallback()
  }
}

/// UIKit's own transition when the delegate gives no animator: the content covers vertically over
/// 0.5 s (ignoring touches while it runs), or at once when not animated.
@MainActor
enum DefaultTransition {
  static func run(_ context: StandInTransitionContext, presented: UIViewController, appearing: Bool) {
    guard let view = context.view(forKey: appearing ? .to : .from) else {
      return context.completeTransition(true)
    }
    let final = context.finalFrame(for: presented)
    if appearing {
      view.frame = final
      context.containerView.addSubview(view)
    }
    guard context.isAnimated else { return context.completeTransition(true) }
    let offscreen = CGAffineTransform(translationX: 0, y: context.containerView.bounds.height)
    if appearing { view.transform = offscreen }
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
      view.transform = appearing ? .identity : offscreen
    }
    animator.addCompletion { _ in context.completeTransition(true) }
    animator.startAnimation()
  }
}

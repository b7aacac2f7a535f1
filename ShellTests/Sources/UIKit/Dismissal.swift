/// `dismiss` with UIKit's rules (PR11–PR13, PR17 of Docs/BehaviourSpec.md; the call order mirrors a presentation's).
///
/// PR12, a stack: "calling this method on a view controller lower in the stack dismisses its
/// immediate child view controller and all view controllers above that child on the stack. When
/// this happens, only the top-most view is dismissed in an animated fashion; any intermediate view
/// controllers are simply removed from the stack. The top-most view is dismissed using its modal
/// transition style" (`dismiss(animated:completion:)` documentation). So A→B→C dismissed from A
/// asks C's delegate (not B's) for the animation, animates C, and removes B without animation: B's
/// view leaves the screen when the dismissal starts (stand-in rule: when and with which callbacks
/// is not documented) and B is unlinked with C when the animation completes; the completion runs
/// once, after the whole stack is gone. A cancelled dismissal puts B back.
extension UIViewController {
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let runtime = StandInRuntime.shared
    let owner = presentationHost
    let target: UIViewController
    if let presented = owner.presentedSlot {
      target = presented
    } else if owner.presentingSlot != nil {
      target = owner  // PR11: forwarded to the presenter
    } else {
      return  // nothing to dismiss: no completion (what UIKit does is unverified)
    }
    let top = target.topOfStack
    guard let host = top.presentingSlot, let controller = top.storedPresentationController,
      let root = target.presentingSlot
    else { return }
    let stack = target.stack
    if stack.contains(where: { $0.isSlotBusy }) || root.isSlotBusy {
      return runtime.refuse(
        "Attempt to dismiss from view controller \(root.name) while a presentation or dismiss is in progress!"
      )
    }
    for dismissed in stack { dismissed.isBeingDismissed = true }
    // The delegate's questions come with the start: inside `dismiss` in the synchronous timing, on
    // the next turn in the deferred one.
    host.slotTransitionPending = true
    let coordinator = StandInTransitionCoordinator()
    host.slotCoordinator = coordinator
    let dismissal = StackDismissal(top: top, controller: controller, root: root, between: stack.dropLast())
    let start = {
      host.slotTransitionPending = false
      let delegate = top.transitioningDelegate
      let animator = delegate?.animationController(forDismissed: top)
      let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
      coordinator.animationController = animator
      host.beginDismissal(
        dismissal, animated: animated, transition: (animator, interaction), completion: completion)
    }
    if runtime.timing.startsTransitionSynchronously { start() } else { runtime.later(start) }
  }

  /// This presented controller and those it presents, bottom first.
  var stack: [UIViewController] { [self] + (presentedSlot?.stack ?? []) }
  /// The top-most controller presented above this one (itself when it presents nothing).
  var topOfStack: UIViewController { presentedSlot?.topOfStack ?? self }

  private func beginDismissal(
    _ dismissal: StackDismissal, animated: Bool,
    transition: (UIViewControllerAnimatedTransitioning?, UIViewControllerInteractiveTransitioning?),
    completion: (() -> Void)?
  ) {
    let (target, controller, root) = (dismissal.top, dismissal.controller, dismissal.root)
    let style = target.modalPresentationStyle
    let removes = removesPresenter(style, controller)
    guard let container = controller.containerView else {
      slotCoordinator = nil
      return
    }
    dismissal.removeBetween()
    controller.dismissalTransitionWillBegin()
    target.sendAppearance(.willDisappear, animated: animated)
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.from] = style == .custom ? controller.presentedView : target.view
    if removes, let view = root.viewIfLoaded {
      container.superview?.insertSubview(view, belowSubview: container)
      views[.to] = view
      root.sendAppearance(.willAppear, animated: animated)
    }
    let (animator, interaction) = transition
    let context = StandInTransitionContext(
      container: container, animated: animated, interactive: interaction?.wantsInteractiveStart ?? false,
      style: style, controllers: [.from: target, .to: root], views: views,
      frames: { [weak controller] vc, _ in
        vc === target ? controller?.frameOfPresentedViewInContainerView ?? .zero : container.bounds
      },
      end: { [weak self] done in
        self?.endDismissal(dismissal, animator, done, removes: removes, completion: completion)
      })
    slotTransition = PresentationTransition(context: context, blocksTouches: interaction == nil)
    slotCoordinator?.attach(context)
    startTransition(context, transition) {
      DefaultTransition.run(context, presented: target, appearing: false)
    }
    context.coordinator?.transitionDidStart()
  }

  private func endDismissal(
    _ dismissal: StackDismissal, _ animator: UIViewControllerAnimatedTransitioning?, _ done: Bool,
    removes: Bool, completion: (() -> Void)?
  ) {
    let (target, controller, root) = (dismissal.top, dismissal.controller, dismissal.root)
    slotTransition = nil
    slotCoordinator = nil
    animator?.animationEnded(done)
    controller.dismissalTransitionDidEnd(done)
    target.isBeingDismissed = false
    guard done else {
      // PR17: the content stays; it hears it will and did appear again; the stack comes back.
      dismissal.restoreBetween()
      target.sendAppearance(.willAppear, animated: true)
      target.sendAppearance(.didAppear, animated: true)
      return
    }
    target.sendAppearance(.didDisappear, animated: true)
    let container = controller.containerView
    unlink(target)
    container?.removeFromSuperview()
    dismissal.unlinkBetween()
    if removes { root.sendAppearance(.didAppear, animated: true) }
    if let completion { StandInRuntime.shared.later(completion) }
  }

  func unlink(_ target: UIViewController) {
    presentedSlot = nil
    target.presentingSlot = nil
    target.storedPresentationController?.containerView = nil
    target.storedPresentationController = nil
  }
}

/// A dismissal of a stack: the top-most controller animates; those between it and the presenter
/// are removed without animation (PR12).
@MainActor
struct StackDismissal {
  let top: UIViewController
  let controller: UIPresentationController
  /// The controller the stack was presented from (it stays).
  let root: UIViewController
  /// The controllers between `root` and `top`, bottom first.
  let between: ArraySlice<UIViewController>

  /// The intermediate controllers leave the screen at once.
  func removeBetween() {
    for vc in between.reversed() {
      vc.sendAppearance(.willDisappear, animated: false)
      vc.storedPresentationController?.dismissalTransitionWillBegin()
      vc.storedPresentationController?.containerView?.isHidden = true
    }
  }

  /// A cancelled dismissal: they come back as they were.
  func restoreBetween() {
    for vc in between {
      vc.storedPresentationController?.containerView?.isHidden = false
      vc.storedPresentationController?.dismissalTransitionDidEnd(false)
      vc.isBeingDismissed = false
      vc.sendAppearance(.willAppear, animated: false)
      vc.sendAppearance(.didAppear, animated: false)
    }
  }

  /// The stack is gone: each intermediate controller is unlinked from its presenter.
  func unlinkBetween() {
    for vc in between.reversed() {
      guard let host = vc.presentingSlot, let controller = vc.storedPresentationController else { continue }
      let container = controller.containerView
      controller.dismissalTransitionDidEnd(true)
      vc.isBeingDismissed = false
      vc.sendAppearance(.didDisappear, animated: false)
      host.unlink(vc)
      container?.removeFromSuperview()
    }
  }
}

/// The transition coordinator of a presentation or dismissal (TR10–TR13 of the behaviour spec):
///
/// - It exists from the moment `present`/`dismiss` accepts the transition until its completions
///   have run: `transitionCoordinator` of the presented and the presenting controller returns it
///   (UIViewControllerTransitionCoordinator.h: "during an active presentation or dismissal").
/// - Alongside blocks run "in the same animation context as the transition"; for an animation
///   controller that implements `interruptibleAnimator(using:)` UIKit takes that animator and adds
///   the blocks to it (WWDC16 216), so they pause, scrub and reverse with it. UIKit asks for the
///   animator when the transition starts interactive or has alongside blocks, again for every
///   block added later and each time the transition becomes interactive again: several times per
///   transition, and it expects the same instance every time (the header's "It is expected that
///   this method will return the same instance for the life of a transition"). A different
///   instance is recorded as an exception.
/// - An animation controller that does not implement it: the blocks run in an animator of the
///   transition's duration, started "just after [its] animateTransition: method returns" (header).
/// - The completions run once, when the transition completes, with `isCancelled` set when it was
///   cancelled; interaction-change handlers run on each change between interactive and not.
@MainActor
final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

  /// The transition's animation controller, once UIKit has asked the delegate for it.
  var animationController: UIViewControllerAnimatedTransitioning?
  private(set) var context: StandInTransitionContext?
  private var pending: [Block] = []
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []
  private var interruptibleAnimator: UIViewImplicitlyAnimating?
  private var isFinished = false
  /// How many times UIKit asked the animation controller for its interruptible animator.
  private(set) var animatorRequests = 0
  /// Whether the animation controller implements `interruptibleAnimator(using:)` (nil: not known
  /// yet; the stand-in's `responds(to:)`).
  private var implementsInterruptibleAnimator: Bool?

  init(animationController: UIViewControllerAnimatedTransitioning? = nil) {
    self.animationController = animationController
  }

  // MARK: The context's answers

  var transitionDuration: TimeInterval {
    context.map { animationController?.transitionDuration(using: $0) ?? 0.5 } ?? 0
  }
  var isAnimated: Bool { context?.isAnimated ?? true }
  var isCancelled: Bool { context?.transitionWasCancelled ?? false }
  var isInteractive: Bool { context?.isInteractive ?? false }
  private(set) var initiallyInteractive = false
  var isInterruptible: Bool { interruptibleAnimator != nil }
  var percentComplete: CGFloat { context?.percent ?? 0 }
  var presentationStyle: UIModalPresentationStyle { context?.presentationStyle ?? .none }
  let targetTransform = CGAffineTransform.identity
  var containerView: UIView { context?.containerView ?? UIView() }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context?.viewController(forKey: key)
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }

  // MARK: Blocks

  @discardableResult
  func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
    guard !isFinished else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if context == nil { pending.append(animation) } else { run([animation]) }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) { interactionHandlers.append(handler) }

  // MARK: Driven by the presentation

  /// The transition has begun with `context`, before the animation or interaction controller starts it.
  func attach(_ context: StandInTransitionContext) {
    self.context = context
    initiallyInteractive = context.isInteractive
    context.coordinator = self
  }

  /// The animation or interaction controller has started the transition.
  func transitionDidStart() {
    guard let context, !context.isComplete else { return }
    if context.isInteractive { _ = askForAnimator() }
    let blocks = pending
    pending.removeAll()
    if !blocks.isEmpty { run(blocks) }
  }

  /// The context changed between interactive and not.
  func interactionDidChange() {
    guard !isFinished else { return }
    if isInteractive { _ = askForAnimator() }
    for handler in interactionHandlers { handler(self) }
  }

  /// `completeTransition` ran: the completions, once.
  func transitionDidComplete() {
    guard !isFinished else { return }
    isFinished = true
    pending.removeAll()
    let blocks = completions
    completions.removeAll()
    for block in blocks { block(self) }
    interactionHandlers.removeAll()
    interruptibleAnimator = nil
  }

  // MARK: Running the blocks

  private func run(_ blocks: [Block]) {
    guard let context, !context.isComplete else { return }
    if let animator = askForAnimator() {
      for block in blocks { animator.addAnimations { block(self) } }
      return
    }
    guard context.isAnimated else {
      for block in blocks { block(self) }
      return
    }
    let animator = UIViewPropertyAnimator(duration: transitionDuration, curve: .easeInOut) {
      for block in blocks { block(self) }
    }
    animator.startAnimation()
  }

  /// Asks the animation controller for its interruptible animator when it implements the method
  /// (nil otherwise); a second, different instance in one transition is the controller's error
  /// (recorded), and the first one keeps the blocks.
  private func askForAnimator() -> UIViewImplicitlyAnimating? {
    guard let animationController, let context, implementsInterruptibleAnimator != false else { return nil }
    let animator = animationController.interruptibleAnimator(using: context)
    implementsInterruptibleAnimator = !(animator is UnimplementedInterruptibleAnimator)
    guard implementsInterruptibleAnimator == true else { return nil }
    animatorRequests += 1
    guard let first = interruptibleAnimator else {
      interruptibleAnimator = animator
      return animator
    }
    if first !== animator {
      StandInRuntime.shared.raise(
        "interruptibleAnimator(using:) returned a different animator during one transition")
    }
    return first
  }
}

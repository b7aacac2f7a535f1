#if canImport(UIKit)
  import UIKit

  /// A transition context for custom container view controllers, built only from public API, so the
  /// same ``InterruptibleTransitionDriver`` animates child switches: alongside animations, interactive
  /// start, pause, finish and cancel all work as in UIKit's own containers.
  ///
  /// ```swift
  /// let context = ContainerTransitionContext(from: current, to: next, in: containerView) { didComplete in
  ///   // finish the child containment, then: driver.animationEnded(didComplete)
  /// }
  /// context.animateAlongside({ header.alpha = 0 }, completion: { _ in header.alpha = 1 })
  /// driver.prepare(.containerSwitch, interactive: false)
  /// driver.startInteractiveTransition(context)
  /// ```
  @MainActor
  package final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// The view the transition happens in.
    package let containerView: UIView
    /// Always animated.
    package let isAnimated = true
    /// Whether a gesture drives the transition right now.
    package private(set) var isInteractive = false
    /// Whether the last interactive call was a cancel.
    package private(set) var transitionWasCancelled = false
    /// Custom, like a presentation controller-less container.
    package let presentationStyle = UIModalPresentationStyle.custom
    /// No rotation.
    package let targetTransform = CGAffineTransform.identity
    /// The last progress reported through ``updateInteractiveTransition(_:)``.
    package private(set) var percentComplete: CGFloat = 0
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let completion: (Bool) -> Void
    private var isComplete = false
    private weak var animator: UIViewPropertyAnimator?
    private var pendingAnimations: [() -> Void] = []
    private var alongsideCompletions: [(Bool) -> Void] = []

    /// A context switching from `from` to `to` inside `containerView`, starting interactively
    /// (following a pan) or animating; `completion` runs once.
    package init(
      from: UIViewController, to: UIViewController, in containerView: UIView, interactive: Bool = false,
      completion: @escaping (Bool) -> Void
    ) {
      self.containerView = containerView
      controllers = [.from: from, .to: to]
      isInteractive = interactive
      self.completion = completion
    }

    /// Runs `animation` in the switch's animator, so it pauses, scrubs and reverses with the switch,
    /// and `completion` once the switch ends (TR10, TR12). Returns false once the switch completed.
    @discardableResult
    package func animateAlongside(_ animation: (() -> Void)?, completion: ((Bool) -> Void)? = nil) -> Bool {
      guard !isComplete else { return false }
      if let completion { alongsideCompletions.append(completion) }
      guard let animation else { return true }
      if let animator, animator.state != .stopped {
        animator.addAnimations(animation)
      } else {
        pendingAnimations.append(animation)
      }
      return true
    }

    /// The driver hands over the switch's animator as it creates it.
    func attach(_ animator: UIViewPropertyAnimator) {
      self.animator = animator
      for animation in pendingAnimations { animator.addAnimations(animation) }
      pendingAnimations.removeAll()
    }

    /// The child for `key`.
    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      controllers[key]
    }

    /// The child's view for `key`.
    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
      switch key {
      case .from: return controllers[.from]?.view
      case .to: return controllers[.to]?.view
      default: return nil
      }
    }

    /// The container's bounds for both children.
    package func initialFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
    /// The container's bounds for both children.
    package func finalFrame(for vc: UIViewController) -> CGRect { containerView.bounds }

    /// Records the progress; the driver owns the animator.
    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
      self.percentComplete = percentComplete
    }
    /// Back to animating, finishing.
    package func finishInteractiveTransition() {
      isInteractive = false
      transitionWasCancelled = false
    }
    /// Back to animating, cancelling.
    package func cancelInteractiveTransition() {
      isInteractive = false
      transitionWasCancelled = true
    }
    /// Interactive again, no longer cancelled (PD08).
    package func pauseInteractiveTransition() {
      isInteractive = true
      transitionWasCancelled = false
    }

    /// Ends the transition exactly once (TR05): later calls are ignored. The container's completion
    /// runs first, then the alongside completions.
    package func completeTransition(_ didComplete: Bool) {
      guard !isComplete else { return }
      isComplete = true
      pendingAnimations.removeAll()
      completion(didComplete)
      let completions = alongsideCompletions
      alongsideCompletions.removeAll()
      for alongside in completions { alongside(didComplete) }
    }
  }

  /// A container that switches between children with interruptible transitions: tap-driven
  /// switches and an interactive horizontal pan, both through the core.
  ///
  /// ```swift
  /// let tabs = InterruptibleContainerViewController(children: [first, second, third])
  /// tabs.transition(to: 2)
  /// ```
  @MainActor
  open class InterruptibleContainerViewController: UIViewController {
    /// The children, in order.
    public private(set) var childControllers: [UIViewController]
    /// The index of the child on screen.
    public private(set) var selectedIndex = 0
    /// The driver of the switch in flight.
    public private(set) var driver: InterruptibleTransitionDriver?
    /// The timing, distance and thresholds of the switches started from now on.
    public var configuration = TransitionConfiguration()
    /// Called with each switch's context before it starts: add alongside animations there.
    package var willBeginSwitch: ((ContainerTransitionContext) -> Void)?
    private var pendingIndex: Int?
    private let panAction = GestureAction()

    /// A container showing `children[0]` first.
    public init(children: [UIViewController]) {
      childControllers = children
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: use ``init(children:)``.
    public required init?(coder: NSCoder) { nil }

    /// Shows the first child and installs the switching pan.
    open override func viewDidLoad() {
      super.viewDidLoad()
      guard let first = childControllers.first else { return }
      addChild(first)
      first.view.frame = view.bounds
      first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(first.view)
      first.didMove(toParent: self)
      panAction.body = { [weak self] recognizer in
        if let pan = recognizer as? UIPanGestureRecognizer { self?.handlePan(pan) }
      }
      let pan = UIPanGestureRecognizer()
      panAction.attach(to: pan)
      view.addGestureRecognizer(pan)
    }

    /// Switches to the child at `index` (ignored while a switch is in flight or for the current index).
    public func transition(to index: Int, interactive: Bool = false) {
      guard childControllers.indices.contains(index), index != selectedIndex, driver == nil else { return }
      let from = childControllers[selectedIndex]
      let to = childControllers[index]
      let edge: UIRectEdge = index > selectedIndex ? .right : .left
      let driver = InterruptibleTransitionDriver(
        transition: SlideTransition(edge: edge, configuration: configuration))
      self.driver = driver
      pendingIndex = index
      addChild(to)  // to.willMove(toParent: self); `from` hears willMove(toParent: nil) only if it leaves
      let context = ContainerTransitionContext(from: from, to: to, in: view, interactive: interactive) {
        [weak self] didComplete in
        self?.finishSwitch(from: from, to: to, didComplete: didComplete)
      }
      willBeginSwitch?(context)
      driver.prepare(.containerSwitch, interactive: interactive)
      driver.startInteractiveTransition(context)
    }

    /// Containment as UIKit's containers do it: a child that arrives hears `didMove(toParent: self)`
    /// once it stays; the child that leaves (from on completion, the never-shown one on cancel) gets
    /// `willMove(toParent: nil)` and `removeFromParent()`, so no child is told it arrived when it did
    /// not.
    private func finishSwitch(from: UIViewController, to: UIViewController, didComplete: Bool) {
      let (leaving, staying) = didComplete ? (from, to) : (to, from)
      if didComplete { to.didMove(toParent: self) }
      leaving.willMove(toParent: nil)
      leaving.view.removeFromSuperview()
      leaving.removeFromParent()
      staying.view.transform = .identity
      if didComplete, let index = pendingIndex { selectedIndex = index }
      pendingIndex = nil
      driver?.animationEnded(didComplete)
      driver = nil
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
      // The arriving child moves left when switching forward, right when switching back.
      let forward = (pendingIndex ?? selectedIndex) > selectedIndex
      let arrival: TransitionDirection = forward ? .left : .right
      switch pan.state {
      case .began:
        if let driver { return driver.coordinator.panBegan() }
        transition(to: selectedIndex + (pan.velocity(in: view).x < 0 ? 1 : -1), interactive: true)
      case .changed:
        driver?.coordinator.panChanged(translation: arrival.component(of: pan.translation(in: view)))
      case .ended, .cancelled, .failed:
        driver?.coordinator.panEnded(
          velocity: arrival.component(of: panAction.releaseVelocity(of: pan, in: view)))
      default:
        break
      }
    }
  }
#endif

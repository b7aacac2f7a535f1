/// A navigation controller (NV): a stack, push and pop through the delegate's animation and
/// interaction controllers, and the system edge swipe recognizer.
@MainActor
open class UINavigationController: UIViewController {
  public enum Operation: Int, Sendable { case none, push, pop }
  public private(set) var viewControllers: [UIViewController] = []
  open weak var delegate: UINavigationControllerDelegate?
  public let navigationBar = UINavigationBar()
  public let toolbar = UIToolbar()
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()
  /// iOS 26's back-swipe from anywhere in the content, when the world's switch gives the controller
  /// one (`NavigationSwitches.contentSwipe`); nil otherwise, as before iOS 26.
  public private(set) var interactiveContentPopGestureRecognizer: UIGestureRecognizer?
  /// UIKit's own delegate of both back-swipes (NV08).
  private let systemSwipeDelegate = SystemBackSwipeDelegate()
  private var transition: StandInTransitionContext?
  /// Whether a push or pop has started and not ended (its delegate may not have been asked yet).
  private var isBusy = false
  /// UIKit's own slide in flight (no delegate animator), and whether the back swipe drives it.
  private var systemSlide: SystemNavigationSlide?
  private var swipeStartedPop = false
  private var swipeLastMove = 0.0
  /// NV02: pushes made while a transition runs, started in order once it ends.
  package private(set) var queuedPushes: [(controller: UIViewController, animated: Bool)] = []
  private var transitionBlocksTouches = false
  var blocksTouches: Bool { transition != nil && transitionBlocksTouches }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    addChild(rootViewController)
  }
  public required init?(coder: NSCoder) { nil }

  open var topViewController: UIViewController? { viewControllers.last }

  open override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 91)
    if let top = topViewController { show(top, in: view) }
    view.addSubview(navigationBar)
    toolbar.frame = CGRect(x: 0, y: view.bounds.height - 83, width: view.bounds.width, height: 83)
    toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    view.addSubview(toolbar)
    if let edge = interactivePopGestureRecognizer {
      // NV: the system back swipe pops with UIKit's own interactive transition when the delegate
      // gives no animation controller for it.
      edge.addTarget(self) { [weak self] recognizer in
        self?.handleBackSwipe(recognizer as! UIPanGestureRecognizer)
      }
      view.addGestureRecognizer(edge)
      systemSwipeDelegate.navigationController = self
      edge.delegate = systemSwipeDelegate
    }
    if NavigationSwitches.current.contentSwipe == .present { addContentSwipe() }
  }

  /// Whether a push or pop has started and not ended.
  var isTransitioning: Bool { isBusy }

  /// iOS 26's content swipe: a pan on the controller's view, with UIKit's delegate, popping as the
  /// edge swipe does.
  private func addContentSwipe() {
    let content = UIPanGestureRecognizer()
    content.addTarget(self) { [weak self] recognizer in
      self?.handleBackSwipe(recognizer as! UIPanGestureRecognizer)
    }
    content.delegate = systemSwipeDelegate
    view.addGestureRecognizer(content)
    interactiveContentPopGestureRecognizer = content
  }

  private func show(_ controller: UIViewController, in container: UIView) {
    controller.view.frame = container.bounds
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(controller.view, at: 0)
  }

  open func pushViewController(_ controller: UIViewController, animated: Bool) {
    // NV03: a controller already in the stack (or already queued) is not pushed again.
    guard !viewControllers.contains(where: { $0 === controller }),
      !queuedPushes.contains(where: { $0.controller === controller })
    else {
      return StandInRuntime.shared.refuse("pushViewController of a view controller already in the stack")
    }
    // NV02: queued behind the running transition, the stack unchanged until it starts.
    guard !isBusy else { return queuedPushes.append((controller, animated)) }
    guard let from = topViewController else { return }
    addChild(controller)
    viewControllers.append(controller)
    run(.push, from: from, to: controller, animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard !isBusy, viewControllers.count > 1, let from = topViewController else { return nil }
    let to = viewControllers[viewControllers.count - 2]
    viewControllers.removeLast()
    run(.pop, from: from, to: to, animated: animated)
    return from
  }

  /// NV: the delegate's willShow, its animation and interaction controllers (asked now or on the next
  /// layout pass, by the world's switch), the transition, then didShow.
  private func run(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool) {
    isBusy = true
    delegate?.navigationController(self, willShow: to, animated: animated)
    let ask = { [weak self] in
      guard let self else { return }
      let animator =
        animated
        ? self.delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        : nil
      let interaction = animator.flatMap {
        self.delegate?.navigationController(self, interactionControllerFor: $0)
      }
      self.start(
        operation, from: from, to: to, animator: animator, interaction: interaction, animated: animated)
    }
    if StandInRuntime.shared.timing.navigationAsksDelegateSynchronously {
      ask()
    } else {
      StandInRuntime.shared.later(ask)
    }
  }

  private func start(
    _ operation: Operation, from: UIViewController, to: UIViewController,
    animator: UIViewControllerAnimatedTransitioning?, interaction: UIViewControllerInteractiveTransitioning?,
    animated: Bool
  ) {
    let container = view!
    from.sendAppearance(.willDisappear, animated: animated)
    to.sendAppearance(.willAppear, animated: animated)
    if operation == .pop { to.view.frame = container.bounds }
    let context = StandInTransitionContext(
      container: container, animated: animated, interactive: interaction?.wantsInteractiveStart ?? false,
      style: .none, controllers: [.from: from, .to: to], views: [.from: from.view, .to: to.view],
      frames: { _, _ in container.bounds },
      end: { [weak self] done in self?.end(operation, from: from, to: to, animator: animator, done) })
    transition = context
    transitionBlocksTouches = interaction == nil
    startTransition(context, (animator, interaction)) {
      show(to, in: container)
      guard animated else { return context.completeTransition(true) }
      let interactive = operation == .pop && swipeStartedPop
      systemSlide = SystemNavigationSlide(context, isPush: operation == .push, interactive: interactive)
      transitionBlocksTouches = !interactive
    }
    swipeStartedPop = false
  }

  /// NV08: the system back swipe pops; with UIKit's own slide it follows the finger (NV10 when it
  /// turns back).
  private func handleBackSwipe(_ swipe: UIPanGestureRecognizer) {
    let along = { (point: CGPoint) -> CGFloat in
      self.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -point.x : point.x
    }
    if swipe.state == .began || swipe.state == .changed { swipeLastMove = StandInClock.now }
    switch swipe.state {
    case .began:
      guard viewControllers.count > 1 else { return }
      swipeStartedPop = true
      if popViewController(animated: true) == nil { swipeStartedPop = false }
    case .changed:
      systemSlide?.follow(along(swipe.translation(in: view)))
    case .ended, .cancelled:
      systemSlide?.release(
        at: along(swipe.translation(in: view)),
        // UIKit's own decision, on the finger's speed at the lift (a rest means none).
        velocity: StandInClock.now - swipeLastMove > InputSwitches.restInterval
          ? 0 : along(swipe.velocity(in: view)),
        cancelled: swipe.state == .cancelled)
    default:
      break
    }
  }

  private func end(
    _ operation: Operation, from: UIViewController, to: UIViewController,
    animator: UIViewControllerAnimatedTransitioning?, _ done: Bool
  ) {
    transition = nil
    systemSlide = nil
    isBusy = false
    animator?.animationEnded(done)
    if done {
      from.view.removeFromSuperview()
      from.sendAppearance(.didDisappear, animated: true)
      to.sendAppearance(.didAppear, animated: true)
      if operation == .pop { from.removeFromParent() }
      view.bringSubviewToFront(navigationBar)
      delegate?.navigationController(self, didShow: to, animated: true)
    } else {
      to.view.removeFromSuperview()
      to.sendAppearance(.willDisappear, animated: true)
      to.sendAppearance(.didDisappear, animated: true)
      from.sendAppearance(.willAppear, animated: true)
      from.sendAppearance(.didAppear, animated: true)
      if operation == .push {
        viewControllers.removeLast()
        to.removeFromParent()
      } else {
        viewControllers.append(from)
      }
    }
    // NV02: the next queued push starts once this transition is over.
    if !queuedPushes.isEmpty {
      let next = queuedPushes.removeFirst()
      pushViewController(next.controller, animated: next.animated)
    }
  }
}

/// A pan that starts only within 20 pt of the leading edge of its view (the system back swipe).
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  open var edges: UIRectEdge = .left
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let view, let touch = touches.first else { return }
    let x = touch.location(in: view).x
    let fromEdge = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? view.bounds.width - x : x
    if fromEdge > 20 { state = .failed }
  }
}

@MainActor
public final class UINavigationBar: UIView {}
@MainActor
public final class UIToolbar: UIView {}
@MainActor
public final class UINavigationItem: NSObject {
  public var title: String?
  public var leftBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItem: UIBarButtonItem?
  public init(title: String) { self.title = title }
}

@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
}
extension UINavigationControllerDelegate {
  public func navigationController(
    _ n: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ n: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { nil }
  public func navigationController(
    _ n: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
}

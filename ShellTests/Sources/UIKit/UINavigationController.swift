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
  private var transition: StandInTransitionContext?
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
        if recognizer.state == .began, let self, self.viewControllers.count > 1 {
          self.popViewController(animated: true)
        }
      }
      view.addGestureRecognizer(edge)
    }
  }

  private func show(_ controller: UIViewController, in container: UIView) {
    controller.view.frame = container.bounds
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(controller.view, at: 0)
  }

  open func pushViewController(_ controller: UIViewController, animated: Bool) {
    guard transition == nil else {
      return StandInRuntime.shared.refuse("pushViewController while a transition is in progress")
    }
    guard let from = topViewController else { return }
    addChild(controller)
    viewControllers.append(controller)
    run(.push, from: from, to: controller, animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard transition == nil, viewControllers.count > 1, let from = topViewController else { return nil }
    let to = viewControllers[viewControllers.count - 2]
    viewControllers.removeLast()
    run(.pop, from: from, to: to, animated: animated)
    return from
  }

  /// NV: the delegate's willShow, its animation and interaction controllers (asked now or on the next
  /// layout pass, by the world's switch), the transition, then didShow.
  private func run(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool) {
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
      if operation == .push { show(to, in: container) }
      context.completeTransition(true)
    }
  }

  private func end(
    _ operation: Operation, from: UIViewController, to: UIViewController,
    animator: UIViewControllerAnimatedTransitioning?, _ done: Bool
  ) {
    transition = nil
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

#if canImport(UIKit)
  import UIKit

  /// Interruptible push and pop for a navigation controller. The system edge back-swipe keeps
  /// working (UIKit runs it whenever it drives the pop); a pan anywhere else on a pushed view
  /// controller pops it interactively through the core, with a projected release.
  ///
  /// ```swift
  /// let navigationDelegate = InterruptibleNavigationDelegate()
  /// navigationController.delegate = navigationDelegate   // keep a strong reference
  /// navigationDelegate.addPopGesture(to: detailViewController)
  /// ```
  @MainActor
  public final class InterruptibleNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// What push and pop animate; the pushed view arrives from the trailing edge by default.
    public var transition: any InterruptibleTransition
    /// The driver of the transition in flight.
    public private(set) var driver: InterruptibleTransitionDriver?
    private var popsInteractively = false
    private weak var navigationController: UINavigationController?

    /// A delegate animating with `transition`.
    public init(transition: any InterruptibleTransition = SlideTransition(edge: .right)) {
      self.transition = transition
    }

    /// Adds a pan to `viewController`'s view that pops it interactively (outside the system edge strip).
    public func addPopGesture(to viewController: UIViewController) {
      let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
      viewController.view.addGestureRecognizer(pan)
    }

    /// A fresh driver per push or pop; none while the system back-swipe drives the pop.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      self.navigationController = navigationController
      let systemSwipe = navigationController.interactivePopGestureRecognizer?.state == .began
      guard operation != .none, !systemSwipe else { return nil }
      let driver = InterruptibleTransitionDriver(transition: transition, startsPresented: operation == .pop)
      driver.prepare(operation == .push ? .push : .pop, interactive: popsInteractively)
      self.driver = driver
      return driver
    }

    /// The driver is also the interaction controller, so push and pop stay interruptible.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      animationController as? InterruptibleTransitionDriver
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
      guard let view = pan.view,
        let navigation = navigationController ?? view.window?.rootViewController as? UINavigationController
      else { return }
      let direction = transition.dismissDirection
      switch pan.state {
      case .began:
        let arbiter = GestureArbiter(dismissDirection: direction, isInNavigationContext: true)
        let start = GestureArbiter.PanStart(
          location: pan.location(in: view), movement: pan.velocity(in: view), containerBounds: view.bounds,
          scrollView: nil, isTransitionInFlight: driver?.coordinator.phase.isTransitioning ?? false)
        guard arbiter.beginDecision(for: start) == .dismiss else { return }
        if let driver, driver.coordinator.phase.isTransitioning { return driver.coordinator.panBegan() }
        popsInteractively = true
        navigation.popViewController(animated: true)
        popsInteractively = false
      case .changed:
        driver?.coordinator.panChanged(
          dismissalTranslation: direction.component(of: pan.translation(in: view)))
      case .ended, .cancelled, .failed:
        driver?.coordinator.panEnded(dismissalVelocity: direction.component(of: pan.velocity(in: view)))
      default:
        break
      }
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// Interruptible push and pop for a navigation controller. A pan anywhere on a pushed screen pops
  /// it interactively through the core, with a projected release, and a pan on any screen, the root
  /// included, grabs any push or pop in flight; ``goBack(in:)`` goes one level back per call, even
  /// while transitions run. The pan is attached to every screen the navigation controller shows or
  /// leaves; no per-screen call is needed. A transition that moves its content with the finger (a
  /// zoom) gets the pan in both axes.
  ///
  /// ```swift
  /// let navigationDelegate = InterruptibleNavigationDelegate()
  /// navigationDelegate.forwardingDelegate = analytics   // your own delegate keeps every other call
  /// navigationController.delegate = navigationDelegate  // keep a strong reference
  /// ```
  ///
  /// UIKit's back-swipes, decided by the core's back-swipe rules: the pop pan waits for the edge swipe
  /// (`interactivePopGestureRecognizer`) to fail, so a swipe UIKit takes at the edge pops with UIKit's
  /// own slide and one UIKit declines pops with this object's transition; on iOS 26 the content
  /// swipe waits for the pop pan, which wins wherever it claims the touch. The pan also yields to
  /// horizontal scroll views that can still scroll back, to rows offering leading swipe actions and
  /// to content with a drag of its own (`GestureArbiter/popBeginDecision(for:horizontalScroll:offersSwipeActions:)`).
  @MainActor
  public final class InterruptibleNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// What push and pop animate unless a screen has its own (``setTransition(_:for:)``); the pushed
    /// view arrives from the trailing edge by default.
    public var transition: any InterruptibleTransition
    /// The driver of the transition in flight.
    public private(set) var driver: InterruptibleTransitionDriver?
    /// An app's own navigation delegate: receives every delegate call this object does not answer
    /// itself (`willShow`, `didShow`, and on iOS every method it implements and this object does
    /// not, such as the orientation methods, which are answered only when it implements them);
    /// animation and interaction controllers are this object's. Set it before assigning this object as
    /// the navigation controller's delegate: UIKit reads which methods a delegate implements then.
    public weak var forwardingDelegate: UINavigationControllerDelegate?
    var requests = PendingTransitionRequests()
    weak var navigationController: UINavigationController?
    let panAction = GestureAction()
    /// The pop pan's translation when it began (nil when none is under way).
    var popPanOrigin: CGPoint?
    /// Whether the driver in flight runs a push (false: a pop).
    private var driverIsPush = false
    /// Back requests made while transitions run.
    private var backQueue = BackRequestQueue()
    /// The package's container of SwiftUI screens, told of each change of the stack's transitions.
    var stackObserver: ((NavigationStackEvent) -> Void)?
    /// Screens with a transition of their own, held weakly.
    private var screenTransitions: [(screen: WeakViewController, transition: any InterruptibleTransition)] =
      []
    /// Completions of pushes made by ``push(_:with:in:completion:)``, by pushed screen.
    var pushCompletions: [(screen: WeakViewController, completion: @MainActor () -> Void)] = []

    /// A delegate animating with `transition`.
    public init(transition: any InterruptibleTransition = SlideTransition(edge: .right)) {
      self.transition = transition
      super.init()
      panAction.body = { [weak self] recognizer in
        if let pan = recognizer as? UIPanGestureRecognizer { self?.handlePan(pan) }
      }
    }

    /// Gives `viewController` a transition of its own: its push and its pop run `transition` (a zoom
    /// out of the cell it was opened from, say), while screens pushed after it keep ``transition``.
    /// Nil gives it back the common one. Held for as long as the screen lives.
    ///
    /// ```swift
    /// navigationDelegate.setTransition(.zoom(from: { [weak cell] in cell?.imageView }), for: detail)
    /// navigationController.pushViewController(detail, animated: true)
    /// ```
    public func setTransition(
      _ transition: (any InterruptibleTransition)?, for viewController: UIViewController
    ) {
      screenTransitions.removeAll { $0.screen.value == nil || $0.screen.value === viewController }
      if let transition { screenTransitions.append((WeakViewController(value: viewController), transition)) }
    }

    /// The transition of `viewController`'s push and pop.
    func transition(of viewController: UIViewController?) -> any InterruptibleTransition {
      screenTransitions.first { $0.screen.value === viewController && viewController != nil }?.transition
        ?? transition
    }

    /// Goes one level back, as a back button does, also while transitions run: a push in flight turns
    /// around, a pop turned back by the finger goes on, and during a pop the next pop is queued (one
    /// per call, never below the root), decided by the core's back queue.
    public func goBack(in navigationController: UINavigationController) {
      self.navigationController = navigationController
      let count = navigationController.viewControllers.count
      switch backQueue.back(inFlight: inFlight, depth: inFlight == .pushTurnedBack ? count - 1 : count) {
      case .pop: navigationController.popViewController(animated: true)
      case .turnAround: driver?.dismiss()
      case .queue, .ignore: break
      }
    }

    /// The transition in flight, for the back queue.
    var inFlight: BackRequestQueue.InFlight {
      guard let phase = driver?.coordinator.phase, phase.isTransitioning else { return .none }
      let arriving = phase == .presenting
      if driverIsPush { return arriving ? .pushing : .pushTurnedBack }
      return arriving ? .popTurnedBack : .popping
    }

    /// Adds the pop pan to `viewController`'s view (done for you for every shown screen; once per view).
    public func addPopGesture(to viewController: UIViewController) {
      // The screen is about to be shown: its view is loaded now if UIKit has not yet.
      guard let view = viewController.view,
        !(view.gestureRecognizers ?? []).contains(where: { $0.delegate === self })
      else { return }
      let pan = UIPanGestureRecognizer()
      panAction.attach(to: pan)
      pan.delegate = self
      if let systemSwipe = navigationController?.interactivePopGestureRecognizer {
        pan.require(toFail: systemSwipe)
      }
      view.addGestureRecognizer(pan)
    }

    /// Forwards the call.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      self.navigationController = navigationController
      takePushCompletion(for: viewController)?()  // a push no driver of this object animated
      onNextTurn { [weak self] in self?.settleWaitingPushes() }  // once a queued push has started
      stackObserver?(.didShow)
      forwardDidShow(navigationController, viewController, animated: animated)
    }

    /// Attaches the pop pan to each screen about to be shown (before its push starts, so the arriving
    /// screen can grab the push in flight), then forwards the call.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      self.navigationController = navigationController
      addPopGesture(to: viewController)
      forwardWillShow(navigationController, viewController, animated: animated)
    }

    /// A fresh driver per push or pop, with the transition of the pushed (or popped) screen; none
    /// while one of UIKit's back-swipes drives the pop. A pop is interactive only when this object's
    /// pan asked for it (its pending request).
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      self.navigationController = navigationController
      // UIKit may ask in the swipe's first callback or a layout pass later (it has moved on then).
      let request = requests.consume(.pop, at: CACurrentMediaTime())
      guard operation != .none,
        case .package(let interactive) = BackSwipeArbiter.popAnimation(
          systemSwipeActive: navigationController.isSystemBackSwipeActive,
          panRequested: operation == .pop && request?.isInteractive == true)
      else { return nil }
      // The screen being left (the root, say) grabs the transition where the finger lands on it.
      addPopGesture(to: fromVC)
      let screen = operation == .push ? toVC : fromVC
      let driver = InterruptibleTransitionDriver(
        transition: mirrored(transition(of: screen), for: navigationController.view),
        startsPresented: operation == .pop)
      // Released once the transition is over, with the screens its context holds.
      let isPush = operation == .push
      driver.onPhaseChange = { [weak self, weak driver] phase in
        guard let self, self.driver === driver else { return }
        guard !phase.isTransitioning else {
          self.stackObserver?(.phaseChanged)
          return
        }
        self.driver = nil
        // A push ending unpresented, or a pop ending presented, left the stack as it was.
        if (phase == .presented) != isPush { self.stackObserver?(.cancelled) }
        self.stackObserver?(.phaseChanged)
        self.transitionEnded()
      }
      if isPush, let completion = takePushCompletion(for: toVC) { runOnEnd(of: driver, completion) }
      driver.prepare(operation == .push ? .push : .pop, interactive: interactive)
      // The pop pan is claimed by the pop's own rules: the driver's tracker holds it, from where it
      // began when it asked for this pop.
      driver.panTracker.holdsPans = true
      if interactive, let origin = popPanOrigin { driver.panTracker.holdPan(from: origin) }
      self.driver = driver
      driverIsPush = operation == .push
      return driver
    }

    /// The driver is also the interaction controller, so push and pop stay interruptible.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      animationController as? InterruptibleTransitionDriver
    }

    /// A transition ended: the next queued back request pops once UIKit has finished with it.
    private func transitionEnded() {
      onNextTurn { [weak self] in
        self?.settleWaitingPushes()  // a queued push has started by now, if it ever will
        guard let self, let navigation = self.navigationController,
          self.backQueue.transitionEnded(depth: navigation.viewControllers.count)
        else { return }
        if navigation.popViewController(animated: true) == nil { self.backQueue.clear() }
      }
    }

    /// `transition` in the navigation controller's reading direction: a slide from the trailing
    /// edge arrives from the left in right-to-left layouts, and the pop pan follows it.
    func mirrored(_ transition: any InterruptibleTransition, for view: UIView?) -> any InterruptibleTransition
    {
      guard view?.effectiveUserInterfaceLayoutDirection == .rightToLeft,
        var slide = transition as? SlideTransition
      else { return transition }
      if slide.edge == .right {
        slide.edge = .left
      } else if slide.edge == .left {
        slide.edge = .right
      }
      return slide
    }
  }

  /// What ``InterruptibleNavigationDelegate`` tells the package's SwiftUI container.
  enum NavigationStackEvent {
    /// A transition of the package's started, turned around or was grabbed.
    case phaseChanged
    /// A transition of the package's ended where it started: the stack is unchanged.
    case cancelled
    /// UIKit's `didShow`: a push or pop completed.
    case didShow
  }

  /// A view controller held weakly.
  struct WeakViewController {
    weak var value: UIViewController?
  }
#endif

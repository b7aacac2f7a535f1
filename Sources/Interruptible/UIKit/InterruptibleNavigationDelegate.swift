#if canImport(UIKit)
  import UIKit

  /// Interruptible push and pop for a navigation controller. The system edge back-swipe keeps
  /// working (UIKit runs it whenever it drives the pop); a pan anywhere else on a pushed screen pops
  /// it interactively through the core, with a projected release. The pan is attached to every
  /// screen the navigation controller shows; no per-screen call is needed. A transition that moves
  /// its content with the finger (a zoom) gets the pan in both axes, from where it began.
  ///
  /// ```swift
  /// let navigationDelegate = InterruptibleNavigationDelegate()
  /// navigationDelegate.forwardingDelegate = analytics   // your own delegate keeps every other call
  /// navigationController.delegate = navigationDelegate  // keep a strong reference
  /// ```
  ///
  /// The pop pan yields to the system edge swipe (it requires it to fail), to horizontal scroll
  /// views that can still scroll back, and to rows offering leading swipe actions: decided by
  /// ``GestureArbiter/popBeginDecision(for:horizontalScroll:offersSwipeActions:)``. The pop's
  /// "interactive" intent is a ``PendingTransitionRequests`` entry, consumed when UIKit asks for the
  /// animation controller, which for a pop is in a later layout pass.
  @MainActor
  public final class InterruptibleNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// What push and pop animate; the pushed view arrives from the trailing edge by default.
    public var transition: any InterruptibleTransition
    /// The driver of the transition in flight.
    public private(set) var driver: InterruptibleTransitionDriver?
    /// An app's own navigation delegate: receives every delegate call this object does not answer
    /// itself (`willShow`, `didShow`, and on iOS every method it implements and this object does
    /// not, such as the orientation methods, which are answered only when it implements them);
    /// animation and interaction controllers are this object's. Set it before assigning this object as
    /// the navigation controller's delegate: UIKit reads which methods a delegate implements then.
    public weak var forwardingDelegate: UINavigationControllerDelegate?
    private var requests = PendingTransitionRequests()
    private weak var navigationController: UINavigationController?
    private let panAction = GestureAction()
    /// The pop pan's translation when it began (nil when none is under way).
    private var popPanOrigin: CGPoint?

    /// A delegate animating with `transition`.
    public init(transition: any InterruptibleTransition = SlideTransition(edge: .right)) {
      self.transition = transition
      super.init()
      panAction.body = { [weak self] recognizer in
        if let pan = recognizer as? UIPanGestureRecognizer { self?.handlePan(pan) }
      }
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
      forwardDidShow(navigationController, viewController, animated: animated)
    }

    /// Attaches the pop pan to each screen about to be shown but the root (before its push starts,
    /// so the arriving screen can grab the push in flight), then forwards the call.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      self.navigationController = navigationController
      if navigationController.viewControllers.first !== viewController { addPopGesture(to: viewController) }
      forwardWillShow(navigationController, viewController, animated: animated)
    }

    /// A fresh driver per push or pop; none while the system back-swipe drives the pop. A pop is
    /// interactive only when this object's pan asked for it (its pending request).
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      self.navigationController = navigationController
      // UIKit may ask in the swipe's first callback or a layout pass later (it has moved on then).
      let swipeState = navigationController.interactivePopGestureRecognizer?.state
      let systemSwipe = swipeState == .began || swipeState == .changed
      let request = requests.consume(.pop, at: CACurrentMediaTime())
      guard operation != .none, !systemSwipe else { return nil }
      let driver = InterruptibleTransitionDriver(
        transition: mirrored(for: navigationController.view), startsPresented: operation == .pop)
      // Released once the transition is over, with the screens its context holds.
      driver.onPhaseChange = { [weak self, weak driver] phase in
        if !phase.isTransitioning, let self, self.driver === driver { self.driver = nil }
      }
      driver.prepare(
        operation == .push ? .push : .pop, interactive: operation == .pop && request?.isInteractive == true)
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

    /// The transition in the navigation controller's reading direction: a slide from the trailing
    /// edge arrives from the left in right-to-left layouts, and the pop pan follows it.
    private func mirrored(for view: UIView?) -> any InterruptibleTransition {
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

    private func handlePan(_ pan: UIPanGestureRecognizer) {
      guard let navigation = navigationController, let view = navigation.view else { return }
      let direction = mirrored(for: view).dismissDirection
      // A zoom follows the finger in both axes, from the translation at which the pan began (the
      // transition may begin a layout pass later).
      switch pan.state {
      case .began:
        popPanOrigin = pan.translation(in: view)
        if let driver, driver.coordinator.phase.isTransitioning {
          driver.coordinator.panBegan()
        } else {
          requests.record(.pop, interactive: true, at: CACurrentMediaTime())
          if navigation.popViewController(animated: true) == nil { requests.cancel() }
        }
        driver?.heldPanBegan(at: pan.translation(in: view))
      case .changed:
        if let origin = popPanOrigin { driver?.heldPanBegan(at: origin) }
        driver?.coordinator.panChanged(
          dismissalTranslation: direction.component(of: pan.translation(in: view)))
        driver?.heldPanChanged(translation: pan.translation(in: view))
      case .ended, .cancelled, .failed:
        popPanOrigin = nil
        let velocity = panAction.releaseVelocity(of: pan, in: view)
        driver?.coordinator.panEnded(dismissalVelocity: direction.component(of: velocity))
        driver?.dismissalPanEnded(velocity: velocity)
      default:
        break
      }
    }
  }

  extension InterruptibleNavigationDelegate: UIGestureRecognizerDelegate {
    /// Begins only when the core's ``GestureArbiter`` gives the pan to the pop (outside the system
    /// edge strip, moving in the pop's direction, not over content that keeps horizontal pans).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // Geometry in the navigation controller's view: the screen's own view may be a scrolled list.
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let screen = pan.view,
        let view = navigationController?.view ?? screen.superview
      else { return false }
      let location = pan.location(in: view)
      let arbiter = GestureArbiter(
        dismissDirection: mirrored(for: view).dismissDirection, isInNavigationContext: true,
        isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      let start = GestureArbiter.PanStart(
        location: location, movement: pan.velocity(in: view), containerBounds: view.bounds,
        isTransitionInFlight: driver?.coordinator.phase.isTransitioning ?? false)
      let touched = screen.hitTest(pan.location(in: screen), with: nil)
      // Content with a drag of its own (a map, a web view, a custom or SwiftUI drag) keeps it.
      if Self.hasOwnDrag(under: touched, upTo: screen, excluding: pan) { return false }
      let fingerDelta: Double = arbiter.dismissDirection == .left ? -1 : 1
      return arbiter.popBeginDecision(
        for: start, horizontalScroll: Self.horizontalScroll(under: touched, fingerDelta: fingerDelta),
        offersSwipeActions: Self.offersLeadingSwipeActions(under: touched)) == .dismiss
    }

    /// The pop pan waits for the system edge swipe to fail.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
      other === navigationController?.interactivePopGestureRecognizer
    }

    /// Whether a view between the touched one and the screen's view has an enabled pan of its own
    /// (scroll views are judged by their scrolling instead).
    private static func hasOwnDrag(
      under view: UIView?, upTo screen: UIView, excluding pop: UIGestureRecognizer
    )
      -> Bool
    {
      var current = view
      while let candidate = current {
        // A scroll view's own recognizers (its pan, a table's swipe actions) are judged by its
        // scrolling and its swipe actions, not here.
        let pans =
          candidate is UIScrollView
          ? []
          : (candidate.gestureRecognizers ?? []).filter {
            $0 is UIPanGestureRecognizer && $0.isEnabled && $0 !== pop
          }
        if !pans.isEmpty { return true }
        if candidate === screen { return false }
        current = candidate.superview
      }
      return false
    }

    /// The horizontal scroll views under the touch as the core's scroll-view chain (innermost first):
    /// the first one that can still move the finger's way (`fingerDelta`, the pop's direction) keeps
    /// the pan, as its distance from that edge; with every one at its edge the pop may take it (0).
    static func horizontalScroll(under view: UIView?, fingerDelta: Double) -> ScrollEdgeState? {
      var links: [ScrollChainLink] = []
      var current = view
      while let candidate = current {
        if let scroll = candidate as? UIScrollView {
          let insets = scroll.adjustedContentInset
          links.append(
            ScrollChainLink(
              axis: .horizontal, offset: Double(scroll.contentOffset.x + insets.left),
              contentLength: Double(scroll.contentSize.width + insets.left + insets.right),
              viewportLength: Double(scroll.bounds.width), isScrollEnabled: scroll.isScrollEnabled))
        }
        current = candidate.superview
      }
      guard links.contains(where: \.scrolls) else { return nil }
      guard let link = links.first(where: { $0.canScroll(fingerDelta: fingerDelta) }) else {
        return ScrollEdgeState(distanceFromEdge: 0)
      }
      let room = fingerDelta > 0 ? link.offset : link.contentLength - link.viewportLength - link.offset
      return ScrollEdgeState(distanceFromEdge: room)
    }

    /// Whether the touch is on a table row whose delegate offers leading swipe actions (the swipe
    /// that moves the same way as a pop).
    private static func offersLeadingSwipeActions(under view: UIView?) -> Bool {
      var current = view
      var cell: UITableViewCell?
      while let candidate = current {
        if cell == nil, let found = candidate as? UITableViewCell { cell = found }
        if let table = candidate as? UITableView, let cell, let indexPath = table.indexPath(for: cell) {
          return table.offersLeadingSwipeActions(at: indexPath)
        }
        current = candidate.superview
      }
      return false
    }
  }
#endif

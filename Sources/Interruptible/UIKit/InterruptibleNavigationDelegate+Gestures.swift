#if canImport(UIKit)
  import UIKit

  extension InterruptibleNavigationDelegate {
    /// The transition the pop pan follows: the one in flight, or the top screen's.
    func popTransition(in navigation: UINavigationController?) -> any InterruptibleTransition {
      if let driver, driver.coordinator.phase.isTransitioning { return driver.transition }
      return mirrored(transition(of: navigation?.topViewController), for: navigation?.view)
    }

    /// Forwards each pop pan event once to the driver (its tracker holds the pan: the pop's own rules
    /// claimed it). A pan that finds no transition in flight asks UIKit for an interactive pop; the
    /// driver made for it holds the pan from where it began.
    func handlePan(_ pan: UIPanGestureRecognizer) {
      guard let navigation = navigationController, let view = navigation.view else { return }
      let translation = pan.translation(in: view)
      switch pan.state {
      case .began:
        popPanOrigin = translation
        if let driver, driver.coordinator.phase.isTransitioning {
          driver.handlePan(.began, translation: translation, velocity: pan.velocity(in: view))
        } else {
          requests.record(.pop, interactive: true, at: CACurrentMediaTime())
          if navigation.popViewController(animated: true) == nil { requests.cancel() }
        }
      case .changed:
        driver?.handlePan(.changed, translation: translation, velocity: pan.velocity(in: view))
      case .ended, .cancelled, .failed:
        popPanOrigin = nil
        driver?.handlePan(
          .ended, translation: translation, velocity: panAction.releaseVelocity(of: pan, in: view))
      default:
        break
      }
    }
  }

  extension InterruptibleNavigationDelegate: UIGestureRecognizerDelegate {
    /// Begins only when the core's `GestureArbiter` gives the pan to the pop (moving in the pop's
    /// direction, not over content that keeps horizontal pans). The leading-edge strip is left to
    /// UIKit only when there is no edge swipe to wait for (the core's back-swipe rules): otherwise the
    /// failure requirement gives UIKit every edge swipe it takes, and the pan the ones it declines.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // Geometry in the navigation controller's view: the screen's own view may be a scrolled list.
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let screen = pan.view,
        let view = navigationController?.view ?? screen.superview
      else { return false }
      let inFlight = driver?.coordinator.phase.isTransitioning ?? false
      guard
        BackSwipeArbiter.popPanMayBegin(
          stackDepth: navigationController?.viewControllers.count ?? 0, isTransitionInFlight: inFlight)
      else { return false }
      let location = pan.location(in: view)
      let waitsForEdge = navigationController?.interactivePopGestureRecognizer != nil
      let arbiter = GestureArbiter(
        dismissDirection: popTransition(in: navigationController).dismissDirection,
        isInNavigationContext: true,
        isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
        systemEdgeMargin: BackSwipeArbiter.reservesEdgeStrip(waitsForEdgeSwipe: waitsForEdge) ? 20 : 0)
      let start = GestureArbiter.PanStart(
        location: location, movement: pan.velocity(in: view), containerBounds: view.bounds,
        isTransitionInFlight: inFlight)
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
      guard let system = navigationController?.systemBackSwipe(other) else { return false }
      return BackSwipeArbiter.popPanWaits(for: system)
    }

    /// iOS 26's content swipe waits for the pop pan to fail: the pan wins where it claims the touch.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool {
      guard let system = navigationController?.systemBackSwipe(other) else { return false }
      return !BackSwipeArbiter.popPanWaits(for: system)
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

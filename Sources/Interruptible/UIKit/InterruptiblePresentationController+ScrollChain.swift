#if canImport(UIKit)
  import UIKit

  extension InterruptiblePresentationController {
    /// A pan on presented content (dismissed downward, no tracked scroll view) that starts over
    /// scroll views: the core's ``ScrollChainHandOff`` gives each step to one of them or to the
    /// dismissal, as a sheet's pan. Returns false when the ordinary pan-to-dismiss decides.
    func beginsChainPan(in container: UIView) -> Bool {
      chainPan.clear()
      guard trackedScrollView == nil, driver.transition.dismissDirection == .down,
        driver.coordinator.phase == .presented, driver.isPanToDismissEnabled, driver.isInteractionEnabled,
        !isResistingDismissal
      else { return false }
      let chain = SheetScrollChain(
        under: wrapper.hitTest(panGesture.location(in: wrapper), with: nil), in: wrapper)
      guard !chain.scrollViews.isEmpty else { return false }
      chainPan.begin(ScrollChainPan(chain: chain))
      return true
    }

    /// Whether `other` is the pan of a scroll view inside the content (it runs beside this pan).
    func isChainScrollPan(_ other: UIGestureRecognizer) -> Bool {
      guard trackedScrollView == nil, let scroll = other.view as? UIScrollView,
        other === scroll.panGestureRecognizer
      else { return false }
      return scroll.isDescendant(of: wrapper)
    }

    /// Forwards the pan's steps to the hand-off and applies them.
    func handleChainPan(_ pan: UIPanGestureRecognizer, in container: UIView) {
      switch pan.state {
      case .began, .changed: stepChainPan(pan, in: container)
      case .ended, .cancelled, .failed: endChainPan(pan, in: container)
      default: break
      }
    }

    private func stepChainPan(_ pan: UIPanGestureRecognizer, in container: UIView) {
      guard let moved = chainPan.step(to: pan.translation(in: container)) else { return }
      // Both axes from the hand-off: the vertical travel the core gave the dismissal, the horizontal
      // travel of the steps it moved in (a zoom's content follows both).
      let translation = CGPoint(x: moved.across, y: moved.dragged)
      let velocity = pan.velocity(in: container)
      if moved.isFirst {
        // The dismissal takes the pan from here (a downward start, as the tracker sees it): its
        // first move drives it from the hand-off's zero, and the drag begins at it.
        _ = driver.panTracker.shouldBegin(
          GestureArbiter.PanStart(
            location: pan.location(in: container), movement: CGPoint(x: 0, y: 1),
            containerBounds: container.bounds, scrollView: nil))
      }
      driver.handlePan(.changed, translation: translation, velocity: velocity)
    }

    private func endChainPan(_ pan: UIPanGestureRecognizer, in container: UIView) {
      guard let state = chainPan.end() else { return }
      // The lists keep their momentum unless the dragged thing moved last.
      if state.draggedLast { state.chain.stop() } else { state.chain.release() }
      guard state.dragged != nil else { return }
      let velocity = state.draggedLast ? panAction.releaseVelocity(of: pan, in: container) : .zero
      driver.handlePan(.ended, translation: .zero, velocity: velocity)
    }
  }
#endif

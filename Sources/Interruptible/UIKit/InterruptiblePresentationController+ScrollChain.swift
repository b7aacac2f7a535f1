#if canImport(UIKit)
  import UIKit

  /// A pan over scroll views inside presented content: the views, the core's hand-off, and the
  /// translation handed to the dismissal.
  @MainActor
  struct PresentationChainPan {
    /// The scroll views under the finger, innermost first.
    let chain: SheetScrollChain
    /// Who moves at each step, decided by the core (the content is the "sheet").
    var handOff: ScrollChainHandOff
    /// The pan's translation at the last step.
    var last = CGPoint.zero
    /// How far the content has been dragged toward dismissal, once it has moved.
    var dismissal: Double?
    /// Whether the last step that moved anything moved the content.
    var dismissalMovedLast = false
  }

  extension InterruptiblePresentationController {
    /// A pan on presented content (dismissed downward, no tracked scroll view) that starts over
    /// scroll views: the core's ``ScrollChainHandOff`` gives each step to one of them or to the
    /// dismissal, as a sheet's pan. Returns false when the ordinary pan-to-dismiss decides.
    func beginsChainPan(in container: UIView) -> Bool {
      chainPan = nil
      guard trackedScrollView == nil, driver.transition.dismissDirection == .down,
        driver.coordinator.phase == .presented, driver.isPanToDismissEnabled, driver.isInteractionEnabled,
        !isResistingDismissal
      else { return false }
      let chain = SheetScrollChain(
        under: wrapper.hitTest(panGesture.location(in: wrapper), with: nil), in: wrapper)
      guard !chain.scrollViews.isEmpty else { return false }
      chainPan = PresentationChainPan(chain: chain, handOff: ScrollChainHandOff(chain: chain.links))
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
      guard var state = chainPan else { return }
      let translation = pan.translation(in: container)
      let step = state.handOff.move(
        dx: Double(translation.x - state.last.x), by: Double(translation.y - state.last.y))
      state.last = translation
      if step.sheet != 0 {
        let tracker = driver.panTracker
        if state.dismissal == nil {
          // The dismissal takes the pan from here (a downward start, as the tracker sees it).
          _ = tracker.shouldBegin(
            GestureArbiter.PanStart(
              location: pan.location(in: container), movement: CGPoint(x: 0, y: 1),
              containerBounds: container.bounds, scrollView: nil))
          tracker.began(translation: .zero)
        }
        let dragged = (state.dismissal ?? 0) + step.sheet
        state.dismissal = dragged
        tracker.changed(
          translation: CGPoint(x: 0, y: dragged), velocity: pan.velocity(in: container), scrollView: nil)
      }
      if step.sheet != 0 || step.scroll != nil { state.dismissalMovedLast = step.sheet != 0 }
      chainPan = state
      state.chain.place(at: state.handOff.chain)
    }

    private func endChainPan(_ pan: UIPanGestureRecognizer, in container: UIView) {
      guard let state = chainPan else { return }
      chainPan = nil
      guard state.dismissal != nil else { return }
      if state.dismissalMovedLast { state.chain.stop() }
      driver.panTracker.ended(velocity: state.dismissalMovedLast ? pan.velocity(in: container) : .zero)
    }
  }
#endif

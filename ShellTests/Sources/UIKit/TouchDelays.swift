/// Touches held back from the view (GR10, GR31): a recognizer with `delaysTouchesBegan` that is
/// still possible, or a scroll view above the view with `delaysContentTouches` (for 150 ms, a
/// reported value), keeps the view's `touchesBegan` back. The held-back began comes once nothing
/// holds it any more (with the event that finds it so, or when the content delay ends), or at the
/// lift, right before the end; a recognizer that takes the touch (cancelling touches in the view)
/// leaves the view hearing nothing at all. `delaysTouchesEnded` and `canCancelContentTouches` are
/// recorded, not modelled.
extension UIWindow {
  /// How long a scroll view holds its content's touches back (reported, not documented).
  package static let contentTouchDelay: TimeInterval = 0.15

  func deliverToView(_ view: UIView, _ touch: UITouch, _ phase: UITouch.Phase, _ event: UIEvent) {
    if phase == .began {
      if view.isInsideDelayingScrollView { touch.contentDelayEnd = StandInClock.now + Self.contentTouchDelay }
      if holdsBack(touch) {
        touch.isWithheldFromView = true
        releaseAfterContentDelay(touch)
        return
      }
    }
    if touch.isWithheldFromView {
      let lifted = phase == .ended || phase == .cancelled
      guard lifted || !holdsBack(touch) else { return }
      touch.isWithheldFromView = false
      guard phase != .cancelled else { return }  // the view never heard the touch begin
      sendBegan(to: view, touch, event)
    }
    switch phase {
    case .began: view.touchesBegan([touch], with: event)
    case .moved, .stationary: view.touchesMoved([touch], with: event)
    case .ended: view.touchesEnded([touch], with: event)
    case .cancelled: view.touchesCancelled([touch], with: event)
    default: break
    }
  }

  /// Whether a recognizer that delays began is still deciding, or the content delay runs.
  private func holdsBack(_ touch: UITouch) -> Bool {
    touchRecognizers.contains { $0.delaysTouchesBegan && $0.isPending }
      || StandInClock.now < touch.contentDelayEnd
  }

  private func sendBegan(to view: UIView, _ touch: UITouch, _ event: UIEvent) {
    let phase = touch.phase
    touch.phase = .began
    view.touchesBegan([touch], with: event)
    touch.phase = phase
  }

  /// When the content delay ends with the finger still down and nothing else holding it back, the
  /// view hears its touch begin.
  private func releaseAfterContentDelay(_ touch: UITouch) {
    guard touch.contentDelayEnd > StandInClock.now else { return }
    StandInRuntime.shared.schedule(at: touch.contentDelayEnd) { [weak self, weak touch] in
      guard let self, let touch, self.activeTouch === touch, touch.isWithheldFromView,
        !touch.isCancelledForView, !self.holdsBack(touch), let view = touch.view
      else { return }
      touch.isWithheldFromView = false
      self.sendBegan(to: view, touch, UIEvent(touch: touch))
    }
  }
}

extension UIView {
  /// Whether a scroll view above this view holds its content's touches back (GR31).
  var isInsideDelayingScrollView: Bool {
    sequence(first: self, next: { $0.superview }).dropFirst().contains {
      ($0 as? UIScrollView)?.delaysContentTouches == true
    }
  }
}

#if canImport(UIKit)
  import UIKit

  /// A pan on content that may not be dismissed by the user, as UIKit's sheets resist it: the
  /// content follows the finger with a rubber band, springs back on release, and a release that
  /// would have dismissed is reported as an attempt.
  struct ResistedPan {
    /// How far the finger has gone along the dismiss direction (points, never negative).
    var translation = 0.0
    /// Where the content was shown when the finger took it (a spring-back may still be running).
    var start = CGAffineTransform.identity
  }

  extension InterruptiblePresentationController {
    /// Whether user dismissals resist: the presented view controller is modal in presentation
    /// (`isModalInPresentation`). Code (`dismiss`, `interruptibleDismiss()`) still dismisses.
    var isResistingDismissal: Bool { presentedViewController.isModalInPresentation }

    /// A tap outside, VoiceOver's escape or a pan would have dismissed: the delegate hears it once,
    /// as UIKit reports `presentationControllerDidAttemptToDismiss(_:)`.
    func attemptedDismissal() {
      reportAttemptedDismissal()
    }

    /// Runs the pan when dismissal resists (content at rest and modal in presentation); false when
    /// the ordinary pan-to-dismiss handles it.
    func resistPan(_ pan: UIPanGestureRecognizer, in container: UIView) -> Bool {
      guard isResistingDismissal, resistedPan != nil || driver.coordinator.phase == .presented else {
        return false
      }
      let direction = driver.transition.dismissDirection
      let travel = Double(direction.isVertical ? container.bounds.height : container.bounds.width)
      switch pan.state {
      case .began:
        // A spring-back still running stops where it is shown; the finger takes it from there.
        let shown = wrapper.layer.presentation()?.affineTransform() ?? wrapper.transform
        springBack?.stopAnimation(true)
        springBack = nil
        wrapper.transform = shown
        resistedPan = ResistedPan(start: shown)
      case .changed:
        let along = max(direction.component(of: pan.translation(in: container)), 0)
        resistedPan?.translation = along
        let offset = CGFloat(RubberBand.offset(along, dimension: travel))
        wrapper.transform = (resistedPan?.start ?? .identity).concatenating(
          Self.transform(moving: offset, toward: direction))
      default:
        guard let resisted = resistedPan else { return true }
        resistedPan = nil
        let velocity = direction.component(of: panAction.releaseVelocity(of: pan, in: container))
        let decision = ReleaseDecision(
          fraction: resisted.translation / max(travel, 1), velocity: velocity, distance: travel)
        if decision.isFinishing { attemptedDismissal() }
        let back = UIViewPropertyAnimator(duration: 0.45, dampingRatio: 0.8) {
          self.wrapper.transform = .identity
        }
        springBack = back
        back.startAnimation()
        driver.handlePan(.ended, translation: .zero, velocity: .zero)
      }
      return true
    }

    private static func transform(moving offset: CGFloat, toward direction: TransitionDirection)
      -> CGAffineTransform
    {
      switch direction {
      case .down: return CGAffineTransform(translationX: 0, y: offset)
      case .up: return CGAffineTransform(translationX: 0, y: -offset)
      case .left: return CGAffineTransform(translationX: -offset, y: 0)
      case .right: return CGAffineTransform(translationX: offset, y: 0)
      }
    }
  }
#endif

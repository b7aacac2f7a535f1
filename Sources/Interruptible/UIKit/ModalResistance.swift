#if canImport(UIKit)
  import UIKit

  /// A pan on content that may not be dismissed by the user, as UIKit's sheets resist it: the
  /// content follows the finger with a rubber band, springs back on release, and a release that
  /// would have dismissed is reported as an attempt. Owned privately by one presentation controller.
  @MainActor
  final class ResistedPan {
    /// How far the finger has gone along the dismiss direction (points, never negative).
    private(set) var translation = 0.0
    /// Where the content was shown when the finger took it (a spring-back may still be running).
    private(set) var start = CGAffineTransform.identity
    /// Whether a resisted pan is under way.
    private(set) var isActive = false
    private var springBack: UIViewPropertyAnimator?

    /// The finger took the content shown at `shown`: a spring-back still running stops.
    func began(shown: CGAffineTransform) {
      springBack?.stopAnimation(true)
      springBack = nil
      translation = 0
      start = shown
      isActive = true
    }

    /// The finger has gone `along` points along the dismiss direction.
    func moved(_ along: Double) { translation = along }

    /// The pan ended: how far the finger had gone, or nil when no resisted pan was under way.
    func ended() -> Double? {
      guard isActive else { return nil }
      isActive = false
      return translation
    }

    /// Springs the content back with `animator` (stopped if a finger takes the content again).
    func springBack(with animator: UIViewPropertyAnimator) {
      springBack = animator
      animator.startAnimation()
    }
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
      guard isResistingDismissal, resistedPan.isActive || driver.coordinator.phase == .presented else {
        return false
      }
      let direction = driver.transition.dismissDirection
      let travel = Double(direction.isVertical ? container.bounds.height : container.bounds.width)
      switch pan.state {
      case .began:
        // A spring-back still running stops where it is shown; the finger takes it from there.
        let shown = wrapper.layer.presentation()?.affineTransform() ?? wrapper.transform
        resistedPan.began(shown: shown)
        wrapper.transform = shown
      case .changed:
        let along = max(direction.component(of: pan.translation(in: container)), 0)
        resistedPan.moved(along)
        let offset = CGFloat(RubberBand.offset(along, dimension: travel))
        wrapper.transform = resistedPan.start.concatenating(
          Self.transform(moving: offset, toward: direction))
      default:
        guard let translation = resistedPan.ended() else { return true }
        let velocity = direction.component(of: panAction.releaseVelocity(of: pan, in: container))
        let decision = ReleaseDecision(
          fraction: translation / max(travel, 1), velocity: velocity, distance: travel)
        if decision.isFinishing { attemptedDismissal() }
        resistedPan.springBack(
          with: UIViewPropertyAnimator(duration: 0.45, dampingRatio: 0.8) {
            self.wrapper.transform = .identity
          })
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

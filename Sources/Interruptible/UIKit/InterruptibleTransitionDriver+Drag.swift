#if canImport(UIKit)
  import UIKit

  /// The dismissal pan in both axes, for a transition that moves its content with the finger (a
  /// zoom): the core's ``DismissPanTracker`` keeps the decisions (ownership, the progress along the
  /// dismiss direction, the release by projection); the transition gets the pan's whole translation
  /// and velocity.
  extension InterruptibleTransitionDriver {
    /// The pan moved to `translation` (from its touch-down point): forwarded, from where the
    /// dismissal took it, while the tracker gives the pan to the dismissal.
    func dismissalPanChanged(translation: CGPoint) {
      guard panTracker.owner == .dismissal else { return }
      guard let origin = dragOrigin else {
        dragOrigin = translation
        lifecycle?.transitionDragBegan()
        return
      }
      lifecycle?.transitionDragChanged(
        translation: CGPoint(x: translation.x - origin.x, y: translation.y - origin.y))
    }

    /// The pan ended at `velocity`, after the tracker released the session.
    func dismissalPanEnded(velocity: CGPoint) {
      guard dragOrigin != nil else { return }
      dragOrigin = nil
      lifecycle?.transitionDragEnded(velocity: velocity)
    }

    /// The transition as it runs (Reduce Motion may replace it), if it follows its lifecycle.
    var lifecycle: TransitionLifecycle? {
      motionPreferences.transition(replacing: transition) as? TransitionLifecycle
    }
  }
#endif

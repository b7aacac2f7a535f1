#if canImport(UIKit)
  import UIKit

  /// The dismissal pan in both axes, for a transition that moves its content with the finger (a
  /// zoom): the core's ``DismissPanTracker`` (or, for a pop, the coordinator) keeps the decisions
  /// (ownership, the progress along the dismiss direction, the release by projection); the
  /// transition gets the pan's whole translation and velocity, from where the pan took it.
  extension InterruptibleTransitionDriver {
    /// The pan moved to `translation` (from its touch-down point): forwarded, from where the
    /// dismissal took it, while the tracker gives the pan to the dismissal.
    func dismissalPanChanged(translation: CGPoint) {
      guard panTracker.owner == .dismissal else { return }
      forwardDrag(translation: translation)
    }

    /// A pan that holds the transition without the tracker (a navigation pop's) took it when its
    /// translation was `origin`: the transition's drag begins there (once), as soon as the session
    /// follows the pan. Call it before the session's own change, so the grab finds the view where
    /// it was.
    func heldPanBegan(at origin: CGPoint) {
      guard dragOrigin == nil, coordinator.currentSession?.isInteractive == true else { return }
      dragOrigin = origin
      lifecycle?.transitionDragBegan()
    }

    /// That pan moved to `translation`: forwarded relative to its origin, after the session's own
    /// change, while the session follows it.
    func heldPanChanged(translation: CGPoint) {
      guard let origin = dragOrigin, coordinator.currentSession?.isInteractive == true else { return }
      lifecycle?.transitionDragChanged(
        translation: CGPoint(x: translation.x - origin.x, y: translation.y - origin.y))
    }

    /// The pan ended at `velocity`, after the tracker (or the coordinator) released the session.
    /// A dismissal asked while the finger held the content runs now, from where the release sends
    /// it (a release that heads back turns around).
    func dismissalPanEnded(velocity: CGPoint) {
      guard dragOrigin != nil else { return }
      dragOrigin = nil
      lifecycle?.transitionDragEnded(velocity: velocity)
      if dismissesAfterRelease {
        dismissesAfterRelease = false
        dismiss()
      }
    }

    /// The first translation is where the transition took the pan (the drag begins there, at an
    /// offset of 0); later ones are forwarded relative to it.
    private func forwardDrag(translation: CGPoint) {
      guard let origin = dragOrigin else {
        dragOrigin = translation
        lifecycle?.transitionDragBegan()
        return
      }
      lifecycle?.transitionDragChanged(
        translation: CGPoint(x: translation.x - origin.x, y: translation.y - origin.y))
    }

    /// The transition as it runs (Reduce Motion may replace it), if it follows its lifecycle.
    var lifecycle: TransitionLifecycle? {
      motionPreferences.transition(replacing: transition) as? TransitionLifecycle
    }
  }
#endif

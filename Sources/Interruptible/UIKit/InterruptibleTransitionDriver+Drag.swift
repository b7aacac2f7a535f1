#if canImport(UIKit)
  import UIKit

  /// The pan entry point: every pan site (pan-to-dismiss, a scroll chain's dismissal, a navigation
  /// pop) forwards each pan event here once, with the recognizer's raw values. The core's
  /// ``DismissPanTracker`` decides (ownership, the progress along the dismiss direction, the release
  /// by projection, where a finger-following drag begins); the driver hands the drag steps to a
  /// transition that moves its content with the finger in both axes (a zoom).
  extension InterruptibleTransitionDriver {
    /// One pan event: `translation` since touch-down and `velocity` now (the release velocity at
    /// `.ended`), in the container's coordinates, and the tracked scroll view's edge, if any.
    /// Returns true when the shell must hold that scroll view at its edge.
    @discardableResult
    func handlePan(
      _ phase: DismissPanTracker.Phase, translation: CGPoint, velocity: CGPoint,
      scrollView: ScrollEdgeState? = nil
    ) -> Bool {
      panTracker.handlePan(phase, translation: translation, velocity: velocity, scrollView: scrollView)
    }

    /// Applies one drag step of the tracker to the transition as it runs.
    func applyDrag(_ step: DismissPanTracker.DragStep) {
      switch step {
      case .began: lifecycle?.transitionDragBegan()
      case .changed(let translation): lifecycle?.transitionDragChanged(translation: translation)
      case .ended(let velocity): lifecycle?.transitionDragEnded(velocity: velocity)
      }
    }

    /// The transition as it runs (Reduce Motion may replace it), if it follows its lifecycle.
    var lifecycle: TransitionLifecycle? {
      motionPreferences.transition(replacing: transition) as? TransitionLifecycle
    }
  }
#endif

import Foundation

extension ContextMenuLift {
  /// The timings and distances of a lift.
  ///
  /// Bad input: a negative or non-finite `commitDuration` takes its default (0.5 s); 0 commits at
  /// touch-down (a menu that opens at once, like a long press with `minimumPressDuration` 0). A
  /// negative or non-finite `slop` takes its default (10 pt); 0 cancels on any movement. A
  /// `liftedScale` that is not finite or outside `[0.5, 1]` is clamped into it (NaN takes 0.96).
  package struct Settings: Sendable, Hashable {
    /// UIKit's long-press duration: `UILongPressGestureRecognizer.minimumPressDuration` defaults to
    /// 0.5 s (GR23).
    package static let defaultCommitDuration = 0.5
    /// UIKit's long-press movement limit: `UILongPressGestureRecognizer.allowableMovement` defaults
    /// to 10 pt (GR24).
    package static let defaultSlop = 10.0
    /// How far the source shrinks while it lifts, as a scale at the commit.
    package static let defaultLiftedScale = 0.96

    /// Seconds from touch-down to the commit.
    package let commitDuration: Double
    /// How far (points) the finger may move before the commit without cancelling the lift.
    package let slop: Double
    /// The source's scale when the lift reaches the commit (1 with Reduce Motion).
    package let liftedScale: Double

    /// Settings with the given values, sanitised as the type's documentation says.
    package init(
      commitDuration: Double = defaultCommitDuration, slop: Double = defaultSlop,
      liftedScale: Double = defaultLiftedScale
    ) {
      self.commitDuration =
        commitDuration.isFinite && commitDuration >= 0 ? commitDuration : Self.defaultCommitDuration
      self.slop = slop.isFinite && slop >= 0 ? slop : Self.defaultSlop
      self.liftedScale = liftedScale.isNaN ? Self.defaultLiftedScale : min(max(liftedScale, 0.5), 1)
    }
  }

  /// How a lift session ended: exactly one per session, reported once with ``Event/completed(_:)``.
  package enum SessionOutcome: Sendable, Hashable {
    /// The lift turned back before the commit (movement, an early release, a tap outside, a system
    /// cancel or code).
    case cancelled
    /// The lift committed and the menu was shown; it closed with nothing chosen.
    case committed
    /// The menu's row at this index fired.
    case rowFired(Int)
    /// The preview was tapped: the commit action runs (by default the zoom into the destination).
    case previewCommitted
  }

  /// Why a lift turned back before the commit.
  package enum CancelCause: Sendable, Hashable {
    /// The finger moved beyond the slop: the touch belongs to the scroll view beneath from now on.
    case moved
    /// The finger lifted before the commit: the source receives an ordinary tap.
    case released
    /// A touch outside the source.
    case tapOutside
    /// The system cancelled the touch.
    case touchCancelled
    /// Code closed it (`dismiss()`, a rotation, a resize).
    case code
  }

  /// Where the lift was when it turned back, for a return that continues its motion.
  package struct Return: Sendable, Hashable {
    /// How far the lift had come (0 = at rest, 1 = at the commit).
    package let progress: Double
    /// The lift's speed at that moment, in progress per second (positive while lifting).
    package let velocity: Double

    /// The return spring's initial velocity, normalised by the distance back to 0 as
    /// `UISpringTimingParameters` expects it (SP09): continuous with the lift's own motion, so
    /// negative while the lift was still moving away from rest; 0 when the lift had not begun.
    package var initialVelocity: Double {
      ReleaseDecision.normalizedVelocity(velocity, from: progress, to: 0)
    }
  }

  /// What the shell does.
  package enum Event: Sendable, Hashable {
    /// The source begins to lift (visual feedback before the commit).
    case beginLift
    /// The lift turns back from where it is.
    case cancelLift(Return, CancelCause)
    /// The lift committed: play the haptic, settle the preview at its lifted frame, grow the menu.
    case commit
    /// Highlight this menu row (nil: none); a row is the moment for a selection haptic.
    case highlightChanged(Int?)
    /// Run this row's action.
    case fire(Int)
    /// Open this row's submenu; the menu stays.
    case openSubmenu(Int)
    /// The menu and the preview leave, from where they are.
    case dismiss
    /// Run the preview's commit action; the menu leaves and the preview hands over to it.
    case commitPreview
    /// The session ended with this outcome (its animations are over). Reported exactly once.
    case completed(SessionOutcome)
  }

  /// Where a session is.
  package enum Phase: Sendable, Hashable {
    /// Nothing has touched the source yet.
    case idle
    /// The finger is down and the source lifts; the commit has not come yet.
    case lifting
    /// The lift committed: the preview is lifted and the menu shows (still growing, or grown).
    case open
    /// The outcome is decided and the preview and menu are leaving (or handing over).
    case leaving(SessionOutcome)
    /// The session is over.
    case finished(SessionOutcome)
  }

  /// The overlay's answer to a hardware key (``ContextMenuLift/respond(to:)``).
  package struct KeyAnswer: Sendable, Hashable {
    /// Whether the key ends at the overlay (true) or goes on to the next responder.
    package let isHandled: Bool
    /// The events to apply.
    package let events: [Event]
  }
}

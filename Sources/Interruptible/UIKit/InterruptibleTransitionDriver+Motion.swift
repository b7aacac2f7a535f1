#if canImport(UIKit)
  import UIKit

  /// Observing and steering the slot's transitions.
  extension InterruptibleTransitionDriver {
    /// The current transition's motion from now on in presented progress (0 dismissed, 1
    /// presented), in closed form on `CACurrentMediaTime()`; nil when no transition is under way.
    public var trajectory: MotionTrajectory? { coordinator.currentSession?.trajectory }

    /// Chooses where a released pan settles: given the proposed position (`.end` finishes the
    /// transition, `.start` cancels it) and the release velocity, return a position. A dismissal
    /// that resists (the content is modal in presentation) never finishes.
    public var targetOverride: ((SettleProposal<AnimatorPosition>) -> AnimatorPosition)? {
      get { coordinator.targetOverride }
      set { coordinator.targetOverride = newValue }
    }

    /// Routes the coordinator's motion events to ``onWillSettle`` and ``onTrajectoryChange``
    /// (nothing is computed while both are nil).
    func observeMotion() {
      guard onWillSettle != nil || onTrajectoryChange != nil else {
        coordinator.onMotionEvent = nil
        return
      }
      coordinator.onMotionEvent = { [weak self] _, event in
        switch event {
        case .willSettle(let target, let trajectory): self?.onWillSettle?(target, trajectory)
        case .trajectoryChanged(let trajectory): self?.onTrajectoryChange?(trajectory)
        }
      }
    }
  }
#endif

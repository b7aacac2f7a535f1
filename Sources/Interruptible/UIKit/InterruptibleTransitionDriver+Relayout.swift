#if canImport(UIKit)
  import UIKit

  extension InterruptibleTransitionDriver {
    /// Where the content is, for the core's ``InFlightRelayout``.
    var relayoutMotion: InFlightRelayout.Motion {
      InFlightRelayout.Motion(phase: coordinator.phase, session: coordinator.currentSession)
    }

    /// The container was resized: the content's new frame is `presentedFrame`. Returns what the core
    /// decided; a running transition has already been retargeted.
    @discardableResult
    func containerDidResize(presentedFrame: CGRect) -> InFlightRelayout.Action {
      transitionViews = transitionViews?.moved(to: presentedFrame)
      let action = relayout.containerDidResize(relayoutMotion)
      apply(action)
      return action
    }

    /// A turn-around, a release or a resume: a motion made for an older geometry is retargeted.
    func motionDidChange() {
      apply(relayout.motionDidChange(relayoutMotion))
    }

    /// Adds one block to the transition's animator that puts the content in the state it now heads
    /// to, in the current geometry: it starts from what is shown and ends with the animator.
    private func apply(_ action: InFlightRelayout.Action) {
      guard case .retarget(let towardPresented) = action, let views = transitionViews,
        let mirrored = coordinator.currentSession?.interruptibleAnimator() as? MirroredAnimator,
        let animator = (mirrored.follower as? PropertyAnimatorAdapter)?.base, animator.state == .active
      else { return }
      let transition = motionPreferences.transition(replacing: transition)
      animator.addAnimations { transition.apply(progress: towardPresented ? 1 : 0, to: views) }
    }
  }
#endif

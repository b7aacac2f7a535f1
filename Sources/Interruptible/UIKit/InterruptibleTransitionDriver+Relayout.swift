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
      if let views = transitionViews {
        lifecycle?.transitionContainerDidResize(views: views, held: action == .hold)
      }
      return action
    }

    /// The content's frame changed on its own (a pull-down menu following its moving anchor), decided
    /// as a resize is (``InFlightRelayout``): at rest, or held by a finger, the content takes its new
    /// frame directly; running, one more block on the transition's animator moves it there and puts
    /// it in the state it heads to (from what is shown, ending with the animator), and a later
    /// turn-around lands in the new geometry.
    func presentedFrameDidChange() {
      guard let presentation else { return }
      transitionViews = transitionViews?.moved(to: presentation.frameOfPresentedViewInContainerView)
      let action = relayout.containerDidResize(relayoutMotion)
      guard case .retarget = action, runningAnimator != nil else {
        return presentation.followPresentedFrame()
      }
      contentMovedInFlight = true
      apply(action)
    }

    /// The animator of the transition in flight, while it is active.
    private var runningAnimator: UIViewPropertyAnimator? {
      guard let mirrored = coordinator.currentSession?.interruptibleAnimator() as? MirroredAnimator,
        let animator = (mirrored.follower as? PropertyAnimatorAdapter)?.base, animator.state == .active
      else { return nil }
      return animator
    }

    /// A turn-around, a release or a resume: a motion made for an older geometry is retargeted.
    func motionDidChange() {
      apply(relayout.motionDidChange(relayoutMotion))
      (transition as? TransitionLifecycle)?.transitionMotionDidChange()
    }

    /// Adds one block to the transition's animator that puts the content in the state it now heads
    /// to, in the current geometry: it starts from what is shown and ends with the animator.
    /// Content moved in flight (``presentedFrameDidChange()``) is put at its frame in that block too,
    /// so a reversed animator brings it back there, not to where an earlier block started.
    private func apply(_ action: InFlightRelayout.Action) {
      guard case .retarget(let towardPresented) = action, let views = transitionViews,
        let animator = runningAnimator
      else { return }
      let transition = motionPreferences.transition(replacing: transition)
      let placed = contentMovedInFlight ? presentation : nil
      animator.addAnimations {
        if let placed {
          let target = placed.frameOfPresentedViewInContainerView
          placed.wrapper.bounds = CGRect(origin: placed.wrapper.bounds.origin, size: target.size)
          placed.wrapper.center = CGPoint(x: target.midX, y: target.midY)
        }
        transition.apply(progress: towardPresented ? 1 : 0, to: views)
      }
    }
  }
#endif

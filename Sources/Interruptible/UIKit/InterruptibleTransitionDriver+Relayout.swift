#if canImport(UIKit)
  import UIKit

  /// The geometry of a driver's transition in flight, owned privately by the driver: the core's
  /// resize decisions (``InFlightRelayout``), the views the transition animates, and whether the
  /// content moved to a new frame in flight (a menu's anchor moved).
  @MainActor
  final class TransitionGeometry {
    private var decisions = InFlightRelayout()
    /// The views the transition in flight animates, at their latest frames.
    private(set) var views: TransitionViews?
    /// Whether the transition in flight moved its content to a new frame.
    private(set) var contentMoved = false

    /// A transition begins: nothing has been resized or moved yet.
    func transitionDidBegin() {
      decisions.transitionDidBegin()
      contentMoved = false
    }

    /// The transition animates `views`.
    func install(_ views: TransitionViews) { self.views = views }

    /// The content's frame is now `frame` (a resize, or a move in flight when `inFlight`): the
    /// core's decision for the motion `motion`.
    func contentFrameChanged(
      to frame: CGRect, motion: InFlightRelayout.Motion, inFlight: Bool = false
    ) -> InFlightRelayout.Action {
      views = views?.moved(to: frame)
      let action = decisions.containerDidResize(motion)
      if inFlight, case .retarget = action { contentMoved = true }
      return action
    }

    /// A turn-around, a release or a resume: the core's decision for the motion `motion`.
    func motionDidChange(_ motion: InFlightRelayout.Motion) -> InFlightRelayout.Action {
      decisions.motionDidChange(motion)
    }
  }

  extension InterruptibleTransitionDriver {
    /// Where the content is, for the core's ``InFlightRelayout``.
    var relayoutMotion: InFlightRelayout.Motion {
      InFlightRelayout.Motion(phase: coordinator.phase, session: coordinator.currentSession)
    }

    /// The container was resized: the content's new frame is `presentedFrame`. Returns what the core
    /// decided; a running transition has already been retargeted.
    @discardableResult
    func containerDidResize(presentedFrame: CGRect) -> InFlightRelayout.Action {
      let action = geometry.contentFrameChanged(to: presentedFrame, motion: relayoutMotion)
      apply(action)
      if let views = geometry.views {
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
      let running = runningAnimator != nil
      let action = geometry.contentFrameChanged(
        to: presentation.frameOfPresentedViewInContainerView, motion: relayoutMotion, inFlight: running)
      guard case .retarget = action, running else {
        return presentation.followPresentedFrame()
      }
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
      apply(geometry.motionDidChange(relayoutMotion))
      (transition as? TransitionLifecycle)?.transitionMotionDidChange()
    }

    /// Adds one block to the transition's animator that puts the content in the state it now heads
    /// to, in the current geometry: it starts from what is shown and ends with the animator.
    /// Content moved in flight (``presentedFrameDidChange()``) is put at its frame in that block too,
    /// so a reversed animator brings it back there, not to where an earlier block started.
    private func apply(_ action: InFlightRelayout.Action) {
      guard case .retarget(let towardPresented) = action, let views = geometry.views,
        let animator = runningAnimator
      else { return }
      let transition = motionPreferences.transition(replacing: transition)
      let placed = geometry.contentMoved ? presentation : nil
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

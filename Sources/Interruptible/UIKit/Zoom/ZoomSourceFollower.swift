#if canImport(UIKit)
  import UIKit

  /// Follows a zoom's source view during one UIKit transition: hides it, observes its frame and the
  /// `contentOffset` of every scroll view above it (``ViewMotionObserver``), asks the provider again on each change, and hands the
  /// core's ``ZoomSourceTracker`` corrections to the session's animator as added animation blocks
  /// (they run from the current value over the remaining time, AA03–AA05).
  @MainActor
  final class ZoomSourceFollower {
    let source: @MainActor () -> UIView?
    let lostSourcePolicy: ZoomLostSourcePolicy
    /// The tracker of the transition in progress (or of the last one).
    private(set) var tracker: ZoomSourceTracker
    /// The source's rectangle in the container when the transition began.
    private(set) var startSource: CGRect?
    /// The source the animations on the animator now end on: the tracker's corrected source once a
    /// correction has been added to the animator, not while a finger holds the content (a held
    /// correction waits for the release), so a drag measures from the path that is shown.
    private(set) var displayedSource: CGRect = .zero
    /// The view clipping the content to the flying frame.
    let mask = UIView()
    private var visibility = ZoomSourceFollower.makeVisibility()
    private let motion = ViewMotionObserver()
    private var observed: UIView? { motion.observed }
    private weak var animator: UIViewPropertyAnimator?
    private weak var container: UIView?
    private weak var content: UIView?
    private var fraction: (@MainActor () -> Double)?
    private var reapply: (@MainActor (Double, CGRect) -> Void)?
    /// Where the content is presented now (a resize in flight moves it).
    private var presentedFrame: CGRect?
    private var motionState: (@MainActor () -> InFlightRelayout.Motion)?
    /// Decides, as for a resize, which state a correction retargets and when a turn-around must
    /// retarget again (the blocks added so far end on the corrected source).
    private var relayout = InFlightRelayout()
    private let heldChange = HeldChangeTimer()

    init(source: @escaping @MainActor () -> UIView?, lostSourcePolicy: ZoomLostSourcePolicy) {
      self.source = source
      self.lostSourcePolicy = lostSourcePolicy
      tracker = ZoomSourceTracker(source: .zero, lostSourcePolicy: lostSourcePolicy)
      mask.backgroundColor = .black
      motion.onChange = { [weak self] in self?.sourceMayHaveMoved() }
    }

    private static func makeVisibility() -> ZoomSourceVisibility<UIView> {
      ZoomSourceVisibility(isHidden: { $0.isHidden }, setHidden: { $0.isHidden = $1 })
    }

    /// A transition begins: `reapply(progress, presentedFrame)` puts the content in a state of the
    /// transition (1 presented, 0 at the source) with the content presented at that frame, `motion`
    /// tells where it heads.
    func begin(
      views: TransitionViews, animator: UIViewPropertyAnimator, fraction: @escaping @MainActor () -> Double,
      motion: @escaping @MainActor () -> InFlightRelayout.Motion,
      reapply: @escaping @MainActor (Double, CGRect) -> Void
    ) {
      end()
      motionState = motion
      relayout = InFlightRelayout()
      relayout.transitionDidBegin()
      container = views.container
      content = views.content
      self.animator = animator
      self.fraction = fraction
      self.reapply = reapply
      presentedFrame = views.presentedFrame
      visibility = Self.makeVisibility()
      let view = usable(source())
      let presented = views.presentedFrame
      let start =
        view.map { $0.convert($0.bounds, to: views.container) }
        ?? CGRect(x: presented.midX, y: presented.midY, width: 0, height: 0)
      startSource = start
      displayedSource = start
      tracker = ZoomSourceTracker(source: start, lostSourcePolicy: lostSourcePolicy)
      if view == nil { tracker.sourceLost(at: fraction()) }
      visibility.show(view)
      observe(view)
    }

    /// The transition ended: stops observing, restores the source once, removes the clipping.
    func end() {
      motion.stop()
      tracker.beginCompletion()
      visibility.restore()
      if content?.mask === mask { content?.mask = nil }
      (content, container, animator, fraction, reapply, motionState) = (nil, nil, nil, nil, nil, nil)
      presentedFrame = nil
    }

    /// A view that is on screen, or nil.
    private func usable(_ view: UIView?) -> UIView? {
      view?.window == nil ? nil : view
    }

    private func observe(_ view: UIView?) {
      motion.observe(view)
    }

    /// Asks the provider again and reports where the source is now.
    func sourceMayHaveMoved() {
      guard let container, let fraction, !tracker.isCompleting else { return }
      let view = usable(source())
      if view !== observed {
        visibility.show(view)
        observe(view)
      }
      guard let view else {
        guard tracker.lostAtFraction == nil else { return }
        tracker.sourceLost(at: fraction())
        addCorrection()
        return
      }
      let rect = view.convert(view.bounds, to: container)
      if tracker.sourceMoved(to: rect, at: CACurrentMediaTime(), fraction: fraction()) != nil {
        addCorrection()
      }
      scheduleFlush()
    }

    private func flush() {
      guard let fraction, tracker.flush(at: CACurrentMediaTime(), fraction: fraction()) != nil else { return }
      addCorrection()
    }

    /// The source moved: the core's ``InFlightRelayout`` decides, as for a resize, whether the
    /// state the content heads to is retargeted now (running) or when a finger lets go (held).
    private func addCorrection() {
      guard let motionState else { return }
      retarget(relayout.containerDidResize(motionState()))
    }

    /// A turn-around, a release or a resume: the blocks added so far end on the corrected source, so
    /// a motion heading elsewhere is retargeted to the state it now heads to, where the tracker's
    /// correction weighs as the core maps it (nothing at the destination).
    func motionDidChange() {
      guard let motionState else { return }
      retarget(relayout.motionDidChange(motionState()))
    }

    /// The container was resized in flight: later corrections put the content in the state it heads
    /// to with the content presented at `frame` (the driver retargets the resize itself).
    func containerDidResize(presentedFrame frame: CGRect) {
      if presentedFrame != nil { presentedFrame = frame }
    }

    /// Adds the state the content heads to, with the corrected source, to the running animator.
    private func retarget(_ action: InFlightRelayout.Action) {
      guard case .retarget(let towardPresented) = action, let animator, animator.state == .active,
        let reapply, let presentedFrame
      else { return }
      displayedSource = tracker.appliedSource
      animator.addAnimations { reapply(towardPresented ? 1 : 0, presentedFrame) }
    }

    /// A change held back by the 8 ms rule is made once its time has come.
    private func scheduleFlush() {
      guard tracker.hasPendingChange else { return }
      heldChange.schedule { [weak self] in self?.flush() }
    }
  }

#endif

/// An animator the core can drive and read: UIKit's operations plus the on-screen trajectory.
package typealias SessionAnimator = any InterruptibleAnimator & TrajectoryReporting

/// Makes the one animator of a session: a model on a clock in tests, a mirrored
/// `UIViewPropertyAnimator` on iOS.
package typealias AnimatorFactory = (TransitionKind, TransitionTiming) -> SessionAnimator

/// One transition — present, dismiss, push, pop or container switch — from start to
/// `completeTransition`.
///
/// The session creates its animator once, on the first ``interruptibleAnimator()`` call, returns that
/// same instance every time (TR01), and drops it when the transition ends (TR02). It reports the end
/// exactly once, with `didComplete` true only when the animator finished at its end (TR05), whatever
/// sequence of pauses, reversals, scrubs, finishes and cancels came before.
///
/// ```swift
/// let clock = ManualClock()
/// let session = TransitionSession(kind: .present, timing: .standard) { _, timing in
///   AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
/// }
/// session.onCompleteTransition = { didComplete in print(didComplete) }
/// session.start(interactive: false)
/// ```
package final class TransitionSession {
  /// The session's number, 1-based in start order within its coordinator.
  package let id: Int
  /// What the transition does.
  package let kind: TransitionKind
  /// The animator's duration and timing.
  package let timing: TransitionTiming
  /// Points the content travels over the whole transition.
  package let distance: Double
  /// Called once with the animator's completion position, before ``onCompleteTransition``.
  package var onAnimatorCompletion: ((AnimatorPosition) -> Void)?
  /// Called exactly once when the transition ends: `true` when it completed, `false` when cancelled.
  package var onCompleteTransition: ((Bool) -> Void)?
  /// Called once with each change of the motion, before its first frame (see ``MotionEvent``): a
  /// heading motion's target is `.end` or `.start`.
  package var onMotionEvent: ((MotionEvent<AnimatorPosition>) -> Void)? {
    get { motionHandler }
    set {
      motionHandler = newValue
      motionForward = nil
    }
  }
  /// The motion last reported through ``onMotionEvent``.
  var reportedMotion: MotionTrajectory?
  /// Private storage of ``onMotionEvent`` (static exclusivity checks, as for the flags below).
  private var motionHandler: ((MotionEvent<AnimatorPosition>) -> Void)?
  /// The coordinator's listener while ``onMotionEvent`` is the closure ``forwardMotion(to:)`` made:
  /// reports call it directly with the session's id (one closure call per event instead of two).
  private(set) var motionForward: ((Int, MotionEvent<AnimatorPosition>) -> Void)?

  /// Whether anyone listens to the motion (``onMotionEvent`` is set).
  var hasMotionListener: Bool { motionHandler != nil }

  /// Makes ``onMotionEvent`` forward each event to `listener` with the session's id.
  func forwardMotion(to listener: @escaping (Int, MotionEvent<AnimatorPosition>) -> Void) {
    let id = self.id
    motionHandler = { event in listener(id, event) }
    motionForward = listener
  }
  /// Whether the transition has ended.
  package var isFinished: Bool { finished }
  /// Whether it completed (nil until it ends).
  package var didComplete: Bool? { completed }
  /// Whether a gesture or code is driving it (paused and scrubbed) rather than the animator.
  package var isInteractive: Bool { interacting }

  // Private storage of the flags above: exclusive access is then checked statically (a public
  // stored property keeps a runtime check on every read).
  private var finished = false
  private var completed: Bool?
  private var interacting = false

  private let makeAnimator: AnimatorFactory
  private var animator: SessionAnimator?
  private var endSample = TimingSample(progress: 0, velocity: 0)
  private var alongside: [(SessionAnimator) -> Void] = []
  private var interactionHandlers: [(Bool) -> Void] = []
  /// The one observer of scrubbing (the context bridge).
  private var scrubHandler: ((Double) -> Void)?

  /// Creates a session; nothing happens until ``start(interactive:)`` or ``interruptibleAnimator()``.
  package init(
    id: Int = 1, kind: TransitionKind, timing: TransitionTiming, distance: Double = 300,
    makeAnimator: @escaping AnimatorFactory
  ) {
    self.id = id
    self.kind = kind
    self.timing = timing
    self.distance = TransitionConfiguration.usableDistance(distance)
    self.makeAnimator = makeAnimator
  }

  /// The session's animator: created on first use, the same instance on every later call (TR01),
  /// interruptible (TR03). After the session ended this returns a fresh, unused animator that the
  /// session does not track (UIKit never asks after `animationEnded`).
  package func interruptibleAnimator() -> SessionAnimator {
    if let animator { return animator }
    return createAnimator()
  }

  /// The first ``interruptibleAnimator()`` call's work, out of line: the call per touch event is
  /// then a load and a check.
  private func createAnimator() -> SessionAnimator {
    let created = makeAnimator(kind, timing)
    guard !isFinished else { return created }
    animator = created
    created.addCompletion { [weak self] position in self?.animatorDidComplete(position) }
    for block in alongside { block(created) }
    return created
  }

  /// A session released before it ended (its owner went away mid-transition) leaves its animator
  /// inactive if it was paused or stopped: releasing such an animator is an error in UIKit (ST15).
  /// A running animator is left to run out. No callbacks run.
  deinit {
    guard let animator, !animator.isRunning else { return }
    if animator.animatorState == .active { animator.stopAnimation(false) }
    if animator.animatorState == .stopped { animator.finishAnimation(at: .current) }
  }

  /// The animator while the session holds one (nil before first use and after the end); unlike
  /// ``interruptibleAnimator()`` it never creates one.
  var existingAnimator: SessionAnimator? { animator }

  /// Whether the session currently holds an animator (false before first use and after the end).
  package var hasAnimator: Bool { animator != nil }
  /// The animator while the session holds one.
  var currentAnimator: SessionAnimator? { animator }

  /// Starts the transition: paused for an interactive start (a gesture, `wantsInteractiveStart`
  /// true), running otherwise (a tap or code) — both stay interruptible (TR08). Ignored unless the
  /// animator is inactive and the session has not ended.
  package func start(interactive: Bool) {
    guard !isFinished else { return }
    let animator = interruptibleAnimator()
    guard animator.animatorState == .inactive else { return }
    if interactive {
      animator.pauseAnimation()
      setInteractive(true)
    } else {
      animator.startAnimation()
    }
    motionDidChange()
  }

  /// Adds an animation that runs with the transition, following the same animator through pause,
  /// scrub and reversal (TR10, TR12). The block receives the animator once it exists (on iOS, add
  /// view animations to it; on the model, ``AnimatorModel/addAnimations(from:to:delayFactor:)``).
  /// Returns false when the session already ended.
  @discardableResult
  package func animateAlongside(_ animation: @escaping (SessionAnimator) -> Void) -> Bool {
    guard !isFinished else { return false }
    alongside.append(animation)
    if let animator { animation(animator) }
    return true
  }

  /// Registers a handler called with the new `isInteractive` each time the transition switches
  /// between interactive and animating, including when it ends (TR11).
  package func notifyWhenInteractionChanges(_ handler: @escaping (Bool) -> Void) {
    var handlers = interactionHandlers.movedOut()
    handlers.append(handler)
    interactionHandlers = handlers
  }

  /// Sets the handler called with the progress each time the grabbed transition is scrubbed (a pan
  /// moving it): what UIKit's `updateInteractiveTransition(_:)` reports, clamped to `[0, 1]` like
  /// the scrub itself. A later call replaces it.
  package func notifyWhenScrubbed(_ handler: @escaping (Double) -> Void) {
    scrubHandler = handler
  }

  func didScrub(to progress: Double) {
    scrubHandler?(progress)
  }

  /// Sets ``isInteractive`` and tells the handlers when it changes; returns whether a handler ran.
  @discardableResult @inline(__always)
  func setInteractive(_ interactive: Bool) -> Bool {
    guard interactive != interacting else { return false }
    interacting = interactive
    guard !interactionHandlers.isEmpty else { return false }
    notifyInteractionChanged(interactive)
    return true
  }

  /// `setInteractive(false)`.
  func endInteraction() { setInteractive(false) }

  /// Calls every interaction handler with `interactive`, out of line (most sessions have none).
  private func notifyInteractionChanged(_ interactive: Bool) {
    for handler in interactionHandlers { handler(interactive) }
  }

  /// Ends a session that is still under way, as when UIKit tears a transition down: the animator is
  /// stopped where it is and finished at `.current`, which reports the transition as cancelled.
  /// Does nothing once ended.
  package func end() {
    guard !isFinished else { return }
    guard let animator else {
      animatorDidComplete(.current)
      return
    }
    if animator.animatorState == .active { animator.stopAnimation(false) }
    if animator.animatorState == .stopped {
      animator.finishAnimation(at: .current)
    } else {
      animatorDidComplete(.current)
    }
  }

  private func animatorDidComplete(_ position: AnimatorPosition) {
    guard !isFinished else { return }
    let current = animator?.presentationSample.progress ?? 0
    endSample = TimingSample(progress: position == .end ? 1 : position == .start ? 0 : current, velocity: 0)
    finished = true
    completed = position == .end
    onAnimatorCompletion?(position)
    setInteractive(false)
    onCompleteTransition?(position == .end)
    animator = nil
    alongside.removeAll()
  }

  // MARK: - Reading

  /// The animator's progress and velocity (progress units per second); the end value once ended.
  package var sample: TimingSample { animator?.presentationSample ?? endSample }

  /// The content's position as a fraction of ``distance``: 0 dismissed, 1 presented (may overshoot).
  package var presentedProgress: Double {
    kind.isAppearing ? sample.progress : 1 - sample.progress
  }

  /// `d(presentedProgress × distance)/dt`, in points per second.
  package var presentedVelocity: Double {
    (kind.isAppearing ? 1 : -1) * sample.velocity * distance
  }

  /// The animator's `fractionComplete` (0 once ended).
  package var fractionComplete: Double { animator.map { Double($0.fractionComplete) } ?? 0 }
  /// Whether the animator runs toward its start.
  package var isReversed: Bool { animator?.isReversed ?? false }
  /// Whether the animator is running.
  package var isRunning: Bool { animator?.isRunning ?? false }
  /// The animator's state (`.inactive` before the start and after the end).
  package var animatorState: AnimatorState { animator?.animatorState ?? .inactive }
  /// Whether the content is heading to (or, when paused, was last heading to) its presented position.
  package var isHeadingToPresented: Bool { kind.isAppearing != isReversed }
}

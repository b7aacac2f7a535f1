import Foundation

/// Drives one transition session from a gesture, a tap or code: grab, scrub, reverse, finish,
/// cancel and release, with the motion's velocity carried across every hand-off.
///
/// Velocities are in points per second along the direction the session's animator moves toward its
/// end (positive toward finishing); fractions are the animator's progress (0 start, 1 end).
///
/// ```swift
/// let interactor = TransitionInteractor(session: session, configuration: configuration)
/// interactor.pause()                       // finger down: grab without a jump
/// interactor.update(translation: 80)       // finger moves 80 pt toward the end
/// interactor.release(velocity: 900)        // projected position decides finish or cancel
/// ```
///
/// Every call is ignored (and returns nil where it returns a value) once the session ended or while
/// ``isEnabled`` is false; none of them ever makes a call UIKit would reject. Velocities are cleaned
/// up once, by the release decision (``ReleaseDecision``): not finite counts as 0, finite ones beyond
/// ±``ReleaseDecision/maximumVelocity`` are clamped to it.
package final class TransitionInteractor {
  /// The session being driven.
  package let session: TransitionSession
  /// Distance, thresholds, spring and reversal style.
  package var configuration: TransitionConfiguration {
    get { settings }
    set { settings = newValue }
  }
  /// Whether the interactor acts on calls (runtime enable/disable).
  package var isEnabled: Bool {
    get { enabled }
    set { enabled = newValue }
  }
  // Private storage of the two properties above: exclusive access is then checked statically (a
  // package stored property keeps a runtime check on every access, several per touch event).
  private var settings: TransitionConfiguration
  private var enabled = true
  private var scrubOrigin = 0.0
  /// Chooses where a release settles instead of the projection (see ``release(velocity:)``): given
  /// the proposed position and the release velocity, it returns `.end` or `.start` (`.current`
  /// keeps the proposal).
  package var targetOverride: ((SettleProposal<AnimatorPosition>) -> AnimatorPosition)? {
    get { override }
    set { override = newValue }
  }
  /// Whether a release may not finish a dismissal (the content is modal in presentation): such a
  /// release, and an override that asks for it, settles back at the start instead.
  package var resistsDismissal: Bool {
    get { resisting }
    set { resisting = newValue }
  }
  /// Called once for each release of a dismissal that would have finished but resisted.
  package var onDismissalAttempt: (() -> Void)? {
    get { attemptHandler }
    set { attemptHandler = newValue }
  }
  // Private storage of the three properties above (static exclusivity checks; see `settings`).
  private var override: ((SettleProposal<AnimatorPosition>) -> AnimatorPosition)?
  private var resisting = false
  private var attemptHandler: (() -> Void)?

  /// Creates an interactor for `session`.
  package init(session: TransitionSession, configuration: TransitionConfiguration = TransitionConfiguration())
  {
    self.session = session
    settings = configuration
  }

  var isActive: Bool { isEnabled && !session.isFinished }

  /// The animator's current progress (0 start, 1 end).
  package var progress: Double { session.sample.progress }

  /// Grabs the transition without a jump: reads the on-screen progress, pauses, and sets
  /// `fractionComplete` to it (linear scrubbing). Starts a never-started session paused
  /// (interactive start). The next ``update(translation:)`` measures from here.
  package func pause() { grab() }

  /// ``pause()``, returning the progress it grabbed at while that is still the session's progress
  /// (no interaction handler ran since it was read; read again after a motion listener); nil when
  /// ignored, when a handler ran, or when the session ended.
  @discardableResult
  func grab() -> Double? {
    guard isActive else { return nil }
    let animator = session.interruptibleAnimator()
    switch animator.animatorState {
    case .active where animator.isRunning:
      // Pausing leaves the on-screen progress as the paused fraction (FR03). That fraction is the
      // platform's own and wins: it is never overwritten with the model's estimate.
      animator.pauseAnimation()
    case .inactive:
      animator.pauseAnimation()
    case .active, .stopped:
      break
    }
    let origin = animator.presentationSample.progress
    scrubOrigin = origin
    let handlerRan = session.setInteractive(true)
    session.motionDidChange()
    if handlerRan { return nil }
    guard session.onMotionEvent != nil else { return origin }
    // A motion listener ran and may have moved the content or ended the session. While the session
    // is live its animator is the one read above (it changes only when the session ends), and the
    // session's progress is that animator's: read it again.
    return session.isFinished ? nil : animator.presentationSample.progress
  }

  /// Moves the paused transition to `progress` linearly (clamped to `[0, 1]`, NaN ignored); pauses
  /// first if needed.
  package func scrub(to progress: Double) {
    guard isActive, !progress.isNaN else { return }
    let animator = session.interruptibleAnimator()
    // Each state read is a call through the animator's witness table: read once per pan event
    // while already grabbed (the steady case), again only after a grab.
    var state = animator.animatorState
    var running = animator.isRunning
    if running || state == .inactive {
      pause()
      (state, running) = (animator.animatorState, animator.isRunning)
    }
    guard state == .active, !running else { return }
    // The handler hears what the animator was given: the progress clamped to [0, 1].
    session.didScrub(to: setProgress(progress, of: animator))
  }

  /// Scrubs to the progress at the last ``pause()`` plus `translation / distance`.
  package func update(translation: Double) {
    guard translation.isFinite else { return }
    scrub(to: scrubOrigin + translation / configuration.distance)
  }

  /// Resumes a grabbed transition with the animator's own timing toward its current direction.
  package func resume() {
    guard isActive else { return }
    let animator = session.interruptibleAnimator()
    guard animator.animatorState != .stopped, !animator.isRunning else { return }
    animator.startAnimation()
    session.setInteractive(false)
    session.motionDidChange()
  }

  /// Finishes toward the end with a spring starting at `velocity` (points per second; nil keeps the
  /// current on-screen velocity).
  package func finish(velocity: Double? = nil) {
    complete(towardEnd: true, velocity: velocity.map(ReleaseDecision.usableVelocity))
  }

  /// Cancels back to the start with a spring starting at `velocity` (nil keeps the current velocity).
  package func cancel(velocity: Double? = nil) {
    complete(towardEnd: false, velocity: velocity.map(ReleaseDecision.usableVelocity))
  }

  /// Decides finish or cancel from the position projected with `velocity` (VP01-VP04), lets
  /// ``targetOverride`` change it (never into a dismissal that ``resistsDismissal``) and completes
  /// with that velocity (VP05). Returns the projection's decision (before the override), or nil when
  /// ignored.
  @discardableResult
  package func release(velocity: Double) -> ReleaseDecision? {
    guard isActive else { return nil }
    // The animator is read once: the sample that decides is the one the hand-off starts from.
    guard let animator = session.existingAnimator else {
      let decision = decide(from: session.sample.progress, velocity: velocity)
      complete(towardEnd: steeredTarget(decision) == .end, velocity: decision.velocity)
      return decision
    }
    let before = animator.presentationSample
    let decision = decide(from: before.progress, velocity: velocity)
    let towardEnd = steeredTarget(decision) == .end
    complete(towardEnd: towardEnd, velocity: decision.velocity, animator: animator, before: before)
    return decision
  }

  /// The release decision at `progress` with `velocity` (points per second; the decision cleans it).
  private func decide(from progress: Double, velocity: Double) -> ReleaseDecision {
    ReleaseDecision(
      fraction: progress, velocity: velocity, distance: configuration.distance,
      threshold: configuration.finishThreshold, decelerationRate: configuration.decelerationRate)
  }

  /// The projection's target after the override, clamped: `.current` keeps the proposal, and a
  /// dismissal that resists never finishes.
  func steeredTarget(_ decision: ReleaseDecision) -> AnimatorPosition {
    let proposed: AnimatorPosition = decision.isFinishing ? .end : .start
    var target = override?(SettleProposal(target: proposed, velocity: decision.velocity)) ?? proposed
    if target == .current { target = proposed }
    if resisting, !session.kind.isAppearing, proposed == .end || target == .end {
      target = .start
      attemptHandler?()
    }
    return target
  }

  /// Turns the transition around. `.spring` carries the current velocity into a spring toward the
  /// other end (no instant flip); `.flip` toggles `isReversed` as UIKit does (FR08).
  package func reverse() {
    guard isActive else { return }
    let animator = session.interruptibleAnimator()
    turnAround(animator, towardEnd: animator.isReversed)
  }

  /// ``reverse()`` if the session heads toward its presented position exactly when
  /// `headingToPresented` (its ``TransitionSession/isHeadingToPresented``). Returns whether it heads
  /// that way (false: nothing was done). The animator is fetched once, and its direction read once,
  /// for the check and the turn.
  func reverse(ifHeadingToPresented headingToPresented: Bool) -> Bool {
    guard let animator = session.existingAnimator else {
      // Without an animator the session is not reversed.
      guard session.kind.isAppearing == headingToPresented else { return false }
      reverse()
      return true
    }
    let reversed = animator.isReversed
    guard (session.kind.isAppearing != reversed) == headingToPresented else { return false }
    if isActive { turnAround(animator, towardEnd: reversed) }
    return true
  }

  /// ``reverse()``'s turn of `animator`, the session's, whose `isReversed` is `towardEnd`.
  private func turnAround(_ animator: SessionAnimator, towardEnd: Bool) {
    switch configuration.reversal {
    case .spring:
      complete(towardEnd: towardEnd, velocity: nil, animator: animator, before: animator.presentationSample)
    case .flip:
      guard animator.animatorState == .active else {
        return complete(
          towardEnd: towardEnd, velocity: nil, animator: animator, before: animator.presentationSample)
      }
      animator.isReversed = !towardEnd
      if !animator.isRunning { animator.startAnimation() }
      session.setInteractive(false)
      session.motionDidChange()
    }
  }

  private func setProgress(_ progress: Double, of animator: SessionAnimator) -> Double {
    let clamped = min(max(progress, 0), 1)
    animator.fractionComplete = CGFloat(animator.isReversed ? 1 - clamped : clamped)
    return clamped
  }
}

/// The hand-off: a finish, cancel or release continues from where the content is with the
/// completion spring, its velocity normalised by the distance left (SP09), over the transition's
/// duration (bounded, and at once when nothing is left to travel).
extension TransitionInteractor {
  /// Pauses where the content is (if running), points the animator at the chosen end and continues
  /// with the completion spring, over the transition's duration, whose initial velocity is the
  /// velocity normalised by the remaining distance (SP09), so the motion is continuous. `velocity`
  /// (points per second) is already usable (`ReleaseDecision.usableVelocity(_:)`); nil keeps the
  /// on-screen velocity.
  func complete(towardEnd: Bool, velocity: Double?) {
    guard isActive else { return }
    let animator = session.interruptibleAnimator()
    complete(
      towardEnd: towardEnd, velocity: velocity, animator: animator, before: animator.presentationSample)
  }

  /// ``complete(towardEnd:velocity:)`` on the session's animator, already fetched by the caller
  /// (each fetch retains it), whose presentation sample was `before` (read by the caller, with no
  /// call to the animator since).
  func complete(towardEnd: Bool, velocity: Double?, animator: SessionAnimator, before: TimingSample) {
    var paused = false
    switch animator.animatorState {
    case .stopped: return
    case .inactive:
      animator.pauseAnimation()
      paused = true
    case .active:
      if animator.isRunning {
        if velocity == nil, isOvershooting(before.progress, toward: towardEnd, animator) {
          session.endInteraction()
          return
        }
        animator.pauseAnimation()  // the paused fraction is the platform's on-screen progress (FR03)
        paused = true
      }
    }
    let speed = velocity.map { $0 / configuration.distance } ?? before.velocity
    // An animator that was already paused has not moved since `before` was read.
    let current = paused ? animator.presentationSample.progress : before.progress
    animator.isReversed = !towardEnd
    let normalized = ReleaseDecision.normalizedVelocity(speed, from: current, to: towardEnd ? 1 : 0)
    let spring = configuration.completionSpring.withInitialVelocity(normalized)
    // Factor 1: the hand-off spring settles over the transition's own duration, whatever distance is
    // left, so a reversal near the start turns as gently as one near the end (a remaining-distance
    // pace would make short returns very stiff). A duration above the settling bound is not waited
    // out: the spring settles within ``maximumHandOffDuration``. Nothing left to travel (a pan
    // released where it began) is a spring already at rest: it ends at once.
    let restingFactor = handOffFactor(left: abs((towardEnd ? 1 : 0) - current), speed: speed)
    animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: restingFactor)
    session.endInteraction()
    session.motionDidChange()
  }

  /// Whether a running animator is already past `towardEnd`'s end and heading to it (a spring's
  /// overshoot). Pausing there would clamp `fractionComplete` to `[0, 1]` (MD05) and snap the content
  /// back by the overshoot, so a finish or cancel toward that end leaves the run alone: it already
  /// goes there, with its position and velocity unchanged.
  func isOvershooting(_ progress: Double, toward towardEnd: Bool, _ animator: SessionAnimator) -> Bool {
    animator.isReversed != towardEnd && (progress > 1 || progress < 0)
  }

  /// The longest a finish or cancel hand-off lasts: the settling bound, an hour
  /// (``SpringMotion/maximumSettlingDuration``). A transition with a longer duration (which is kept)
  /// still settles within it once released.
  package static let maximumHandOffDuration = SpringMotion.maximumSettlingDuration

  /// The most a hand-off may have left to travel, in points, and the fastest it may move, in points
  /// per second, and still count as a spring at rest at its target: it then ends within
  /// ``AnimatorModel/minimumRunDuration`` instead of over the transition's duration.
  static let restingDistance = 0.5
  static let restingSpeed = 20.0

  /// The hand-off's duration factor: 1 (the transition's duration), less for a duration above
  /// ``maximumHandOffDuration``, and the shortest run when `left` (a fraction of the travel) and
  /// `speed` (fractions per second) are within ``restingDistance`` and ``restingSpeed``.
  func handOffFactor(left: Double, speed: Double) -> Double {
    let duration = session.timing.duration
    let distance = configuration.distance
    if left * distance <= Self.restingDistance, abs(speed) * distance <= Self.restingSpeed,
      duration.isFinite, duration > 0
    {
      return min(AnimatorModel.minimumRunDuration / duration, 1)
    }
    guard duration.isFinite, duration > Self.maximumHandOffDuration else { return 1 }
    return Self.maximumHandOffDuration / duration
  }
}

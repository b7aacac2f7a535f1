extension TransitionSession {
  /// The motion from now on in presented progress (0 dismissed, 1 presented, per second for the
  /// velocity), in closed form on the animator's clock: heading to a position while the animator
  /// runs, following while a gesture or code holds it, resting once ended.
  ///
  /// ```swift
  /// let trajectory = session.trajectory
  /// trajectory.value(at: now)   // session.presentedProgress at `now`
  /// ```
  package var trajectory: MotionTrajectory {
    guard let animator = currentAnimator else {
      return .resting(at: presentedProgress, time: reportedMotion?.startTime ?? 0)
    }
    return trajectory(of: animator)
  }

  /// ``trajectory`` of the session's animator, `animator` (read once by the caller).
  @inline(__always)
  func trajectory(of animator: SessionAnimator) -> MotionTrajectory {
    var own = animator.trajectory
    if own.kind == .resting, isInteractive { own = own.with(kind: .following) }
    return kind.isAppearing ? own : own.mirrored()
  }

  /// The position a heading motion comes to rest at: `.end` unless the animator runs reversed.
  var headingTarget: AnimatorPosition { isReversed ? .start : .end }

  /// Reports the motion if it changed since the last report: `willSettle` and `trajectoryChanged`
  /// for a motion heading to a target, `trajectoryChanged` for one held or at rest. Nothing is
  /// computed while no one listens.
  @inline(__always)
  func motionDidChange() {
    if hasMotionListener { reportMotion() }
  }

  /// ``motionDidChange()``'s work while someone listens, out of line.
  @inline(never)
  private func reportMotion() {
    guard !isFinished, let animator = currentAnimator else { return }
    // One trajectory, built in place and copied only into the record and the events.
    let now = trajectory(of: animator)
    if let reported = reportedMotion, reported.isSameMotion(as: now) { return }
    reportedMotion = now
    let heading = now.kind == .heading
    if let forward = motionForward {
      if heading { forward(id, .willSettle(target: headingTarget, trajectory: now)) }
      forward(id, .trajectoryChanged(now))
    } else if let onMotionEvent {
      if heading { onMotionEvent(.willSettle(target: headingTarget, trajectory: now)) }
      onMotionEvent(.trajectoryChanged(now))
    }
  }
}

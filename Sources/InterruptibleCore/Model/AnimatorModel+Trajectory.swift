extension AnimatorModel {
  /// The animator's motion from now on, in progress (0 start, 1 end): heading to the current
  /// direction's end while running (the run's cubic curve or spring, exactly as the animator samples
  /// it), resting where it is otherwise.
  ///
  /// ```swift
  /// animator.startAnimation()
  /// let trajectory = animator.trajectory      // heading to 1
  /// clock.advance(by: 0.1)
  /// trajectory.value(at: clock.now) == animator.progress   // true
  /// ```
  @inline(__always)  // into the protocol witness: the session's one caller on the touch path
  package var trajectory: MotionTrajectory {
    guard phase == .running, case .running(let run) = motion else {
      return .resting(at: progress, time: clock.now)
    }
    switch run {
    case .cubic(let cubic):
      return MotionTrajectory(
        kind: .heading, segment: .cubic(.init(cubic, curve: runCurve)), startTime: cubic.startTime)
    case .spring(let spring):
      let segment = MotionTrajectory.SpringSegment(
        motion: spring.motion, from: spring.from, to: spring.target, duration: spring.duration,
        isClamped: true, stillBeforeStart: true)
      return MotionTrajectory(kind: .heading, segment: .spring(segment), startTime: spring.startTime)
    }
  }
}

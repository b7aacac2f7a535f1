extension DetentSheet {
  /// What the sheet reports about its motion, once each, before the first frame of the new motion.
  public enum Report: Sendable, Hashable {
    /// The sheet heads to `target` (a detent, or dismissal) along `trajectory`, in points of
    /// visible height: it comes to rest at `trajectory.target` at `trajectory.endTime` unless
    /// interrupted. Reported for presenting, moves, releases, dismissals and re-targets (a resize,
    /// new detents), followed by ``trajectoryChanged(_:)`` with the same trajectory.
    case willSettle(target: DetentSheet.Target, trajectory: MotionTrajectory)
    /// The motion changed: heading (after ``willSettle(target:trajectory:)``), following a finger
    /// (a drag began or grabbed a settle), or resting at a new height.
    case trajectoryChanged(MotionTrajectory)
    /// A user dismissal was resisted because the sheet is modal in presentation: a release that
    /// would have dismissed, or a tap outside (see `attemptDismissal(at:)`). Once per attempt.
    case dismissalAttempted
  }

  /// Whether the sheet collects ``Report``s for ``takeReports()`` (false by default, so a sheet
  /// whose reports no one takes costs nothing and holds nothing; ``DetentSheetViewController`` and
  /// the simulator turn it on).
  package var isReportingMotion: Bool {
    get { reporting }
    set { reporting = newValue }
  }

  /// The reports since the last call, in order; the list is emptied. Call it after each call that
  /// may move the sheet (the simulator and the shell do after every one). Empty unless
  /// ``isReportingMotion``.
  package mutating func takeReports() -> [Report] {
    guard let observation, !observation.reports.isEmpty else { return [] }
    let taken = observed.reports
    observed.reports = []
    return taken
  }

  /// The sheet's motion from now on in visible height (points; velocity up positive), in closed
  /// form: heading to its target while settling (exactly the settle's spring), following while a
  /// finger holds it, resting otherwise (0 while hidden).
  ///
  /// ```swift
  /// let trajectory = sheet.trajectory
  /// trajectory.value(at: t) == sheet.height(at: t)   // until the motion changes
  /// ```
  package var trajectory: MotionTrajectory {
    switch phase {
    case .hidden: return .resting(at: 0, time: lastTime)
    case .resting: return .resting(at: restingHeight, time: lastTime)
    case .dragging: return .following(at: drag.height, velocity: drag.velocity, time: drag.time)
    case .settling:
      guard let settle else { return .resting(at: restingHeight, time: lastTime) }
      guard let motion = settle.motion else {
        return MotionTrajectory(
          kind: .heading, segment: .hold(value: settle.to, velocity: 0), startTime: settle.start)
      }
      let segment = MotionTrajectory.SpringSegment(
        motion: motion, from: settle.from, to: settle.to, duration: settle.trajectoryDuration,
        isClamped: false,
        stillBeforeStart: false)
      return MotionTrajectory(kind: .heading, segment: .spring(segment), startTime: settle.start)
    }
  }

  /// Queues the reports of a new motion: `target` for a settle, nil for a drag or a jump at rest.
  /// A call that hands on exactly the motion under way (same start, place and velocity) reports
  /// nothing.
  mutating func reportMotion(_ target: DetentSheet.Target?) {
    guard reporting else { return }
    let motion = currentMotion
    if motion == reportedMotion { return }
    reportedMotion = motion
    let now = trajectory
    if let target { observed.reports.append(.willSettle(target: target, trajectory: now)) }
    observed.reports.append(.trajectoryChanged(now))
  }
}

/// What a sheet last reported, as a plain value (the sheet stays cheap to copy): the kind of motion
/// and what identifies it (the settle while heading, the height at rest).
struct ReportedSheetMotion: Sendable, Hashable {
  var kind: MotionTrajectory.Kind
  var settle: SheetSettle?
  var height: Double
}

extension DetentSheet {
  /// The current motion, identified as ``ReportedSheetMotion``: two settles, two rests at the same
  /// height, or two drags are the same motion.
  var currentMotion: ReportedSheetMotion {
    switch phase {
    case .hidden: return ReportedSheetMotion(kind: .resting, settle: nil, height: 0)
    case .resting: return ReportedSheetMotion(kind: .resting, settle: nil, height: restingHeight)
    case .dragging: return ReportedSheetMotion(kind: .following, settle: nil, height: 0)
    case .settling:
      // The motion, not the detent's index: a settle renumbered by new detents is the same motion.
      var motion = settle
      motion?.target = .dismiss
      return ReportedSheetMotion(kind: .heading, settle: motion, height: 0)
    }
  }
}

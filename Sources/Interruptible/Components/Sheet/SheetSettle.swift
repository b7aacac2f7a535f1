/// One settle of a sheet: a spring from a height to a target height, starting with a velocity, over
/// the configured duration. The spring is fitted to the start velocity (``SpringParameters/fitted(dampingRatio:duration:initialVelocity:)``),
/// so the motion starts at exactly the velocity it was handed.
struct SheetSettle: Sendable, Hashable {
  let from: Double
  let to: Double
  let start: Double
  let duration: Double
  let target: DetentReleaseDecision.Target
  let motion: SpringMotion?

  /// A settle from `from` moving at `velocity` (points per second, up positive) to `to`, from `start`.
  init(
    from: Double, to: Double, velocity: Double, start: Double, target: DetentReleaseDecision.Target,
    configuration: DetentSheetConfiguration
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = configuration.settleDuration
    self.target = target
    let normalized = ReleaseDecision.normalizedVelocity(velocity, from: from, to: to)
    let bounded = min(
      max(normalized, SpringTimingParameters.initialVelocityRange.lowerBound),
      SpringTimingParameters.initialVelocityRange.upperBound)
    if abs(to - from) < 1e-9 {
      motion = nil
    } else {
      let spring = SpringParameters.fitted(
        dampingRatio: configuration.dampingRatio, duration: duration, initialVelocity: bounded)
      motion = SpringMotion(spring, initialVelocity: bounded)
    }
  }

  /// Whether the settle is over at `time`.
  func isFinished(at time: Double) -> Bool { motion == nil || time - start >= duration }

  /// The height and its velocity (points, points per second) at `time`.
  func sample(at time: Double) -> (height: Double, velocity: Double) {
    guard let motion, !isFinished(at: time) else { return (to, 0) }
    let sample = motion.sample(at: max(time - start, 0))
    return (from + (to - from) * sample.progress, (to - from) * sample.velocity)
  }

  /// The time fraction at `time`, 0…1.
  func fraction(at time: Double) -> Double {
    guard duration > 0 else { return 1 }
    return min(max((time - start) / duration, 0), 1)
  }
}

/// One settle of a sheet: a spring from a height to a target height, starting with a velocity, over
/// the configured duration or a given one (longer when the spring is not within 0.1 % of the travel
/// or 0.5 pt of its target by then). The spring is fitted to the start velocity and the duration
/// (``SpringParameters/fitted(dampingRatio:duration:initialVelocity:)``, as UIKit fits
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` to an animator's duration), so the motion
/// starts at exactly the velocity it was handed.
package struct SheetSettle: Sendable, Hashable {
  let from: Double
  let to: Double
  let start: Double
  let duration: Double
  package var target: DetentSheet.Target
  let motion: SpringMotion?

  /// A settle from `from` moving at `velocity` (points per second, up positive) to `to`, from `start`,
  /// over `duration` seconds (the configuration's settle duration when nil). A duration that is not
  /// above 0 (a settle carried on at or after its end) ends at `start`, at `to`.
  init(
    from: Double, to: Double, velocity: Double, start: Double, target: DetentSheet.Target,
    configuration: DetentSheetConfiguration, duration: Double? = nil
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.target = target
    let normalized = ReleaseDecision.normalizedVelocity(velocity, from: from, to: to)
    let bounded = min(
      max(normalized, SpringTimingParameters.initialVelocityRange.lowerBound),
      SpringTimingParameters.initialVelocityRange.upperBound)
    let duration = duration.map { $0.isFinite ? $0 : 0 } ?? configuration.settleDuration
    if abs(to - from) < 1e-9 || duration <= 0 {
      motion = nil
      self.duration = max(duration, 0)
    } else {
      let spring = SpringParameters.fitted(
        dampingRatio: Self.usableRatio(configuration.dampingRatio), duration: duration,
        initialVelocity: bounded)
      let motion = SpringMotion(spring, initialVelocity: bounded)
      self.motion = motion
      self.duration = Self.end(of: motion, travel: abs(to - from), configured: duration)
    }
  }

  /// The smallest damping ratio a settle uses, 0.05: lower ratios (and negative ones, which the
  /// configuration keeps) ring for minutes before they come within ``tolerance`` of the detent.
  static let minimumDampingRatio = 0.05

  /// How close to its target a settle comes before it ends: 0.1 % of the travel, or 0.5 pt when that
  /// is looser (a jump of half a point at the end is not seen).
  static func tolerance(travel: Double) -> Double { max(0.001, 0.5 / travel) }

  static func usableRatio(_ ratio: Double) -> Double {
    ratio.isNaN ? 1 : min(max(ratio, minimumDampingRatio), 1)
  }

  /// The configured duration, or longer when the spring is not yet within ``tolerance(travel:)`` of
  /// its target by then (a bouncy or fast settle): it ends where the spring settles, so the sheet
  /// never jumps to the detent.
  static func end(of motion: SpringMotion, travel: Double, configured: Double) -> Double {
    let epsilon = tolerance(travel: travel)
    // The fit puts the spring at exactly `epsilon` by then: allow its rounding.
    guard abs(1 - motion.progress(at: configured)) > epsilon * (1 + 1e-6) else { return configured }
    return max(configured, motion.settlingDuration(epsilon: epsilon))
  }

  /// Whether the settle is over at `time`.
  func isFinished(at time: Double) -> Bool { motion == nil || time >= endTime }

  /// When the settle is over.
  var endTime: Double { start + duration }

  /// The duration a ``MotionTrajectory`` starting at ``start`` gives the settle so that it ends at
  /// exactly ``endTime``: the trajectory tests the elapsed time `t − start` against its duration,
  /// the sheet `t` against `start + duration`, and the two agree only when the duration is the
  /// difference as rounded (`(start + duration) − start`).
  var trajectoryDuration: Double { endTime - start }

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

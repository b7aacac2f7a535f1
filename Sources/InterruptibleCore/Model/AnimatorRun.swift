/// What an animator is doing. The run exists exactly while running: a running animator without a
/// run cannot be written, and a paused, stopped or inactive one keeps none.
///
/// ``AnimatorModel`` stores its motion split (the phase, and the run in a property of its kind,
/// the cubic run's curve beside it), so that reading a running animator matches no enum payload.
enum AnimatorMotion {
  case inactive
  case running(AnimatorRun)
  case paused
  case stopped

  var phase: AnimatorPhase {
    switch self {
    case .inactive: return .inactive
    case .running: return .running
    case .paused: return .paused
    case .stopped: return .stopped
    }
  }

}

/// One run segment of an animator: a cubic curve over a time fraction, or a spring toward a target.
enum AnimatorRun {
  case cubic(CubicRun)
  case spring(SpringRun)

  var endTime: Double {
    switch self {
    case .cubic(let run): return run.endTime
    case .spring(let run): return run.startTime + run.duration
    }
  }

  /// The progress and velocity at `time`; `curve` is the run's curve if it is a cubic run.
  @inline(__always)
  func sample(at time: Double, curve: CubicBezierCurve) -> TimingSample {
    switch self {
    case .cubic(let run): return run.sample(at: time, on: curve)
    case .spring(let run): return run.sample(at: time)
    }
  }

  func fractionComplete(at time: Double) -> Double {
    switch self {
    case .cubic(let run): return run.reportedFraction(at: time)
    case .spring(let run): return run.fractionComplete(at: time)
    }
  }
}

/// `u(T) = u0 + dir·(T − T0)/D_seg`, `p = C(u)` (MD01), `C` the curve kept beside the run.
struct CubicRun {
  var startFraction: Double
  var startTime: Double
  var segmentDuration: Double
  var direction: Double
  /// CO09: a continue with a factor from the very end still waits this long before completing.
  var minimumEnd: Double = -.infinity

  var endTime: Double {
    let remaining = direction > 0 ? 1 - startFraction : startFraction
    return max(startTime + remaining * segmentDuration, minimumEnd)
  }

  func timeFraction(at time: Double) -> Double {
    let elapsed = max(0, time - startTime)
    return min(max(startFraction + direction * elapsed / segmentDuration, 0), 1)
  }

  func reportedFraction(at time: Double) -> Double {
    let u = timeFraction(at: time)
    return direction > 0 ? u : 1 - u
  }

  @inline(__always)
  func sample(at time: Double, on curve: CubicBezierCurve) -> TimingSample {
    let u = timeFraction(at: time)
    let moving = time >= startTime && time < endTime && (direction > 0 ? u < 1 : u > 0)
    let solved = curve.progressAndSlope(at: u)
    return TimingSample(
      progress: solved.progress, velocity: moving ? direction * solved.slope / segmentDuration : 0)
  }
}

/// `p(T) = p0 + (pt − p0)·y(T − T0)` for `R` seconds, then `pt` (MD05).
struct SpringRun {
  /// The spring this run uses (its own velocity included), for blocks that join the run.
  var parameters: SpringTimingParameters
  var motion: SpringMotion
  var from: Double
  var target: Double
  var startTime: Double
  var duration: Double
  var startFraction: Double

  /// What an animator holds in place of a spring run while it runs none (never sampled).
  static let placeholder: SpringRun = {
    let parameters = SpringTimingParameters()
    return SpringRun(
      parameters: parameters, motion: parameters.resolved(duration: 1).motion(), from: 0, target: 1,
      startTime: 0, duration: 0, startFraction: 0)
  }()

  @inline(__always)
  func sample(at time: Double) -> TimingSample {
    // Chained hand-offs could compound overshoots: progress stays within ±1000 (BadInput.md).
    Self.sample(
      motion, from: from, to: target, elapsed: time - startTime, duration: duration,
      limit: TimingSample.progressLimit, stillBeforeStart: true)
  }

  /// `from + (to − from)·y(elapsed)` for `duration` seconds, then `to`; |progress| within `limit`.
  /// Before the start the velocity is 0 (`stillBeforeStart`) or the starting one. The one closed
  /// form of a spring run, shared with ``MotionTrajectory``.
  @inline(__always)
  static func sample(
    _ motion: SpringMotion, from: Double, to: Double, elapsed: Double, duration: Double, limit: Double,
    stillBeforeStart: Bool
  ) -> TimingSample {
    if elapsed >= duration { return TimingSample(progress: to, velocity: 0) }
    let y = motion.sample(at: max(0, elapsed))
    let travel = to - from
    let progress = min(max(from + travel * y.progress, -limit), limit)
    return TimingSample(
      progress: progress, velocity: stillBeforeStart && elapsed < 0 ? 0 : travel * y.velocity)
  }

  func fractionComplete(at time: Double) -> Double {
    guard duration > 0 else { return 1 }  // a zero-length run is already at its end
    let elapsed = min(max(time - startTime, 0), duration)
    return min(max(startFraction + (1 - startFraction) * elapsed / duration, 0), 1)
  }
}

/// A value an animation block moves: `from` at weight 0, `to` at weight 1.
///
/// A block that joins a running animator, or is added with a delay, moves with its own animation
/// over its window of the run (``TrackWindow``), as Core Animation does. Otherwise, and once the run
/// it joined is interrupted, its weight follows the animator's progress through a piecewise linear
/// map (weight 0 at `anchor`, 1 at `target`, optionally through `knot`, the value it had when the
/// window closed), so it stays consistent under pause, scrub and reversal.
struct AnimatedTrack {
  var from: Double
  var to: Double
  var anchor: Double
  var target: Double
  /// An extra point `(progress, weight)` of the map, set when a window is converted.
  var knot: (progress: Double, weight: Double)?
  /// The block's own spring window, while the run it joined goes on uninterrupted.
  var window: TrackWindow?
  /// The value frozen by a stop or an end; nil while it follows the animator.
  var frozen: Double?

  func value(progress: Double, time: Double) -> Double {
    if let frozen { return frozen }
    let weight = window.map { $0.sample(at: time).progress } ?? map(progress).weight
    return from + weight * (to - from)
  }

  func velocity(progress: Double, progressVelocity: Double, time: Double) -> Double {
    guard frozen == nil else { return 0 }
    if let window { return window.sample(at: time).velocity * (to - from) }
    let direction: Double = target >= anchor ? 1 : -1
    let slope = map(progress, movingUp: progressVelocity * direction > 0).slope
    return (to - from) * slope * direction * progressVelocity
  }

  /// The weight at `progress` and its slope `d weight/dq`, `q` the distance from `anchor` toward
  /// `target`. Before the first point the weight holds; past the last it extends the last piece;
  /// on a point the slope is the piece the motion enters (`movingUp`: toward the target).
  private func map(_ progress: Double, movingUp: Bool = true) -> (weight: Double, slope: Double) {
    // No room to move: the value jumps when the animator reaches the target (1 or 0).
    if anchor == target { return ((target > 0.5 ? progress >= target : progress <= target) ? 1 : 0, 0) }
    let direction: Double = target >= anchor ? 1 : -1
    let q = (progress - anchor) * direction
    let end = (target - anchor) * direction
    // Up to three points, ascending in q, without an array (no allocation per evaluation).
    var points = ((0.0, 0.0), (end, 1.0), (Double.infinity, 0.0))
    var count = 2
    if let knot, knot.progress.isFinite, knot.weight.isFinite {
      let k = ((knot.progress - anchor) * direction, knot.weight)
      if k.0 < 0 {
        points = (k, (0, 0), (end, 1))
        count = 3
      } else if k.0 > 0 && k.0 < end {
        points = ((0, 0), k, (end, 1))
        count = 3
      } else if k.0 > end {
        points = ((0, 0), (end, 1), k)
        count = 3
      }
    }
    func point(_ index: Int) -> (Double, Double) {
      index == 0 ? points.0 : index == 1 ? points.1 : points.2
    }
    if q < points.0.0 || (q == points.0.0 && !movingUp) {
      // Behind the start: a value that starts with the run overshoots with it (MD06); a delayed
      // one waits at its first weight.
      let fromRunStart = points.0 == (0, 0) && anchor == 1 - target
      return fromRunStart ? (q, 1) : (points.0.1, 0)
    }
    let last = point(count - 1)
    if q > last.0 || (q == last.0 && movingUp) {
      // Past the target: overshoot one for one with the animator's progress, never amplified by a
      // short window (a spring overshooting by 0.3 of its travel moves the value 0.3 of its own).
      return (last.1 + (q - last.0), 1)
    }
    var index = 0
    while index < count - 2 && (q > point(index + 1).0 || (q == point(index + 1).0 && movingUp)) {
      index += 1
    }
    let (q0, w0) = point(index)
    let (q1, w1) = point(index + 1)
    let slope = (w1 - w0) / (q1 - q0)
    return (w0 + (q - q0) * slope, slope)
  }
}

/// A block's own animation between two clock times, as Core Animation runs a block added with a
/// delay or to a running animator: the animator's timing over the block's own window (header:
/// "commence at delayFactor × duration … duration (1 − delayFactor) × duration"; AA02, AA03, AA05).
/// Before `startTime` the weight is 0; from `endTime` (the run's end) it is 1.
struct TrackWindow {
  /// The block's timing: the run's cubic curve over the window, or its spring fitted to it.
  enum Timing {
    case cubic(CubicBezierCurve)
    case spring(SpringMotion)
  }

  var timing: Timing
  /// Seconds after the run's start at which the block starts (for blocks added while inactive).
  var delay: Double
  var startTime: Double
  var endTime: Double
  /// The progress where the block's delay would end in a time-linear scrub: its anchor if the run
  /// is interrupted before it starts.
  var startProgress: Double

  func sample(at time: Double) -> TimingSample {
    if time >= endTime { return TimingSample(progress: 1, velocity: 0) }
    // At the start itself the velocity is the right-hand one: a block joining now moves at once.
    if time < startTime { return TimingSample(progress: 0, velocity: 0) }
    switch timing {
    case .spring(let motion): return motion.sample(at: time - startTime)
    case .cubic(let curve):
      let length = endTime - startTime
      let solved = curve.progressAndSlope(at: (time - startTime) / length)
      return TimingSample(progress: solved.progress, velocity: solved.slope / length)
    }
  }
}

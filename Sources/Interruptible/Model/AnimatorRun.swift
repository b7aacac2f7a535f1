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

  func sample(at time: Double) -> TimingSample {
    switch self {
    case .cubic(let run): return run.sample(at: time)
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

/// `u(T) = u0 + dir·(T − T0)/D_seg`, `p = C(u)` (MD01).
struct CubicRun {
  var curve: CubicBezierCurve
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

  func sample(at time: Double) -> TimingSample {
    let u = timeFraction(at: time)
    let moving = time >= startTime && time < endTime && (direction > 0 ? u < 1 : u > 0)
    let solved = curve.progressAndSlope(at: u)
    return TimingSample(
      progress: solved.progress, velocity: moving ? direction * solved.slope / segmentDuration : 0)
  }
}

/// `p(T) = p0 + (pt − p0)·y(T − T0)` for `R` seconds, then `pt` (MD05).
struct SpringRun {
  var motion: SpringMotion
  var from: Double
  var target: Double
  var startTime: Double
  var duration: Double
  var startFraction: Double

  func sample(at time: Double) -> TimingSample {
    let elapsed = time - startTime
    if elapsed >= duration { return TimingSample(progress: target, velocity: 0) }
    let y = motion.sample(at: max(0, elapsed))
    let travel = target - from
    return TimingSample(progress: from + travel * y.progress, velocity: elapsed < 0 ? 0 : travel * y.velocity)
  }

  func fractionComplete(at time: Double) -> Double {
    guard duration > 0 else { return 1 }  // a zero-length run is already at its end
    let elapsed = min(max(time - startTime, 0), duration)
    return min(max(startFraction + (1 - startFraction) * elapsed / duration, 0), 1)
  }
}

/// A value an animation block moves: `from` at progress `anchor`, `to` at progress `target`.
struct AnimatedTrack {
  var from: Double
  var to: Double
  var anchor: Double
  var target: Double
  /// The value frozen by a stop or an end; nil while it follows the animator.
  var frozen: Double?

  func value(progress: Double) -> Double {
    if let frozen { return frozen }
    return from + weight(progress) * (to - from)
  }

  func velocity(progress: Double, progressVelocity: Double) -> Double {
    guard frozen == nil, anchor != target else { return 0 }
    // Before its anchor the value waits at `from`; exactly at the anchor it moves only if the
    // animator heads toward the value's target (the right-hand derivative).
    let offset = (progress - anchor) / (target - anchor)
    guard offset > 0 || (offset == 0 && progressVelocity * (target - anchor) > 0) else { return 0 }
    return (to - from) / (target - anchor) * progressVelocity
  }

  private func weight(_ progress: Double) -> Double {
    if anchor == target { return (target >= anchor ? progress >= target : progress <= target) ? 1 : 0 }
    return max(0, (progress - anchor) / (target - anchor))
  }
}

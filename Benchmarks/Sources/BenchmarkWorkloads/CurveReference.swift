import Interruptible

/// An independent cubic solver for error measurements: bisection on `X(s) = x` in extended
/// precision (60 halvings), then `Y(s)`. Slow and exact to far below 1e-12.
public struct CurveReference: Sendable {
  typealias Wide = ExactSpring.Wide
  let points: (Wide, Wide, Wide, Wide)

  /// The reference for `curve`.
  public init(_ curve: CurveCase) {
    points = (Wide(curve.points.0), Wide(curve.points.1), Wide(curve.points.2), Wide(curve.points.3))
  }

  static func bernstein(_ s: Wide, _ p1: Wide, _ p2: Wide) -> Wide {
    let rest = 1 - s
    return 3 * p1 * s * rest * rest + 3 * p2 * s * s * rest + s * s * s
  }

  /// The progress at time fraction `x` in `[0, 1]`.
  public func progress(at x: Double) -> Double {
    let target = Wide(x)
    var low: Wide = 0
    var high: Wide = 1
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if Self.bernstein(mid, points.0, points.2) < target { low = mid } else { high = mid }
    }
    return Double(Self.bernstein((low + high) / 2, points.1, points.3))
  }
}

/// Error figures: the largest deviation from an exact reference over a run.
public enum Accuracy {
  /// The largest `|ours − exact|` over `samples` evenly spaced time fractions in (0, 1).
  public static func cubicError(_ curve: CurveCase, samples: Int, evaluate: (Double) -> Double)
    -> Double
  {
    let reference = CurveReference(curve)
    var worst = 0.0
    for index in 0..<samples {
      let x = (Double(index) + 0.5) / Double(samples)
      worst = max(worst, abs(evaluate(x) - reference.progress(at: x)))
    }
    return worst
  }

  /// The largest progress and velocity errors of the library's spring against the exact solution,
  /// sampled every millisecond over the case's run.
  public static func springError(_ spring: SpringCase) -> (progress: Double, velocity: Double) {
    let exact = ExactSpring(spring)
    let motion = spring.motion
    var worst = (progress: 0.0, velocity: 0.0)
    let steps = Int(spring.duration * 1000)
    for step in 0...steps {
      let time = Double(step) / 1000
      let ours = motion.sample(at: time)
      let truth = exact.sample(at: time)
      worst.progress = max(worst.progress, abs(ours.progress - truth.progress))
      worst.velocity = max(worst.velocity, abs(ours.velocity - truth.velocity))
    }
    return worst
  }

  #if ADVANCE_PEER
    /// The largest progress error of Advance's RK4 spring integration (fixed 8 ms steps, travel
    /// 0 → 1 from rest) against the exact solution, at each step over the case's run.
    public static func peerSpringError(_ spring: SpringCase) -> (progress: Double, velocity: Double) {
      let exact = ExactSpring(spring)
      var state = (value: 0.0, velocity: 0.0)
      var worst = (progress: 0.0, velocity: 0.0)
      var step = 0
      while Double(step) * Peer.frameDuration < spring.duration {
        step += 1
        state = Peer.springStep(spring, value: state.value, velocity: state.velocity)
        let truth = exact.sample(at: Double(step) * Peer.frameDuration)
        worst.progress = max(worst.progress, abs(state.value - truth.progress))
        worst.velocity = max(worst.velocity, abs(state.velocity - truth.velocity))
      }
      return worst
    }
  #endif
}

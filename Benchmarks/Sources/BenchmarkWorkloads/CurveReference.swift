import Foundation
import InterruptibleCore

/// An independent cubic solver for error measurements: bisection on `X(s) = x` in extended
/// precision (60 halvings), then `Y(s)`. Slow and exact to far below 1e-12.
package struct CurveReference: Sendable {
  typealias Wide = ExactSpring.Wide
  let points: (Wide, Wide, Wide, Wide)

  /// The reference for `curve`.
  package init(_ curve: CurveCase) {
    points = (Wide(curve.points.0), Wide(curve.points.1), Wide(curve.points.2), Wide(curve.points.3))
  }

  static func bernstein(_ s: Wide, _ p1: Wide, _ p2: Wide) -> Wide {
    let rest = 1 - s
    return 3 * p1 * s * rest * rest + 3 * p2 * s * s * rest + s * s * s
  }

  /// The progress at time fraction `x` in `[0, 1]`.
  package func progress(at x: Double) -> Double {
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

extension Double {
  /// 10 to the power `exponent`.
  static func pow10(_ exponent: Double) -> Double { Foundation.pow(10, exponent) }
}

/// Error figures: the largest deviation from an exact reference over a run.
package enum Accuracy {
  /// The largest `|ours − exact|` over `samples` evenly spaced time fractions in (0, 1).
  package static func cubicError(_ curve: CurveCase, samples: Int, evaluate: (Double) -> Double)
    -> Double
  {
    let reference = CurveReference(curve)
    var worst = 0.0
    // The samples, plus the extremes next to the end points (the solver's edge cases) and points
    // crowding toward each end (where a flat or vertical end makes the solve ill-conditioned).
    let ends = (1...300).flatMap { step -> [Double] in
      let gap = Double.pow10(-Double(step) / 20)
      return [gap, 1 - gap]
    }
    let extremes = [Double.leastNonzeroMagnitude, 0.1.nextDown, 0.5.nextUp, 1.0.nextDown] + ends
    for x in (0..<samples).map({ (Double($0) + 0.5) / Double(samples) }) + extremes {
      worst = max(worst, abs(evaluate(x) - reference.progress(at: x)))
    }
    return worst
  }

  /// The largest progress and velocity errors of the library's spring against the exact solution,
  /// sampled every millisecond over the case's run.
  package static func springError(_ spring: SpringCase) -> (progress: Double, velocity: Double) {
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
    package static func peerSpringError(_ spring: SpringCase) -> (progress: Double, velocity: Double) {
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

extension Accuracy {
  /// The largest cubic error over `curves` random curves (x in [0, 1], y in [−0.5, 1.5]; a fixed
  /// seed) at `samples` time fractions each, against the extended-precision reference.
  package static func randomCurveError(curves: Int, samples: Int) -> Double {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var worst = 0.0
    for _ in 0..<curves {
      let points = (next(), next() * 2 - 0.5, next(), next() * 2 - 0.5)
      let curve = CurveCase(name: "random", points: points, isNamed: false)
      let ours = curve.curve
      worst = max(worst, cubicError(curve, samples: samples) { ours.progress(at: $0) })
    }
    return worst
  }
}

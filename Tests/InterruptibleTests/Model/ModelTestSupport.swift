import Foundation
import Testing

@testable import InterruptibleCore

/// Independent reference computations for the Model tests. Nothing here calls the library's solvers.
enum ModelReference {
  /// A point of a cubic Bézier component in Bernstein form, end points 0 and 1.
  static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let t = 1 - s
    return 3 * t * t * s * p1 + 3 * t * s * s * p2 + s * s * s
  }

  /// `y(x)` of the curve `(x1, y1, x2, y2)` by pure bisection on the parameter (to ~1e-16). The sign
  /// of `X(s) − x` is evaluated in double-double arithmetic, so the parameter is found accurately even
  /// where `X'(s)` vanishes (e.g. the inflection of `(1, 0, 0, 1)` at x = 0.5).
  static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if WideReal.bernstein(x1, x2, mid).minus(x) < 0 { low = mid } else { high = mid }
    }
    return bernstein(y1, y2, (low + high) / 2)
  }

  /// `dy/dx` by a central difference of the bisection solver.
  static func cubicSlope(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    let h = 1e-6
    return (cubic(x1, y1, x2, y2, at: x + h) - cubic(x1, y1, x2, y2, at: x - h)) / (2 * h)
  }

  /// `x` with `y(x) = p` for a curve with monotonic progress, by bisection on `x`.
  static func cubicInverse(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, progress p: Double)
    -> Double
  {
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if cubic(x1, y1, x2, y2, at: mid) < p { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// The spec's SP01 closed forms, written out independently: progress `1 − x(t)` for a spring with
  /// mass `m`, stiffness `k`, damping `c` and initial velocity `v0` toward the target.
  static func springProgress(m: Double, k: Double, c: Double, v0: Double, at t: Double) -> Double {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let x: Double
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      x = exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
    } else if zeta == 1 {
      x = (1 + (omega - v0) * t) * exp(-omega * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (-v0 - r1) / (r2 - r1)
      x = (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    return 1 - x
  }

  /// Integrates `m·x'' + c·x' + k·x = 0` from `x(0) = 1`, `x'(0) = −v0` with classic RK4 and returns
  /// progress `1 − x` and velocity `−x'` at each requested time (ascending).
  static func springRK4(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, times: [Double],
    step: Double = 1e-5
  ) -> [(progress: Double, velocity: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { -(damping * v + stiffness * x) / mass }
    var x = 1.0
    var v = -initialVelocity
    var t = 0.0
    var results: [(progress: Double, velocity: Double)] = []
    for target in times {
      while t < target - 1e-15 {
        let h = min(step, target - t)
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
      }
      results.append((1 - x, -v))
    }
    return results
  }

  /// The last time `|1 − p(t)| ≥ epsilon`, by a dense forward scan of `progress` and bisection.
  static func settlingTime(
    horizon: Double, epsilon: Double = 0.001, scanStep: Double = 1e-4, _ progress: (Double) -> Double
  ) -> Double {
    var last = 0.0
    var t = 0.0
    while t <= horizon {
      if abs(1 - progress(t)) >= epsilon { last = t }
      t += scanStep
    }
    var low = last
    var high = last + scanStep
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if abs(1 - progress(mid)) >= epsilon { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// Bisection for a root of a function that changes sign on `[low, high]`.
  static func root(_ low: Double, _ high: Double, _ f: (Double) -> Double) -> Double {
    var low = low
    var high = high
    let lowSign = f(low) < 0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if (f(mid) < 0) == lowSign { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }
}

/// Expects `actual` within `tolerance` of `expected`.
func expectClose(
  _ actual: Double, _ expected: Double, _ tolerance: Double = 1e-6, _ comment: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(comment) actual \(actual), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// A fresh clock and animator.
func makeAnimator(
  duration: Double = 1, timing: TimingParameters = .linear
) -> (clock: ManualClock, animator: AnimatorModel) {
  let clock = ManualClock()
  return (clock, AnimatorModel(duration: duration, timing: timing, clock: clock))
}

/// Records completion positions in call order.
final class CompletionLog {
  var positions: [AnimatorPosition] = []
  var order: [Int] = []

  func attach(to animator: AnimatorModel, count: Int = 1) {
    for index in 0..<count {
      animator.addCompletion { position in
        self.positions.append(position)
        self.order.append(index)
      }
    }
  }
}

/// A double-double number (`head + tail`), for the reference cubic solver only.
struct WideReal {
  var head: Double
  var tail: Double

  init(_ value: Double) {
    head = value
    tail = 0
  }

  init(head: Double, tail: Double) {
    let sum = head + tail
    self.head = sum
    self.tail = tail - (sum - head)
  }

  static func + (a: WideReal, b: WideReal) -> WideReal {
    let sum = a.head + b.head
    let virtual = sum - a.head
    let error = (a.head - (sum - virtual)) + (b.head - virtual)
    return WideReal(head: sum, tail: error + a.tail + b.tail)
  }

  static func * (a: WideReal, b: WideReal) -> WideReal {
    let product = a.head * b.head
    let error = (-product).addingProduct(a.head, b.head)
    return WideReal(head: product, tail: error + a.head * b.tail + a.tail * b.head)
  }

  /// `self − x` rounded to a double.
  func minus(_ x: Double) -> Double { (self + WideReal(-x)).head }

  /// `3·p1·s·(1−s)² + 3·p2·s²·(1−s) + s³` in double-double.
  static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> WideReal {
    let s = WideReal(s)
    let t = WideReal(1) + WideReal(-s.head)
    let three = WideReal(3)
    return three * WideReal(p1) * s * t * t + three * WideReal(p2) * s * s * t + s * s * s
  }
}

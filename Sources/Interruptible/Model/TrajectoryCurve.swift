/// A cubic Bézier curve as a trajectory holds it: its four control point coordinates only, a plain
/// value with no reference inside, so a ``MotionTrajectory`` is copied, compared and passed through
/// motion events without reference counting or value-witness calls.
///
/// It evaluates the same curve as ``CubicBezierCurve`` without the curve's guess table: the same
/// polynomial coefficients, Halley's method from `s = x` kept inside a bracket (`X(s)` is monotonic
/// because `x1` and `x2` lie in `[0, 1]`), accepted with the curve's own error bound, and the
/// curve's double-double bisection where the steps cannot be trusted. Both solvers stop within the
/// curve's parameter tolerance of the same root, so the two agree to well below 1e-9.
struct TrajectoryCurve: Sendable, Hashable {
  /// The control points, as the curve stores them (already clamped).
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// The control points of `curve`.
  init(_ curve: CubicBezierCurve) {
    x1 = curve.x1
    y1 = curve.y1
    x2 = curve.x2
    y2 = curve.y2
  }

  /// The curve itself (built from the control points: the same curve, table included).
  var curve: CubicBezierCurve { CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2) }

  /// The progress and `dy/dx` at time fraction `x` (clamped to `[0, 1]`, NaN counts as 0): what
  /// ``CubicBezierCurve/progressAndSlope(at:)`` returns.
  func progressAndSlope(at x: Double) -> (progress: Double, slope: Double) {
    let clamped = max(0, min(x, 1))
    if x1 == y1 && x2 == y2 { return (clamped, 1) }
    let solver = Solver(self)
    let s = clamped <= 0 ? 0 : clamped >= 1 ? 1 : solver.solve(clamped)
    let progress = clamped == 0 || clamped == 1 ? clamped : solver.sampleY(s)
    return (progress, solver.slope(atParameter: s))
  }
}

extension TrajectoryCurve {
  /// The curve's polynomial coefficients, from ``CubicBezierCurve/coefficients(_:_:)`` as the curve's.
  struct Solver {
    let x1: Double
    let x2: Double
    let ax: Double
    let bx: Double
    let cx: Double
    let ay: Double
    let by: Double
    let cy: Double

    init(_ points: TrajectoryCurve) {
      x1 = points.x1
      x2 = points.x2
      (ax, bx, cx) = CubicBezierCurve.coefficients(points.x1, points.x2)
      (ay, by, cy) = CubicBezierCurve.coefficients(points.y1, points.y2)
    }

    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// Solves `X(s) = x` for `x` in `(0, 1)`.
    func solve(_ x: Double) -> Double {
      let halleyBound = CubicBezierCurve.halleyBound(ax: ax, bx: bx)
      var low = 0.0
      var high = 1.0
      var s = x
      for _ in 0..<16 {
        let value = sampleX(s) - x
        if value > 0 { high = s } else { low = s }
        let slope = derivativeX(s)
        let slopeSquared = slope * slope
        let step = value * slope / (slopeSquared - value * (3 * ax * s + bx))
        // The curve's acceptance test (see CubicBezierCurve.refineParameter(forX:from:)).
        if abs(slope) >= 1e-6 {
          let size = abs(step)
          if size * size * size * halleyBound <= slopeSquared { return s - step }
        }
        let next = s - step
        s = next > low && next < high ? next : (low + high) / 2
      }
      return bisect(x)
    }

    /// Bisection with `X(s)` in double-double arithmetic, as the curve bisects.
    func bisect(_ x: Double) -> Double {
      CubicBezierCurve.bisect(from: 0, to: 1) {
        DoubleDouble.cubicReachesX(x, atParameter: $0, x1: x1, x2: x2)
      }
    }

    /// `dy/dx` at parameter `s`, as ``CubicBezierCurve`` reports it (±1e12 at a vertical tangent).
    func slope(atParameter s: Double) -> Double {
      let dx = derivativeX(s)
      if abs(dx) > 1e-9 { return derivativeY(s) / dx }
      return CubicBezierCurve.stalledSlope(
        dy: derivativeY(s), ddx: 6 * ax * s + 2 * bx, ddy: 6 * ay * s + 2 * by)
    }
  }
}

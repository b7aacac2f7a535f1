import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `UICubicTimingParameters` and
/// `CAMediaTimingFunction` define it.
///
/// The curve maps a time fraction `x` to a progress `y`. Evaluation solves `X(s) = x` for the curve
/// parameter `s` (to 1e-12) and returns `Y(s)`: progress is within 1e-9 of the exact value for every
/// `x` in `[0, 1]` on a curve with no vertical tangent, within 1e-6 on every curve, and evaluation
/// never allocates.
///
/// ```swift
/// let curve = CubicBezierCurve.easeInOut
/// curve.progress(at: 0.25)  // 0.129162
/// curve.slope(at: 0.5)      // 1.724138
/// ```
///
/// Control points with non-finite coordinates are replaced by the linear curve's; `x1` and `x2` are
/// clamped to `[0, 1]` so the curve stays a function of time, as Core Animation requires, and `y1`
/// and `y2` to ``controlPointYRange``. Every curve gives finite progress and slope at every `x`.
public struct CubicBezierCurve: Sendable, Hashable {
  /// The first control point's x coordinate, in `[0, 1]`.
  public let x1: Double
  /// The first control point's y coordinate.
  public let y1: Double
  /// The second control point's x coordinate, in `[0, 1]`.
  public let x2: Double
  /// The second control point's y coordinate.
  public let y2: Double

  /// The y coordinates of control points the library accepts: wide enough for every real
  /// overshoot curve (easing editors stay within ±10), finite so progress and slope stay finite.
  /// Values outside are clamped to it.
  public static let controlPointYRange: ClosedRange<Double> = -100...100

  // X(s) = ((ax·s + bx)·s + cx)·s and Y(s) likewise: the Bernstein form expanded.
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  /// `X(½)`, `X′(½)` and `X″(½)/2`: `X` expanded around the middle of the parameter range,
  /// `X(½ + u) = midX + u·(midSlope + u·(midBend + u·ax))`, which the bisection evaluates away from
  /// `s = 0`. At the one interior point where `X′` can vanish (the inflection of `x1 = 1`, `x2 = 0`,
  /// at `s = ½`) this form is exact, so the root is found to the last bit where the expanded form
  /// would lose a third of them.
  @usableFromInline let midX: Double
  @usableFromInline let midSlope: Double
  @usableFromInline let midBend: Double
  /// The largest `|X″|/2` on `[0, 1]`: it bounds the error a Newton step leaves (see
  /// ``solveInterior(_:)``).
  @usableFromInline let halfCurvature: Double
  /// Whether the curve is the straight line `y = x` (both control points on the diagonal):
  /// progress is then `x` exactly, with no solve.
  @usableFromInline let isLinear: Bool

  /// Creates a curve with the control points `(x1, y1)` and `(x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let finite = x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite
    self.x1 = finite ? min(max(x1, 0), 1) : 0
    let yRange = Self.controlPointYRange
    self.y1 = finite ? min(max(y1, yRange.lowerBound), yRange.upperBound) : 0
    self.x2 = finite ? min(max(x2, 0), 1) : 1
    self.y2 = finite ? min(max(y2, yRange.lowerBound), yRange.upperBound) : 1
    (ax, bx, cx) = Self.coefficients(self.x1, self.x2)
    (ay, by, cy) = Self.coefficients(self.y1, self.y2)
    midX = ((ax / 2 + bx) / 2 + cx) / 2
    midSlope = (3 * ax / 2 + 2 * bx) / 2 + cx
    midBend = 3 * ax / 2 + bx
    halfCurvature = max(abs(bx), abs(3 * ax + bx))
    isLinear = self.x1 == self.y1 && self.x2 == self.y2
  }

  /// Linear timing: progress equals the time fraction.
  public static let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  /// Core Animation's `easeIn`, control points (0.42, 0) and (1, 1).
  public static let easeIn = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Core Animation's `easeOut`, control points (0, 0) and (0.58, 1).
  public static let easeOut = CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Core Animation's `easeInEaseOut`, control points (0.42, 0) and (0.58, 1). This is also the
  /// default curve of `UIView` block animations (TC01).
  public static let easeInOut = CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// Core Animation's `default` function, (0.25, 0.1) and (0.25, 1): what
  /// `UICubicTimingParameters()` uses (TC02). Not the default of `UIView` block animations.
  public static let systemDefault = CubicBezierCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

  /// The progress at time fraction `x`. Outside `[0, 1]` the curve is extended linearly with its
  /// end-point tangent (TC05), and the result is kept within ±`TimingSample/progressLimit`
  /// (1000); a NaN input returns 0.
  @inlinable
  public func progress(at x: Double) -> Double {
    if x > 0 && x < 1 { return isLinear ? x : sampleY(solveInterior(x)) }
    if x == 0 || x == 1 { return x }
    return extrapolate(x)
  }

  /// The derivative `dy/dx` at time fraction `x`, clamped to `[0, 1]`; ±``verticalSlope`` where the
  /// tangent is vertical.
  /// NaN counts as 0.
  public func slope(at x: Double) -> Double {
    if isLinear { return 1 }
    return slope(atParameter: solveParameter(forX: max(0, min(x, 1))))
  }

  /// The progress and `dy/dx` at time fraction `x` (clamped to `[0, 1]`, NaN counts as 0) from one
  /// solve.
  @inlinable
  public func progressAndSlope(at x: Double) -> (progress: Double, slope: Double) {
    let clamped = max(0, min(x, 1))
    if isLinear { return (clamped, 1) }
    let s = solveParameter(forX: clamped)
    // The end points are exact: (0, 0) and (1, 1).
    let progress = clamped == 0 || clamped == 1 ? clamped : sampleY(s)
    return (progress, slope(atParameter: s))
  }

  /// The smallest time fraction whose progress is `progress`: `C⁻¹(p)`. Progress outside the
  /// curve's range maps to 0 (below) or 1 (above).
  public func timeFraction(forProgress progress: Double) -> Double {
    guard progress.isFinite else { return 0 }
    if isLinear { return min(max(progress, 0), 1) }
    // Y may be non-monotonic for overshooting control points: find the first crossing.
    let steps = 64
    var previous = 0.0
    var previousY = sampleY(0)
    if progress <= previousY { return 0 }
    for step in 1...steps {
      let s = Double(step) / Double(steps)
      let y = sampleY(s)
      if y >= progress {
        return sampleX(Self.bisect(from: previous, to: s) { sampleY($0) >= progress })
      }
      previous = s
      previousY = y
    }
    return 1
  }

  // MARK: - Solving

  @usableFromInline
  func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  @usableFromInline
  func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

  @usableFromInline
  func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  @usableFromInline
  func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// `dy/dx = Y′(s)/X′(s)` at parameter `s`, within ±``verticalSlope``.
  ///
  /// The quotient is used wherever `X′(s)` exceeds the rounding error of its own evaluation (a few
  /// units in the last place of its largest term), however small `X′` is: the curve
  /// (1e-12, 1e-12, 0, 0.8) has slope 1 at 0. Where `X′` is lost in that error the tangent is
  /// vertical if `Y′` is not (a huge slope with `Y′`'s sign), and otherwise both vanish and the
  /// slope is the ratio of the second derivatives (l'Hôpital).
  @usableFromInline
  func slope(atParameter s: Double) -> Double {
    let dx = derivativeX(s)
    if dx > Self.roundingError(3 * ax, 2 * bx, cx, at: s) {
      return Self.clampedSlope(derivativeY(s) / dx)
    }
    let dy = derivativeY(s)
    if abs(dy) > Self.roundingError(3 * ay, 2 * by, cy, at: s) {
      return dy > 0 ? Self.verticalSlope : -Self.verticalSlope
    }
    let ratio = (6 * ay * s + 2 * by) / (6 * ax * s + 2 * bx)
    return ratio.isNaN ? 0 : Self.clampedSlope(ratio)
  }

  /// A bound on the rounding error of `(a·s + b)·s + c` evaluated in doubles for `s` in `[0, 1]`.
  static func roundingError(_ a: Double, _ b: Double, _ c: Double, at s: Double) -> Double {
    8 * .ulpOfOne * ((abs(a) * s + abs(b)) * s + abs(c))
  }

  static func clampedSlope(_ slope: Double) -> Double {
    min(max(slope, -verticalSlope), verticalSlope)
  }

  /// The coefficients of one coordinate, `((a·s + b)·s + c)·s`, for the control points'
  /// coordinates `p1` and `p2` (the end points are 0 and 1).
  static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    return (1 - c - b, b, c)
  }

  /// The error in the curve parameter `s` the solver aims for: a Newton step is accepted when the
  /// error it leaves is below it, and bisection stops when the bracket is narrower.
  @usableFromInline static let parameterTolerance = 1e-12

  /// The slope reported at a vertical tangent: 1e12.
  public static let verticalSlope = 1e12

  /// Solves `X(s) = x` for `x` in `[0, 1]`.
  @inlinable
  func solveParameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return solveInterior(x)
  }

  /// Solves `X(s) = x` for `x` in `(0, 1)`: Newton's method from `s = x`, bisection where its
  /// steps cannot be trusted.
  ///
  /// `x1` and `x2` lie in `[0, 1]`, so `X` rises monotonically from 0 to 1 and the root is unique.
  /// A Newton step `δ = f/X′` leaves an error of at most `(max|X″|/2)·δ²/X′(s)`, so the step is
  /// accepted once that is below ``parameterTolerance`` (two to four steps on ordinary curves).
  /// Where `X′` is below 1e-4 (next to a flat end, at the inflection of a degenerate curve) the root
  /// is ill-conditioned: the rounding of `X(s)` in this form moves it by about 1e-16/`X′` or more,
  /// and the steps converge slowly. There, and where the steps leave `[0, 1]` or do not settle in
  /// eight, ``bisect(_:from:to:)`` decides.
  @inlinable
  func solveInterior(_ x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let slope = derivativeX(s)
      let step = (sampleX(s) - x) / slope
      let next = s - step
      // NaN (a zero slope) fails these tests.
      guard slope >= 1e-4, next >= 0, next <= 1 else { break }
      if halfCurvature * step * step <= Self.parameterTolerance * slope { return next }
      s = next
    }
    return bisect(x, from: 0, to: 1)
  }

  /// Bisection on `[low, high]` for the root of `X(s) − x`, until the bracket is narrower than
  /// ``parameterTolerance``. `X(s) − x` is evaluated in the form that is accurate where `s` is:
  /// expanded near `s = 0` (where `X(s)` and `x` may both be tiny), around `s = ½` elsewhere
  /// (exact at the inflection of `x1 = 1`, `x2 = 0`).
  @usableFromInline
  func bisect(_ x: Double, from low: Double, to high: Double) -> Double {
    var low = low
    var high = high
    while high - low > Self.parameterTolerance {
      let s = (low + high) / 2
      let u = s - 0.5
      let value = s < 0.25 ? sampleX(s) - x : (midX - x) + u * (midSlope + u * (midBend + u * ax))
      if value == 0 { return s }
      if value > 0 { high = s } else { low = s }
    }
    return (low + high) / 2
  }

  /// Bisection for the boundary of a predicate that is false at `low` and true at `high`.
  static func bisect(from low: Double, to high: Double, _ reached: (Double) -> Bool) -> Double {
    var low = low
    var high = high
    for _ in 0..<56 {
      let mid = (low + high) / 2
      if reached(mid) { high = mid } else { low = mid }
    }
    return (low + high) / 2
  }

  /// TC05: linear extension with WebKit's end-point gradients. The start gradient is `y1/x1`, or
  /// `y2/x2` when the first control point sits on the origin, and 0 for a vertical start tangent;
  /// the end mirrors it.
  /// NaN reads 0; the result is clamped to ±``TimingSample/progressLimit``.
  @usableFromInline
  func extrapolate(_ x: Double) -> Double {
    if x.isNaN { return 0 }
    let limit = TimingSample.progressLimit
    // |gradient| ≤ 1e12 and |x| ≤ 1e6 keep the product finite (0 · ∞ would be NaN).
    let x = min(max(x, -1e6), 1e6)
    let gradient =
      x < 0 ? Self.gradient(x1, y1, x2, y2) : Self.gradient(1 - x2, 1 - y2, 1 - x1, 1 - y1)
    let clampedGradient = min(max(gradient, -Self.verticalSlope), Self.verticalSlope)
    let value = x < 0 ? clampedGradient * x : 1 + clampedGradient * (x - 1)
    return min(max(value, -limit), limit)
  }

  /// The tangent slope at an end point whose near control point is `(nx, ny)` and far one `(fx, fy)`,
  /// both relative to that end point.
  @usableFromInline
  static func gradient(_ nx: Double, _ ny: Double, _ fx: Double, _ fy: Double) -> Double {
    if nx > 0 { return ny / nx }
    if ny == 0 && fx > 0 { return fy / fx }
    if ny == 0 && fy == 0 { return 1 }
    return 0
  }
}

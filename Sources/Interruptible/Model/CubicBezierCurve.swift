import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `UICubicTimingParameters` and
/// `CAMediaTimingFunction` define it.
///
/// The curve maps a time fraction `x` to a progress `y`. Evaluation solves `X(s) = x` for the curve
/// parameter `s` and returns `Y(s)`; the result is accurate to 1e-6 in progress for every `x` in
/// `[0, 1]`, and never allocates.
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

  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  /// `3·ax` and `2·bx`: the derivative's coefficients, computed once.
  @usableFromInline let dax: Double
  @usableFromInline let dbx: Double
  /// `(max X″²/4 + 3·|ax|) / parameterTolerance` over `[0, 1]`: bounds the error a Halley step
  /// leaves. −1 for a linear curve, which is never solved: the linear test then reads a field of
  /// the curve itself. (Measured: a flag byte beside the fields, or one read from the shared table
  /// object, made every animator copy its stored curve, with a retain, around each sample: a
  /// session frame 596 → 714 instructions.)
  @usableFromInline let halleyBound: Double
  /// A piecewise cubic guess of `s` from `x`: the start for Halley's method.
  @usableFromInline var guesses: ParameterTable

  /// Whether the curve is the straight line `y = x` (both control points on the diagonal):
  /// progress is then `x` exactly, with no solve.
  @inlinable var isLinear: Bool { halleyBound < 0 }

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
    dax = 3 * ax
    dbx = 2 * bx
    let linear = self.x1 == self.y1 && self.x2 == self.y2
    let bound = Self.halleyBound(ax: ax, bx: bx)
    halleyBound = linear ? -1 : bound
    guesses =
      linear
      ? ParameterTable.identity
      : ParameterTable(.init(a: ax, b: bx, c: cx, halleyBound: bound))
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
  /// end-point tangent (TC05), and the result is kept within ±``TimingSample/progressLimit``
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
  func derivativeX(_ s: Double) -> Double { (dax * s + dbx) * s + cx }

  @usableFromInline
  func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  @inlinable @inline(__always)
  func slope(atParameter s: Double) -> Double {
    let dx = derivativeX(s)
    if abs(dx) > 1e-9 { return derivativeY(s) / dx }
    return slopeWhereTimeStalls(atParameter: s)
  }

  /// The slope where `X′(s)` (nearly) vanishes; out of line, off the hot path.
  @usableFromInline
  func slopeWhereTimeStalls(atParameter s: Double) -> Double {
    // X'(s) vanishes at an end point whose control point lies on the time axis, or at the
    // inflection of a degenerate curve such as (1, 0, 0, 1). With Y'(s) ≠ 0 the tangent is
    // vertical: report a huge slope with the right sign, still finite so velocities multiplied by a
    // travel stay finite. Otherwise use the ratio of second derivatives (l'Hôpital).
    Self.stalledSlope(dy: derivativeY(s), ddx: 6 * ax * s + 2 * bx, ddy: 6 * ay * s + 2 * by)
  }

  /// `dy/dx` where `X′` (nearly) vanishes, from `Y′` (`dy`) and the second derivatives: ±1e12 for
  /// a vertical tangent, else their ratio (l'Hôpital), 0 when it is undefined.
  static func stalledSlope(dy: Double, ddx: Double, ddy: Double) -> Double {
    if abs(dy) > 1e-9 { return dy > 0 ? verticalSlope : -verticalSlope }
    let ratio = ddx == 0 ? 0 : ddy / ddx
    return ratio.isNaN ? 0 : min(max(ratio, -verticalSlope), verticalSlope)
  }

  /// The coefficients of one coordinate, `((a·s + b)·s + c)·s`, for the control points'
  /// coordinates `p1` and `p2` (the end points are 0 and 1): what the curve and a trajectory's curve
  /// both evaluate.
  @inline(__always)
  static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    return (1 - c - b, b, c)
  }

  /// `(max X″²/4 + 3·|ax|) / parameterTolerance` over `[0, 1]` for `X`'s coefficients `ax`, `bx`:
  /// what bounds the error a Halley step leaves (see ``halleyBound``).
  static func halleyBound(ax: Double, bx: Double) -> Double {
    let halfCurvature = max(abs(bx), abs(3 * ax + bx))
    return (halfCurvature * halfCurvature + 3 * abs(ax)) / parameterTolerance
  }

  /// The largest error in the curve parameter `s` that the solver accepts: progress is then within
  /// about `1e-11·|dy/ds|` (2e-11 measured on random curves), far inside the documented 1e-6, and
  /// the table's guesses are close enough for one Halley step with a cheap table (16 intervals of
  /// cubic Hermite guesses).
  @usableFromInline static let parameterTolerance = 1e-11

  /// The slope reported at a vertical tangent: 1e12.
  public static let verticalSlope = 1e12

  /// Solves `X(s) = x` for `x` in `[0, 1]`.
  @inlinable
  func solveParameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return solveInterior(x)
  }

  /// Solves `X(s) = x` for `x` in `(0, 1)`: a table guess (error below 3e-5 on the CSS curves away
  /// from a flat end), Halley steps until the error left is below `parameterTolerance` (almost
  /// always one step), bisection when they cannot converge (flat tangent). Inlined: this is the hot
  /// path of every cubic evaluation.
  @inlinable @inline(__always)
  func solveInterior(_ x: Double) -> Double {
    let (s, stepLimit) = guesses.guess(x)
    // Halley's step for X(s) − x = 0 (cubic convergence).
    let value = sampleX(s) - x
    let slope = derivativeX(s)
    let step = value * slope / (slope * slope - value * (dax * s + bx))
    // From an error e (≈ step) Halley leaves at most halleyBound·|e|³/X′² times the tolerance (see
    // halleyBound); with X′ at least its least value on the guess's interval, |e| ≤ stepLimit
    // keeps that within it. One comparison with the interval's constant: the table is fine enough
    // that it holds everywhere but next to a flat end, so the cost does not depend on x. NaN fails,
    // and so does every step (even 0) where the limit is −1 (no step is certain there).
    if abs(step) <= stepLimit { return s - step }
    return refineParameter(forX: x, from: s)
  }

  /// More Halley steps, each checked against the error it leaves at the slope where it is taken
  /// (needed where `X′` nearly vanishes: a flat end, a degenerate curve); bisection when they cannot
  /// converge. Five steps: next to a flat end the guess can be 0.02 off, and with three about 0.2 %
  /// of ease-in's inputs went on to the bisection.
  @inlinable @inline(__always)
  func refineParameter(forX x: Double, from start: Double) -> Double {
    var s = start
    for _ in 0..<5 {
      let value = sampleX(s) - x
      let slope = derivativeX(s)
      let slopeSquared = slope * slope
      let step = value * slope / (slopeSquared - value * (dax * s + bx))
      // From an error e (≈ step) Halley leaves at most (X″²/4 + |X‴|·|X′|/6)·|e|³/X′²; with X′ ≤ 3
      // that is below halleyBound·|e|³/X′² times the tolerance. NaN steps (X′ = 0) fail the test.
      // Below 1e-6 the rounding of X′ itself (about 1e-15) could pass a step that is not
      // accurate: bisection decides there.
      if !(abs(slope) >= 1e-6) { break }
      let size = abs(step)
      if size * size * size * halleyBound <= slopeSquared { return s - step }
      s -= step
    }
    return bisectParameter(forX: x)
  }

  /// Bisection with `X(s)` in double-double arithmetic: exact enough at stationary points of `X`.
  @usableFromInline
  func bisectParameter(forX x: Double) -> Double {
    Self.bisect(from: 0, to: 1) { reachesX(x, atParameter: $0) }
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

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
/// clamped to `[0, 1]` so the curve stays a function of time, as Core Animation requires.
public struct CubicBezierCurve: Sendable, Hashable {
  /// The first control point's x coordinate, in `[0, 1]`.
  public let x1: Double
  /// The first control point's y coordinate.
  public let y1: Double
  /// The second control point's x coordinate, in `[0, 1]`.
  public let x2: Double
  /// The second control point's y coordinate.
  public let y2: Double

  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  /// Curve parameters `s` at which `X(s)` equals `0, 0.1, … 1.0`: a start for Newton's method.
  @usableFromInline var guesses: ParameterTable

  /// Creates a curve with the control points `(x1, y1)` and `(x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let finite = x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite
    self.x1 = finite ? min(max(x1, 0), 1) : 0
    self.y1 = finite ? y1 : 0
    self.x2 = finite ? min(max(x2, 0), 1) : 1
    self.y2 = finite ? y2 : 1
    cx = 3 * self.x1
    bx = 3 * (self.x2 - self.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * self.y1
    by = 3 * (self.y2 - self.y1) - cy
    ay = 1 - cy - by
    guesses = ParameterTable()
    var table = ParameterTable()
    for index in 0...ParameterTable.intervals {
      table[index] = bisectParameter(forX: Double(index) / Double(ParameterTable.intervals))
    }
    guesses = table
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
  /// end-point tangent (TC05); a NaN input returns NaN.
  @inlinable
  public func progress(at x: Double) -> Double {
    if x > 0 && x < 1 { return sampleY(solveParameter(forX: x)) }
    if x == 0 || x == 1 { return x }
    return extrapolate(x)
  }

  /// The derivative `dy/dx` at time fraction `x`, clamped to `[0, 1]`; ±``verticalSlope`` where the
  /// tangent is vertical.
  public func slope(at x: Double) -> Double {
    slope(atParameter: solveParameter(forX: min(max(x, 0), 1)))
  }

  /// The progress and `dy/dx` at time fraction `x` (clamped to `[0, 1]`) from one solve.
  @inlinable
  public func progressAndSlope(at x: Double) -> (progress: Double, slope: Double) {
    let clamped = min(max(x, 0), 1)
    let s = solveParameter(forX: clamped)
    // The end points are exact: (0, 0) and (1, 1).
    let progress = clamped == 0 || clamped == 1 ? clamped : sampleY(s)
    return (progress, slope(atParameter: s))
  }

  /// The smallest time fraction whose progress is `progress`: `C⁻¹(p)`. Progress outside the
  /// curve's range maps to 0 (below) or 1 (above).
  public func timeFraction(forProgress progress: Double) -> Double {
    guard progress.isFinite else { return 0 }
    if self == .linear || (x1 == y1 && x2 == y2) { return min(max(progress, 0), 1) }
    // Y may be non-monotonic for overshooting control points: find the first crossing.
    let steps = 64
    var previous = 0.0
    var previousY = sampleY(0)
    if progress <= previousY { return 0 }
    for step in 1...steps {
      let s = Double(step) / Double(steps)
      let y = sampleY(s)
      if y >= progress {
        return sampleX(bisect(from: previous, to: s) { sampleY($0) >= progress })
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

  @usableFromInline
  func slope(atParameter s: Double) -> Double {
    let dx = derivativeX(s)
    if abs(dx) > 1e-9 { return derivativeY(s) / dx }
    // X'(s) vanishes at an end point whose control point lies on the time axis, or at the
    // inflection of a degenerate curve such as (1, 0, 0, 1). With Y'(s) ≠ 0 the tangent is
    // vertical: report a huge slope with the right sign, still finite so velocities multiplied by a
    // travel stay finite. Otherwise use the ratio of second derivatives (l'Hôpital).
    let dy = derivativeY(s)
    if abs(dy) > 1e-9 { return dy > 0 ? Self.verticalSlope : -Self.verticalSlope }
    let ddx = 6 * ax * s + 2 * bx
    return ddx == 0 ? 0 : (6 * ay * s + 2 * by) / ddx
  }

  /// The slope reported at a vertical tangent: 1e12.
  public static let verticalSlope = 1e12

  /// Solves `X(s) = x` for `x` in `[0, 1]`: a table guess, up to three Newton steps, bisection when
  /// Newton cannot converge (flat tangent).
  @usableFromInline
  func solveParameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var s = guesses.interpolate(x)
    for _ in 0..<3 {
      let dx = derivativeX(s)
      if abs(dx) < 1e-6 { break }
      let step = (sampleX(s) - x) / dx
      s -= step
      if abs(step) < 1e-9 { return s }
    }
    return bisectParameter(forX: x)
  }

  /// Bisection with `X(s)` in double-double arithmetic: exact enough at stationary points of `X`.
  func bisectParameter(forX x: Double) -> Double {
    bisect(from: 0, to: 1) { reachesX(x, atParameter: $0) }
  }

  /// Bisection for the boundary of a predicate that is false at `low` and true at `high`.
  func bisect(from low: Double, to high: Double, _ reached: (Double) -> Bool) -> Double {
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
  @usableFromInline
  func extrapolate(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return Self.gradient(x1, y1, x2, y2) * x }
    return 1 + Self.gradient(1 - x2, 1 - y2, 1 - x1, 1 - y1) * (x - 1)
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

/// A fixed-size table of curve parameters, stored inline (no allocation).
@usableFromInline
struct ParameterTable: Sendable, Hashable {
  @usableFromInline static let intervals = 10
  @usableFromInline var values:
    (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double) =
      (0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1)

  @usableFromInline init() {}

  @usableFromInline
  subscript(index: Int) -> Double {
    get { withUnsafeBytes(of: values) { $0.load(fromByteOffset: index * 8, as: Double.self) } }
    set {
      withUnsafeMutableBytes(of: &values) {
        $0.storeBytes(of: newValue, toByteOffset: index * 8, as: Double.self)
      }
    }
  }

  /// Linear interpolation of the table at `x` in `[0, 1]`.
  @usableFromInline
  func interpolate(_ x: Double) -> Double {
    let scaled = x * Double(Self.intervals)
    let index = min(Int(scaled), Self.intervals - 1)
    let lower = self[index]
    return lower + (self[index + 1] - lower) * (scaled - Double(index))
  }

  @usableFromInline
  static func == (lhs: ParameterTable, rhs: ParameterTable) -> Bool {
    (0...intervals).allSatisfy { lhs[$0] == rhs[$0] }
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    for index in 0...Self.intervals { hasher.combine(self[index]) }
  }
}

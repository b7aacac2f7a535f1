import Foundation

/// Building a curve's ``ParameterTable``: one pass places the 17 nodes in two chains side by side in
/// the lanes of a `SIMD2<Double>`, a second writes the coefficients and step limits two intervals at
/// a time (`ParameterTable+Intervals.swift`).
///
/// Each node `s(i/16)` comes from a third-order Taylor step of `s(x)` at the previous node
/// (`s′ = 1/X′`, `s″ = −X″/X′³`, `s‴ = (3X″² − X′X‴)/X′⁵`) and one Halley step, accepted when the
/// error it leaves is below 1e-6 (more steps otherwise, from a quadratic start after a
/// flat end). On each interval the guess is the cubic Hermite interpolant of `s` and `ds/dx = 1/X′`
/// at both ends, each end slope held to at most three chords so it stays monotone next to a flat
/// end (after Fritsch–Carlson).
extension ParameterTable {
  /// `X(s) = ((a·s + b)·s + c)·s`, the time component of a curve: what building a table reads.
  struct TimePolynomial {
    let a: Double
    let b: Double
    let c: Double
    /// `3a` and `2b`: the coefficients of `X′`.
    let da: Double
    let db: Double
    /// `max |X″| / 2` over `[0, 1]`.
    let largestHalfBend: Double
    /// `max(3a, 0)`: how much a convex `X′` can dip between two points, per squared half distance.
    let convexity: Double
    /// `largestHalfBend² + 3·|a|`: a Halley step from an error `e` leaves at most this times `|e|³/X′²`.
    let errorGrowth: Double
    /// `∛(1 / halleyBound)` (a little less; the curve's ``CubicBezierCurve/halleyBound``), or
    /// infinity where the bound is 0 (`X` linear: every Halley step is exact).
    let inverseCubeRootBound: Double

    /// The time polynomial with coefficients `a`, `b` and `c` (of control points whose x coordinates
    /// are in `[0, 1]`), and the curve's Halley bound.
    init(a: Double, b: Double, c: Double, halleyBound: Double) {
      (self.a, self.b, self.c) = (a, b, c)
      (da, db) = (3 * a, 2 * b)
      convexity = max(3 * a, 0)
      largestHalfBend = max(abs(b), abs(3 * a + b))
      errorGrowth = largestHalfBend * largestHalfBend + 3 * abs(a)
      inverseCubeRootBound = halleyBound > 0 ? ParameterTable.cubeRootBelow(1 / halleyBound) : .infinity
    }

    @inline(__always) func value(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
    @inline(__always) func slope(_ s: Double) -> Double { (da * s + db) * s + c }
    /// `X″/2`, the Halley step's correction term.
    @inline(__always) func halfBend(_ s: Double) -> Double { da * s + b }
    @inline(__always) func value(_ s: Pair) -> Pair { ((a * s + b) * s + c) * s }
    @inline(__always) func slope(_ s: Pair) -> Pair { (da * s + db) * s + c }
    @inline(__always) func bend(_ s: Pair) -> Pair { 2 * da * s + db }
    @inline(__always) func halfBend(_ s: Pair) -> Pair { da * s + b }
  }

  /// The table for the time polynomial `x`.
  init(_ x: TimePolynomial) {
    let count = Self.intervals
    // The nodes' s and X′, 17 each (272 bytes on the stack).
    self = withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * (count + 1)) { buffer in
      guard let nodes = buffer.baseAddress else { preconditionFailure("no temporary buffer") }
      let slopes = nodes + (count + 1)
      Self.placeNodes(x, parameters: nodes, slopes: slopes)
      return Self(x, parameters: UnsafePointer(nodes), slopes: UnsafePointer(slopes))
    }
  }

  /// Writes the nodes' parameters `s(i/16)` and the slopes `X′` there, `i` in `0...16`, in two
  /// chains that run side by side in the lanes of a pair: up from `s = 0` (nodes 1 to 8) and down
  /// from `s = 1` (nodes 15 to 8).
  ///
  /// Each step is a third-order Taylor step of `s(x)` from the previous node (see
  /// ``taylor(_:after:slope:span:)``; from a flat end, a quadratic one) and Halley steps,
  /// accepted when the error left is below 1e-6: one almost always, a second one inline, then up
  /// to three more in ``retry(_:at:from:after:slope:span:)``, then
  /// bracketed Halley steps in a lane that still fails (`X′` nearly vanishing).
  @inline(__always)
  static func placeNodes(
    _ x: TimePolynomial, parameters: UnsafeMutablePointer<Double>, slopes: UnsafeMutablePointer<Double>
  ) {
    let count = intervals
    let span = Pair(1, -1) * (1 / Double(count))
    var (s, target) = (Pair(0, 1), Pair(0, 1))
    var slope = Pair(x.c, x.slope(1))
    (parameters[0], slopes[0], parameters[count], slopes[count]) = (0, slope[0], 1, slope[1])
    func store(_ index: Int) {
      (parameters[count - index], slopes[count - index]) = (s[1], slope[1])
      (parameters[index], slopes[index]) = (s[0], slope[0])
    }
    var index = 1
    if !all(slope .> 1e-3) {  // a flat end: its first node from a quadratic start, in the retry
      target += span
      s = retry(
        x, at: target, from: taylor(x, after: s, slope: slope, span: span), after: s, slope: slope, span: span
      )
      slope = x.slope(s)
      store(1)
      index = 2
    }
    while index <= count / 2 {
      target += span
      let guess = taylor(x, after: s, slope: slope, span: span)
      var (next, certain) = halley(x, at: target, from: guess)
      // A second step where the first was not enough but stayed on the curve (a large Taylor error).
      if !all(certain) && all(magnitude(next - 0.5) .<= 0.5) {
        (next, certain) = halley(x, at: target, from: next)
      }
      s = all(certain) ? next : retry(x, at: target, from: next, after: s, slope: slope, span: span)
      slope = x.slope(s)
      store(index)
      index += 1
    }
  }

  /// Third-order Taylor steps of `s(x)` by `span` from `s` (`X′` there `slope`):
  /// `Δs = k·(1 + k·(−g/2 + k·(g²/2 − X‴/(6X′))))` with `k = Δx/X′`, `g = X″/X′` and `X‴ = 6a`.
  /// Not finite where `X′` vanishes.
  @inline(__always)
  static func taylor(_ x: TimePolynomial, after s: Pair, slope: Pair, span: Pair) -> Pair {
    let inverse = 1 / slope
    let (k, g) = (span * inverse, x.bend(s) * inverse)
    return s + k * (1 + k * (-0.5 * g + k * (0.5 * g * g - x.a * inverse)))
  }

  /// A Halley step toward `X(s) = target` from `guess`, and in which lanes its result is within
  /// 1e-6 of its parameter.
  @inline(__always)
  static func halley(_ x: TimePolynomial, at target: Pair, from guess: Pair)
    -> (next: Pair, certain: SIMDMask<SIMD2<Int64>>)
  {
    let value = x.value(guess) - target
    let slopeThere = x.slope(guess)
    let step = value * slopeThere / (slopeThere * slopeThere - value * x.halfBend(guess))
    // Halley leaves at most (max X″²/4 + |X‴|·X′/6)·|e|³/X′² from an error e (≈ the step), with
    // X′ ≤ 3 below errorGrowth·|e|³/X′²: accepted when that is below 0.8e-6. The estimate is first
    // order (the step is a little below the error, X′ at the guess a little above its least):
    // 0.8e-6 keeps the error below 1e-6 (1.0118e-6 was found with 1e-6). 1e-12 more on the
    // left: X′ below 1e-3 (next to a stationary point) never passes, nor does NaN.
    let size = magnitude(step)
    let next = guess - step
    // In [0, 1], where X is monotone: the certain root there is the node, past the previous one.
    let inside = magnitude(next - 0.5) .<= 0.5
    let certain = size * size * size * x.errorGrowth + 1e-12 .<= 0.8e-6 * slopeThere * slopeThere
    return (next, certain .& inside)
  }

  /// The nodes at `target` where Halley steps from the Taylor step left `candidate` uncertain in a
  /// lane: where that step was long (`k = h/X′` above 1/2, next to a flat end) or left `[0, 1]`, a
  /// start from the root of `X′·d + X″·d²/2 = h` (about `√(2h/|X″|)` at a flat end) and one Newton
  /// step for the cubic term `a·d³`; then up to three Halley steps, and bracketed Halley steps in a
  /// lane that still fails. Out of line: rare.
  @inline(never)
  static func retry(
    _ x: TimePolynomial, at target: Pair, from candidate: Pair, after s: Pair, slope: Pair, span: Pair
  )
    -> Pair
  {
    let h = 1 / Double(intervals)
    let direction = span * Double(intervals)
    let kept = (slope * 0.5 .> h) .& (magnitude(candidate - 0.5) .<= 0.5)
    var next = candidate
    if !all(kept) {
      let bend = larger(x.bend(s) * direction, .zero)
      let rising = larger(slope, .zero)
      let quadratic = 2 * h / (rising + squareRootNear(rising * rising + 2 * bend * h))
      // One Newton step for the cubic term: X′·d + X″·d²/2 + a·d³ = h.
      let cube = x.a * quadratic * quadratic
      let d = quadratic - cube * quadratic / (rising + bend * quadratic + 3 * cube)
      next = select(candidate, where: kept, else: smaller(larger(s + d * direction, .zero), .one))
    }
    var certain = SIMDMask<SIMD2<Int64>>(repeating: false)
    for _ in 0..<3 {
      (next, certain) = halley(x, at: target, from: next)
      if all(certain) { return next }
    }
    for lane in 0..<2 where !certain[lane] {
      next[lane] = fallbackNode(x, at: target[lane], after: s[lane], span: span[lane], near: next[lane])
    }
    return next
  }

  /// `√v` within about 0.2 % for normal positive `v` (0 for 0): the reciprocal root from the bit
  /// pattern and one Newton step, in vector arithmetic. A start for Halley steps, which need no
  /// more; `squareRoot()` would go through a C function that may call the library's `sqrt`.
  @inline(__always)
  static func squareRootNear(_ v: Pair) -> Pair {
    let bits = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    let estimate = unsafeBitCast(0x5FE6_EB50_C7B5_37A9 &- (bits &>> 1), to: Pair.self)
    return v * estimate * (1.5 - 0.5 * v * estimate * estimate)
  }

  /// The node at `target`, `span` from the node `previous`, where Halley steps left `candidate`
  /// uncertain: bracketed Halley steps from the candidate, or from the middle of the bracket where
  /// the candidate lies outside it.
  @inline(never)
  static func fallbackNode(
    _ x: TimePolynomial, at target: Double, after previous: Double, span: Double, near candidate: Double
  ) -> Double {
    let (low, high) = span > 0 ? (previous, 1.0) : (0.0, previous)
    let start = candidate > low && candidate < high ? candidate : (low + high) / 2
    return bracketed(x, at: target, between: low, and: high, from: start)
  }

  /// The parameter `s` with `X(s) = target` in `[low, high]`: Halley steps from `start` kept inside
  /// a shrinking bracket until the error left is below 1e-6. Where `X′` nearly vanishes (a
  /// degenerate curve's stationary point) doubles cannot place `s`: bisection in double-double
  /// arithmetic.
  @inline(never)
  static func bracketed(
    _ x: TimePolynomial, at target: Double, between low: Double, and high: Double, from start: Double
  ) -> Double {
    var (low, high, s) = (low, high, start)
    for _ in 0..<12 {
      let value = x.value(s) - target
      let slope = x.slope(s)
      if value < 0 { low = s } else if value > 0 { high = s } else { return s }
      guard slope > 1e-3 else {
        s = (low + high) / 2
        continue
      }
      let step = value * slope / (slope * slope - value * x.halfBend(s))
      let next = s - step
      guard next >= low && next <= high else {
        s = (low + high) / 2
        continue
      }
      // As in halley(_:at:from:): the error left is below 1e-6.
      let size = abs(step)
      if size * size * size * x.errorGrowth <= 0.8e-6 * slope * slope {
        return next
      }
      s = next
    }
    // The control points' x coordinates back from c = 3·x1 and b = 3·(x2 − x1) − c (within a unit
    // in the last place, far below what the bisection resolves).
    let (x1, x2) = (x.c / 3, (x.b + 2 * x.c) / 3)
    return CubicBezierCurve.bisect(from: 0, to: 1) {
      DoubleDouble.cubicReachesX(target, atParameter: $0, x1: x1, x2: x2)
    }
  }
}

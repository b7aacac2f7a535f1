import Foundation

/// Building a curve's ``ParameterTable``: one scalar pass places the 17 nodes, one vector pass over
/// all 16 intervals at once writes the coefficients and the step limits.
///
/// Each node `s(i/16)` comes from a third-order Taylor step of `s(x)` at the previous node
/// (`s′ = 1/X′`, `s″ = −X″/X′³`, `s‴ = (3X″² − X′X‴)/X′⁵`) and one Halley step, accepted when the
/// error it leaves is certainly below 1e-9 (bracketed Halley steps otherwise, which also start the
/// node after a flat end). On each interval the guess is the cubic Hermite interpolant of `s` and
/// `ds/dx = 1/X′` at both ends, each end slope held to at most three chords so it stays monotone
/// next to a flat end (after Fritsch–Carlson).
extension ParameterTable {
  /// `X(s) = ((a·s + b)·s + c)·s`, the time component of a curve: what building a table reads.
  struct TimePolynomial {
    let a: Double
    let b: Double
    let c: Double
    /// `3a` and `2b`: the coefficients of `X′`.
    let da: Double
    let db: Double
    /// The control points' x coordinates, for the double-double bisection.
    let x1: Double
    let x2: Double
    /// `max |X″| / 2` over `[0, 1]`.
    let largestHalfBend: Double
    /// `largestHalfBend² + 3·|a|`: a Halley step from an error `e` leaves at most this times `|e|³/X′²`.
    let errorGrowth: Double
    /// `∛(1 / halleyBound)` (a little less; the curve's ``CubicBezierCurve/halleyBound``), or
    /// infinity where the bound is 0 (`X` linear: every Halley step is exact).
    let inverseCubeRootBound: Double

    /// The time polynomial of control points with x coordinates `x1` and `x2` (in `[0, 1]`).
    init(x1: Double, x2: Double, a: Double, b: Double, c: Double, halleyBound: Double) {
      (self.x1, self.x2, self.a, self.b, self.c) = (x1, x2, a, b, c)
      (da, db) = (3 * a, 2 * b)
      largestHalfBend = max(abs(b), abs(3 * a + b))
      errorGrowth = largestHalfBend * largestHalfBend + 3 * abs(a)
      inverseCubeRootBound = halleyBound > 0 ? ParameterTable.cubeRootBelow(1 / halleyBound) : .infinity
    }

    @inline(__always) func value(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
    @inline(__always) func slope(_ s: Double) -> Double { (da * s + db) * s + c }
    @inline(__always) func bend(_ s: Double) -> Double { 2 * da * s + db }
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
  /// Each step is a third-order Taylor step of `s(x)` from the previous node (`s′ = 1/X′`,
  /// `s″ = −X″/X′³`, `s‴ = (3X″² − X′X‴)/X′⁵`) and one Halley step, accepted when the error it
  /// leaves is certainly below 1e-9; a lane that fails (`X′` nearly vanishing) takes bracketed
  /// Halley steps instead, as does the first step from a flat end.
  @inline(__always)
  static func placeNodes(
    _ x: TimePolynomial, parameters: UnsafeMutablePointer<Double>, slopes: UnsafeMutablePointer<Double>
  ) {
    let count = intervals
    let span = Pair(1, -1) * (1 / Double(count))
    var (s, target) = (Pair(0, 1), Pair(0, 1))
    var slope = Pair(x.c, x.slope(1))
    (parameters[0], slopes[0], parameters[count], slopes[count]) = (0, slope[0], 1, slope[1])
    for index in 1...count / 2 {
      target += span
      let previous = s
      let (next, certain) = taylorHalley(x, at: target, after: s, slope: slope, span: span)
      s = next
      if !all(certain) {
        for lane in 0..<2 where !certain[lane] {
          s[lane] = fallbackNode(x, at: target[lane], after: previous[lane], slope: slope[lane], span: span[lane], near: s[lane])
        }
      }
      slope = x.slope(s)
      (parameters[count - index], slopes[count - index]) = (s[1], slope[1])
      (parameters[index], slopes[index]) = (s[0], slope[0])
    }
  }

  /// The next nodes of both chains (`span` apart in `x`, at `target`): a third-order Taylor step of
  /// `s(x)` from `s` (`X′` there `slope`), then one Halley step, and in which lanes the result is
  /// certainly within 1e-9 of its parameter.
  @inline(__always)
  static func taylorHalley(_ x: TimePolynomial, at target: Pair, after s: Pair, slope: Pair, span: Pair)
    -> (next: Pair, certain: SIMDMask<SIMD2<Int64>>)
  {
    // Δs = k·(1 + k·(−g/2 + k·(g²/2 − X‴/(6X′)))) with k = Δx/X′ and g = X″/X′.
    let inverse = 1 / slope
    let (k, g) = (span * inverse, x.bend(s) * inverse)
    let guess = s + k * (1 + k * (-0.5 * g + k * (0.5 * g * g - x.a * inverse)))
    let value = x.value(guess) - target
    let slopeThere = x.slope(guess)
    let step = value * slopeThere / (slopeThere * slopeThere - value * x.halfBend(guess))
    // Halley leaves at most (max X″²/4 + |X‴|·X′/6)·|e|³/X′² from an error e (≈ the step), with
    // X′ ≤ 3 below errorGrowth·|e|³/X′²: accepted when that is below 1e-9. 1e-15 more on the
    // left: X′ below 1e-3 (next to a stationary point) never passes, nor does NaN.
    let size = magnitude(step)
    let next = guess - step
    // Past the previous node in the chain's direction, and not past the far end.
    let ahead = ((next - s) * span .> 0) .& (next .>= 0) .& (next .<= 1)
    let certain = size * size * size * x.errorGrowth + 1e-15 .<= 1e-9 * slopeThere * slopeThere
    return (next, certain .& ahead)
  }

  /// The node at `target`, `span` from the node `previous` (`X′` there `slope`) where the Taylor
  /// and Halley step left `candidate` uncertain: bracketed Halley steps from the candidate, or where
  /// it lies outside the bracket, from the root of `X′·d + X″·d²/2 = h` (about `√(2h/|X″|)` after a
  /// flat end).
  @inline(never)
  static func fallbackNode(
    _ x: TimePolynomial, at target: Double, after previous: Double, slope: Double, span: Double,
    near candidate: Double
  ) -> Double {
    let (low, high) = span > 0 ? (previous, 1.0) : (0.0, previous)
    if candidate > low && candidate < high { return bracketed(x, at: target, between: low, and: high, from: candidate) }
    let (h, bend) = (abs(span), max(x.bend(previous) * (span > 0 ? 1 : -1), 0))
    let rising = max(slope, 0)
    let d = 2 * h / (rising + (rising * rising + 2 * bend * h).squareRoot())
    let start = d.isFinite ? previous + (span > 0 ? d : -d) : (low + high) / 2
    return bracketed(x, at: target, between: low, and: high, from: min(max(start, low), high))
  }

  /// The parameter `s` with `X(s) = target` in `[low, high]`: Halley steps from `start` kept inside a shrinking bracket until the error left is below 1e-9. Where `X′`
  /// nearly vanishes (a degenerate curve's stationary point) doubles cannot place `s`: bisection in
  /// double-double arithmetic.
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
      // As in taylorHalley: the error left is below 1e-9.
      let size = abs(step)
      if size * size * size * x.errorGrowth <= 1e-9 * slope * slope {
        return next
      }
      s = next
    }
    return CubicBezierCurve.bisect(from: 0, to: 1) {
      DoubleDouble.cubicReachesX(target, atParameter: $0, x1: x.x1, x2: x.x2)
    }
  }
}

import Foundation

/// Building a curve's ``ParameterTable`` in one pass over the 16 intervals.
///
/// Each node `s(i/16)` comes from a third-order Taylor step of `s(x)` at the previous node
/// (`s′ = 1/X′`, `s″ = −X″/X′³`, `s‴ = (3X″² − X′X‴)/X′⁵`) and one Halley step, accepted when the
/// error it leaves is below 1e-10 (bracketed Halley steps otherwise). On each interval the guess is
/// the quintic Hermite interpolant of `s`, `s′` and `s″` at both ends, economised to a cubic with
/// Chebyshev polynomials: about eight times closer to `s` than the cubic Hermite interpolant of `s`
/// and `s′`. Where an end slope would exceed three chords (next to a flat end) the monotone cubic
/// Hermite interpolant is used instead (after Fritsch–Carlson).
extension ParameterTable {
  /// The table for `curve`.
  init(_ curve: CubicBezierCurve) {
    let count = Self.intervals
    // Built in a stack buffer (640 bytes, below the 1 kB limit of stack allocation), then loaded
    // whole: a SIMD vector's lanes set one by one at run-time indices cost about 150 instructions
    // each.
    let storage = withUnsafeTemporaryAllocation(of: Double.self, capacity: 5 * count) { buffer in
      guard let base = buffer.baseAddress else { preconditionFailure("no temporary buffer") }
      Self.fill(base, curve)
      let raw = UnsafeRawPointer(base)
      func lanes(_ row: Int) -> Lanes {
        raw.loadUnaligned(fromByteOffset: row * count * MemoryLayout<Double>.stride, as: Lanes.self)
      }
      return Storage(a0: lanes(0), a1: lanes(1), a2: lanes(2), a3: lanes(3), limit: lanes(4))
    }
    self.init(storage: storage)
  }

  /// One node: the parameter `s`, `X′` and `X″` there, `1/X′`, and in `u = 2t − 1` (`t` the
  /// position in an interval) `q = ds/du = h/(2X′)` and `r = d²s/du² = −X″·q²/X′`.
  struct Node {
    var s: Double
    var slope: Double
    var bend: Double
    var inverse: Double
    var q: Double
    var r: Double

    /// The node at `s`, intervals `h` apart in `x`.
    @inline(__always)
    init(_ curve: CubicBezierCurve, _ s: Double, spacing h: Double) {
      self.s = s
      slope = curve.derivativeX(s)
      bend = 2 * curve.dax * s + curve.dbx
      inverse = 1 / slope
      q = 0.5 * h * inverse
      r = -bend * q * q * inverse
    }
  }

  /// Writes the five rows of `intervals` coefficients (a0, a1, a2, a3, step limit).
  private static func fill(_ coefficients: UnsafeMutablePointer<Double>, _ curve: CubicBezierCurve) {
    let count = intervals
    let h = 1 / Double(count)
    // X′ is a quadratic: on an interval it is least at an end or at its vertex, and |X″| is at most
    // its largest value at s = 0 or 1.
    let vertex = curve.dax > 0 ? -curve.dbx / (2 * curve.dax) : -1
    let bound = (
      vertex: vertex, slope: curve.derivativeX(vertex),
      bend: 2 * max(abs(curve.bx), abs(curve.dax + curve.bx))
    )
    // The nodes' s, q, r and X′ (count + 1 each, 544 bytes on the stack): the interpolants are
    // then computed two intervals at a time.
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * (count + 1)) { buffer in
      guard let nodes = buffer.baseAddress else { preconditionFailure("no temporary buffer") }
      let (qs, rs, slopes) = (nodes + (count + 1), nodes + 2 * (count + 1), nodes + 3 * (count + 1))
      var start = Node(curve, 0, spacing: h)
      (nodes[0], qs[0], rs[0], slopes[0]) = (start.s, start.q, start.r, start.slope)
      for index in 0..<count {
        let s =
          index == count - 1
          ? 1 : nodeParameter(curve, x: Double(index + 1) * h, after: start, spacing: h)
        let end = Node(curve, s, spacing: h)
        (nodes[index + 1], qs[index + 1], rs[index + 1], slopes[index + 1]) = (end.s, end.q, end.r, end.slope)
        coefficients[4 * count + index] = stepLimit(curve, from: start, to: end, bound: bound)
        start = end
      }
      for pair in stride(from: 0, to: count, by: 2) {
        interpolants(pair, nodes: nodes, count: count, spacing: h, into: coefficients)
      }
    }
  }

  /// Writes the coefficients `(a0, a1, a2, a3)` in `t ∈ [0, 1]` of the guesses on intervals `first`
  /// and `first + 1`, two at a time in SIMD registers, from the nodes' `s`, `q`, `r` and `X′` (rows
  /// of `count + 1` from `nodes`), `spacing` apart in `x`.
  ///
  /// In `u = 2t − 1 ∈ [−1, 1]`, `s`, `q` and `r` at `u = ∓1` fix a quintic `Σ e_k·u^k`; `u⁴` and
  /// `u⁵` replaced by their best cubic approximations (from `T₄` and `T₅`) change it by at most
  /// `|e4|/8 + |e5|/16`. The coefficients are that cubic's, in `t`. Where an end slope `h/X′` would
  /// exceed three chords (Fritsch–Carlson), or the quintic's top terms are not small (next to a
  /// flat end), the monotone cubic Hermite interpolant of `s` and `h/X′` replaces it.
  @inline(__always)
  static func interpolants(
    _ first: Int, nodes: UnsafeMutablePointer<Double>, count: Int, spacing h: Double,
    into coefficients: UnsafeMutablePointer<Double>
  ) {
    typealias Pair = SIMD2<Double>
    func pair(_ row: Int, _ offset: Int) -> Pair {
      UnsafeRawPointer(nodes + row * (count + 1) + first + offset).loadUnaligned(as: Pair.self)
    }
    let (s0, s1) = (pair(0, 0), pair(0, 1))
    let (q0, q1) = (pair(1, 0), pair(1, 1))
    let (r0, r1) = (pair(2, 0), pair(2, 1))
    let chord = s1 - s0
    let (sum, difference) = (q0 + q1, q0 - q1)
    let (bends, twist) = (r0 + r1, r0 - r1)
    let excess = chord - sum
    // 16·e4 and 16·e5; the sums are built a term at a time (one expression is too much for the
    // type checker).
    let e4 = bends + difference
    var e5 = 3 * excess
    e5 -= twist
    var a0 = 3 * excess
    a0 -= 2 * e4
    a0 -= twist
    a0 = s0 + a0 * (1 / 256)
    var a1 = 160 * difference
    a1 += 32 * bends
    a1 += 25 * twist
    a1 -= 75 * excess
    a1 = sum + a1 * (1 / 128)
    var a2 = 75 * excess
    a2 -= 20 * difference
    a2 -= 4 * bends
    a2 -= 9 * twist
    a2 *= 1 / 16
    var a3 = 3 * twist
    a3 -= 25 * excess
    a3 *= 1 / 8
    func store(_ value: Pair, _ row: Int) {
      UnsafeMutableRawPointer(coefficients + row * count + first).storeBytes(of: value, as: Pair.self)
    }
    store(a0, 0)
    store(a1, 1)
    store(a2, 2)
    store(a3, 3)
    let slopes = nodes + 3 * (count + 1)
    for lane in 0..<2 {
      let index = first + lane
      let most = 3 * chord[lane]
      // Fritsch–Carlson: end slopes h/X′ of at most three chords keep a cubic monotone; far from a
      // flat end the quintic's top terms are tiny.
      if slopes[index] * most >= h && slopes[index + 1] * most >= h
        && abs(e4[lane]) + abs(e5[lane]) <= 8 * chord[lane]
      {
        continue
      }
      let m0 = slopes[index] * most > h ? 2 * nodes[count + 1 + index] : most
      let m1 = slopes[index + 1] * most > h ? 2 * nodes[count + 1 + index + 1] : most
      coefficients[index] = nodes[index]
      coefficients[count + index] = m0
      coefficients[2 * count + index] = most - 2 * m0 - m1
      coefficients[3 * count + index] = m0 + m1 - 2 * chord[lane]
    }
  }

  /// The parameter `s` with `X(s) = x`, above the node `previous` (the nodes are `spacing` apart in
  /// `x`): a third-order Taylor step of `s(x)` and one Halley step, accepted when the error it
  /// leaves is below 1e-10.
  @inline(__always)
  static func nodeParameter(_ curve: CubicBezierCurve, x: Double, after previous: Node, spacing h: Double)
    -> Double
  {
    guard previous.slope > 1e-3 else {
      return bracketedNodeParameter(curve, x: x, after: previous.s, from: previous.s)
    }
    // Δs = k·(1 + k·(−g/2 + k·(g²/2 − X‴/(6X′)))) with k = h/X′ and g = X″/X′.
    let (k, g) = (2 * previous.q, previous.bend * previous.inverse)
    let s = previous.s + k * (1 + k * (-0.5 * g + k * (0.5 * g * g - curve.dax * previous.inverse * (1 / 3))))
    let value = curve.sampleX(s) - x
    let slope = curve.derivativeX(s)
    let step = value * slope / (slope * slope - value * (curve.dax * s + curve.bx))
    let next = s - step
    // The evaluation's own test (see `CubicBezierCurve.refineParameter`) with 1e4 times its
    // tolerance: the node is within 1e-10 of its parameter, inside the step limit's absolute margin
    // (1e-9), and far closer than the guess needs.
    let size = abs(step)
    if size * size * size * (1e-4 * curve.halleyBound) <= slope * slope && slope > 1e-3
      && next > previous.s && next <= 1
    {
      return next
    }
    return bracketedNodeParameter(curve, x: x, after: previous.s, from: min(max(next, previous.s), 1))
  }

  /// The parameter `s` with `X(s) = x` above `low`: Halley steps from `start` kept inside a
  /// shrinking bracket until the error left is below 1e-10. Where `X′` nearly vanishes (a degenerate
  /// curve's stationary point) doubles cannot place `s`: bisection in double-double arithmetic.
  @inline(never)
  static func bracketedNodeParameter(
    _ curve: CubicBezierCurve, x: Double, after low: Double, from start: Double
  ) -> Double {
    var (low, high, s) = (low, 1.0, start)
    for _ in 0..<12 {
      let value = curve.sampleX(s) - x
      let slope = curve.derivativeX(s)
      if value < 0 { low = s } else if value > 0 { high = s } else { return s }
      guard slope > 1e-3 else { break }
      let step = value * slope / (slope * slope - value * (curve.dax * s + curve.bx))
      let next = s - step
      guard next >= low && next <= high else {
        s = (low + high) / 2
        continue
      }
      let size = abs(step)
      if size * size * size * (1e-4 * curve.halleyBound) <= slope * slope { return next }
      s = next
    }
    return curve.bisectParameter(forX: x)
  }

  /// `∛(m² / halleyBound)` (a little less), at most 1 % of the interval's parameter range, with `m`
  /// a lower bound of `X′` over the interval's parameters widened by 2 % (and 1e-9): from an error
  /// `e` (≈ the step) a Halley step leaves at most `halleyBound·|e|³/X′²` times the tolerance, so a
  /// step no larger than this, from a guess within the widened interval, lands within it. −1 (no
  /// step passes, not even 0) where `X′` vanishes (a flat end): there the solver checks each step at
  /// its own slope. `bound` holds where `X′` is least on the whole curve, its value there, and the
  /// largest `|X″|`.
  @inline(__always)
  static func stepLimit(
    _ curve: CubicBezierCurve, from start: Node, to end: Node,
    bound: (vertex: Double, slope: Double, bend: Double)
  ) -> Double {
    // A step of at most `cap` leaves the guess within about `cap` of its parameter: inside the
    // interval widened by twice that (and 1e-9 more: the nodes are within 1e-10 of theirs).
    let cap = 1e-2 * (end.s - start.s)
    let margin = 2 * cap + 1e-9
    // Past an end s₀ by m, X′ = X′(s₀) ∓ m·X″(s₀) + 3a·m² falls by at most m·max|X″| + |3a|·m²,
    // unless its vertex (the least of all) is in.
    var least = min(start.slope, end.slope) - margin * (bound.bend + abs(curve.dax) * margin)
    if bound.vertex > start.s - margin && bound.vertex < end.s + margin { least = bound.slope }
    // Where X′ falls below 1e-6 its own rounding matters: no step is certain there.
    guard least >= 1e-6 else { return -1 }
    let cube = least * least / curve.halleyBound
    // The cube root of a cube above 1 exceeds the cap (below 1e-2); an infinite one (X linear,
    // halleyBound 0) keeps −1: the solver's own check then passes every step.
    guard cube < 1 else { return cube.isFinite ? cap : -1 }
    return min(cubeRootBelow(cube), cap)
  }

  /// A number below `∛v` by at most 0.2 % of it, for a normal positive `v`: the exponent divided by
  /// three in the bit pattern (within 3.3 %), then one Newton step, which takes a relative error `e`
  /// to at most `e²` above (0.11 %).
  @inline(__always)
  static func cubeRootBelow(_ v: Double) -> Double {
    let root = Double(bitPattern: v.bitPattern / 3 + 0x2A9F_7893_0000_0000)
    return (2 * root + v / (root * root)) * (0.998 / 3)
  }
}

import Foundation

/// A piecewise cubic guess for the curve parameter `s` at time fraction `x`: on each of 64 equal
/// intervals of `x`, the cubic Hermite interpolant of the exact parameters at its ends with slopes
/// `ds/dx = 1/X′(s)` (limited to three times the chords, after Fritsch–Carlson, so each piece stays
/// monotone), and the largest Halley step from it that is certainly accurate there. The guess is
/// fine enough that one Halley step is accepted for every `x` except next to a flat end (the last
/// or first interval of ease-in or ease-out, where `s` bends like a square root): the cost does not
/// depend on `x` or on the order of the inputs.
///
/// The table (2.5 kB) lives in one immutable object shared by every copy of the curve (built once,
/// when the curve is created; evaluation never allocates). Stored inline it would make every curve,
/// timing parameter and animator run kilobytes, copied whole on each pause and resume.
@usableFromInline
struct ParameterTable: Sendable, Hashable {
  @usableFromInline static let intervals = 64
  /// The coefficients, shared and never mutated.
  @usableFromInline let storage: Storage

  /// `s ≈ a0 + t·(a1 + t·(a2 + t·a3))` on interval `i` (lane `i`), `t` the position inside it.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let a0: SIMD64<Double>
    @usableFromInline let a1: SIMD64<Double>
    @usableFromInline let a2: SIMD64<Double>
    @usableFromInline let a3: SIMD64<Double>
    /// The largest Halley step that is certainly accurate enough on each interval (see
    /// ``ParameterTable/stepLimit(_:from:to:)``).
    @usableFromInline let limit: SIMD64<Double>

    init(
      a0: SIMD64<Double>, a1: SIMD64<Double>, a2: SIMD64<Double>, a3: SIMD64<Double>,
      limit: SIMD64<Double> = SIMD64<Double>(repeating: -1)
    ) {
      self.a0 = a0
      self.a1 = a1
      self.a2 = a2
      self.a3 = a3
      self.limit = limit
    }
  }

  /// The guess `s = x`: the table of every curve whose control points lie on the diagonal (which
  /// never reads it), and a placeholder while a curve's own table is built.
  static let identity = ParameterTable()

  private init() {
    let step = 1 / Double(Self.intervals)
    var a0 = SIMD64<Double>()
    for index in 0..<Self.intervals { a0[index] = Double(index) * step }
    storage = Storage(
      a0: a0, a1: SIMD64<Double>(repeating: step), a2: SIMD64<Double>(), a3: SIMD64<Double>())
  }

  /// The table for `curve`.
  init(_ curve: CubicBezierCurve) {
    let count = Self.intervals
    // Built in a stack buffer (no heap storage but the shared object), then loaded whole: a SIMD
    // vector's lanes set one by one at run-time indices cost about 150 instructions each.
    storage = withUnsafeTemporaryAllocation(of: Double.self, capacity: 7 * count + 2) { buffer in
      guard let base = buffer.baseAddress else { preconditionFailure("no temporary buffer") }
      let nodes = base + 5 * count
      Self.fill(nodes: nodes, slopes: nodes + count + 1, coefficients: base, curve)
      let raw = UnsafeRawPointer(base)
      func lanes(_ row: Int) -> SIMD64<Double> {
        raw.loadUnaligned(fromByteOffset: row * count * 8, as: SIMD64<Double>.self)
      }
      return Storage(a0: lanes(0), a1: lanes(1), a2: lanes(2), a3: lanes(3), limit: lanes(4))
    }
  }

  /// Writes the `intervals + 1` node parameters and their limited slopes, then the five rows of
  /// `intervals` coefficients (a0, a1, a2, a3, step limit).
  private static func fill(
    nodes: UnsafeMutablePointer<Double>, slopes: UnsafeMutablePointer<Double>,
    coefficients: UnsafeMutablePointer<Double>, _ curve: CubicBezierCurve
  ) {
    let count = intervals
    let h = 1 / Double(count)
    nodes[0] = 0
    nodes[count] = 1
    for index in 1..<count {
      nodes[index] = nodeParameter(curve, x: Double(index) * h, above: nodes[index - 1])
    }
    for index in 0...count {
      var limit = Double.infinity
      if index > 0 { limit = min(limit, 3 * (nodes[index] - nodes[index - 1])) }
      if index < count { limit = min(limit, 3 * (nodes[index + 1] - nodes[index])) }
      let derivative = curve.derivativeX(nodes[index])
      slopes[index] = derivative > 0 ? min(h / derivative, limit) : limit
    }
    for index in 0..<count {
      let chord = nodes[index + 1] - nodes[index]
      let (m0, m1) = (slopes[index], slopes[index + 1])
      coefficients[index] = nodes[index]
      coefficients[count + index] = m0
      coefficients[2 * count + index] = 3 * chord - 2 * m0 - m1
      coefficients[3 * count + index] = m0 + m1 - 2 * chord
      coefficients[4 * count + index] = stepLimit(curve, from: nodes[index], to: nodes[index + 1])
    }
  }

  /// The parameter `s` with `X(s) = x`, `s` above `low` (the previous node's): Newton steps kept
  /// inside a shrinking bracket, from the tangent at `low`. Where `X′` nearly vanishes (a degenerate
  /// curve's stationary point) doubles cannot place `s`: bisection in double-double arithmetic.
  static func nodeParameter(_ curve: CubicBezierCurve, x: Double, above low: Double) -> Double {
    var (low, high) = (low, 1.0)
    let startSlope = curve.derivativeX(low)
    var s = startSlope > 0 ? min(low + (x - curve.sampleX(low)) / startSlope, 1) : (low + high) / 2
    for _ in 0..<12 {
      let value = curve.sampleX(s) - x
      let slope = curve.derivativeX(s)
      if value == 0 { return s }
      if value < 0 { low = max(low, s) } else { high = min(high, s) }
      guard slope > 1e-3 else { break }
      var next = s - value / slope
      if !(next >= low && next <= high) { next = (low + high) / 2 }
      if abs(next - s) <= 1e-15 { return next }
      s = next
    }
    return curve.bisectParameter(forX: x)
  }

  /// `∛(m² / halleyBound)` with `m` the least `X′` over the parameters `[from, to]` of one
  /// interval: from an error `e` (≈ the step) a Halley step leaves at most
  /// `halleyBound·|e|³/X′²` times the tolerance, so a step no larger than this lands within it. −1
  /// (no step passes, not even 0) where `X′` vanishes (a flat end): there the solver checks each
  /// step at its own slope.
  static func stepLimit(_ curve: CubicBezierCurve, from low: Double, to high: Double) -> Double {
    // X′ is a quadratic: its least value on [low, high] is at an end or at its vertex. The
    // interval is widened a little: a guess may fall just outside its interval's parameters.
    let margin = 1e-3 * (high - low) + 1e-9
    let (low, high) = (max(low - margin, 0), min(high + margin, 1))
    var least = min(curve.derivativeX(low), curve.derivativeX(high))
    if curve.dax > 0 {
      let vertex = -curve.dbx / (2 * curve.dax)
      if vertex > low && vertex < high { least = min(least, curve.derivativeX(vertex)) }
    }
    // Where X′ falls below 1e-6 its own rounding matters: no step is certain there.
    guard least >= 1e-6 else { return -1 }
    let limit = Foundation.cbrt(least * least / curve.halleyBound)
    return limit.isFinite ? limit : -1
  }

  @usableFromInline
  static func == (lhs: ParameterTable, rhs: ParameterTable) -> Bool {
    let (l, r) = (lhs.storage, rhs.storage)
    return l === r || (l.a0 == r.a0 && l.a1 == r.a1 && l.a2 == r.a2 && l.a3 == r.a3)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(storage.a0)
    hasher.combine(storage.a1)
    hasher.combine(storage.a2)
    hasher.combine(storage.a3)
  }

  /// The guess for `s` at `x` in `(0, 1)`, and the largest Halley step from it that is certainly
  /// accurate.
  @inlinable @inline(__always)
  func guess(_ x: Double) -> (parameter: Double, stepLimit: Double) {
    let scaled = x * Double(Self.intervals)
    // The interval ⌊scaled⌋ without Int(_:)'s overflow check: adding 1.5·2^52 to scaled − 0.5
    // rounds it to an integer, which then sits in the low bits of the bit pattern. scaled is below
    // 64, so that integer is 0…63 (at a node either neighbour, t = 0 or 1); the mask lets the
    // compiler drop the lane bounds check.
    let rounded = (scaled - 0.5) + 0x1.8p52
    let t = scaled - (rounded - 0x1.8p52)
    let index = Int(truncatingIfNeeded: rounded.bitPattern & 63)
    let table = storage
    let parameter = table.a0[index] + t * (table.a1[index] + t * (table.a2[index] + t * table.a3[index]))
    return (parameter, table.limit[index])
  }
}

/// The coefficients and step limits of the 16 intervals, two at a time in vector arithmetic, from
/// the nodes placed by ``ParameterTable/placeNodes(_:parameters:slopes:)``.
extension ParameterTable {
  /// Two lanes: one SSE or NEON register (wider vectors spill on x86-64).
  @usableFromInline typealias Pair = SIMD2<Double>

  /// The table whose guesses interpolate the 17 nodes' `parameters` and slopes `X′` (`slopes`).
  @inline(__always)
  init(_ x: TimePolynomial, parameters: UnsafePointer<Double>, slopes: UnsafePointer<Double>) {
    self.init { rows in
      for first in stride(from: 0, to: Self.intervals, by: 2) {
        Self.intervals(first, x, parameters: parameters, slopes: slopes, into: rows)
      }
    }
  }

  /// Writes the coefficients and step limits of intervals `first` and `first + 1` into the five
  /// rows of `intervals` values at `rows` (a0, a1, a2, a3, step limit).
  ///
  /// The guess is the cubic Hermite interpolant of `s` and `ds/dt = h/X′` at both ends, each end
  /// slope at most three chords (Fritsch–Carlson): where `X′` vanishes (a flat end) `h/X′` is huge
  /// and three chords is used.
  @inline(__always)
  static func intervals(
    _ first: Int, _ x: TimePolynomial, parameters: UnsafePointer<Double>,
    slopes: UnsafePointer<Double>, into rows: UnsafeMutablePointer<Double>
  ) {
    func pair(_ start: UnsafePointer<Double>) -> Pair {
      UnsafeRawPointer(start + first).loadUnaligned(as: Pair.self)
    }
    let (s0, s1) = (pair(parameters), pair(parameters + 1))
    let (slope0, slope1) = (pair(slopes), pair(slopes + 1))
    let chord = s1 - s0
    let most = 3 * chord
    let h = 1 / Double(Self.intervals)
    // h/X′ where it is at most three chords; three chords where X′ vanishes, or is a rounded −0 or
    // tiny negative (never negative for x1, x2 in [0, 1]).
    let m0 = select(h / slope0, where: slope0 * most .>= h, else: most)
    let m1 = select(h / slope1, where: slope1 * most .>= h, else: most)
    func store(_ value: Pair, _ row: Int) {
      UnsafeMutableRawPointer(rows + row * Self.intervals + first).storeBytes(of: value, as: Pair.self)
    }
    store(s0, 0)
    store(m0, 1)
    store(most - 2 * m0 - m1, 2)
    store(m0 + m1 - 2 * chord, 3)
    store(stepLimits(x, from: s0, to: s1, slopes: (slope0, slope1)), 4)
  }

  /// `min(m, 1)·∛(1 / halleyBound)` (a little less) on each interval, at most 1 % of its parameter
  /// range, with `m` a lower bound of `X′` over the interval's parameters `[s0, s1]` widened by 2 %
  /// (and 1e-5): from an error `e` (≈ the step) a Halley step leaves at most
  /// `halleyBound·|e|³/X′²` times the tolerance, so a step no larger than `∛(m² / halleyBound)`,
  /// from a guess within the widened interval, lands within it; `min(m, 1)` is at most `m^(2/3)`
  /// and needs no cube root per interval. −1 (no step passes, not even 0) where `X′` falls below
  /// 1e-6 (a flat end): there the solver checks each step at its own slope. `slopes` holds `X′` at
  /// both ends.
  @inline(__always)
  static func stepLimits(
    _ x: TimePolynomial, from s0: Pair, to s1: Pair, slopes: (Pair, Pair)
  ) -> Pair {
    // A step of at most `cap` leaves the guess within about `cap` of its parameter: inside the
    // interval widened by twice that (and 1e-5 more: the nodes are within 1e-6 of theirs).
    let cap = 1e-2 * (s1 - s0)
    let margin = 2 * cap + 1e-5
    // Past an end s₀ by m, X′ = X′(s₀) ∓ m·X″(s₀) + 3a·m² falls by at most m·max|X″| + |3a|·m².
    // Between the ends, a convex X′ (a > 0) dips below the smaller end by at most 3a·w², w half
    // the widened interval: X′(s) = X′(v) + 3a·(s − v)² about its vertex v.
    let half = 0.5 * (s1 - s0) + margin
    let least =
      smaller(slopes.0, slopes.1) - margin * (2 * x.largestHalfBend + abs(x.da) * margin) - x.convexity * half
      * half
    let limit = smaller(smaller(least, Pair(repeating: 1)) * x.inverseCubeRootBound, cap)
    // Where X′ falls below 1e-6 its own rounding matters: no step is certain there.
    return select(limit, where: least .>= 1e-6, else: Pair(repeating: -1))
  }

  /// A number below `∛v` by at most 6.5 % of it, for a normal positive `v`: the exponent divided by
  /// three in the bit pattern (measured within −3.1 % … +3.2 % of the root), scaled down by 3.2 %.
  /// Taken once per curve, so a Newton step (to 0.2 %) is not worth its division.
  static func cubeRootBelow(_ v: Double) -> Double {
    Double(bitPattern: v.bitPattern / 3 + 0x2A9F_7893_0000_0000) * 0.968
  }

  /// `chosen` where `mask` is set, else `other`, by bit operations (`SIMD.replacing(with:where:)`
  /// goes lane by lane).
  @inline(__always)
  static func select(_ chosen: Pair, where mask: SIMDMask<SIMD2<Int64>>, else other: Pair) -> Pair {
    typealias Bits = SIMD2<UInt64>
    let set = unsafeBitCast(mask, to: Bits.self)
    let bits = (unsafeBitCast(chosen, to: Bits.self) & set) | (unsafeBitCast(other, to: Bits.self) & ~set)
    return unsafeBitCast(bits, to: Pair.self)
  }

  /// The absolute value of each lane.
  @inline(__always)
  static func magnitude(_ value: Pair) -> Pair {
    unsafeBitCast(unsafeBitCast(value, to: SIMD2<UInt64>.self) & 0x7FFF_FFFF_FFFF_FFFF, to: Pair.self)
  }

  /// The smaller of each pair of lanes (the second where either is NaN).
  @inline(__always)
  static func smaller(_ first: Pair, _ second: Pair) -> Pair {
    select(first, where: first .< second, else: second)
  }

  /// The larger of each pair of lanes (the second where either is NaN).
  @inline(__always)
  static func larger(_ first: Pair, _ second: Pair) -> Pair {
    select(first, where: first .> second, else: second)
  }
}

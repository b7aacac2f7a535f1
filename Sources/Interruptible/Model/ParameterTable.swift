import Foundation

/// A piecewise cubic guess for the curve parameter `s` at time fraction `x`, on 16 equal intervals
/// of `x`, and the largest Halley step from it that is certainly accurate there. The guess is fine
/// enough that one Halley step is accepted for every `x` of the CSS curves except next to a flat end
/// (the last or first interval of ease-in or ease-out, where `s` bends like a square root): the cost
/// does not depend on `x` or on the order of the inputs. How it is built:
/// `ParameterTable+Construction.swift`.
///
/// The table (640 bytes) lives in one immutable object shared by every copy of the curve (built
/// once, when the curve is created; evaluation never allocates). Stored inline it would make every
/// curve, timing parameter and animator run 640 bytes larger, copied whole on each pause and resume.
@usableFromInline
struct ParameterTable: Sendable, Hashable {
  /// One value per interval.
  @usableFromInline typealias Lanes = SIMD16<Double>
  /// The number of intervals: a power of two (`guess` masks the index with `intervals − 1`).
  @usableFromInline static let intervals = 16
  /// The coefficients, shared and never mutated.
  @usableFromInline let storage: Storage

  /// `s ≈ a0 + t·(a1 + t·(a2 + t·a3))` on interval `i` (lane `i`), `t` the position inside it.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let a0: Lanes
    @usableFromInline let a1: Lanes
    @usableFromInline let a2: Lanes
    @usableFromInline let a3: Lanes
    /// The largest Halley step that is certainly accurate enough on each interval (see
    /// ``ParameterTable/stepLimit(_:from:to:bound:)``).
    @usableFromInline let limit: Lanes

    init(a0: Lanes, a1: Lanes, a2: Lanes, a3: Lanes, limit: Lanes = Lanes(repeating: -1)) {
      self.a0 = a0
      self.a1 = a1
      self.a2 = a2
      self.a3 = a3
      self.limit = limit
    }
  }

  /// The guess `s = x`: the table of every curve whose control points lie on the diagonal (which
  /// never reads it), and a placeholder while a curve's own table is built.
  static let identity: ParameterTable = {
    let step = 1 / Double(intervals)
    var a0 = Lanes()
    for index in 0..<intervals { a0[index] = Double(index) * step }
    return ParameterTable(
      storage: Storage(a0: a0, a1: Lanes(repeating: step), a2: Lanes(), a3: Lanes()))
  }()

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
    // 16, so that integer is 0…15 (at a node either neighbour, t = 0 or 1); the mask lets the
    // compiler drop the lane bounds check.
    let rounded = (scaled - 0.5) + 0x1.8p52
    let t = scaled - (rounded - 0x1.8p52)
    let index = Int(truncatingIfNeeded: rounded.bitPattern & UInt64(Self.intervals - 1))
    let table = storage
    let parameter = table.a0[index] + t * (table.a1[index] + t * (table.a2[index] + t * table.a3[index]))
    return (parameter, table.limit[index])
  }
}

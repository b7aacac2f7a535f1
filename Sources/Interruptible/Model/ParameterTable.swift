/// A piecewise cubic guess for the curve parameter `s` at time fraction `x`, on 16 equal intervals
/// of `x`, and the largest Halley step from it that is certainly accurate there. The guess is fine
/// enough that one Halley step is accepted for every `x` of the CSS curves except next to a flat end
/// (the last or first interval of ease-in or ease-out, where `s` bends like a square root): the cost
/// does not depend on `x` or on the order of the inputs. How it is built:
/// `ParameterTable+Construction.swift` and `ParameterTable+Intervals.swift`.
///
/// The table (80 values, 640 bytes) lives in one immutable object shared by every copy of the
/// curve, written once where it is allocated (evaluation never allocates). Stored inline it would
/// make every curve, timing parameter and animator run 640 bytes larger, copied whole on each pause
/// and resume.
///
/// Sendable although its buffer class is not: the values are written once, inside ``init(writing:)``
/// before the table exists, and only read afterwards.
@usableFromInline
struct ParameterTable: @unchecked Sendable, Hashable {
  /// The number of intervals: a power of two (`guess` masks the index with `intervals − 1`).
  @usableFromInline static let intervals = 16
  /// The number of values: five rows of `intervals`.
  static let count = 5 * intervals
  /// The coefficients, shared and never mutated after they are written.
  @usableFromInline let storage: Storage

  /// Five rows of `intervals` values after the object's header: `a0`, `a1`, `a2`, `a3` (the guess
  /// `s ≈ a0 + t·(a1 + t·(a2 + t·a3))` on interval `i`, `t` the position inside it) and the step
  /// limit (see ``ParameterTable/stepLimits(_:from:to:slopes:)``).
  @usableFromInline
  final class Storage: ManagedBuffer<Void, Double> {}

  /// A table whose values `write` sets (all ``count`` of them, once).
  init(writing write: (UnsafeMutablePointer<Double>) -> Void) {
    let buffer = Storage.create(minimumCapacity: Self.count) { _ in }
    buffer.withUnsafeMutablePointerToElements(write)
    storage = unsafeDowncast(buffer, to: Storage.self)
  }

  /// The guess `s = x`: the table of every curve whose control points lie on the diagonal (which
  /// never reads it).
  static let identity = ParameterTable { values in
    let step = 1 / Double(intervals)
    values.initialize(repeating: 0, count: count)
    for index in 0..<intervals {
      values[index] = Double(index) * step
      values[intervals + index] = step
    }
  }

  /// The value at `index` of row `row` (0…4).
  func value(_ row: Int, _ index: Int) -> Double {
    storage.withUnsafeMutablePointerToElements { $0[row * Self.intervals + index] }
  }

  /// The step limit of interval `index`.
  func limit(_ index: Int) -> Double { value(4, index) }

  @usableFromInline
  static func == (lhs: ParameterTable, rhs: ParameterTable) -> Bool {
    lhs.storage === rhs.storage || (0..<4 * intervals).allSatisfy { lhs.value(0, $0) == rhs.value(0, $0) }
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    for index in 0..<4 * Self.intervals { hasher.combine(value(0, index)) }
  }

  /// The guess for `s` at `x` in `(0, 1)`, and the largest Halley step from it that is certainly
  /// accurate.
  @inlinable @inline(__always)
  func guess(_ x: Double) -> (parameter: Double, stepLimit: Double) {
    let count = Self.intervals
    let scaled = x * Double(count)
    // The interval ⌊scaled⌋ without Int(_:)'s overflow check: adding 1.5·2^52 to scaled − 0.5
    // rounds it to an integer, which then sits in the low bits of the bit pattern. scaled is below
    // 16, so that integer is 0…15 (at a node either neighbour, t = 0 or 1); the mask keeps every
    // read inside the rows.
    let rounded = (scaled - 0.5) + 0x1.8p52
    let t = scaled - (rounded - 0x1.8p52)
    let index = Int(truncatingIfNeeded: rounded.bitPattern & UInt64(count - 1))
    return storage.withUnsafeMutablePointerToElements { row in
      let parameter =
        row[index] + t * (row[count + index] + t * (row[2 * count + index] + t * row[3 * count + index]))
      return (parameter, row[4 * count + index])
    }
  }
}

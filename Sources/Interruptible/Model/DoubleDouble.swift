/// An unevaluated sum `high + low` of two doubles (about 106 bits of precision), used where a cubic's
/// time component is nearly stationary and plain doubles cannot locate the curve parameter (TC04).
struct DoubleDouble {
  var high: Double
  var low: Double

  init(_ value: Double) {
    high = value
    low = 0
  }

  private init(normalizing high: Double, _ low: Double) {
    let sum = high + low
    self.high = sum
    self.low = low - (sum - high)
  }

  static func + (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
    let sum = lhs.high + rhs.high
    let bigger = sum - lhs.high
    let error = (lhs.high - (sum - bigger)) + (rhs.high - bigger)
    return DoubleDouble(normalizing: sum, error + lhs.low + rhs.low)
  }

  static func * (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
    let product = lhs.high * rhs.high
    let error = (-product).addingProduct(lhs.high, rhs.high)
    return DoubleDouble(normalizing: product, error + lhs.high * rhs.low + lhs.low * rhs.high)
  }
}

extension DoubleDouble {
  /// Whether `X(s) ≥ x`, with `X(s) = 3·x1·s·(1−s)² + 3·x2·s²·(1−s) + s³` evaluated in double-double
  /// arithmetic so the comparison is right even where `X'(s)` vanishes (the cubic's and the
  /// trajectory's exact test).
  static func cubicReachesX(_ x: Double, atParameter s: Double, x1: Double, x2: Double) -> Bool {
    let s = DoubleDouble(s)
    let rest = DoubleDouble(1) + DoubleDouble(-s.high)
    let three = DoubleDouble(3)
    let first = three * DoubleDouble(x1) * s * rest * rest
    let second = three * DoubleDouble(x2) * s * s * rest
    let value = first + second + s * s * s + DoubleDouble(-x)
    return value.high >= 0
  }
}

extension CubicBezierCurve {
  /// Whether `X(s) ≥ x` (``DoubleDouble/cubicReachesX(_:atParameter:x1:x2:)``).
  func reachesX(_ x: Double, atParameter s: Double) -> Bool {
    DoubleDouble.cubicReachesX(x, atParameter: s, x1: x1, x2: x2)
  }
}

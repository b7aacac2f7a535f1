import Foundation

/// `ln x` for the critically damped fit's steps: libm's `log1p` costs about 140 instructions through
/// its wrapper; this costs about 40.
///
/// fdlibm's method: `x = 2^k·m` with `m` in `[√2/2, √2)`, `f = m − 1`, `s = f/(2 + f)`, its minimax
/// polynomial for `ln((1 + s)/(1 − s))` (error below one unit in the last place) and `k·ln 2` in
/// two pieces. Zero, negative, subnormal, infinite and NaN inputs go to libm.
@usableFromInline
enum Logarithm {
  /// `ln x`.
  @inlinable @inline(__always)
  static func of(_ x: Double) -> Double {
    guard x >= .leastNormalMagnitude && x < .infinity else { return Foundation.log(x) }
    let high = Int64(bitPattern: x.bitPattern >> 32)
    let fraction = high & 0x000F_FFFF
    // Whether the mantissa is at least √2 (then m is halved and k raised by one).
    let carry = (fraction + 0x9_5F64) & 0x10_0000
    let exponent = Double((high >> 20) - 1023 + (carry >> 20))
    let mantissaHigh = UInt64(bitPattern: (fraction | (carry ^ 0x3FF0_0000)) << 32)
    let m = Double(bitPattern: mantissaHigh | (x.bitPattern & 0xFFFF_FFFF))
    let f = m - 1
    let s = f / (2 + f)
    let z = s * s
    let w = z * z
    let odd =
      w
      * (3.999_999_999_940_941_908e-01 + w
        * (2.222_219_843_214_978_396e-01 + w * 1.531_383_769_920_937_332e-01))
    let even =
      z
      * (6.666_666_666_666_735_130e-01
        + w
        * (2.857_142_874_366_239_149e-01 + w
          * (1.818_357_216_161_805_012e-01 + w * 1.479_819_860_511_658_591e-01)))
    let r = even + odd
    let halfSquare = 0.5 * f * f
    return exponent * 6.931_471_803_691_238_164_90e-01
      - ((halfSquare - (s * (halfSquare + r) + exponent * 1.908_214_929_270_587_700_02e-10)) - f)
  }
}

import Foundation

/// `e^x` for the springs' hot paths (a sample's decay, each Newton step of a fitted spring): libm's
/// `exp` costs about 100 instructions through its wrapper; this costs about 35.
///
/// fdlibm's method: `x = k·ln 2 + r` with `|r| ≤ ln 2 / 2` (ln 2 in two pieces, the first with
/// trailing zeros so `k·ln2hi` is exact), its rational approximation of `e^r` (error below one unit
/// in the last place), and `2^k` built from its bits. Outside `(−700, 700)` (where `2^k` would leave
/// the normal range), and for NaN, libm answers.
@usableFromInline
enum Exponential {
  /// `e^x`.
  @inlinable @inline(__always)
  static func of(_ x: Double) -> Double {
    guard x > -700 && x < 700 else { return Foundation.exp(x) }
    // k = round(x / ln 2): the magic constant rounds to an integer held in the low mantissa bits.
    let shifted = x * 1.442_695_040_888_963_387 + 0x1.8p52
    let k = shifted - 0x1.8p52
    let exponent = Int64(bitPattern: shifted.bitPattern & 0xF_FFFF_FFFF_FFFF) - (1 << 51)
    let r = (x - k * 6.931_471_803_691_238_164_90e-01) - k * 1.908_214_929_270_587_700_02e-10
    let z = r * r
    let c =
      r - z
      * (1.666_666_666_666_660_190_37e-01
        + z
        * (-2.777_777_777_701_559_338_42e-03
          + z
          * (6.613_756_321_437_934_361_17e-05
            + z * (-1.653_390_220_546_525_153_90e-06 + z * 4.138_136_797_057_238_460_39e-08))))
    let mantissa = 1 - ((r * c) / (c - 2) - r)
    return mantissa * Double(bitPattern: UInt64(bitPattern: exponent + 1023) << 52)
  }
}

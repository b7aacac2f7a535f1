import Foundation

/// Sine and cosine of one angle from one range reduction: what an under-damped spring needs at every
/// sample. Two separate libm calls reduce the angle twice and cost about 160 instructions; this
/// costs about a third of that.
///
/// The angle is reduced by `π/2` in three 33-bit pieces (Cody–Waite, as fdlibm does), exact for
/// `|x| < 2^20·π/2`; fdlibm's minimax polynomials on `[−π/4, π/4]` then give both values to about
/// one unit in the last place. Larger angles (a spring sampled after minutes of ringing) and
/// non-finite ones go to libm.
@usableFromInline
enum SineCosine {
  /// `(sin x, cos x)`.
  @inlinable @inline(__always)
  static func of(_ x: Double) -> (sin: Double, cos: Double) {
    guard abs(x) < 1.6e6 else { return (Foundation.sin(x), Foundation.cos(x)) }
    // k = round(x·2/π) without a conversion check: the magic constant rounds to an integer in the
    // low bits of the sum.
    let shifted = x * 0x1.45f306dc9c883p-1 + 0x1.8p52
    let k = shifted - 0x1.8p52
    let quadrant = Int(truncatingIfNeeded: shifted.bitPattern)
    let r =
      ((x - k * 1.570_796_326_734_125_614_17) - k * 6.077_100_506_303_965_976_60e-11)
      - k * 2.022_266_248_711_166_455_80e-21
    let z = r * r
    let sine =
      r + r * z
      * (-1.666_666_666_666_663_243_48e-01
        + z
        * (8.333_333_333_322_489_461_24e-03
          + z
          * (-1.984_126_982_985_794_931_34e-04
            + z
            * (2.755_731_370_707_006_767_89e-06
              + z * (-2.505_076_025_340_686_341_95e-08 + z * 1.589_690_995_211_550_102_21e-10)))))
    let cosine =
      1 - 0.5 * z + z * z
      * (4.166_666_666_666_660_190_37e-02
        + z
        * (-1.388_888_888_887_410_957_49e-03
          + z
          * (2.480_158_728_947_672_941_78e-05
            + z
            * (-2.755_731_435_139_066_330_35e-07
              + z * (2.087_572_321_298_174_827_90e-09 + z * -1.135_964_755_778_819_482_65e-11)))))
    // Quadrant n: (sin, cos) = (s, c), (c, −s), (−s, −c), (−c, s).
    let odd = quadrant & 1 != 0
    let first = odd ? cosine : sine
    let second = odd ? -sine : cosine
    return quadrant & 2 != 0 ? (-first, -second) : (first, second)
  }
}

import Foundation
import Testing

@testable import Interruptible

/// The under-damped spring's combined sine and cosine against libm's separate calls.
@Suite("Springs: one range reduction for sine and cosine")
struct SineCosineTests {
  static func check(_ x: Double) -> Double {
    let (sine, cosine) = SineCosine.of(x)
    return max(abs(sine - sin(x)), abs(cosine - cos(x)))
  }

  @Test("SP01 sine and cosine equal libm's to 4e-16 on [−1e4, 1e4], near every quadrant edge and up to 1.6e6")
  func matchesLibm() {
    var worst = 0.0
    for index in -200_000...200_000 { worst = max(worst, Self.check(Double(index) * 0.050_01)) }
    for quadrant in -2_000...2_000 {
      let edge = Double(quadrant) * Double.pi / 2
      for x in [edge, edge.nextUp, edge.nextDown, edge + 1e-9, edge - 1e-9] {
        worst = max(worst, Self.check(x))
      }
    }
    for x in [1e5, 7.77e5, 1.2e6, 1_599_999.9, -1_599_999.9] { worst = max(worst, Self.check(x)) }
    #expect(worst <= 4e-16, "worst \(worst)")
  }

  @Test("SP01 large and non-finite angles give libm's values (NaN stays NaN)")
  func largeAngles() {
    for x in [1.6e6, 1e9, -3e12, 1e300] {
      #expect(SineCosine.of(x) == (sin(x), cos(x)))
    }
    let notANumber = SineCosine.of(.nan)
    #expect(notANumber.sin.isNaN && notANumber.cos.isNaN)
    #expect(SineCosine.of(.infinity).sin.isNaN)
  }
}

/// The springs' exponential against libm's.
@Suite("Springs: the exponential of a sample and of a fit step")
struct ExponentialTests {
  @Test("SP01 e^x equals libm's to 2 units in the last place on (−700, 700), and is libm's outside")
  func matchesLibm() {
    var worst = 0.0
    for index in -700_000...700_000 {
      let x = Double(index) / 1_000.5
      let exact = exp(x)
      worst = max(worst, abs(Exponential.of(x) - exact) / exact.ulp)
    }
    #expect(worst <= 2, "worst \(worst) ulp")
    for x in [-700.0, 700, -1e4, 1e4, -.infinity, .infinity] { #expect(Exponential.of(x) == exp(x)) }
    #expect(Exponential.of(.nan).isNaN)
    #expect(Exponential.of(0) == 1)
  }
}

/// The fit's logarithm against libm's.
@Suite("Springs: the logarithm of a fit step")
struct LogarithmTests {
  @Test("SP07 ln x equals libm's to 1 unit in the last place of its result from 1e-300 to 1e300")
  func matchesLibm() {
    var worst = 0.0
    var x = 1e-300
    while x < 1e300 {
      let exact = log(x)
      if exact != 0 { worst = max(worst, abs(Logarithm.of(x) - exact) / exact.ulp) }
      x *= 1.000_7
    }
    for index in 1...200_000 {
      let near = 0.5 + Double(index) / 100_000
      let exact = log(near)
      if exact != 0 { worst = max(worst, abs(Logarithm.of(near) - exact) / exact.ulp) }
    }
    #expect(worst <= 1, "worst \(worst) ulp")
    #expect(Logarithm.of(1) == 0)
    let subnormal = Double.leastNonzeroMagnitude * 1_000
    for x in [0.0, .infinity, subnormal] { #expect(Logarithm.of(x) == log(x)) }
    #expect(Logarithm.of(-1).isNaN)
    #expect(Logarithm.of(.nan).isNaN)
  }
}

import Foundation
import Testing

@testable import Interruptible

/// The cubic's fast paths against the general ones: the linear shortcut, curves with a flat end, the
/// one-step acceptance, and degenerate curves near their stationary points.
@Suite("Cubic timing curves: fast paths equal the general solve")
struct CubicFastPathTests {
  /// Progress through the slow, general path: double-double bisection, then `Y(s)`.
  static func general(_ curve: CubicBezierCurve, _ x: Double) -> Double {
    curve.sampleY(curve.bisectParameter(forX: x))
  }

  /// An even grid plus points crowding toward both ends (10^-0.05 … 10^-15 from each end).
  static let inputs: [Double] = {
    let grid = (0..<2_001).map { (Double($0) + 0.5) / 2_001 }
    let ends = (1...300).flatMap { step -> [Double] in
      let gap = pow(10, -Double(step) / 20)
      return [gap, 1 - gap]
    }
    return grid + ends + [Double.leastNonzeroMagnitude, (0.5 as Double).nextUp, (1.0 as Double).nextDown]
  }()

  @Test(
    "TC04 linear control points take the exact shortcut: progress is x, slope 1, inverse the identity",
    arguments: [(0.0, 1.0), (0.3, 0.7), (0.5, 0.5), (1.0, 0.0)])
  func linearShortcut(points: (Double, Double)) {
    let curve = CubicBezierCurve(x1: points.0, y1: points.0, x2: points.1, y2: points.1)
    #expect(curve.isLinear)
    for x in Self.inputs {
      #expect(curve.progress(at: x) == x)
      #expect(abs(Self.general(curve, x) - x) <= 1e-12)
      #expect(curve.progressAndSlope(at: x) == (x, 1))
      #expect(curve.timeFraction(forProgress: x) == x)
    }
    // Outside [0, 1] the linear extension of a straight line is the line itself (TC05).
    #expect(curve.progress(at: -0.5) == -0.5)
    #expect(curve.progress(at: 2.5) == 2.5)
    #expect(curve.progress(at: .nan) == 0)
    #expect(curve.slope(at: 0.25) == 1)
  }

  @Test("TC04 curves with a flat end match the general solve to 2e-11, next to the flat end too")
  func flatEndedCurves() {
    let flat = [
      CurveCase.easeIn, CurveCase.easeOut, CurveCase(name: "near-flat", x1: 0.05, y1: 0.7, x2: 0.98, y2: 0.2),
    ]
    for curveCase in flat {
      let curve = curveCase.curve
      #expect(!curve.isLinear)
      var worst = 0.0
      for x in Self.inputs { worst = max(worst, abs(curve.progress(at: x) - Self.general(curve, x))) }
      // Measured: 4.2e-12 (ease-in, ease-out), 1.2e-11 (near-flat).
      #expect(worst <= 2e-11, "\(curveCase.name): \(worst)")
    }
  }

  @Test(
    "TC04 one Halley step from the table is accepted for every x of the CSS curves but next to a flat end")
  func oneStepEverywhere() {
    for curveCase in CurveCase.named {
      let curve = curveCase.curve
      let flatEnd = abs(curve.derivativeX(0)) < 1e-9 || abs(curve.derivativeX(1)) < 1e-9
      var refined = 0
      for index in 0..<10_000 {
        let x = (Double(index) + 0.5) / 10_000
        let (_, step, limit) = ParameterTableTests.firstStep(curve, x)
        if !(abs(step) <= limit) { refined += 1 }
      }
      // Next to a flat end (its nearest of the 16 intervals and part of the next, 9 % of x;
      // measured 931 of 10 000 for ease-in and ease-out) no step is certain: there each step is
      // checked at its own slope.
      #expect(refined <= (flatEnd ? 950 : 0), "\(curveCase.name): \(refined) of 10 000 refined")
    }
  }

  @Test("TC04 random curves (seed 27) match the general solve to 5e-11 on both paths")
  func randomCurves() {
    var state: UInt64 = 27
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    print("random curves: seed 27")
    var worst = 0.0
    for _ in 0..<200 {
      let curve = CubicBezierCurve(x1: next(), y1: next() * 2 - 0.5, x2: next(), y2: next() * 2 - 0.5)
      for x in Self.inputs.prefix(2_001) + Self.inputs.suffix(40) {
        worst = max(worst, abs(curve.progress(at: x) - Self.general(curve, x)))
      }
    }
    // Measured: 2.0e-11 (a parameter within 1e-11, times |dy/ds| up to about 3).
    #expect(worst <= 5e-11, "worst \(worst)")
  }

  @Test(
    "TC04 degenerate curves stay within 1e-6 of the general solve, next to their stationary points too",
    arguments: [
      (1.0, 0.0, 1.0, 1.0), (0.0, 0.0, 0.0, 1.0), (1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 1.0, 0.0),
      (1.0, 1.0, 0.0, 0.0), (0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0), (1.0, -0.5, 0.0, 1.5),
    ])
  func degenerateCurves(points: (Double, Double, Double, Double)) {
    let curve = CubicBezierCurve(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
    var worst = 0.0
    for x in Self.inputs { worst = max(worst, abs(curve.progress(at: x) - Self.general(curve, x))) }
    #expect(worst <= 1e-6, "worst \(worst)")
  }

  @Test("TC04 the table is rebuilt equal for equal control points (equality and hashing stay by value)")
  func equalCurvesAreEqual() {
    let first = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    let second = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != CubicBezierCurve.easeOut)
  }
}

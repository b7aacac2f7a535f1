import Foundation
import Testing

@testable import InterruptibleCore

/// The cubic's solve against an independent reference (``ModelReference/cubic(_:_:_:_:at:)``,
/// bisection in double-double arithmetic): the linear shortcut, curves with a flat end, random
/// curves, and degenerate curves near their stationary points.
@Suite("Cubic timing curves: progress against an exact reference")
struct CubicAccuracyTests {
  static func exact(_ curve: CubicBezierCurve, _ x: Double) -> Double {
    ModelReference.cubic(curve.x1, curve.y1, curve.x2, curve.y2, at: x)
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

  static func worstError(_ curve: CubicBezierCurve, _ inputs: [Double] = inputs) -> Double {
    inputs.reduce(0) { max($0, abs(curve.progress(at: $1) - exact(curve, $1))) }
  }

  @Test(
    "TC04 linear control points take the exact shortcut: progress is x, slope 1, inverse the identity",
    arguments: [(0.0, 1.0), (0.3, 0.7), (0.5, 0.5), (1.0, 0.0)])
  func linearShortcut(points: (Double, Double)) {
    let curve = CubicBezierCurve(x1: points.0, y1: points.0, x2: points.1, y2: points.1)
    #expect(curve.isLinear)
    for x in Self.inputs {
      #expect(curve.progress(at: x) == x)
      #expect(abs(Self.exact(curve, x) - x) <= 1e-12)
      #expect(curve.progressAndSlope(at: x) == (x, 1))
      #expect(curve.timeFraction(forProgress: x) == x)
    }
    // Outside [0, 1] the linear extension of a straight line is the line itself (TC05).
    #expect(curve.progress(at: -0.5) == -0.5)
    #expect(curve.progress(at: 2.5) == 2.5)
    #expect(curve.progress(at: .nan) == 0)
    #expect(curve.slope(at: 0.25) == 1)
  }

  @Test("TC04 curves with a flat end are within 1e-9 of the exact progress, next to the flat end too")
  func flatEndedCurves() {
    let flat = [
      CurveCase.easeIn, CurveCase.easeOut, CurveCase(name: "near-flat", x1: 0.05, y1: 0.7, x2: 0.98, y2: 0.2),
    ]
    for curveCase in flat {
      let worst = Self.worstError(curveCase.curve)
      #expect(worst <= 1e-9, "\(curveCase.name): \(worst)")
    }
  }

  @Test("TC04 the named curves are within 1e-9 of the exact progress", arguments: CurveCase.named)
  func namedCurves(_ item: CurveCase) {
    let worst = Self.worstError(item.curve)
    #expect(worst <= 1e-9, "\(item.name): \(worst)")
  }

  @Test("TC04 random curves (seed 27) are within 1e-9 of the exact progress")
  func randomCurves() {
    var state: UInt64 = 27
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    print("random curves: seed 27")
    var worst = 0.0
    let inputs = Array(Self.inputs.prefix(2_001) + Self.inputs.suffix(40))
    for _ in 0..<200 {
      let curve = CubicBezierCurve(x1: next(), y1: next() * 2 - 0.5, x2: next(), y2: next() * 2 - 0.5)
      worst = max(worst, Self.worstError(curve, inputs))
    }
    #expect(worst <= 1e-9, "worst \(worst)")
  }

  @Test(
    "TC04 degenerate curves stay within 1e-6 of the exact progress, next to their stationary points too",
    arguments: [
      (1.0, 0.0, 1.0, 1.0), (0.0, 0.0, 0.0, 1.0), (1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 1.0, 0.0),
      (1.0, 1.0, 0.0, 0.0), (0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0), (1.0, -0.5, 0.0, 1.5),
    ])
  func degenerateCurves(points: (Double, Double, Double, Double)) {
    let curve = CubicBezierCurve(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
    let worst = Self.worstError(curve)
    #expect(worst <= 1e-6, "worst \(worst)")
  }

  @Test("TC06 a nearly flat control point keeps its tangent: (1e-12, 1e-12, 0, 0.8) starts at slope 1")
  func nearlyFlatControlPointKeepsItsSlope() {
    let curve = CubicBezierCurve(x1: 1e-12, y1: 1e-12, x2: 0, y2: 0.8)
    #expect(abs(curve.slope(at: 0) - 1) <= 1e-12)
    #expect(abs(curve.progressAndSlope(at: 0).slope - 1) <= 1e-12)
    #expect(abs(curve.progressAndSlope(at: -1).slope - 1) <= 1e-12)
  }

  @Test("TC04 equal control points make equal curves (equality and hashing stay by value)")
  func equalCurvesAreEqual() {
    let first = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    let second = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != CubicBezierCurve.easeOut)
  }
}

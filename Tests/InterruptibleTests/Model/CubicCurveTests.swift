import Foundation
import Testing

@testable import InterruptibleCore

/// A named control-point set for parameterised curve tests.
struct CurveCase: Sendable, CustomTestStringConvertible {
  let name: String
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  var curve: CubicBezierCurve { CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2) }
  var testDescription: String { "\(name) (\(x1), \(y1), \(x2), \(y2))" }

  static let easeIn = CurveCase(name: "easeIn", x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = CurveCase(name: "easeOut", x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let easeInOut = CurveCase(name: "easeInOut", x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  static let caDefault = CurveCase(name: "CA default", x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  static let named = [easeIn, easeOut, easeInOut, caDefault]
  static let all =
    named + [
      CurveCase(name: "linear", x1: 0, y1: 0, x2: 1, y2: 1),
      CurveCase(name: "overshoot", x1: 0.2, y1: 0.9, x2: 0.3, y2: 1.4),
      CurveCase(name: "flat ends", x1: 1, y1: 0, x2: 0, y2: 1),
      CurveCase(name: "vertical ends", x1: 0, y1: 1, x2: 1, y2: 0),
      CurveCase(name: "anticipate", x1: 0.6, y1: -0.28, x2: 0.735, y2: 0.045),
      CurveCase(name: "steep", x1: 0.95, y1: 0.05, x2: 0.05, y2: 0.95),
    ]
}

/// One row of the spec's TC test-vector table.
struct VectorRow: Sendable {
  let x: Double
  let values: [Double]  // easeIn, easeOut, easeInOut, CA default
}

@Suite("Cubic timing curves (TC)")
struct CubicCurveTests {
  @Test("TC01 named UIKit curves use the CA control points; UIView's default is easeInOut")
  func namedCurves() {
    let expected: [(CubicBezierCurve, [Double])] = [
      (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
      (.easeInOut, [0.42, 0, 0.58, 1]),
    ]
    for (curve, points) in expected {
      #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
    }
    #expect(TimingParameters.easeInOut == .cubic(.easeInOut))
    let animator = AnimatorModel(duration: 1, clock: ManualClock())
    #expect(animator.timingParameters == .cubic(.easeInOut))
  }

  @Test("TC02 UICubicTimingParameters() is the CA default curve (0.25, 0.1, 0.25, 1)")
  func systemDefault() {
    let curve = CubicBezierCurve.systemDefault
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == [0.25, 0.1, 0.25, 1])
    #expect(curve != .easeInOut)
  }

  @Test("TC03 the curve maps X(s) to Y(s) with fixed end points", arguments: CurveCase.all)
  func parametricForm(_ item: CurveCase) {
    let curve = item.curve
    expectClose(curve.progress(at: 0), 0, 0)
    expectClose(curve.progress(at: 1), 1, 0)
    for step in 1..<100 {
      let s = Double(step) / 100
      let x = ModelReference.bernstein(item.x1, item.x2, s)
      // Where the time component is flat the parameter is ill-determined; skip those points.
      guard x > 1e-9, x < 1 - 1e-9 else { continue }
      expectClose(curve.progress(at: x), ModelReference.bernstein(item.y1, item.y2, s), 1e-6, "s=\(s)")
    }
  }

  @Test("TC04 |y − y_exact| ≤ 1e-6 on a 10 001-point grid", arguments: CurveCase.all)
  func denseAccuracy(_ item: CurveCase) {
    let curve = item.curve
    var worst = 0.0
    for index in 0...10_000 {
      let x = Double(index) / 10_000
      let exact = ModelReference.cubic(item.x1, item.y1, item.x2, item.y2, at: x)
      worst = max(worst, abs(curve.progress(at: x) - exact))
      worst = max(worst, abs(curve.progressAndSlope(at: x).progress - exact))
    }
    #expect(worst <= 1e-6, "worst error \(worst)")
  }

  @Test("TC04 accuracy does not depend on the animator's duration")
  func accuracyIndependentOfDuration() {
    for duration in [0.01, 1, 100] {
      let (clock, animator) = makeAnimator(duration: duration, timing: .cubic(.easeInOut))
      animator.startAnimation()
      for _ in 0..<97 {
        clock.advance(by: duration / 100)
        let u = animator.fractionComplete
        expectClose(animator.progress, ModelReference.cubic(0.42, 0, 0.58, 1, at: u), 1e-6)
      }
    }
  }

  @Test("TC05 outside [0, 1] the curve extends linearly with the end-point tangent")
  func extrapolation() {
    // WebKit's gradients: start y1/x1 (x1 > 0) else y2/x2; end (y2 − 1)/(x2 − 1) (x2 < 1) else
    // (y1 − 1)/(x1 − 1).
    let cases: [(CubicBezierCurve, Double, Double)] = [
      (.easeIn, 0, (0 - 1) / (0.42 - 1)),
      (.easeOut, 1 / 0.58, 0),
      (.easeInOut, 0, 0),
      (.systemDefault, 0.1 / 0.25, 0),
      (CubicBezierCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1.4), 0.9 / 0.2, (1.4 - 1) / (0.3 - 1)),
      (.linear, 1, 1),
      // Vertical end tangents: WebKit uses gradient 0.
      (CubicBezierCurve(x1: 0, y1: 1, x2: 1, y2: 0), 0, 0),
      (CubicBezierCurve(x1: 1, y1: 0, x2: 0, y2: 1), 0, 0),
    ]
    for (curve, start, end) in cases {
      expectClose(curve.progress(at: -0.5), -0.5 * start, 1e-9, "start \(curve)")
      expectClose(curve.progress(at: 1.25), 1 + 0.25 * end, 1e-9, "end \(curve)")
    }
    #expect(CubicBezierCurve.easeInOut.progress(at: .nan) == 0)  // BadInput.md: NaN reads 0
  }

  @Test("TC06 a vertical tangent reports a huge finite slope with the right sign")
  func verticalTangent() {
    let curve = CubicBezierCurve(x1: 0, y1: 1, x2: 1, y2: 0)
    #expect(curve.slope(at: 0) == CubicBezierCurve.verticalSlope)
    #expect(curve.slope(at: 1) == CubicBezierCurve.verticalSlope)
    let inflection = CubicBezierCurve(x1: 1, y1: 0, x2: 0, y2: 1)
    #expect(inflection.slope(at: 0.5) == CubicBezierCurve.verticalSlope)
    let falling = CubicBezierCurve(x1: 0, y1: -1, x2: 1, y2: 1)
    #expect(falling.slope(at: 0) == -CubicBezierCurve.verticalSlope)
    expectClose(inflection.progress(at: 0.5), 0.5, 1e-9)
  }

  @Test("TC05 the animator clamps x: progress never leaves the curve's end values")
  func animatorClamps() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeOut))
    animator.startAnimation()
    clock.advance(by: 0.999_999)
    #expect(animator.progress <= 1)
    clock.advance(by: 5)
    #expect(animator.progress == 1)
  }

  @Test("TC06 cubic run velocity is dir · Y'(s)/X'(s) / D_seg", arguments: [1.0, -1.0])
  func runVelocity(_ direction: Double) {
    let duration = 0.8
    let (clock, animator) = makeAnimator(duration: duration, timing: .cubic(.systemDefault))
    if direction < 0 {
      animator.pauseAnimation()
      animator.isReversed = true
    }
    animator.startAnimation()
    for _ in 0..<7 {
      clock.advance(by: 0.1)
      let u = direction > 0 ? Double(animator.fractionComplete) : 1 - Double(animator.fractionComplete)
      let slope = ModelReference.cubicSlope(0.25, 0.1, 0.25, 1, at: u)
      expectClose(animator.velocity, direction * slope / duration, 1e-5, "u=\(u)")
    }
  }

  static let vectors = [
    VectorRow(x: 0.10, values: [0.017027, 0.160572, 0.019722, 0.094796]),
    VectorRow(x: 0.25, values: [0.093465, 0.378138, 0.129162, 0.408511]),
    VectorRow(x: 0.50, values: [0.315357, 0.684643, 0.500000, 0.802403]),
    VectorRow(x: 0.75, values: [0.621862, 0.906535, 0.870838, 0.960459]),
    VectorRow(x: 0.90, values: [0.839428, 0.982973, 0.980278, 0.994316]),
  ]

  @Test("TC test vectors: y = C(x) for the named curves", arguments: vectors)
  func testVectors(_ row: VectorRow) {
    for (item, expected) in zip(CurveCase.named, row.values) {
      // The table is rounded to 6 decimals: ±5e-7 plus the 1e-6 accuracy budget.
      expectClose(item.curve.progress(at: row.x), expected, 1.5e-6, item.name)
      expectClose(ModelReference.cubic(item.x1, item.y1, item.x2, item.y2, at: row.x), expected, 5e-7)
    }
  }

  @Test("TC test vectors: slope at 0.5 and C⁻¹(0.5)")
  func slopeAndInverse() {
    let slopes = [1.073979, 1.073979, 1.724138, 0.994142]
    let inverses = [0.657500, 0.342500, 0.500000, 0.293301]
    for (index, item) in CurveCase.named.enumerated() {
      expectClose(item.curve.slope(at: 0.5), slopes[index], 1.5e-6, item.name)
      expectClose(item.curve.progressAndSlope(at: 0.5).slope, slopes[index], 1.5e-6, item.name)
      expectClose(item.curve.timeFraction(forProgress: 0.5), inverses[index], 1.5e-6, item.name)
      let reference = ModelReference.cubicInverse(item.x1, item.y1, item.x2, item.y2, progress: 0.5)
      expectClose(reference, inverses[index], 5e-7, "reference \(item.name)")
    }
  }

  @Test("TC inverse C⁻¹(p) matches an independent bisection on a grid", arguments: CurveCase.named)
  func inverseGrid(_ item: CurveCase) {
    for index in 0...200 {
      let p = Double(index) / 200
      let expected = ModelReference.cubicInverse(item.x1, item.y1, item.x2, item.y2, progress: p)
      expectClose(item.curve.timeFraction(forProgress: p), expected, 1e-6, "p=\(p)")
    }
  }

  @Test("TC bad control points: non-finite → linear, x clamped to [0, 1]")
  func badControlPoints() {
    let nan = CubicBezierCurve(x1: .nan, y1: 0, x2: 1, y2: 1)
    #expect([nan.x1, nan.y1, nan.x2, nan.y2] == [0, 0, 1, 1])
    let infinite = CubicBezierCurve(x1: 0.3, y1: .infinity, x2: 1, y2: 1)
    #expect([infinite.x1, infinite.y1, infinite.x2, infinite.y2] == [0, 0, 1, 1])
    let wide = CubicBezierCurve(x1: -0.5, y1: 0.2, x2: 1.5, y2: 0.8)
    #expect(wide.x1 == 0 && wide.x2 == 1)
    for index in 0...100 {
      let x = Double(index) / 100
      expectClose(wide.progress(at: x), ModelReference.cubic(0, 0.2, 1, 0.8, at: x), 1e-6)
    }
    #expect(CubicBezierCurve.easeIn.timeFraction(forProgress: .nan) == 0)
  }
}

extension CubicCurveTests {
  @Test("CubicBezierCurve: progress at NaN is 0, at −∞ −1000; y control points clamped to ±100")
  func curve() {
    #expect(CubicBezierCurve.easeInOut.progress(at: .nan) == 0)
    #expect(CubicBezierCurve.linear.progress(at: -.infinity) == -1000)
    let huge = CubicBezierCurve(x1: 0.5, y1: .greatestFiniteMagnitude, x2: 0.5, y2: .greatestFiniteMagnitude)
    #expect(huge.y1 == 100 && huge.y2 == 100)
    for x in stride(from: -0.5, through: 1.5, by: 0.01) {
      #expect(huge.progress(at: x).isFinite && huge.slope(at: x).isFinite, "x \(x)")
    }
    // Accepted curves peak below 1 + (4/9)·100·2 ≈ 90: within the bound.
    #expect(abs(huge.progress(at: 0.5) - 75.125) < 1e-6)  // 3·¼·½·100 · 2 + ⅛
  }
}

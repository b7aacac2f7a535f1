import Testing

@testable import Interruptible

@Suite("Trajectory curve")
struct TrajectoryCurveTests {
  static let seed: UInt64 = 2_029

  /// The largest differences between a trajectory's curve and `curve` over 2 001 evenly spaced time
  /// fractions, the ends and the points just inside them included.
  static func worstDifference(_ curve: CubicBezierCurve) -> (progress: Double, slope: Double) {
    let points = TrajectoryCurve(curve)
    var worst = (progress: 0.0, slope: 0.0)
    let inputs = (0...2_000).map { Double($0) / 2_000 } + [1e-12, 1 - 1e-12, -0.5, 1.5, .nan]
    for x in inputs {
      let expected = curve.progressAndSlope(at: x)
      let solved = points.progressAndSlope(at: x)
      worst.progress = max(worst.progress, abs(solved.progress - expected.progress))
      // Slopes are compared relative to their size (a near-vertical tangent reads up to 1e12).
      let slopeScale = max(1, abs(expected.slope))
      worst.slope = max(worst.slope, abs(solved.slope - expected.slope) / slopeScale)
    }
    return worst
  }

  /// Progress agrees within 1e-9. The slope agrees within 1e-9 relative except next to a vertical
  /// tangent, where `X′` nearly vanishes and the two solvers' roots (each within the curve's
  /// parameter tolerance, 1e-11) move `Y′/X′` by about `(X″/X′)·2e-11` relative: 1.5e-8 at worst
  /// here.
  @Test("A trajectory's curve gives the curve's progress within 1e-9 and slope within 5e-8 relative")
  func matchesTheCurve() {
    var random = SplitMix64(seed: Self.seed)
    var curves: [CubicBezierCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .systemDefault]
    for _ in 0..<200 {
      curves.append(
        CubicBezierCurve(
          x1: random.unit(), y1: random.unit() * 3 - 1, x2: random.unit(), y2: random.unit() * 3 - 1))
    }
    var worst = (progress: 0.0, slope: 0.0)
    for curve in curves {
      let difference = Self.worstDifference(curve)
      worst = (max(worst.progress, difference.progress), max(worst.slope, difference.slope))
    }
    print("seed \(Self.seed): worst progress difference \(worst.progress), slope \(worst.slope)")
    #expect(worst.progress <= 1e-9)
    #expect(worst.slope <= 5e-8)
  }

  @Test("Degenerate curves (flat and vertical ends, coinciding control points) agree too")
  func degenerateCurves() {
    let curves = [
      CubicBezierCurve(x1: 1, y1: 0, x2: 1, y2: 1), CubicBezierCurve(x1: 0, y1: 1, x2: 0, y2: 1),
      CubicBezierCurve(x1: 1, y1: 0, x2: 0, y2: 1), CubicBezierCurve(x1: 0, y1: 0, x2: 0, y2: 0),
      CubicBezierCurve(x1: 1, y1: 1, x2: 1, y2: 1), CubicBezierCurve(x1: 0.5, y1: 0.5, x2: 0.5, y2: 0.5),
      CubicBezierCurve(x1: 1, y1: -0.5, x2: 0, y2: 1.5),
    ]
    for curve in curves {
      let difference = Self.worstDifference(curve)
      #expect(difference.progress <= 1e-9, "\(curve)")
      #expect(difference.slope <= 1e-8, "\(curve)")
    }
  }

  @Test("The timing of a cubic trajectory is the animator's curve")
  func timingIsTheCurve() {
    let curve = CubicBezierCurve(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.6)
    #expect(TrajectoryCurve(curve).curve == curve)
  }
}

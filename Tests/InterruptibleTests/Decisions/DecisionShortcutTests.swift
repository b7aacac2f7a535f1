import Foundation
import Testing

@testable import InterruptibleCore

/// The frame-only routing, the rectangle check and the release decision's inlined normalisation
/// are shortcuts taken for speed (Docs/Performance.md); they must answer exactly as the general
/// paths do.
@Suite("Decision shortcuts")
struct DecisionShortcutTests {
  static let values: [CGFloat] = [
    -1e308, -300, -0.5, 0, 0.25, 44, 299.999, 300, 1e308, .infinity, -.infinity, .nan,
  ]

  @Test("HT07 route(_:contentFrame:phase:) equals routing through a leaf node: 20 000 cases, seed 20")
  func frameEqualsLeaf() {
    var random = SplitMix64(seed: 20)
    print("seed 20")
    let router = TouchRouter(passThroughRegions: [CGRect(x: 0, y: 0, width: 390, height: 44)])
    let phases: [PresentationPhase] = [.idle, .presenting, .presented, .dismissing]
    func value() -> CGFloat {
      Bool.random(using: &random)
        ? Self.values.randomElement(using: &random)! : CGFloat(Double.random(in: -500...900, using: &random))
    }
    var contentRoutes = 0
    for _ in 0..<20_000 {
      let frame = CGRect(x: value(), y: value(), width: value(), height: value())
      let point = CGPoint(x: value(), y: value())
      let phase = phases.randomElement(using: &random)!
      let fast = router.route(point, contentFrame: frame, phase: phase)
      let general = router.route(point, content: HitTestNode(name: "content", frame: frame), phase: phase)
      #expect(fast == general, "\(point) in \(frame) while \(phase)")
      if fast == .content { contentRoutes += 1 }
    }
    #expect(contentRoutes > 100)  // the cases reach the content often enough to compare
  }

  @Test("Bad input: a rectangle is finite exactly when its origin, size and far edges are (432 cases)")
  func rectangleFiniteness() {
    for x in Self.values {
      for width in Self.values {
        for y: CGFloat in [0, .nan, .infinity] {
          let rect = CGRect(x: x, y: y, width: width, height: 10)
          // Both edges on each axis: the origin and origin + the stored (signed) size, which for a
          // negative size is the near edge (x − |w| may overflow where x + |w| does not).
          let expected =
            x.isFinite && y.isFinite && rect.width.isFinite && rect.height.isFinite
            && (x + rect.size.width).isFinite && (y + rect.size.height).isFinite
          #expect(TouchRouter.isFinite(rect) == expected, "\(rect)")
        }
      }
    }
  }

  @Test("VP02 the preset rates are UIKit's: normal 0.998, fast 0.99; a release at 800 pt/s coasts 399.2 pt")
  func presetRates() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    #expect(abs(DecelerationRate.normal.projectedDistance(velocity: 800) - 399.2) < 1e-9)
  }

  @Test(
    "SP09 the normalisation is velocity over the distance left, or 0 when either is unusable: 1 728 hostile cases"
  )
  func normalisationOfHostileValues() {
    let values: [Double] = [-.infinity, -1e300, -1e6, -800, -1e-300, 0, 1e-7, 0.4, 1, 1e6, 1e300, .nan]
    for velocity in values {
      for current in values {
        for target in values {
          let normalized = ReleaseDecision.normalizedVelocity(velocity, from: current, to: target)
          let quotient = velocity / (target - current)
          let expected = velocity.isFinite && (target - current).isFinite && quotient.isFinite ? quotient : 0
          #expect(normalized == expected, "\(velocity) \(current) \(target)")
          #expect(normalized.isFinite)
        }
      }
    }
  }

  @Test("A release velocity is clamped once, to ±20 000 pt/s, by the decision; NaN and ±∞ are 0")
  func oneClamp() {
    let values: [(Double, Double)] = [
      (35_000, 20_000), (-1e300, -20_000), (-800, -800), (19_999, 19_999), (.nan, 0), (-.infinity, 0),
    ]
    for (velocity, expected) in values {
      #expect(ReleaseDecision(fraction: 0.5, velocity: velocity, distance: 300).velocity == expected)
      #expect(ReleaseDecision.usableVelocity(velocity) == expected)
    }
    // The coast of the clamped velocity: 20 000 pt/s at 0.998 coasts 9 980 pt, not 499 000.
    #expect(abs(DecelerationRate.normal.projectedDistance(velocity: 1e6) - 9_980) < 1e-6)
  }
}

import Foundation
import Testing

@testable import Interruptible

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Hostile numeric inputs to the core (NaN, infinities, extremes), each with its documented answer (BadInput.md).
@Suite("Hostile inputs: NaN, infinite and extreme values get their documented answers")
struct IssueCasesTests {
  @Test("TouchRouter: NaN and infinite pass-through regions contain no point (no trap)")
  func touchRouterRegions() {
    let regions = [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: -CGFloat.infinity, y: -CGFloat.infinity, width: .infinity, height: .infinity),
    ]
    let router = TouchRouter(passThroughRegions: regions, outsideTouchBehavior: .ignore)
    let route = router.route(
      CGPoint(x: 5, y: 5), contentFrame: CGRect(x: 100, y: 100, width: 10, height: 10), phase: .presented)
    #expect(route == .ignore)
  }

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

  @Test("SpringMotion: a negative time reads the start; velocity 1e308 clamps to 1000 (and 998·ω0)")
  func springs() {
    let motion = SpringParameters(mass: 1, stiffness: 100, damping: 1).motion()
    #expect(motion.sample(at: -1e300) == motion.sample(at: 0))
    #expect(SpringTimingParameters(dampingRatio: 0.5, initialVelocity: 1e308).initialVelocity == 1000)
    let soft = SpringParameters(mass: 1, stiffness: 1e-6, damping: 0).motion(initialVelocity: 1e308)
    #expect(abs(soft.initialVelocity - 998e-3) < 1e-12)
    #expect((0...200).allSatisfy { abs(soft.progress(at: Double($0) * 50)) <= 1000 })
  }

  @Test("Settling durations are at most 3 600 s (a nearly undamped spring would take 4 096 s)")
  func settling() {
    let ringing = SpringParameters(mass: 1, stiffness: 1, damping: 0)
    let settling = ringing.settlingDuration()
    #expect(settling <= 3600 && settling > 3000)
  }

  @Test("ReleaseDecision with distance 5e-324 projects nothing; AnimatorModel duration 5e-324 is 0.2 s")
  func degenerate() {
    let decision = ReleaseDecision(fraction: 0.3, velocity: 2000, distance: .leastNonzeroMagnitude)
    #expect(decision.projectedFraction == 0.3 && decision.distance == 0)
    let clock = ManualClock()
    let animator = AnimatorModel(duration: .leastNonzeroMagnitude, timing: .linear, clock: clock)
    #expect(animator.duration == 0.2 && animator.errors.map(\.reason) == [.durationReplaced])
    animator.startAnimation()
    #expect(animator.velocity == 5)
  }
}

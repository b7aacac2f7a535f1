import Foundation
import Testing

@testable import InterruptibleCore

/// Expected values are hand-derived from the spec's formulas: with d = 0.998, `d/(1 − d)` = 499; with
/// d = 0.99 it is 99, so a release at `v` pt/s coasts `v · 0.499` or `v · 0.099` points.
@Suite("Release decision (VP)")
struct ReleaseDecisionTests {
  let tolerance = 1e-9

  @Test("VP-A case 1: +1200 pt/s, normal rate, projects to 748.8 pt (1.248) and finishes")
  func workedExampleFastFlickFinishes() {
    let decision = ReleaseDecision(fraction: 150.0 / 600, velocity: 1200, distance: 600)
    #expect(abs(decision.projectedDistance - 598.8) < tolerance)
    #expect(abs(decision.projectedFraction * 600 - 748.8) < tolerance)
    #expect(abs(decision.projectedFraction - 1.248) < tolerance)
    #expect(decision.outcome == .finish)
    #expect(abs(decision.handOffVelocity - 1200.0 / 450) < tolerance)
    #expect(abs(decision.handOffVelocity - 2.667) < 1e-3)
  }

  @Test("VP-A case 2: −300 pt/s projects to 0.3 pt (0.0005) and cancels with spring dx 2.0")
  func workedExampleBackwardFlickCancels() {
    let decision = ReleaseDecision(fraction: 0.25, velocity: -300, distance: 600)
    #expect(abs(decision.projectedDistance - -149.7) < tolerance)
    #expect(abs(decision.projectedFraction * 600 - 0.3) < tolerance)
    #expect(abs(decision.projectedFraction - 0.0005) < tolerance)
    #expect(decision.outcome == .cancel)
    #expect(abs(decision.handOffVelocity - 2.0) < tolerance)
  }

  @Test("VP-A case 3: +400 pt/s projects to 349.6 pt (0.583) and finishes")
  func workedExampleSlowFlickFinishes() {
    let decision = ReleaseDecision(fraction: 0.25, velocity: 400, distance: 600)
    #expect(abs(decision.projectedDistance - 199.6) < tolerance)
    #expect(abs(decision.projectedFraction * 600 - 349.6) < tolerance)
    #expect(abs(decision.projectedFraction - 0.583) < 1e-3)
    #expect(decision.outcome == .finish)
    #expect(abs(decision.handOffVelocity - 400.0 / 450) < tolerance)
  }

  @Test("VP-A case 4: fast rate, +1200 pt/s projects to 268.8 pt (0.448) and cancels")
  func workedExampleFastRateCancels() {
    let decision = ReleaseDecision(
      fraction: 0.25, velocity: 1200, distance: 600, decelerationRate: .fast)
    #expect(abs(decision.projectedDistance - 118.8) < tolerance)
    #expect(abs(decision.projectedFraction * 600 - 268.8) < tolerance)
    #expect(abs(decision.projectedFraction - 0.448) < tolerance)
    #expect(decision.outcome == .cancel)
    #expect(abs(decision.handOffVelocity - 1200.0 / -150) < tolerance)
  }

  @Test("VP01 projection is (v/1000)·d/(1−d) for several rates and signs")
  func projectionFormula() {
    let cases: [(rate: Double, velocity: Double, expected: Double)] = [
      (0.998, 1000, 499), (0.998, -2500, -1247.5), (0.99, 1000, 99), (0.9, -2000, -18),
      (0.5, 3000, 3), (0, 5000, 0), (0.998, 0, 0),
    ]
    for item in cases {
      let distance = DecelerationRate(rawValue: item.rate).projectedDistance(velocity: item.velocity)
      #expect(abs(distance - item.expected) < 1e-9, "rate \(item.rate) velocity \(item.velocity)")
    }
  }

  @Test("VP01 projected position is the position plus the coasting distance")
  func projectedPosition() {
    let decision = ReleaseDecision(
      fraction: 0.1, velocity: 1000, distance: 1000, decelerationRate: DecelerationRate(rawValue: 0.9))
    #expect(abs(decision.projectedFraction - (100 + 9) / 1000) < tolerance)
  }

  @Test("VP02 normal is 0.998 and fast is 0.99; default rate of a decision is normal")
  func namedRates() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    let decision = ReleaseDecision(fraction: 0, velocity: 1000, distance: 4990)
    #expect(abs(decision.projectedFraction - 0.1) < tolerance)
  }

  @Test("VP02 custom rates: bad values are clamped")
  func customRateClamping() {
    #expect(DecelerationRate(rawValue: 0.95).rawValue == 0.95)
    #expect(DecelerationRate(rawValue: .nan).rawValue == 0.998)
    #expect(DecelerationRate(rawValue: .infinity).rawValue == 0.998)
    #expect(DecelerationRate(rawValue: -.infinity).rawValue == 0.998)
    #expect(DecelerationRate(rawValue: -0.5).rawValue == 0)
    #expect(DecelerationRate(rawValue: 1).rawValue == DecelerationRate.maximumRawValue)
    #expect(DecelerationRate(rawValue: 7).rawValue == DecelerationRate.maximumRawValue)
    let coast = DecelerationRate(rawValue: 1).projectedDistance(velocity: 1000)
    #expect(abs(coast - 9999) < 1e-6)
    #expect(coast.isFinite)
  }

  @Test("VP03 a slow release below 0.5 finishes when its projection passes the threshold")
  func projectionNotRawFraction() {
    // Raw 0.4 < 0.5, projected 0.4 + 149.7/600 = 0.6495.
    let forward = ReleaseDecision(fraction: 0.4, velocity: 300, distance: 600)
    #expect(abs(forward.projectedFraction - 0.6495) < tolerance)
    #expect(forward.outcome == .finish)
    // Raw 0.6 > 0.5, projected 0.6 − 0.2495 = 0.3505.
    let backward = ReleaseDecision(fraction: 0.6, velocity: -300, distance: 600)
    #expect(abs(backward.projectedFraction - 0.3505) < tolerance)
    #expect(backward.outcome == .cancel)
  }

  @Test("VP03 the threshold is configurable and applies to the projected fraction")
  func configurableThreshold() {
    #expect(ReleaseDecision(fraction: 0.6, velocity: 0, distance: 600, threshold: 0.7).outcome == .cancel)
    #expect(ReleaseDecision(fraction: 0.35, velocity: 0, distance: 600, threshold: 0.3).outcome == .finish)
    // 0.2 + 0.499·200/1000 = 0.2998 < 0.3 → cancel; at 201 pt/s 0.300299 → finish.
    #expect(ReleaseDecision(fraction: 0.2, velocity: 200, distance: 1000, threshold: 0.3).outcome == .cancel)
    #expect(ReleaseDecision(fraction: 0.2, velocity: 201, distance: 1000, threshold: 0.3).outcome == .finish)
  }

  @Test("VP03 finish iff projected ≥ threshold: exactly at the threshold finishes")
  func thresholdBoundary() {
    #expect(ReleaseDecision(fraction: 0.5, velocity: 0, distance: 600).outcome == .finish)
    #expect(ReleaseDecision(fraction: 0.5.nextDown, velocity: 0, distance: 600).outcome == .cancel)
    #expect(ReleaseDecision.defaultThreshold == 0.5)
  }

  @Test("VP04 positive velocity is toward finish; strong opposite flicks override position")
  func signConvention() {
    // From 0.8, −1000 pt/s: 0.8 − 499/600 = −0.031667 → cancel.
    let cancel = ReleaseDecision(fraction: 0.8, velocity: -1000, distance: 600)
    #expect(abs(cancel.projectedFraction - (0.8 - 499.0 / 600)) < tolerance)
    #expect(cancel.outcome == .cancel)
    // From 0.1, +800 pt/s: 0.1 + 399.2/600 = 0.765333 → finish.
    let finish = ReleaseDecision(fraction: 0.1, velocity: 800, distance: 600)
    #expect(abs(finish.projectedFraction - (0.1 + 399.2 / 600)) < tolerance)
    #expect(finish.outcome == .finish)
  }

  @Test("VP04 a 2-D pan velocity is taken along the finish direction")
  func directionalVelocity() {
    let up = ReleaseDecision(
      fraction: 0.25, velocity: CGPoint(x: 500, y: -1200), direction: .up, distance: 600)
    #expect(abs(up.velocity - 1200) < tolerance)
    #expect(up.outcome == .finish)
    let down = ReleaseDecision(
      fraction: 0.25, velocity: CGPoint(x: 500, y: -1200), direction: .down, distance: 600)
    #expect(abs(down.velocity - -1200) < tolerance)
    #expect(down.outcome == .cancel)
    let left = ReleaseDecision(
      fraction: 0.25, velocity: CGPoint(x: -400, y: 9000), direction: .left, distance: 600)
    #expect(abs(left.velocity - 400) < tolerance)
    #expect(left.outcome == .finish)
  }

  @Test("VP05 the spring velocity reproduces the finger's speed in points at the hand-off")
  func springHandOffIsContinuous() {
    let spring = SpringParameters(mass: 1, stiffness: 300, damping: 30)
    let cases: [(fraction: Double, velocity: Double)] = [(0.25, 1200), (0.25, -300), (0.7, -50), (0.9, 900)]
    for item in cases {
      let decision = ReleaseDecision(fraction: item.fraction, velocity: item.velocity, distance: 600)
      let remaining = decision.targetFraction * 600 - item.fraction * 600
      let progressVelocity = spring.motion(initialVelocity: decision.handOffVelocity).velocity(at: 0)
      #expect(abs(progressVelocity * remaining - item.velocity) < 1e-9, "case \(item)")
    }
  }

  @Test("VP05 the hand-off spring keeps the configured spring and takes the normalised velocity")
  func completionSpring() {
    let decision = ReleaseDecision(fraction: 0.25, velocity: 1200, distance: 600)
    let spring = SpringTimingParameters(dampingRatio: 0.9).withInitialVelocity(decision.handOffVelocity)
    #expect(spring.description == .dampingRatio(0.9))
    #expect(abs(spring.initialVelocity - 1200.0 / 450) < tolerance)
  }

  @Test("SP09 normalised velocity is v/(target − current) and 0 for zero distance")
  func normalizedVelocity() {
    #expect(abs(ReleaseDecision.normalizedVelocity(1200, from: 150, to: 600) - 1200.0 / 450) < tolerance)
    #expect(abs(ReleaseDecision.normalizedVelocity(-300, from: 150, to: 0) - 2) < tolerance)
    #expect(ReleaseDecision.normalizedVelocity(500, from: 1, to: 1) == 0)
    #expect(ReleaseDecision.normalizedVelocity(.nan, from: 0, to: 1) == 0)
    #expect(ReleaseDecision.normalizedVelocity(1, from: .infinity, to: 1) == 0)
    #expect(ReleaseDecision.normalizedVelocity(1e308, from: 0, to: 1e-308) == 0)
  }

  @Test("SP09 a release exactly at its endpoint gets initial velocity 0")
  func releaseAtEndpoint() {
    let finished = ReleaseDecision(fraction: 1, velocity: 800, distance: 600)
    #expect(finished.outcome == .finish)
    #expect(finished.handOffVelocity == 0)
    let atStart = ReleaseDecision(fraction: 0, velocity: -800, distance: 600)
    #expect(atStart.outcome == .cancel)
    #expect(atStart.handOffVelocity == 0)
  }

  @Test("Bad velocity: NaN and ±infinity count as 0 and decide by position")
  func badVelocity() {
    for velocity in [Double.nan, .infinity, -.infinity] {
      let high = ReleaseDecision(fraction: 0.7, velocity: velocity, distance: 600)
      #expect(high.velocity == 0)
      #expect(high.projectedFraction == 0.7)
      #expect(high.outcome == .finish)
      #expect(high.handOffVelocity == 0)
      #expect(ReleaseDecision(fraction: 0.3, velocity: velocity, distance: 600).outcome == .cancel)
    }
  }

  @Test("Bad distance: NaN, ±infinity, 0 or negative disables projection and spring velocity")
  func badDistance() {
    for distance in [Double.nan, .infinity, -.infinity, 0, -600] {
      let decision = ReleaseDecision(fraction: 0.3, velocity: 5000, distance: distance)
      #expect(decision.distance == 0)
      #expect(decision.projectedDistance == 0)
      #expect(decision.projectedFraction == 0.3)
      #expect(decision.outcome == .cancel)
      #expect(decision.handOffVelocity == 0)
    }
  }

  @Test("Bad fraction and threshold are sanitised; overshoot is kept")
  func badFractionAndThreshold() {
    #expect(ReleaseDecision(fraction: .nan, velocity: 0, distance: 600).fraction == 0)
    #expect(ReleaseDecision(fraction: .infinity, velocity: 0, distance: 600).fraction == 1)
    #expect(ReleaseDecision(fraction: -.infinity, velocity: 0, distance: 600).fraction == 0)
    // An overshooting spring at 1.05 released moving on: remaining distance is negative, so the
    // normalised velocity is negative (away from the target).
    let overshoot = ReleaseDecision(fraction: 1.05, velocity: 60, distance: 600)
    #expect(overshoot.fraction == 1.05)
    #expect(overshoot.outcome == .finish)
    #expect(abs(overshoot.handOffVelocity - 60.0 / -30) < 1e-9)
    #expect(ReleaseDecision(fraction: 0.5, velocity: 0, distance: 600, threshold: .nan).threshold == 0.5)
    #expect(ReleaseDecision(fraction: 0.5, velocity: 0, distance: 600, threshold: 3).threshold == 1)
    #expect(ReleaseDecision(fraction: 0.5, velocity: 0, distance: 600, threshold: -3).threshold == 0)
  }
}

extension ReleaseDecision {
  /// The hand-off spring's velocity after this decision, normalised as the interactor does it (SP09):
  /// the velocity in fractions per second over the fraction left to the chosen endpoint.
  fileprivate var handOffVelocity: Double {
    distance > 0 ? Self.normalizedVelocity(velocity / distance, from: fraction, to: targetFraction) : 0
  }
}

extension ReleaseDecisionTests {
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

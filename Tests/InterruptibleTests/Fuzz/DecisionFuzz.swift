import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``ReleaseDecision``, ``DecelerationRate``, ``TouchRouter`` (pass-through regions included),
/// ``HitTestNode`` and the in-flight frame: each call builds its value from fuzzed numbers and reads
/// every output.
final class DecisionFuzz: FuzzTarget {
  static let name = "ReleaseDecision and TouchRouter"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "release", ranges: [-0.5...1.5, -5000...5000, 1...1000, 0...1, 0.9...1]),
    FuzzCallKind(name: "normalized", ranges: [-5000...5000, -500...500, -500...500]),
    FuzzCallKind(
      name: "route", ranges: [-50...450, -50...850, 0...400, 0...800, 0...400, 0...800, 0...1],
      options: 4 * 3),
    FuzzCallKind(
      name: "inFlight", ranges: [0...400, 0...800, 0...400, 0...800, 0...1000, -0.5...1.5], options: 4),
  ]

  var failure: String?
  var checker = FuzzChecker()

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "release":
      let decision = ReleaseDecision(
        fraction: call[0], velocity: call[1], distance: call[2], threshold: call[3],
        decelerationRate: DecelerationRate(rawValue: call[4]))
      Self.check(decision, &checker)
      checker.finite(DecelerationRate(rawValue: call[4]).projectedDistance(velocity: call[1]), "projected")
    case "normalized":
      checker.finite(
        ReleaseDecision.normalizedVelocity(call[0], from: call[1], to: call[2]), "normalizedVelocity")
    case "route": route(call)
    default:
      let frame = TouchRouter.inFlightFrame(
        presentedFrame: CGRect(x: call[0], y: call[1], width: call[2], height: call[3]),
        dismissDirection: [.up, .down, .left, .right][call.option], distance: call[4],
        presentedProgress: call[5])
      checker.expect(TouchRouter.isFinite(frame), "inFlightFrame is \(frame)")
    }
  }

  /// Routes a point with a region and a content frame made of the fuzzed numbers (the region reuses
  /// them shifted, so NaN and infinite regions occur as often as such frames).
  private func route(_ call: FuzzCall) {
    let point = CGPoint(x: call[0], y: call[1])
    let region = CGRect(x: call[2], y: call[3], width: call[4], height: call[5])
    let content = CGRect(x: call[3], y: call[2], width: call[5], height: call[4])
    let behaviors: [TouchRouter.OutsideTouchBehavior] = [.dismiss, .passThrough, .ignore]
    let router = TouchRouter(
      passThroughRegions: [region, content], outsideTouchBehavior: behaviors[call.option % 3])
    let phase: PresentationPhase = [.idle, .presenting, .presented, .dismissing][call.option / 3]
    _ = router.route(point, contentFrame: content, phase: phase)
    let node = HitTestNode(
      name: "card", frame: content, boundsOrigin: CGPoint(x: call[4], y: call[5]), alpha: call[6],
      children: [HitTestNode(name: "button", frame: region)])
    _ = router.route(point, content: node, phase: phase)
    if let hit = node.hitTest(point) {
      checker.expect(hit.location.x.isFinite && hit.location.y.isFinite, "hit location \(hit.location)")
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure = self.checker.failure { checker.expect(false, failure) }
  }

  /// Every output of a decision: finite, threshold in [0, 1], velocity within the spring range.
  static func check(_ decision: ReleaseDecision, _ checker: inout FuzzChecker) {
    checker.finite(decision.fraction, "decision.fraction")
    checker.finite(decision.velocity, "decision.velocity")
    checker.finite(decision.distance, "decision.distance")
    checker.within(decision.threshold, 0...1, "decision.threshold")
    checker.finite(decision.projectedDistance, "decision.projectedDistance")
    checker.finite(decision.projectedFraction, "decision.projectedFraction")
    checker.within(decision.velocity, -2e4...2e4, "decision.velocity")
  }
}

extension FuzzTests {
  @Test("Fuzz: ReleaseDecision, DecelerationRate, TouchRouter with pass-through regions, HitTestNode")
  func decisions() { FuzzDriver.check(DecisionFuzz.self) }
}

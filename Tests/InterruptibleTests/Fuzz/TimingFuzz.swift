import Foundation
import Testing

@testable import InterruptibleCore

/// ``CubicBezierCurve``, ``SpringParameters`` (every initialiser), ``SpringTimingParameters`` and
/// ``SpringMotion``: each call builds its value from fuzzed numbers and reads every output.
final class TimingFuzz: FuzzTarget {
  static let name = "CubicBezierCurve, SpringParameters, SpringMotion"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "curve", ranges: [0...1, -1...2, 0...1, -1...2, -0.5...1.5]),
    FuzzCallKind(name: "spring", ranges: [0.1...3, 1...1000, 0...60, -20...20, -1...5], options: 5),
    FuzzCallKind(name: "settling", ranges: [0.1...3, 1...1000, 0...60, -20...20, 0...0.01], options: 5),
  ]

  var checker = FuzzChecker()

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "curve": curve(call)
    case "spring":
      let motion = spring(call).motion(initialVelocity: call[3])
      checker.finite(motion.initialVelocity, "motion.initialVelocity")
      checker.sample(motion.sample(at: call[4]), "motion.sample(at: \(call[4]))")
      checker.progress(motion.progress(at: call[4]), "motion.progress")
      checker.finite(motion.velocity(at: call[4]), "motion.velocity")
    default:
      let settling = spring(call).settlingDuration(initialVelocity: call[3], epsilon: call[4])
      checker.within(settling, 0...3600, "settlingDuration")
    }
  }

  private func curve(_ call: FuzzCall) {
    let curve = CubicBezierCurve(x1: call[0], y1: call[1], x2: call[2], y2: call[3])
    let x = call[4]
    checker.progress(curve.progress(at: x), "progress(at: \(x))")
    checker.finite(curve.slope(at: x), "slope(at: \(x))")
    let both = curve.progressAndSlope(at: x)
    checker.progress(both.progress, "progressAndSlope.progress")
    checker.finite(both.slope, "progressAndSlope.slope")
    checker.within(curve.timeFraction(forProgress: x), 0...1, "timeFraction(forProgress:)")
  }

  /// The spring of option 0 (physical), 1 (duration/bounce), 2 (fitted), 3 (timing ratio resolved),
  /// 4 (timing physical resolved), checked on the way.
  private func spring(_ call: FuzzCall) -> SpringParameters {
    let spring: SpringParameters
    switch call.option {
    case 0: spring = SpringParameters(mass: call[0], stiffness: call[1], damping: call[2])
    case 1: spring = SpringParameters(duration: call[0], bounce: call[4])
    case 2: spring = .fitted(dampingRatio: call[2], duration: call[0], initialVelocity: call[3])
    case 3:
      spring = SpringTimingParameters(dampingRatio: call[2], initialVelocity: call[3]).resolved(
        duration: call[0])
    default:
      let timing = SpringTimingParameters(
        mass: call[0], stiffness: call[1], damping: call[2], initialVelocity: call[3])
      checker.within(timing.initialVelocity, SpringTimingParameters.initialVelocityRange, "initialVelocity")
      spring = timing.resolved(duration: call[4])
    }
    for (name, value) in [
      ("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
      ("naturalFrequency", spring.naturalFrequency), ("dampingRatio", spring.dampingRatio),
      ("perceptualDuration", spring.perceptualDuration), ("bounce", spring.bounce),
    ] {
      checker.finite(value, "spring.\(name)")
    }
    return spring
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure = self.checker.failure { checker.expect(false, failure) }
  }
}

extension FuzzTests {
  @Test("Fuzz: CubicBezierCurve, SpringParameters (every initialiser), SpringMotion")
  func timings() { FuzzDriver.check(TimingFuzz.self) }
}

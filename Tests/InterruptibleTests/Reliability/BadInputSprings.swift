import Foundation

@testable import InterruptibleCore

extension BadInputTable {
  static let springs: [BadInputCase] =
    rows(
      "SpringParameters(mass:stiffness:damping:)", [("1e300", 1e300), ("1e-300", 1e-300)],
      answer: "clamped to 1e-12…1e12"
    ) { value in
      let spring = SpringParameters(mass: value, stiffness: value, damping: value)
      let expected = value > 1 ? 1e12 : 1e-12
      return spring.mass == expected && spring.stiffness == expected && spring.naturalFrequency.isFinite
        ? nil : "\(spring)"
    }
    + rows("SpringParameters(mass:)", badNumbers, answer: "1") { value in
      expectNear(SpringParameters(mass: value, stiffness: 100, damping: 10).mass, 1, "mass")
    }
    + rows("SpringParameters(stiffness:)", badNumbers, answer: "100") { value in
      expectNear(SpringParameters(mass: 1, stiffness: value, damping: 10).stiffness, 100, "stiffness")
    }
    + rows("SpringParameters(damping:)", badNumbers, answer: "raised to ratio 1.19e-7") { value in
      let ratio = SpringParameters(mass: 1, stiffness: 100, damping: value).dampingRatio
      return expectNear(ratio, SpringParameters.minimumDampingRatio, "ratio", tolerance: 1e-15)
    }
    + rows("SpringParameters(duration:bounce:) duration", badNumbers, answer: "0.5 s") { value in
      let spring = SpringParameters(duration: value, bounce: 0)
      return expectNear(spring.perceptualDuration, 0.5, "perceptual duration")
    }
    + rows(
      "SpringParameters(duration:bounce:) bounce", [("NaN", .nan), ("5", 5), ("−5", -5), ("+∞", .infinity)],
      answer: "NaN → 0 (∞ too); clamped to [−0.999, 1]"
    ) { value in
      let spring = SpringParameters(duration: 0.5, bounce: value)
      let expected = !value.isFinite ? 0 : value > 0 ? 1 : -0.999
      return expectNear(
        spring.bounce, expected == 1 ? 1 - SpringParameters.minimumDampingRatio : expected, "bounce",
        tolerance: 1e-6)
    }
    + rows(
      "SpringTimingParameters(dampingRatio:)", [("NaN", .nan), ("+∞", .infinity), ("−∞", -.infinity)],
      answer: "1 (critically damped)"
    ) { value in
      let spring = SpringTimingParameters(dampingRatio: value)
      return spring.description == .dampingRatio(1) ? nil : "\(spring.description)"
    }
    + rows(
      "SpringTimingParameters(dampingRatio:) fitted", [("−1", -1), ("0", 0), ("1e9", 1e9)],
      answer: "clamped to [1.19e-7, 1] when fitted"
    ) { value in
      let ratio = SpringTimingParameters(dampingRatio: value).resolved(duration: 0.5).dampingRatio
      return expectNear(
        ratio, value > 1 ? 1 : SpringParameters.minimumDampingRatio, "fitted ratio", tolerance: 1e-12)
    }
    + rows(
      "SpringParameters.fitted(duration:)",
      [("NaN", .nan), ("0", 0), ("−1", -1), ("1e9", 1e9), ("+∞", .infinity)],
      answer: "NaN → 0.5 s; clamped to [0.01, 10] s"
    ) { value in
      let expected = value.isNaN ? 0.5 : value > 1 ? 10 : 0.01
      let spring = SpringParameters.fitted(dampingRatio: 1, duration: value)
      return expectNear(
        spring.stiffness, SpringParameters.fitted(dampingRatio: 1, duration: expected).stiffness, "stiffness")
    }
    + rows(
      "AnimatorModel with a spring",
      [("stiffness 1e300", 1e300), ("mass 1e-300", 1e-300), ("damping 1e300", -1)],
      answer: "runs and ends once; values stay finite"
    ) { value in
      let spring =
        value == -1
        ? SpringTimingParameters(mass: 1, stiffness: 100, damping: 1e300)
        : value > 1
          ? SpringTimingParameters(mass: 1, stiffness: value, damping: 10)
          : SpringTimingParameters(mass: value, stiffness: 100, damping: 10)
      return runsFinite(.spring(spring))
    }

  /// Starts a 0.5-s animator with `timing`, grabs and releases it, checks every frame is finite and
  /// the completion runs once.
  static func runsFinite(_ timing: TimingParameters) -> String? {
    let clock = ManualClock()
    let model = AnimatorModel(duration: 0.5, timing: timing, clock: clock)
    var ends: [AnimatorPosition] = []
    model.addCompletion { ends.append($0) }
    model.startAnimation()
    var bad: TimingSample?
    clock.run(for: 0.01) { _ in
      if !(model.sample.progress.isFinite && model.sample.velocity.isFinite) { bad = model.sample }
    }
    model.pauseAnimation()
    model.continueAnimation(withTimingParameters: timing, durationFactor: 1)
    clock.run(for: 5_000, framesPerSecond: 1) { _ in
      if !(model.sample.progress.isFinite && model.sample.velocity.isFinite) { bad = model.sample }
    }
    if let bad { return "sample \(bad)" }
    return ends == [.end] ? nil : "completions \(ends)"
  }

  static let clock: [BadInputCase] =
    rows("ManualClock.advance(by:)", badNumbers, answer: "ignored") { value in
      let clock = ManualClock(start: 1)
      clock.advance(by: value)
      return expectNear(clock.now, 1, "now")
    }
    + rows("ManualClock(start:)", [("NaN", .nan), ("+∞", .infinity), ("−∞", -.infinity)], answer: "0") {
      value in
      expectNear(ManualClock(start: value).now, 0, "now")
    }
    + rows(
      "ManualClock.frameRate", [("NaN", .nan), ("+∞", .infinity), ("0", 0), ("−5", -5), ("1e9", 1e9)],
      answer: "non-finite → 60; clamped to 1…1000 fps"
    ) { value in
      let expected: Double = !value.isFinite ? 60 : value > 1 ? 1000 : 1
      let clock = ManualClock()
      clock.tick(framesPerSecond: value)
      return expectNear(ManualClock.frameRate(value), expected, "rate")
        ?? expectNear(clock.now, 1 / expected, "tick")
    }
    + rows("ManualClock.run(for:)", badNumbers, answer: "nothing happens") { value in
      let clock = ManualClock()
      var frames = 0
      clock.run(for: value) { _ in frames += 1 }
      return frames == 0 && clock.now == 0 ? nil : "\(frames) frames, now \(clock.now)"
    }
}

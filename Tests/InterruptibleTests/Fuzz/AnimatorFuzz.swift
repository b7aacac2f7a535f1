import Foundation
import Testing

@testable import InterruptibleCore

/// ``AnimatorModel`` on a ``ManualClock``: every call with fuzzed arguments, animators recreated
/// with fuzzed durations and timings; completions counted per animator.
final class AnimatorFuzz: FuzzTarget {
  static let name = "AnimatorModel"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "create", ranges: [0...1] + FuzzTimings.ranges, options: FuzzTimings.options),
    FuzzCallKind(name: "start"), FuzzCallKind(name: "startAfterDelay", ranges: [0...0.5]),
    FuzzCallKind(name: "pause"), FuzzCallKind(name: "stop", options: 2),
    FuzzCallKind(name: "finish", options: 3),
    FuzzCallKind(
      name: "continue", ranges: [0...2] + FuzzTimings.ranges, options: FuzzTimings.options + 1),
    FuzzCallKind(name: "fraction", ranges: [0...1]), FuzzCallKind(name: "reverse", options: 2),
    FuzzCallKind(name: "addAnimations", ranges: [-500...500, -500...500, 0...1]),
    FuzzCallKind(name: "addCompletion"), FuzzCallKind(name: "flags", options: 6),
    FuzzCallKind(name: "advance", ranges: [0...0.3]), FuzzCallKind(name: "run", ranges: [0...0.5, 30...240]),
    FuzzCallKind(name: "advanceToEnd", ranges: [-1e-9...1e-9]),
  ]

  let clock = ManualClock()
  var animator: AnimatorModel
  var values: [AnimatedValue] = []
  /// Completion calls per completion added (index into this list), across every animator.
  var completions: [Int] = []

  init() { animator = AnimatorModel(duration: 0.3, clock: clock) }

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "create":
      animator = AnimatorModel(
        duration: call[0], timing: FuzzTimings.timing(call.option, call, offset: 1), clock: clock)
      values = []
    case "start": animator.startAnimation()
    case "startAfterDelay": animator.startAnimation(afterDelay: call[0])
    case "pause": animator.pauseAnimation()
    case "stop": animator.stopAnimation(call.option == 1)
    case "finish": animator.finishAnimation(at: [.end, .start, .current][call.option])
    case "continue":
      let timing = call.option == FuzzTimings.options ? nil : FuzzTimings.timing(call.option, call, offset: 1)
      animator.continueAnimation(withTimingParameters: timing, durationFactor: call[0])
    case "fraction": animator.fractionComplete = CGFloat(call[0])
    case "reverse": animator.isReversed = call.option == 1
    case "addAnimations":
      if let value = animator.addAnimations(from: call[0], to: call[1], delayFactor: call[2]) {
        values.append(value)
      }
    case "addCompletion":
      let index = completions.count
      completions.append(0)
      animator.addCompletion { [weak self] _ in self?.completions[index] += 1 }
    case "flags": setFlag(call.option)
    case "advance": clock.advance(by: call[0])
    // Runs longer than 2 s only cost time (the clamp to an hour is a BadInput.md row).
    case "run": clock.run(for: call[0].isFinite ? min(call[0], 2) : call[0], framesPerSecond: call[1])
    default: clock.advance(by: max(0, (animator.scheduledEnd ?? clock.now) - clock.now + call[0]))
    }
  }

  private func setFlag(_ option: Int) {
    switch option {
    case 0: animator.isInterruptible.toggle()
    case 1: animator.isUserInteractionEnabled.toggle()
    case 2: animator.scrubsLinearly.toggle()
    case 3: animator.pausesOnCompletion.toggle()
    case 4: animator.isManualHitTestingEnabled.toggle()
    default: animator.isReversed.toggle()
    }
  }

  func check(_ checker: inout FuzzChecker) {
    checker.progress(animator.progress, "progress")
    checker.finite(animator.velocity, "velocity")
    checker.sample(animator.sample, "sample")
    checker.within(Double(animator.fractionComplete), 0...1, "fractionComplete")
    checker.finite(animator.duration, "duration")
    checker.finite(animator.unitDuration, "unitDuration")
    if let end = animator.scheduledEnd { checker.finite(end, "scheduledEnd") }
    checker.finite(clock.now, "clock.now")
    for value in values {
      checker.finite(animator.value(of: value), "value(of: \(value.index))")
      checker.finite(animator.velocity(of: value), "velocity(of: \(value.index))")
    }
    for (index, count) in completions.enumerated() {
      checker.expect(count <= 1, "completion \(index) ran \(count) times")
    }
  }
}

extension FuzzTests {
  @Test("Fuzz: AnimatorModel on a ManualClock")
  func animatorModel() { FuzzDriver.check(AnimatorFuzz.self) }
}

import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Random sequences")
struct RandomSequenceTests {
  static func environmentNumber(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  func percent(_ fraction: Double) -> String { "\((fraction * 1000).rounded() / 10) %" }

  /// INTERRUPTIBLE_SEQUENCES (default 10 000) sequences from INTERRUPTIBLE_SEED (default 42).
  @Test("Random operation sequences keep every invariant (exactly-once ends, legal calls, release)")
  func randomSequences() {
    let count = Self.environmentNumber("INTERRUPTIBLE_SEQUENCES") ?? 10_000
    let seed = Self.environmentNumber("INTERRUPTIBLE_SEED") ?? 42
    var generator = ScenarioGenerator(random: SplitMix64(seed: seed))
    var violations = 0
    var steps = 0
    var worst = (overshoot: 0.0, speed: 0.0)
    var firstFailure: (scenario: RandomScenario, message: String)?
    for _ in 0..<count {
      let scenario = generator.scenario()
      let runner = SequenceRunner(scenario)
      let message = runner.run()
      steps += scenario.steps.count
      worst = (max(worst.overshoot, runner.worstOvershoot), max(worst.speed, runner.topSpeed))
      guard let message else { continue }
      violations += 1
      if firstFailure == nil { firstFailure = (scenario, message) }
    }
    print("\(count) random sequences, seed \(seed), \(violations) invariant violations")
    let used =
      "worst overshoot \(percent(worst.overshoot)), worst speed \(percent(worst.speed)) of the limits"
    print("(\(steps) steps; \(used))")
    if let failure = firstFailure {
      var shrinker = Shrinker<RandomScenario>.invariants()
      let small = shrinker.shrink(failure.scenario)
      let message = SequenceRunner(small).run() ?? failure.message
      print("first violation: \(message)\nreplay: \(small)")
      Issue.record("\(message)\nreplay: \(small)")
    }
    #expect(violations == 0)
  }

  @Test("Shrinking keeps the failure and drops everything else: a cancelled end shrinks to 2 steps")
  func shrinkingFindsMinimalReplay() throws {
    var generator = ScenarioGenerator(random: SplitMix64(seed: 7))
    let cancelled: (RandomScenario) -> Bool = { scenario in
      let runner = SequenceRunner(scenario)
      _ = runner.run()
      return runner.ends.values.contains { $0.contains(false) }
    }
    let long = try #require(
      (0..<500).lazy.map { _ in generator.scenario() }.first { $0.steps.count >= 20 && cancelled($0) })
    var shrinker = Shrinker(fails: cancelled)
    let small = shrinker.shrink(long)
    #expect(cancelled(small))
    // The smallest cancelled transition: present, then dismiss/tap/cancel/teardown before it ends.
    #expect(small.steps.count == 2, "\(small)")
    #expect(small.steps.first == .present || small.steps.first == .presentInteractive, "\(small)")
  }

  @Test("The invariants catch planted faults: a lost completion, a doubled end, a leaked animator")
  func plantedFaultsAreCaught() throws {
    let scenario = RandomScenario(steps: [.present, .advance(2), .dismiss, .advance(2)])
    #expect(SequenceRunner(scenario).run() == nil)
    let lost = try #require(SequenceRunner(scenario, fault: .dropCompletion).run())
    // The session never ends, so the next dismissal drives an animator that already finished.
    #expect(lost.contains("already ended") || lost.contains("never ended"), "\(lost)")
    let doubled = try #require(SequenceRunner(scenario, fault: .doubleEnd).run())
    #expect(doubled.contains("completeTransition 2x"), "\(doubled)")
    let leak = try #require(SequenceRunner(scenario, fault: .leakAnimator).run())
    #expect(leak.contains("still alive"), "\(leak)")
  }

  @Test("The recording animator refuses what UIKit rejects: finishAnimation on a running animator")
  func recordingAnimatorFlagsIllegalCalls() {
    let monitor = ReliabilityMonitor()
    let clock = ManualClock()
    let animator = monitor.factory(clock: clock)(.present, .standard)
    animator.startAnimation()
    #expect(monitor.violations.isEmpty)
    animator.finishAnimation(at: .end)
    #expect(monitor.violations.first?.contains("finishAnimation(at: .end) in running") == true)
    let refused = monitor.violations.count
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)
    #expect(monitor.violations.count == refused)
    animator.startAnimation()
    #expect(monitor.violations.last?.contains("already ended") == true)
  }
}

import Testing

@testable import InterruptibleCore

@Suite("Motion events over random sequences")
struct MotionEventSequenceTests {
  static let count = RandomSequenceTests.environmentNumber("INTERRUPTIBLE_SEQUENCES") ?? 10_000

  /// Runs `count` random scenarios from `seed` with a checker made by `watch`.
  static func run(seed: UInt64, watch: (SequenceRunner, Int) -> MotionEventChecker) -> [MotionEventChecker] {
    var generator = ScenarioGenerator(random: SplitMix64(seed: seed))
    var checkers: [MotionEventChecker] = []
    for index in 0..<Int(count) {
      let runner = SequenceRunner(generator.scenario())
      let checker = watch(runner, index)
      let violation = runner.run()
      if let violation { Issue.record("sequence \(index): \(violation)\n\(runner.scenario)") }
      if let failure = checker.failures.first {
        Issue.record("sequence \(index): \(failure)\nreplay: \(runner.scenario)")
        return checkers
      }
      checkers.append(checker)
    }
    return checkers
  }

  @Test("willSettle and trajectoryChanged: exactly once per change, before the motion, at its rest")
  func eventsOncePerChange() {
    let seed: UInt64 = 42
    let checkers = Self.run(seed: seed) { runner, _ in MotionEventChecker(runner) }
    let events = checkers.map(\.events).reduce(0, +)
    let completions = checkers.map(\.completionsChecked).reduce(0, +)
    print(
      "\(Self.count) sequences, seed \(seed): \(events) motion events, \(completions) completions at target")
    #expect(checkers.count == Int(Self.count))
    #expect(events > 10 * Int(Self.count) / 10)
    #expect(completions > Int(Self.count) / 2)
  }

  @Test("Overrides are honoured on every release and never finish a dismissal that resists")
  func overridesHonoured() {
    let seed: UInt64 = 43
    let checkers = Self.run(seed: seed) { runner, index in
      MotionEventChecker(runner, overrideSeed: UInt64(index), modal: index % 2 == 1)
    }
    let asked = checkers.map(\.overridesAsked).reduce(0, +)
    let honoured = checkers.map(\.overridesHonoured).reduce(0, +)
    let attempts = checkers.map(\.attempts).reduce(0, +)
    print(
      "\(Self.count) sequences, seed \(seed): \(honoured)/\(asked) overrides honoured, \(attempts) resisted")
    #expect(checkers.count == Int(Self.count))
    #expect(asked > 100)
    #expect(honoured == asked)
    #expect(attempts > 10)
  }
}

@Suite("Motion event checker")
struct MotionEventCheckerTests {
  static let scenario = RandomScenario(steps: [
    .present, .advance(0.1), .panBegan, .panEnded(2_000), .advance(2),
  ])

  @Test("It passes a clean run and catches planted faults: a doubled report, a missed change")
  func catchesPlantedFaults() throws {
    let clean = SequenceRunner(Self.scenario)
    let checker = MotionEventChecker(clean)
    #expect(clean.run() == nil)
    #expect(checker.failures.isEmpty)
    #expect(checker.events == 5)  // present (2), grab (1), release (2)
    #expect(checker.completionsChecked == 1)

    let doubled = SequenceRunner(Self.scenario)
    let doubledChecker = MotionEventChecker(doubled)
    let forward = doubled.coordinator.onMotionEvent
    doubled.coordinator.onMotionEvent = { id, event in
      forward?(id, event)
      if case .trajectoryChanged(let trajectory) = event, trajectory.kind == .following {
        forward?(id, event)
      }
    }
    _ = doubled.run()
    #expect(doubledChecker.failures.first?.contains("reported twice") == true, "\(doubledChecker.failures)")

    let missed = SequenceRunner(Self.scenario)
    let missedChecker = MotionEventChecker(missed)
    let original = missed.coordinator.onMotionEvent
    missed.coordinator.onMotionEvent = { id, event in
      if case .trajectoryChanged(let trajectory) = event, trajectory.kind == .following { return }
      original?(id, event)
    }
    _ = missed.run()
    #expect(missedChecker.failures.first?.contains("not reported") == true, "\(missedChecker.failures)")
  }
}

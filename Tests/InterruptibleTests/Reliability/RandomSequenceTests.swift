import Foundation
import Testing

@testable import Interruptible

/// Generates random scenarios from a seed.
struct ScenarioGenerator {
  var random: SplitMix64

  static let oddNumbers: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e-300, 1e300, -1e300]

  mutating func scenario() -> RandomScenario {
    var scenario = RandomScenario()
    scenario.reversal = random.oneIn(2) ? .spring : .flip
    scenario.timing = Int.random(in: 0..<RandomScenario.timings.count, using: &random)
    scenario.distance = random.oneIn(8) ? random.pick([0, -5, .nan, 1e-9, 1e9]) : 300
    scenario.interaction = !random.oneIn(10)
    let count = Int.random(in: 1...30, using: &random)
    scenario.steps = (0..<count).map { _ in step() }
    return scenario
  }

  mutating func step() -> RandomStep {
    switch Int.random(in: 0..<22, using: &random) {
    case 0, 1: return .present
    case 2: return .presentNew
    case 3: return .dismiss
    case 4: return .tapOutside
    case 5: return .tapInside
    case 6, 7: return .panBegan
    case 8, 9: return .panChanged(number(-600...600))
    case 10: return .panEnded(number(-5000...5000))
    case 11: return .pause
    case 12: return .resume
    case 13: return .reverse
    case 14: return .scrub(number(-0.5...1.5))
    case 15: return .finish
    case 16: return .cancel
    case 17: return .advanceToEnd(random.pick([0, 0, -1e-9, 1e-9, -1 / 120]))
    case 18: return .frames(Double.random(in: 0...0.3, using: &random))
    default:
      return .advance(
        random.pick([0, 1 / 120, 1 / 60, 0.05, 0.2, 2, Double.random(in: 0...0.5, using: &random)]))
    }
  }

  /// Mostly a uniform value in `range`, sometimes a bad or extreme one.
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    random.oneIn(6) ? random.pick(Self.oddNumbers) : Double.random(in: range, using: &random)
  }
}

/// Drops steps from a failing scenario while it still fails.
func shrink(_ scenario: RandomScenario) -> RandomScenario {
  var best = scenario
  var changed = true
  while changed {
    changed = false
    var index = 0
    while index < best.steps.count {
      var candidate = best
      candidate.steps.remove(at: index)
      if SequenceRunner(candidate).run() != nil {
        best = candidate
        changed = true
      } else {
        index += 1
      }
    }
  }
  return best
}

@Suite("Random sequences")
struct RandomSequenceTests {
  static func environmentNumber(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  @Test("Random operation sequences keep every invariant (exactly-once ends, legal calls, release)")
  func randomSequences() {
    let count = Self.environmentNumber("INTERRUPTIBLE_SEQUENCES") ?? 10_000
    let seed = Self.environmentNumber("INTERRUPTIBLE_SEED") ?? 42
    var generator = ScenarioGenerator(random: SplitMix64(seed: seed))
    var violations = 0
    var firstFailure: (scenario: RandomScenario, message: String)?
    for _ in 0..<count {
      let scenario = generator.scenario()
      guard let message = SequenceRunner(scenario).run() else { continue }
      violations += 1
      if firstFailure == nil { firstFailure = (scenario, message) }
    }
    print("\(count) random sequences, seed \(seed), \(violations) invariant violations")
    if let failure = firstFailure {
      let small = shrink(failure.scenario)
      let message = SequenceRunner(small).run() ?? failure.message
      print("first violation: \(message)\nreplay: \(small)")
      Issue.record("\(message)\nreplay: \(small)")
    }
    #expect(violations == 0)
  }
}

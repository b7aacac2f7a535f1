import Foundation
import InterruptibleSimulation
import Testing

/// The shipped zoom and detent scenarios, mutated: numbers replaced by hostile ones, events swapped
/// for others, duplicated or dropped. Through the public API only, every mutant is either refused
/// with one error line naming a field, or runs to a timeline whose every number is finite and whose
/// sessions each complete at most once.
@Suite("Scenario mutation fuzz: zoom and detent scenarios")
struct ScenarioMutationFuzzTests {
  static let names = [
    "zoom-grab-and-fling", "zoom-list-scrolled-during-dismissal", "zoom-lost-source",
    "zoom-reversal-to-detail",
    "detent-fling-past", "detent-keyboard-grab", "detent-keyboard-hides-mid-drag", "detent-modal-resists",
    "detent-set-detents-mid-settle", "detent-rubber-band-top",
  ]
  static let numbers = [
    "0", "-0", "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "1e-300", "-1", "1e6", "100000",
    "1e400",
    "0.5", "2", "600", "1e16", "123456789012345678901234567890",
  ]
  static let events = [
    #"{"at": 0.3, "do": "present"}"#, #"{"at": 0.3, "do": "dismiss"}"#, #"{"at": 0.3, "do": "tapOutside"}"#,
    #"{"at": 0.3, "do": "panBegan"}"#, #"{"at": 0.31, "do": "panChanged", "translation": [0, 400]}"#,
    #"{"at": 0.32, "do": "panEnded", "velocity": [0, 1e6]}"#, #"{"at": 0.3, "do": "moveTo", "detent": 0}"#,
    #"{"at": 0.3, "do": "setDetents", "detents": [0.001, 1]}"#,
    #"{"at": 0.3, "do": "keyboard", "height": 100000, "duration": 0}"#,
    #"{"at": 0.3, "do": "sourceLost"}"#, #"{"at": 0.3, "do": "sourceMoved", "rect": [1e6, -1e6, 0, 1e6]}"#,
    #"{"at": 0.3, "do": "reverse"}"#, #"{"at": 0.3, "do": "scrub", "fraction": 1e308}"#,
    #"{"at": 0.3, "do": "panChanged", "translation": 400}"#,
  ]

  private static func shipped(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// `text` with one mutation: a number replaced, an event inserted, or a top-level flag added.
  private static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
    var text = text
    for _ in 0...random.below(3) {
      switch random.below(4) {
      case 0, 1:
        let numbers = text.ranges(of: #/-?[0-9][0-9.eE+-]*/#)
        guard !numbers.isEmpty else { continue }
        text.replaceSubrange(
          numbers[random.below(numbers.count)], with: numbers.isEmpty ? "" : random.pick(Self.numbers))
      case 2:
        guard let range = text.range(of: #""events": ["#) else { continue }
        text.insert(contentsOf: random.pick(Self.events) + ", ", at: range.upperBound)
      default:
        guard let brace = text.firstIndex(of: "{") else { continue }
        let flag = random.pick([
          #""modalInPresentation": true, "#, #""keyboard": "follow", "#, #""dismissible": false, "#,
        ])
        text.insert(contentsOf: flag, at: text.index(after: brace))
      }
    }
    return text
  }

  @Test(
    "mutated zoom and detent scenarios: refused naming a field, or finite timelines, completions at most once"
  )
  func mutants() throws {
    let seed: UInt64 = 0x5CE_2A41
    let count = Int(ProcessInfo.processInfo.environment["INTERRUPTIBLE_SCENARIO_MUTANTS"] ?? "") ?? 600
    print("Scenario mutation fuzz: seed \(String(seed, radix: 16)), \(count) mutants")
    var random = SplitMix64(seed: seed)
    let sources = try Self.names.map(Self.shipped)
    var refused = 0
    for _ in 0..<count {
      let text = Self.mutate(random.pick(sources), &random)
      let scenario: Scenario
      do {
        scenario = try Scenario.decode(Data(text.utf8))
      } catch let error as ScenarioError {
        refused += 1
        #expect(!error.path.isEmpty && !error.description.contains("\n"), "\(error)")
        continue
      }
      let timeline = Simulation.run(scenario)
      let input = String(text.prefix(300))
      for sample in timeline.samples {
        let numbers =
          [sample.time, sample.fraction, sample.progress, sample.velocity, sample.keyboard ?? 0]
          + (sample.frame ?? [])
        let finite = numbers.allSatisfy { $0.isFinite }
        #expect(finite, "\(sample.time) \(numbers) in \(input)")
      }
      for session in 0...timeline.sessionCount {
        let ends = timeline.completeTransitions(ofSession: session).count
        #expect(ends <= 1, "session \(session): \(input)")
      }
    }
    print("Scenario mutation fuzz: \(refused) of \(count) refused with a field named")
  }
}

import Foundation
import InterruptibleSimulation
import Testing

/// The shipped context-menu and stack scenarios, mutated: numbers replaced by hostile ones and events
/// inserted. Every mutant is either refused with one error line naming a field, or runs to a timeline
/// whose every number is finite and whose sessions each complete at most once.
@Suite("Scenario mutation fuzz: context-menu and stack scenarios")
struct ContextMenuStackFuzzTests {
  static let names = [
    "context-menu-cancel-by-movement", "context-menu-tap-outside-mid-lift", "context-menu-drag-to-select",
    "context-menu-tap-preview", "stack-keyboard-two-levels", "stack-dismiss-middle",
  ]
  static let numbers = [
    "0", "-0", "1e308", "-1e308", "5e-324", "-1", "1e6", "100000", "1e400", "0.5", "2", "60", "0.49999",
    "0.1", "1", "10", "44", "300", "420", "0.75", "1.5",
  ]
  static let events = [
    #"{"at": 0.3, "do": "press", "point": {"x": 100, "y": 420}}"#,
    #"{"at": 0.3, "do": "move", "point": {"x": -1e6, "y": 1e6}}"#,
    #"{"at": 0.3, "do": "release", "point": {"x": 120, "y": 412}}"#, #"{"at": 0.3, "do": "tapOutside"}"#,
    #"{"at": 0.3, "do": "tapPreview"}"#, #"{"at": 0.3, "do": "tapRow", "row": 0}"#,
    #"{"at": 0.3, "do": "dismiss"}"#, #"{"at": 0.3, "do": "cancelTouch"}"#, #"{"at": 0.3, "do": "present"}"#,
    #"{"at": 0.3, "do": "keyboard", "height": 100000, "duration": 0}"#,
    #"{"at": 0.3, "do": "resize", "distance": 1}"#,
    #"{"at": 0.3, "do": "resize", "container": {"width": 844, "height": 0}}"#,
    #"{"at": 0.3, "do": "setDetents", "level": 0, "detents": [0.001, 1]}"#,
    #"{"at": 0.3, "do": "panBegan", "level": 0}"#, #"{"at": 0.31, "do": "panChanged", "translation": 1e5}"#,
  ]

  private static func shipped(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    return try String(contentsOf: url, encoding: .utf8)
  }

  private static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
    var text = text
    for _ in 0...random.below(3) {
      if random.below(3) < 2 {
        let numbers = text.ranges(of: #/-?[0-9][0-9.eE+-]*/#)
        guard !numbers.isEmpty else { continue }
        text.replaceSubrange(numbers[random.below(numbers.count)], with: random.pick(Self.numbers))
      } else if let range = text.range(of: #""events": ["#) {
        text.insert(contentsOf: random.pick(Self.events) + ", ", at: range.upperBound)
      }
    }
    return text
  }

  @Test("mutated context-menu and stack scenarios: refused naming a field, or finite, each session ends once")
  func mutants() throws {
    let seed: UInt64 = 0xC0_4E41
    let count = 600
    print("Context-menu and stack mutation fuzz: seed \(String(seed, radix: 16)), \(count) mutants")
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
      #expect(!TimelineEncoder.encode(timeline).contains("nan"), "\(input)")
      for sample in timeline.samples {
        let numbers = [sample.progress, sample.velocity, sample.keyboard ?? 0, sample.scale ?? 1]
        #expect(numbers.allSatisfy { $0.isFinite }, "\(sample.time) \(numbers) in \(input)")
      }
      var ends: [Int: Int] = [:]
      for record in timeline.contextMenuRecords {
        switch record {
        case .event(_, let session, .completed): ends[session, default: 0] += 1
        case .sample(let sample):
          let numbers = [sample.lift, sample.liftVelocity, sample.scale, sample.growth] + sample.preview
          #expect((numbers + (sample.menu ?? [])).allSatisfy { $0.isFinite }, "\(input)")
        case .event: continue
        }
      }
      #expect(ends.values.allSatisfy { $0 == 1 }, "\(ends) in \(input)")
      for session in 0...timeline.sessionCount {
        #expect(timeline.completeTransitions(ofSession: session).count <= 1, "session \(session): \(input)")
      }
    }
    print("Context-menu and stack mutation fuzz: \(refused) of \(count) refused with a field named")
  }
}

import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Scenarios: the keyboard, resizes and new detents in stacked sheets")
struct StackLayoutScenarioTests {
  /// Two levels at half height of 800 pt (detents 0.5 and 1), at rest by 1.2 s, then `events`.
  private func run(_ events: String, keyboard: String = "follow") throws -> Timeline {
    let json = """
      {"name": "s", "distance": 800, "until": 3, "present": {"duration": 0.5, "curve": {"spring": {"dampingRatio": 1}}},
       "detents": [0.5, 1.0], "stack": true, "keyboard": "\(keyboard)",
       "events": [{"at": 0, "do": "present"}, {"at": 0.6, "do": "present"}\(events.isEmpty ? "" : ", " + events)]}
      """
    return try Scenario.decode(Data(json.utf8)).run()
  }

  private func sample(_ timeline: Timeline, at time: Double, level: Int) -> SessionSample? {
    timeline.samples.first { abs($0.time - time) < 1e-9 && $0.level == level }
  }

  @Test("the shipped scenario: both levels ride on the keyboard at progress 0.5; the lower settles to 0.6")
  func shippedKeyboardUnderTwoLevels() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/stack-keyboard-two-levels.json")
    let timeline = try Scenario.decode(try Data(contentsOf: url)).run()
    for level in [0, 1] {
      let risen = try #require(sample(timeline, at: 1.65, level: level))
      #expect(risen.keyboard == 336 && abs(risen.progress - 0.5) < 1e-9 && risen.detent == 0)
      let rising = try #require(sample(timeline, at: 1.5, level: level))
      #expect(abs(rising.keyboard.map { $0 - 111.513 } ?? 1) < 1e-3)
      // Shown between its old 400 pt and its new 232 pt, over the space above the keyboard then.
      let shown = rising.progress * (800 - (rising.keyboard ?? 0))
      #expect(shown > 232 && shown < 400)
    }
    let lower = try #require(sample(timeline, at: 2.6, level: 0))
    #expect(lower.detent == 1 && abs(lower.progress - 0.6) < 1e-9 && abs((lower.scale ?? 0) - 0.96) < 1e-9)
    #expect(
      sample(timeline, at: 2.6, level: 1).map { abs($0.progress - 0.5) < 1e-9 && $0.detent == 0 } == true)
    #expect(timeline.records.contains(.detentChanged(time: 2.5, session: 1, detent: 1)))
    #expect(timeline.records.contains(.willSettle(time: 2, session: 1, progress: 0.6, detent: 1)))
    let end = try #require(sample(timeline, at: 3.4, level: 0))
    #expect(end.keyboard == 0 && abs(end.progress - 0.6) < 1e-9)
  }

  @Test("a resize re-resolves every level: both rest at half of the new 600 pt")
  func resizeEveryLevel() throws {
    let timeline = try run(#"{"at": 1.5, "do": "resize", "distance": 600}"#, keyboard: "ignore")
    for level in [0, 1] {
      let after = try #require(sample(timeline, at: 1.5, level: level))
      #expect(abs(after.progress - 0.5) < 1e-9 && after.keyboard == nil)
    }
    #expect(abs((sample(timeline, at: 1.5, level: 0)?.scale ?? 0) - 0.96) < 1e-9)
  }

  @Test("a held top level keeps its top under the finger while the keyboard rises under it")
  func heldLevelRebased() throws {
    let timeline = try run(
      #"{"at": 1.5, "do": "panBegan"}, {"at": 1.5, "do": "panChanged", "translation": 0},"#
        + #"{"at": 1.6, "do": "keyboard", "height": 300, "duration": 0.25},"#
        + #"{"at": 2, "do": "panChanged", "translation": 0}"#)
    let top = try #require(sample(timeline, at: 2, level: 1))
    // 400 pt above the bottom before; after it, 100 pt above a 300 pt keyboard: 100 / 500.
    #expect(top.keyboard == 300 && abs(top.progress - 0.2) < 1e-9)
    let lower = try #require(sample(timeline, at: 2, level: 0))
    #expect(abs(lower.progress - 0.5) < 1e-9)
  }

  @Test("setDetents names a level: only that level changes; a lower level's new detents allow its moveTo")
  func setDetentsPerLevel() throws {
    let timeline = try run(
      #"{"at": 1.5, "do": "setDetents", "level": 1, "detents": [0.25, 0.5, 0.75]},"#
        + #"{"at": 2, "do": "moveTo", "level": 1, "detent": 2}"#, keyboard: "ignore")
    let top = try #require(sample(timeline, at: 3, level: 1))
    #expect(top.detent == 2 && abs(top.progress - 0.75) < 1e-9)
    let lower = try #require(sample(timeline, at: 3, level: 0))
    #expect(lower.detent == 0 && abs(lower.progress - 0.5) < 1e-9)
  }

  @Test("stack scenarios without a keyboard keep their lines: no keyboard key")
  func existingLinesUnchanged() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/stack-drag-top-scrubs.json")
    let timeline = try Scenario.decode(try Data(contentsOf: url)).run()
    #expect(!timeline.samples.isEmpty && timeline.samples.allSatisfy { $0.keyboard == nil })
  }
}

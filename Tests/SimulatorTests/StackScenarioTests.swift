import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Scenarios: stacked sheets")
struct StackScenarioTests {
  static func decode(_ json: String) throws -> Scenario {
    try Scenario.decode(Data(json.utf8))
  }

  /// A stack scenario with `events` (a JSON array's items).
  static func stack(_ events: String, extra: String = "") -> String {
    """
    {"name": "s", "distance": 800, "until": 3, "present": {"duration": 0.5, "curve": {"spring": {"dampingRatio": 1}}}, "detents": [0.5, 1.0],
     "initialDetent": 1, "stack": true\(extra), "events": [\(events)]}
    """
  }

  func error(_ json: String) -> String {
    do {
      _ = try Self.decode(json)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test("Bad stack input names the field: level without stack, on present, unsupported events, no detents")
  func badInput() {
    let plain = """
      {"name": "s", "distance": 800, "until": 3, "present": {"duration": 0.5, "curve": {"spring": {"dampingRatio": 1}}}, "detents": [1.0],
       "events": [{"at": 0, "do": "dismiss", "level": 0}]}
      """
    #expect(error(plain).contains("events[0].level: needs \"stack\": true in the scenario"))
    #expect(
      error(Self.stack(#"{"at": 0, "do": "present", "level": 1}"#)).contains("events[0].level: unknown field")
    )
    #expect(
      error(Self.stack(#"{"at": 0, "do": "pause"}"#))
        .contains("events[0].do: pause is not supported in a stack scenario"))
    #expect(
      error(Self.stack(#"{"at": 0, "do": "keyboard", "height": 300, "duration": 0.2, "level": 0}"#))
        .contains("events[0].level: unknown field for \"keyboard\""))
    #expect(
      error(Self.stack(#"{"at": 0, "do": "resize", "distance": 600, "level": 0}"#))
        .contains("events[0].level: unknown field for \"resize\""))
    #expect(
      error(Self.stack(#"{"at": 0, "do": "dismiss", "level": 1.5}"#)).contains("events[0].level: must be"))
    #expect(
      error(Self.stack(#"{"at": 0, "do": "dismiss", "level": 64}"#)).contains("events[0].level: must be"))
    let noDetents = """
      {"name": "s", "distance": 800, "until": 3, "present": {"duration": 0.5, "curve": {"spring": {"dampingRatio": 1}}}, "stack": true, "events": []}
      """
    #expect(error(noDetents).contains("stack: needs \"detents\""))
    #expect(
      error(Self.stack("", extra: #", "modalInPresentation": true"#)).contains(
        "modalInPresentation: not supported"))
    #expect(
      error(Self.stack("").replacingOccurrences(of: "\"stack\": true", with: "\"stack\": 1")).contains(
        "stack: expected true or false"))
  }

  @Test(
    "Dismissing the middle sheet: the middle one shows the top's fraction; each sheet ends once, the top first"
  )
  func dismissMiddle() throws {
    let scenario = try Self.decode(
      Self.stack(
        #"{"at": 0, "do": "present"}, {"at": 0.6, "do": "present"}, {"at": 1.2, "do": "present"}, "#
          + #"{"at": 1.8, "do": "moveTo", "detent": 0}, {"at": 2.4, "do": "dismiss", "level": 1}"#))
    let timeline = Simulation.run(scenario)
    let samples = timeline.samples.filter { $0.time > 2.4 && $0.time < 2.9 && !$0.isFinished }
    var checked = 0
    for top in samples where top.session == 3 {
      let middle = try #require(samples.first { $0.session == 2 && $0.time == top.time })
      #expect(abs(middle.progress - top.progress / 0.5) < 1e-9)
      let lowest = try #require(samples.first { $0.session == 1 && $0.time == top.time })
      #expect(abs(lowest.scale! - (1 - 0.08 * (middle.progress + top.progress))) < 1e-9)
      checked += 1
    }
    #expect(checked > 50)
    let ended = timeline.samples.filter(\.isFinished).map(\.session)
    #expect(ended == [3, 2])
    #expect(timeline.samples.last { $0.session == 1 }?.scale == 1)
  }

  @Test("A drag of the top: the sheet below's scale follows the top's height at every tick")
  func dragScrubs() throws {
    let scenario = try Self.decode(
      Self.stack(
        #"{"at": 0, "do": "present"}, {"at": 0.6, "do": "present"}, {"at": 1.3, "do": "panBegan", "level": 1}, "#
          + #"{"at": 1.4, "do": "panChanged", "level": 1, "translation": 200}, "#
          + #"{"at": 1.5, "do": "panEnded", "level": 1, "velocity": 0}"#))
    let timeline = Simulation.run(scenario)
    var checked = 0
    for top in timeline.samples where top.session == 2 && !top.isFinished {
      let below = try #require(timeline.samples.first { $0.session == 1 && $0.time == top.time })
      #expect(abs(below.scale! - (1 - 0.08 * min(top.progress, 1))) < 1e-9)
      #expect(top.level == 1 && below.level == 0 && top.scale == 1)
      checked += 1
    }
    #expect(checked > 200)
  }

  @Test("Scenarios without stack keep their tick lines: no level, scale or offset keys")
  func otherFormatsUnchanged() throws {
    let detent = try Self.decode(
      """
      {"name": "d", "distance": 800, "until": 1, "present": {"duration": 0.5, "curve": {"spring": {"dampingRatio": 1}}}, "detents": [1.0],
       "events": [{"at": 0, "do": "present"}]}
      """)
    let text = TimelineEncoder.encode(Simulation.run(detent))
    #expect(!text.contains("\"level\"") && !text.contains("\"scale\"") && !text.contains("\"offset\""))
  }
}

import Foundation
import Testing

@testable import InterruptibleSimulation

/// A scenario's JSON text built from parts, so each test changes one field.
func scenarioJSON(
  head: String = #""name": "t", "distance": 240, "until": 2"#,
  present: String = #"{"duration": 0.45, "curve": "easeInOut"}"#,
  extra: String = "",
  events: String = #"[{"at": 0, "do": "present"}]"#
) -> String {
  "{\(head), \"present\": \(present)\(extra), \"events\": \(events)}"
}

/// The error decoding `json` throws, or nil when it decodes.
func decodingError(_ json: String) -> ScenarioError? {
  do {
    _ = try Scenario.decode(Data(json.utf8))
    return nil
  } catch {
    return error as? ScenarioError
  }
}

@Suite("Scenario decoder errors name the field")
struct DecoderErrorTests {
  static let cases: [(json: String, expected: String)] = [
    ("{\"name\": ", "scenario: invalid JSON"),
    ("[1, 2]", "scenario: expected an object, got an array"),
    (scenarioJSON(head: #""distance": 240, "until": 2"#), "name: missing"),
    (scenarioJSON(head: #""name": 7, "distance": 240, "until": 2"#), "name: expected a string, got a number"),
    (scenarioJSON(head: #""name": " ", "distance": 240, "until": 2"#), "name: must not be empty"),
    (scenarioJSON(extra: #", "fps": 0"#), "fps: must be in 1...1000, got 0"),
    (scenarioJSON(extra: #", "fps": "120""#), "fps: expected a number, got a string"),
    (
      scenarioJSON(head: #""name": "t", "distance": -5, "until": 2"#),
      "distance: must be > 0 and <= 100000, got -5"
    ),
    (
      scenarioJSON(head: #""name": "t", "distance": null, "until": 2"#),
      "distance: expected a number, got null"
    ),
    (scenarioJSON(head: #""name": "t", "distance": 240"#), "until: missing"),
    (
      scenarioJSON(head: #""name": "t", "distance": 240, "until": true"#),
      "until: expected a number, got a boolean"
    ),
    (
      scenarioJSON(head: #""name": "t", "distance": 240, "until": 0"#), "until: must be > 0 and <= 600, got 0"
    ),
    (scenarioJSON(extra: #", "fsp": 60"#), "fsp: unknown field"),
    ("{\"name\": \"t\", \"distance\": 240, \"until\": 2, \"events\": []}", "present: missing"),
    (scenarioJSON(present: "[]"), "present: expected an object, got an array"),
    (
      scenarioJSON(present: #"{"duration": 0, "curve": "linear"}"#),
      "present.duration: must be > 0 and <= 60, got 0"
    ),
    (scenarioJSON(present: #"{"curve": "linear"}"#), "present.duration: missing"),
    (scenarioJSON(present: #"{"duration": 1}"#), "present.curve: missing"),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": "linear", "delay": 1}"#),
      "present.delay: unknown field"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": "bouncy"}"#), #"present.curve: unknown curve "bouncy""#
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": 3}"#),
      "present.curve: expected a curve name or an object, got a number"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"cubic": [0, 0, 1], "spring": {}}}"#),
      "present.curve: expected an object with exactly one of \"cubic\", \"spring\""
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"bezier": [0, 0, 1, 1]}}"#),
      "present.curve: expected an object with exactly one of"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"cubic": [0, 0, 1]}}"#),
      "present.curve.cubic: expected an array of 4 numbers"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"cubic": [1.5, 0, 1, 1]}}"#),
      "present.curve.cubic[0]: x control points must be in 0...1, got 1.5"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"cubic": [0, 0, -0.1, 1]}}"#),
      "present.curve.cubic[2]: x control points must be in 0...1, got -0.1"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"cubic": [0, "a", 1, 1]}}"#),
      "present.curve.cubic[1]: expected a number, got a string"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"spring": {}}}"#),
      "present.curve.spring: expected \"dampingRatio\""
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"spring": 0.8}}"#),
      "present.curve.spring: expected an object, got a number"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"spring": {"dampingRatio": 0}}}"#),
      "present.curve.spring.dampingRatio: must be > 0, got 0"
    ),
    (
      scenarioJSON(present: #"{"duration": 1, "curve": {"spring": {"dampingRatio": 0.5, "mass": 1}}}"#),
      "present.curve.spring.mass: unknown field with dampingRatio"
    ),
    (
      scenarioJSON(
        present: #"{"duration": 1, "curve": {"spring": {"dampingRatio": 0.5, "initialVelocity": "fast"}}}"#),
      "present.curve.spring.initialVelocity: expected a number, got a string"
    ),
    (
      scenarioJSON(present: #"{"curve": {"spring": {"mass": 1, "stiffness": 100}}}"#),
      "present.curve.spring.damping: missing"
    ),
    (
      scenarioJSON(present: #"{"curve": {"spring": {"mass": 1, "stiffness": -100, "damping": 10}}}"#),
      "present.curve.spring.stiffness: must be > 0, got -100"
    ),
    (
      scenarioJSON(present: #"{"curve": {"spring": {"mass": 0, "stiffness": 100, "damping": 10}}}"#),
      "present.curve.spring.mass: must be > 0, got 0"
    ),
    (
      scenarioJSON(present: #"{"curve": {"spring": {"duration": 0.5, "bounce": 1}}}"#),
      "present.curve.spring.bounce: must be > -1 and < 1, got 1"
    ),
    (
      scenarioJSON(present: #"{"curve": {"spring": {"duration": 0, "bounce": 0.2}}}"#),
      "present.curve.spring.duration: must be > 0 and <= 60, got 0"
    ),
    (
      scenarioJSON(present: #"{"curve": {"spring": {"bounce": 0.2}}}"#),
      "present.curve.spring.duration: missing"
    ),
    (
      scenarioJSON(extra: #", "dismiss": {"duration": 0.3, "curve": 5}"#),
      "dismiss.curve: expected a curve name or an object, got a number"
    ),
    (scenarioJSON(extra: #", "dismiss": "easeIn""#), "dismiss: expected an object, got a string"),
    (scenarioJSON(events: "{}"), "events: expected an array, got an object"),
    (scenarioJSON(events: #"["present"]"#), "events[0]: expected an object, got a string"),
    (
      scenarioJSON(events: #"[{"at": 0, "do": "present"}, {"at": 0.15, "do": "tap"}]"#),
      #"events[1].do: unknown event "tap""#
    ),
    (scenarioJSON(events: #"[{"at": 0, "do": 1}]"#), "events[0].do: expected a string, got a number"),
    (scenarioJSON(events: #"[{"do": "present"}]"#), "events[0].at: missing"),
    (scenarioJSON(events: #"[{"at": 3, "do": "present"}]"#), "events[0].at: must be in 0...until (2), got 3"),
    (
      scenarioJSON(events: #"[{"at": -0.1, "do": "present"}]"#),
      "events[0].at: must be in 0...until (2), got -0.1"
    ),
    (
      scenarioJSON(events: #"[{"at": 0.5, "do": "present"}, {"at": 0.1, "do": "dismiss"}]"#),
      "events[1].at: 0.1 is earlier than events[0].at (0.5)"
    ),
    (scenarioJSON(events: #"[{"at": 0, "do": "panChanged"}]"#), "events[0].translation: missing"),
    (
      scenarioJSON(events: #"[{"at": 0, "do": "panEnded", "velocity": "fast"}]"#),
      "events[0].velocity: expected a number, got a string"
    ),
    (
      scenarioJSON(events: #"[{"at": 0, "do": "scrub", "fraction": 1.5}]"#),
      "events[0].fraction: must be in 0...1, got 1.5"
    ),
    (
      scenarioJSON(events: #"[{"at": 0, "do": "present", "translation": 5}]"#),
      #"events[0].translation: unknown field for "present""#
    ),
    (
      scenarioJSON(events: #"[{"at": 0, "do": "scrub", "fraction": 0.5, "velocity": 1}]"#),
      #"events[0].velocity: unknown field for "scrub""#
    ),
  ]

  @Test("each malformed field is reported by its path", arguments: cases.indices)
  func namesTheField(index: Int) throws {
    let (json, expected) = Self.cases[index]
    let error = try #require(decodingError(json), "decoded: \(json)")
    #expect(error.description.hasPrefix(expected), "\(error.description) — expected prefix \(expected)")
  }

  @Test("the base scenario of these cases decodes")
  func baseDecodes() {
    #expect(decodingError(scenarioJSON()) == nil)
  }
}

import Foundation
import Interruptible

extension Scenario {
  /// The largest tick rate, distance and length a scenario may ask for.
  public static let limits = (framesPerSecond: 1000.0, distance: 100_000.0, until: 600.0)

  /// Decodes and validates a scenario. Every field is checked; the first problem throws a
  /// ``ScenarioError`` naming the field, e.g. `events[1].do: unknown event "tap"`.
  public static func decode(_ data: Data) throws -> Scenario {
    try decode(JSONValue.parse(data))
  }

  /// Decodes and validates a scenario from parsed JSON.
  public static func decode(_ json: JSONValue) throws -> Scenario {
    let top = try JSONObjectReader(json, path: "")
    try top.rejectUnknownFields(allowing: [
      "name", "description", "fps", "distance", "until", "present", "dismiss", "events",
    ])
    let name = try top.string("name")
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ScenarioError(path: "name", message: "must not be empty")
    }
    let summary = try top.fields["description"].map { _ in try top.string("description") }
    let fps =
      try top.optionalNumber("fps", "must be in 1...1000") { $0 >= 1 && $0 <= limits.framesPerSecond } ?? 120
    let distance = try top.number("distance", "must be > 0 and <= 100000") {
      $0 > 0 && $0 <= limits.distance
    }
    let until = try top.number("until", "must be > 0 and <= 600") { $0 > 0 && $0 <= limits.until }
    let present = try ScenarioTiming.decode(try top.required("present"), path: "present")
    let dismiss = try top.fields["dismiss"].map { try ScenarioTiming.decode($0, path: "dismiss") }
    let events = try decodeEvents(try top.array("events"), until: until)
    return Scenario(
      name: name, summary: summary, framesPerSecond: fps, distance: distance, until: until,
      present: present, dismiss: dismiss, events: events)
  }

  private static func decodeEvents(_ values: [JSONValue], until: Double) throws -> [ScenarioEvent] {
    var events: [ScenarioEvent] = []
    for (index, value) in values.enumerated() {
      let event = try ScenarioEvent.decode(value, path: "events[\(index)]", until: until)
      if let previous = events.last, event.time < previous.time {
        throw ScenarioError(
          path: "events[\(index)].at",
          message: "\(ScenarioNumber.text(event.time)) is earlier than events[\(index - 1)].at "
            + "(\(ScenarioNumber.text(previous.time))); events must be in time order")
      }
      events.append(event)
    }
    return events
  }
}

extension ScenarioEvent {
  /// Decodes one event object at `path` (`events[3]`).
  static func decode(_ value: JSONValue, path: String, until: Double) throws -> ScenarioEvent {
    let reader = try JSONObjectReader(value, path: path)
    let time = try reader.number("at", "must be in 0...until (\(ScenarioNumber.text(until)))") {
      $0 >= 0 && $0 <= until
    }
    let name = try reader.string("do")
    let action = try ScenarioAction.decode(name: name, reader: reader)
    return ScenarioEvent(time: time, action: action)
  }
}

extension TransitionStep {
  /// The action named `name`, reading its argument (if any) from the event object.
  static func decode(name: String, reader: JSONObjectReader) throws -> ScenarioAction {
    let simple: [String: ScenarioAction] = [
      "present": .present, "dismiss": .dismiss, "tapOutside": .tapOutside, "tapInside": .tapInside,
      "panBegan": .panBegan, "pause": .pause, "resume": .resume, "reverse": .reverse, "finish": .finish,
      "cancel": .cancel,
    ]
    let context = "for \"\(name)\""
    if let action = simple[name] {
      try reader.rejectUnknownFields(allowing: ["at", "do"], context: context)
      return action
    }
    switch name {
    case "panChanged":
      try reader.rejectUnknownFields(allowing: ["at", "do", "translation"], context: context)
      return .panChanged(translation: try reader.number("translation"))
    case "panEnded":
      try reader.rejectUnknownFields(allowing: ["at", "do", "velocity"], context: context)
      return .panEnded(velocity: try reader.number("velocity"))
    case "scrub":
      try reader.rejectUnknownFields(allowing: ["at", "do", "fraction"], context: context)
      return .scrub(to: try reader.number("fraction", "must be in 0...1") { $0 >= 0 && $0 <= 1 })
    default:
      throw ScenarioError(
        path: reader.path(of: "do"),
        message: "unknown event \"\(name)\" (expected one of \(names.joined(separator: ", ")))")
    }
  }
}

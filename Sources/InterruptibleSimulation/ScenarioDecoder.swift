import Foundation
import InterruptibleCore

extension Scenario {
  /// The largest tick rate, distance and length a scenario may ask for.
  package static let limits = (framesPerSecond: 1000.0, distance: 100_000.0, until: 600.0)

  /// Decodes and validates a scenario. Every field is checked; the first problem throws a
  /// ``ScenarioError`` naming the field, e.g. `events[1].do: unknown event "tap"`.
  package static func decode(_ data: Data) throws -> Scenario {
    try decode(JSONValue.parse(data))
  }

  /// Decodes and validates a scenario from parsed JSON.
  package static func decode(_ json: JSONValue) throws -> Scenario {
    let top = try JSONObjectReader(json, path: "")
    if top.fields["contextMenu"] != nil { return try ContextMenuScenario.decodeScenario(top) }
    try top.rejectUnknownFields(allowing: [
      "name", "description", "fps", "distance", "until", "present", "dismiss", "events", "detents",
      "initialDetent", "dismissible", "keyboard", "modalInPresentation", "zoom", "stack", "adaptive",
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
    var scenario = Scenario(
      name: name, summary: summary, framesPerSecond: fps, distance: distance, until: until,
      present: present, dismiss: dismiss, events: events)
    scenario.detents = try DetentScenario.decode(top)
    let stackFlag: JSONValue? = top.fields["stack"]
    try checkMoves(events, detents: scenario.detents, isStack: stackFlag == .bool(true))
    try checkKeyboard(top, events: events, detents: &scenario.detents)
    try AdaptiveScenario.check(events, detents: scenario.detents)
    scenario.isModalInPresentation = try decodeModal(top)
    try checkDetentChanges(events, detents: scenario.detents)
    scenario.isStack = try decodeStack(top, events: events, hasDetents: scenario.detents != nil)
    scenario.zoom = try ZoomScenario.decode(top)
    try ZoomScenario.check(
      events, zoom: scenario.zoom, hasDetents: scenario.detents != nil,
      isModal: scenario.isModalInPresentation)
    return scenario
  }

  /// `moveTo` needs detents and an index among the detents in effect at its time: the scenario's
  /// `detents`, or those of the latest `setDetents` before it. In a stack, where each level has its
  /// own, an index among the most detents any level may have then (the run ignores a move to an index
  /// the level does not have).
  private static func checkMoves(_ events: [ScenarioEvent], detents: DetentScenario?, isStack: Bool) throws {
    var count = detents?.fractions.count ?? 0
    for (index, event) in events.enumerated() {
      if case .setDetents(let fractions) = event.action {
        count = isStack ? max(count, fractions.count) : fractions.count
      }
      guard case .moveTo(let detent) = event.action else { continue }
      guard detents != nil else {
        throw ScenarioError(path: "events[\(index)].do", message: "moveTo needs \"detents\" in the scenario")
      }
      guard (0..<count).contains(detent) else {
        throw ScenarioError(
          path: "events[\(index)].detent",
          message: "must be an index in 0...\(count - 1), got \(detent)")
      }
    }
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
    let level = try Scenario.decodeLevel(reader)
    let action = try ScenarioAction.decode(name: name, reader: reader.without("level"))
    return ScenarioEvent(time: time, action: action, level: level)
  }
}

extension ScenarioAction {
  /// The action named `name`, reading its argument (if any) from the event object.
  static func decode(name: String, reader: JSONObjectReader) throws -> ScenarioAction {
    if name == "setDetents" { return try decodeSetDetents(reader) }
    if let layout = try decodeLayoutEvent(name: name, reader: reader) { return layout }
    if name == "moveTo" {
      try reader.rejectUnknownFields(allowing: ["at", "do", "detent"], context: "for \"moveTo\"")
      let index = try reader.number("detent", "must be a whole number >= 0") {
        $0 >= 0 && $0 == $0.rounded() && $0 < 1e6
      }
      return .moveTo(detent: Int(index))
    }
    if let zoom = try ZoomScenarioAction.decode(name: name, reader: reader) { return .zoom(zoom) }
    return .step(try TransitionStep.decode(name: name, reader: reader))
  }
}

extension TransitionStep {
  /// The step named `name`, reading its argument (if any) from the event object.
  static func decode(name: String, reader: JSONObjectReader) throws -> TransitionStep {
    let simple: [String: TransitionStep] = [
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
        path: reader.path(of: "do"), message: "unknown event \"\(name)\"",
        note: " (expected one of \(ScenarioAction.names.joined(separator: ", ")))")
    }
  }
}

extension DetentScenario {
  /// The detent fields of a scenario object, or nil when it has no `"detents"`. `initialDetent` and
  /// `dismissible` without `detents` are refused.
  static func decode(_ top: JSONObjectReader) throws -> DetentScenario? {
    guard let value = top.fields["detents"] else {
      for key in ["initialDetent", "dismissible", "keyboard", "adaptive"] where top.fields[key] != nil {
        throw ScenarioError(path: key, message: "needs \"detents\"")
      }
      return nil
    }
    guard case .array(let items) = value, !items.isEmpty else {
      throw ScenarioError(path: "detents", message: "expected a non-empty array of fractions in (0, 1]")
    }
    let fractions = try DetentScenario.fractions(items, path: "detents")
    let initial = try top.optionalNumber("initialDetent", "must be an index in 0...\(fractions.count - 1)") {
      $0 >= 0 && $0 == $0.rounded() && $0 < Double(fractions.count)
    }
    let dismissible = try top.fields["dismissible"].map { value -> Bool in
      guard case .bool(let flag) = value else {
        throw ScenarioError(path: "dismissible", message: "expected true or false")
      }
      return flag
    }
    var scenario = DetentScenario(
      fractions: fractions, initialDetent: Int(initial ?? 0), isDismissible: dismissible ?? true)
    scenario.adaptive = try AdaptiveScenario.decode(top)
    return scenario
  }
}

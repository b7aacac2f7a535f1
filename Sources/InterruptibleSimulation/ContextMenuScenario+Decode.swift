import Foundation
import InterruptibleCore

extension ContextMenuScenario {
  /// The largest magnitude of a coordinate or size, in points.
  static let coordinateLimit = 1_000_000.0

  /// A scenario object with `"contextMenu"`: its own fields only (`name`, `description`, `fps`,
  /// `until`, `contextMenu`, `events`); the transition's fields are errors here.
  static func decodeScenario(_ top: JSONObjectReader) throws -> Scenario {
    try top.rejectUnknownFields(
      allowing: ["name", "description", "fps", "until", "contextMenu", "events"],
      context: "in a context-menu scenario")
    let name = try top.string("name")
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ScenarioError(path: "name", message: "must not be empty")
    }
    let summary = try top.fields["description"].map { _ in try top.string("description") }
    let limits = Scenario.limits
    let fps =
      try top.optionalNumber("fps", "must be in 1...1000") { $0 >= 1 && $0 <= limits.framesPerSecond } ?? 120
    let until = try top.number("until", "must be > 0 and <= 600") { $0 > 0 && $0 <= limits.until }
    var menu = try decode(try top.required("contextMenu"))
    menu.events = try decodeEvents(try top.array("events"), until: until, rows: menu.rowHeights.count)
    var scenario = Scenario(name: name, summary: summary, framesPerSecond: fps, until: until)
    scenario.contextMenu = menu
    return scenario
  }

  /// The `"contextMenu"` object.
  static func decode(_ value: JSONValue) throws -> ContextMenuScenario {
    let reader = try JSONObjectReader(value, path: "contextMenu")
    try reader.rejectUnknownFields(allowing: [
      "container", "safeArea", "source", "preview", "rows", "menuWidth", "layoutDirection", "keyboard",
      "commitDuration", "slop", "reduceMotion",
    ])
    let container = try size(reader, "container")
    let safe = try reader.fields["safeArea"].map { _ in try insets(reader, "safeArea") } ?? MenuInsets()
    var menu = ContextMenuScenario(
      container: container, safeArea: safe, source: try rect(reader, "source"), rowHeights: try rows(reader))
    menu.previewSize = try reader.fields["preview"].map { _ in try size(reader, "preview") }
    menu.menuWidth =
      try reader.optionalNumber("menuWidth", "must be > 0 and <= 1000000") { $0 > 0 && $0 <= coordinateLimit }
      ?? MenuPlacement.defaultWidth
    menu.layoutDirection = try direction(reader)
    menu.keyboard =
      try reader.optionalNumber("keyboard", "must be >= 0 and <= the container's height") {
        $0 >= 0 && $0 <= Double(container.height)
      } ?? 0
    let commit = try reader.optionalNumber("commitDuration", "must be in 0...60") { $0 >= 0 && $0 <= 60 }
    let slop = try reader.optionalNumber("slop", "must be >= 0 and <= 1000000") {
      $0 >= 0 && $0 <= coordinateLimit
    }
    menu.settings = ContextMenuLift.Settings(
      commitDuration: commit ?? ContextMenuLift.Settings.defaultCommitDuration,
      slop: slop ?? ContextMenuLift.Settings.defaultSlop)
    menu.reducesMotion = try flag(reader, "reduceMotion") ?? false
    return menu
  }

  /// The events, in time order; `tapRow` names one of `rows` rows.
  static func decodeEvents(_ values: [JSONValue], until: Double, rows: Int) throws
    -> [ContextMenuScenarioEvent]
  {
    var events: [ContextMenuScenarioEvent] = []
    for (index, value) in values.enumerated() {
      let path = "events[\(index)]"
      let reader = try JSONObjectReader(value, path: path)
      let time = try reader.number("at", "must be in 0...until (\(ScenarioNumber.text(until)))") {
        $0 >= 0 && $0 <= until
      }
      if let previous = events.last, time < previous.time {
        throw ScenarioError(
          path: "\(path).at",
          message: "\(ScenarioNumber.text(time)) is earlier than events[\(index - 1)].at "
            + "(\(ScenarioNumber.text(previous.time))); events must be in time order")
      }
      events.append(ContextMenuScenarioEvent(time: time, action: try action(reader, rows: rows)))
    }
    return events
  }

  private static func action(_ reader: JSONObjectReader, rows: Int) throws -> ContextMenuScenarioAction {
    let name = try reader.string("do")
    let context = "for \"\(name)\""
    let simple: [String: ContextMenuScenarioAction] = [
      "cancelTouch": .cancelTouch, "tapOutside": .tapOutside, "tapPreview": .tapPreview, "dismiss": .dismiss,
    ]
    if let action = simple[name] {
      try reader.rejectUnknownFields(allowing: ["at", "do"], context: context)
      return action
    }
    switch name {
    case "press", "move", "release":
      try reader.rejectUnknownFields(allowing: ["at", "do", "point"], context: context)
      let point = try self.point(reader, "point")
      return name == "press" ? .press(point) : name == "move" ? .move(point) : .release(point)
    case "resize":
      try reader.rejectUnknownFields(allowing: ["at", "do", "container"], context: context)
      return .resize(try size(reader, "container"))
    case "tapRow":
      try reader.rejectUnknownFields(allowing: ["at", "do", "row"], context: context)
      let row = try reader.number("row", "must be an index in 0...\(rows - 1)") {
        $0 >= 0 && $0 == $0.rounded() && $0 < Double(rows)
      }
      return .tapRow(Int(row))
    default:
      throw ScenarioError(
        path: reader.path(of: "do"), message: "unknown event \"\(name)\" in a context-menu scenario",
        note: " (expected one of \(ContextMenuScenarioAction.names.joined(separator: ", ")))")
    }
  }

  // MARK: - Fields

  private static func object(_ reader: JSONObjectReader, _ key: String, _ keys: Set<String>) throws
    -> JSONObjectReader
  {
    let object = try JSONObjectReader(try reader.required(key), path: reader.path(of: key))
    try object.rejectUnknownFields(allowing: keys)
    return object
  }

  private static func coordinate(_ reader: JSONObjectReader, _ key: String) throws -> Double {
    try reader.number(key, "must be within ±1000000") { abs($0) <= coordinateLimit }
  }

  private static func length(_ reader: JSONObjectReader, _ key: String) throws -> Double {
    try reader.number(key, "must be >= 0 and <= 1000000") { $0 >= 0 && $0 <= coordinateLimit }
  }

  private static func point(_ reader: JSONObjectReader, _ key: String) throws -> CGPoint {
    let object = try object(reader, key, ["x", "y"])
    return CGPoint(x: try coordinate(object, "x"), y: try coordinate(object, "y"))
  }

  private static func size(_ reader: JSONObjectReader, _ key: String) throws -> CGSize {
    let object = try object(reader, key, ["width", "height"])
    return CGSize(width: try length(object, "width"), height: try length(object, "height"))
  }

  private static func rect(_ reader: JSONObjectReader, _ key: String) throws -> CGRect {
    let object = try object(reader, key, ["x", "y", "width", "height"])
    return CGRect(
      x: try coordinate(object, "x"), y: try coordinate(object, "y"), width: try length(object, "width"),
      height: try length(object, "height"))
  }

  private static func insets(_ reader: JSONObjectReader, _ key: String) throws -> MenuInsets {
    let object = try object(reader, key, ["top", "left", "bottom", "right"])
    return MenuInsets(
      top: try length(object, "top"), left: try length(object, "left"), bottom: try length(object, "bottom"),
      right: try length(object, "right"))
  }

  private static func rows(_ reader: JSONObjectReader) throws -> [Double] {
    let items = try reader.array("rows")
    guard !items.isEmpty else {
      throw ScenarioError(path: reader.path(of: "rows"), message: "expected 1 to 10000 rows, got 0")
    }
    return try items.enumerated().map { index, item in
      let row = try JSONObjectReader(item, path: "\(reader.path(of: "rows"))[\(index)]")
      try row.rejectUnknownFields(allowing: ["height"])
      return try length(row, "height")
    }
  }

  private static func direction(_ reader: JSONObjectReader) throws -> MenuLayoutDirection {
    guard reader.fields["layoutDirection"] != nil else { return .leftToRight }
    let text = try reader.string("layoutDirection")
    guard let direction = MenuLayoutDirection(rawValue: text) else {
      throw ScenarioError(
        path: reader.path(of: "layoutDirection"),
        message: "expected \"leftToRight\" or \"rightToLeft\", got \"\(text)\"")
    }
    return direction
  }

  private static func flag(_ reader: JSONObjectReader, _ key: String) throws -> Bool? {
    guard let value = reader.fields[key] else { return nil }
    guard case .bool(let flag) = value else {
      throw ScenarioError(path: reader.path(of: key), message: "expected true or false")
    }
    return flag
  }
}

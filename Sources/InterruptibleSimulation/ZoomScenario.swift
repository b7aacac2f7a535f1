import Foundation
import InterruptibleCore

/// The zoom part of a scenario: the flight's source and destination rectangles.
///
/// ```json
/// "zoom": {"source": [20, 600, 100, 100], "destination": [0, 100, 390, 520]}
/// ```
///
/// A zoom scenario runs the core's ``ZoomFlight`` instead of a coordinator: `present` zooms from the
/// source to the destination, `dismiss` back, `panBegan` on presented content starts an interactive
/// dismissal (or grabs a flight), and its pan events take vectors. `sourceMoved` and `sourceLost`
/// move or lose the source. Every tick line gains `"frame":[x,y,w,h]`, the flying view's frame.
package struct ZoomScenario: Sendable, Equatable {
  /// The source's rectangle at the start, `[x, y, width, height]`.
  package var source: [Double]
  /// The destination's rectangle, `[x, y, width, height]`.
  package var destination: [Double]

  /// A zoom from `source` to `destination` (`[x, y, width, height]` each).
  package init(source: [Double], destination: [Double]) {
    self.source = source
    self.destination = destination
  }

  static func rect(_ values: [Double]) -> CGRect {
    values.count == 4 ? CGRect(x: values[0], y: values[1], width: values[2], height: values[3]) : .zero
  }
}

/// An event only a zoom scenario has (the other events are coordinator steps).
package enum ZoomScenarioAction: Sendable, Hashable {
  /// The source is now at `[x, y, width, height]`.
  case sourceMoved([Double])
  /// The source is gone.
  case sourceLost
  /// The finger is `[dx, dy]` points from where the pan began (y down).
  case panChanged([Double])
  /// The finger lifts moving at `[vx, vy]` points per second.
  case panEnded([Double])

  /// The name used in scenario files.
  package var name: String {
    switch self {
    case .sourceMoved: return "sourceMoved"
    case .sourceLost: return "sourceLost"
    case .panChanged: return "panChanged"
    case .panEnded: return "panEnded"
    }
  }

  /// The event's values for plots: `(24, 80, 110, 110)`, `(30, 140)`; empty for `sourceLost`.
  var value: String {
    switch self {
    case .sourceMoved(let values), .panChanged(let values), .panEnded(let values):
      return "(\(values.map(ScenarioNumber.text).joined(separator: ", ")))"
    case .sourceLost: return ""
    }
  }

  /// A short label for plots: `sourceMoved`, `panEnded (40, 900)/s`.
  package var label: String {
    let pair = { (values: [Double]) in values.map(ScenarioNumber.text).joined(separator: ", ") }
    switch self {
    case .sourceMoved, .sourceLost: return name
    case .panChanged(let translation): return "panChanged (\(pair(translation)))"
    case .panEnded(let velocity): return "panEnded (\(pair(velocity)))/s"
    }
  }
}

extension ZoomScenarioAction {
  /// The zoom action named `name` in `reader`'s event, or nil when the event is not one (a coordinator
  /// step, or a pan with a scalar value).
  static func decode(name: String, reader: JSONObjectReader) throws -> ZoomScenarioAction? {
    let context = "for \"\(name)\""
    switch name {
    case "sourceMoved":
      try reader.rejectUnknownFields(allowing: ["at", "do", "rect"], context: context)
      return .sourceMoved(try vector(reader, "rect", count: 4))
    case "sourceLost":
      try reader.rejectUnknownFields(allowing: ["at", "do"], context: context)
      return .sourceLost
    case "panChanged" where isArray(reader.fields["translation"]):
      try reader.rejectUnknownFields(allowing: ["at", "do", "translation"], context: context)
      return .panChanged(try vector(reader, "translation", count: 2))
    case "panEnded" where isArray(reader.fields["velocity"]):
      try reader.rejectUnknownFields(allowing: ["at", "do", "velocity"], context: context)
      return .panEnded(try vector(reader, "velocity", count: 2))
    default: return nil
    }
  }

  private static func isArray(_ value: JSONValue?) -> Bool {
    if case .array = value { return true }
    return false
  }

  /// `count` finite numbers at `key`; a rectangle's width and height must not be negative.
  static func vector(_ reader: JSONObjectReader, _ key: String, count: Int) throws -> [Double] {
    let shape = count == 4 ? "[x, y, width, height]" : "[dx, dy]"
    guard case .array(let items) = try reader.required(key), items.count == count else {
      throw ScenarioError(
        path: reader.path(of: key), message: "expected an array of \(count) numbers \(shape)")
    }
    var values: [Double] = []
    for (index, item) in items.enumerated() {
      guard case .number(let value) = item, value.isFinite, abs(value) <= 1e6 else {
        throw ScenarioError(
          path: "\(reader.path(of: key))[\(index)]", message: "must be a finite number within ±1000000")
      }
      guard count != 4 || index < 2 || value >= 0 else {
        throw ScenarioError(path: "\(reader.path(of: key))[\(index)]", message: "must be >= 0 (a size)")
      }
      values.append(value)
    }
    return values
  }
}

extension ZoomScenario {
  /// The `"zoom"` field of a scenario object, or nil when there is none.
  static func decode(_ top: JSONObjectReader) throws -> ZoomScenario? {
    guard let value = top.fields["zoom"] else { return nil }
    let reader = try JSONObjectReader(value, path: "zoom")
    try reader.rejectUnknownFields(allowing: ["source", "destination"])
    return ZoomScenario(
      source: try ZoomScenarioAction.vector(reader, "source", count: 4),
      destination: try ZoomScenarioAction.vector(reader, "destination", count: 4))
  }

  /// Zoom events need `"zoom"`; a zoom scenario's pans need vectors; detents and zoom exclude each
  /// other; a zoom scenario cannot be `modalInPresentation` (its flight has no resisted dismissal).
  static func check(_ events: [ScenarioEvent], zoom: ZoomScenario?, hasDetents: Bool, isModal: Bool) throws {
    if zoom != nil && hasDetents {
      throw ScenarioError(path: "zoom", message: "a scenario has either \"zoom\" or \"detents\"")
    }
    if zoom != nil && isModal {
      throw ScenarioError(path: "modalInPresentation", message: "is not supported in a zoom scenario")
    }
    for (index, event) in events.enumerated() {
      switch (event.action, zoom) {
      case (.zoom(let action), nil):
        let field =
          action.name.hasPrefix("pan") ? (action.name == "panEnded" ? "velocity" : "translation") : "do"
        throw ScenarioError(
          path: "events[\(index)].\(field)", message: "\(action.name) needs \"zoom\" in the scenario")
      case (.step(.panChanged), .some):
        throw ScenarioError(
          path: "events[\(index)].translation", message: "expected an array of 2 numbers [dx, dy]")
      case (.step(.panEnded), .some):
        throw ScenarioError(
          path: "events[\(index)].velocity", message: "expected an array of 2 numbers [vx, vy]")
      case (.resize, .some):
        throw ScenarioError(
          path: "events[\(index)].do", message: "resize is not supported in a zoom scenario")
      default: continue
      }
    }
  }
}

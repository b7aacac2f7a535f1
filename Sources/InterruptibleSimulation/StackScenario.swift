import InterruptibleCore

/// Decoding of stack scenarios (`"stack": true`): a detent scenario whose `present` events put a
/// new sheet on top of the ones shown, and whose other sheet events may name the `level` they act
/// on (0: the lowest sheet; without `level`: the top one).
extension Scenario {
  /// The events a stack scenario runs, and which of them take a `level`.
  static let stackEvents: Set<String> = [
    "present", "dismiss", "tapOutside", "panBegan", "panChanged", "panEnded", "moveTo", "keyboard", "resize",
    "setDetents",
  ]
  static let levelEvents: Set<String> = [
    "dismiss", "tapOutside", "panBegan", "panChanged", "panEnded", "moveTo", "setDetents",
  ]

  /// An event's `level`: a whole number in 0…63, or nil when absent.
  static func decodeLevel(_ reader: JSONObjectReader) throws -> Int? {
    try reader.optionalNumber("level", "must be a whole number in 0...63") {
      $0 >= 0 && $0 <= 63 && $0 == $0.rounded()
    }.map { Int($0) }
  }

  /// `"stack"`: a boolean, true only with `"detents"` and without `modalInPresentation` or
  /// `adaptive`; with it every event is one of ``stackEvents`` (`keyboard` and `resize` act on every
  /// level, a `resize` without the window's fields). Without it no event may name a `level`.
  static func decodeStack(_ top: JSONObjectReader, events: [ScenarioEvent], hasDetents: Bool) throws -> Bool {
    var isStack = false
    if let value = top.fields["stack"] {
      guard case .bool(let flag) = value else {
        throw ScenarioError(path: "stack", message: "expected true or false")
      }
      isStack = flag
    }
    for (index, event) in events.enumerated() {
      let name = event.action.name
      if isStack, !stackEvents.contains(name) {
        throw ScenarioError(
          path: "events[\(index)].do", message: "\(name) is not supported in a stack scenario")
      }
      guard event.level != nil else { continue }
      guard isStack else {
        throw ScenarioError(path: "events[\(index)].level", message: "needs \"stack\": true in the scenario")
      }
      guard levelEvents.contains(name) else {
        throw ScenarioError(path: "events[\(index)].level", message: "unknown field for \"\(name)\"")
      }
    }
    guard isStack else { return false }
    guard hasDetents else { throw ScenarioError(path: "stack", message: "needs \"detents\"") }
    for key in ["modalInPresentation", "adaptive"] where top.fields[key] != nil {
      throw ScenarioError(path: key, message: "not supported in a stack scenario")
    }
    return true
  }
}

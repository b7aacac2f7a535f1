import InterruptibleCore

extension Scenario {
  /// `modalInPresentation`: a boolean, false when absent.
  static func decodeModal(_ top: JSONObjectReader) throws -> Bool {
    guard let value = top.fields["modalInPresentation"] else { return false }
    guard case .bool(let flag) = value else {
      throw ScenarioError(path: "modalInPresentation", message: "expected true or false")
    }
    return flag
  }

  /// `setDetents` needs a detent scenario.
  static func checkDetentChanges(_ events: [ScenarioEvent], detents: DetentScenario?) throws {
    guard detents == nil else { return }
    for (index, event) in events.enumerated() {
      guard case .setDetents = event.action else { continue }
      throw ScenarioError(
        path: "events[\(index)].do", message: "setDetents needs \"detents\" in the scenario")
    }
  }
}

extension ScenarioAction {
  /// `{"do": "setDetents", "detents": [...]}`: the same rules as the scenario's `detents`.
  static func decodeSetDetents(_ reader: JSONObjectReader) throws -> ScenarioAction {
    try reader.rejectUnknownFields(allowing: ["at", "do", "detents"], context: "for \"setDetents\"")
    let path = reader.path(of: "detents")
    guard case .array(let items)? = reader.fields["detents"], !items.isEmpty else {
      throw ScenarioError(path: path, message: "expected a non-empty array of fractions in (0, 1]")
    }
    return .setDetents(try DetentScenario.fractions(items, path: path))
  }
}

extension DetentScenario {
  /// Detent fractions at `path`: numbers in (0, 1], strictly ascending.
  static func fractions(_ items: [JSONValue], path: String) throws -> [Double] {
    var fractions: [Double] = []
    for (index, item) in items.enumerated() {
      guard case .number(let fraction) = item, fraction.isFinite, fraction > 0, fraction <= 1 else {
        throw ScenarioError(path: "\(path)[\(index)]", message: "must be a number in (0, 1]")
      }
      if let previous = fractions.last, fraction <= previous {
        throw ScenarioError(
          path: "\(path)[\(index)]", message: "must be greater than \(path)[\(index - 1)] (ascending)")
      }
      fractions.append(fraction)
    }
    return fractions
  }
}

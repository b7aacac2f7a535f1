import Foundation

/// A parsed JSON value, kept untyped so the scenario decoder can check every field itself and name
/// the field in its errors.
package enum JSONValue: Sendable, Equatable, Decodable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// Any JSON number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; key order is not kept.
  case object([String: JSONValue])

  /// Decodes whichever kind of value the JSON holds.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses JSON text strictly: malformed text throws a ``ScenarioError`` at `path` (the input's
  /// name: `scenario`, `layout`); a key given twice in one object, an array of more than 10 000
  /// elements or nesting deeper than 64 levels throws one naming the field, as soon as it is read.
  package static func parse(_ data: Data, path: String = "scenario") throws -> JSONValue {
    try JSONParser.parse(data, name: path)
  }

  /// The kind of value, as used in error messages: `a number`, `a string`, ….
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

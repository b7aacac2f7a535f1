/// Reads the fields of one JSON object, checking types and names and reporting errors by path.
struct JSONObjectReader {
  /// The object's fields.
  let fields: [String: JSONValue]
  /// The object's own path; empty for the top level.
  let path: String

  /// Reads `value` as an object at `path` (`name` labels the top level in errors).
  init(_ value: JSONValue, path: String, name: String = "scenario") throws {
    guard case .object(let fields) = value else {
      throw ScenarioError(
        path: path.isEmpty ? name : path, message: "expected an object, got \(value.kindDescription)")
    }
    self.fields = fields
    self.path = path
  }

  /// This object without the field `key` (read separately), at the same path.
  func without(_ key: String) -> JSONObjectReader {
    guard fields[key] != nil else { return self }
    var rest = fields
    rest[key] = nil
    return JSONObjectReader(fields: rest, path: path)
  }

  private init(fields: [String: JSONValue], path: String) {
    self.fields = fields
    self.path = path
  }

  /// The path of the field `key`.
  func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// Throws for the first (alphabetically) field not in `allowed`.
  func rejectUnknownFields(allowing allowed: Set<String>, context: String? = nil) throws {
    guard let unknown = fields.keys.filter({ !allowed.contains($0) }).sorted().first else { return }
    let suffix = context.map { " \($0)" } ?? ""
    throw ScenarioError(path: path(of: unknown), message: "unknown field\(suffix)")
  }

  /// The raw value of `key`; throws when it is missing.
  func required(_ key: String) throws -> JSONValue {
    guard let value = fields[key] else { throw ScenarioError(path: path(of: key), message: "missing") }
    return value
  }

  /// The number at `key`, or nil when the field is absent.
  func optionalNumber(_ key: String) throws -> Double? {
    guard let value = fields[key] else { return nil }
    guard case .number(let number) = value else {
      throw ScenarioError(path: path(of: key), message: "expected a number, got \(value.kindDescription)")
    }
    guard number.isFinite else { throw ScenarioError(path: path(of: key), message: "must be finite") }
    return number
  }

  /// The number at `key`; throws when it is missing or not a number.
  func number(_ key: String) throws -> Double {
    guard let number = try optionalNumber(key) else {
      throw ScenarioError(path: path(of: key), message: "missing")
    }
    return number
  }

  /// The number at `key`, checked by `isValid`; `rule` describes the valid range (`must be > 0`).
  func number(_ key: String, _ rule: String, where isValid: (Double) -> Bool) throws -> Double {
    let value = try number(key)
    try check(key, value, rule, isValid)
    return value
  }

  /// The optional number at `key`, checked by `isValid` when present.
  func optionalNumber(_ key: String, _ rule: String, where isValid: (Double) -> Bool) throws -> Double? {
    guard let value = try optionalNumber(key) else { return nil }
    try check(key, value, rule, isValid)
    return value
  }

  /// The string at `key`; throws when it is missing or not a string.
  func string(_ key: String) throws -> String {
    let value = try required(key)
    guard case .string(let string) = value else {
      throw ScenarioError(path: path(of: key), message: "expected a string, got \(value.kindDescription)")
    }
    return string
  }

  /// The array at `key`; throws when it is missing or not an array.
  func array(_ key: String) throws -> [JSONValue] {
    let value = try required(key)
    guard case .array(let array) = value else {
      throw ScenarioError(path: path(of: key), message: "expected an array, got \(value.kindDescription)")
    }
    return array
  }

  private func check(_ key: String, _ value: Double, _ rule: String, _ isValid: (Double) -> Bool) throws {
    guard isValid(value) else {
      throw ScenarioError(path: path(of: key), message: "\(rule), got \(ScenarioNumber.text(value))")
    }
  }
}

/// Numbers as scenario errors print them: shortest form, no trailing `.0`.
enum ScenarioNumber {
  /// `2` for 2.0, `0.35` for 0.35.
  static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}

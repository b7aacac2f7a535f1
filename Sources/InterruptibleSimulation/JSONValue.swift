import Foundation

/// A parsed JSON value, kept untyped so the scenario decoder can check every field itself and name
/// the field in its errors.
public enum JSONValue: Sendable, Equatable, Decodable {
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
  public init(from decoder: any Decoder) throws {
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

  /// Parses JSON text; malformed text throws a ``ScenarioError`` at `path`.
  public static func parse(_ data: Data, path: String = "scenario") throws -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch let error as DecodingError {
      throw ScenarioError(
        path: path, message: "invalid JSON (\(Self.syntaxProblem(in: data) ?? Self.reason(error)))")
    }
  }

  /// The kind of value, as used in error messages: `a number`, `a string`, ….
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// Foundation's description of a syntax error, which is more specific than the decoder's.
  private static func syntaxProblem(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    }
  }

  private static func reason(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context):
      if let underlying = context.underlyingError as NSError?,
        let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
      {
        return detail
      }
      return context.debugDescription
    @unknown default:
      return "unreadable"
    }
  }
}

/// A scenario that cannot be run: the field at fault and what is wrong with it.
///
/// ```swift
/// ScenarioError(path: "events[1].do", message: "unknown event \"tap\"").description
/// // events[1].do: unknown event "tap"
/// ```
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The field, written as a path from the top of the scenario: `present.curve.spring.mass`.
  public let path: String
  /// What is wrong with it.
  public let message: String

  /// Creates an error for the field at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}

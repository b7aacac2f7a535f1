/// A scenario that cannot be run: the field at fault and what is wrong with it.
///
/// ```swift
/// ScenarioError(path: "events[1].do", message: "unknown event \"tap\"").description
/// // events[1].do: unknown event "tap"
/// ```
package struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The field, written as a path from the top of the scenario: `present.curve.spring.mass`.
  package let path: String
  /// What is wrong with it.
  package let message: String
  /// The simulator's own text after the message, never cut (the valid choices, say); empty by
  /// default.
  let note: String

  /// Creates an error for the field at `path`.
  package init(path: String, message: String) {
    self.init(path: path, message: message, note: "")
  }

  /// An error whose `note` follows the message uncut: ` (expected one of present, dismiss, …)`.
  init(path: String, message: String, note: String) {
    self.path = path
    self.message = message
    self.note = note
  }

  /// `path: message`, each through ``InputText/quoted(_:)`` (input text in it is escaped and cut),
  /// then the note.
  package var description: String { "\(InputText.quoted(path)): \(InputText.quoted(message))\(note)" }
}

/// Text from the input as an error line may quote it: at most ``limit`` characters (Unicode
/// scalars), then `…`; control characters (C0, DEL, C1), line and paragraph separators and the
/// bidirectional controls that reorder what a terminal shows are written as `\u{XXXX}`, so a key
/// `ro\u{0000}ws` never reads as `rows`.
package enum InputText {
  /// The most characters of input an error line quotes.
  package static let limit = 200

  /// `text`, escaped and cut to ``limit``.
  package static func quoted(_ text: String) -> String {
    var result = ""
    for (count, scalar) in text.unicodeScalars.enumerated() {
      guard count < limit else { return result + "…" }
      if isHidden(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: return true
    default: return false
    }
  }
}

import Foundation

/// A strict JSON parser (RFC 8259) over the input's bytes that refuses, while it reads, what the
/// simulator never accepts: a key given twice in one object, an array longer than
/// ``maximumElements``, nesting deeper than ``maximumDepth``. So a hostile input is rejected at the
/// first offending byte, not after it was all turned into values.
struct JSONParser {
  /// The longest array: 10 000 elements (menu rows, detents, events).
  static let maximumElements = 10_000
  /// The deepest nesting of arrays and objects.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  /// The name of the top level in errors (`scenario`, `layout`).
  private let name: String

  /// Parses `data`; any problem throws a ``ScenarioError``: syntax at `name`, a duplicate key or a
  /// too long array at the path of the field.
  static func parse(_ data: Data, name: String) throws -> JSONValue {
    let bytes = [UInt8](data)
    let isUTF8 = !transcode(
      bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    guard isUTF8 else {
      throw ScenarioError(path: name, message: "invalid JSON (not UTF-8 text)")
    }
    var parser = JSONParser(bytes: bytes, name: name)
    parser.skipSpace()
    let value = try parser.value(path: "", depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else { throw parser.syntax("unexpected text after the value") }
    return value
  }

  private init(bytes: [UInt8], name: String) {
    self.bytes = bytes
    self.name = name
  }

  /// A syntax error at the current position: its line and column (1-based; the column counts
  /// characters, not bytes) and its byte offset, e.g. `invalid JSON (expected ',' or '}' at line 3,
  /// column 14, byte 52)`.
  private func syntax(_ problem: String) -> ScenarioError {
    let end = min(index, bytes.count)
    var line = 1
    var column = 1
    for byte in bytes[..<end] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1  // a character starts here (not a UTF-8 continuation byte)
      }
    }
    return ScenarioError(
      path: name, message: "invalid JSON (\(problem) at line \(line), column \(column), byte \(index))")
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  private mutating func expect(_ literal: String, _ value: JSONValue) throws -> JSONValue {
    for byte in literal.utf8 {
      guard current == byte else { throw syntax("unexpected character") }
      index += 1
    }
    return value
  }

  private mutating func value(path: String, depth: Int) throws -> JSONValue {
    guard depth <= Self.maximumDepth else {
      throw ScenarioError(
        path: path.isEmpty ? name : path, message: "nested deeper than \(Self.maximumDepth)")
    }
    switch current {
    case UInt8(ascii: "{"): return try object(path: path, depth: depth)
    case UInt8(ascii: "["): return try array(path: path, depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    case nil: throw syntax("unexpected end of input")
    default: return .number(try number())
    }
  }

  private mutating func object(path: String, depth: Int) throws -> JSONValue {
    index += 1
    var fields: [String: JSONValue] = [:]
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw syntax("expected a key") }
      let key = try string()
      let keyPath = path.isEmpty ? key : "\(path).\(key)"
      guard fields[key] == nil else { throw ScenarioError(path: keyPath, message: "duplicate key") }
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw syntax("expected ':'") }
      index += 1
      skipSpace()
      fields[key] = try value(path: keyPath, depth: depth + 1)
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(fields)
      default: throw syntax(current == nil ? "unexpected end of input" : "expected ',' or '}'")
      }
    }
  }

  private mutating func array(path: String, depth: Int) throws -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      guard elements.count < Self.maximumElements else {
        throw ScenarioError(
          path: path.isEmpty ? name : path, message: "more than \(Self.maximumElements) elements")
      }
      skipSpace()
      // An element's path is written only where it can be named (a container, or a value past the
      // depth limit): a scalar's is never read, and writing it cost more than parsing the number.
      let named =
        current == UInt8(ascii: "{") || current == UInt8(ascii: "[") || depth + 1 > Self.maximumDepth
      let elementPath = named ? "\(path.isEmpty ? name : path)[\(elements.count)]" : ""
      elements.append(try value(path: elementPath, depth: depth + 1))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw syntax(current == nil ? "unexpected end of input" : "expected ',' or ']'")
      }
    }
  }

  private mutating func number() throws -> Double {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard try digits(leadingZeroAllowed: false) else { throw syntax("unexpected character") }
    if current == UInt8(ascii: ".") {
      index += 1
      guard try digits(leadingZeroAllowed: true) else { throw syntax("expected a digit") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard try digits(leadingZeroAllowed: true) else { throw syntax("expected a digit") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text) else { throw syntax("unreadable number") }
    return number
  }

  /// Reads digits; false when there are none. A leading zero may not be followed by digits.
  private mutating func digits(leadingZeroAllowed: Bool) throws -> Bool {
    let start = index
    while let byte = current, byte >= 0x30, byte <= 0x39 { index += 1 }
    if !leadingZeroAllowed, index - start > 1, bytes[start] == 0x30 { throw syntax("leading zero") }
    return index > start
  }

  private mutating func string() throws -> String {
    index += 1
    var text = ""
    var run = index
    // The whole input was checked to be UTF-8, and a run never splits a character (it ends at an
    // ASCII quote or backslash).
    func flush(_ end: Int) {
      guard run < end else { return }
      text += String(decoding: bytes[run..<end], as: UTF8.self)
    }
    while true {
      guard let byte = current else { throw syntax("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        flush(index)
        index += 1
        return text
      case UInt8(ascii: "\\"):
        flush(index)
        index += 1
        text.unicodeScalars.append(try escape())
        run = index
      case 0..<0x20: throw syntax("control character in a string")
      default: index += 1
      }
    }
  }

  private mutating func escape() throws -> Unicode.Scalar {
    guard let byte = current else { throw syntax("unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try unicodeEscape()
    default: throw syntax("invalid escape")
    }
  }

  private mutating func unicodeEscape() throws -> Unicode.Scalar {
    let first = try hex4()
    if (0xD800..<0xDC00).contains(first), current == UInt8(ascii: "\\"),
      index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
    {
      index += 2
      let second = try hex4()
      guard (0xDC00..<0xE000).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      else { throw syntax("invalid surrogate pair") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw syntax("unpaired surrogate") }
    return scalar
  }

  private mutating func hex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else { throw syntax("invalid \\u escape") }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }
}

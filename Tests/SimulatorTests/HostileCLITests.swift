import Foundation
import Testing

@testable import InterruptibleSimulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hostile use of the CLI: the SVG target is never the input, never a read-only,
/// hard-linked or looping file; it keeps its mode and is replaced only on commit; input is read up
/// to a limit; error lines quote at most 200 characters, escaped; duplicate keys are errors.
@Suite("interruptible-sim never destroys a file (hostile CLI)")
struct HostileCLITests {
  private let folder: String = {
    let path = NSTemporaryDirectory() + "interruptible-cli-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  private func mode(_ path: String) -> mode_t {
    var status = stat()
    _ = stat(path, &status)
    return status.st_mode & 0o7777
  }

  private func write(_ path: String, _ contents: String = "{\"name\": \"input\"}") throws {
    try contents.write(toFile: path, atomically: false, encoding: .utf8)
  }

  @Test("the SVG target may not be the input: same path, a symbolic link or a hard link to it")
  func targetIsInput() throws {
    let input = folder + "/s.json"
    try write(input)
    try FileManager.default.createSymbolicLink(atPath: folder + "/soft.json", withDestinationPath: "s.json")
    try FileManager.default.linkItem(atPath: input, toPath: folder + "/hard.json")
    for target in [input, folder + "/soft.json", folder + "/hard.json", folder + "/./s.json"] {
      #expect(throws: CommandIO.Failure(path: target, reason: "is the input; refusing to replace it")) {
        try CommandIO.writeFile(Array("<svg/>".utf8), to: target, input: input)
      }
    }
    #expect(text(input) == "{\"name\": \"input\"}")
  }

  @Test("a read-only target is refused, not replaced")
  func readOnlyTarget() throws {
    let target = folder + "/ro.svg"
    try write(target, "old")
    chmod(target, 0o444)
    defer { chmod(target, 0o644) }
    #expect(throws: CommandIO.Failure(path: target, reason: "is not writable; refusing to replace it")) {
      try CommandIO.writeFile(Array("<svg/>".utf8), to: target)
    }
    #expect(text(target) == "old")
  }

  @Test("a replaced file keeps its mode (0600 stays 0600, 0755 stays 0755)")
  func modeKept() throws {
    for wanted: mode_t in [0o600, 0o755, 0o640] {
      let target = folder + "/m\(wanted).svg"
      try write(target, "old")
      chmod(target, wanted)
      try CommandIO.writeFile(Array("<svg/>".utf8), to: target)
      #expect(text(target) == "<svg/>")
      #expect(mode(target) == wanted)
    }
  }

  @Test("a hard-linked target is refused (replacing it would split the links)")
  func hardLinkedTarget() throws {
    let target = folder + "/h.svg"
    try write(target, "old")
    try FileManager.default.linkItem(atPath: target, toPath: folder + "/h2.svg")
    #expect(
      throws: CommandIO.Failure(
        path: target, reason: "has 2 hard links; refusing to replace it (give another path)")
    ) { try CommandIO.writeFile(Array("<svg/>".utf8), to: target) }
    #expect(text(folder + "/h2.svg") == "old")
  }

  @Test("a symbolic-link loop is an error; the links stay links")
  func symlinkLoop() throws {
    let first = folder + "/a.svg"
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "b.svg")
    try FileManager.default.createSymbolicLink(atPath: folder + "/b.svg", withDestinationPath: "a.svg")
    #expect(throws: CommandIO.Failure.self) { try CommandIO.writeFile(Array("<svg/>".utf8), to: first) }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first) == "b.svg")
  }

  @Test("a prepared file replaces nothing until committed; discarded, it leaves the target and no temporary")
  func prepareThenDiscard() throws {
    let target = folder + "/p.svg"
    try write(target, "old")
    let prepared = try CommandIO.prepareFile(Array("<svg/>".utf8), to: target)
    #expect(text(target) == "old")
    prepared.discard()
    #expect(text(target) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["p.svg"])
    try CommandIO.prepareFile(Array("<svg/>".utf8), to: target).commit()
    #expect(text(target) == "<svg/>")
  }

  @Test("an input past 16 MiB stops reading with a clear reason")
  func inputLimit() throws {
    #expect(
      throws: CommandIO.Failure(
        path: "/dev/zero", reason: "larger than 16777216 bytes (16 MiB), the input limit")
    ) {
      _ = try CommandIO.read("/dev/zero")
    }
    let path = folder + "/exact.json"
    try Data(count: CommandIO.maximumInputSize).write(to: URL(fileURLWithPath: path))
    #expect(try CommandIO.read(path).count == CommandIO.maximumInputSize)
  }

  @Test("error lines quote at most 200 characters of input, control and bidi characters escaped")
  func quotedErrors() {
    let huge = String(repeating: "k", count: 5_000_000)
    let long = ScenarioError(path: huge, message: "unknown field").description
    #expect(long == String(repeating: "k", count: 200) + "…: unknown field")
    let hidden = ScenarioError(path: "ro\u{0}ws", message: "unknown field").description
    #expect(hidden == "ro\\u{0000}ws: unknown field")
    #expect(InputText.quoted("a\u{202E}b\u{1B}[31m") == "a\\u{202E}b\\u{001B}[31m")
    #expect(InputText.quoted("présent ✓") == "présent ✓")
  }

  @Test("a duplicate key is an error naming it; scenario and layout errors name their own input")
  func duplicateKeys() {
    #expect(throws: ScenarioError(path: "present.duration", message: "duplicate key")) {
      _ = try JSONValue.parse(Data(#"{"present": {"duration": 1, "duration": 2}}"#.utf8))
    }
    #expect(throws: ScenarioError(path: "name", message: "duplicate key")) {
      _ = try Scenario.decode(Data(#"{"name": "a", "name": "b"}"#.utf8))
    }
    let layout = (try? MenuLayoutCommand.placement(Data("{".utf8))).map { _ in "" }
    #expect(layout == nil)
    do {
      _ = try MenuLayoutCommand.placement(Data("{".utf8))
    } catch {
      #expect("\(error)".hasPrefix("layout: invalid JSON"))
    }
  }

  @Test("arrays longer than 10 000 elements and deep nesting are refused while parsing")
  func arrayCap() {
    let rows =
      "{\"rows\": [" + Array(repeating: "{\"height\": 44}", count: 10_001).joined(separator: ",") + "]}"
    #expect(throws: ScenarioError(path: "rows", message: "more than 10000 elements")) {
      _ = try MenuLayoutCommand.placement(Data(rows.utf8))
    }
    let deep = String(repeating: "[", count: 1_000_000)
    #expect(
      throws: ScenarioError(
        path: "scenario" + String(repeating: "[0]", count: 65), message: "nested deeper than 64")
    ) {
      _ = try JSONValue.parse(Data(deep.utf8))
    }
  }

  @Test("the strict parser reads what JSON allows and refuses what it does not")
  func strictParser() throws {
    let value = try JSONValue.parse(
      Data(
        #" {"a": [1, -2.5e3, 0.25, true, false, null], "b": "x\"\\\/\n\u00e9\ud83d\ude00", "c": {}} "#.utf8))
    #expect(
      value
        == .object([
          "a": .array([.number(1), .number(-2500), .number(0.25), .bool(true), .bool(false), .null]),
          "b": .string("x\"\\/\né😀"), "c": .object([:]),
        ]))
    for bad in [
      "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "\"\u{1}\"", "\"\\x\"", "\"\\ud800\"", "[1] 2", "tru",
    ] {
      #expect(throws: ScenarioError.self, "\(bad)") { _ = try JSONValue.parse(Data(bad.utf8)) }
    }
    #expect(throws: ScenarioError.self) { _ = try JSONValue.parse(Data([0x22, 0xFF, 0x22])) }
  }

  @Test("C0 control characters in a name or description reach the SVG as U+FFFD (well-formed XML)")
  func xmlSafe() {
    let escaped = SVGWriter.escape("a\u{0}b\u{1B}c\td\u{FFFF}<&>")
    #expect(escaped == "a\u{FFFD}b\u{FFFD}c\td\u{FFFD}&lt;&amp;&gt;")
  }

  @Test("--svg \"\" and --svg= fail the same way (usage, exit 64)")
  func emptySVG() {
    let run = { (arguments: [String]) in
      SimulatorCommand.run(arguments: arguments, readInput: { _ in Data() }, simulate: { _ in fatalError() })
    }
    let empty = run(["s.json", "--svg", ""])
    let equals = run(["s.json", "--svg="])
    #expect(empty.status == 64 && equals.status == 64)
    #expect(empty.standardError == equals.standardError)
  }
}

import Foundation
import Testing

@testable import InterruptibleSimulation

@Suite("interruptible-sim menu-layout")
struct MenuLayoutCommandTests {
  static let example = """
    {"container": {"width": 390, "height": 844},
     "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
     "source": {"x": 300, "y": 60, "width": 44, "height": 44},
     "rows": [{"height": 44}, {"height": 44}, {"height": 8}, {"height": 44}],
     "layoutDirection": "leftToRight"}
    """

  private func run(_ input: String, arguments: [String] = ["menu-layout", "-"]) -> SimulatorCommand.Outcome {
    SimulatorCommand.run(
      arguments: arguments, readInput: { _ in Data(input.utf8) }, simulate: { Simulation.run($0) })
  }

  @Test("A top-right button's input prints exactly one line in the fixed format, exit 0")
  func exampleLine() {
    let outcome = run(Self.example)
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput
        == #"{"frame": {"x": 132, "y": 112, "width": 250, "height": 140}, "opens": "down", "anchor": {"x": 322, "y": 104}, "scrolls": false}"#
        + "\n")
  }

  @Test("layoutDirection defaults to leftToRight; rightToLeft aligns trailing edges (x 94)")
  func direction() {
    let withoutDirection = Self.example.replacingOccurrences(
      of: #",\n "layoutDirection": "leftToRight""#, with: "")
    #expect(run(withoutDirection).standardOutput == run(Self.example).standardOutput)
    let rtl = Self.example.replacingOccurrences(of: "leftToRight", with: "rightToLeft")
    #expect(run(rtl).standardOutput.hasPrefix(#"{"frame": {"x": 94, "#))
  }

  @Test(
    "Missing and invalid fields exit 2 naming the field",
    arguments: [
      ("\"width\": 390, ", "container.width: missing"),
      ("{\"height\": 8}", "rows[2].height: must be finite and >= 0, got -8"),
      ("\"leftToRight\"", "layoutDirection: expected \"leftToRight\" or \"rightToLeft\", got \"up\""),
    ])
  func invalid(_ replaced: String, _ message: String) {
    let replacement =
      replaced.hasPrefix("\"width\"") ? "" : replaced.hasPrefix("{") ? "{\"height\": -8}" : "\"up\""
    let outcome = run(Self.example.replacingOccurrences(of: replaced, with: replacement))
    #expect(outcome.status == 2 && outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test("No rows, or menu-layout without a file, are refused (2 and 64)")
  func edges() {
    let noRows = Self.example.replacingOccurrences(
      of: #"[{"height": 44}, {"height": 44}, {"height": 8}, {"height": 44}]"#, with: "[]")
    #expect(run(noRows).status == 2)
    #expect(run("", arguments: ["menu-layout"]).status == 64)
  }
}

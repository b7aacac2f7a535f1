import Foundation
import Testing

@testable import InterruptibleSimulation

/// The menu-layout samples of Demo/MenuLayouts print the lines Docs/ScenarioFormat.md shows.
@Suite("interruptible-sim menu-layout: the shipped samples")
struct MenuLayoutSampleTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL

  static let expected = [
    "below-button":
      #"{"frame": {"x": 132, "y": 112, "width": 250, "height": 140}, "opens": "down", "anchor": {"x": 322, "y": 104}, "scrolls": false}"#,
    "above-tab-bar-rtl":
      #"{"frame": {"x": 8, "y": 620, "width": 250, "height": 132}, "opens": "up", "anchor": {"x": 50, "y": 760}, "scrolls": false}"#,
    "too-tall-scrolls":
      #"{"frame": {"x": 132, "y": 452, "width": 250, "height": 350}, "opens": "down", "anchor": {"x": 195, "y": 444}, "scrolls": true}"#,
  ]

  func run(_ name: String) throws -> SimulatorCommand.Outcome {
    let path = Self.repository.appendingPathComponent("Demo/MenuLayouts/\(name).json").path
    return SimulatorCommand.run(
      arguments: ["menu-layout", path], readInput: { try Data(contentsOf: URL(fileURLWithPath: $0)) },
      simulate: { Simulation.run($0) })
  }

  @Test("Each sample prints its exact line and exits 0; every sample in the folder is listed here")
  func samples() throws {
    let folder = Self.repository.appendingPathComponent("Demo/MenuLayouts").path
    let shipped = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    #expect(shipped == Self.expected.keys.sorted())
    for (name, line) in Self.expected {
      let outcome = try run(name)
      #expect(outcome.status == 0, "\(name)")
      #expect(outcome.standardOutput == line + "\n", "\(name)")
    }
  }

  @Test("Docs/ScenarioFormat.md shows each sample's frame and the first sample's whole line")
  func documented() throws {
    let page = try String(
      contentsOf: Self.repository.appendingPathComponent("Docs/ScenarioFormat.md"), encoding: .utf8)
    for (name, line) in Self.expected {
      let frame = try #require(line.components(separatedBy: ", \"opens\"").first?.dropFirst())
      #expect(page.contains(String(frame)), "\(name)")
    }
    #expect(page.contains(try #require(Self.expected["below-button"])))
  }
}

import Foundation
import Testing

@testable import InterruptibleSimulation

@Suite("interruptible-sim command line")
struct CommandTests {

  private let files = [
    "good.json": scenarioJSON(),
    "bad.json": scenarioJSON(events: #"[{"at": 0, "do": "present"}, {"at": 0.15, "do": "tap"}]"#),
  ]

  /// Runs the command on the in-memory files with a simulation that makes one fixed sample.
  private func run(_ arguments: [String]) -> SimulatorCommand.Outcome {
    SimulatorCommand.run(
      arguments: arguments,
      readInput: { path in
        guard let text = files[path] else {
          throw CommandIO.Failure(path: path, reason: "No such file or directory")
        }
        return Data(text.utf8)
      },
      simulate: { scenario in
        let sample = SessionSample(
          time: 0, session: 1, kind: .present, state: .active, isRunning: true, isReversed: false,
          fraction: 0, progress: 0, velocity: 0)
        return Timeline(scenario: scenario, records: [.sample(sample)])
      })
  }

  @Test("a valid scenario prints its timeline and exits 0")
  func success() {
    let outcome = run(["good.json"])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput
        == #"{"t":0,"session":1,"kind":"present","state":"active","running":true,"reversed":false,"fraction":0,"progress":0,"velocity":0}"#
        + "\n")
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.svgFile == nil)
  }

  @Test("--svg asks for the plot, before or after the scenario")
  func svg() {
    for arguments in [["good.json", "--svg", "out.svg"], ["--svg", "out.svg", "good.json"]] {
      let outcome = run(arguments)
      #expect(outcome.status == 0)
      #expect(outcome.svgFile?.path == "out.svg")
      #expect(outcome.svgFile?.contents.hasPrefix("<svg") == true)
    }
  }

  @Test("an invalid scenario exits 2, names the field, and writes nothing")
  func invalid() {
    let outcome = run(["bad.json", "--svg", "out.svg"])
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.svgFile == nil)
    #expect(
      outcome.standardError.hasPrefix(#"interruptible-sim: bad.json: events[1].do: unknown event "tap""#))
  }

  @Test("an unreadable scenario file exits 2")
  func unreadable() {
    let outcome = run(["nope.json"])
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == "interruptible-sim: cannot read nope.json: No such file or directory\n")
  }

  @Test("usage errors exit 64; --help prints the usage and exits 0")
  func usage() {
    for arguments in [[], ["--svg"], ["a.json", "b.json"], ["--frobnicate", "good.json"]] {
      let outcome = run(arguments)
      #expect(outcome.status == 64, "\(arguments)")
      #expect(outcome.standardOutput.isEmpty)
      #expect(outcome.standardError.contains("usage: interruptible-sim"))
    }
    let help = run(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("usage: interruptible-sim"))
  }

  @Test("--version prints the CHANGELOG's top version (0.1.0) and exits 0")
  func version() {
    let outcome = run(["--version"])
    #expect(outcome.status == 0 && outcome.standardOutput == "0.1.0\n")
    let changelog = try? String(contentsOfFile: Self.repository + "/CHANGELOG.md", encoding: .utf8)
    #expect(changelog?.contains("## [\(SimulatorCommand.version)] - ") == true)
  }

  @Test("--svg=FILE is --svg FILE; --svg - puts the SVG on stdout and the timeline on stderr")
  func svgForms() {
    #expect(run(["good.json", "--svg=out.svg"]).svgFile?.path == "out.svg")
    let piped = run(["good.json", "--svg", "-"])
    #expect(piped.status == 0 && piped.svgFile == nil)
    #expect(piped.standardOutput.hasPrefix("<svg") && piped.standardError.hasPrefix(#"{"t":0,"#))
    #expect(run(["good.json", "--svg="]).status == 64)
  }

  @Test("-h prints usage naming Docs/ScenarioFormat.md")
  func helpNamesFormat() {
    let help = run(["-h"])
    #expect(help.status == 0 && help.standardOutput.contains("Docs/ScenarioFormat.md"))
  }

  @Test("y control point 1e308 and spring initialVelocity 1e308 exit 2 naming the field")
  func boundedCurves() throws {
    let cubic = try decodeError(#"{"cubic": [0.1, 1e308, 0.2, -1e308]}"#)
    #expect(cubic.path == "present.curve.cubic[1]")
    let spring = try decodeError(#"{"spring": {"dampingRatio": 0.5, "initialVelocity": 1e308}}"#)
    #expect(spring.path == "present.curve.spring.initialVelocity")
  }

  private func decodeError(_ curve: String) throws -> ScenarioError {
    let json =
      #"{"name": "x", "distance": 300, "until": 1, "present": {"duration": 0.4, "curve": "#
      + curve + #"}, "events": [{"at": 0, "do": "present"}]}"#
    do {
      _ = try Scenario.decode(Data(json.utf8))
    } catch let error as ScenarioError {
      return error
    }
    Issue.record("decoded")
    return ScenarioError(path: "", message: "")
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
}

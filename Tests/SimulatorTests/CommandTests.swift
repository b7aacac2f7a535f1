import Foundation
import Testing

@testable import SimulatorCore

@Suite("interruptible-sim command line")
struct CommandTests {
  private struct Missing: Error {}

  private let files = [
    "good.json": scenarioJSON(),
    "bad.json": scenarioJSON(events: #"[{"at": 0, "do": "present"}, {"at": 0.15, "do": "tap"}]"#),
  ]

  /// Runs the command on the in-memory files with a simulation that makes one fixed sample.
  private func run(_ arguments: [String]) -> SimulatorCommand.Outcome {
    SimulatorCommand.run(
      arguments: arguments,
      readFile: { path in
        guard let text = files[path] else { throw Missing() }
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
    #expect(outcome.standardError.contains("nope.json: cannot read the scenario file"))
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
}

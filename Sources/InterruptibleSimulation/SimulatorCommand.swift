import Foundation

/// The `interruptible-sim` command line, without side effects: it returns what to print and write
/// so the executable only does the I/O and tests can check every exit status.
///
/// ```
/// interruptible-sim SCENARIO.json|- [--svg FILE|-]
/// interruptible-sim menu-layout LAYOUT.json|-
/// interruptible-sim --version | --help
/// ```
///
/// Exit status: 0 success, 1 an output could not be written (or the SVG target may not be
/// replaced: the input itself, read-only, hard-linked, a link loop), 2 invalid, unreadable or too
/// large (over 16 MiB) input, 64 usage error. On any failure nothing is written to stdout or to the
/// SVG file: the SVG replaces its target only after the timeline was written.
package enum SimulatorCommand {
  /// Exit status for an output that could not be written.
  package static let writeFailureStatus: Int32 = 1
  /// Exit status for a scenario that cannot be read or is invalid.
  package static let invalidScenarioStatus: Int32 = 2
  /// Exit status for a malformed command line.
  package static let usageStatus: Int32 = 64

  /// The usage text.
  package static let usage = """
    usage: interruptible-sim SCENARIO.json [--svg FILE]
           interruptible-sim menu-layout LAYOUT.json
           interruptible-sim pan-owner PAN.json
           interruptible-sim --version | --help

    Runs a scenario on the Interruptible core (transition coordinator, reference animator, manual clock)
    and prints a JSON Lines timeline: one line per tick per live session and one per completion event.
    SCENARIO.json  a scenario file; - reads it from standard input (so does /dev/stdin or a pipe).
    --svg FILE     also writes a plot of progress and velocity against time (--svg=FILE works too).
                   --svg - writes the SVG to standard output; the timeline then goes to standard error.
    menu-layout    prints the pull-down menu placement the core chooses for LAYOUT.json (or -) as
                   one JSON line; input and output: Docs/ScenarioFormat.md#menu-layout, samples in
                   Demo/MenuLayouts/ (below-button.json, above-tab-bar-rtl.json, too-tall-scrolls.json).
    pan-owner      prints who takes a pan over nested scroll views in a sheet for PAN.json (or -):
                   {"owner":"sheet"} or {"owner":"scroll","index":K} (Docs/ScenarioFormat.md#pan-owner).
    --version      prints the version (\(version)).
    The scenario format, every field and the output fields: Docs/ScenarioFormat.md
    Exit status: 0 ok, 1 an output not written, 2 invalid, unreadable or too large (16 MiB) input,
    64 usage error.
    """

  /// What a run of the command produced.
  package struct Outcome: Sendable, Equatable {
    /// The exit status.
    package var status: Int32
    /// Text for standard output.
    package var standardOutput: String
    /// Text for standard error.
    package var standardError: String
    /// The SVG file to write, if one was asked for and the run succeeded.
    package var svgFile: SVGFile?

    /// Creates an outcome.
    package init(status: Int32, standardOutput: String = "", standardError: String = "") {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
    }
  }

  /// A file to write.
  package struct SVGFile: Sendable, Equatable {
    /// Where.
    package var path: String
    /// The SVG text.
    package var contents: String
    /// The scenario's path (`-`: standard input): the file must not be it.
    package var input: String?
  }

  /// What the command line asks for. A new subcommand is a new case here and in ``parse(_:)``.
  enum Invocation: Equatable {
    case help
    case version
    case simulate(scenario: String, svg: String?)
    case menuLayout(input: String)
    case panOwner(input: String)
  }

  /// Runs the command for `arguments` (without the program name), reading the scenario (a path, or
  /// `-` for standard input) with `readInput` and running a valid scenario with `simulate`.
  package static func run(
    arguments: [String], readInput: (String) throws -> Data, simulate: (Scenario) -> Timeline
  ) -> Outcome {
    switch parse(arguments) {
    case .failure(let message):
      return Outcome(status: usageStatus, standardError: "interruptible-sim: \(message)\n\(usage)\n")
    case .success(.help): return Outcome(status: 0, standardOutput: usage + "\n")
    case .success(.version): return Outcome(status: 0, standardOutput: version + "\n")
    case .success(.simulate(let path, let svg)):
      return simulateFile(path, svg: svg, readInput: readInput, simulate: simulate)
    case .success(.menuLayout(let path)):
      return decide(path, readInput: readInput) {
        MenuLayoutCommand.line(try MenuLayoutCommand.placement($0))
      }
    case .success(.panOwner(let path)):
      return decide(path, readInput: readInput) { PanOwnerCommand.line(try PanOwnerCommand.owner($0)) }
    }
  }

  /// A one-line subcommand: reads `path`, prints what `answer` makes of it.
  private static func decide(
    _ path: String, readInput: (String) throws -> Data, answer: (Data) throws -> String
  )
    -> Outcome
  {
    do {
      return Outcome(status: 0, standardOutput: try answer(try readInput(path)) + "\n")
    } catch let error as CommandIO.Failure {
      return Outcome(
        status: invalidScenarioStatus, standardError: "interruptible-sim: cannot read \(error)\n")
    } catch {
      return Outcome(
        status: invalidScenarioStatus,
        standardError: "interruptible-sim: \(InputText.quoted(path)): \(error)\n")
    }
  }

  private static func simulateFile(
    _ path: String, svg: String?, readInput: (String) throws -> Data, simulate: (Scenario) -> Timeline
  ) -> Outcome {
    let scenario: Scenario
    do {
      scenario = try Scenario.decode(try readInput(path))
    } catch let error as CommandIO.Failure {
      return Outcome(
        status: invalidScenarioStatus, standardError: "interruptible-sim: cannot read \(error)\n")
    } catch {
      return Outcome(
        status: invalidScenarioStatus,
        standardError: "interruptible-sim: \(InputText.quoted(path)): \(error)\n")
    }
    let timeline = simulate(scenario)
    let lines = TimelineEncoder.encode(timeline)
    guard let svg else { return Outcome(status: 0, standardOutput: lines) }
    if svg == "-" {
      return Outcome(status: 0, standardOutput: TimelinePlot.svg(timeline), standardError: lines)
    }
    var outcome = Outcome(status: 0, standardOutput: lines)
    outcome.svgFile = SVGFile(path: svg, contents: TimelinePlot.svg(timeline), input: path)
    return outcome
  }

  private enum Parsed {
    case success(Invocation)
    case failure(String)
  }

  private static func parse(_ arguments: [String]) -> Parsed {
    if arguments.first == "menu-layout" {
      guard arguments.count == 2 else { return .failure("menu-layout needs one LAYOUT.json (or -)") }
      return .success(.menuLayout(input: arguments[1]))
    }
    if arguments.first == "pan-owner" {
      guard arguments.count == 2 else { return .failure("pan-owner needs one PAN.json (or -)") }
      return .success(.panOwner(input: arguments[1]))
    }
    var scenario: String?
    var svg: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help": return .success(.help)
      case "--version": return .success(.version)
      case "--svg":
        guard index + 1 < arguments.count, !arguments[index + 1].isEmpty, svg == nil else {
          return .failure("--svg needs one FILE")
        }
        svg = arguments[index + 1]
        index += 1
      case _ where argument.hasPrefix("--svg="):
        let file = String(argument.dropFirst("--svg=".count))
        guard !file.isEmpty, svg == nil else { return .failure("--svg needs one FILE") }
        svg = file
      default:
        if argument.hasPrefix("-") && argument.count > 1 { return .failure("unknown option \(argument)") }
        guard scenario == nil else { return .failure("only one scenario file may be given") }
        scenario = argument
      }
      index += 1
    }
    guard let scenario else { return .failure("missing the scenario file") }
    return .success(.simulate(scenario: scenario, svg: svg))
  }
}

import Foundation

/// The `interruptible-sim` command line, without side effects: it returns what to print and write
/// so the executable only does the I/O and tests can check every exit status.
///
/// ```
/// interruptible-sim SCENARIO.json [--svg FILE]
/// ```
///
/// Exit status: 0 success, 1 the SVG could not be written, 2 invalid or unreadable scenario,
/// 64 usage error. On any failure nothing is written to stdout or to the SVG file.
public enum SimulatorCommand {
  /// Exit status for a scenario that cannot be read or is invalid.
  public static let invalidScenarioStatus: Int32 = 2
  /// Exit status for a malformed command line.
  public static let usageStatus: Int32 = 64

  /// The usage text.
  public static let usage = """
    usage: interruptible-sim SCENARIO.json [--svg FILE]

    Runs a scenario on the Interruptible core (transition coordinator, reference animator, manual clock)
    and prints a JSON Lines timeline: one line per tick per live session and one per completion event.
    --svg FILE   also writes a plot of progress and velocity against time.
    Exit status: 0 ok, 1 SVG not written, 2 invalid or unreadable scenario, 64 usage error.
    """

  /// What a run of the command produced.
  public struct Outcome: Sendable, Equatable {
    /// The exit status.
    public var status: Int32
    /// Text for standard output.
    public var standardOutput: String
    /// Text for standard error.
    public var standardError: String
    /// The SVG file to write, if one was asked for and the run succeeded.
    public var svgFile: SVGFile?

    /// Creates an outcome.
    public init(status: Int32, standardOutput: String = "", standardError: String = "") {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
    }
  }

  /// Runs the command for `arguments` (without the program name), reading files with `readFile`
  /// and running a valid scenario with `simulate`.
  public static func run(
    arguments: [String], readFile: (String) throws -> Data, simulate: (Scenario) -> Timeline
  ) -> Outcome {
    let parsed: (scenario: String, svg: String?)
    switch parse(arguments) {
    case .success(let value): parsed = value
    case .failure(let message):
      if message.isEmpty { return Outcome(status: 0, standardOutput: usage + "\n") }
      return Outcome(status: usageStatus, standardError: "interruptible-sim: \(message)\n\(usage)\n")
    }
    let data: Data
    do {
      data = try readFile(parsed.scenario)
    } catch {
      return Outcome(
        status: invalidScenarioStatus,
        standardError: "interruptible-sim: \(parsed.scenario): cannot read the scenario file\n")
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.decode(data)
    } catch let error as ScenarioError {
      return Outcome(
        status: invalidScenarioStatus, standardError: "interruptible-sim: \(parsed.scenario): \(error)\n")
    } catch {
      return Outcome(
        status: invalidScenarioStatus, standardError: "interruptible-sim: \(parsed.scenario): \(error)\n")
    }
    let timeline = simulate(scenario)
    var outcome = Outcome(status: 0, standardOutput: TimelineEncoder.encode(timeline))
    if let path = parsed.svg { outcome.svgFile = SVGFile(path: path, contents: TimelinePlot.svg(timeline)) }
    return outcome
  }

  /// A file to write.
  public struct SVGFile: Sendable, Equatable {
    /// Where.
    public var path: String
    /// The SVG text.
    public var contents: String
  }

  private enum Parsed {
    case success((scenario: String, svg: String?))
    /// A usage problem; an empty message asks for help.
    case failure(String)
  }

  private static func parse(_ arguments: [String]) -> Parsed {
    var scenario: String?
    var svg: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        return .failure("")
      case "--svg":
        guard index + 1 < arguments.count, svg == nil else { return .failure("--svg needs one FILE") }
        svg = arguments[index + 1]
        index += 1
      default:
        if argument.hasPrefix("-") && argument.count > 1 { return .failure("unknown option \(argument)") }
        guard scenario == nil else { return .failure("only one scenario file may be given") }
        scenario = argument
      }
      index += 1
    }
    guard let scenario else { return .failure("missing the scenario file") }
    return .success((scenario, svg))
  }
}

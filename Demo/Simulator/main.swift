import Foundation
import SimulatorCore

// interruptible-sim SCENARIO.json [--svg FILE]: see SimulatorCommand for the behaviour and exit codes.
// Output is buffered by SimulatorCommand; stdout and the SVG file are written only after a successful run.

let outcome = SimulatorCommand.run(
  arguments: Array(ProcessInfo.processInfo.arguments.dropFirst()),
  readFile: { path in try Data(contentsOf: URL(fileURLWithPath: path)) },
  simulate: Simulation.run)
if let file = outcome.svgFile {
  do {
    try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("interruptible-sim: cannot write \(file.path): \(error)\n".utf8))
    exit(1)
  }
}
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)

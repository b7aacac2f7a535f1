import Foundation
import InterruptibleSimulation

// interruptible-sim: SimulatorCommand decides everything (parsing, decoding, the run, the texts and
// the exit status); this file only reads the input and writes the outputs, through CommandIO so that
// every failure exits 1 with the path and the system's reason.

func emit(_ text: String, to descriptor: Int32, name: String) -> Bool {
  do {
    try CommandIO.write(Array(text.utf8), toStream: descriptor, name: name)
    return true
  } catch {
    let line = "interruptible-sim: cannot write \(error)\n"
    try? CommandIO.write(Array(line.utf8), toStream: 2, name: "standard error")
    return false
  }
}

signal(SIGPIPE, SIG_IGN)  // a closed pipe is a write error with a reason, not a silent death
var outcome = SimulatorCommand.run(
  arguments: Array(ProcessInfo.processInfo.arguments.dropFirst()),
  readInput: { path in Data(try CommandIO.read(path)) },
  simulate: Simulation.run)
// The SVG is written beside its target first and put in place only once standard output and
// standard error were written: on any failure the target is left as it was.
var prepared: CommandIO.PreparedFile?
if let file = outcome.svgFile {
  do {
    prepared = try CommandIO.prepareFile(Array(file.contents.utf8), to: file.path, input: file.input)
  } catch {
    outcome = SimulatorCommand.Outcome(
      status: SimulatorCommand.writeFailureStatus, standardError: "interruptible-sim: cannot write \(error)\n"
    )
  }
}
guard emit(outcome.standardOutput, to: 1, name: "standard output"),
  emit(outcome.standardError, to: 2, name: "standard error")
else {
  prepared?.discard()
  exit(SimulatorCommand.writeFailureStatus)
}
do {
  try prepared?.commit()
} catch {
  _ = emit("interruptible-sim: cannot write \(error)\n", to: 2, name: "standard error")
  exit(SimulatorCommand.writeFailureStatus)
}
exit(outcome.status)

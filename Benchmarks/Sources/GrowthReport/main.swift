import Foundation
import InterruptibleCore
import InterruptibleSimulation

// Growth of cost with input size: for each workload and size, the best of three wall-clock runs
// (ContinuousClock) and the time per item. Printed as Markdown rows for Docs/Performance.md.
// Run: `cd Benchmarks && swift run -c release GrowthReport [WORDS]`: with WORDS, only the rows
// whose workload contains them (e.g. `GrowthReport setDetents`).

func best(_ repetitions: Int = 3, _ work: () -> Void) -> Double {
  var result = Double.infinity
  for _ in 0..<repetitions {
    let clock = ContinuousClock()
    let elapsed = clock.measure(work)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    result = min(result, seconds)
  }
  return result
}

let filter = CommandLine.arguments.dropFirst().joined(separator: " ")

/// Whether the rows of `what` are wanted (no filter, or `what` contains it).
func wanted(_ what: String) -> Bool { filter.isEmpty || what.contains(filter) }

func row(_ what: String, _ size: Int, _ seconds: Double) {
  let total =
    seconds >= 1e-3 ? String(format: "%.1f ms", seconds * 1e3) : String(format: "%.1f µs", seconds * 1e6)
  print("| \(what) | \(size) | \(total) | \(String(format: "%.0f ns", seconds / Double(size) * 1e9)) |")
}

print("| Workload | n | Time (best of 3) | Per item |")
print("|---|---|---|---|")

// Animators running on one clock: one 120 Hz tick with n running.
for count in [1, 10, 100, 1_000, 10_000, 100_000] {
  let clock = ManualClock()
  let animators = (0..<count).map { _ in AnimatorModel(duration: 1_000, timing: .easeInOut, clock: clock) }
  for animator in animators { animator.startAnimation() }
  row("tick with n running animators", count, best { clock.advance(by: 1.0 / 120) })
}

// n animators ending in one 2 ms step (all completions delivered in time order).
for count in [1, 10, 100, 1_000, 10_000, 100_000] {
  var seconds = Double.infinity
  for _ in 0..<3 {
    let clock = ManualClock()
    let animators = (0..<count).map {
      AnimatorModel(duration: 1 + Double($0 % 1_000) * 1e-6, timing: .linear, clock: clock)
    }
    for animator in animators { animator.startAnimation() }
    clock.advance(by: 0.999)
    seconds = min(seconds, best(1) { clock.advance(by: 0.002) })
    precondition(clock.runningCount == 0)
  }
  row("n animators ending in one 2 ms step", count, seconds)
}

// Menu rows: index + placement + one hit test.
for count in [5, 50, 500, 5_000] {
  let heights = (0..<count).map { $0 % 9 == 8 ? 8.0 : 44.0 }
  row(
    "menu of n rows: MenuRowIndex + MenuPlacement + a hit test", count,
    best {
      let index = MenuRowIndex(heights: heights)
      let placement = MenuPlacement(
        container: CGSize(width: 390, height: 844), safeArea: MenuInsets(top: 47, bottom: 34),
        source: CGRect(x: 300, y: 60, width: 44, height: 44), rowHeights: heights)
      precondition(index.row(atY: Double(placement.frame.height) / 2) != nil || count > 0)
    })
}

// Detents: SheetDetentLayout (de-duplication + sort).
for count in [1, 10, 100, 1_000, 200_000] {
  let detents = (0..<count).map {
    SheetDetent.height(Double($0 % 4_000) * 0.25 + 1, id: .init(rawValue: "\($0)"))
  }
  row("SheetDetentLayout of n detents", count, best { _ = SheetDetentLayout(detents, container: 1_000) })
}

// Simulator input: parse + decode a scenario of n bytes (a long description), and of n events.
for size in [1 << 10, 1 << 16, 1 << 20, 16 << 20 - 1_024] {
  let head =
    #"{"name": "n", "distance": 300, "until": 1, "present": {"duration": 0.3, "curve": "easeInOut"}, "#
  let filler = String(repeating: "x", count: size - head.utf8.count - 40)
  let data = Data((head + #""description": ""# + filler + #"", "events": []}"#).utf8)
  row("simulator input of n bytes: parse + decode", data.count, best { _ = try? Scenario.decode(data) })
}
for count in [10, 100, 1_000, 3_000, 10_000] {
  let events = (0..<count).map { #"{"at": \#(Double($0) * 0.0001), "do": "present"}"# }.joined(
    separator: ", ")
  let data = Data(
    (#"{"name": "n", "distance": 300, "until": 2, "present": {"duration": 0.3, "curve": "easeInOut"}, "events": ["#
      + events + "]}").utf8)
  row("simulator input of n events: parse + decode", count, best { _ = try? Scenario.decode(data) })
}

// Sessions retired by `present(asNewContent:)` in one frame (each turned around while the next
// arrives), then all ending in one clock step: each end removes one session and one interactor.
let newContent = "n present(asNewContent:) in one frame, then all ending in one step"
for count in [10, 100, 1_000, 10_000, 100_000] where wanted(newContent) {
  row(
    newContent, count,
    best {
      let clock = ManualClock()
      let coordinator = TransitionCoordinator(clock: clock)
      for _ in 0..<count { coordinator.present(asNewContent: true) }
      clock.advance(by: 10)
      precondition(coordinator.sessions.isEmpty)
    })
}

// A detent scenario of n setDetents events of 10 000 fractions each (none in effect before it), run
// through the simulator: each event matches its fractions against the detents in effect. The last
// size is as many events as fit in 16 MB, just under the simulator's 16 MiB input limit.
let setDetents = "simulator: detent scenario with n setDetents of 10 000 fractions, decode + run"
for target in [1, 10, Int.max] where wanted(setDetents) {
  let fractions = { (shift: Int) in
    (0..<10_000).map { "\(Double($0 * 10 + shift + 1) / 100_001)" }.joined(separator: ",")
  }
  let head =
    #"{"name": "n", "distance": 800, "until": 1, "fps": 60, "present": {"duration": 0.3, "curve": "easeInOut"}, "#
    + #""detents": [\#(fractions(9))], "events": [{"at": 0, "do": "present"}"#
  var json = head
  var count = 0
  while count < target {
    let event =
      #", {"at": \#(Double(count) / 1_024), "do": "setDetents", "detents": [\#(fractions(count % 9))]}"#
    guard json.utf8.count + event.utf8.count + 2 < 16_000_000 else { break }
    json += event
    count += 1
  }
  let data = Data((json + "]}").utf8)
  precondition((try? Scenario.decode(data)) != nil)
  row(
    setDetents + " (\(data.count / 1_000) kB)", count,
    best { _ = (try? Scenario.decode(data)).map(Simulation.run) })
}

import Interruptible
import InterruptibleSimulation
import Testing

/// TR05 through scripted runs: every order of calls ends in exactly one "complete transition".
@Suite("Transition protocols through scenarios (TR05)")
struct ScenarioProtocolTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))

  static let sequences: [(name: String, steps: [(Double, TransitionStep)], didComplete: Bool)] = [
    ("runs", [(0, .present)], true),
    ("reversed", [(0, .present), (0.1, .reverse)], false),
    ("reversed twice", [(0, .present), (0.1, .reverse), (0.15, .reverse)], true),
    (
      "paused, scrubbed, cancelled", [(0, .present), (0.1, .pause), (0.2, .scrub(to: 0.7)), (0.3, .cancel)],
      false
    ),
    (
      "paused, scrubbed, finished", [(0, .present), (0.1, .pause), (0.2, .scrub(to: 0.3)), (0.3, .finish)],
      true
    ),
    ("paused, resumed", [(0, .present), (0.1, .pause), (0.3, .resume)], true),
    ("finish while running", [(0, .present), (0.1, .finish)], true),
    ("cancel while running", [(0, .present), (0.1, .cancel)], false),
    (
      "flung back",
      [
        (0, .present), (0.1, .panBegan), (0.12, .panChanged(translation: -30)),
        (0.14, .panEnded(velocity: -600)),
      ], false
    ),
    (
      "everything",
      [
        (0, .present), (0.05, .pause), (0.1, .scrub(to: 0.9)), (0.12, .reverse), (0.2, .pause),
        (0.25, .finish), (0.3, .reverse), (0.31, .reverse),
      ], true
    ),
  ]

  @Test(
    "TR05 completeTransition runs exactly once with the right flag, whatever came before", arguments: 0..<10)
  func exactlyOnce(_ index: Int) {
    let (name, steps, didComplete) = Self.sequences[index]
    var scenario = Scenario(until: 3, configuration: Self.linear)
    for (time, step) in steps { scenario = scenario.at(time, step) }
    // Calls after the end change nothing.
    scenario = scenario.at(2.5, .finish).at(2.5, .cancel).at(2.5, .reverse).at(2.5, .scrub(to: 0.5))
    let timeline = scenario.run()
    #expect(timeline.completeTransitions(ofSession: 1) == [didComplete], "\(name)")
    #expect(timeline.completions(ofSession: 1) == [didComplete ? .end : .start], "\(name)")
    #expect(timeline.sessionCount == 1 && timeline.isPresented == didComplete, "\(name)")
    #expect(timeline.animatorErrors.isEmpty, "\(name)")
  }
}

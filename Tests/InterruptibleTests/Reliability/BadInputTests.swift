import Foundation
import Testing

@testable import InterruptibleCore

/// One row of the bad-input table: an entry point, a bad value and the documented answer
/// (`BadInput.md`). `check` returns a failure message, or nil when the answer is the documented one.
struct BadInputCase: CustomTestStringConvertible, Sendable {
  let entry: String
  let input: String
  let answer: String
  let check: @Sendable () -> String?

  var testDescription: String { "\(entry) ← \(input): \(answer)" }
}

/// The bad values every numeric entry point is tried with.
let badNumbers: [(String, Double)] = [
  ("NaN", .nan), ("+∞", .infinity), ("−∞", -.infinity), ("−1", -1), ("0", 0), ("−0", -0.0),
]

/// `nil` when `actual` is within `tolerance` of `expected`, a message otherwise.
func expectNear(_ actual: Double, _ expected: Double, _ what: String, tolerance: Double = 1e-9) -> String? {
  abs(actual - expected) <= tolerance ? nil : "\(what) is \(actual), expected \(expected)"
}

/// Rows for one entry point over several bad values.
func rows(
  _ entry: String, _ values: [(String, Double)], answer: String,
  _ check: @escaping @Sendable (Double) -> String?
) -> [BadInputCase] {
  values.map { label, value in BadInputCase(entry: entry, input: label, answer: answer) { check(value) } }
}

enum BadInputTable {
  static let durations: [BadInputCase] =
    rows("AnimatorModel(duration:)", badNumbers, answer: "0.2 s, recorded (ST19)") { value in
      let clock = ManualClock()
      let model = AnimatorModel(duration: value, timing: .linear, clock: clock)
      guard model.errors.map(\.reason) == [.durationReplaced] else { return "errors \(model.errors)" }
      var ends: [AnimatorPosition] = []
      model.addCompletion { ends.append($0) }
      model.startAnimation()
      clock.advance(by: 0.2)
      return ends == [.end] ? expectNear(model.duration, 0.2, "duration") : "completions \(ends)"
    }
    + rows("AnimatorModel(duration:)", [("1e300", 1e300)], answer: "kept; values stay finite") { value in
      let clock = ManualClock()
      let model = AnimatorModel(duration: value, timing: .easeInOut, clock: clock)
      model.startAnimation()
      clock.advance(by: 100)
      let sample = model.sample
      return model.errors.isEmpty && sample.progress.isFinite && sample.velocity.isFinite
        ? nil : "errors \(model.errors), sample \(sample)"
    }
    + rows(
      "startAnimation(afterDelay:)", [("NaN", .nan), ("+∞", .infinity), ("−∞", -.infinity), ("−1", -1)],
      answer: "refused and recorded; stays inactive"
    ) { value in
      let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
      model.startAnimation(afterDelay: value)
      return model.phase == .inactive && model.errors.map(\.reason) == [.invalidArgument]
        ? nil : "phase \(model.phase), errors \(model.errors)"
    }
    + rows("continueAnimation(durationFactor:)", badNumbers, answer: "counts as 0: keeps the pace") { value in
      let clock = ManualClock()
      let model = AnimatorModel(duration: 1, timing: .linear, clock: clock)
      model.startAnimation()
      clock.advance(by: 0.4)
      model.pauseAnimation()
      model.continueAnimation(withTimingParameters: nil, durationFactor: value)
      return expectNear(model.scheduledEnd ?? .nan, 1, "end time")
    }
    + rows("TransitionTiming(duration:)", badNumbers, answer: "0.2 s: one completion, on time") { value in
      let clock = ManualClock()
      let timing = TransitionTiming(duration: value, parameters: .linear)
      let coordinator = TransitionCoordinator(
        configuration: TransitionConfiguration(present: timing), clock: clock)
      var ends: [Bool] = []
      coordinator.onEvent = { if case .completeTransition(_, let done) = $0 { ends.append(done) } }
      coordinator.present()
      clock.advance(by: 0.2 - 1e-9)
      guard ends.isEmpty else { return "ended early" }
      clock.advance(by: 2e-9)
      return ends == [true] ? nil : "ends \(ends)"
    }
    + rows("PercentDrivenInteractor.completionSpeed", badNumbers, answer: "counts as 1") { value in
      let clock = ManualClock()
      let session = TransitionSession(
        kind: .present, timing: TransitionTiming(duration: 1, parameters: .linear)
      ) {
        _, timing in AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      }
      let stock = PercentDrivenInteractor()
      stock.completionSpeed = value
      stock.startInteractiveTransition(session)
      stock.update(0.25)
      stock.finish()
      clock.advance(by: 0.75 - 1e-9)
      guard !session.isFinished else { return "finished early" }
      clock.advance(by: 2e-9)
      return session.didComplete == true ? nil : "didComplete \(String(describing: session.didComplete))"
    }

  static let distances: [BadInputCase] =
    rows("TransitionConfiguration(distance:)", badNumbers, answer: "300 pt") { value in
      var configuration = TransitionConfiguration(distance: value)
      guard configuration.distance == 300 else { return "init gave \(configuration.distance)" }
      configuration.distance = 10
      configuration.distance = value
      return expectNear(configuration.distance, 300, "after set")
    }
    + rows("TransitionSession(distance:)", badNumbers, answer: "300 pt") { value in
      let session = TransitionSession(kind: .present, timing: .standard, distance: value) { _, timing in
        AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: ManualClock())
      }
      return expectNear(session.distance, 300, "distance")
    }
    + rows("ReleaseDecision(distance:)", badNumbers, answer: "nothing projected, spring at rest") { value in
      let decision = ReleaseDecision(fraction: 0.3, velocity: 2000, distance: value)
      return decision.distance == 0 && decision.projectedFraction == 0.3
        && decision.outcome == .cancel ? nil : "\(decision)"
    }
    + rows("TransitionConfiguration(distance:)", [("1e300", 1e300)], answer: "kept; a release stays finite") {
      value in
      let clock = ManualClock()
      let coordinator = TransitionCoordinator(
        configuration: TransitionConfiguration(distance: value), clock: clock)
      coordinator.present(interactive: true)
      coordinator.panChanged(translation: 0.6 * value)
      coordinator.panEnded(velocity: 1e300)
      clock.advance(by: 0.05)
      let sample = coordinator.sessions.first?.sample
      return sample.map { $0.progress.isFinite && $0.velocity.isFinite } == true
        ? nil : "\(String(describing: sample))"
    }
}

@Suite("Bad input: every entry point answers as BadInput.md documents")
struct BadInputTests {
  @Test("Durations and speeds", arguments: BadInputTable.durations)
  func durations(_ row: BadInputCase) {
    if let failure = row.check() { Issue.record("\(row.testDescription): \(failure)") }
  }

  @Test("Distances", arguments: BadInputTable.distances)
  func distances(_ row: BadInputCase) {
    if let failure = row.check() { Issue.record("\(row.testDescription): \(failure)") }
  }

  @Test("Velocities", arguments: BadInputTable.velocities)
  func velocities(_ row: BadInputCase) {
    if let failure = row.check() { Issue.record("\(row.testDescription): \(failure)") }
  }

  @Test("Fractions, translations and thresholds", arguments: BadInputTable.fractions)
  func fractions(_ row: BadInputCase) {
    if let failure = row.check() { Issue.record("\(row.testDescription): \(failure)") }
  }

  @Test("Spring parameters", arguments: BadInputTable.springs)
  func springs(_ row: BadInputCase) {
    if let failure = row.check() { Issue.record("\(row.testDescription): \(failure)") }
  }

  @Test("Calls in the wrong state", arguments: BadInputTable.wrongState)
  func wrongState(_ row: BadInputCase) {
    if let failure = row.check() { Issue.record("\(row.testDescription): \(failure)") }
  }

  @Test("Clock intervals and frame rates", arguments: BadInputTable.clock)
  func clock(_ row: BadInputCase) {
    if let failure = row.check() { Issue.record("\(row.testDescription): \(failure)") }
  }
}

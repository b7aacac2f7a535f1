import Foundation
import Testing

@testable import InterruptibleCore

/// ``TransitionCoordinator`` on a ``ManualClock`` with its sessions and interactors: presents,
/// dismissals, taps, pans, code calls, direct interactor calls and configuration changes, all with
/// fuzzed numbers. Each session's completion and completeTransition are counted.
final class CoordinatorFuzz: FuzzTarget {
  static let name = "TransitionCoordinator"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "present", options: 4), FuzzCallKind(name: "dismiss"),
    FuzzCallKind(name: "tapOutside"), FuzzCallKind(name: "assumePresented"),
    FuzzCallKind(name: "panBegan"), FuzzCallKind(name: "panChanged", ranges: [-400...400], options: 2),
    FuzzCallKind(name: "panEnded", ranges: [-3000...3000], options: 2),
    FuzzCallKind(name: "code", options: 5), FuzzCallKind(name: "scrub", ranges: [-0.2...1.2]),
    FuzzCallKind(name: "interactor", ranges: [-3000...3000], options: 6),
    FuzzCallKind(name: "update", ranges: [-400...400]), FuzzCallKind(name: "teardown"),
    FuzzCallKind(name: "distance", ranges: [1...1000]), FuzzCallKind(name: "threshold", ranges: [0...1]),
    FuzzCallKind(name: "deceleration", ranges: [0.9...1]),
    FuzzCallKind(name: "timing", ranges: [0...1] + FuzzTimings.ranges, options: 2 * FuzzTimings.options),
    FuzzCallKind(name: "completionSpring", ranges: FuzzTimings.ranges, options: 4),
    FuzzCallKind(name: "reversal", options: 2), FuzzCallKind(name: "interaction", options: 2),
    FuzzCallKind(name: "advance", ranges: [0...0.3]), FuzzCallKind(name: "frames", ranges: [0...0.5]),
  ]

  let clock = ManualClock()
  let coordinator: TransitionCoordinator
  var completions: [Int: Int] = [:]
  var ends: [Int: Int] = [:]
  /// Sessions seen, to read them after they end too.
  var seen: [TransitionSession] = []
  var decisions: [ReleaseDecision] = []

  init() {
    coordinator = TransitionCoordinator(clock: clock)
    coordinator.onEvent = { [unowned self] event in
      switch event {
      case .completion(let session, _): completions[session, default: 0] += 1
      case .completeTransition(let session, _): ends[session, default: 0] += 1
      }
    }
  }

  func perform(_ call: FuzzCall) {
    let current = coordinator.currentSession
    let interactor = current.flatMap { coordinator.interactor(for: $0) }
    switch call.name {
    case "present": coordinator.present(asNewContent: call.option & 1 == 1, interactive: call.option & 2 == 2)
    case "dismiss": coordinator.dismiss()
    case "tapOutside": coordinator.tapOutside()
    case "assumePresented": coordinator.assumePresented()
    case "panBegan": coordinator.panBegan()
    case "panChanged":
      if call.option == 0 {
        coordinator.panChanged(translation: call[0])
      } else {
        coordinator.panChanged(dismissalTranslation: call[0])
      }
    case "panEnded":
      if call.option == 0 {
        coordinator.panEnded(velocity: call[0])
      } else {
        coordinator.panEnded(dismissalVelocity: call[0])
      }
    case "code": code(call.option)
    case "scrub": coordinator.scrub(to: call[0])
    case "interactor": interactor.map { direct($0, call) }
    case "update": interactor?.update(translation: call[0])
    case "teardown": current?.end()
    case "advance": clock.advance(by: call[0])
    case "frames": clock.run(for: call[0].isFinite ? min(call[0], 2) : call[0])
    default: configure(call)
    }
    for session in coordinator.sessions where !seen.contains(where: { $0 === session }) {
      seen.append(session)
    }
  }

  private func code(_ option: Int) {
    switch option {
    case 0: coordinator.pause()
    case 1: coordinator.resume()
    case 2: coordinator.reverse()
    case 3: coordinator.finish()
    default: coordinator.cancel()
    }
  }

  private func direct(_ interactor: TransitionInteractor, _ call: FuzzCall) {
    switch call.option {
    case 0: interactor.finish(velocity: call[0])
    case 1: interactor.cancel(velocity: call[0])
    case 2: if let decision = interactor.release(velocity: call[0]) { decisions.append(decision) }
    case 3: interactor.scrub(to: call[0])
    case 4: interactor.configuration.distance = call[0]
    default: interactor.isEnabled.toggle()
    }
  }

  private func configure(_ call: FuzzCall) {
    switch call.name {
    case "distance": coordinator.configuration.distance = call[0]
    case "threshold": coordinator.configuration.finishThreshold = call[0]
    case "deceleration": coordinator.configuration.decelerationRate = DecelerationRate(rawValue: call[0])
    case "timing":
      let timing = TransitionTiming(
        duration: call[0], parameters: FuzzTimings.timing(call.option % FuzzTimings.options, call, offset: 1))
      if call.option < FuzzTimings.options {
        coordinator.configuration.present = timing
      } else {
        coordinator.configuration.dismiss = timing
      }
    case "completionSpring":
      coordinator.configuration.completionSpring = FuzzTimings.spring(call.option, call, offset: 0)
    case "reversal": coordinator.configuration.reversal = call.option == 0 ? .spring : .flip
    default: coordinator.configuration.isInteractionEnabled = call.option == 0
    }
  }

  func check(_ checker: inout FuzzChecker) {
    checker.finite(coordinator.configuration.distance, "configuration.distance")
    for session in seen {
      SessionChecks.check(session, &checker)
      checker.expect(completions[session.id, default: 0] <= 1, "session \(session.id) completed twice")
      checker.expect(ends[session.id, default: 0] <= 1, "session \(session.id) completeTransition twice")
    }
    for decision in decisions { DecisionFuzz.check(decision, &checker) }
    decisions.removeAll()
  }
}

/// The outputs of a session, wherever it is driven from.
enum SessionChecks {
  static func check(_ session: TransitionSession, _ checker: inout FuzzChecker) {
    let id = session.id
    checker.sample(session.sample, "session \(id) sample")
    checker.progress(session.presentedProgress, "session \(id) presentedProgress", slack: 1)
    checker.finite(session.presentedVelocity, "session \(id) presentedVelocity")
    checker.within(session.fractionComplete, 0...1, "session \(id) fractionComplete")
    checker.finite(session.distance, "session \(id) distance")
  }
}

extension FuzzTests {
  @Test("Fuzz: TransitionCoordinator with interactor calls and configuration changes")
  func transitionCoordinator() { FuzzDriver.check(CoordinatorFuzz.self) }
}

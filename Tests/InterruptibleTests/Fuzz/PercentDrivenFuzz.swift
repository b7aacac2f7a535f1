import Foundation
import Testing

@testable import InterruptibleCore

/// ``PercentDrivenInteractor`` driving a ``TransitionSession`` directly (no coordinator), with the
/// session's own calls: start, end, animations alongside. Ends are counted per session.
final class PercentDrivenFuzz: FuzzTarget {
  static let name = "PercentDrivenInteractor and TransitionSession"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(
      name: "session", ranges: [0...1, 1...1000] + FuzzTimings.ranges, options: FuzzTimings.options),
    FuzzCallKind(name: "startInteractive"), FuzzCallKind(name: "update", ranges: [-0.2...1.2]),
    FuzzCallKind(name: "pause"), FuzzCallKind(name: "finish"), FuzzCallKind(name: "cancel"),
    FuzzCallKind(name: "speed", ranges: [0...3]),
    FuzzCallKind(name: "timingCurve", ranges: FuzzTimings.ranges, options: FuzzTimings.options + 1),
    FuzzCallKind(name: "wantsInteractiveStart", options: 2), FuzzCallKind(name: "start", options: 2),
    FuzzCallKind(name: "end"), FuzzCallKind(name: "alongside", ranges: [-500...500, -500...500, 0...1]),
    FuzzCallKind(name: "advance", ranges: [0...0.3]),
  ]

  let clock = ManualClock()
  let stock = PercentDrivenInteractor()
  var session: TransitionSession
  var sessions: [TransitionSession] = []
  var ends: [ObjectIdentifier: Int] = [:]

  init() {
    session = TransitionSession(kind: .present, timing: .standard) { _, _ in
      AnimatorModel(duration: 1, clock: ManualClock())
    }
    session = makeSession(TransitionTiming(duration: 0.4, parameters: .easeInOut), distance: 300)
  }

  private func makeSession(_ timing: TransitionTiming, distance: Double) -> TransitionSession {
    let clock = self.clock
    let session = TransitionSession(kind: .present, timing: timing, distance: distance) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
    let id = ObjectIdentifier(session)
    session.onCompleteTransition = { [unowned self] _ in ends[id, default: 0] += 1 }
    sessions.append(session)
    return session
  }

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "session":
      let timing = TransitionTiming(
        duration: call[0], parameters: FuzzTimings.timing(call.option, call, offset: 2))
      session = makeSession(timing, distance: call[1])
    case "startInteractive": stock.startInteractiveTransition(session)
    case "update": stock.update(call[0])
    case "pause": stock.pause()
    case "finish": stock.finish()
    case "cancel": stock.cancel()
    case "speed": stock.completionSpeed = call[0]
    case "timingCurve":
      stock.timingCurve =
        call.option == FuzzTimings.options ? nil : FuzzTimings.timing(call.option, call, offset: 0)
    case "wantsInteractiveStart": stock.wantsInteractiveStart = call.option == 1
    case "start": session.start(interactive: call.option == 1)
    case "end": session.end()
    case "alongside":
      session.animateAlongside { animator in
        (animator as? AnimatorModel)?.addAnimations(from: call[0], to: call[1], delayFactor: call[2])
      }
    default: clock.advance(by: call[0])
    }
  }

  func check(_ checker: inout FuzzChecker) {
    checker.within(stock.percentComplete, 0...1, "percentComplete")
    checker.finite(stock.duration, "duration")
    for session in sessions {
      SessionChecks.check(session, &checker)
      let count = ends[ObjectIdentifier(session), default: 0]
      checker.expect(count <= 1, "session completeTransition \(count) times")
    }
  }
}

extension FuzzTests {
  @Test("Fuzz: PercentDrivenInteractor and TransitionSession")
  func percentDriven() { FuzzDriver.check(PercentDrivenFuzz.self) }
}

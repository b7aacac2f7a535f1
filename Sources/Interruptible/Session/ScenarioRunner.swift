/// Plays a ``TransitionScenario``: a coordinator on model animators and a fresh clock, steps at
/// their exact times, frames sampled per live session.
final class ScenarioRunner {
  let scenario: TransitionScenario
  let clock = ManualClock()
  let coordinator: TransitionCoordinator
  private(set) var timeline = TransitionTimeline()
  private let errorLog: ErrorLog

  init(scenario: TransitionScenario) {
    self.scenario = scenario
    let clock = clock
    let log = ErrorLog()
    errorLog = log
    coordinator = TransitionCoordinator(configuration: scenario.configuration) { _, timing in
      let animator = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      log.errors += animator.errors
      animator.errorHandler = { log.errors.append($0) }
      return animator
    }
    coordinator.onEvent = { [unowned self] event in
      self.timeline.events.append(TransitionTimeline.Event(time: self.clock.now, event: event))
    }
  }

  func run() -> TransitionTimeline {
    var pending = scenario.orderedSteps[...]
    var tracked: [TransitionSession] = []
    for time in scenario.frameTimes {
      while let next = pending.first, next.time <= time + 1e-9 {
        advance(to: next.time)
        tracked = merged(tracked, coordinator.sessions)
        next.step.apply(to: coordinator)
        tracked = merged(tracked, coordinator.sessions)
        pending = pending.dropFirst()
      }
      advance(to: time)
      for session in merged(tracked, coordinator.sessions) {
        timeline.samples.append(TransitionTimeline.Sample(session, at: time))
      }
      tracked = coordinator.sessions
    }
    timeline.animatorErrors = errorLog.errors + clock.releaseErrors
    timeline.sessionCount = (coordinator.sessions.map(\.id) + timeline.events.map(\.sessionID)).max() ?? 0
    timeline.phase = coordinator.phase
    timeline.isPresented = coordinator.isPresented
    return timeline
  }

  private func advance(to time: Double) {
    let interval = time - clock.now
    if interval > 0 { clock.advance(by: interval) }
  }

  /// `first` followed by the sessions of `second` not in it, by id.
  private func merged(_ first: [TransitionSession], _ second: [TransitionSession]) -> [TransitionSession] {
    var result = first
    for session in second where !result.contains(where: { $0 === session }) {
      result.append(session)
    }
    return result.sorted { $0.id < $1.id }
  }
}

/// Collects refused calls from every animator a runner made.
private final class ErrorLog {
  var errors: [AnimatorError] = []
}

extension TransitionTimeline.Event {
  /// The session the event belongs to.
  var sessionID: Int {
    switch event {
    case .completion(let session, _), .completeTransition(let session, _): return session
    }
  }
}

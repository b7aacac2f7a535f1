import InterruptibleCore

/// Runs a scenario on the transition core: a ``TransitionCoordinator`` with reference animators on a
/// ``ManualClock``, ticked at the scenario's frame rate.
///
/// Each event is applied at its exact time (the clock is advanced to it first), before the frame
/// at the same time is sampled. Every tick samples each session that was live at any moment since the
/// previous tick, so a session that ends between two ticks gets one last sample showing where it
/// ended. Frames are at `k / fps` and the last one exactly at `until`.
package enum Simulation {
  /// The timeline of `scenario`.
  package static func run(_ scenario: Scenario) -> Timeline {
    if let detents = scenario.detents {
      return scenario.isStack ? runStack(scenario, detents) : runDetents(scenario, detents)
    }
    if let zoom = scenario.zoom { return runZoom(scenario, zoom) }
    if let menu = scenario.contextMenu { return runContextMenu(scenario, menu) }
    let clock = ManualClock()
    let errors = ErrorLog()
    let coordinator = TransitionCoordinator(configuration: scenario.configuration) { _, timing in
      let animator = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      errors.errors += animator.errors
      animator.errorHandler = { errors.errors.append($0) }
      return animator
    }
    let recorder = EventRecorder(clock: clock)
    coordinator.onEvent = { event in recorder.record(event) }
    recorder.observeMotion(of: coordinator, modal: scenario.isModalInPresentation)
    let until = runLength(scenario)
    var pending = orderedIndexedEvents(scenario, until: until)[...]
    var tracked: [TransitionSession] = []
    var eventSamples: [SessionSample] = []
    var drag = DragVelocityTracker()
    var panKinds: [Int: SessionKind] = [:]
    for time in frameTimes(scenario) {
      while let (index, event) = pending.first, event.time <= time + 1e-9 {
        advance(clock, to: event.time)
        for session in merged(tracked, coordinator.sessions) {
          eventSamples.append(
            sample(session, at: event.time, drag: drag, distance: coordinator.configuration.distance))
        }
        event.action.step?.apply(to: coordinator)
        event.action.resize(coordinator)
        panKinds[index] = drag.follow(event, coordinator: coordinator)
        tracked = merged(tracked, coordinator.sessions)
        pending = pending.dropFirst()
      }
      advance(clock, to: time)
      for session in merged(tracked, coordinator.sessions) {
        recorder.records.append(
          .sample(sample(session, at: time, drag: drag, distance: coordinator.configuration.distance)))
      }
      tracked = coordinator.sessions
    }
    var timeline = Timeline(
      scenario: scenario, records: recorder.records, eventSamples: eventSamples, panKinds: panKinds)
    timeline.animatorErrors = errors.errors + clock.releaseErrors
    timeline.phase = coordinator.phase
    timeline.isPresented = coordinator.isPresented
    timeline.sessionCount = (coordinator.sessions.map(\.id) + recorder.records.map(\.session)).max() ?? 0
    return timeline
  }

  /// The configuration the scenario runs with.
  package static func configuration(for scenario: Scenario) -> TransitionConfiguration {
    scenario.configuration
  }

  /// A negative or non-finite `until` runs one frame at time 0.
  static func runLength(_ scenario: Scenario) -> Double {
    scenario.until.isFinite && scenario.until > 0 ? scenario.until : 0
  }

  /// The events that apply, in time order (stable: same-time events keep their order); non-finite
  /// and later-than-`until` times dropped, negative times counted as 0.
  static func orderedEvents(_ scenario: Scenario, until: Double) -> [ScenarioEvent] {
    orderedIndexedEvents(scenario, until: until).map(\.event)
  }

  /// ``orderedEvents(_:until:)``, each with its index in the scenario's `events`.
  static func orderedIndexedEvents(_ scenario: Scenario, until: Double) -> [(
    index: Int, event: ScenarioEvent
  )] {
    scenario.events.enumerated()
      .filter { $0.element.time.isFinite && $0.element.time <= until + 1e-9 }
      .map {
        (
          index: $0.offset,
          event: ScenarioEvent(
            time: max($0.element.time, 0), action: $0.element.action, level: $0.element.level)
        )
      }
      .sorted { ($0.event.time, $0.index) < ($1.event.time, $1.index) }
  }

  static func frameTimes(_ scenario: Scenario) -> [Double] {
    let fps = ManualClock.frameRate(scenario.framesPerSecond)
    let until = runLength(scenario)
    var times: [Double] = []
    var index = 0
    while Double(index) / fps < until - 1e-9 {
      times.append(Double(index) / fps)
      index += 1
    }
    times.append(until)
    return times
  }

  private static func advance(_ clock: ManualClock, to time: Double) {
    let interval = time - clock.now
    if interval > 0 { clock.advance(by: interval) }
  }

  /// `first` followed by the sessions of `second` not in it, in session order.
  private static func merged(_ first: [TransitionSession], _ second: [TransitionSession])
    -> [TransitionSession]
  {
    var result = first
    for session in second where !result.contains(where: { $0 === session }) {
      result.append(session)
    }
    return result.sorted { $0.id < $1.id }
  }

  /// The session's state. Its velocity is the animator's, except while a finger holds the session
  /// (paused, not ended): then it is the finger's velocity as the release would hand it off.
  private static func sample(
    _ session: TransitionSession, at time: Double, drag: DragVelocityTracker, distance: Double
  ) -> SessionSample {
    let held = drag.session == session.id && !session.isRunning && !session.isFinished
    // After a resize the content travels the new distance: its velocity in points scales with it.
    let scale = distance / session.distance
    var sample = SessionSample(
      time: time, session: session.id, kind: kind(of: session.kind), state: session.animatorState,
      isRunning: session.isRunning, isReversed: session.isReversed, fraction: session.fractionComplete,
      progress: session.presentedProgress,
      velocity: held ? drag.contentVelocity : session.presentedVelocity * scale)
    sample.isFinished = session.isFinished
    return sample
  }

  /// `present` for sessions that move the content toward the presented position.
  static func kind(of kind: TransitionKind) -> SessionKind {
    switch kind {
    case .present, .push, .containerSwitch: return .present
    case .dismiss, .pop: return .dismiss
    }
  }
}

/// Collects the coordinator's events with the clock's time.
final class EventRecorder {
  let clock: ManualClock
  var records: [TimelineRecord] = []

  init(clock: ManualClock) { self.clock = clock }

  func record(_ event: TransitionEvent) {
    switch event {
    case .completion(let session, let position):
      records.append(.completion(time: clock.now, session: session, position: position))
    case .completeTransition(let session, let didComplete):
      records.append(.completeTransition(time: clock.now, session: session, didComplete: didComplete))
    }
  }
}

/// Collects the animators' refused calls (the log outlives the animators).
private final class ErrorLog {
  var errors: [AnimatorError] = []
}

import Interruptible

/// Runs a scenario on the transition core: a ``TransitionCoordinator`` with reference animators on a
/// ``ManualClock``, ticked at the scenario's frame rate.
///
/// Each event is applied at its exact time (the clock is advanced to it first), before the frame
/// at the same time is sampled. Every tick samples each session that was live at any moment since the
/// previous tick, so a session that ends between two ticks gets one last sample showing where it
/// ended. Frames are at `k / fps` and the last one exactly at `until`.
public enum Simulation {
  /// The timeline of `scenario`.
  public static func run(_ scenario: Scenario) -> Timeline {
    let clock = ManualClock()
    let coordinator = TransitionCoordinator(configuration: configuration(for: scenario), clock: clock)
    let recorder = EventRecorder(clock: clock)
    coordinator.onEvent = { event in recorder.record(event) }
    var eventIndex = 0
    var tracked: [TransitionSession] = []
    var eventSamples: [SessionSample] = []
    var drag = DragVelocityTracker()
    var panKinds: [Int: SessionKind] = [:]
    for time in frameTimes(scenario) {
      while eventIndex < scenario.events.count, scenario.events[eventIndex].time <= time + 1e-9 {
        let event = scenario.events[eventIndex]
        advance(clock, to: event.time)
        for session in merged(tracked, coordinator.sessions) {
          eventSamples.append(sample(session, at: event.time, distance: scenario.distance, drag: drag))
        }
        event.action.apply(to: coordinator)
        panKinds[eventIndex] = follow(event, with: &drag, coordinator: coordinator)
        tracked = merged(tracked, coordinator.sessions)
        eventIndex += 1
      }
      advance(clock, to: time)
      for session in merged(tracked, coordinator.sessions) {
        recorder.records.append(.sample(sample(session, at: time, distance: scenario.distance, drag: drag)))
      }
      tracked = coordinator.sessions
    }
    return Timeline(
      scenario: scenario, records: recorder.records, eventSamples: eventSamples, panKinds: panKinds)
  }

  /// Feeds a pan event (just applied) to the drag tracker; returns the kind of the session the pan
  /// holds, or nil for other events and for pan events that found nothing to hold. A `panBegan` holds
  /// the coordinator's current session when it left it paused (grabbed, or a new interactive dismissal).
  private static func follow(
    _ event: ScenarioEvent, with drag: inout DragVelocityTracker, coordinator: TransitionCoordinator
  ) -> SessionKind? {
    let held = drag.session.flatMap { id in coordinator.sessions.first { $0.id == id } }
    switch event.action {
    case .panBegan:
      let grabbed = coordinator.currentSession.flatMap { $0.isRunning || $0.isFinished ? nil : $0 }
      drag.began(session: grabbed?.id, kind: grabbed.map { kind(of: $0.kind) } ?? .present, at: event.time)
      return grabbed.map { kind(of: $0.kind) }
    case .panChanged(let translation):
      drag.changed(translation: translation, at: event.time)
      return held.map { kind(of: $0.kind) }
    case .panEnded:
      drag.ended()
      return held.map { kind(of: $0.kind) }
    default:
      return nil
    }
  }

  /// The coordinator configuration a scenario describes; everything else keeps its default.
  public static func configuration(for scenario: Scenario) -> TransitionConfiguration {
    var configuration = TransitionConfiguration()
    configuration.distance = scenario.distance
    configuration.present = TransitionTiming(
      duration: scenario.present.duration, parameters: scenario.present.parameters)
    configuration.dismiss = TransitionTiming(
      duration: scenario.dismiss.duration, parameters: scenario.dismiss.parameters)
    return configuration
  }

  /// The frame times: `k / fps` below `until`, then `until`.
  static func frameTimes(_ scenario: Scenario) -> [Double] {
    let fps = scenario.framesPerSecond
    var times: [Double] = []
    var index = 0
    while Double(index) / fps < scenario.until - 1e-9 {
      times.append(Double(index) / fps)
      index += 1
    }
    times.append(scenario.until)
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
    _ session: TransitionSession, at time: Double, distance: Double, drag: DragVelocityTracker
  ) -> SessionSample {
    let held = drag.session == session.id && !session.isRunning && !session.isFinished
    return SessionSample(
      time: time, session: session.id, kind: kind(of: session.kind), state: session.animatorState,
      isRunning: session.isRunning, isReversed: session.isReversed, fraction: session.fractionComplete,
      progress: session.presentedProgress, velocity: held ? drag.contentVelocity : session.presentedVelocity)
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
private final class EventRecorder {
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

import Foundation
import InterruptibleCore

extension Simulation {
  /// Runs a zoom scenario on the core's ``ZoomFlight``: the same frames and event timing as a
  /// presentation scenario (see ``Simulation/run(_:)``). A held-back source correction is made at the
  /// first tick it is due; the gesture's motion ends at its exact time.
  static func runZoom(_ scenario: Scenario, _ zoom: ZoomScenario) -> Timeline {
    let run = ZoomRun(scenario: scenario, zoom: zoom)
    var pending = orderedEvents(scenario, until: runLength(scenario))[...]
    for time in frameTimes(scenario) {
      while let event = pending.first, event.time <= time + 1e-9 {
        run.advance(to: event.time)
        if let sample = run.sample(at: event.time) { run.eventSamples.append(sample) }
        run.apply(event.action, at: event.time)
        pending = pending.dropFirst()
      }
      run.advance(to: time)
      run.flight?.flushSource(at: time)
      if let sample = run.sample(at: time) { run.records.append(.sample(sample)) }
      if run.flight?.isComplete == true { run.flight = nil }
    }
    var timeline = Timeline(scenario: scenario, records: run.records, eventSamples: run.eventSamples)
    timeline.animatorErrors = run.errors + run.clock.releaseErrors
    timeline.phase = run.phase
    timeline.isPresented = run.isPresented
    timeline.sessionCount = run.sessionCount
    return timeline
  }
}

/// The state of one zoom run: the flight in progress, the source, and the records written so far.
private final class ZoomRun {
  let clock = ManualClock()
  let scenario: Scenario
  let destination: CGRect
  var source: CGRect
  var sourceIsLost = false
  var flight: ZoomFlight?
  var isPresented = false
  var sessionCount = 0
  var records: [TimelineRecord] = []
  var eventSamples: [SessionSample] = []
  var errors: [AnimatorError] = []

  init(scenario: Scenario, zoom: ZoomScenario) {
    self.scenario = scenario
    source = ZoomScenario.rect(zoom.source)
    destination = ZoomScenario.rect(zoom.destination)
  }

  /// Brings the clock to `time`, ending the gesture's motion at its exact time on the way.
  func advance(to time: Double) {
    while let flight, !flight.isComplete, let end = flight.gestureMotionEndTime, end <= time {
      move(to: end)
      flight.update(at: end)
    }
    move(to: time)
  }

  private func move(to time: Double) {
    let interval = time - clock.now
    if interval > 0 { clock.advance(by: interval) }
  }

  /// Applies one scripted event at `time`.
  func apply(_ action: ScenarioAction, at time: Double) {
    switch action {
    case .zoom(.sourceMoved(let rect)):
      guard !sourceIsLost else { return }
      source = ZoomScenario.rect(rect)
      flight?.sourceMoved(to: source, at: time)
    case .zoom(.sourceLost):
      sourceIsLost = true
      flight?.sourceLost()
    case .zoom(.panChanged(let t)): flight?.updateDrag(translation: CGPoint(x: t[0], y: t[1]), at: time)
    case .zoom(.panEnded(let v)): flight?.endDrag(velocity: CGPoint(x: v[0], y: v[1]), at: time)
    case .step(.present): begin(.present)
    case .step(.dismiss), .step(.tapOutside): begin(.dismiss)
    case .step(.panBegan):
      if flight == nil, isPresented { begin(.dismiss, interactive: true) }
      flight?.beginDrag(at: time)
    case .step(let step): control(step)
    case .moveTo, .keyboard, .resize, .setDetents: break  // refused when the scenario is decoded
    }
  }

  private func control(_ step: TransitionStep) {
    guard let interactor = flight?.interactor else { return }
    switch step {
    case .pause: interactor.pause()
    case .resume: interactor.resume()
    case .reverse: interactor.reverse()
    case .finish: interactor.finish()
    case .cancel: interactor.cancel()
    case .scrub(let fraction): interactor.scrub(to: fraction)
    default: break
    }
  }

  /// Starts a flight of `kind`, or, while one heads the other way, turns it around (as often as
  /// asked: where the flight heads counts, not the kind it started as).
  private func begin(_ kind: TransitionKind, interactive: Bool = false) {
    if let flight {
      if flight.session.isHeadingToPresented != kind.isAppearing { flight.interactor.reverse() }
      return
    }
    guard isPresented == (kind == .dismiss) else { return }
    sessionCount += 1
    let id = sessionCount
    let timing = kind == .present ? scenario.configuration.present : scenario.configuration.dismiss
    let session = TransitionSession(id: id, kind: kind, timing: timing) { [clock, unowned self] _, timing in
      let animator = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      animator.errorHandler = { [unowned self] in errors.append($0) }
      return animator
    }
    let flight = ZoomFlight(
      session: session, geometry: ZoomGeometry(source: source, destination: destination),
      dragDistance: scenario.distance, configuration: scenario.configuration)
    if sourceIsLost { flight.sourceLost() }
    // A zoom is a transition: each new motion of its session writes its willSettle line first.
    session.onMotionEvent = { [unowned self] event in
      guard case .willSettle(_, let trajectory) = event else { return }
      records.append(.willSettle(time: clock.now, session: id, progress: trajectory.target, detent: nil))
    }
    session.onAnimatorCompletion = { [unowned self] position in
      records.append(.completion(time: clock.now, session: id, position: position))
    }
    flight.onComplete = { [unowned self] didComplete in
      records.append(.completeTransition(time: clock.now, session: id, didComplete: didComplete))
      isPresented = didComplete == kind.isAppearing
    }
    self.flight = flight
    session.start(interactive: interactive)
  }

  /// The slot's phase: a flight in progress presents or dismisses.
  var phase: PresentationPhase {
    guard let flight, !flight.isComplete else { return isPresented ? .presented : .idle }
    return flight.session.kind.isAppearing ? .presenting : .dismissing
  }

  /// The tick line of the flight in progress (or just ended), with its frame.
  func sample(at time: Double) -> SessionSample? {
    guard let flight else { return nil }
    let session = flight.session
    var sample = SessionSample(
      time: time, session: session.id, kind: Simulation.kind(of: session.kind), state: session.animatorState,
      isRunning: session.isRunning, isReversed: session.isReversed, fraction: session.fractionComplete,
      progress: session.presentedProgress, velocity: session.presentedVelocity)
    sample.isFinished = flight.isComplete
    let frame = flight.frame(at: time)
    sample.frame = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
    return sample
  }
}

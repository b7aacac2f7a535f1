@testable import InterruptibleCore

/// Replays a ``RandomScenario`` on a coordinator with recording model animators and checks the
/// invariants after every step (and every frame of `.frames`), then lets everything end and checks
/// that every session ended exactly once and was released with its animator.
final class SequenceRunner {
  /// Content may swing this far (points) beyond its dismissed or presented position, and move at most
  /// this fast (points per second), plus `distance` (a spring's own swing) and `100 × distance` per
  /// second: generous bounds for the fastest clamped release (20 000 pt/s).
  static let overshootLimit = 2_000.0
  static let speedLimit = 100_000.0

  let scenario: RandomScenario
  let clock = ManualClock()
  let monitor = ReliabilityMonitor()
  let coordinator: TransitionCoordinator
  /// The farthest content went beyond its two positions and its top speed, as fractions of the limits.
  private(set) var worstOvershoot = 0.0
  private(set) var topSpeed = 0.0
  private var completions: [Int: [AnimatorPosition]] = [:]
  /// The `didComplete` of each session's "complete transition" calls, by session id.
  private(set) var ends: [Int: [Bool]] = [:]
  private var lastEnded: (id: Int, kind: TransitionKind, didComplete: Bool)?
  private var sessions: [Int: WeakSession] = [:]
  private var animators: [Int: WeakAnimator] = [:]
  /// Sessions torn down with `.teardown`: they may end at `.current`.
  private var tornDown: Set<Int> = []
  /// Whether `.assumePresented` marked idle content presented after the last end.
  private var assumedPresented = false
  /// Steps to run inside the next "complete transition" callbacks.
  private var armed: [RandomStep] = []
  /// Extra checks (motion events): called after every check with its moment, and with each event.
  var onCheck: ((String) -> Void)?
  var onTransitionEvent: ((TransitionEvent) -> Void)?

  private struct WeakSession { weak var session: TransitionSession? }
  private struct WeakAnimator { weak var animator: RecordingAnimator? }

  init(_ scenario: RandomScenario, fault: ReliabilityMonitor.Fault? = nil) {
    self.scenario = scenario
    monitor.fault = fault
    coordinator = TransitionCoordinator(
      configuration: scenario.configuration, makeAnimator: monitor.factory(clock: clock))
    coordinator.onEvent = { [unowned self] event in
      self.onTransitionEvent?(event)
      self.record(event)
      if fault == .doubleEnd, case .completeTransition = event { self.record(event) }
    }
  }

  /// Runs the scenario; returns the first violation, or nil.
  func run() -> String? {
    for (index, step) in scenario.steps.enumerated() {
      perform(step)
      check("after step \(index) \(step)")
      if let first = monitor.violations.first { return first }
    }
    drain()
    return monitor.violations.first
  }

  // MARK: - Steps

  private func perform(_ step: RandomStep) {
    if let call = step.coordinatorStep { return call.apply(to: coordinator) }
    switch step {
    case .presentInteractive: coordinator.present(interactive: true)
    case .assumePresented:
      if coordinator.phase == .idle { assumedPresented = true }
      coordinator.assumePresented()
    case .panChangedDismissal(let translation): coordinator.panChanged(dismissalTranslation: translation)
    case .panEndedDismissal(let velocity): coordinator.panEnded(dismissalVelocity: velocity)
    case .finishVelocity(let velocity): currentInteractor?.finish(velocity: velocity)
    case .cancelVelocity(let velocity): currentInteractor?.cancel(velocity: velocity)
    case .teardown:
      guard let session = coordinator.currentSession else { return }
      tornDown.insert(session.id)
      session.end()
    case .onNextEnd(let inner): armed.append(inner)
    case .advance(let interval): clock.advance(by: interval)
    case .advanceToEnd(let offset):
      guard let end = currentModel?.scheduledEnd else { return }
      clock.advance(by: end - clock.now + offset)
    case .frames(let duration):
      clock.run(for: duration, framesPerSecond: 120) { _ in check("during frames") }
    default: monitor.fail("step \(step) not handled")
    }
  }

  private var currentInteractor: TransitionInteractor? {
    coordinator.currentSession.flatMap { coordinator.interactor(for: $0) }
  }

  private var currentModel: AnimatorModel? {
    guard let session = coordinator.currentSession, !session.isFinished, session.hasAnimator else {
      return nil
    }
    return (session.interruptibleAnimator() as? RecordingAnimator)?.model
  }

  /// Ends any gesture and resumes a grabbed transition (again after each round, as re-entrant steps
  /// may start new ones), running the clock until every session ended.
  private func drain() {
    var rounds = 0
    while !coordinator.sessions.isEmpty, rounds < 40, monitor.violations.isEmpty {
      coordinator.panEnded(velocity: 0)
      coordinator.resume()
      check("while draining")
      clock.advance(by: 0.5)
      check("while draining")
      rounds += 1
    }
    if !coordinator.sessions.isEmpty {
      let live = coordinator.sessions.map { "\($0.id) \($0.kind) \($0.animatorState)" }
      monitor.fail("sessions never ended: \(live)")
    }
    checkFinal()
  }

  // MARK: - Invariants

  private func record(_ event: TransitionEvent) {
    switch event {
    case .completion(let id, let position):
      completions[id, default: []].append(position)
      if position == .current, !tornDown.contains(id) {
        monitor.fail("session \(id) completed at .current (content left mid-way)")
      }
      if ends[id] != nil { monitor.fail("session \(id) completion after its completeTransition") }
    case .completeTransition(let id, let didComplete):
      ends[id, default: []].append(didComplete)
      guard let position = completions[id]?.last else {
        return monitor.fail("session \(id) completeTransition without a completion")
      }
      if didComplete != (position == .end) {
        monitor.fail("session \(id) completeTransition(\(didComplete)) after completion at .\(position)")
      }
      let kinds = monitor.kinds
      lastEnded = (id, kinds.indices.contains(id - 1) ? kinds[id - 1] : .present, didComplete)
      assumedPresented = false
      if !armed.isEmpty { perform(armed.removeFirst()) }
    }
  }

  private func check(_ when: String) {
    for session in coordinator.sessions {
      if sessions[session.id] == nil { sessions[session.id] = WeakSession(session: session) }
      checkLive(session, when)
    }
    for (id, count) in completions where count.count > 1 {
      monitor.fail("session \(id) completed \(count.count)x")
    }
    for (id, count) in ends where count.count > 1 {
      monitor.fail("session \(id) completeTransition \(count.count)x")
    }
    for (id, weak) in sessions where ends[id] != nil && weak.session != nil {
      monitor.fail("session \(id) still alive after it ended (\(when))")
    }
    for (id, weak) in animators where ends[id] != nil && weak.animator != nil {
      monitor.fail("animator of session \(id) still alive after the session ended (\(when))")
    }
    if !clock.releaseErrors.isEmpty { monitor.fail("clock release errors: \(clock.releaseErrors)") }
    onCheck?(when)
  }

  private func checkLive(_ session: TransitionSession, _ when: String) {
    if session.isFinished { monitor.fail("finished session \(session.id) still listed (\(when))") }
    let fraction = session.fractionComplete
    if !fraction.isFinite || fraction < 0 || fraction > 1 {
      monitor.fail("session \(session.id) fractionComplete \(fraction) (\(when))")
    }
    checkMotion(session, when)
    if session.hasAnimator, let recording = session.interruptibleAnimator() as? RecordingAnimator {
      if animators[session.id] == nil { animators[session.id] = WeakAnimator(animator: recording) }
      recording.observe()
    }
  }

  /// Position and velocity are finite, and the content stays near its two positions.
  private func checkMotion(_ session: TransitionSession, _ when: String) {
    let points = session.presentedProgress * session.distance
    let speed = abs(session.presentedVelocity)
    guard points.isFinite, speed.isFinite else {
      return monitor.fail("session \(session.id) sample \(session.sample) (\(when))")
    }
    let overshoot = max(-points, points - session.distance, 0)
    worstOvershoot = max(worstOvershoot, overshoot / max(Self.overshootLimit, session.distance))
    topSpeed = max(topSpeed, speed / (Self.speedLimit + 100 * session.distance))
    if overshoot > Self.overshootLimit + session.distance || speed > Self.speedLimit + 100 * session.distance
    {
      monitor.fail("session \(session.id) at \(points) pt moving \(speed) pt/s (\(when))")
    }
  }

  private func checkFinal() {
    let started = monitor.kinds.count
    let seen = Set(sessions.keys).union(completions.keys).union(ends.keys)
    if seen != Set(started == 0 ? [] : Array(1...started)) {
      monitor.fail("sessions seen \(seen.sorted()) but \(started) animators made")
    }
    for id in seen {
      if completions[id]?.count != 1 { monitor.fail("session \(id) completions: \(completions[id] ?? [])") }
      if ends[id]?.count != 1 { monitor.fail("session \(id) completeTransitions: \(ends[id] ?? [])") }
    }
    for (id, weak) in sessions where weak.session != nil { monitor.fail("session \(id) not released") }
    if monitor.liveAnimators != 0 { monitor.fail("\(monitor.liveAnimators) animators not released") }
    if monitor.liveModels != 0 { monitor.fail("\(monitor.liveModels) model animators not released") }
    if clock.runningCount != 0 { monitor.fail("clock still runs \(clock.runningCount) animators") }
    if assumedPresented {
      if !coordinator.isPresented { monitor.fail("isPresented false after assumePresented") }
    } else if let last = lastEnded, last.id == started {
      let presented = last.kind.isAppearing == last.didComplete
      if coordinator.isPresented != presented {
        monitor.fail(
          "isPresented \(coordinator.isPresented) after session \(last.id) ended \(last.didComplete)")
      }
    }
  }
}

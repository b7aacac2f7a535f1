import InterruptibleCore

/// The finger's velocity while a pan holds a session, estimated from the scenario's pan positions as a
/// pan recognizer estimates it from touches: what a release at that moment would hand to the content.
///
/// The estimate is the slope, at the last pan position, of the parabola through the last three
/// positions (`panBegan` counts as translation 0 at its time): a second-order backward difference,
/// exact for a finger that speeds up or slows down evenly. With two positions it is their slope; with
/// one (before the first `panChanged`) the finger is at rest, 0. It holds until the next `panChanged`.
///
/// ```swift
/// var tracker = DragVelocityTracker()
/// tracker.began(session: 2, kind: .dismiss, at: 0.8)
/// tracker.changed(translation: 8.33, at: 0.8333)
/// tracker.changed(translation: 18.75, at: 0.85)
/// tracker.fingerVelocity    // 748.8 pt/s toward the session's end (dismissed)
/// tracker.contentVelocity   // -748.8 pt/s: toward presented is positive
/// ```
///
/// Bad input: non-finite translations are ignored (as the coordinator ignores them); positions at the
/// same time as the previous one replace it, so the estimate never divides by zero.
struct DragVelocityTracker {
  /// The session the finger holds, if any.
  private(set) var session: Int?
  /// Whether the held session presents (its end is toward presented) or dismisses.
  private var kind = SessionKind.present
  /// The last (at most three) pan positions: time in seconds, translation in points.
  private var points: [(time: Double, translation: Double)] = []

  /// A pan began holding `session` (nil: it held none) at `time`.
  mutating func began(session: Int?, kind: SessionKind, at time: Double) {
    self.session = session
    self.kind = kind
    points = session == nil ? [] : [(time, 0)]
  }

  /// The finger is `translation` points from where the pan began, toward the session's end.
  mutating func changed(translation: Double, at time: Double) {
    guard session != nil, translation.isFinite, time.isFinite else { return }
    if let last = points.last, time - last.time < 1e-9 {
      points[points.count - 1] = (last.time, translation)
    } else {
      points.append((time, translation))
    }
    if points.count > 3 { points.removeFirst(points.count - 3) }
  }

  /// Follows a scenario event just applied to `coordinator`; returns the kind of the session the pan
  /// holds, or nil for other events and for pan events that found nothing to hold. A `panBegan` holds
  /// the coordinator's current session when it left it paused (grabbed, or a new interactive dismissal).
  mutating func follow(_ event: ScenarioEvent, coordinator: TransitionCoordinator) -> SessionKind? {
    let held = session.flatMap { id in coordinator.sessions.first { $0.id == id } }
    switch event.action.step {
    case .panBegan:
      let grabbed = coordinator.currentSession.flatMap { $0.isRunning || $0.isFinished ? nil : $0 }
      let grabbedKind = grabbed.map { Simulation.kind(of: $0.kind) }
      began(session: grabbed?.id, kind: grabbedKind ?? .present, at: event.time)
      return grabbedKind
    case .panChanged(let translation):
      changed(translation: translation, at: event.time)
      return held.map { Simulation.kind(of: $0.kind) }
    case .panEnded:
      ended()
      return held.map { Simulation.kind(of: $0.kind) }
    default:
      return nil
    }
  }

  /// The finger lifted: nothing is held any more.
  mutating func ended() {
    session = nil
    points = []
  }

  /// The finger's velocity in points per second toward the held session's end (0 when none).
  var fingerVelocity: Double {
    guard points.count >= 2 else { return 0 }
    let (t2, x2) = points[points.count - 1]
    let (t1, x1) = points[points.count - 2]
    let h2 = t2 - t1
    guard points.count == 3 else { return finite((x2 - x1) / h2) }
    let (t0, x0) = points[0]
    let h1 = t1 - t0
    let slope =
      x0 * h2 / (h1 * (h1 + h2)) - x1 * (h1 + h2) / (h1 * h2) + x2 * (h1 + 2 * h2) / (h2 * (h1 + h2))
    return finite(slope)
  }

  /// ``fingerVelocity`` in the timeline's sign: positive toward presented.
  var contentVelocity: Double {
    kind == .present ? fingerVelocity : -fingerVelocity
  }

  private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

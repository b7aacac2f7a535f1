import Interruptible

/// What a simulation produced: per-tick samples of every live session and the completion events,
/// in the order they happened.
public struct Timeline: Sendable, Equatable {
  /// The scenario that was run.
  public var scenario: Scenario
  /// Samples and events in time order.
  public var records: [TimelineRecord]

  /// The state of each live session just before each scenario event, at the event's exact time.
  /// Not part of the JSON Lines output; the plot uses it to draw jumps (scrubs, grabs) where they
  /// happen instead of across a whole frame.
  public var eventSamples: [SessionSample]
  /// Every call an animator refused, as UIKit would have raised (empty in a correct run).
  public var animatorErrors: [AnimatorError] = []
  /// The slot's phase at the end of the run.
  public var phase: PresentationPhase = .idle
  /// Whether the content is presented at the end of the run.
  public var isPresented = false
  /// How many sessions the run began.
  public var sessionCount = 0

  /// For each pan event (by index in the scenario's events) that found a session to hold: whether that
  /// session presents or dismisses, which turns the event's values (measured toward the session's end)
  /// into the timeline's sign (toward presented). Not part of the JSON Lines output; the plot labels
  /// pan events in the axes' sign with it.
  public var panKinds: [Int: SessionKind]

  /// Creates a timeline.
  public init(
    scenario: Scenario, records: [TimelineRecord], eventSamples: [SessionSample] = [],
    panKinds: [Int: SessionKind] = [:]
  ) {
    self.scenario = scenario
    self.records = records
    self.eventSamples = eventSamples
    self.panKinds = panKinds
  }

  /// The samples only.
  public var samples: [SessionSample] {
    records.compactMap { record in
      if case .sample(let sample) = record { return sample }
      return nil
    }
  }

  /// The samples of session `id` (1-based), in time order.
  public func samples(ofSession id: Int) -> [SessionSample] {
    samples.filter { $0.session == id }
  }

  /// The points to plot for session `id`: its samples and its event samples in time order (an
  /// event sample comes before a tick sample at the same time).
  public func plotPoints(ofSession id: Int) -> [SessionSample] {
    let ticks = samples(ofSession: id)
    let events = eventSamples.filter { $0.session == id }
    var points: [SessionSample] = []
    var eventIndex = 0
    for tick in ticks {
      while eventIndex < events.count, events[eventIndex].time <= tick.time {
        points.append(events[eventIndex])
        eventIndex += 1
      }
      points.append(tick)
    }
    return points + events[eventIndex...]
  }

  /// The completion, complete-transition and detent-changed events, in order.
  public var events: [TimelineRecord] {
    records.filter {
      switch $0 {
      case .sample, .willSettle, .dismissAttempt: return false
      case .completion, .completeTransition, .detentChanged: return true
      }
    }
  }

  /// The `willSettle` and `dismissAttempt` events, in order.
  public var motionEvents: [TimelineRecord] {
    records.filter {
      switch $0 {
      case .willSettle, .dismissAttempt: return true
      case .sample, .completion, .completeTransition, .detentChanged: return false
      }
    }
  }

  /// The positions session `id`'s animator completed at (one in a correct run).
  public func completions(ofSession id: Int) -> [AnimatorPosition] {
    records.compactMap {
      if case .completion(_, id, let position) = $0 { return position }
      return nil
    }
  }

  /// The `didComplete` values session `id` reported (exactly one in a correct run).
  public func completeTransitions(ofSession id: Int) -> [Bool] {
    records.compactMap {
      if case .completeTransition(_, id, let didComplete) = $0 { return didComplete }
      return nil
    }
  }

  /// When session `id` reported "complete transition", if it did.
  public func endTime(ofSession id: Int) -> Double? {
    records.first {
      if case .completeTransition(_, id, _) = $0 { return true }
      return false
    }?.time
  }

  /// The session ids that appear, ascending.
  public var sessionIDs: [Int] {
    Array(Set(records.map(\.session))).sorted()
  }
}

/// One line of the timeline.
public enum TimelineRecord: Sendable, Equatable {
  /// The state of one live session at a tick.
  case sample(SessionSample)
  /// A session's animator ran its completions at `position`.
  case completion(time: Double, session: Int, position: AnimatorPosition)
  /// A session called `completeTransition(didComplete)`.
  case completeTransition(time: Double, session: Int, didComplete: Bool)
  /// A detent sheet came to rest at a detent other than the one it rested at before.
  case detentChanged(time: Double, session: Int, detent: Int)
  /// A motion will settle at `progress` (at detent `detent` in a detent scenario, nil when it heads
  /// to dismissal or in a presentation scenario), written before the motion's first tick.
  case willSettle(time: Double, session: Int, progress: Double, detent: Int?)
  /// A user dismissal was resisted (`modalInPresentation`).
  case dismissAttempt(time: Double, session: Int)

  /// The time of the record, in seconds.
  public var time: Double {
    switch self {
    case .sample(let sample): return sample.time
    case .completion(let time, _, _), .completeTransition(let time, _, _), .detentChanged(let time, _, _),
      .willSettle(let time, _, _, _), .dismissAttempt(let time, _):
      return time
    }
  }

  /// The session the record belongs to (1-based).
  public var session: Int {
    switch self {
    case .sample(let sample): return sample.session
    case .completion(_, let session, _), .completeTransition(_, let session, _),
      .detentChanged(_, let session, _), .willSettle(_, let session, _, _), .dismissAttempt(_, let session):
      return session
    }
  }
}

/// Whether a session presents or dismisses the content.
public enum SessionKind: String, Sendable, Equatable {
  /// The content moves toward the presented position.
  case present
  /// The content moves toward the dismissed position.
  case dismiss
}

/// The state of one session at one tick.
public struct SessionSample: Sendable, Equatable {
  /// Seconds from the start.
  public var time: Double
  /// The session number, 1-based in start order.
  public var session: Int
  /// Present or dismiss.
  public var kind: SessionKind
  /// The animator's state.
  public var state: AnimatorState
  /// Whether the animator runs.
  public var isRunning: Bool
  /// Whether the animator is reversed.
  public var isReversed: Bool
  /// The animator's `fractionComplete`.
  public var fraction: Double
  /// The content position as a fraction of the distance: 0 dismissed, 1 presented (may overshoot).
  public var progress: Double
  /// The content's velocity in points per second, positive toward presented:
  /// `d(progress · distance)/dt` of the animator's motion, or, while a finger holds the session, the
  /// finger's velocity as the release would hand it off (`DragVelocityTracker`).
  public var velocity: Double
  /// Whether the session had ended at this sample.
  public var isFinished = false
  /// In a detent scenario, the detent the sheet rests at or is heading to (nil otherwise, and while
  /// it heads to dismissal).
  public var detent: Int?
  /// In a detent scenario, the keyboard's shown height in points (nil otherwise).
  public var keyboard: Double?
  /// In a zoom scenario, the flying view's frame `[x, y, width, height]` (nil otherwise).
  public var frame: [Double]?
  /// In an adaptive detent scenario, the sheet's form (`sheet`, `floatingPanel`, `edgeAttachedSheet`).
  public var form: String?

  /// Creates a sample.
  public init(
    time: Double, session: Int, kind: SessionKind, state: AnimatorState, isRunning: Bool,
    isReversed: Bool, fraction: Double, progress: Double, velocity: Double
  ) {
    self.time = time
    self.session = session
    self.kind = kind
    self.state = state
    self.isRunning = isRunning
    self.isReversed = isReversed
    self.fraction = fraction
    self.progress = progress
    self.velocity = velocity
  }
}

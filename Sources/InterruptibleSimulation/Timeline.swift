import InterruptibleCore

/// What a simulation produced: per-tick samples of every live session and the completion events,
/// in the order they happened.
package struct Timeline: Sendable, Equatable {
  /// The scenario that was run.
  package var scenario: Scenario
  /// Samples and events in time order.
  package var records: [TimelineRecord]

  /// The state of each live session just before each scenario event, at the event's exact time.
  /// Not part of the JSON Lines output; the plot uses it to draw jumps (scrubs, grabs) where they
  /// happen instead of across a whole frame.
  package var eventSamples: [SessionSample]
  /// Every call an animator refused, as UIKit would have raised (empty in a correct run).
  package var animatorErrors: [AnimatorError] = []
  /// The slot's phase at the end of the run.
  package var phase: PresentationPhase = .idle
  /// Whether the content is presented at the end of the run.
  package var isPresented = false
  /// How many sessions the run began.
  package var sessionCount = 0
  /// A context-menu scenario's lines (its ``records`` are empty): ticks and the lift's events.
  package var contextMenuRecords: [ContextMenuRecord] = []
  /// Where a context-menu scenario's sessions were placed at their commits (not in the JSON Lines;
  /// the plot draws them).
  package var contextMenuPlacements: [ContextMenuPlaced] = []

  /// For each pan event (by index in the scenario's events) that found a session to hold: whether that
  /// session presents or dismisses, which turns the event's values (measured toward the session's end)
  /// into the timeline's sign (toward presented). Not part of the JSON Lines output; the plot labels
  /// pan events in the axes' sign with it.
  package var panKinds: [Int: SessionKind]

  /// Creates a timeline.
  package init(
    scenario: Scenario, records: [TimelineRecord], eventSamples: [SessionSample] = [],
    panKinds: [Int: SessionKind] = [:]
  ) {
    self.scenario = scenario
    self.records = records
    self.eventSamples = eventSamples
    self.panKinds = panKinds
  }

  /// The samples only.
  package var samples: [SessionSample] {
    records.compactMap { record in
      if case .sample(let sample) = record { return sample }
      return nil
    }
  }

  /// The samples of session `id` (1-based), in time order.
  package func samples(ofSession id: Int) -> [SessionSample] {
    samples.filter { $0.session == id }
  }

  /// The points to plot for session `id`: its samples and its event samples in time order (an
  /// event sample comes before a tick sample at the same time).
  package func plotPoints(ofSession id: Int) -> [SessionSample] {
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
  package var events: [TimelineRecord] {
    records.filter {
      switch $0 {
      case .sample, .willSettle, .dismissAttempt: return false
      case .completion, .completeTransition, .detentChanged: return true
      }
    }
  }

  /// The `willSettle` and `dismissAttempt` events, in order.
  package var motionEvents: [TimelineRecord] {
    records.filter {
      switch $0 {
      case .willSettle, .dismissAttempt: return true
      case .sample, .completion, .completeTransition, .detentChanged: return false
      }
    }
  }

  /// The positions session `id`'s animator completed at (one in a correct run).
  package func completions(ofSession id: Int) -> [AnimatorPosition] {
    records.compactMap {
      if case .completion(_, id, let position) = $0 { return position }
      return nil
    }
  }

  /// The `didComplete` values session `id` reported (exactly one in a correct run).
  package func completeTransitions(ofSession id: Int) -> [Bool] {
    records.compactMap {
      if case .completeTransition(_, id, let didComplete) = $0 { return didComplete }
      return nil
    }
  }

  /// When session `id` reported "complete transition", if it did.
  package func endTime(ofSession id: Int) -> Double? {
    records.first {
      if case .completeTransition(_, id, _) = $0 { return true }
      return false
    }?.time
  }

  /// The session ids that appear, ascending.
  package var sessionIDs: [Int] {
    Array(Set(records.map(\.session))).sorted()
  }
}

/// One line of the timeline.
package enum TimelineRecord: Sendable, Equatable {
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
  package var time: Double {
    switch self {
    case .sample(let sample): return sample.time
    case .completion(let time, _, _), .completeTransition(let time, _, _), .detentChanged(let time, _, _),
      .willSettle(let time, _, _, _), .dismissAttempt(let time, _):
      return time
    }
  }

  /// The session the record belongs to (1-based).
  package var session: Int {
    switch self {
    case .sample(let sample): return sample.session
    case .completion(_, let session, _), .completeTransition(_, let session, _),
      .detentChanged(_, let session, _), .willSettle(_, let session, _, _), .dismissAttempt(_, let session):
      return session
    }
  }
}

/// Whether a session presents or dismisses the content.
package enum SessionKind: String, Sendable, Equatable {
  /// The content moves toward the presented position.
  case present
  /// The content moves toward the dismissed position.
  case dismiss
}

/// The state of one session at one tick.
package struct SessionSample: Sendable, Equatable {
  /// Seconds from the start.
  package var time: Double
  /// The session number, 1-based in start order.
  package var session: Int
  /// Present or dismiss.
  package var kind: SessionKind
  /// The animator's state.
  package var state: AnimatorState
  /// Whether the animator runs.
  package var isRunning: Bool
  /// Whether the animator is reversed.
  package var isReversed: Bool
  /// The animator's `fractionComplete`.
  package var fraction: Double
  /// The content position as a fraction of the distance: 0 dismissed, 1 presented (may overshoot).
  package var progress: Double
  /// The content's velocity in points per second, positive toward presented:
  /// `d(progress · distance)/dt` of the animator's motion, or, while a finger holds the session, the
  /// finger's velocity as the release would hand it off (`DragVelocityTracker`).
  package var velocity: Double
  /// Whether the session had ended at this sample.
  package var isFinished = false
  /// In a detent scenario, the detent the sheet rests at or is heading to (nil otherwise, and while
  /// it heads to dismissal).
  package var detent: Int?
  /// In a detent scenario, the keyboard's shown height in points (nil otherwise).
  package var keyboard: Double?
  /// In a zoom scenario, the flying view's frame `[x, y, width, height]` (nil otherwise).
  package var frame: [Double]?
  /// In a stack scenario, the sheet's place in the stack (0: the lowest; nil otherwise).
  package var level: Int?
  /// In a stack scenario, the sheet's recede scale (1: nothing above it).
  package var scale: Double?
  /// In a stack scenario, how far the sheet's top edge moves as it recedes, in points (negative: up).
  package var offset: Double?
  /// In an adaptive detent scenario, the sheet's form (`sheet`, `floatingPanel`, `edgeAttachedSheet`).
  package var form: String?

  /// Creates a sample.
  package init(
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

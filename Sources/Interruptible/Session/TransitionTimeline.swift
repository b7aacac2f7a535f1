/// What a ``TransitionScenario`` produced: a sample of every live session at every frame, the
/// events in the order they happened, and every call an animator refused.
///
/// ```swift
/// let timeline = TransitionScenario(duration: 1).at(0, .present).run()
/// let last = timeline.samples(ofSession: 1).last!
/// last.presentedProgress   // 1: presented
/// timeline.isPresented     // true
/// ```
public struct TransitionTimeline: Sendable, Hashable {
  /// One session at one frame.
  public struct Sample: Sendable, Hashable {
    /// Seconds from the start of the scenario.
    public var time: Double
    /// The session's id (1-based, in start order).
    public var sessionID: Int
    /// What the session does.
    public var kind: TransitionKind
    /// The animator's state (`.inactive` once the session ended).
    public var state: AnimatorState
    /// Whether the animator runs.
    public var isRunning: Bool
    /// Whether the animator runs toward its start.
    public var isReversed: Bool
    /// The animator's `fractionComplete` (0 once ended).
    public var fractionComplete: Double
    /// The content's position: 0 dismissed, 1 presented (may overshoot).
    public var presentedProgress: Double
    /// The content's velocity in points per second (positive toward presented).
    public var presentedVelocity: Double
    /// Whether the session has ended.
    public var isFinished: Bool

    /// Reads `session` at `time`.
    public init(_ session: TransitionSession, at time: Double) {
      self.time = time
      sessionID = session.id
      kind = session.kind
      state = session.animatorState
      isRunning = session.isRunning
      isReversed = session.isReversed
      fractionComplete = session.fractionComplete
      presentedProgress = session.presentedProgress
      presentedVelocity = session.presentedVelocity
      isFinished = session.isFinished
    }
  }

  /// A coordinator event and the clock time it happened at.
  public struct Event: Sendable, Hashable {
    /// Seconds from the start of the scenario.
    public var time: Double
    /// What happened.
    public var event: TransitionEvent

    /// Creates a timed event.
    public init(time: Double, event: TransitionEvent) {
      self.time = time
      self.event = event
    }
  }

  /// Samples in frame order; within a frame, by session id.
  public var samples: [Sample] = []
  /// Events in the order they happened.
  public var events: [Event] = []
  /// Every call an animator refused, plus animators released while paused or stopped; empty when
  /// the core made no call UIKit would reject.
  public var animatorErrors: [AnimatorError] = []
  /// The number of sessions started.
  public var sessionCount = 0
  /// The coordinator's phase at the end.
  public var phase: PresentationPhase = .idle
  /// Whether the content was presented at rest at the end.
  public var isPresented = false

  /// Creates an empty timeline.
  public init() {}

  /// The samples of session `id`, in time order.
  public func samples(ofSession id: Int) -> [Sample] {
    samples.filter { $0.sessionID == id }
  }

  /// The `didComplete` flags session `id` reported, in order (exactly one once it ended).
  public func completeTransitions(ofSession id: Int) -> [Bool] {
    events.compactMap {
      if case .completeTransition(id, let didComplete) = $0.event { return didComplete }
      return nil
    }
  }

  /// The animator completion positions of session `id`, in order.
  public func completions(ofSession id: Int) -> [AnimatorPosition] {
    events.compactMap {
      if case .completion(id, let position) = $0.event { return position }
      return nil
    }
  }

  /// The time session `id` called complete transition, or nil if it did not end.
  public func endTime(ofSession id: Int) -> Double? {
    events.first {
      if case .completeTransition(id, _) = $0.event { return true }
      return false
    }?.time
  }
}

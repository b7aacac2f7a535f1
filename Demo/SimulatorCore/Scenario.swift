import Interruptible

/// A scripted run of the transition core: configuration, the events a user causes, and how long to
/// simulate. Decoded from JSON by ``Scenario/decode(_:)``.
///
/// ```json
/// { "name": "tap to cancel a menu", "fps": 120, "distance": 240, "until": 2.0,
///   "present": { "duration": 0.45, "curve": {"spring": {"dampingRatio": 0.75}} },
///   "events": [ {"at": 0.0, "do": "present"}, {"at": 0.15, "do": "tapOutside"} ] }
/// ```
public struct Scenario: Sendable, Equatable {
  /// The scenario's title.
  public var name: String
  /// An optional longer explanation, shown under the title of the plot.
  public var summary: String?
  /// Ticks per second (default 120).
  public var framesPerSecond: Double
  /// The points the content travels over the whole transition.
  public var distance: Double
  /// The seconds to simulate, from 0.
  public var until: Double
  /// The timing of presentations.
  public var present: ScenarioTiming
  /// The timing of dismissals (defaults to ``present``).
  public var dismiss: ScenarioTiming
  /// The events in time order.
  public var events: [ScenarioEvent]

  /// Creates a scenario.
  public init(
    name: String, summary: String? = nil, framesPerSecond: Double = 120, distance: Double, until: Double,
    present: ScenarioTiming, dismiss: ScenarioTiming? = nil, events: [ScenarioEvent]
  ) {
    self.name = name
    self.summary = summary
    self.framesPerSecond = framesPerSecond
    self.distance = distance
    self.until = until
    self.present = present
    self.dismiss = dismiss ?? present
    self.events = events
  }
}

/// The duration and curve of one direction of the transition.
public struct ScenarioTiming: Sendable, Equatable {
  /// The animator's duration in seconds (for implicit-duration springs, their settling duration).
  public var duration: Double
  /// The curve.
  public var parameters: TimingParameters
  /// The curve as the scenario wrote it, for labels: `easeInOut`, `spring(dampingRatio: 0.75)`.
  public var curveLabel: String

  /// Creates a timing.
  public init(duration: Double, parameters: TimingParameters, curveLabel: String) {
    self.duration = duration
    self.parameters = parameters
    self.curveLabel = curveLabel
  }
}

/// One thing that happens at a moment of the scenario.
public struct ScenarioEvent: Sendable, Equatable {
  /// When, in seconds from the start.
  public var time: Double
  /// What happens.
  public var action: ScenarioAction

  /// Creates an event.
  public init(time: Double, action: ScenarioAction) {
    self.time = time
    self.action = action
  }
}

/// The events a scenario can script: the core's own coordinator steps, so the simulator makes exactly
/// the calls ``TransitionStep/apply(to:)`` makes. Scenario files use the thirteen in ``names``.
public typealias ScenarioAction = TransitionStep

extension TransitionStep {
  /// Every event name a scenario may use, in documentation order.
  public static let names = [
    "present", "dismiss", "tapOutside", "tapInside", "panBegan", "panChanged", "panEnded", "pause",
    "resume", "reverse", "scrub", "finish", "cancel",
  ]

  /// The name used in scenario files.
  public var name: String {
    switch self {
    case .present: return "present"
    case .dismiss: return "dismiss"
    case .tapOutside: return "tapOutside"
    case .tapInside: return "tapInside"
    case .panBegan: return "panBegan"
    case .panChanged: return "panChanged"
    case .panEnded: return "panEnded"
    case .pause: return "pause"
    case .resume: return "resume"
    case .reverse: return "reverse"
    case .scrub: return "scrub"
    case .finish: return "finish"
    case .cancel: return "cancel"
    case .presentNewContent: return "presentNewContent"
    case .setInteractionEnabled: return "setInteractionEnabled"
    }
  }

  /// A short label for plots: `panChanged 60`, `scrub 0.3`, `tapOutside`.
  public var label: String {
    switch self {
    case .panChanged(let translation): return "panChanged \(ScenarioNumber.text(translation))"
    case .panEnded(let velocity): return "panEnded \(ScenarioNumber.text(velocity))/s"
    case .scrub(let fraction): return "scrub \(ScenarioNumber.text(fraction))"
    default: return name
    }
  }
}

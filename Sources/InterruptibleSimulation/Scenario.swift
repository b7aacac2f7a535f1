import InterruptibleCore

/// A scripted run of one presentation slot: the one scenario model, whether written in Swift or
/// decoded from a scenario JSON file (`Docs/ScenarioFormat.md`). ``run()`` plays it on model
/// animators and a ``ManualClock`` and returns the ``Timeline`` of every frame and event.
///
/// ```swift
/// let timeline = Scenario(until: 1.2)
///   .at(0, .present)
///   .at(0.15, .tapOutside)          // cancel the presentation in flight
///   .run()
/// timeline.completeTransitions(ofSession: 1)   // [false]
/// timeline.animatorErrors                      // [] — no call UIKit would reject
/// ```
///
/// Timing rules:
/// - Frames are at `k / framesPerSecond` for every `k` with a time below ``until``, plus one last
///   frame exactly at ``until``. The frame at time 0 is sampled too.
/// - An event applies at its **exact** time: the clock is advanced to it (completions due on the way
///   run in time order), then the call is made. Events at the same time apply in the order given.
///   An event at a frame's time applies before that frame is sampled.
/// - Each frame samples every session that was live at any moment since the previous frame, so a
///   session that ends between frames gets one last sample in its ended state.
///
/// Bad input: a non-finite frame rate means 60, others are clamped to 1…1000 (as
/// ``ManualClock/tick(framesPerSecond:)``); a negative or non-finite ``until`` means 0 (one frame at
/// time 0). Events with a non-finite time or a time after ``until`` are not applied; negative times
/// count as 0. (The JSON decoder refuses all of these with exit 2 before a run.)
package struct Scenario: Sendable, Equatable {
  /// The scenario's name (the file name without `.json` for shipped scenarios).
  package var name: String
  /// What the scenario shows, in a sentence.
  package var summary: String?
  /// Frames sampled per second.
  package var framesPerSecond: Double
  /// When the run stops, in seconds.
  package var until: Double
  /// The slot's configuration: distance, timings, thresholds, reversal style.
  package var configuration: TransitionConfiguration
  /// The presentation curve's label in plots (the JSON's curve as written).
  package var presentCurveLabel: String
  /// The dismissal curve's label in plots.
  package var dismissCurveLabel: String
  /// The coordinator calls, with their times.
  package var events: [ScenarioEvent]
  /// The detents of a detent-sheet scenario; nil for a presentation scenario.
  package var detents: DetentScenario?
  /// Whether user dismissals resist (`"modalInPresentation": true`): see ``Simulation/run(_:)``.
  package var isModalInPresentation = false
  /// The rectangles of a zoom scenario; nil for other scenarios.
  package var zoom: ZoomScenario?
  /// Whether the detent scenario is a stack of sheets (`"stack": true`): each `present` puts a new
  /// sheet on top, and events may name a `level`.
  package var isStack = false
  /// The context menu of a context-menu scenario (`"contextMenu"`); nil for other scenarios. Its
  /// events are its own (``ContextMenuScenario/events``); ``events`` is empty then.
  package var contextMenu: ContextMenuScenario?

  /// A scenario over `configuration`, from its parts.
  package init(
    name: String = "scenario", summary: String? = nil, framesPerSecond: Double = 120, until: Double,
    configuration: TransitionConfiguration = TransitionConfiguration(), events: [ScenarioEvent] = []
  ) {
    self.name = name
    self.summary = summary
    self.framesPerSecond = framesPerSecond
    self.until = until
    self.configuration = configuration
    presentCurveLabel = Self.label(configuration.present.parameters)
    dismissCurveLabel = Self.label(configuration.dismiss.parameters)
    self.events = events
  }

  /// A scenario as the JSON form states it: a distance and a present (and optional dismiss) timing
  /// over the default configuration.
  package init(
    name: String, summary: String? = nil, framesPerSecond: Double = 120, distance: Double, until: Double,
    present: ScenarioTiming, dismiss: ScenarioTiming? = nil, events: [ScenarioEvent]
  ) {
    self.init(name: name, summary: summary, framesPerSecond: framesPerSecond, until: until, events: events)
    self.distance = distance
    self.present = present
    self.dismiss = dismiss ?? present
  }

  /// The distance the content travels, in points.
  package var distance: Double {
    get { configuration.distance }
    set { configuration.distance = newValue }
  }

  /// The presentation's timing with its plot label.
  package var present: ScenarioTiming {
    get { ScenarioTiming(configuration.present, label: presentCurveLabel) }
    set {
      configuration.present = newValue.transitionTiming
      presentCurveLabel = newValue.curveLabel
    }
  }

  /// The dismissal's timing with its plot label.
  package var dismiss: ScenarioTiming {
    get { ScenarioTiming(configuration.dismiss, label: dismissCurveLabel) }
    set {
      configuration.dismiss = newValue.transitionTiming
      dismissCurveLabel = newValue.curveLabel
    }
  }

  /// This scenario with `step` added at `time`.
  package func at(_ time: Double, _ step: TransitionStep) -> Scenario {
    var copy = self
    copy.events.append(ScenarioEvent(time: time, step: step))
    return copy
  }

  /// This scenario with a move to the detent at `index` added at `time` (detent scenarios).
  package func at(_ time: Double, moveTo index: Int) -> Scenario {
    var copy = self
    copy.events.append(ScenarioEvent(time: time, action: .moveTo(detent: index)))
    return copy
  }

  /// Plays the scenario (``Simulation/run(_:)``).
  package func run() -> Timeline { Simulation.run(self) }

  private static func label(_ parameters: TimingParameters) -> String {
    switch parameters {
    case .cubic(let curve): return "cubic(\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2))"
    case .spring(let spring):
      switch spring.description {
      case .dampingRatio(let ratio): return "spring(dampingRatio: \(ratio))"
      case .physical(let p):
        return "spring(mass: \(p.mass), stiffness: \(p.stiffness), damping: \(p.damping))"
      }
    }
  }
}

/// The duration and curve of one direction of the transition.
package struct ScenarioTiming: Sendable, Equatable {
  /// The animator's duration in seconds (for implicit-duration springs, their settling duration).
  package var duration: Double
  /// The curve.
  package var parameters: TimingParameters
  /// The curve as the scenario wrote it, for labels: `easeInOut`, `spring(dampingRatio: 0.75)`.
  package var curveLabel: String

  /// Creates a timing.
  package init(duration: Double, parameters: TimingParameters, curveLabel: String) {
    self.duration = duration
    self.parameters = parameters
    self.curveLabel = curveLabel
  }
}

/// One thing that happens at a moment of the scenario.
package struct ScenarioEvent: Sendable, Equatable {
  /// When, in seconds from the start.
  package var time: Double
  /// What happens.
  package var action: ScenarioAction
  /// In a stack scenario, the level the event is for (0: the lowest sheet); nil: the top one.
  package var level: Int?

  /// Creates an event.
  package init(time: Double, action: ScenarioAction, level: Int? = nil) {
    self.time = time
    self.action = action
    self.level = level
  }

  /// Creates an event making the coordinator call `step`.
  package init(time: Double, step: TransitionStep) {
    self.init(time: time, action: .step(step))
  }
}

/// The events a scenario can script: the core's own coordinator steps (so the simulator makes exactly
/// the calls ``TransitionStep/apply(to:)`` makes), and, in a detent scenario, a move to a detent.
/// Scenario files use the names in ``names``.
package enum ScenarioAction: Sendable, Hashable {
  /// A coordinator step (in a detent scenario: the same gesture or request on the sheet).
  case step(TransitionStep)
  /// Move the sheet to the detent at this index (detent scenarios only).
  case moveTo(detent: Int)
  /// The keyboard moves to `height` points (0 hides it) over `duration` seconds (detent scenarios).
  case keyboard(height: Double, duration: Double)
  /// The container changes size: the travel distance (a sheet's container) is `distance` from then on;
  /// in an adaptive detent scenario `window` gives the window's new width and size class too.
  case resize(distance: Double, window: ScenarioWindow? = nil)

  /// Replace the sheet's detents with these fractions of `distance` (detent scenarios only).
  case setDetents([Double])

  /// A zoom scenario's own event.
  case zoom(ZoomScenarioAction)

  /// Every event name a scenario may use, in documentation order.
  package static let names =
    TransitionStep.names + ["moveTo", "keyboard", "resize", "setDetents", "sourceMoved", "sourceLost"]

  /// The coordinator step, if this is one.
  package var step: TransitionStep? {
    if case .step(let step) = self { return step }
    return nil
  }

  /// The name used in scenario files.
  package var name: String {
    switch self {
    case .step(let step): return step.name
    case .moveTo: return "moveTo"
    case .keyboard: return "keyboard"
    case .resize: return "resize"
    case .setDetents: return "setDetents"
    case .zoom(let action): return action.name
    }
  }

  /// A short label for plots: `panChanged 60`, `moveTo 2`, `keyboard 336`.
  package var label: String {
    switch self {
    case .step(let step): return step.label
    case .moveTo(let detent): return "moveTo \(detent)"
    case .keyboard(let height, _): return "keyboard \(ScenarioNumber.text(height))"
    case .resize(let distance, let window):
      return "resize \(ScenarioNumber.text(distance))" + (window.map { " \($0.label)" } ?? "")
    case .setDetents(let fractions):
      return "setDetents " + fractions.map { ScenarioNumber.text($0) }.joined(separator: " ")
    case .zoom(let action): return action.label
    }
  }
}

extension TransitionStep {
  /// Every coordinator step name a scenario may use, in documentation order.
  package static let names = [
    "present", "dismiss", "tapOutside", "tapInside", "panBegan", "panChanged", "panEnded", "pause",
    "resume", "reverse", "scrub", "finish", "cancel",
  ]

  /// The name used in scenario files.
  package var name: String {
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
  package var label: String {
    switch self {
    case .panChanged(let translation): return "panChanged \(ScenarioNumber.text(translation))"
    case .panEnded(let velocity): return "panEnded \(ScenarioNumber.text(velocity))/s"
    case .scrub(let fraction): return "scrub \(ScenarioNumber.text(fraction))"
    default: return name
    }
  }
}

extension ScenarioTiming {
  /// `timing` with the plot label `label`.
  init(_ timing: TransitionTiming, label: String) {
    self.init(duration: timing.duration, parameters: timing.parameters, curveLabel: label)
  }

  /// The core's timing (the label is the plot's only).
  var transitionTiming: TransitionTiming { TransitionTiming(duration: duration, parameters: parameters) }
}

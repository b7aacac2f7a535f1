/// One call a ``TransitionScenario`` makes on its ``TransitionCoordinator``.
public enum TransitionStep: Sendable, Hashable {
  /// ``TransitionCoordinator/present(asNewContent:interactive:)`` for the same content.
  case present
  /// ``TransitionCoordinator/present(asNewContent:interactive:)`` with new content.
  case presentNewContent
  /// ``TransitionCoordinator/dismiss()``.
  case dismiss
  /// ``TransitionCoordinator/tapOutside()``.
  case tapOutside
  /// ``TransitionCoordinator/tapInside()``.
  case tapInside
  /// ``TransitionCoordinator/panBegan()``.
  case panBegan
  /// ``TransitionCoordinator/panChanged(translation:)``.
  case panChanged(translation: Double)
  /// ``TransitionCoordinator/panEnded(velocity:)``.
  case panEnded(velocity: Double)
  /// ``TransitionCoordinator/pause()``.
  case pause
  /// ``TransitionCoordinator/resume()``.
  case resume
  /// ``TransitionCoordinator/reverse()``.
  case reverse
  /// ``TransitionCoordinator/scrub(to:)``.
  case scrub(to: Double)
  /// ``TransitionCoordinator/finish()``.
  case finish
  /// ``TransitionCoordinator/cancel()``.
  case cancel
  /// Sets ``TransitionConfiguration/isInteractionEnabled`` of the coordinator at runtime.
  case setInteractionEnabled(Bool)

  /// Makes the call on `coordinator`.
  public func apply(to coordinator: TransitionCoordinator) {
    switch self {
    case .present: coordinator.present()
    case .presentNewContent: coordinator.present(asNewContent: true)
    case .dismiss: coordinator.dismiss()
    case .tapOutside: coordinator.tapOutside()
    case .tapInside: coordinator.tapInside()
    case .panBegan: coordinator.panBegan()
    case .panChanged(let translation): coordinator.panChanged(translation: translation)
    case .panEnded(let velocity): coordinator.panEnded(velocity: velocity)
    case .pause: coordinator.pause()
    case .resume: coordinator.resume()
    case .reverse: coordinator.reverse()
    case .scrub(let fraction): coordinator.scrub(to: fraction)
    case .finish: coordinator.finish()
    case .cancel: coordinator.cancel()
    case .setInteractionEnabled(let enabled): coordinator.configuration.isInteractionEnabled = enabled
    }
  }
}

/// A few lines that describe a run of a presentation slot: a configuration, a frame rate, a length
/// and coordinator calls at given times. ``run()`` plays it on model animators and a
/// ``ManualClock`` and returns every frame of every live session and every event.
///
/// ```swift
/// let timeline = TransitionScenario(duration: 1.2)
///   .at(0, .present)
///   .at(0.15, .tapOutside)          // cancel the presentation in flight
///   .run()
/// timeline.completeTransitions(ofSession: 1)   // [false]
/// timeline.animatorErrors                      // [] — no call UIKit would reject
/// ```
///
/// Timing rules:
/// - Frames are at `k / framesPerSecond` for every `k` with a time below ``duration``, plus one last
///   frame exactly at ``duration``. The frame at time 0 is sampled too.
/// - A step applies at its **exact** time: the clock is advanced to it (completions due on the way
///   run in time order), then the call is made. Steps at the same time apply in the order given.
///   A step at a frame's time applies before that frame is sampled.
/// - Each frame samples every session that was live at any moment since the previous frame, so a
///   session that ends between frames gets one last sample in its ended state.
///
/// Bad input: a non-finite frame rate means 60, others are clamped to 1…1000 (as
/// ``ManualClock/tick(framesPerSecond:)``); a negative or non-finite ``duration`` means 0 (one frame
/// at time 0). Steps with a non-finite time, or a time after ``duration``, are not applied; negative
/// times count as 0.
public struct TransitionScenario: Sendable, Hashable {
  /// A call and the time it is made at.
  public struct TimedStep: Sendable, Hashable {
    /// Seconds from the start of the scenario.
    public var time: Double
    /// The call.
    public var step: TransitionStep

    /// Creates a timed step.
    public init(time: Double, step: TransitionStep) {
      self.time = time
      self.step = step
    }
  }

  /// The coordinator's configuration.
  public var configuration: TransitionConfiguration
  /// Frames per second of the sampling (and of nothing else: steps keep their exact times).
  public var framesPerSecond: Double
  /// Length of the run in seconds.
  public var duration: Double
  /// The calls, in any order (they are applied by time, ties in this order).
  public var steps: [TimedStep]

  /// Creates a scenario.
  public init(
    configuration: TransitionConfiguration = TransitionConfiguration(), framesPerSecond: Double = 120,
    duration: Double, steps: [TimedStep] = []
  ) {
    self.configuration = configuration
    self.framesPerSecond = framesPerSecond
    self.duration = duration
    self.steps = steps
  }

  /// This scenario with `step` added at `time`.
  public func at(_ time: Double, _ step: TransitionStep) -> TransitionScenario {
    var copy = self
    copy.steps.append(TimedStep(time: time, step: step))
    return copy
  }

  /// The sanitised length: non-finite or negative means 0.
  var runLength: Double { duration.isFinite && duration > 0 ? duration : 0 }

  /// The frame times: `k / fps` below the length, then the length itself.
  public var frameTimes: [Double] {
    let fps = ManualClock.frameRate(framesPerSecond)
    let end = runLength
    var times: [Double] = []
    var index = 0
    while Double(index) / fps < end - 1e-9 {
      times.append(Double(index) / fps)
      index += 1
    }
    times.append(end)
    return times
  }

  /// The steps that apply, by time (stable for ties), negative times raised to 0.
  var orderedSteps: [TimedStep] {
    let end = runLength
    return steps.enumerated()
      .filter { $0.element.time.isFinite && $0.element.time <= end }
      .map { (offset: $0.offset, step: TimedStep(time: max($0.element.time, 0), step: $0.element.step)) }
      .sorted { ($0.step.time, $0.offset) < ($1.step.time, $1.offset) }
      .map(\.step)
  }

  /// Plays the scenario on ``AnimatorModel``s and a fresh ``ManualClock``.
  public func run() -> TransitionTimeline {
    ScenarioRunner(scenario: self).run()
  }
}

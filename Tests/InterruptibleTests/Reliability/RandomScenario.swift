@testable import InterruptibleCore

/// One operation of a random sequence on a ``TransitionCoordinator`` and its clock.
indirect enum RandomStep: Equatable, Sendable, CustomStringConvertible {
  case present, presentNew, presentInteractive, dismiss, tapOutside, tapInside, assumePresented
  case panBegan
  case panChanged(Double)
  case panEnded(Double)
  /// A pan measured along the dismiss direction (what the UIKit shell forwards).
  case panChangedDismissal(Double)
  case panEndedDismissal(Double)
  case pause, resume, reverse
  case scrub(Double)
  case finish, cancel
  /// Finish or cancel the current session with an explicit velocity in points per second.
  case finishVelocity(Double)
  case cancelVelocity(Double)
  /// UIKit tears the current transition down (``TransitionSession/end()``): it ends at `.current`.
  case teardown
  /// Turns taps and pans on or off for the slot.
  case interaction(Bool)
  /// Arms `step` to run inside the next "complete transition" callback (re-entry).
  case onNextEnd(RandomStep)
  /// Advance the clock by this many seconds (0: the next operation happens at the same instant).
  case advance(Double)
  /// Advance to exactly the scheduled end of the current session's run, plus `offset` seconds
  /// (0 lands on its last frame; a tiny negative offset lands just before it).
  case advanceToEnd(Double)
  /// Advance frame by frame for this many seconds at 120 Hz, checking invariants on every frame.
  case frames(Double)

  /// The core's own coordinator step for this operation, when there is one: the runner then makes
  /// exactly the call ``TransitionStep/apply(to:)`` makes.
  var coordinatorStep: TransitionStep? {
    switch self {
    case .present: return .present
    case .presentNew: return .presentNewContent
    case .dismiss: return .dismiss
    case .tapOutside: return .tapOutside
    case .tapInside: return .tapInside
    case .panBegan: return .panBegan
    case .panChanged(let translation): return .panChanged(translation: translation)
    case .panEnded(let velocity): return .panEnded(velocity: velocity)
    case .pause: return .pause
    case .resume: return .resume
    case .reverse: return .reverse
    case .scrub(let fraction): return .scrub(to: fraction)
    case .finish: return .finish
    case .cancel: return .cancel
    case .interaction(let enabled): return .setInteractionEnabled(enabled)
    default: return nil
    }
  }

  /// A Swift literal that rebuilds this step.
  var description: String {
    switch self {
    case .panChanged(let value): return ".panChanged(\(literal(value)))"
    case .panEnded(let value): return ".panEnded(\(literal(value)))"
    case .panChangedDismissal(let value): return ".panChangedDismissal(\(literal(value)))"
    case .panEndedDismissal(let value): return ".panEndedDismissal(\(literal(value)))"
    case .finishVelocity(let value): return ".finishVelocity(\(literal(value)))"
    case .cancelVelocity(let value): return ".cancelVelocity(\(literal(value)))"
    case .interaction(let enabled): return ".interaction(\(enabled))"
    case .onNextEnd(let step): return ".onNextEnd(\(step))"
    case .scrub(let value): return ".scrub(\(literal(value)))"
    case .advance(let value): return ".advance(\(literal(value)))"
    case .advanceToEnd(let value): return ".advanceToEnd(\(literal(value)))"
    case .frames(let value): return ".frames(\(literal(value)))"
    default: return "." + name
    }
  }

  private var name: String {
    switch self {
    case .present: return "present"
    case .presentNew: return "presentNew"
    case .presentInteractive: return "presentInteractive"
    case .assumePresented: return "assumePresented"
    case .teardown: return "teardown"
    case .dismiss: return "dismiss"
    case .tapOutside: return "tapOutside"
    case .tapInside: return "tapInside"
    case .panBegan: return "panBegan"
    case .pause: return "pause"
    case .resume: return "resume"
    case .reverse: return "reverse"
    case .finish: return "finish"
    case .cancel: return "cancel"
    default: return "?"
    }
  }
}

/// A Swift literal for a double, including the non-finite ones.
func literal(_ value: Double) -> String {
  if value.isNaN { return ".nan" }
  if value == .infinity { return ".infinity" }
  if value == -.infinity { return "-.infinity" }
  return "\(value)"
}

/// A configuration choice plus a sequence of steps: everything needed to replay a run.
struct RandomScenario: CustomStringConvertible {
  /// Timings a scenario may use (index `timing`).
  static let timings: [TransitionTiming] = [
    .standard,
    TransitionTiming(duration: 0.3, parameters: .easeInOut),
    TransitionTiming(duration: 0.5, parameters: .linear),
    TransitionTiming(duration: 0.4, parameters: .spring(SpringTimingParameters(dampingRatio: 0.3))),
    TransitionTiming(
      duration: 0, parameters: .spring(SpringTimingParameters(mass: 1, stiffness: 300, damping: 20))),
    TransitionTiming(duration: .nan, parameters: .cubic(.easeIn)),
  ]

  var reversal: ReversalStyle = .spring
  var timing = 0
  var distance = 300.0
  var interaction = true
  var steps: [RandomStep] = []

  var configuration: TransitionConfiguration {
    let timing = Self.timings[timing]
    return TransitionConfiguration(
      distance: distance, present: timing, reversal: reversal, isInteractionEnabled: interaction)
  }

  /// A Swift literal that replays this scenario in a regression test.
  var description: String {
    let steps = steps.map(\.description).joined(separator: ", ")
    return "RandomScenario(reversal: .\(reversal), timing: \(timing), distance: \(literal(distance)), "
      + "interaction: \(interaction), steps: [\(steps)])"
  }
}

/// The public state of an animator (`UIViewAnimatingState`).
package enum AnimatorState: Sendable, Hashable {
  /// Not started, or finished: the initial and final state.
  case inactive
  /// Running or paused.
  case active
  /// Stopped by `stopAnimation(false)`; waits for `finishAnimation(at:)`.
  case stopped
}

/// Where an animation ended (`UIViewAnimatingPosition`), with UIKit's raw values.
public enum AnimatorPosition: Int, Sendable, Hashable {
  /// At the animations' targets.
  case end = 0
  /// Back at the values from before the animations.
  case start = 1
  /// Wherever the values were when the animator was stopped.
  case current = 2
}

/// The finer state the reference model tracks: `active` split into running and paused (§0).
package enum AnimatorPhase: Sendable, Hashable {
  /// `.inactive`.
  case inactive
  /// `.active` and `isRunning`.
  case running
  /// `.active` and not running.
  case paused
  /// `.stopped`.
  case stopped

  /// The public state for this phase.
  package var state: AnimatorState {
    switch self {
    case .inactive: return .inactive
    case .running, .paused: return .active
    case .stopped: return .stopped
    }
  }
}

/// A call the reference model refuses because UIKit would raise (or documents it as a programmer
/// error). The model records it and leaves its state unchanged, so higher layers can prove they
/// never make it (spec §0, "model error").
package struct AnimatorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong with the call.
  package enum Reason: Sendable, Hashable {
    /// The call is not legal in the animator's phase (spec §1.2 matrix).
    case illegalInPhase
    /// The animator is not interruptible (ST04, CO01).
    case notInterruptible
    /// A property that can only change while inactive (ST03), or `scrubsLinearly` while paused (FR11).
    case propertyLocked
    /// A negative or non-finite delay, or a delay factor outside `[0, 1]` (ST16, AA01).
    case invalidArgument
    /// `fractionComplete` set while running: flagged, then emulated as pause–set–continue (FR06).
    case fractionSetWhileRunning
    /// A zero or invalid duration, replaced by 0.2 s (ST19).
    case durationReplaced
    /// Released while paused or stopped (ST15).
    case releasedWhilePausedOrStopped
    /// Animations added while completions run (AA01).
    case addedDuringCompletion
  }

  /// The call that was made, e.g. ``AnimatorCall/finishAnimation``.
  package let call: AnimatorCall
  /// The phase the animator was in.
  package let phase: AnimatorPhase
  /// Why it was refused.
  package let reason: Reason

  /// Creates an error record.
  package init(call: AnimatorCall, phase: AnimatorPhase, reason: Reason) {
    self.call = call
    self.phase = phase
    self.reason = reason
  }

  /// A readable message, e.g. `finishAnimation(at:) in running: illegalInPhase`.
  package var description: String { "\(call) in \(phase): \(reason)" }
}

/// A call an ``AnimatorModel`` can refuse: its `UIViewPropertyAnimator` name is the raw value, e.g.
/// `AnimatorCall.finishAnimation.rawValue == "finishAnimation(at:)"`.
package enum AnimatorCall: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `init(duration:)` (a replaced duration, ST19).
  case initialize = "init(duration:)"
  /// `startAnimation()`.
  case startAnimation = "startAnimation()"
  /// `startAnimation(afterDelay:)`.
  case startAnimationAfterDelay = "startAnimation(afterDelay:)"
  /// `pauseAnimation()`.
  case pauseAnimation = "pauseAnimation()"
  /// `stopAnimation(_:)`.
  case stopAnimation = "stopAnimation(_:)"
  /// `finishAnimation(at:)`.
  case finishAnimation = "finishAnimation(at:)"
  /// `continueAnimation(withTimingParameters:durationFactor:)`.
  case continueAnimation = "continueAnimation(withTimingParameters:durationFactor:)"
  /// `addAnimations(_:delayFactor:)`.
  case addAnimations = "addAnimations(_:delayFactor:)"
  /// Setting `fractionComplete`.
  case setFractionComplete = "fractionComplete"
  /// Setting `scrubsLinearly`.
  case setScrubsLinearly = "scrubsLinearly"
  /// Setting `pausesOnCompletion`.
  case setPausesOnCompletion = "pausesOnCompletion"
  /// Setting `isInterruptible`.
  case setInterruptible = "isInterruptible"
  /// Setting `isUserInteractionEnabled`.
  case setUserInteractionEnabled = "isUserInteractionEnabled"
  /// Releasing the animator (ST15).
  case release = "deinit"

  /// The UIKit name.
  package var description: String { rawValue }
}

import Foundation

/// A reference model of `UIViewPropertyAnimator`, driven by a ``ManualClock``.
///
/// It reproduces the semantics written down in Docs/BehaviourSpec.md (ST, MD, FR, CO, CP, AA): states and legal calls,
/// `fractionComplete` as time fraction while running and progress while paused, reversal, scrubbing,
/// `continueAnimation(withTimingParameters:durationFactor:)`, springs, delays, added animations and
/// completion positions. Every call UIKit would answer with an exception is recorded in ``errors``
/// and leaves the state unchanged.
///
/// ```swift
/// let clock = ManualClock()
/// let animator = AnimatorModel(duration: 1, timing: .linear, clock: clock)
/// animator.startAnimation()
/// clock.advance(by: 0.4)
/// animator.pauseAnimation()
/// animator.fractionComplete  // 0.4
/// ```
///
/// The model's progress runs from 0 (start) to 1 (end) and may overshoot with springs; values added
/// with ``addAnimations(from:to:delayFactor:)`` follow it.
package final class AnimatorModel: InterruptibleAnimator {
  /// The clock this animator reads.
  package let clock: ManualClock
  /// The duration given at creation, after bad values were replaced (ST19).
  package let duration: Double
  /// The animator's own timing; continues with other timing last only until it returns to inactive.
  package let timingParameters: TimingParameters
  /// The run length in units of which `durationFactor` is measured: `duration`, or the settling
  /// duration of an implicit-duration spring (SP02).
  package let unitDuration: Double
  /// Every refused call, in order (spec §0).
  package private(set) var errors: [AnimatorError] = []
  /// Called with each refused call as it happens.
  package var errorHandler: ((AnimatorError) -> Void)?

  /// The finer state: inactive, running, paused or stopped.
  package var phase: AnimatorPhase { storedPhase }
  /// What the animator is doing, with the run while running. Leaving `.inactive` runs the blocks
  /// added while inactive (AA-rule).
  var motion: AnimatorMotion {
    // Inlined: where the new motion is built its case is known, and the switch below folds away.
    @inline(__always) get {
      switch storedPhase {
      case .inactive: return .inactive
      case .running: return .running(runIsSpring ? .spring(springRun) : .cubic(cubicRun))
      case .paused: return .paused
      case .stopped: return .stopped
      }
    }
    @inline(__always) set {
      let wasInactive = storedPhase == .inactive
      switch newValue {
      case .running(.cubic(let run)):
        cubicRun = run
        runIsSpring = false
      case .running(.spring(let run)):
        springRun = run
        runIsSpring = true
      case .inactive, .paused, .stopped: break
      }
      springSampleTime = -.infinity
      storedPhase = newValue.phase
      if wasInactive, storedPhase != .inactive, !pendingBlocks.isEmpty { runPendingBlocks() }
    }
  }
  // `motion` is stored as its phase (written only by its setter) and, while running, the run: a
  // cubic or a spring run, each in a property of its own (read only while running, whatever they
  // hold otherwise), so reading the phase never copies a run.
  private var storedPhase = AnimatorPhase.inactive
  /// Whether the run (while running) is ``springRun`` rather than ``cubicRun``.
  private(set) var runIsSpring = false
  /// The run while running a cubic run.
  private(set) var cubicRun = CubicRun(startFraction: 0, startTime: 0, segmentDuration: 1, direction: 1)
  /// The run while running a spring run.
  private(set) var springRun = SpringRun.placeholder
  /// The clock time and progress of the spring run's last sample (`runSample`); every change of
  /// motion forgets it (time −∞).
  private var springSampleTime = -Double.infinity
  private var springSampleProgress = 0.0
  /// The delay given to the last `startAnimation(afterDelay:)`.
  package internal(set) var delay: Double = 0
  var clockIndex: Int?

  var reversed = false
  /// The curve of the current cubic run, kept beside the run.
  var runCurve = CubicBezierCurve.linear
  var segmentDuration: Double
  var paused = (fraction: 0.0, curve: CubicBezierCurve.linear)
  var restingProgress = 0.0
  var stoppedFraction = 0.0
  var tracks: [AnimatedTrack] = []
  /// Whether a track may still have its own window (``closeWindows(at:)`` has work to do).
  var hasOpenWindows = false
  /// Closure blocks added while inactive; UIKit runs them when the animator becomes active.
  var pendingBlocks: [() -> Void] = []
  var completions: [(AnimatorPosition) -> Void] = []
  var isRunningCompletions = false
  var interruptible = true
  var userInteraction = true
  var linearScrubbing = true
  var pausingOnCompletion = false

  /// Creates an inactive animator. A zero, negative, non-finite or tiny (below
  /// ``minimumDuration``) `duration` becomes 0.2 s and is recorded in ``errors`` (ST19).
  package init(duration: Double, timing: TimingParameters = .easeInOut, clock: ManualClock) {
    self.clock = clock
    let valid = duration.isFinite && duration >= Self.minimumDuration
    self.duration = valid ? duration : 0.2
    timingParameters = timing
    if case .spring(let spring) = timing, spring.hasImplicitDuration {
      let settling = spring.resolved(duration: 0).settlingDuration(initialVelocity: spring.initialVelocity)
      unitDuration = max(settling, Self.minimumRunDuration)
    } else {
      unitDuration = max(self.duration, Self.minimumRunDuration)
    }
    segmentDuration = unitDuration
    if !valid { record(.initialize, .durationReplaced) }
  }

  deinit {
    if phase == .paused || phase == .stopped {
      clock.recordRelease(AnimatorError(call: .release, phase: phase, reason: .releasedWhilePausedOrStopped))
    }
  }

  // MARK: - State

  /// `.inactive`, `.active` or `.stopped`.
  package var state: AnimatorState { phase.state }
  /// The public state, for the ``InterruptibleAnimator`` seam.
  package var animatorState: AnimatorState { phase.state }
  /// Whether the animator is running (ST02).
  package var isRunning: Bool { phase == .running }
  /// The direction 1 (forward) or −1 (reversed).
  var direction: Double { reversed ? -1 : 1 }

  /// The progress of the animation at the clock's current time: 0 at the start, 1 at the end.
  package var progress: Double {
    switch storedPhase {
    case .running: return runSample.progress
    case .paused: return pausedProgress
    case .inactive, .stopped: return restingProgress
    }
  }

  /// The paused curve's progress at the paused fraction. On the linear curve (every pause with
  /// linear scrubbing) a fraction in `[0, 1]` is its own progress: reading the curve's linear mark
  /// instead of calling the curve spares a copy of the whole curve (112 bytes) and the call.
  var pausedProgress: Double {
    let fraction = paused.fraction
    if paused.curve.isLinear, fraction >= 0, fraction <= 1 { return fraction }
    return paused.curve.progress(at: fraction)
  }

  /// `dprogress/dt` at the clock's current time, in progress units per second (0 unless running).
  package var velocity: Double { storedPhase == .running ? runSample.velocity : 0 }

  /// Progress and velocity from one evaluation.
  package var sample: TimingSample {
    storedPhase == .running ? runSample : TimingSample(progress: progress, velocity: 0)
  }

  /// When the current run ends on the clock, or nil when not running; at most
  /// ``ManualClock/maximumTime`` (a run that would end later never ends).
  package var scheduledEnd: Double? {
    guard storedPhase == .running else { return nil }
    let end = runIsSpring ? springRun.startTime + springRun.duration : cubicRun.endTime
    return min(end, ManualClock.maximumTime)
  }

  /// The run's sample now; the run is read only once the phase says running.
  private var runSample: TimingSample {
    guard storedPhase == .running else { return TimingSample(progress: restingProgress, velocity: 0) }
    let now = clock.now
    guard runIsSpring else { return cubicRun.sample(at: now, on: runCurve) }
    let sample = springRun.sample(at: now)
    (springSampleTime, springSampleProgress) = (now, sample.progress)
    return sample
  }

  /// The spring run's progress now: the one last sampled if that was at this very time (a reversal
  /// reads the sample for its velocity, then pauses at the same instant).
  @inline(__always) var springProgress: Double {
    let now = clock.now
    return now == springSampleTime ? springSampleProgress : springRun.sample(at: now).progress
  }

  // MARK: - Flags

  /// Whether the animator can be paused, stopped and continued. Settable only while inactive (ST03).
  package var isInterruptible: Bool {
    get { interruptible }
    set { setLocked(.setInterruptible, newValue, \.interruptible) }
  }

  /// Whether animated views receive touches. Settable only while inactive (ST03).
  package var isUserInteractionEnabled: Bool {
    get { userInteraction }
    set { setLocked(.setUserInteractionEnabled, newValue, \.userInteraction) }
  }

  /// Whether hit testing uses model geometry; settable any time (HT02).
  package var isManualHitTestingEnabled = false

  /// Whether pausing switches to linear scrubbing (FR03). Cannot change while paused (FR11).
  package var scrubsLinearly: Bool {
    get { linearScrubbing }
    set {
      guard phase != .paused else { return record(.setScrubsLinearly, .propertyLocked) }
      linearScrubbing = newValue
    }
  }

  /// Whether a run that reaches its end pauses there instead of completing (ST14).
  package var pausesOnCompletion: Bool {
    get { pausingOnCompletion }
    set {
      guard interruptible || !newValue else { return record(.setPausesOnCompletion, .notInterruptible) }
      pausingOnCompletion = newValue
    }
  }

  private func setLocked(
    _ name: AnimatorCall, _ value: Bool, _ key: ReferenceWritableKeyPath<AnimatorModel, Bool>
  ) {
    guard phase == .inactive else { return record(name, .propertyLocked) }
    self[keyPath: key] = value
  }

  // MARK: - Fraction and direction

  /// The time fraction while running, the progress while paused with linear scrubbing (FR02, FR03).
  /// Setting it pauses an inactive animator (FR06); while running the set is flagged and emulated;
  /// NaN is ignored and other values are clamped to `[0, 1]`.
  package var fractionComplete: CGFloat {
    get { CGFloat(currentFraction) }
    set { setFraction(Double(newValue)) }
  }

  var currentFraction: Double {
    switch storedPhase {
    case .inactive: return 0
    case .running:
      return runIsSpring
        ? springRun.fractionComplete(at: clock.now) : cubicRun.reportedFraction(at: clock.now)
    case .paused: return reversed ? 1 - paused.fraction : paused.fraction
    case .stopped: return stoppedFraction
    }
  }

  /// Whether the animation runs toward its start. Toggling while running turns around on the spot
  /// (FR08); while paused it inverts `fractionComplete` (FR07); it is ignored when stopped (FR09).
  package var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed, phase != .stopped else { return }
      if phase == .running { turnAround() } else { reversed = newValue }
    }
  }

  /// The shortest duration the model accepts, 1 µs: shorter durations (and run segments) are degenerate,
  /// like 0, and would turn velocities into infinities.
  package static let minimumDuration = 1e-6

  /// The shortest full run, 1 ms (a frame at ``ManualClock``'s fastest rate): a duration between
  /// ``minimumDuration`` and this (or a spring that settles at once) is kept but its run lasts 1 ms,
  /// so a loop that starts a transition from each completion advances at most a thousand transitions
  /// per second of clock time.
  package static let minimumRunDuration = 1e-3

  func record(_ call: AnimatorCall, _ reason: AnimatorError.Reason) {
    let error = AnimatorError(call: call, phase: phase, reason: reason)
    errors.append(error)
    errorHandler?(error)
  }
}

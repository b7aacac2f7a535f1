extension AnimatorModel {
  /// Starts an inactive animator from its current fraction, or resumes a paused one (ST05).
  /// A model error when stopped (ST06); nothing happens when already running.
  package func startAnimation() {
    switch phase {
    case .inactive: begin(after: 0)
    case .running: return
    case .paused: resume(with: nil, factor: 0)
    case .stopped: record(.startAnimation, .illegalInPhase)
    }
  }

  /// Starts an inactive animator whose values begin to change after `delay` seconds; it is active and
  /// running at once (ST16). A negative or non-finite delay, or any state but inactive and running,
  /// is a model error.
  package func startAnimation(afterDelay delay: Double) {
    let call = AnimatorCall.startAnimationAfterDelay
    guard delay.isFinite, delay >= 0 else { return record(call, .invalidArgument) }
    switch phase {
    case .inactive: begin(after: delay)
    case .running: return
    case .paused, .stopped: record(call, .illegalInPhase)
    }
  }

  /// Pauses a running animator where it is (MD02), or an inactive one at its start (ST12).
  ///
  /// A paused spring reports its displacement fraction as `fractionComplete` (MD05); an overshoot
  /// beyond the end (or the start) is clamped, so pausing there shows the end value (modelling
  /// choice). A model error on a non-interruptible or stopped animator (ST04, §1.2).
  package func pauseAnimation() {
    let call = AnimatorCall.pauseAnimation
    guard interruptible else { return record(call, .notInterruptible) }
    switch phase {
    case .inactive:
      closeWindows(at: 0)
      paused = (reversed ? 1 : 0, scrubCurve(for: timingParameters))
      motion = .paused
    case .running: pauseRun()
    case .paused: return
    case .stopped: record(call, .illegalInPhase)
    }
  }

  /// Stops an active animator, freezing every value where it is (ST08, ST09). `true` goes straight
  /// to inactive and discards completions; `false` waits in `.stopped` for
  /// ``finishAnimation(at:)``. A no-op when inactive, a model error when already stopped (ST10).
  package func stopAnimation(_ withoutFinishing: Bool) {
    let call = AnimatorCall.stopAnimation
    guard interruptible else { return record(call, .notInterruptible) }
    switch phase {
    case .inactive: return
    case .stopped: return record(call, .illegalInPhase)
    case .running, .paused: break
    }
    stoppedFraction = currentFraction
    freeze(at: progress)
    reversed = false
    if withoutFinishing {
      completions.removeAll()
      becomeInactive()
    } else {
      // A stopped animator no longer runs: the clock must not keep it alive (ST15).
      motion = .stopped
      clock.unregister(self)
    }
  }

  /// Finishes a stopped animator: values go to their targets (`.end`), back to their starting values
  /// (`.start`) or stay (`.current`); every completion runs once with `position` (ST11, CP09).
  /// A model error in any other state (ST07).
  package func finishAnimation(at position: AnimatorPosition) {
    guard phase == .stopped else { return record(.finishAnimation, .illegalInPhase) }
    switch position {
    case .end: settle(at: 1, values: { $0.to })
    case .start: settle(at: 0, values: { $0.from })
    case .current: break
    }
    becomeInactive()
    runCompletions(position)
  }

  /// Resumes a paused animator with `parameters` (or its own timing) for the remainder (MD03).
  /// `durationFactor` > 0 makes the remaining run last `factor × duration` (CO02, CO04); 0 keeps
  /// the pace (CO03); negative or non-finite factors count as 0, factors above 1e6 as 1e6. From a
  /// scrub to the very end a
  /// factor > 0 still waits `factor × duration` (CO09). A model error unless paused and
  /// interruptible (CO01).
  ///
  /// A spring restarts from the presented progress toward the current direction's end with exactly
  /// its own `initialVelocity` (CO06, CO07), re-fitted to the remaining time; an implicit-duration
  /// spring (mass/stiffness/damping or duration/bounce) runs for its own settling time instead
  /// (modelling choice). A cubic is entered at `C⁻¹(p)` (FR05). No blending (CO08).
  package func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
    let call = AnimatorCall.continueAnimation
    guard interruptible else { return record(call, .notInterruptible) }
    guard phase == .paused else { return record(call, .illegalInPhase) }
    resume(with: parameters, factor: durationFactor.isFinite ? min(max(durationFactor, 0), 1e6) : 0)
  }

  /// Appends a completion; all run once, in order, with the same position (CP-rule, AA06).
  package func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: - Internals

  func begin(after delay: Double) {
    self.delay = delay
    let start = clock.now + delay
    let run = startRun(at: start)
    runCurve = ownCurve
    // Blocks added while inactive with a delay get their window on this run's clock, unless the
    // run heads the other way (reversed while inactive, U12): then they follow progress.
    for index in tracks.indices where tracks[index].frozen == nil {
      guard var window = tracks[index].window else { continue }
      guard tracks[index].target == (reversed ? 0 : 1) else {
        tracks[index].anchor = min(max(window.startProgress, 0), 1)
        tracks[index].window = nil
        continue
      }
      window.startTime = start + window.delay
      window.endTime = run.endTime
      tracks[index].window = window
    }
    motion = .running(run)
    clock.register(self)
  }

  func startRun(at time: Double) -> AnimatorRun {
    let start: Double = reversed ? 1 : 0
    switch timingParameters {
    case .cubic:
      return .cubic(
        CubicRun(
          startFraction: start, startTime: time, segmentDuration: unitDuration,
          direction: direction))
    case .spring(let spring):
      let motion = spring.resolved(duration: unitDuration).motion(initialVelocity: spring.initialVelocity)
      return .spring(
        SpringRun(
          parameters: spring, motion: motion, from: start, target: 1 - start, startTime: time,
          duration: unitDuration,
          startFraction: 0))
    }
  }

  func scrubCurve(for timing: TimingParameters) -> CubicBezierCurve {
    if case .cubic(let curve) = timing, !linearScrubbing { return curve }
    return .linear
  }

  func pauseRun() {
    guard phase == .running else { return }
    if runIsSpring {
      pauseLinearly(at: min(max(springProgress, 0), 1))
    } else {
      let u = cubicRun.timeFraction(at: clock.now)
      if linearScrubbing {
        pauseLinearly(at: min(max(runCurve.progress(at: u), 0), 1))
      } else {
        paused = (u, runCurve)
      }
    }
    if hasOpenWindows { closeWindows(at: paused.curve.progress(at: paused.fraction)) }
    motion = .paused
    clock.unregister(self)
  }

  /// Pauses at `fraction` on the linear curve, replacing the paused curve only when it is another
  /// one: after the first pause of a spring run it already is, and each replacement copied the curve
  /// with a retain and released the old one.
  @inline(__always)
  private func pauseLinearly(at fraction: Double) {
    paused.fraction = fraction
    let curve = paused.curve
    if !(curve.x1 == 0 && curve.y1 == 0 && curve.x2 == 1 && curve.y2 == 1) { paused.curve = .linear }
  }

  /// MD07: the run reached its end at the clock's current time.
  func reachEnd() {
    guard case .running = motion else { return }
    // The run ends exactly at its direction's end: C(1) = 1, C(0) = 0, and springs snap (MD05).
    let end: Double = reversed ? 0 : 1
    if pausingOnCompletion && interruptible {
      closeWindows(at: end)
      paused = (reversed ? 0 : 1, .linear)
      motion = .paused
      clock.unregister(self)
      return
    }
    freeze(at: end)
    becomeInactive()
    runCompletions(reversed ? .start : .end)
  }

  func freeze(at progress: Double) {
    for index in tracks.indices where tracks[index].frozen == nil {
      tracks[index].frozen = tracks[index].value(progress: progress, time: clock.now)
    }
    restingProgress = progress
  }

  private func settle(at progress: Double, values: (AnimatedTrack) -> Double) {
    for index in tracks.indices { tracks[index].frozen = values(tracks[index]) }
    restingProgress = progress
  }

  func becomeInactive() {
    motion = .inactive
    segmentDuration = unitDuration
    clock.unregister(self)
  }

  func runCompletions(_ position: AnimatorPosition) {
    let blocks = completions
    completions.removeAll()
    isRunningCompletions = true
    for block in blocks { block(position) }
    isRunningCompletions = false
  }

  func setFraction(_ value: Double) {
    guard !value.isNaN else { return }
    let clamped = min(max(value, 0), 1)
    switch phase {
    case .inactive:
      closeWindows(at: 0)
      paused = (0, scrubCurve(for: timingParameters))
      motion = .paused
    case .running:
      record(.setFractionComplete, .fractionSetWhileRunning)
      pauseRun()
      paused.fraction = reversed ? 1 - clamped : clamped
      resume(with: nil, factor: 0)
      return
    case .paused: break
    case .stopped: return
    }
    paused.fraction = reversed ? 1 - clamped : clamped
  }
}

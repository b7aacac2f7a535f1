import Foundation

/// A handle to a value animated by an ``AnimatorModel``.
package struct AnimatedValue: Sendable, Hashable {
  /// The index of the value in its animator.
  package let index: Int
}

extension AnimatorModel {
  /// Adds an animation block that moves a value from `from` to `to`, like `addAnimations(_:delayFactor:)`.
  ///
  /// - Inactive: the value starts moving `delayFactor × duration` after the start (AA02).
  /// - Running: it starts `delayFactor × duration` from now and ends with the animator (AA03, AA05).
  /// - Paused: it joins at the current fraction and moves with scrubbing (AA04).
  ///
  /// A value added with a delay, or to a running animator, waits for its delay and then moves with
  /// the animator's timing over its own window (the cubic curve over the time left, or the spring
  /// fitted to it), as Core Animation runs such a block. Otherwise, and once the run is interrupted
  /// (pause, reversal, scrub), it follows the animator's progress through a piecewise linear map
  /// (through its current value), so it stays consistent under pause, scrub and reversal. Returns
  /// nil and records a model error when stopped, while completions run, or for a `delayFactor`
  /// outside `[0, 1]` (AA01) or a non-finite `from` or `to`; finite ones are clamped to ±1e12.
  @discardableResult
  package func addAnimations(from: Double, to: Double, delayFactor: Double = 0) -> AnimatedValue? {
    let call = AnimatorCall.addAnimations
    guard !isRunningCompletions else {
      record(call, .addedDuringCompletion)
      return nil
    }
    guard delayFactor.isFinite, (0...1).contains(delayFactor), from.isFinite, to.isFinite else {
      record(call, .invalidArgument)
      return nil
    }
    let target: Double = reversed ? 0 : 1
    let (from, to) = (min(max(from, -1e12), 1e12), min(max(to, -1e12), 1e12))
    var track = AnimatedTrack(from: from, to: to, anchor: 0, target: target)
    switch motion {
    case .stopped:
      record(call, .illegalInPhase)
      return nil
    case .inactive:
      let start = startRun(at: 0)
      track.anchor = start.sample(at: delayFactor * unitDuration, curve: ownCurve).progress
      if delayFactor > 0 {
        track.window = window(in: start, curve: ownCurve, delay: delayFactor * unitDuration, startingAt: 0)
      }
    case .running(let run):
      track.anchor = run.sample(at: clock.now + delayFactor * unitDuration, curve: runCurve).progress
      track.window = window(
        in: run, curve: runCurve, delay: delayFactor * unitDuration, startingAt: clock.now)
    case .paused:
      track.anchor = progress
    }
    if track.window != nil { hasOpenWindows = true }
    tracks.append(track)
    return AnimatedValue(index: tracks.count - 1)
  }

  /// Adds an animation block, like `UIViewPropertyAnimator.addAnimations(_:delayFactor:)`.
  ///
  /// The model cannot see what the block changes, so it models the block's motion as a value from 0
  /// to 1 (with the same rules and errors as ``addAnimations(from:to:delayFactor:)``) and runs the
  /// block as UIKit does: at once on an active animator, when it becomes active otherwise. A refused
  /// call (AA01) does not run the block.
  package func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard addAnimations(from: 0, to: 1, delayFactor: Double(delayFactor)) != nil else { return }
    if phase == .inactive { pendingBlocks.append(animation) } else { animation() }
  }

  /// Runs the blocks added while inactive, once each.
  func runPendingBlocks() {
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for block in blocks { block() }
  }

  /// The current value of an animated value (its frozen value once stopped or finished). A handle
  /// this animator did not return reads NaN; a value that would not be finite reads its target.
  package func value(of animated: AnimatedValue) -> Double {
    guard tracks.indices.contains(animated.index) else { return .nan }
    let value = tracks[animated.index].value(progress: progress, time: clock.now)
    return value.isFinite ? value : tracks[animated.index].to
  }

  /// The current velocity of an animated value, in its units per second. A handle this animator did
  /// not return reads NaN; a velocity that would not be finite reads 0.
  package func velocity(of animated: AnimatedValue) -> Double {
    guard tracks.indices.contains(animated.index) else { return .nan }
    let now = sample
    let velocity = tracks[animated.index].velocity(
      progress: now.progress, progressVelocity: now.velocity, time: clock.now)
    return velocity.isFinite ? velocity : 0  // a degenerate map (0 · ∞): at rest
  }
}

extension AnimatorModel {
  /// The own animation of a block joining `run` `delay` seconds after `time`: the run's cubic curve
  /// over the time left until the run ends, or its spring from rest fitted to it (AA03, AA05).
  func window(in run: AnimatorRun, curve: CubicBezierCurve, delay: Double, startingAt time: Double)
    -> TrackWindow
  {
    let start = time + delay
    let end = run.endTime
    let length = max(end - start, 0)
    let timing: TrackWindow.Timing
    let from: Double
    let to: Double
    let share: Double
    switch run {
    case .cubic(let cubic):
      timing = .cubic(curve)
      let u = cubic.timeFraction(at: start)
      (from, to, share) = (0, 1, u)
    case .spring(let spring):
      timing = .spring(spring.parameters.withInitialVelocity(0).resolved(duration: length).motion())
      let elapsed = spring.duration > 0 ? (start - spring.startTime) / spring.duration : 1
      (from, to, share) = (spring.from, spring.target, min(max(elapsed, 0), 1))
    }
    return TrackWindow(
      timing: timing, delay: delay, startTime: start, endTime: end, startProgress: from + (to - from) * share)
  }

  /// Ends every block's own spring window, turning it into a progress map through its current
  /// value: the run it joined is being interrupted (pause, reversal, scrub) at `progress`.
  func closeWindows(at progress: Double) {
    // Most animators never had a window: no pass over the tracks (each pass checks exclusive
    // access to them at run time).
    guard hasOpenWindows else { return }
    hasOpenWindows = false  // every track that follows the animator is left without one
    let now = clock.now
    for index in tracks.indices where tracks[index].frozen == nil {
      guard let window = tracks[index].window else { continue }
      let target = tracks[index].target
      tracks[index].window = nil
      if !isRunning || now <= window.startTime {
        // Not started: it starts where a time-linear scrub reaches its delay, or where the
        // animator is now if that is further on (the block shows `from` until then).
        let delayed = min(max(window.startProgress, 0), 1)
        let here = min(max(progress, 0), 1)
        tracks[index].anchor = target > 0.5 ? max(delayed, here) : min(delayed, here)
        continue
      }
      tracks[index].anchor = 1 - target
      tracks[index].knot = (progress, window.sample(at: now).progress)
    }
  }
}

extension AnimatorModel: TrajectoryReporting {
  /// The progress and velocity at the clock's current time.
  package var presentationSample: TimingSample { sample }
}

/// A handle to a value animated by an ``AnimatorModel``.
public struct AnimatedValue: Sendable, Hashable {
  /// The index of the value in its animator.
  public let index: Int
}

extension AnimatorModel {
  /// Adds an animation block that moves a value from `from` to `to`, like `addAnimations(_:delayFactor:)`.
  ///
  /// - Inactive: the value starts moving `delayFactor × duration` after the start (AA02).
  /// - Running: it starts `delayFactor × duration` from now and ends with the animator (AA03, AA05).
  /// - Paused: it joins at the current fraction and moves with scrubbing (AA04).
  ///
  /// The value follows the animator's progress between the progress at which it starts and the end
  /// of the current direction, so it stays consistent under pause, scrub and reversal; for eased
  /// curves the shape inside a delayed window is the animator's curve, rescaled. Returns nil and
  /// records a model error when stopped, while completions run, or for a `delayFactor` outside
  /// `[0, 1]` (AA01).
  @discardableResult
  public func addAnimations(from: Double, to: Double, delayFactor: Double = 0) -> AnimatedValue? {
    let call = "addAnimations(_:delayFactor:)"
    guard !isRunningCompletions else {
      record(call, .addedDuringCompletion)
      return nil
    }
    guard delayFactor.isFinite, (0...1).contains(delayFactor), from.isFinite, to.isFinite else {
      record(call, .invalidArgument)
      return nil
    }
    let anchor: Double
    switch phase {
    case .stopped:
      record(call, .illegalInPhase)
      return nil
    case .inactive:
      anchor = startRun(at: 0).sample(at: delayFactor * unitDuration).progress
    case .running:
      anchor = run!.sample(at: clock.now + delayFactor * unitDuration).progress
    case .paused:
      anchor = progress
    }
    let target: Double = reversed ? 0 : 1
    tracks.append(AnimatedTrack(from: from, to: to, anchor: anchor, target: target, frozen: nil))
    return AnimatedValue(index: tracks.count - 1)
  }

  /// The current value of an animated value (its frozen value once stopped or finished). A handle
  /// this animator did not return reads NaN.
  public func value(of animated: AnimatedValue) -> Double {
    guard tracks.indices.contains(animated.index) else { return .nan }
    return tracks[animated.index].value(progress: progress)
  }

  /// The current velocity of an animated value, in its units per second. A handle this animator did
  /// not return reads NaN.
  public func velocity(of animated: AnimatedValue) -> Double {
    guard tracks.indices.contains(animated.index) else { return .nan }
    let now = sample
    return tracks[animated.index].velocity(progress: now.progress, progressVelocity: now.velocity)
  }
}

extension AnimatorModel: TrajectoryReporting {
  /// The progress and velocity at the clock's current time.
  public var presentationSample: TimingSample { sample }
}

/// Continuing a paused animator (MD03, CO-rule) and turning a running one around (FR08, MD04).
extension AnimatorModel {
  /// Runs again from the paused position with `parameters` (nil: the animator's own timing);
  /// `factor` as in ``continueAnimation(withTimingParameters:durationFactor:)``, already made usable.
  func resume(with parameters: TimingParameters?, factor: Double) {
    let progress = pausedProgress
    let fraction = currentFraction
    switch parameters {
    case .some(.spring(let spring)): resume(spring, progress: progress, fraction: fraction, factor: factor)
    case .some(.cubic(let curve)): resume(curve, progress: progress, fraction: fraction, factor: factor)
    case .none:
      switch timingParameters {
      case .spring(let spring): resume(spring, progress: progress, fraction: fraction, factor: factor)
      case .cubic(let curve): resume(curve, progress: progress, fraction: fraction, factor: factor)
      }
    }
    clock.register(self)
  }

  private func resume(_ curve: CubicBezierCurve, progress: Double, fraction: Double, factor: Double) {
    runCurve = curve
    motion = .running(
      .cubic(cubicContinuation(curve, progress: progress, fraction: fraction, factor: factor)))
  }

  private func resume(_ spring: SpringTimingParameters, progress: Double, fraction: Double, factor: Double) {
    motion = .running(
      .spring(springContinuation(spring, progress: progress, fraction: fraction, factor: factor)))
  }

  private func cubicContinuation(
    _ curve: CubicBezierCurve, progress: Double, fraction: Double, factor: Double
  ) -> CubicRun {
    let u = curve == paused.curve ? paused.fraction : curve.timeFraction(forProgress: progress)
    var minimumEnd = -Double.infinity
    if factor > 0 {
      let left = 1 - fraction
      if left > 1e-9 {
        // At least 1 µs; an overflow (a huge duration times the factor) stays finite.
        segmentDuration = min(
          max(factor * unitDuration / left, Self.minimumDuration), .greatestFiniteMagnitude)
      } else {
        minimumEnd = clock.now + factor * unitDuration  // CO09
      }
    }
    return CubicRun(
      startFraction: u, startTime: clock.now, segmentDuration: segmentDuration,
      direction: direction, minimumEnd: minimumEnd)
  }

  private func springContinuation(
    _ spring: SpringTimingParameters, progress: Double, fraction: Double, factor: Double
  ) -> SpringRun {
    let remaining: Double
    if spring.hasImplicitDuration {
      remaining = max(
        spring.resolved(duration: 0).settlingDuration(initialVelocity: spring.initialVelocity),
        Self.minimumRunDuration)
    } else {
      remaining = factor > 0 ? factor * unitDuration : (1 - fraction) * segmentDuration
    }
    let motion = spring.resolved(duration: remaining).motion(initialVelocity: spring.initialVelocity)
    return SpringRun(
      parameters: spring, motion: motion, from: progress, target: reversed ? 0 : 1, startTime: clock.now,
      duration: max(remaining, 0), startFraction: fraction)
  }

  /// FR08, MD04: reverse on the fly. A cubic run retraces its curve. A spring run becomes a spring
  /// toward the other end, starting with the current velocity sign-flipped; like pause (displacement
  /// fraction, MD05) + flip + `continue(nil, 0)` it lasts the remaining displacement times `D_seg`
  /// (or, for an implicit-duration spring, that spring's own settling time).
  func turnAround() {
    guard case .running(let current) = motion else { return }
    let now = clock.now
    reversed.toggle()
    switch current {
    case .cubic(var cubic):
      closeWindows(at: cubic.sample(at: now, on: runCurve).progress)
      if now > cubic.startTime {
        cubic.startFraction = cubic.timeFraction(at: now)
        cubic.startTime = now
      }
      cubic.direction = direction
      cubic.minimumEnd = -.infinity
      motion = .running(.cubic(cubic))
    case .spring(let spring):
      let sample = spring.sample(at: now)
      closeWindows(at: sample.progress)
      let target: Double = reversed ? 0 : 1
      let distance = target - sample.progress
      let normalised = distance == 0 ? 0 : -sample.velocity / distance
      let left = min(abs(distance), 1)
      let parameters = ownSpring.withInitialVelocity(normalised)
      let remaining =
        parameters.hasImplicitDuration
        ? parameters.resolved(duration: 0).settlingDuration(initialVelocity: normalised)
        : left * segmentDuration
      motion = .running(
        .spring(
          SpringRun(
            parameters: parameters,
            motion: parameters.resolved(duration: remaining).motion(initialVelocity: normalised),
            from: sample.progress, target: target, startTime: now, duration: remaining,
            startFraction: 1 - left)))
    }
    clock.scheduleChanged()  // the end may now be earlier, inside a step being delivered
  }

  /// The animator's own curve, or `.linear` for a spring animator (whose runs never read it).
  var ownCurve: CubicBezierCurve {
    if case .cubic(let curve) = timingParameters { return curve }
    return .linear
  }

  /// The animator's own spring, or a critically damped one for a cubic animator continued as a spring.
  private var ownSpring: SpringTimingParameters {
    if case .spring(let spring) = timingParameters { return spring }
    return SpringTimingParameters(dampingRatio: 1)
  }
}

import InterruptibleCore

/// Velocity jumps at the two hand-offs of an interruptible transition, through the session and
/// interactor API on the reference model: the library's approach next to UIKit's stock one, in
/// points per second on screen.
package enum VelocityContinuity {
  /// The travel of the transition, in points.
  package static let distance = 300.0
  /// When the reversal happens, in seconds after the presentation starts.
  package static let reversalTime = 0.15
  /// The release: fraction scrubbed and finger velocity (points per second, toward the end).
  package static let release = (fraction: 0.4, velocity: 800.0)

  /// A jump measured on screen: velocity just before and just after, in points per second.
  package struct Jump: Sendable {
    /// The velocity just before the hand-off.
    package let before: Double
    /// The velocity just after.
    package let after: Double
    /// `|after − before|`.
    package var size: Double { abs(after - before) }
  }

  /// A tap outside 0.15 s into a presentation (default timing: 0.45 s spring, damping ratio 0.8).
  /// `stock`: the reversal style `.flip` (UIKit's plain `isReversed` toggle); otherwise `.spring`.
  package static func reversal(stock: Bool) -> Jump {
    let clock = ManualClock()
    let configuration = TransitionConfiguration(distance: distance, reversal: stock ? .flip : .spring)
    let coordinator = TransitionCoordinator(configuration: configuration, clock: clock)
    coordinator.present()
    clock.run(for: reversalTime)
    guard let session = coordinator.currentSession else { return Jump(before: .nan, after: .nan) }
    let before = session.presentedVelocity
    coordinator.tapOutside()
    return Jump(before: before, after: session.presentedVelocity)
  }

  /// An interactive presentation scrubbed to `release.fraction`, released by a finger moving at
  /// `release.velocity`. `stock`: ``PercentDrivenInteractor`` (UIPercentDrivenInteractiveTransition's
  /// `finish()`: the animator resumes at its own pace). Otherwise ``TransitionInteractor``'s
  /// projected release with a spring that starts at the finger's velocity.
  package static func releaseJump(stock: Bool) -> Jump {
    let clock = ManualClock()
    let session = TransitionSession(kind: .present, timing: .standard, distance: distance) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
    if stock {
      let interactor = PercentDrivenInteractor()
      interactor.startInteractiveTransition(session)
      interactor.update(release.fraction)
      interactor.finish()
    } else {
      let interactor = TransitionInteractor(
        session: session, configuration: TransitionConfiguration(distance: distance))
      session.start(interactive: true)
      interactor.pause()
      interactor.update(translation: release.fraction * distance)
      interactor.release(velocity: release.velocity)
    }
    return Jump(before: release.velocity, after: session.presentedVelocity)
  }
}

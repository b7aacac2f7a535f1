import InterruptibleCore

/// The work done per touch event of an interactive dismissal, through ``TransitionCoordinator``.
///
/// A presented sheet is grabbed by a pan (`panBegan` starts the interactive dismissal); then
/// `panChanged` scrubs it, and `panBegan` + `panEnded` grab the released transition again and
/// release it (decision by projection, completion spring with the finger's velocity). The clock
/// does not move while measuring, so the session never ends.
package final class TouchWork {
  /// The travel of the transition, in points.
  package static let distance = 300.0
  let clock = ManualClock()
  let coordinator: TransitionCoordinator

  /// A presented sheet with a pan in progress; with `observed`, a listener receives every motion
  /// event.
  package init(observed: Bool = false) {
    coordinator = Self.presentedSheet(on: clock)
    if observed { MotionSink.observe(coordinator) }
    coordinator.panBegan()
  }

  /// A coordinator whose sheet (travel ``distance``) has been presented and is at rest on `clock`.
  static func presentedSheet(on clock: ManualClock) -> TransitionCoordinator {
    let coordinator = TransitionCoordinator(
      configuration: TransitionConfiguration(distance: distance), clock: clock)
    coordinator.present()
    clock.run(for: 2)
    return coordinator
  }

  /// One pan update: the finger at `fraction` of the travel.
  @inline(never)
  package func panChanged(_ fraction: Double) -> Double {
    coordinator.panChanged(translation: fraction * Self.distance)
    return fraction
  }

  /// Nothing but the call: the baseline for `panChanged`.
  @inline(never)
  package func panBaseline(_ fraction: Double) -> Double { fraction }

  /// Two touch events: a finger grabs the sheet in flight (`panBegan`) and lets go at a velocity
  /// between −1000 and +1000 pt/s (`panEnded`).
  @inline(never)
  package func grabAndRelease(_ fraction: Double) -> Double {
    coordinator.panBegan()
    coordinator.panEnded(velocity: (fraction - 0.5) * 2000)
    return fraction
  }

  /// Nothing but the call: the baseline for `grabAndRelease`.
  @inline(never)
  package func grabBaseline(_ fraction: Double) -> Double { fraction }

  /// One release decision (projection, outcome, spring velocity) at `fraction`, 800 pt/s.
  @inline(never)
  package static func release(_ fraction: Double) -> Double {
    let decision = ReleaseDecision(fraction: fraction, velocity: 800, distance: distance)
    return decision.initialVelocity + decision.projectedFraction
  }

  /// Nothing but the call: the baseline for `release`.
  @inline(never)
  package static func releaseBaseline(_ fraction: Double) -> Double { fraction }
}

/// One whole session on a coordinator: present, a tap outside 0.15 s in (the presentation turns
/// around), frames at 120 Hz until it completed cancelled.
package final class FullSession {
  let clock = ManualClock()
  let slot: TransitionCoordinator

  /// A coordinator on its own clock, reused by every run.
  package init() {
    let clock = clock
    slot = TransitionCoordinator(configuration: TransitionConfiguration()) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
  }

  /// Runs one session to its end; returns the number of frames it took (0 if it never ended).
  @inline(never)
  package func run() -> Int {
    slot.present()
    var frames = 0
    while frames < 18 {
      clock.tick(framesPerSecond: 120)
      frames += 1
    }
    slot.tapOutside()
    while !slot.sessions.isEmpty && frames < 10_000 {
      clock.tick(framesPerSecond: 120)
      frames += 1
    }
    return slot.sessions.isEmpty ? frames : 0
  }
}

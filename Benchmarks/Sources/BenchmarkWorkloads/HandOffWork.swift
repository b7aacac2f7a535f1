import InterruptibleCore

/// Grab and release where users touch: an interactive dismissal grabbed and released mid-travel,
/// with the clock moving between events.
///
/// One cycle is: a 120 Hz frame (the released spring moves), the grab (`panBegan`: pause in flight),
/// a pan update to a point between 0.45 and 0.55 of the travel, a frame, and the release
/// (`panEnded`) at a speed between 200 and 3 000 pt/s, alternately toward the end (a finish) and
/// toward the start (a cancel). The grab and the release are separate calls, so each can be measured
/// alone (a timed window around a batch of lanes).
package final class HandOffWork {
  /// The travel of the transition, in points.
  package static let distance = TouchWork.distance
  let clock = ManualClock()
  let coordinator: TransitionCoordinator
  var step = 0
  /// The velocity of the next release, worked out before it (the event measures only the call).
  var releaseVelocity = HandOffWork.velocity(0)

  /// A presented sheet, dragged to the middle and released once (the spring is under way). With
  /// `observed`, a listener receives every motion event (`willSettle`, `trajectoryChanged`).
  package init(observed: Bool = false) {
    coordinator = TouchWork.presentedSheet(on: clock)
    if observed { MotionSink.observe(coordinator) }
    coordinator.panBegan()
    coordinator.panChanged(translation: 0.5 * Self.distance)
    clock.tick(framesPerSecond: 120)
    release()
  }

  /// The release velocity of cycle `step`: the magnitude walks 200…3 000 pt/s, the sign alternates.
  package static func velocity(_ step: Int) -> Double {
    let magnitude = 200 + Double((step * 37) % 29) * 100
    return step % 2 == 0 ? magnitude : -magnitude
  }

  /// The progress the finger drags to before release `step`: 0.45…0.55.
  package static func target(_ step: Int) -> Double { 0.45 + Double((step * 7) % 11) / 100 }

  /// The grab: one touch event.
  @inline(never)
  package func grab() {
    coordinator.panBegan()
  }

  /// The release: one touch event.
  @inline(never)
  package func release() {
    coordinator.panEnded(velocity: releaseVelocity)
    step += 1
  }

  /// What happens before a grab: one frame of the released motion.
  package func beforeGrab() {
    clock.tick(framesPerSecond: 120)
  }

  /// What happens between the grab and the release: the finger drags to the cycle's target, then a
  /// frame passes (and the release's velocity is chosen).
  package func beforeRelease() {
    let origin = coordinator.currentSession?.sample.progress ?? 0
    coordinator.panChanged(translation: (Self.target(step) - origin) * Self.distance)
    clock.tick(framesPerSecond: 120)
    releaseVelocity = Self.velocity(step)
  }

  /// One whole cycle; returns the progress at the grab (a checksum).
  @discardableResult
  package func cycle() -> Double {
    beforeGrab()
    grab()
    let grabbed = coordinator.currentSession?.sample.progress ?? -1
    beforeRelease()
    release()
    return grabbed
  }
}

/// The flagship interruption: a presentation turned around mid-flight by a tap outside, and the
/// resulting dismissal turned around again by a present, one 120 Hz frame apart, on one live session.
package final class ReversalWork {
  let clock = ManualClock()
  let coordinator: TransitionCoordinator

  /// A presentation under way, near the middle of its travel.
  package init() {
    coordinator = TransitionCoordinator(configuration: TransitionConfiguration(), clock: clock)
    coordinator.present()
    while (coordinator.currentSession?.sample.progress ?? 1) < 0.5 { clock.tick(framesPerSecond: 120) }
  }

  /// A tap outside while presenting: one event.
  @inline(never)
  package func tapOutside() {
    coordinator.tapOutside()
  }

  /// A present during the dismissal that the tap started: one event.
  @inline(never)
  package func present() {
    coordinator.present()
  }

  /// One frame.
  package func frame() {
    clock.tick(framesPerSecond: 120)
  }

  /// One whole cycle (frame, tap outside, frame, present); returns the progress (a checksum).
  @discardableResult
  package func cycle() -> Double {
    frame()
    tapOutside()
    frame()
    present()
    return coordinator.currentSession?.sample.progress ?? -1
  }
}

/// The number of independent lanes whose events are timed as one batch by the wall-clock benchmarks.
package enum HandOffLanes {
  /// 100 lanes: one benchmark iteration is 100 events.
  package static let count = 100
}

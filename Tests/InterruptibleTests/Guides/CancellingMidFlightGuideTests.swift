import Interruptible
import Testing

/// The examples of Docs/CancellingMidFlight.md, kept compiling and passing.
@Test("Guide: dismiss() while presenting reverses the same session, which completes cancelled once")
func dismissWhilePresentingReverses() {
  let clock = ManualClock()
  let coordinator = TransitionCoordinator(configuration: TransitionConfiguration(distance: 240), clock: clock)
  var ended: [Bool] = []
  coordinator.onEvent = { event in
    if case .completeTransition(_, let didComplete) = event { ended.append(didComplete) }
  }

  coordinator.present()
  clock.run(for: 0.1, framesPerSecond: 120)
  #expect(coordinator.phase == .presenting)

  coordinator.dismiss()  // no second transition: the presentation turns around
  #expect(coordinator.sessions.count == 1)
  #expect(coordinator.phase == .dismissing)  // the same session, now heading back

  clock.run(for: 1.0)
  #expect(ended == [false])
  #expect(coordinator.phase == .idle)
}

@Test("Guide: present() while dismissing turns the dismissal around; the content stays")
func presentWhileDismissingTurnsAround() {
  let clock = ManualClock()
  let coordinator = TransitionCoordinator(configuration: TransitionConfiguration(distance: 240), clock: clock)
  var ended: [Bool] = []
  coordinator.onEvent = { event in
    if case .completeTransition(_, let didComplete) = event { ended.append(didComplete) }
  }

  coordinator.present()
  clock.run(for: 1.0)
  coordinator.dismiss()
  clock.run(for: 0.1, framesPerSecond: 120)
  #expect(coordinator.phase == .dismissing)

  coordinator.present()  // the leaving content comes back
  clock.run(for: 1.0)
  #expect(ended == [true, false])  // presented, then the dismissal completed cancelled
  #expect(coordinator.phase == .presented)
}

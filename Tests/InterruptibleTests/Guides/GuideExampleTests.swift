import Interruptible
import Testing

/// The example of Docs/TestingWithTheModelClock.md, kept compiling and passing.
@Test("Guide: tap outside retracts the menu, velocity-continuous, completes cancelled once")
func tapOutsideRetractsTheMenu() {
  let clock = ManualClock()
  let coordinator = TransitionCoordinator(configuration: TransitionConfiguration(distance: 240), clock: clock)
  var ended: [Bool] = []
  coordinator.onEvent = { event in
    if case .completeTransition(_, let didComplete) = event { ended.append(didComplete) }
  }

  coordinator.present()
  clock.run(for: 0.15, framesPerSecond: 120)
  let session = coordinator.sessions[0]
  let before = session.presentedVelocity

  coordinator.tapOutside()
  #expect(abs(session.presentedVelocity - before) < 0.01 * abs(before))  // no snap

  clock.run(for: 1.0)
  #expect(ended == [false])  // completed cancelled, exactly once
  #expect(coordinator.phase == .idle)
}

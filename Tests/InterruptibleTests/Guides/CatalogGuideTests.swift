import Interruptible
import Testing

/// The core example of the DocC article InterruptingTransitions.md, kept compiling and passing.
@Test("Catalog: a tap outside at 0.15 s turns the presentation around; it completes cancelled once")
func catalogTapOutsideTurnsAround() {
  let clock = ManualClock()
  let coordinator = TransitionCoordinator(configuration: TransitionConfiguration(distance: 240), clock: clock)
  coordinator.present()
  clock.advance(by: 0.15)
  coordinator.tapOutside()  // the presentation turns around from where it is
  var ended: [Bool] = []
  coordinator.onEvent = { event in
    if case .completeTransition(_, let didComplete) = event { ended.append(didComplete) }
  }
  #expect(coordinator.sessions.count == 1)
  #expect(coordinator.phase == .dismissing)
  clock.run(for: 1.0)
  #expect(ended == [false])
  #expect(coordinator.phase == .idle)
}

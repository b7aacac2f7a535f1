import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The hand-off of ``TransitionInteractor``: the completion spring's duration and when a spring at rest ends at once.
@Suite("Hand-off: a release, finish or cancel settles within its bounds")
struct TransitionInteractorHandOffTests {}

extension TransitionInteractorHandOffTests {
  @Test("A pan released where it began on a 1e9 s transition ends within 1 ms: a spring at rest is settled")
  func releasedWhereItBegan() {
    let timing = TransitionTiming(duration: 1e9, parameters: .easeInOut)
    let harness = CoordinatorHarness(TransitionConfiguration(present: timing))
    harness.coordinator.present()
    harness.clock.advance(by: 1)
    harness.coordinator.panBegan()
    harness.coordinator.panEnded(velocity: 0)
    harness.clock.advance(by: 0.0009)
    #expect(harness.coordinator.sessions.count == 1)
    harness.clock.advance(by: 0.0002)
    #expect(harness.coordinator.sessions.isEmpty)
    #expect(harness.completeTransitions(1) == [false])
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("Released 150 pt from its end on a 1e9 s transition, the hand-off settles within the hour bound")
  func longTransitionHandOff() {
    let timing = TransitionTiming(duration: 1e9, parameters: .easeInOut)
    let harness = CoordinatorHarness(TransitionConfiguration(present: timing))
    harness.coordinator.present()
    harness.clock.advance(by: 1)
    harness.coordinator.panBegan()
    harness.coordinator.panChanged(translation: 150)
    harness.coordinator.panEnded(velocity: 0)
    harness.clock.advance(by: TransitionInteractor.maximumHandOffDuration - 1)
    #expect(harness.coordinator.sessions.count == 1)
    harness.clock.advance(by: 2)
    #expect(harness.coordinator.sessions.isEmpty)
    #expect(harness.completeTransitions(1).count == 1)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test(
    "A finger resting at the start (velocity 19 pt/s, 0.4 pt left) ends at once; 21 pt/s hands off over 0.45 s"
  )
  func restingThresholds() {
    for (velocity, expectedLive) in [(19.0, false), (21.0, true)] {
      let harness = CoordinatorHarness()
      harness.coordinator.present()
      harness.coordinator.panBegan()
      harness.coordinator.panChanged(translation: 0.4)
      harness.coordinator.panEnded(velocity: -velocity)
      harness.clock.advance(by: 0.002)
      #expect((harness.coordinator.sessions.count == 1) == expectedLive, "velocity \(velocity)")
    }
  }

  @Test("A transition of ordinary length still hands off over its own duration")
  func ordinaryHandOff() {
    let harness = CoordinatorHarness()
    harness.coordinator.present()
    harness.clock.advance(by: 0.1)
    harness.coordinator.panBegan()
    harness.coordinator.panEnded(velocity: 0)
    let duration = TransitionTiming.standard.duration
    harness.clock.advance(by: duration - 1e-6)
    #expect(harness.coordinator.sessions.count == 1)
    harness.clock.advance(by: 2e-6)
    #expect(harness.coordinator.sessions.isEmpty)
  }
}

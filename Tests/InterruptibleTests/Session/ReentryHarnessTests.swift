import Testing

@testable import InterruptibleCore

/// Re-entry: every overlap of presentation and dismissal has a defined outcome, nothing queues behind
/// an animation, and every session completes exactly once. Linear 0.5 s runs over 300 pt, so
/// positions are exact (600 pt/s); hand-off springs last the transition's 0.5 s (factor 1).
@Suite("Re-entry with a live harness")
struct ReentryHarnessTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))

  @Test("A toggle tapped four times turns the same session around each time; it ends once, presented")
  func toggleTaps() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    var headings: [Bool] = []
    for (wait, presents) in [(0.1, false), (0.05, true), (0.05, false), (0.05, true)] {
      harness.clock.advance(by: wait)
      let (position, velocity) = (session.presentedProgress, session.presentedVelocity)
      if presents { harness.coordinator.present() } else { harness.coordinator.dismiss() }
      // Position and velocity are the same just after each turn as just before it.
      #expect(abs(session.presentedProgress - position) < 1e-12)
      #expect(abs(session.presentedVelocity - velocity) <= 1e-9 * max(abs(velocity), 1))
      headings.append(session.isHeadingToPresented)
    }
    #expect(headings == [false, true, false, true])
    harness.settle()
    #expect(harness.log.madeCount == 1 && harness.coordinator.sessions.isEmpty)
    #expect(harness.completeTransitions(1) == [true] && harness.completions(1) == [.end])
    #expect(abs(harness.endTime(1)! - 0.75) < 1e-9)
    #expect(harness.coordinator.isPresented && harness.animatorErrors.isEmpty)
  }

  @Test("A pan grabs a tap-started presentation where it is, scrubs it and its release finishes it")
  func gestureGrabsTapStarted() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    #expect(session.isRunning && !session.isInteractive)
    harness.clock.advance(by: 0.2)
    harness.coordinator.panBegan()
    #expect(session.presentedProgress == 0.4 && !session.isRunning && session.isInteractive)
    harness.clock.advance(by: 0.05)
    harness.coordinator.panChanged(translation: 30)  // toward presented: +0.1
    #expect(abs(session.presentedProgress - 0.5) < 1e-12)
    harness.coordinator.panEnded(velocity: 0)  // projected 0.5 ≥ 0.5: finish
    harness.settle()
    #expect(harness.completeTransitions(1) == [true] && abs(harness.endTime(1)! - 0.75) < 1e-9)
    #expect(harness.coordinator.isPresented && harness.log.madeCount == 1 && harness.animatorErrors.isEmpty)
  }

  @Test("A pan grabs a tap-to-cancel reversal and flings the content back in")
  func gestureGrabsReversal() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    harness.clock.advance(by: 0.1)
    harness.coordinator.tapOutside()
    harness.clock.advance(by: 0.1)
    let position = session.presentedProgress
    harness.coordinator.panBegan()
    #expect(abs(session.presentedProgress - position) < 1e-12 && session.isInteractive)
    harness.coordinator.panChanged(translation: 15)
    #expect(abs(session.presentedProgress - position - 0.05) < 1e-12)
    harness.coordinator.panEnded(velocity: 1000)
    harness.settle()
    #expect(harness.completeTransitions(1) == [true] && harness.coordinator.phase == .presented)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("A tap outside during a drag-driven presentation retracts it; the rest of the pan is ignored")
  func tapDuringGesture() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present(interactive: true)
    let session = harness.coordinator.sessions[0]
    harness.coordinator.panChanged(translation: 90)  // 0.3
    harness.coordinator.tapOutside()
    #expect(session.isRunning && session.isReversed && !session.isInteractive)
    harness.clock.advance(by: 0.05)
    let position = session.presentedProgress
    harness.coordinator.panChanged(translation: 200)  // the finger keeps moving: ignored
    harness.coordinator.panEnded(velocity: 2000)
    #expect(session.presentedProgress == position && session.isReversed)
    harness.settle()
    #expect(harness.completeTransitions(1) == [false] && harness.coordinator.phase == .idle)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("A tap outside during a dismiss drag passes through; after a cancelled release it dismisses")
  func tapDuringDismissDrag() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.settle()
    harness.coordinator.panBegan()
    let session = harness.coordinator.sessions[0]
    harness.coordinator.panChanged(translation: 60)
    harness.coordinator.tapOutside()  // dismissing already: nothing changes
    #expect(!session.isRunning && session.isInteractive && abs(session.presentedProgress - 0.8) < 1e-12)
    harness.coordinator.panEnded(velocity: -300)  // projected 0.2 − 0.5 < 0.5: springs back
    #expect(harness.coordinator.phase == .presenting)
    harness.clock.advance(by: 0.1)
    harness.coordinator.tapOutside()  // now it dismisses, from where it is
    #expect(!session.isReversed && harness.coordinator.phase == .dismissing)
    harness.settle()
    #expect(harness.completeTransitions(2) == [true] && !harness.coordinator.isPresented)
    #expect(harness.coordinator.sessions.isEmpty && harness.animatorErrors.isEmpty)
  }

  @Test("New content while the old one is dragged away: the old resumes leaving, both end once")
  func newContentDuringDismissDrag() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.settle()
    harness.coordinator.panBegan()
    harness.coordinator.panChanged(translation: 150)  // old content half gone, held by the finger
    harness.coordinator.present(asNewContent: true)
    #expect(harness.coordinator.sessions.map(\.id) == [2, 3])
    #expect(harness.coordinator.sessions[0].isRunning && !harness.coordinator.sessions[0].isReversed)
    harness.coordinator.panChanged(translation: -150)  // the old pan no longer steers anything
    #expect(abs(harness.coordinator.sessions[0].presentedProgress - 0.5) < 1e-12)
    harness.settle()
    #expect(harness.completeTransitions(2) == [true] && harness.completeTransitions(3) == [true])
    #expect(harness.coordinator.isPresented && harness.animatorErrors.isEmpty)
  }
}

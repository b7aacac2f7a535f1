import Testing

@testable import InterruptibleCore

/// The core decisions the UIKit shell forwards to instead of deciding itself.
@Suite("Shell decisions")
struct ShellDecisionTests {
  private func coordinator(_ clock: ManualClock) -> TransitionCoordinator {
    TransitionCoordinator(
      configuration: TransitionConfiguration(
        distance: 200, present: TransitionTiming(duration: 0.4, parameters: .linear)),
      clock: clock)
  }

  @Test("UIKit begins a new presentation only when idle; a dismissal only when presented")
  func newTransitionDecisions() {
    let clock = ManualClock()
    let slot = coordinator(clock)
    #expect(slot.presentNeedsNewTransition && !slot.dismissNeedsNewTransition)
    slot.present()
    clock.advance(by: 0.1)
    #expect(!slot.presentNeedsNewTransition && !slot.dismissNeedsNewTransition)  // presenting
    clock.advance(by: 0.5)
    #expect(slot.phase == .presented)
    #expect(!slot.presentNeedsNewTransition && slot.dismissNeedsNewTransition)
    slot.dismiss()
    clock.advance(by: 0.1)
    #expect(slot.phase == .dismissing)
    #expect(!slot.presentNeedsNewTransition && !slot.dismissNeedsNewTransition)
  }

  @Test("A dismiss-direction pan is measured toward the grabbed session's end")
  func panSignConversion() {
    let clock = ManualClock()
    let slot = coordinator(clock)
    slot.present()
    clock.advance(by: 0.2)  // linear: progress 0.5
    slot.panBegan()
    #expect(slot.towardSessionEnd(50) == -50)  // a presentation's end is "presented"
    slot.panChanged(dismissalTranslation: 50)  // 50 pt toward dismissed = -0.25 progress
    #expect(abs(slot.sessions[0].sample.progress - 0.25) < 1e-9)
    slot.panEnded(dismissalVelocity: 0)  // projected 0.25 < 0.5: cancel
    clock.advance(by: 1)
    #expect(slot.phase == .idle)
  }

  @Test("An interactive presentation starts paused and follows the pan; release finishes it")
  func interactivePresentation() {
    let clock = ManualClock()
    let slot = coordinator(clock)
    var ended: [Bool] = []
    slot.onEvent = { if case .completeTransition(_, let didComplete) = $0 { ended.append(didComplete) } }
    slot.present(interactive: true)
    let session = slot.sessions[0]
    #expect(session.animatorState == .active && !session.isRunning && session.isInteractive)
    slot.panChanged(translation: 120)
    #expect(abs(session.sample.progress - 0.6) < 1e-9)
    slot.panEnded(velocity: 300)
    clock.advance(by: 1)
    #expect(ended == [true])
    #expect(slot.phase == .presented)
  }

  @Test("assumePresented lets a coordinator pop content it did not present")
  func assumePresented() {
    let clock = ManualClock()
    let slot = coordinator(clock)
    slot.assumePresented()
    #expect(slot.phase == .presented && slot.dismissNeedsNewTransition)
    slot.dismiss()
    #expect(slot.sessions.first?.kind == .dismiss)
    clock.advance(by: 1)
    #expect(slot.phase == .idle)
    slot.present()
    clock.advance(by: 0.1)
    slot.assumePresented()  // ignored unless idle
    #expect(slot.phase == .presenting)
  }

  @Test("assumeDismissed brings content removed without a transition to rest, and only content at rest")
  func assumeDismissed() {
    let clock = ManualClock()
    let slot = coordinator(clock)
    slot.assumeDismissed()  // idle: nothing to forget
    #expect(slot.phase == .idle)
    slot.present()
    clock.advance(by: 0.1)
    slot.assumeDismissed()  // in flight: ignored
    #expect(slot.phase == .presenting)
    clock.advance(by: 2)
    #expect(slot.phase == .presented)
    slot.assumeDismissed()
    #expect(slot.phase == .idle && slot.presentNeedsNewTransition && slot.sessions.isEmpty)
  }
}

import Testing

@testable import InterruptibleCore

/// The callbacks a session's animator holds reach the session only while it exists.
@Suite("Session lifetime: callbacks never reach a released session")
struct SessionLifetimeTests {
  @Test("TR02 a session released mid-run: its animator still completes, no callback reaches the session")
  func releasedMidRun() {
    let clock = ManualClock()
    var animator: AnimatorModel?
    var ended = 0
    weak var released: TransitionSession?
    do {
      let session = TransitionSession(kind: .present, timing: .standard) { _, timing in
        let created = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
        animator = created
        return created
      }
      session.onCompleteTransition = { _ in ended += 1 }
      session.start(interactive: false)
      released = session
      #expect(released != nil)
    }
    #expect(released == nil)
    #expect(animator?.isRunning == true)
    clock.run(for: 2)
    #expect(animator?.phase == .inactive)
    #expect(ended == 0)
  }

  @Test("TR05 a live session hears its animator's completion exactly once")
  func liveSessionCompletes() {
    let clock = ManualClock()
    let session = TransitionSession(kind: .present, timing: .standard) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
    var ended: [Bool] = []
    session.onCompleteTransition = { ended.append($0) }
    session.start(interactive: false)
    clock.run(for: 2)
    #expect(ended == [true])
  }
}

extension SessionLifetimeTests {
  @Test("ST15 a coordinator released while a transition is grabbed leaves no paused animator")
  func releasedWhileGrabbedEndsItsAnimator() {
    // Found by probing the memory checks: the session went away with a paused animator, which UIKit
    // answers with an exception ("released while paused").
    let clock = ManualClock()
    let monitor = ReliabilityMonitor()
    do {
      let slot = TransitionCoordinator(
        configuration: TransitionConfiguration(), makeAnimator: monitor.factory(clock: clock))
      slot.present()
      clock.advance(by: 0.1)
      slot.panBegan()
      slot.panChanged(translation: 20)
    }
    #expect(clock.releaseErrors.isEmpty, "\(clock.releaseErrors)")
    #expect(monitor.liveAnimators == 0)
    #expect(monitor.violations.isEmpty, "\(monitor.violations)")
    do {
      let slot = TransitionCoordinator(clock: clock)
      slot.present()
      clock.advance(by: 0.1)
    }
    #expect(clock.runningCount == 1, "a running animator runs out, as UIKit keeps it")
    clock.advance(by: 5)
    #expect(clock.runningCount == 0 && clock.releaseErrors.isEmpty)
  }
}

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

import Testing

@testable import Interruptible

/// The session's callbacks hold a ``SessionHandle`` instead of a weak reference.
@Suite("Session handle: callbacks never reach a released session")
struct SessionHandleTests {
  @Test("TR02 a session released mid-run: its animator still completes, no callback reaches the session")
  func releasedMidRun() {
    let clock = ManualClock()
    var animator: AnimatorModel?
    var ended = 0
    var handle: SessionHandle?
    do {
      let session = TransitionSession(kind: .present, timing: .standard) { _, timing in
        let created = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
        animator = created
        return created
      }
      session.onCompleteTransition = { _ in ended += 1 }
      session.start(interactive: false)
      handle = session.handle
      #expect(handle?.live === session)
    }
    #expect(handle?.isAlive == false)
    #expect(handle?.live == nil)
    clock.run(for: 2)
    #expect(animator?.phase == .inactive)
    #expect(ended == 0)
  }

  @Test("TR05 a live session still hears its animator's completion exactly once through the handle")
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
    #expect(session.handle.live === session)
  }
}

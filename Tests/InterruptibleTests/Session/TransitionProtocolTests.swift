import Testing

@testable import InterruptibleCore

/// Section TR: the session behaves as UIKit's transition protocols require.
@Suite("Transition protocols (TR)")
struct TransitionProtocolTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))

  @Test("TR01 interruptibleAnimator returns the same instance on every call, through pause/scrub/reverse")
  func sameInstance() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    let first = session.interruptibleAnimator()
    var calls: [() -> Void] = [
      { harness.coordinator.pause() }, { harness.coordinator.scrub(to: 0.6) },
      { harness.coordinator.reverse() }, { harness.coordinator.panBegan() },
      { harness.coordinator.panEnded(velocity: 400) },
    ]
    while !calls.isEmpty {
      calls.removeFirst()()
      harness.clock.advance(by: 0.02)
      #expect(session.interruptibleAnimator() === first)
    }
    #expect(harness.log.madeCount == 1)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("TR01 a session created lazily makes its animator on the first call only")
  func lazyCreation() {
    let clock = ManualClock()
    let log = AnimatorLog()
    let session = TransitionSession(
      kind: .present, timing: .standard, makeAnimator: log.factory(clock: clock))
    #expect(log.madeCount == 0 && !session.hasAnimator)
    let animator = session.interruptibleAnimator()
    #expect(session.interruptibleAnimator() === animator && log.madeCount == 1)
  }

  @Test("TR02 the animator stays active until the end, then is released (weak reference nil)")
  func releasedAfterEnd() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    weak let animator = model(session)
    var states: Set<AnimatorState> = []
    harness.clock.run(for: 0.49, framesPerSecond: 120) { _ in
      states.insert(animator?.state ?? .inactive)
    }
    #expect(states == [.active])
    #expect(animator != nil)
    harness.clock.advance(by: 0.02)
    #expect(harness.completeTransitions(1) == [true])
    #expect(animator == nil)
    #expect(!session.hasAnimator && harness.aliveAnimators.isEmpty)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("TR02 a cancelled, interactive session also releases its animator, with no release error")
  func releasedAfterCancel() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.settle()
    harness.coordinator.panBegan()
    harness.coordinator.panChanged(translation: 60)
    harness.coordinator.panEnded(velocity: -200)
    harness.settle()
    #expect(harness.completeTransitions(2) == [false])
    #expect(harness.aliveAnimators.isEmpty && harness.log.madeCount == 2)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("TR03 the animator is interruptible")
  func interruptible() {
    let harness = CoordinatorHarness()
    harness.coordinator.present()
    #expect(model(harness.coordinator.sessions[0]).isInterruptible)
  }

  @Test("TR04 a non-interactive start runs the same animator at once")
  func nonInteractiveStart() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    #expect(session.isRunning && session.animatorState == .active && !session.isInteractive)
    harness.clock.advance(by: 0.1)
    #expect(abs(session.presentedProgress - 0.2) < 1e-12)
  }

  /// Sequences of calls (time, call) and the flag the single completeTransition must carry,
  /// derived from where the last decision sends the content.

  @Test("TR05 ending a live session by hand reports cancelled once; later ends do nothing")
  func endByHand() {
    let clock = ManualClock()
    let log = AnimatorLog()
    let session = TransitionSession(
      kind: .dismiss, timing: .standard, makeAnimator: log.factory(clock: clock))
    var flags: [Bool] = []
    session.onCompleteTransition = { flags.append($0) }
    session.start(interactive: true)
    session.end()
    session.end()
    clock.advance(by: 1)
    #expect(flags == [false] && session.didComplete == false)
    #expect(log.errors.isEmpty && clock.releaseErrors.isEmpty && log.alive.isEmpty)
  }

  @Test("TR06 didComplete is nil while under way, false after a cancel, true after a finish")
  func cancelledFlag() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    harness.coordinator.panBegan()
    #expect(session.didComplete == nil)
    harness.coordinator.panEnded(velocity: -300)
    harness.settle()
    #expect(session.didComplete == false)
    harness.coordinator.present()
    let second = harness.coordinator.sessions[0]
    harness.coordinator.finish()
    harness.settle()
    #expect(second.didComplete == true)
  }

  @Test("TR07 pause re-enters the interactive state after finish and cancel, until it ends")
  func pauseReenters() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    let interactor = harness.coordinator.interactor(for: session)!
    harness.clock.advance(by: 0.1)
    interactor.finish()
    harness.clock.advance(by: 0.05)
    interactor.pause()
    #expect(session.isInteractive && !session.isRunning)
    interactor.scrub(to: 0.4)
    interactor.cancel()
    harness.clock.advance(by: 0.05)
    interactor.pause()
    #expect(session.isInteractive && harness.events.isEmpty)
    interactor.finish(velocity: 0)
    harness.settle()
    #expect(harness.completeTransitions(1) == [true] && harness.animatorErrors.isEmpty)
  }

  @Test("TR08 interactive start is paused at 0, non-interactive start runs; both stay interruptible")
  func interactiveStart() {
    let clock = ManualClock()
    let log = AnimatorLog()
    let paused = TransitionSession(
      id: 1, kind: .dismiss, timing: .standard, makeAnimator: log.factory(clock: clock))
    let running = TransitionSession(
      id: 2, kind: .present, timing: .standard, makeAnimator: log.factory(clock: clock))
    paused.start(interactive: true)
    running.start(interactive: false)
    #expect(paused.animatorState == .active && !paused.isRunning && paused.isInteractive)
    #expect(paused.fractionComplete == 0)
    #expect(running.animatorState == .active && running.isRunning && !running.isInteractive)
    clock.advance(by: 0.1)
    #expect(paused.fractionComplete == 0 && running.sample.progress > 0)
    TransitionInteractor(session: running).pause()
    TransitionInteractor(session: paused).resume()
    #expect(!running.isRunning && paused.isRunning)
    paused.start(interactive: false)  // a second start is ignored
    running.end()
    paused.end()
    #expect(log.errors.isEmpty && clock.releaseErrors.isEmpty)
  }

  @Test("TR08 through the coordinator: a pan on presented content starts paused, present() runs")
  func coordinatorStarts() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    #expect(harness.coordinator.sessions[0].isRunning)
    harness.settle()
    harness.coordinator.panBegan()
    let dismissal = harness.coordinator.sessions[0]
    #expect(dismissal.kind == .dismiss && !dismissal.isRunning && dismissal.animatorState == .active)
    #expect(dismissal.isInteractive && dismissal.presentedProgress == 1)
  }

  @Test("TR09 a transition started by a tap or code stays interruptible (no waiting for its end)")
  func tapStartedIsInterruptible() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.clock.advance(by: 0.2)
    harness.coordinator.tapOutside()
    #expect(harness.coordinator.phase == .dismissing)
    #expect(harness.coordinator.sessions[0].isReversed)
    harness.settle()
    #expect(harness.completeTransitions(1) == [false] && harness.log.madeCount == 1)
  }
}

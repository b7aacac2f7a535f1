import Testing

@testable import InterruptibleCore

/// Section PD: the stock `UIPercentDrivenInteractiveTransition` modelled on the core.
@Suite("Percent-driven interactor (PD)")
struct PercentDrivenTests {
  /// A session (D = 0.5 s, linear) on its own clock, with the interactor started on it.
  final class Rig {
    let clock = ManualClock()
    let log = AnimatorLog()
    let session: TransitionSession
    let stock = PercentDrivenInteractor()
    var ends: [(time: Double, position: AnimatorPosition)] = []
    var flags: [Bool] = []

    init(timing: TimingParameters = .linear, interactive: Bool = true) {
      session = TransitionSession(
        kind: .dismiss, timing: TransitionTiming(duration: 0.5, parameters: timing),
        makeAnimator: log.factory(clock: clock))
      let clock = clock
      session.onAnimatorCompletion = { [unowned self] in self.ends.append((clock.now, $0)) }
      session.onCompleteTransition = { [unowned self] in self.flags.append($0) }
      stock.wantsInteractiveStart = interactive
      stock.startInteractiveTransition(session)
    }

    var animator: AnimatorModel { model(session) }
    var errors: [AnimatorError] { log.errors + clock.releaseErrors }
  }

  @Test("PD01 defaults: speed 1, easeInOut curve, interactive start, no timing curve, duration, percent")
  func defaults() {
    let stock = PercentDrivenInteractor()
    #expect(stock.completionSpeed == 1 && stock.completionCurve == .easeInOut)
    #expect(stock.wantsInteractiveStart && stock.timingCurve == nil && stock.duration == 0)
    let rig = Rig()
    #expect(rig.stock.duration == 0.5 && rig.stock.percentComplete == 0)
    rig.stock.update(0.42)
    #expect(rig.stock.percentComplete == 0.42)
  }

  @Test("PD02 completionSpeed ≤ 0 or non-finite counts as 1; the remainder is (1 − p)·D/speed or p·D/speed")
  func completionSpeed() {
    for (speed, cancel, remaining) in [
      (0.0, false, 0.35), (-1, false, 0.35), (.nan, true, 0.15), (2, false, 0.175), (2, true, 0.075),
      (0.5, true, 0.3),
    ] {
      let rig = Rig()
      rig.stock.completionSpeed = speed
      rig.stock.update(0.3)
      if cancel { rig.stock.cancel() } else { rig.stock.finish() }
      rig.clock.advance(by: 1)
      #expect(rig.ends.count == 1, "speed \(speed)")
      #expect(abs(rig.ends[0].time - remaining) < 1e-9, "speed \(speed) cancel \(cancel)")
      #expect(rig.ends[0].position == (cancel ? .start : .end))
      #expect(rig.errors.isEmpty)
    }
  }

  @Test(
    "PD03 update clamps to [0, 1], ignores NaN, sets fractionComplete, and is ignored after finish/cancel")
  func update() {
    let rig = Rig()
    rig.stock.update(1.5)
    #expect(rig.animator.fractionComplete == 1 && rig.stock.percentComplete == 1)
    rig.stock.update(-0.2)
    #expect(rig.animator.fractionComplete == 0 && rig.stock.percentComplete == 0)
    rig.stock.update(0.25)
    rig.stock.update(.nan)
    #expect(rig.animator.fractionComplete == 0.25 && rig.stock.percentComplete == 0.25)
    rig.stock.finish()
    rig.clock.advance(by: 0.1)
    rig.stock.update(0.9)  // ignored: no set on a running animator
    #expect(abs(rig.animator.progress - 0.45) < 1e-9 && rig.stock.percentComplete == 0.25)
    rig.clock.advance(by: 1)
    rig.stock.update(0.5)  // ignored after the end
    #expect(rig.flags == [true] && rig.errors.isEmpty)
  }

  @Test("PD04 start asks for the animator once and pauses it (interactive) or starts it")
  func start() {
    let paused = Rig()
    #expect(paused.log.madeCount == 1 && paused.animator.phase == .paused && paused.stock.isInteractive)
    let running = Rig(interactive: false)
    #expect(running.log.madeCount == 1 && running.animator.phase == .running && !running.stock.isInteractive)
    running.clock.advance(by: 0.5)
    #expect(running.flags == [true] && running.errors.isEmpty)
  }

  @Test("PD05 pause: pauseAnimation, isReversed false, percentComplete read back, interactive, handlers fire")
  func pauseReadsBack() {
    let rig = Rig()
    var changes: [Bool] = []
    rig.session.notifyWhenInteractionChanges { changes.append($0) }
    rig.stock.update(0.3)
    rig.stock.cancel()  // back toward 0 at 1/0.5 per second
    rig.clock.advance(by: 0.05)
    rig.stock.pause()
    #expect(!rig.animator.isReversed && rig.animator.phase == .paused)
    #expect(abs(rig.stock.percentComplete - 0.2) < 1e-9 && abs(rig.animator.progress - 0.2) < 1e-9)
    #expect(rig.stock.isInteractive && !rig.stock.transitionWasCancelled)
    #expect(changes == [false, true])
    #expect(rig.errors.isEmpty)
  }

  @Test("PD06 finish/cancel set isReversed; defaults start the animator's own timing, completionCurve unused")
  func finishCancel() {
    let rig = Rig()
    rig.stock.completionCurve = .easeIn  // must not shape the completion
    rig.stock.update(0.3)
    rig.stock.finish()
    #expect(!rig.animator.isReversed && rig.animator.isRunning)
    rig.clock.advance(by: 0.1)
    #expect(abs(rig.animator.progress - 0.5) < 1e-9)  // linear, not easeIn
    let back = Rig()
    back.stock.update(0.3)
    back.stock.cancel()
    #expect(back.animator.isReversed && back.stock.transitionWasCancelled)
    back.clock.advance(by: 0.1)
    #expect(abs(back.animator.progress - 0.1) < 1e-9)
  }

  @Test("PD06 a timing curve is used with factor (1 − p)/speed or p/speed (not completionCurve)")
  func timingCurve() {
    let rig = Rig(timing: .easeInOut)
    rig.stock.timingCurve = .linear
    rig.stock.update(0.6)
    rig.stock.finish()  // continue(linear, 0.4): 0.2 s at 1/0.5 per second
    rig.clock.advance(by: 0.1)
    #expect(abs(rig.animator.progress - 0.8) < 1e-9)
    rig.clock.advance(by: 0.1)
    #expect(rig.ends.count == 1 && abs(rig.ends[0].time - 0.2) < 1e-9)
  }

  @Test("PD07 the interactive phase is linear: update(x) shows progress x even on an eased animator")
  func linearScrub() {
    let rig = Rig(timing: .easeInOut)
    for x in [0.1, 0.25, 0.5, 0.8] {
      rig.stock.update(x)
      #expect(abs(rig.animator.progress - x) < 1e-12)
    }
  }

  @Test("PD08 after finish/cancel the transition stays interruptible; flags change back and forth")
  func stillInterruptible() {
    let rig = Rig()
    rig.stock.update(0.5)
    rig.stock.cancel()
    #expect(!rig.stock.isInteractive && rig.stock.transitionWasCancelled)
    rig.clock.advance(by: 0.1)
    rig.stock.pause()
    #expect(rig.stock.isInteractive && !rig.stock.transitionWasCancelled)
    rig.stock.update(0.9)
    rig.stock.finish()
    #expect(!rig.stock.isInteractive && !rig.stock.transitionWasCancelled)
    rig.clock.advance(by: 0.01)
    rig.stock.pause()
    rig.stock.cancel()
    rig.clock.advance(by: 1)
    #expect(rig.flags == [false] && rig.ends.map(\.position) == [.start] && rig.errors.isEmpty)
  }

  @Test(
    "PD-A worked example: finish 0.35 s, cancel fc 0.7 then 0.15 s, speed 2 0.175 s, spring cancel 0.15 s")
  func workedExample() {
    let finish = Rig()
    finish.stock.update(0.3)
    finish.stock.finish()
    finish.clock.advance(by: 1)
    #expect(
      finish.ends.count == 1 && abs(finish.ends[0].time - 0.35) < 1e-9 && finish.ends[0].position == .end)

    let cancel = Rig()
    cancel.stock.update(0.3)
    cancel.stock.cancel()
    #expect(abs(cancel.animator.fractionComplete - 0.7) < 1e-9)
    cancel.clock.advance(by: 1)
    #expect(abs(cancel.ends[0].time - 0.15) < 1e-9 && cancel.ends[0].position == .start)

    let fast = Rig()
    fast.stock.completionSpeed = 2
    fast.stock.update(0.3)
    fast.stock.finish()
    fast.clock.advance(by: 1)
    #expect(abs(fast.ends[0].time - 0.175) < 1e-9 && fast.ends[0].position == .end)

    let spring = Rig()
    spring.stock.timingCurve = .spring(SpringTimingParameters(dampingRatio: 1))
    spring.stock.update(0.3)
    spring.stock.cancel()
    spring.clock.advance(by: 0.149)
    #expect(spring.ends.isEmpty && spring.animator.progress > 0 && spring.animator.progress < 0.01)
    spring.clock.advance(by: 1)
    #expect(abs(spring.ends[0].time - 0.15) < 1e-9 && spring.ends[0].position == .start)
    #expect(spring.flags == [false])
    for rig in [finish, cancel, fast, spring] { #expect(rig.errors.isEmpty) }
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Animator states and calls (ST)")
struct StateTests {
  @Test("ST01 a new animator is inactive with UIKit's defaults")
  func defaults() {
    let (_, animator) = makeAnimator()
    #expect(animator.state == .inactive)
    #expect(animator.animatorState == .inactive)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 0)
    #expect(!animator.isReversed)
    #expect(animator.isInterruptible)
    #expect(animator.isUserInteractionEnabled)
    #expect(!animator.isManualHitTestingEnabled)
    #expect(animator.scrubsLinearly)
    #expect(!animator.pausesOnCompletion)
    #expect(animator.delay == 0)
    #expect(animator.errors.isEmpty)
  }

  @Test("ST02 active while running or paused; isRunning only while running")
  func activeAndRunning() {
    let (clock, animator) = makeAnimator()
    var seen: [(AnimatorState, Bool)] = []
    func note() { seen.append((animator.state, animator.isRunning)) }
    animator.startAnimation()
    note()
    clock.advance(by: 0.2)
    animator.isReversed = true
    note()
    animator.pauseAnimation()
    note()
    animator.stopAnimation(false)
    note()
    animator.finishAnimation(at: .current)
    note()
    let expected: [(AnimatorState, Bool)] = [
      (.active, true), (.active, true), (.active, false), (.stopped, false), (.inactive, false),
    ]
    #expect(seen.map(\.0) == expected.map(\.0))
    #expect(seen.map(\.1) == expected.map(\.1))
    #expect(animator.errors.isEmpty)
  }

  @Test("ST03 isInterruptible / isUserInteractionEnabled are settable only while inactive")
  func lockedFlags() {
    let (_, animator) = makeAnimator()
    animator.isUserInteractionEnabled = false
    animator.isUserInteractionEnabled = true
    animator.isInterruptible = false
    animator.isInterruptible = true
    #expect(animator.errors.isEmpty)
    animator.startAnimation()
    animator.isInterruptible = false
    animator.isUserInteractionEnabled = false
    #expect(animator.errors.map(\.reason) == [.propertyLocked, .propertyLocked])
    #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
    animator.stopAnimation(false)
    animator.isInterruptible = false
    #expect(animator.errors.count == 3)
    #expect(animator.errors.last?.phase == .stopped)
    #expect(animator.isInterruptible)
    animator.finishAnimation(at: .end)
  }

  @Test("ST04 a non-interruptible animator refuses pause, stop and continue")
  func nonInterruptible() {
    let (clock, animator) = makeAnimator()
    animator.isInterruptible = false
    animator.pausesOnCompletion = true
    #expect(animator.errors.map(\.reason) == [.notInterruptible])
    #expect(!animator.pausesOnCompletion)
    animator.startAnimation()
    clock.advance(by: 0.3)
    animator.pauseAnimation()
    animator.stopAnimation(false)
    animator.stopAnimation(true)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(animator.errors.count == 5)
    #expect(animator.errors.dropFirst().allSatisfy { $0.reason == .notInterruptible && $0.phase == .running })
    #expect(animator.isRunning)
    expectClose(animator.fractionComplete, 0.3, 1e-12)
    clock.advance(by: 1)
    #expect(animator.state == .inactive)
  }

  @Test("ST05 start runs an inactive animator; on a paused one it resumes from the paused point")
  func start() {
    let (clock, animator) = makeAnimator(duration: 2)
    animator.startAnimation()
    #expect(animator.isRunning)
    clock.advance(by: 0.5)
    expectClose(animator.fractionComplete, 0.25, 1e-12)
    animator.pauseAnimation()
    clock.advance(by: 10)
    expectClose(animator.fractionComplete, 0.25, 1e-12)
    animator.startAnimation()
    #expect(animator.isRunning)
    clock.advance(by: 0.5)
    expectClose(animator.fractionComplete, 0.5, 1e-12)
  }

  @Test("ST06 start and start(afterDelay:) on a stopped animator are model errors")
  func startStopped() {
    let (_, animator) = makeAnimator()
    animator.startAnimation()
    animator.stopAnimation(false)
    animator.startAnimation()
    animator.startAnimation(afterDelay: 0.1)
    #expect(animator.errors.map(\.call) == [.startAnimation, .startAnimationAfterDelay])
    #expect(animator.errors.allSatisfy { $0.phase == .stopped && $0.reason == .illegalInPhase })
    #expect(animator.state == .stopped)
  }

  @Test(
    "ST07 finish(at:) is only legal when stopped", arguments: [AnimatorPhase.inactive, .running, .paused])
  func finishIllegal(_ phase: AnimatorPhase) {
    let (clock, animator) = makeAnimator()
    let log = CompletionLog()
    log.attach(to: animator)
    if phase != .inactive { animator.startAnimation() }
    clock.advance(by: 0.3)
    if phase == .paused { animator.pauseAnimation() }
    animator.finishAnimation(at: .end)
    #expect(
      animator.errors == [AnimatorError(call: .finishAnimation, phase: phase, reason: .illegalInPhase)])
    #expect(animator.phase == phase)
    #expect(log.positions.isEmpty)
  }

  @Test("ST08 stop(false) moves to stopped, freezes values, runs no completion")
  func stopWithFinishing() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeInOut))
    let value = animator.addAnimations(from: 100, to: 200)!
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    expectClose(animator.value(of: value), 100 + 100 * 0.129162, 1e-4)
    clock.advance(by: 2)
    expectClose(animator.value(of: value), 100 + 100 * 0.129162, 1e-4)
    #expect(animator.velocity(of: value) == 0)
    #expect(log.positions.isEmpty)
  }

  @Test("ST09 stop(true) goes to inactive, freezes values, discards completions forever")
  func stopWithoutFinishing() {
    let (clock, animator) = makeAnimator()
    let value = animator.addAnimations(from: 0, to: 10)!
    let log = CompletionLog()
    log.attach(to: animator, count: 2)
    animator.startAnimation()
    clock.advance(by: 0.4)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    expectClose(animator.value(of: value), 4, 1e-12)
    animator.startAnimation()
    clock.advance(by: 2)
    #expect(log.positions.isEmpty)
    expectClose(animator.value(of: value), 4, 1e-12)
  }

  @Test("ST10 stop on stopped is a model error; on inactive a no-op")
  func stopTwice() {
    let (_, fresh) = makeAnimator()
    fresh.stopAnimation(false)
    #expect(fresh.errors.isEmpty && fresh.state == .inactive)
    fresh.finishAnimation(at: .end)
    #expect(fresh.errors.map(\.phase) == [.inactive])
    let (_, animator) = makeAnimator()
    animator.startAnimation()
    animator.stopAnimation(false)
    animator.stopAnimation(false)
    animator.stopAnimation(true)
    #expect(animator.errors.count == 2)
    #expect(animator.errors.allSatisfy { $0.call == .stopAnimation && $0.phase == .stopped })
    #expect(animator.state == .stopped)
  }

  @Test("ST11 finish(at:) from stopped sets values, runs each completion once, returns to inactive")
  func finishFromStopped() {
    for (position, expected) in [(AnimatorPosition.end, 10.0), (.start, 0), (.current, 3)] {
      let (clock, animator) = makeAnimator()
      let value = animator.addAnimations(from: 0, to: 10)!
      let log = CompletionLog()
      log.attach(to: animator, count: 3)
      animator.startAnimation()
      clock.advance(by: 0.3)
      animator.stopAnimation(false)
      animator.finishAnimation(at: position)
      #expect(animator.state == .inactive)
      expectClose(animator.value(of: value), expected, 1e-12)
      #expect(log.positions == [position, position, position])
      #expect(log.order == [0, 1, 2])
      clock.advance(by: 1)
      #expect(log.positions.count == 3)
    }
  }

  @Test("ST12 pause on inactive pauses without running; pause on paused does nothing")
  func pauseInactive() {
    let (clock, animator) = makeAnimator()
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 0)
    clock.advance(by: 1)
    #expect(animator.progress == 0)
    animator.pauseAnimation()
    #expect(animator.errors.isEmpty && animator.phase == .paused)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
  }

  @Test("ST13 a natural end completes once, in order, with .end or .start", arguments: [false, true])
  func naturalEnd(_ reversed: Bool) {
    let (clock, animator) = makeAnimator()
    let log = CompletionLog()
    log.attach(to: animator, count: 3)
    animator.startAnimation()
    clock.advance(by: 0.4)
    animator.isReversed = reversed
    clock.advance(by: 5)
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(log.positions == Array(repeating: reversed ? .start : .end, count: 3))
    #expect(log.order == [0, 1, 2])
    #expect(animator.progress == (reversed ? 0 : 1))
  }

  @Test("ST14 pausesOnCompletion pauses at the end instead of completing; reversible afterwards")
  func pausesOnCompletion() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeIn))
    animator.pausesOnCompletion = true
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 3)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(log.positions.isEmpty)
    animator.isReversed = true
    #expect(animator.fractionComplete == 0)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    clock.advance(by: 0.5)
    expectClose(animator.progress, ModelReference.cubic(0.42, 0, 1, 1, at: 0.5), 1e-6)
    clock.advance(by: 0.6)
    #expect(animator.phase == .paused && animator.progress == 0 && animator.fractionComplete == 1)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(log.positions == [.start])
    #expect(animator.errors.isEmpty)
  }
}

extension StateTests {
  @Test("U3 start(afterDelay:) on a paused animator is a model error (iOS 26.1 asserts)")
  func delayedStartWhilePaused() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.3)
    animator.pauseAnimation()
    animator.startAnimation(afterDelay: 0.2)
    #expect(animator.errors.map(\.reason) == [.illegalInPhase])
    #expect(animator.phase == .paused)
    expectClose(animator.fractionComplete, 0.3, 1e-12)
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

/// A call of the §1.2 matrix.
enum MatrixCall: String, Sendable, CaseIterable {
  case start, startAfterDelay, pause, stopTrue, stopFalse, finish, continueAnimation, addAnimations

  func perform(on animator: AnimatorModel) {
    switch self {
    case .start: animator.startAnimation()
    case .startAfterDelay: animator.startAnimation(afterDelay: 0.1)
    case .pause: animator.pauseAnimation()
    case .stopTrue: animator.stopAnimation(true)
    case .stopFalse: animator.stopAnimation(false)
    case .finish: animator.finishAnimation(at: .end)
    case .continueAnimation: animator.continueAnimation(withTimingParameters: .linear, durationFactor: 0.5)
    case .addAnimations: animator.addAnimations(from: 0, to: 1)
    }
  }
}

/// Brings a fresh animator (with one animated value and one completion) into `phase` at T = 0.3.
func prepareAnimator(
  in phase: AnimatorPhase, timing: TimingParameters = .cubic(.easeInOut)
) -> (ManualClock, AnimatorModel, AnimatedValue, CompletionLog) {
  let (clock, animator) = makeAnimator(duration: 1, timing: timing)
  let value = animator.addAnimations(from: 10, to: 20)!
  let log = CompletionLog()
  log.attach(to: animator)
  if phase != .inactive { animator.startAnimation() }
  clock.advance(by: 0.3)
  switch phase {
  case .paused: animator.pauseAnimation()
  case .stopped: animator.stopAnimation(false)
  case .inactive, .running: break
  }
  return (clock, animator, value, log)
}

/// What an ERR call must leave unchanged.
struct Snapshot: Equatable {
  let phase: AnimatorPhase
  let fraction: Double
  let progress: Double
  let velocity: Double
  let reversed: Bool
  let value: Double
  let scheduledEnd: Double?

  init(_ animator: AnimatorModel, _ value: AnimatedValue) {
    phase = animator.phase
    fraction = Double(animator.fractionComplete)
    progress = animator.progress
    velocity = animator.velocity
    reversed = animator.isReversed
    self.value = animator.value(of: value)
    scheduledEnd = animator.scheduledEnd
  }
}

@Suite("Call × state matrix (ST §1.2)")
struct StateMatrixTests {
  static let errorCells: [(MatrixCall, AnimatorPhase)] = [
    (.start, .stopped), (.startAfterDelay, .paused), (.startAfterDelay, .stopped), (.pause, .stopped),
    (.stopTrue, .stopped), (.stopFalse, .stopped), (.finish, .inactive), (.finish, .running),
    (.finish, .paused), (.continueAnimation, .inactive), (.continueAnimation, .running),
    (.continueAnimation, .stopped), (.addAnimations, .stopped),
  ]

  @Test("ST §1.2 every ERR cell records exactly one error and changes nothing", arguments: errorCells)
  func errorCell(_ call: MatrixCall, _ phase: AnimatorPhase) {
    let (clock, animator, value, log) = prepareAnimator(in: phase)
    let before = Snapshot(animator, value)
    call.perform(on: animator)
    #expect(animator.errors.count == 1)
    #expect(animator.errors.first?.phase == phase)
    #expect(animator.errors.first?.reason == .illegalInPhase)
    #expect(Snapshot(animator, value) == before)
    #expect(log.positions.isEmpty)
    _ = clock
  }

  @Test("ST §1.2 the no-op cells change nothing and record nothing")
  func noOpCells() {
    let cells: [(MatrixCall, AnimatorPhase)] = [
      (.start, .running), (.startAfterDelay, .running), (.pause, .paused), (.stopTrue, .inactive),
      (.stopFalse, .inactive),
    ]
    for (call, phase) in cells {
      let (_, animator, value, _) = prepareAnimator(in: phase)
      let before = Snapshot(animator, value)
      call.perform(on: animator)
      #expect(animator.errors.isEmpty, "\(call) in \(phase)")
      #expect(Snapshot(animator, value) == before, "\(call) in \(phase)")
    }
  }

  @Test("ST §1.2 isReversed and fractionComplete are ignored when stopped; addCompletion works everywhere")
  func stoppedIgnores() {
    let (_, animator, value, log) = prepareAnimator(in: .stopped)
    let before = Snapshot(animator, value)
    animator.isReversed = true
    animator.fractionComplete = 0.9
    #expect(Snapshot(animator, value) == before)
    #expect(animator.errors.isEmpty)
    animator.addCompletion { position in log.positions.append(position) }
    animator.finishAnimation(at: .current)
    #expect(log.positions == [.current, .current])
    for phase in [AnimatorPhase.inactive, .running, .paused] {
      let (clock, other, _, otherLog) = prepareAnimator(in: phase)
      other.addCompletion { otherLog.positions.append($0) }
      other.startAnimation()
      clock.advance(by: 2)
      #expect(otherLog.positions == [.end, .end], "\(phase)")
    }
  }

  @Test("ST15 releasing a paused or stopped animator is recorded on the clock")
  func release() {
    let clock = ManualClock()
    for phase in [AnimatorPhase.paused, .stopped] {
      let animator = AnimatorModel(duration: 1, timing: .linear, clock: clock)
      animator.startAnimation()
      clock.advance(by: 0.1)
      if phase == .paused { animator.pauseAnimation() } else { animator.stopAnimation(false) }
    }
    do {
      let animator = AnimatorModel(duration: 1, timing: .linear, clock: clock)
      animator.pausesOnCompletion = true
      animator.startAnimation()
      clock.advance(by: 2)
      #expect(animator.phase == .paused)
    }
    #expect(clock.releaseErrors.map(\.phase) == [.paused, .stopped, .paused])
    #expect(clock.releaseErrors.allSatisfy { $0.reason == .releasedWhilePausedOrStopped })
    do {
      let finished = AnimatorModel(duration: 1, timing: .linear, clock: clock)
      finished.startAnimation()
      finished.stopAnimation(false)
      finished.finishAnimation(at: .end)
      _ = AnimatorModel(duration: 1, clock: clock)
    }
    #expect(clock.releaseErrors.count == 3)
  }

  @Test("ST15 the clock keeps a running animator alive until it ends")
  func runningRetained() {
    let clock = ManualClock()
    let log = CompletionLog()
    do {
      let animator = AnimatorModel(duration: 1, timing: .linear, clock: clock)
      log.attach(to: animator)
      animator.startAnimation()
    }
    #expect(clock.runningCount == 1)
    clock.advance(by: 1)
    #expect(log.positions == [.end])
    #expect(clock.runningCount == 0)
    #expect(clock.releaseErrors.isEmpty)
  }

  @Test("ST16 start(afterDelay:) is active and running at once; values move after the delay")
  func delayedStart() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    let value = animator.addAnimations(from: 0, to: 100)!
    animator.startAnimation(afterDelay: 0.5)
    #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5)
    clock.advance(by: 0.4)
    #expect(animator.fractionComplete == 0)
    #expect(animator.value(of: value) == 0 && animator.velocity(of: value) == 0)
    clock.advance(by: 0.35)
    expectClose(animator.fractionComplete, 0.25, 1e-12)
    expectClose(animator.value(of: value), 25, 1e-9)
    expectClose(animator.velocity(of: value), 100, 1e-9)
    clock.advance(by: 0.75)
    #expect(animator.state == .inactive)
  }

  @Test("ST16 a negative or non-finite delay is a model error", arguments: [-0.1, Double.nan, .infinity])
  func badDelay(_ delay: Double) {
    let (_, animator) = makeAnimator()
    animator.startAnimation(afterDelay: delay)
    #expect(animator.errors.map(\.reason) == [.invalidArgument])
    #expect(animator.state == .inactive)
  }

  @Test("ST18 after returning to inactive the original duration and timing come back")
  func reuse() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    animator.startAnimation()
    clock.advance(by: 0.5)
    animator.pauseAnimation()
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: .cubic(.easeIn), durationFactor: 2)
    // CO04: D_seg = 2·1/(1 − 0.5) = 4 s from u' = C⁻¹(0.5) = 0.6575 → 2.63 s back to the start.
    clock.advance(by: 2.629)
    #expect(animator.isRunning)
    clock.advance(by: 0.002)
    #expect(animator.state == .inactive && animator.progress == 0)
    animator.isReversed = false
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.25)
    expectClose(animator.progress, 0.25, 1e-12)
    clock.advance(by: 0.75)
    #expect(log.positions == [.end])
    #expect(animator.timingParameters == .linear && animator.duration == 1)
  }

  @Test(
    "ST19 a zero, negative or non-finite duration becomes 0.2 s and is flagged",
    arguments: [0, -1, Double.nan, .infinity])
  func zeroDuration(_ duration: Double) {
    let (clock, animator) = makeAnimator(duration: duration)
    #expect(animator.duration == 0.2)
    #expect(animator.errors.map(\.reason) == [.durationReplaced])
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.2 - 1e-9)
    #expect(log.positions.isEmpty)
    clock.advance(by: 2e-9)
    #expect(log.positions == [.end])
  }

  @Test("ST-A start, pause, stop(false), finish(.start), second finish is an error")
  func exampleA() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    let value = animator.addAnimations(from: 0, to: 1)!
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.4)
    #expect(animator.phase == .running)
    expectClose(animator.fractionComplete, 0.4, 1e-12)
    animator.pauseAnimation()
    #expect(animator.phase == .paused)
    expectClose(animator.fractionComplete, 0.4, 1e-12)
    expectClose(animator.value(of: value), 0.4, 1e-12)
    animator.stopAnimation(false)
    #expect(animator.phase == .stopped)
    expectClose(animator.value(of: value), 0.4, 1e-12)
    animator.finishAnimation(at: .start)
    #expect(animator.phase == .inactive)
    #expect(animator.value(of: value) == 0)
    #expect(log.positions == [.start])
    #expect(animator.errors.isEmpty)
    animator.finishAnimation(at: .end)
    #expect(animator.errors.map(\.phase) == [.inactive])
    #expect(log.positions == [.start])
  }
}

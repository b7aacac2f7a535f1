import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Completion positions (CP)")
struct CompletionTests {
  /// Runs a linear 1 s animator with three completions through `script` and returns the log.
  func positions(_ script: (ManualClock, AnimatorModel) -> Void) -> CompletionLog {
    let (clock, animator) = makeAnimator(duration: 1, timing: .cubic(.easeInOut))
    let log = CompletionLog()
    log.attach(to: animator, count: 3)
    animator.startAnimation()
    clock.advance(by: 0.3)
    script(clock, animator)
    clock.advance(by: 5)
    #expect(log.order == Array(0..<log.order.count))
    return log
  }

  @Test("CP01 ran to the end forward: .end")
  func forward() {
    #expect(positions { _, _ in }.positions == [.end, .end, .end])
  }

  @Test("CP02 reversed and ran back to the start: .start")
  func reversed() {
    #expect(positions { _, animator in animator.isReversed = true }.positions == [.start, .start, .start])
  }

  @Test("CP03 reversed, reversed again, ran to the end: .end")
  func reversedTwice() {
    let log = positions { clock, animator in
      animator.isReversed = true
      clock.advance(by: 0.1)
      animator.isReversed = false
    }
    #expect(log.positions == [.end, .end, .end])
  }

  @Test("CP04 an additive reversal (a new block retargets the value to its origin) completes at .end")
  func additiveReversal() {
    let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
    let forward = animator.addAnimations(from: 0, to: 100)!
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.4)
    let back = animator.addAnimations(from: animator.value(of: forward), to: 0)!
    clock.advance(by: 1)
    #expect(log.positions == [.end])
    #expect(animator.value(of: back) == 0)
  }

  @Test(
    "CP05 stop(false) + finish(at: X) completes with X", arguments: [AnimatorPosition.start, .end, .current])
  func stopAndFinish(_ position: AnimatorPosition) {
    let log = positions { _, animator in
      animator.stopAnimation(false)
      animator.finishAnimation(at: position)
    }
    #expect(log.positions == [position, position, position])
  }

  @Test("CP06 stop(true): no completion, ever")
  func stopWithoutFinishing() {
    let log = positions { clock, animator in
      animator.stopAnimation(true)
      animator.startAnimation()
      clock.advance(by: 2)
    }
    #expect(log.positions.isEmpty)
  }

  @Test("CP07 pausesOnCompletion: no completion until stop + finish")
  func pausedOnCompletion() {
    let (clock, animator) = makeAnimator()
    animator.pausesOnCompletion = true
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 10)
    #expect(log.positions.isEmpty)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    #expect(log.positions == [.end])
  }

  @Test("CP08 a percent-driven cancel (pause, reverse, start) completes at .start")
  func percentDrivenCancel() {
    let log = positions { _, animator in
      animator.pauseAnimation()
      animator.fractionComplete = 0.3
      animator.isReversed = true
      animator.startAnimation()
    }
    #expect(log.positions == [.start, .start, .start])
  }

  @Test("CP-rule each block runs at most once, in insertion order, with the same position; raw values")
  func rule() {
    #expect(AnimatorPosition.end.rawValue == 0)
    #expect(AnimatorPosition.start.rawValue == 1)
    #expect(AnimatorPosition.current.rawValue == 2)
    let (clock, animator) = makeAnimator(duration: 0.2)
    var calls: [String] = []
    for name in ["a", "b", "c", "d"] {
      animator.addCompletion { position in calls.append("\(name)\(position.rawValue)") }
    }
    animator.startAnimation()
    clock.run(for: 1, framesPerSecond: 240)
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(calls == ["a0", "b0", "c0", "d0"])
  }

  @Test("CP-rule a completion added while completions run belongs to the next run")
  func addedDuringCompletion() {
    let (clock, animator) = makeAnimator(duration: 0.2)
    var calls: [String] = []
    animator.addCompletion { _ in
      calls.append("first")
      animator.addCompletion { position in calls.append("later \(position)") }
    }
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(calls == ["first"])
    animator.startAnimation()
    animator.isReversed = true
    clock.advance(by: 1)
    #expect(calls == ["first", "later start"])
  }

  @Test("CP09 finish(.end) sets targets, .start restores, .current keeps the frozen values")
  func finishValues() {
    for (position, expected) in [
      (AnimatorPosition.end, [200.0, -1]), (.start, [100, 1]), (.current, [130, 0.4]),
    ] {
      let (clock, animator) = makeAnimator(duration: 1, timing: .linear)
      let a = animator.addAnimations(from: 100, to: 200)!
      let b = animator.addAnimations(from: 1, to: -1)!
      animator.startAnimation()
      clock.advance(by: 0.3)
      animator.stopAnimation(false)
      animator.finishAnimation(at: position)
      expectClose(animator.value(of: a), expected[0], 1e-9, "\(position)")
      expectClose(animator.value(of: b), expected[1], 1e-9, "\(position)")
      clock.advance(by: 1)
      expectClose(animator.value(of: a), expected[0], 1e-9, "\(position) later")
    }
  }
}

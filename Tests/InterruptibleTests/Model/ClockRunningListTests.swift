import Testing

@testable import InterruptibleCore

@Suite("The clock's running animators: removal from the middle, growth, and the references it holds")
struct ClockRunningListTests {
  private final class Probe {
    weak var animator: AnimatorModel?
  }

  @Test("Pausing one of five running animators leaves the others ending at their own times")
  func removalFromTheMiddle() {
    let clock = ManualClock()
    // Five animators (more than the list's first capacity of four): ends at 0.1, 0.2, … 0.5 s.
    let animators = (1...5).map { AnimatorModel(duration: Double($0) / 10, timing: .linear, clock: clock) }
    var ended: [Int] = []
    for (index, animator) in animators.enumerated() {
      animator.addCompletion { _ in ended.append(index) }
      animator.startAnimation()
    }
    #expect(clock.runningCount == 5)
    animators[1].pauseAnimation()
    animators[0].pauseAnimation()
    #expect(clock.runningCount == 3)
    clock.advance(by: 0.35)
    #expect(ended == [2])
    #expect(clock.runningCount == 2)
    animators[0].startAnimation()  // resumes from its start: ends at 0.45 s
    #expect(clock.runningCount == 3)
    clock.advance(by: 0.2)
    #expect(ended == [2, 3, 0, 4])
    #expect(clock.runningCount == 0)
    #expect(animators[1].phase == .paused)
  }

  @Test("The clock keeps a running animator alive and lets it go when it ends")
  func referenceReleasedAtTheEnd() {
    let clock = ManualClock()
    let probe = Probe()
    do {
      let animator = AnimatorModel(duration: 0.1, timing: .linear, clock: clock)
      animator.startAnimation()
      probe.animator = animator
    }
    #expect(probe.animator != nil)
    clock.advance(by: 0.05)
    #expect(probe.animator != nil)
    clock.advance(by: 0.1)
    #expect(probe.animator == nil)
    #expect(clock.runningCount == 0)
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ManualClock bad input and frame stepping")
struct ManualClockTests {
  @Test(
    "MD07 advance ignores zero, negative and non-finite intervals", arguments: [0, -1, Double.nan, .infinity])
  func badIntervals(_ interval: Double) {
    let (clock, animator) = makeAnimator()
    animator.startAnimation()
    clock.advance(by: 0.25)
    clock.advance(by: interval)
    #expect(clock.now == 0.25)
    expectClose(animator.fractionComplete, 0.25, 0)
  }

  @Test("Frame rates are clamped to 1…1000 fps; non-finite means 60")
  func frameRates() {
    let cases: [(Double, Double)] = [
      (120, 1 / 120), (0, 1), (-5, 1), (5000, 1 / 1000), (.nan, 1 / 60), (.infinity, 1 / 60),
    ]
    for (rate, step) in cases {
      let clock = ManualClock()
      clock.tick(framesPerSecond: rate)
      expectClose(clock.now, step, 1e-15, "fps \(rate)")
    }
  }

  @Test("run(for:) steps whole frames, a shorter last frame, and ignores bad durations")
  func runFor() {
    let clock = ManualClock(start: 2)
    var stamps: [Double] = []
    clock.run(for: 0.025, framesPerSecond: 100) { stamps.append($0) }
    #expect(stamps.count == 3)
    expectClose(stamps.last ?? 0, 2.025, 1e-12)
    for bad in [0, -1, Double.nan, .infinity] {
      clock.run(for: bad) { _ in stamps.append(-1) }
    }
    #expect(stamps.count == 3)
    #expect(ManualClock(start: .nan).now == 0)
  }
}

@Suite("A loop started from completions advances at most one transition per millisecond")
struct CompletionLoopTests {
  @Test(
    "A present/dismiss loop of springs that settle at once: 1 000 transitions per clock second, not 1 000 000"
  )
  func loop() {
    let clock = ManualClock()
    let stiff = TransitionTiming(
      duration: 0.3, parameters: .spring(SpringTimingParameters(mass: 1, stiffness: 1e12, damping: 2e6)))
    let coordinator = TransitionCoordinator(
      configuration: TransitionConfiguration(present: stiff), clock: clock)
    var ended = 0
    coordinator.onEvent = { event in
      guard case .completeTransition = event else { return }
      ended += 1
      if coordinator.isPresented { coordinator.dismiss() } else { coordinator.present() }
    }
    coordinator.present()
    clock.advance(by: 0.1)
    #expect((99...100).contains(ended), "\(ended) transitions")  // 1 ms each; float sums decide the last
  }

  @Test("An explicit 10 µs duration is kept but runs for 1 ms")
  func shortDuration() {
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 1e-5, timing: .linear, clock: clock)
    #expect(animator.duration == 1e-5 && animator.errors.isEmpty)
    animator.startAnimation()
    #expect(animator.scheduledEnd == AnimatorModel.minimumRunDuration)
  }
}

@Suite("ManualClock: ends moved by completions inside one step")
struct ClockReplanTests {
  @Test("A completion that reverses a running animator toward an earlier end is delivered at that end")
  func reversedByCompletion() {
    let clock = ManualClock()
    var log: [String] = []
    let first = AnimatorModel(duration: 0.1, timing: .linear, clock: clock)
    let long = AnimatorModel(duration: 1, timing: .linear, clock: clock)
    first.addCompletion { _ in
      log.append("first \(clock.now)")
      long.isReversed = true  // at 0.1 s of 1 s: back to the start over 0.1 s, ending at 0.2 s
    }
    long.addCompletion { position in log.append("long \(position) \(clock.now)") }
    first.startAnimation()
    long.startAnimation()
    clock.advance(by: 2)
    #expect(log == ["first 0.1", "long start 0.2"])
  }

  @Test("A completion that restarts its own animator gets the new end inside the same step")
  func restartedByOwnCompletion() {
    let clock = ManualClock()
    var ends: [Double] = []
    let animator = AnimatorModel(duration: 0.25, timing: .linear, clock: clock)
    animator.addCompletion { _ in ends.append(clock.now) }
    animator.addCompletion { _ in
      guard ends.count < 3 else { return }
      animator.addCompletion { _ in ends.append(clock.now) }
      animator.startAnimation()
    }
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(ends == [0.25, 0.5])
  }
}

extension ManualClockTests {
  @Test("ManualClock: 10 000 animators ending in one step end once each, in time order")
  func manyEnds() {
    let clock = ManualClock()
    var order: [Int] = []
    var animators: [AnimatorModel] = []
    for index in 0..<10_000 {
      // Durations 1.0000 … 1.0009999 s, given in a shuffled order.
      let slot = (index * 7_919) % 10_000
      let animator = AnimatorModel(duration: 1 + Double(slot) * 1e-7, timing: .linear, clock: clock)
      animator.addCompletion { _ in order.append(slot) }
      animator.startAnimation()
      animators.append(animator)
    }
    clock.advance(by: 2)
    #expect(order == Array(0..<10_000))
    #expect(clock.runningCount == 0)
  }

  @Test("ManualClock: a completion that stops a later animator or starts an earlier one is followed exactly")
  func endsChangedByCompletions() {
    let clock = ManualClock()
    var log: [String] = []
    let first = AnimatorModel(duration: 0.1, timing: .linear, clock: clock)
    let stopped = AnimatorModel(duration: 0.3, timing: .linear, clock: clock)
    let last = AnimatorModel(duration: 0.5, timing: .linear, clock: clock)
    let started = AnimatorModel(duration: 0.1, timing: .linear, clock: clock)
    first.addCompletion { _ in
      log.append("first \(clock.now)")
      stopped.stopAnimation(true)
      started.startAnimation()
    }
    stopped.addCompletion { _ in log.append("stopped") }
    last.addCompletion { _ in log.append("last \(clock.now)") }
    started.addCompletion { _ in log.append("started \(clock.now)") }
    for animator in [first, stopped, last] { animator.startAnimation() }
    clock.advance(by: 1)
    #expect(log == ["first 0.1", "started 0.2", "last 0.5"])
  }
}

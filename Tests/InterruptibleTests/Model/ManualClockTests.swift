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

import Foundation
import Testing

@testable import InterruptibleCore

/// Random call sequences on spring (and cubic) animators with values added at random moments:
/// every value stays bounded (no amplified overshoot), pause / reversal / continue never make a
/// value jump while the animator is between its ends, and a natural end leaves every value of the
/// run at `to` or `from` (by its direction and the position).
@Suite("Animated values under random call sequences")
struct SpringBlockFuzzTests {
  static let timings: [TimingParameters] = [
    .spring(.init(dampingRatio: 0.3)), .spring(.init(dampingRatio: 0.7, initialVelocity: 2)),
    .spring(.init(dampingRatio: 1)), .spring(.init(mass: 1, stiffness: 300, damping: 12)),
    .spring(.init(duration: 0.4, bounce: 0.4)), .cubic(.easeInOut),
  ]

  @Test("AA values stay bounded and continuous; natural ends land exactly", arguments: 0..<100)
  func fuzz(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 17)
    let clock = ManualClock()
    let timing = Self.timings.randomElement(using: &random)!
    let animator = AnimatorModel(
      duration: Double.random(in: 0.2...1, using: &random), timing: timing, clock: clock)
    // The values of the current run and the direction each was added in; checked inside every
    // completion (MD07: values are already at their end), then the run's values are done.
    var values: [(value: AnimatedValue, reversed: Bool)] = []
    func expectEnd(_ position: AnimatorPosition) {
      for (value, reversed) in values {
        let atTarget = (position == .end) != reversed
        expectClose(animator.value(of: value), atTarget ? 100 : 0, 1e-9, "seed \(seed) \(position)")
      }
      values.removeAll()
      animator.addCompletion(expectEnd)
    }
    animator.addCompletion(expectEnd)
    for _ in 0..<60 {
      let shown = values.map { animator.value(of: $0.value) }
      // A value can only be held part-way while the animator is strictly between its ends (at an
      // end, or overshooting, a pause snaps the animator itself to that end).
      let inside = { animator.progress > 0 && animator.progress < 1 }
      let wasInside = inside()
      var mustBeContinuous = false
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        if let value = animator.addAnimations(
          from: 0, to: 100, delayFactor: Double.random(in: 0...1, using: &random))
        {
          values.append((value, animator.isReversed))
        }
      case 2:
        mustBeContinuous = animator.phase == .running
        animator.pauseAnimation()
      case 3:
        mustBeContinuous = animator.phase != .stopped
        animator.isReversed.toggle()
      case 4:
        mustBeContinuous = animator.phase == .paused
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      case 5: animator.fractionComplete = CGFloat(Double.random(in: 0...1, using: &random))
      case 6: animator.startAnimation()
      default: clock.advance(by: Double.random(in: 0...0.3, using: &random))
      }
      for (index, (value, _)) in values.enumerated() {
        let now = animator.value(of: value)
        #expect(now.isFinite && now >= -200 && now <= 300, "seed \(seed): value \(now)")
        #expect(animator.velocity(of: value).isFinite, "seed \(seed)")
        if mustBeContinuous && wasInside && inside() && index < shown.count {
          expectClose(now, shown[index], 1e-6, "seed \(seed): jump")
        }
      }
    }
    if animator.phase == .paused { animator.startAnimation() }
    if animator.phase == .inactive && !values.isEmpty { animator.startAnimation() }
    clock.advance(by: 30)
    #expect(animator.state == .inactive && values.isEmpty, "seed \(seed)")
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Spring worked examples, fitting and settling (SP)")
struct SpringExampleTests {
  /// Checks a motion against spec values and the independent closed form.
  func check(
    _ motion: SpringMotion, _ spring: SpringParameters, v0: Double, _ expected: [(Double, Double)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (time, value) in expected {
      expectClose(motion.progress(at: time), value, 1e-6, "t=\(time)", sourceLocation: sourceLocation)
      let reference = ModelReference.springProgress(
        m: spring.mass, k: spring.stiffness, c: spring.damping, v0: v0, at: time)
      expectClose(motion.progress(at: time), reference, 1e-9, "ref t=\(time)", sourceLocation: sourceLocation)
    }
  }

  @Test("SP-A duration 0.5 bounce 0.3: values, velocities, peak and settling")
  func exampleA() {
    let spring = SpringParameters(duration: 0.5, bounce: 0.3)
    let motion = spring.motion()
    check(motion, spring, v0: 0, [(0.05, 0.145715), (0.1, 0.423302), (0.25, 0.984087), (0.5, 1.014498)])
    expectClose(motion.velocity(at: 0.1), 5.707558, 1e-6)
    expectClose(motion.velocity(at: 0.5), -0.210951, 1e-6)
    expectClose(motion.progress(at: 0.350070), 1.045988, 1e-6)
    expectClose(motion.velocity(at: 0.350070), 0, 1e-4)
    expectClose(motion.settlingDuration(), 0.8187, 1e-4)
    check(spring.motion(initialVelocity: 3), spring, v0: 3, [(0.05, 0.239128), (0.1, 0.531733)])
  }

  @Test("SP-A bounce 0 and bounce −0.5")
  func exampleABounce() {
    let critical = SpringParameters(duration: 0.5, bounce: 0)
    check(critical.motion(), critical, v0: 0, [(0.1, 0.357740)])
    expectClose(critical.settlingDuration(), 0.7348, 1e-4)
    let over = SpringParameters(duration: 0.5, bounce: -0.5)
    check(over.motion(), over, v0: 0, [(0.1, 0.231362), (0.5, 0.799926)])
    expectClose(over.settlingDuration(), 2.0736, 1e-4)
  }

  @Test("SP-B mass 1 springs: ζ 0.5, ζ 1.5, ζ 1 with velocity")
  func exampleB() {
    let under = SpringParameters(mass: 1, stiffness: 100, damping: 10)
    check(under.motion(), under, v0: 0, [(0.1, 0.340300), (0.3, 1.124355)])
    expectClose(under.settlingDuration(), 1.2702, 1e-4)
    let over = SpringParameters(mass: 1, stiffness: 100, damping: 30)
    check(over.motion(), over, v0: 0, [(0.1, 0.213354)])
    expectClose(over.motion().velocity(at: 0.1), 2.726089, 1e-6)
    expectClose(over.settlingDuration(), 1.8498, 1e-4)
    let critical = SpringParameters(mass: 1, stiffness: 100, damping: 20)
    check(critical.motion(initialVelocity: 2), critical, v0: 2, [(0.1, 0.337817), (0.3, 0.830724)])
    expectClose(critical.motion(initialVelocity: 2).velocity(at: 0.1), 3.678794, 1e-6)
  }

  /// Independent SP07 root: the largest root of the spec's residual, bracketed by a downward scan
  /// from s = 10 000 and refined by bisection (not Newton).
  static func fittedFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
    let epsilon = 0.001
    let residual: (Double) -> Double
    if ratio == 1 {
      residual = { s in (1 + (s - velocity) * duration) * exp(-s * duration) - epsilon }
    } else {
      let root = (1 - ratio * ratio).squareRoot()
      residual = { s in abs((ratio * s - velocity) / (root * s)) * exp(-ratio * s * duration) - epsilon }
    }
    var high = 10_000.0
    while residual(high * 0.99) < 0 { high *= 0.99 }
    return ModelReference.root(high * 0.99, high, residual)
  }

  @Test("SP07 SP-C fitting a damping ratio to a duration")
  func exampleC() {
    let cases: [(ratio: Double, duration: Double, omega: Double, k: Double, c: Double?)] = [
      (1, 0.5, 18.4668, 341.024, 36.934), (0.7, 0.5, 19.6793, 387.275, 27.551),
      (4.56, 0.5, 18.4668, 341.024, 36.934), (0.5, 1.0, 12.7169, 161.720, nil),
    ]
    for item in cases {
      let fitted = SpringParameters.fitted(dampingRatio: item.ratio, duration: item.duration)
      let relative = { (actual: Double, expected: Double) in abs(actual / expected - 1) <= 1e-3 }
      #expect(relative(fitted.naturalFrequency, item.omega), "ω0 \(fitted.naturalFrequency)")
      #expect(relative(fitted.stiffness, item.k), "k \(fitted.stiffness)")
      if let c = item.c { #expect(relative(fitted.damping, c), "c \(fitted.damping)") }
      let exact = Self.fittedFrequency(ratio: min(item.ratio, 1), duration: item.duration, velocity: 0)
      expectClose(fitted.naturalFrequency, exact, 1e-6 * exact, "independent root")
      expectClose(fitted.mass, 1, 0)
    }
  }

  @Test("SP07 fitting with initial velocity and the clamps of ζ and R")
  func fittingClamps() {
    let withVelocity = SpringParameters.fitted(dampingRatio: 1, duration: 0.375, initialVelocity: 1200 / 450)
    expectClose(withVelocity.naturalFrequency, 24.3147, 1e-4)
    expectClose(withVelocity.stiffness, 591.204, 1e-3)
    expectClose(withVelocity.damping, 48.629, 1e-3)
    let exact = Self.fittedFrequency(ratio: 1, duration: 0.375, velocity: 1200 / 450)
    expectClose(withVelocity.naturalFrequency, exact, 1e-6 * exact)
    let underVelocity = SpringParameters.fitted(dampingRatio: 0.6, duration: 0.4, initialVelocity: 2)
    let exactUnder = Self.fittedFrequency(ratio: 0.6, duration: 0.4, velocity: 2)
    expectClose(underVelocity.naturalFrequency, exactUnder, 1e-6 * exactUnder)
    // R is clamped to [0.01, 10]; ζ to [1.19e-7, 1].
    let short = SpringParameters.fitted(dampingRatio: 1, duration: 0.001)
    expectClose(short.stiffness, SpringParameters.fitted(dampingRatio: 1, duration: 0.01).stiffness, 1e-9)
    let long = SpringParameters.fitted(dampingRatio: 1, duration: 50)
    expectClose(long.stiffness, SpringParameters.fitted(dampingRatio: 1, duration: 10).stiffness, 1e-12)
    let loose = SpringParameters.fitted(dampingRatio: 0, duration: 0.5)
    expectClose(loose.dampingRatio, 1.19e-7, 1e-12)
  }

  @Test("SP07 a critically damped fit lands exactly on |x(R)| = ε for any hand-off velocity")
  func criticalFitProperty() {
    for v in [-5.0, 0, 1200.0 / 450, 10, 30, 100] {
      for duration in [0.1, 0.375, 1] {
        let fitted = SpringParameters.fitted(dampingRatio: 1, duration: duration, initialVelocity: v)
        let x =
          1 - ModelReference.springProgress(m: 1, k: fitted.stiffness, c: fitted.damping, v0: v, at: duration)
        expectClose(abs(x), 0.001, 1e-9, "v \(v) R \(duration)")
        expectClose(fitted.settlingDuration(initialVelocity: v), duration, 1e-6, "v \(v) R \(duration)")
      }
    }
  }

  @Test("SP08 settling = last time |x| ≥ 0.001, against an independent scan", arguments: SpringCase.all)
  func settling(_ item: SpringCase) {
    let spring = item.parameters
    let expected = ModelReference.settlingTime(horizon: 10) { t in
      ModelReference.springProgress(
        m: spring.mass, k: spring.stiffness, c: spring.damping, v0: item.velocity, at: t)
    }
    expectClose(spring.settlingDuration(initialVelocity: item.velocity), expected, 1e-6)
  }

  @Test("SP09 initialVelocity is the velocity normalised by the remaining distance")
  func normalisedVelocity() {
    // Reversed hand-off (VP-A's second case): 150 pt of 600, finger moving −300 pt/s toward 0.
    let (clock, animator) = makeAnimator(duration: 0.5, timing: .linear)
    let value = animator.addAnimations(from: 0, to: 600)!
    animator.startAnimation()
    clock.advance(by: 0.125)
    animator.pauseAnimation()
    animator.isReversed = true
    let dx = -300 / (0 - 150.0)
    expectClose(dx, 2, 0)
    animator.continueAnimation(
      withTimingParameters: .spring(.init(dampingRatio: 1, initialVelocity: dx)), durationFactor: 0)
    expectClose(animator.value(of: value), 150, 1e-9)
    expectClose(animator.velocity(of: value), -300, 1e-9)
  }

  @Test("SP10 interrupting a spring: stop, then a new critically damped spring from the presentation value")
  func interruptSpring() {
    let (clock, animator) = makeAnimator(duration: 0.5, timing: .spring(.init(dampingRatio: 0.5)))
    let value = animator.addAnimations(from: 0, to: 100)!
    animator.startAnimation()
    clock.advance(by: 0.12)
    let presented = animator.value(of: value)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)
    expectClose(animator.value(of: value), presented, 1e-12)
    let (clock2, next) = (
      clock, AnimatorModel(duration: 0.4, timing: .spring(.init(dampingRatio: 1)), clock: clock)
    )
    let again = next.addAnimations(from: presented, to: 0)!
    next.startAnimation()
    expectClose(next.value(of: again), presented, 1e-12)
    expectClose(next.velocity(of: again), 0, 1e-12)
    clock2.advance(by: 0.4)
    #expect(next.value(of: again) == 0)
  }

  @Test("SP bad spring input gets defined replacements")
  func badInput() {
    let bad = SpringParameters(mass: .nan, stiffness: -5, damping: -1)
    #expect(bad.mass == 1 && bad.stiffness == 100)
    expectClose(bad.dampingRatio, SpringParameters.minimumDampingRatio, 1e-15)
    let infinite = SpringParameters(mass: 0, stiffness: .infinity, damping: .nan)
    #expect(infinite.mass == 1 && infinite.stiffness == 100)
    let durationless = SpringParameters(duration: -1, bounce: .nan)
    expectClose(durationless.perceptualDuration, 0.5, 1e-12)
    expectClose(durationless.dampingRatio, 1, 1e-12)
    expectClose(SpringParameters(duration: 0.5, bounce: -3).dampingRatio, 1 / (1 - 0.999), 1e-9)
    #expect(SpringTimingParameters(dampingRatio: .nan, initialVelocity: .infinity).initialVelocity == 0)
    #expect(SpringTimingParameters(dampingRatio: .nan).description == .dampingRatio(1))
    #expect(SpringParameters.fitted(dampingRatio: 1, duration: .nan).stiffness.isFinite)
    let motion = SpringParameters(mass: 1, stiffness: 100, damping: 10).motion(initialVelocity: .nan)
    #expect(motion.initialVelocity == 0)
    let settling = SpringParameters(mass: 1, stiffness: 100, damping: 10).settlingDuration(epsilon: -1)
    expectClose(settling, 1.2702, 1e-4)
  }
}

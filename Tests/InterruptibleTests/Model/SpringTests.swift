import Foundation
import Testing

@testable import InterruptibleCore

/// A spring configuration for parameterised tests.
struct SpringCase: Sendable, CustomTestStringConvertible {
  let mass: Double
  let stiffness: Double
  let damping: Double
  let velocity: Double

  var parameters: SpringParameters { SpringParameters(mass: mass, stiffness: stiffness, damping: damping) }
  var testDescription: String { "m \(mass) k \(stiffness) c \(damping) v0 \(velocity)" }

  static let all = [
    SpringCase(mass: 1, stiffness: 100, damping: 10, velocity: 0),
    SpringCase(mass: 1, stiffness: 100, damping: 10, velocity: 3),
    SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 0),
    SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 2),
    SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 25),
    SpringCase(mass: 1, stiffness: 100, damping: 30, velocity: 0),
    SpringCase(mass: 1, stiffness: 100, damping: 30, velocity: -2),
    SpringCase(mass: 2, stiffness: 300, damping: 5, velocity: 1.5),
    SpringCase(mass: 1, stiffness: 100, damping: 20.000_000_2, velocity: 1),
    SpringCase(mass: 1, stiffness: 100, damping: 19.999_999_8, velocity: 1),
  ]
}

@Suite("Springs (SP)")
struct SpringTests {
  static let times = [0, 0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2]

  @Test("SP01 closed forms match an independent RK4 integration", arguments: SpringCase.all)
  func closedFormsMatchIntegration(_ item: SpringCase) {
    let motion = item.parameters.motion(initialVelocity: item.velocity)
    let integrated = ModelReference.springRK4(
      mass: item.mass, stiffness: item.stiffness, damping: item.damping, initialVelocity: item.velocity,
      times: Self.times)
    for (time, expected) in zip(Self.times, integrated) {
      let sample = motion.sample(at: time)
      expectClose(sample.progress, expected.progress, 1e-6, "p t=\(time)")
      expectClose(sample.velocity, expected.velocity, 1e-6, "v t=\(time)")
      let h = 1e-5
      // Central differences, one-sided (second order) at t = 0: before the start the motion reads
      // its start (BadInput.md).
      let difference =
        time == 0
        ? (-3 * motion.progress(at: 0) + 4 * motion.progress(at: h) - motion.progress(at: 2 * h)) / (2 * h)
        : (motion.progress(at: time + h) - motion.progress(at: time - h)) / (2 * h)
      expectClose(motion.velocity(at: time), difference, 1e-5, "dp/dt t=\(time)")
    }
  }

  @Test("SP01 each damping regime uses its own closed form")
  func regimes() {
    #expect(SpringParameters(mass: 1, stiffness: 100, damping: 10).motion().regime == .underdamped)
    #expect(SpringParameters(mass: 1, stiffness: 100, damping: 20).motion().regime == .criticallyDamped)
    #expect(SpringParameters(mass: 1, stiffness: 100, damping: 30).motion().regime == .overdamped)
    // The over-damped form differs from treating ζ > 1 as critical (WebKit's shortcut).
    let over = SpringParameters(mass: 1, stiffness: 100, damping: 30).motion()
    expectClose(over.progress(at: 0.1), ModelReference.springProgress(m: 1, k: 100, c: 30, v0: 0, at: 0.1))
    #expect(
      abs(over.progress(at: 0.1) - ModelReference.springProgress(m: 1, k: 100, c: 20, v0: 0, at: 0.1)) > 0.01)
  }

  @Test("SP02 mass/stiffness/damping springs ignore the animator duration and run their settling time")
  func implicitDuration() {
    let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.hasImplicitDuration)
    let (clock, animator) = makeAnimator(duration: 5, timing: .spring(spring))
    expectClose(animator.unitDuration, 1.2702, 1e-4)
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.3)
    expectClose(animator.progress, 1.124355, 1e-6)
    clock.advance(by: 1.2702 - 0.3 - 2e-4)
    #expect(log.positions.isEmpty)
    clock.advance(by: 4e-4)
    #expect(log.positions == [.end])
  }

  @Test("SP03 a damping-ratio animator is fitted to D and completes at D")
  func dampingRatioAnimator() {
    let (clock, animator) = makeAnimator(duration: 0.5, timing: .spring(.init(dampingRatio: 0.7)))
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    // Independent fit for v = 0: ζ/√(1−ζ²)·e^(−ζ·s·R) = ε has the closed-form root below.
    let omega = -Foundation.log(0.001 * (1 - 0.49).squareRoot() / 0.7) / (0.7 * 0.5)
    expectClose(omega, 19.6793, 1e-4)
    let k = omega * omega
    let c = 2 * 0.7 * omega
    for step in 1...4 {
      clock.advance(by: 0.1)
      let expected = ModelReference.springProgress(m: 1, k: k, c: c, v0: 0, at: 0.1 * Double(step))
      expectClose(animator.progress, expected, 1e-6, "step \(step)")
    }
    clock.advance(by: 0.1 - 1e-9)
    #expect(log.positions.isEmpty)
    clock.advance(by: 2e-9)
    #expect(log.positions == [.end])
    #expect(animator.progress == 1)
  }

  @Test("SP04 UISpringTimingParameters() is ratio 4.56, fitted as critically damped")
  func defaultSpring() {
    let spring = SpringTimingParameters()
    #expect(spring.description == .dampingRatio(4.56))
    #expect(spring.initialVelocity == 0)
    let fitted = spring.resolved(duration: 0.5)
    let critical = SpringTimingParameters(dampingRatio: 1).resolved(duration: 0.5)
    expectClose(fitted.dampingRatio, 1, 1e-12)
    expectClose(fitted.stiffness, critical.stiffness, 1e-9)
  }

  @Test("SP05 duration/bounce converts to m 1, k (2π/d)², c 4πζ/d")
  func durationBounce() {
    for (bounce, zeta) in [(0.3, 0.7), (0.0, 1.0), (-0.5, 2.0), (1.0, 0.0)] {
      let spring = SpringParameters(duration: 0.5, bounce: bounce)
      expectClose(spring.mass, 1, 0)
      expectClose(spring.stiffness, pow(2 * Double.pi / 0.5, 2), 1e-9)
      expectClose(spring.damping, max(4 * Double.pi * zeta / 0.5, 2 * 1.19e-7 * 4 * Double.pi), 1e-9)
    }
    let sp = SpringParameters(duration: 0.5, bounce: 0.3)
    expectClose(sp.stiffness, 157.9137, 1e-4)
    expectClose(sp.damping, 17.5929, 1e-4)
    expectClose(sp.dampingRatio, 0.7, 1e-12)
    expectClose(sp.naturalFrequency, 12.5664, 1e-4)
    expectClose(SpringParameters(duration: 0.5, bounce: 0).damping, 25.1327, 1e-4)
    expectClose(SpringParameters(duration: 0.5, bounce: -0.5).damping, 50.2655, 1e-4)
    #expect(SpringTimingParameters(duration: 0.5, bounce: 0.3).hasImplicitDuration)
  }

  @Test("SP05 an implicit duration/bounce animator runs for the spring's settling time")
  func durationBounceAnimator() {
    let (clock, animator) = makeAnimator(duration: 3, timing: .spring(.init(duration: 0.5, bounce: 0.3)))
    let log = CompletionLog()
    log.attach(to: animator)
    animator.startAnimation()
    clock.advance(by: 0.8187 - 1e-4)
    #expect(log.positions.isEmpty)
    clock.advance(by: 2e-4)
    #expect(log.positions == [.end])
  }

  @Test("SP06 inverse: duration 2π/√(k/m), bounce 1 − ζ")
  func inverse() {
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10)
    expectClose(spring.perceptualDuration, 2 * Double.pi / 10, 1e-12)
    expectClose(spring.perceptualDuration, 0.628, 5e-4)
    expectClose(spring.bounce, 0.5, 1e-12)
    let roundTrip = SpringParameters(duration: 0.7, bounce: 0.2)
    expectClose(roundTrip.perceptualDuration, 0.7, 1e-12)
    expectClose(roundTrip.bounce, 0.2, 1e-12)
    // Over-damped: SwiftUI's inverse of ζ = 1/(1 + bounce) is bounce = 1/ζ − 1, which stays in the
    // documented range [−1, 1] (1 − ζ would give −1 here and −2 for ζ = 3).
    let over = SpringParameters(duration: 0.5, bounce: -0.5)
    expectClose(over.dampingRatio, 2, 1e-12)
    expectClose(over.bounce, -0.5, 1e-12)
    expectClose(SpringParameters(mass: 1, stiffness: 100, damping: 60).bounce, 1.0 / 3 - 1, 1e-12)
  }
}

extension SpringTests {
  @Test("settlingDuration of a very stiff, barely damped spring returns")
  func stiffSpringSettlingTerminates() {
    // Stiffness 1e300 (now clamped to 1e12) made the walk back from the envelope bound use a step
    // smaller than the time's ulp: an endless loop.
    let spring = SpringParameters(mass: 1, stiffness: 1e300, damping: 10)
    #expect(spring.stiffness == 1e12)
    let settling = spring.settlingDuration()
    #expect(settling.isFinite && settling > 0 && settling < 10, "\(settling)")
    let tiny = SpringParameters(mass: 1e-12, stiffness: 1e12, damping: 0)
    #expect(tiny.settlingDuration().isFinite)
  }

  @Test("A hugely overdamped spring moves at its slow rate k/c instead of standing still")
  func overdampedSlowRootSurvivesCancellation() {
    // ζ = 5e5: −ω(ζ − √(ζ² − 1)) rounded to 0, so the spring never moved and ran for 4 096 s.
    let spring = SpringParameters(mass: 1e-12, stiffness: 100, damping: 10)
    #expect(spring.dampingRatio > 1e5)
    let motion = spring.motion()
    #expect(abs(motion.progress(at: 0.1) - (1 - exp(-1.0))) < 1e-6)
    #expect(abs(spring.settlingDuration() - log(1000) / 10) < 1e-3)
  }

  @Test("Damping 1e300 gives a finite, creeping motion (was NaN)")
  func hugeDampingStaysFinite() {
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 1e300)
    #expect(spring.damping == 1e12)
    let motion = spring.motion(initialVelocity: 3)
    for time in [0, 1e-9, 0.5, 100] {
      let sample = motion.sample(at: time)
      #expect(sample.progress.isFinite && sample.velocity.isFinite, "t \(time): \(sample)")
    }
    #expect(abs(motion.progress(at: 1) - 1e-10) < 1e-11)
  }
}

extension SpringTests {
  @Test("SpringMotion: a negative time reads the start; velocity 1e308 clamps to 1000 (and 998·ω0)")
  func springs() {
    let motion = SpringParameters(mass: 1, stiffness: 100, damping: 1).motion()
    #expect(motion.sample(at: -1e300) == motion.sample(at: 0))
    #expect(SpringTimingParameters(dampingRatio: 0.5, initialVelocity: 1e308).initialVelocity == 1000)
    let soft = SpringParameters(mass: 1, stiffness: 1e-6, damping: 0).motion(initialVelocity: 1e308)
    #expect(abs(soft.initialVelocity - 998e-3) < 1e-12)
    #expect((0...200).allSatisfy { abs(soft.progress(at: Double($0) * 50)) <= 1000 })
  }

  @Test("Settling durations are at most 3 600 s (a nearly undamped spring would take 4 096 s)")
  func settling() {
    let ringing = SpringParameters(mass: 1, stiffness: 1, damping: 0)
    let settling = ringing.settlingDuration()
    #expect(settling <= 3600 && settling > 3000)
  }
}

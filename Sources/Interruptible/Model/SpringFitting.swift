import Foundation

extension SpringParameters {
  /// The spring UIKit derives for a damping ratio that must settle in `duration` (SP07).
  ///
  /// `dampingRatio` is clamped to `[1.19e-7, 1]` (so `UISpringTimingParameters()`'s 4.56 behaves as
  /// critically damped, SP04) and `duration` to `[0.01, 10]`; then the natural frequency `s` solves,
  /// by Newton steps (analytic slope, at most 12) from `s = 5/duration`, the condition that the
  /// displacement envelope is `ε = 0.001` at `duration`. Mass is 1. A NaN ratio counts as 1, a NaN
  /// duration as 0.5 s, a non-finite velocity as 0; velocities are clamped to
  /// ``SpringTimingParameters/initialVelocityRange``.
  ///
  /// ```swift
  /// let spring = SpringParameters.fitted(dampingRatio: 1, duration: 0.5)
  /// spring.naturalFrequency  // 18.4668
  /// ```
  public static func fitted(
    dampingRatio: Double, duration: Double, initialVelocity: Double = 0
  ) -> SpringParameters {
    let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, minimumDampingRatio), 1)
    let time = duration.isNaN ? 0.5 : min(max(duration, 0.01), 10)
    let velocity = SpringTimingParameters.usableVelocity(initialVelocity)
    let omega = fittedFrequency(ratio: ratio, duration: time, velocity: velocity)
    return SpringParameters(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
  }

  static func fittedFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
    if ratio == 1 {
      if let s = tabulatedCriticalFrequency(duration: duration, velocity: velocity) { return s }
      if let s = criticalFrequency(duration: duration, velocity: velocity) { return s }
    }
    return newtonFrequency(ratio: ratio, duration: duration, velocity: velocity)
  }

  /// SP07's Newton steps from ``firstGuess(ratio:root:duration:velocity:)``.
  static func newtonFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
    let root = (1 - ratio * ratio).squareRoot()
    var s = firstGuess(ratio: ratio, root: root, duration: duration, velocity: velocity)
    for _ in 0..<12 {
      let residual = fittingResidual(s, ratio: ratio, root: root, duration: duration, velocity: velocity)
      guard residual.slope.isFinite, residual.slope != 0 else { break }
      let next = s - residual.value / residual.slope
      guard next.isFinite, next > 0 else { break }
      let converged = abs(next - s) <= 1e-14 * s
      s = next
      if converged { break }
    }
    return s
  }

  /// The critically damped fit without stepping through the exponential, where that provably
  /// gives the root SP07's Newton steps reach; nil elsewhere.
  ///
  /// In `x = sR` and `w = vR` the condition is `(1 + x − w)·e^(−x) = ±ε`, `+` for `x ≥ w`. On each
  /// side it has one root at most. From SP07's start `x = 5`, when `x − w ≥ 1` the condition is
  /// convex and positive there, and when `w − x ≥ 1` it is concave and increasing (below its root
  /// when `w − 6 > ε·e⁵`): either way Newton's steps climb monotonically to that side's root, about
  /// one unit of `x` per step. The same root solves a logarithmic form that is nearly straight, on
  /// which Halley's steps converge in two or three. Starts within one unit of the side change, and
  /// roots more than 6 units away (SP07's steps stop after 12), are left to the original steps.
  static func criticalFrequency(duration: Double, velocity: Double) -> Double? {
    let w = velocity * duration
    let start = 5 - w
    let x: Double
    if start >= 1 {
      // ln(1 + y) − y = ln ε + w, y = x − w: concave, decreasing for y > 0, one root. The steps
      // start near it (two instead of three or four), at y = K + ln(1 + K + ln(1 + K)), K the
      // right side's magnitude (≥ 2.9 here), with a rough logarithm.
      let target = log(0.001) + w
      let k = -target
      let guess = k + roughLog(1 + k + roughLog(1 + k))
      guard let y = halleyRoot(from: guess, target: target, sign: -1) else { return nil }
      x = y + w
    } else if start <= -1 {
      // The other side, x < w − 1: (w − 1 − x)·e^(−x) = ε, i.e. ln u + u = ln ε + w − 1 with
      // u = w − 1 − x. From x = 5 the condition is concave and increasing, and SP07's steps climb
      // monotonically to its one root there, when the start is below it (u > ε·e⁵).
      let u0 = -start - 1
      let target = log(0.001) + w - 1
      // Its one root starts the steps when the right side exceeds 1: u = T − ln(T − ln T), with
      // a rough logarithm (two steps instead of three); below, SP07's start itself.
      let first = target > 1 ? target - roughLog(target - roughLog(target)) : u0
      guard u0 > 0.001 * exp(5.0),
        let u = halleyRoot(from: first, target: target, sign: 1), u < u0
      else { return nil }
      x = w - 1 - u
    } else {
      return nil
    }
    // A root more than 6 units from the start is left to SP07's steps, which stop after 12.
    guard x - 5 <= 6 else { return nil }
    let s = x / duration
    return s.isFinite && s > 0 ? s : nil
  }

  /// `ln x` within 0.06 for a positive, normal `x`, from its bits alone (the exponent plus the
  /// mantissa's fraction, times ln 2): a starting point, not a value.
  @inline(__always)
  private static func roughLog(_ x: Double) -> Double {
    (Double(x.bitPattern) * 0x1p-52 - 1023) * 0.693_147_180_559_945_3
  }

  /// The root above 0 of `ln(1 + y) − y − target` (`sign` −1) or of `ln u + u − target` (`sign` 1)
  /// by Halley's steps from `start`; nil if a step leaves the positive side or does not converge.
  private static func halleyRoot(from start: Double, target: Double, sign: Double) -> Double? {
    // sign −1: g = ln(1 + y) − y − target, g′ = −y/(1 + y), g″ = −1/(1 + y)².
    // sign  1: g = ln u + u − target, g′ = 1/u + 1, g″ = −1/u².
    var y = start
    for _ in 0..<8 {
      let step = halleyStep(y, target: target, sign: sign)
      // Both have a second root or a pole at or below 0: a step that leaves y > 0 is declined.
      guard step.isFinite, y - step > 0 else { return nil }
      y -= step
      // Cubic convergence: a step this small leaves an error far below the last bit.
      if abs(step) <= 1e-6 * y { return y }
    }
    return nil
  }

  /// One Halley step (to subtract from `y`) on `ln(1 + y) − y − target` (`sign` −1) or on
  /// `ln u + u − target` (`sign` 1).
  @inline(__always)
  static func halleyStep(_ y: Double, target: Double, sign: Double) -> Double {
    let base = y + (sign < 0 ? 1.0 : 0.0)
    let value = Logarithm.of(base) + sign * y - target
    let slope = 1 / base + sign
    let curvature = -1 / (base * base)
    return 2 * value * slope / (2 * slope * slope - value * curvature)
  }

  /// Where Newton's method starts: SP07's `5/R`, except from rest (`v = 0`), where the condition
  /// has exactly one root and a start next to it finds the same root in one or two steps instead of
  /// five or six: underdamped, `s = ln(ζ / (√(1−ζ²)·ε)) / (ζR)` solves it exactly; critically damped,
  /// `sR` ≈ 9.2335, the root of `(1 + x)e^(−x) = ε`. With a velocity the condition can have several
  /// roots and SP07's start decides which one UIKit's spring is, so that start is kept.
  static func firstGuess(ratio: Double, root: Double, duration: Double, velocity: Double) -> Double {
    let fallback = 5 / duration
    guard velocity == 0 else { return fallback }
    if ratio == 1 { return 9.233_47 / duration }
    let argument = ratio / (root * 0.001)
    guard argument > 1 else { return fallback }
    let guess = log(argument) / (ratio * duration)
    return guess.isFinite && guess > 0 ? guess : fallback
  }

  /// The envelope condition `f(s)` whose root is the fitted frequency, and `df/ds`, from one
  /// exponential (an analytic slope: no closure, no allocation, no finite differences).
  private static func fittingResidual(
    _ s: Double, ratio: Double, root: Double, duration: Double, velocity: Double
  ) -> (value: Double, slope: Double) {
    let epsilon = 0.001
    if ratio == 1 {
      // f = (1 + (s − v)·R)·e^(−sR) − ±ε, f' = −R²·(s − v)·e^(−sR).
      let decay = Exponential.of(-s * duration)
      let target = s >= velocity ? epsilon : -epsilon
      return ((1 + (s - velocity) * duration) * decay - target, -duration * duration * (s - velocity) * decay)
    }
    // f = |g|·e^(−ζsR) − ε with g = (ζs − v)/(√(1−ζ²)·s), g' = v/(√(1−ζ²)·s²).
    let decay = Exponential.of(-ratio * s * duration)
    let g = (ratio * s - velocity) / (root * s)
    let slopeOfG = velocity / (root * s * s)
    return (abs(g) * decay - epsilon, decay * ((g < 0 ? -slopeOfG : slopeOfG) - ratio * duration * abs(g)))
  }
}

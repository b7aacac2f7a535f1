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

  /// SP07's Newton steps from ``firstGuess(ratio:root:duration:velocity:)``.
  static func fittedFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
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
      let decay = exp(-s * duration)
      let target = s >= velocity ? epsilon : -epsilon
      return ((1 + (s - velocity) * duration) * decay - target, -duration * duration * (s - velocity) * decay)
    }
    // f = |g|·e^(−ζsR) − ε with g = (ζs − v)/(√(1−ζ²)·s), g' = v/(√(1−ζ²)·s²).
    let decay = exp(-ratio * s * duration)
    let g = (ratio * s - velocity) / (root * s)
    let slopeOfG = velocity / (root * s * s)
    return (abs(g) * decay - epsilon, decay * ((g < 0 ? -slopeOfG : slopeOfG) - ratio * duration * abs(g)))
  }
}

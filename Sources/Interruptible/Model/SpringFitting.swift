import Foundation

extension SpringParameters {
  /// The spring UIKit derives for a damping ratio that must settle in `duration` (SP07).
  ///
  /// `dampingRatio` is clamped to `[1.19e-7, 1]` (so `UISpringTimingParameters()`'s 4.56 behaves as
  /// critically damped, SP04) and `duration` to `[0.01, 10]`; then the natural frequency `s` solves,
  /// by 12 Newton steps from `s = 5/duration`, the condition that the displacement envelope is
  /// `ε = 0.001` at `duration`. Mass is 1. A NaN ratio counts as 1, a NaN duration as 0.5 s, a
  /// non-finite velocity as 0.
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
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    let omega = fittedFrequency(ratio: ratio, duration: time, velocity: velocity)
    return SpringParameters(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
  }

  static func fittedFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
    let epsilon = 0.001
    var s = 5 / duration
    let residual: (Double) -> Double
    if ratio == 1 {
      residual = { s in
        let target = s >= velocity ? epsilon : -epsilon
        return (1 + (s - velocity) * duration) * exp(-s * duration) - target
      }
    } else {
      let root = (1 - ratio * ratio).squareRoot()
      residual = { s in
        abs((ratio * s - velocity) / (root * s)) * exp(-ratio * s * duration) - epsilon
      }
    }
    for _ in 0..<12 {
      let value = residual(s)
      let h = max(abs(s) * 1e-6, 1e-9)
      let derivative = (residual(s + h) - residual(s - h)) / (2 * h)
      guard derivative.isFinite, derivative != 0 else { break }
      let next = s - value / derivative
      guard next.isFinite, next > 0 else { break }
      s = next
    }
    return s
  }
}

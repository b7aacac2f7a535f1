import Foundation
import InterruptibleCore

/// A spring measured by the benchmarks: mass 1, Advance's default stiffness 120, and a damping that
/// puts it in one regime.
package struct SpringCase: Sendable {
  /// The regime's name.
  package let name: String
  /// Stiffness (Advance's tension), mass 1.
  package let stiffness: Double
  /// Damping coefficient.
  package let damping: Double
  /// The run length sampled when measuring errors, in seconds.
  package let duration: Double

  /// The library's parameters.
  package var parameters: SpringParameters {
    SpringParameters(mass: 1, stiffness: stiffness, damping: damping)
  }

  /// The library's closed-form motion from rest.
  package var motion: SpringMotion { SpringMotion(parameters) }

  /// Under-damped (Advance's default spring, ζ 0.548), critically damped and over-damped (ζ 2).
  package static let all: [SpringCase] = [
    SpringCase(name: "underdamped", stiffness: 120, damping: 12, duration: 1.5),
    SpringCase(name: "critical", stiffness: 120, damping: 2 * 120.0.squareRoot(), duration: 1.5),
    SpringCase(name: "overdamped", stiffness: 120, damping: 4 * 120.0.squareRoot(), duration: 3),
  ]

  /// The case called `name`, or nil.
  package static func named(_ name: String) -> SpringCase? { all.first { $0.name == name } }
}

/// The exact motion of a unit spring from rest at 0 toward 1, written from `m·x'' + c·x' + k·x = 0`
/// independently of the library, in extended precision where the platform has it.
package struct ExactSpring: Sendable {
  #if arch(x86_64) && !os(Windows)
    /// The widest floating-point type available.
    package typealias Wide = Float80
  #else
    /// The widest floating-point type available.
    package typealias Wide = Double
  #endif

  let stiffness: Wide
  let damping: Wide

  /// The exact spring for `spring`.
  package init(_ spring: SpringCase) {
    stiffness = Wide(spring.stiffness)
    damping = Wide(spring.damping)
  }

  /// Progress and velocity at `time`, computed from the characteristic roots.
  package func sample(at time: Double) -> (progress: Double, velocity: Double) {
    let t = Wide(time)
    let discriminant = damping * damping - 4 * stiffness
    let x: Wide
    let v: Wide
    if abs(discriminant) < 1e-12 {
      let r = -damping / 2
      // x = (1 − r·t)·e^(r·t): x(0) = 1, x'(0) = 0.
      x = (1 - r * t) * Self.exp(r * t)
      v = -r * r * t * Self.exp(r * t)
    } else if discriminant < 0 {
      let alpha = -damping / 2
      let omega = Self.sqrt(-discriminant) / 2
      let e = Self.exp(alpha * t)
      let k = -alpha / omega
      x = e * (Self.cos(omega * t) + k * Self.sin(omega * t))
      v =
        e
        * (alpha * Self.cos(omega * t) + alpha * k * Self.sin(omega * t)
          - omega * Self.sin(omega * t) + k * omega * Self.cos(omega * t))
    } else {
      let root = Self.sqrt(discriminant)
      let r1 = (-damping + root) / 2
      let r2 = (-damping - root) / 2
      // x = A·e^(r1 t) + B·e^(r2 t), A + B = 1, r1·A + r2·B = 0.
      let a = -r2 / (r1 - r2)
      let b = 1 - a
      x = a * Self.exp(r1 * t) + b * Self.exp(r2 * t)
      v = a * r1 * Self.exp(r1 * t) + b * r2 * Self.exp(r2 * t)
    }
    return (Double(1 - x), Double(-v))
  }

  static func exp(_ value: Wide) -> Wide { Foundation.exp(value) }
  static func sin(_ value: Wide) -> Wide { Foundation.sin(value) }
  static func cos(_ value: Wide) -> Wide { Foundation.cos(value) }
  static func sqrt(_ value: Wide) -> Wide { value.squareRoot() }
}

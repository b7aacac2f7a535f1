import Foundation

/// The physical description of a damped spring: mass, stiffness and damping.
///
/// ```swift
/// let spring = SpringParameters(duration: 0.5, bounce: 0.3)
/// spring.stiffness      // 157.9137
/// spring.dampingRatio   // 0.7
/// ```
///
/// Non-finite or non-positive mass and stiffness are replaced by 1 and 100 (a sensible default
/// spring); negative or non-finite damping by 0 (undamped would never settle, so it is raised to the
/// smallest ratio UIKit accepts, 1.19e-7). Finite values are kept within ``usableRange``
/// (1e-12…1e12), so frequencies and decay rates stay finite.
public struct SpringParameters: Sendable, Hashable {
  /// The mass `m` (> 0).
  public let mass: Double
  /// The stiffness `k` (> 0).
  public let stiffness: Double
  /// The damping coefficient `c` (> 0).
  public let damping: Double

  /// The smallest damping ratio UIKit's fitting accepts (SP07).
  public static let minimumDampingRatio = 1.19e-7

  /// Creates a spring from its physical constants (SP02).
  public init(mass: Double, stiffness: Double, damping: Double) {
    let range = Self.usableRange
    let mass = mass.isFinite && mass > 0 ? min(max(mass, range.lowerBound), range.upperBound) : 1
    let stiffness =
      stiffness.isFinite && stiffness > 0 ? min(max(stiffness, range.lowerBound), range.upperBound) : 100
    let floor = 2 * Self.minimumDampingRatio * (stiffness * mass).squareRoot()
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping.isFinite ? max(min(damping, range.upperBound), floor) : floor
  }

  /// The range positive mass and stiffness are clamped to (damping: its upper end), far beyond any
  /// real spring: it keeps `√(k/m)` and every decay rate finite.
  public static let usableRange = 1e-12...1e12

  /// SwiftUI's and iOS 17's perceptual parameterisation (SP05): `m = 1`, `k = (2π/duration)²`,
  /// `ζ = 1 − bounce` for `bounce ≥ 0`, `1/(1 + bounce)` below. `bounce` is clamped to `[−1, 1]`
  /// (−1 is raised to −0.999 so damping stays finite); a non-positive duration becomes 0.5 s.
  public init(duration: Double, bounce: Double) {
    let duration = duration.isFinite && duration > 0 ? duration : 0.5
    let bounce = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let omega = 2 * Double.pi / duration
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
  }

  /// The undamped angular frequency `ω0 = √(k/m)`, in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio `ζ = c / (2√(k·m))`.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// SwiftUI's perceptual duration `2π/ω0` (SP06).
  public var perceptualDuration: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's bounce: `1 − ζ` for `ζ ≤ 1`, `1/ζ − 1` above (SP06).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The motion of this spring from rest with `initialVelocity` (travel units per second).
  package func motion(initialVelocity: Double = 0) -> SpringMotion {
    SpringMotion(self, initialVelocity: initialVelocity)
  }

  /// The time after which the spring stays within `epsilon` of its target (SP08).
  public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
    motion(initialVelocity: initialVelocity).settlingDuration(epsilon: epsilon)
  }
}

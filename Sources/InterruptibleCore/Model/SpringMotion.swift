import Foundation

/// The closed-form motion of a damped spring moving a value from 0 to 1.
///
/// `m·x'' + c·x' + k·x = 0` with `x` the remaining displacement in units of the travel (`x(0) = 1`)
/// and progress `p = 1 − x`. The initial velocity is in travel units per second, positive toward
/// the target. Under-, critically and over-damped systems each use their exact solution (SP01); no
/// numeric integration, no allocation.
///
/// ```swift
/// let motion = SpringMotion(SpringParameters(mass: 1, stiffness: 100, damping: 10))
/// motion.progress(at: 0.1)  // 0.340300
/// ```
package struct SpringMotion: Sendable, Hashable {
  /// The damping regime of a spring.
  package enum Regime: Sendable, Hashable {
    /// `ζ < 1`: oscillates around the target while decaying.
    case underdamped
    /// `ζ = 1`: the fastest approach without overshoot (from rest).
    case criticallyDamped
    /// `ζ > 1`: a slow, non-oscillating approach.
    case overdamped
  }

  /// Which closed form applies.
  package let regime: Regime
  /// The initial velocity, in travel units per second toward the target.
  package let initialVelocity: Double
  // Precomputed constants: decay rate and frequency (or the two roots) and the coefficients.
  @usableFromInline let a: Double
  @usableFromInline let b: Double
  @usableFromInline let c1: Double
  @usableFromInline let c2: Double

  /// The motion of `parameters` starting at rest on 0 with `initialVelocity` toward 1.
  ///
  /// A non-finite velocity is 0; others are clamped to
  /// ``SpringTimingParameters/initialVelocityRange`` and to ±998·ω0 (``SpringParameters/naturalFrequency``),
  /// which keeps the displacement within `√(1 + 998²)` < 999 travels (the spring's energy never
  /// grows), so progress stays within ±``TimingSample/progressLimit``.
  package init(_ parameters: SpringParameters, initialVelocity: Double = 0) {
    let omega = parameters.naturalFrequency
    let range = SpringTimingParameters.initialVelocityRange
    let limit = min(range.upperBound, 998 * omega)
    let velocity = initialVelocity.isFinite ? min(max(initialVelocity, -limit), limit) : 0
    self.initialVelocity = velocity
    let zeta = parameters.dampingRatio
    if abs(zeta - 1) < 1e-9 {
      regime = .criticallyDamped
      a = omega
      b = omega - velocity
      c1 = 0
      c2 = 0
    } else if zeta < 1 {
      regime = .underdamped
      let damped = omega * (1 - zeta * zeta).squareRoot()
      a = zeta * omega
      b = damped
      c1 = (zeta * omega - velocity) / damped
      c2 = 0
    } else {
      regime = .overdamped
      // √(ζ² − 1) without overflow, and the slow root as −ω/(ζ + root) = −ω(ζ − root) without the
      // cancellation that rounds it to 0 for very large ζ (the spring would never move).
      let root = zeta * (1 - 1 / (zeta * zeta)).squareRoot()
      let r1 = -omega / (zeta + root)
      let r2 = -omega * (zeta + root)
      a = r1
      b = r2
      c2 = (-velocity - r1) / (r2 - r1)
      c1 = 1 - c2
    }
  }

  /// The progress at `time` seconds after the start (may overshoot 1).
  @inlinable
  package func progress(at time: Double) -> Double { sample(at: time).progress }

  /// The velocity `dp/dt` at `time`, in travel units per second.
  @inlinable
  package func velocity(at time: Double) -> Double { sample(at: time).velocity }

  /// Progress and velocity at `time` from one evaluation of the closed form. Times before the start
  /// (and NaN) read the start; times are capped at 1e12 s (the spring rests there).
  @inlinable
  package func sample(at time: Double) -> TimingSample {
    let time = time > 0 ? min(time, 1e12) : 0
    switch regime {
    case .criticallyDamped:
      // x = (1 + b·t)·e^(−a·t), x' = (b − a − a·b·t)·e^(−a·t)
      let decay = exp(-a * time)
      let displacement = (1 + b * time) * decay
      return TimingSample(progress: 1 - displacement, velocity: -(b - a - a * b * time) * decay)
    case .underdamped:
      // x = e^(−a·t)·(cos bt + c1·sin bt)
      let decay = exp(-a * time)
      let sine = sin(b * time)
      let cosine = cos(b * time)
      let displacement = decay * (cosine + c1 * sine)
      let derivative = decay * ((c1 * b - a) * cosine - (b + a * c1) * sine)
      return TimingSample(progress: 1 - displacement, velocity: -derivative)
    case .overdamped:
      let first = c1 * exp(a * time)
      let second = c2 * exp(b * time)
      return TimingSample(progress: 1 - first - second, velocity: -(a * first + b * second))
    }
  }

  /// The remaining displacement `|x(t)|` can never exceed this envelope at `time`.
  func envelope(at time: Double) -> Double {
    switch regime {
    case .criticallyDamped: return (1 + abs(b) * time) * exp(-a * time)
    case .underdamped: return exp(-a * time) * (1 + c1 * c1).squareRoot()
    case .overdamped: return abs(c1) * exp(a * time) + abs(c2) * exp(b * time)
    }
  }

  /// The last time the displacement from the target is at least `epsilon` (SP08): after it the
  /// spring stays within `epsilon` of its target. Capped at ``maximumSettlingDuration`` (3 600 s).
  /// A non-finite or non-positive `epsilon` means 0.001.
  package func settlingDuration(epsilon: Double = 0.001) -> Double {
    let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
    // Upper bound: where the envelope falls under epsilon.
    var upper = 1.0 / 64
    while envelope(at: upper) >= epsilon && upper < Self.maximumSettlingDuration { upper *= 2 }
    upper = min(upper, Self.maximumSettlingDuration)
    // Walk back from the bound in small steps to the last sample still outside the band.
    let period = regime == .underdamped ? 2 * Double.pi / b : upper
    // At most 65 536 steps back: a very stiff spring's period would make the walk endless.
    let step = max(min(period / 64, upper / 256), upper / 65_536)
    var time = upper
    while time > 0 && abs(1 - progress(at: time)) < epsilon { time -= step }
    guard time > 0 else { return 0 }
    let low = time
    let high = min(time + step, upper)
    // Bisection for the crossing inside [low, high].
    var lower = low
    var higher = high
    for _ in 0..<60 {
      let mid = (lower + higher) / 2
      if abs(1 - progress(at: mid)) >= epsilon { lower = mid } else { higher = mid }
    }
    return (lower + higher) / 2
  }

  /// The longest settling duration reported: an hour. A nearly undamped spring that would ring for
  /// longer is reported as settling then.
  package static let maximumSettlingDuration = 3600.0
}

/// A progress value and its time derivative.
package struct TimingSample: Sendable, Hashable {
  /// The largest |progress| any timing in the library reports (springs may overshoot; never this
  /// far): curves, springs and animators clamp to ±1000.
  package static let progressLimit = 1000.0

  /// The progress (0 at the start, 1 at the target).
  package var progress: Double
  /// `dprogress/dt`, in progress units per second.
  package var velocity: Double

  /// Creates a sample.
  @inlinable
  package init(progress: Double, velocity: Double) {
    self.progress = progress
    self.velocity = velocity
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The gesture's own motion after a release: the offset between the finger's position and the zoom's
/// path, settling to zero on a critically damped spring that starts with the velocity the path does
/// not carry, so the flying view leaves the finger at the finger's 2-D velocity.
///
/// Closed form, per axis: `x(τ) = (x₀ + (v₀ + ω·x₀)·τ)·e^(−ω·τ)`, with `ω = 2π / response`. It ends at
/// ``endTime``, the first millisecond from which the offset stays within ``restingDistance`` and its
/// speed within ``restingSpeed``; from then on it is exactly zero.
package struct ZoomGestureMotion: Sendable, Equatable {
  /// The offset considered at rest, in points.
  package static let restingDistance = 0.1
  /// The speed considered at rest, in points per second.
  package static let restingSpeed = 2.0
  /// The longest a motion lasts, in seconds: it is zero after that whatever its start.
  package static let maximumDuration = 5.0
  /// The shortest response, in seconds (1 ms): a stiffer spring settles within a frame anyway, and
  /// `ω = 2π / response` for a response near 1e-300 is not finite.
  package static let minimumResponse = 0.001

  /// The offset at the start, in points.
  package let offset: CGPoint
  /// The offset's velocity at the start, in points per second.
  package let velocity: CGPoint
  /// When it starts, in the clock's seconds.
  package let startTime: Double
  /// The spring's response in seconds (the period of the undamped spring).
  package let response: Double
  /// When it ends (the offset is zero from then on).
  package let endTime: Double

  /// A motion from `offset` moving at `velocity`, starting at `startTime`, settling with `response`.
  /// Non-finite components count as 0; a response that is not positive and finite is 0.4 s, one
  /// below ``minimumResponse`` is that; a start time beyond ±1e9 s counts as ±1e9 s.
  package init(offset: CGPoint, velocity: CGPoint, startTime: Double, response: Double = 0.4) {
    let clean = { (value: CGFloat) -> CGFloat in value.isFinite ? min(max(value, -1e6), 1e6) : 0 }
    self.offset = CGPoint(x: clean(offset.x), y: clean(offset.y))
    self.velocity = CGPoint(x: clean(velocity.x), y: clean(velocity.y))
    self.startTime = startTime.isFinite ? CallTime.clamped(startTime) : 0
    self.response = response.isFinite && response > 0 ? max(response, Self.minimumResponse) : 0.4
    endTime = self.startTime + Self.settlingTime(self.offset, self.velocity, omega: 2 * .pi / self.response)
  }

  private var omega: Double { 2 * .pi / response }

  /// The spring the offset settles on, in UIKit's physical terms (`UISpringTimingParameters(mass:
  /// stiffness:damping:initialVelocity:)`): mass 1, stiffness ω², damping 2ω (critically damped),
  /// ω = 2π / ``response``.
  package var springConstants: (mass: Double, stiffness: Double, damping: Double) {
    (1, omega * omega, 2 * omega)
  }

  /// The offset at `time`: the start offset before the start, zero from ``endTime``.
  package func offset(at time: Double) -> CGPoint { evaluate(Self.position, at: time) }

  /// The offset's velocity at `time`, in points per second (zero from ``endTime``).
  package func velocity(at time: Double) -> CGPoint { evaluate(Self.speed, at: time) }

  /// `curve` on each axis at `time` (zero from ``endTime``).
  private func evaluate(_ curve: (Double, Double, Double, Double) -> Double, at time: Double) -> CGPoint {
    guard time < endTime else { return .zero }
    let tau = max(time - startTime, 0)
    return CGPoint(
      x: curve(Double(offset.x), Double(velocity.x), omega, tau),
      y: curve(Double(offset.y), Double(velocity.y), omega, tau))
  }

  private static func position(_ x0: Double, _ v0: Double, _ omega: Double, _ tau: Double) -> Double {
    (x0 + (v0 + omega * x0) * tau) * exp(-omega * tau)
  }

  private static func speed(_ x0: Double, _ v0: Double, _ omega: Double, _ tau: Double) -> Double {
    (v0 - omega * (v0 + omega * x0) * tau) * exp(-omega * tau)
  }

  /// The millisecond after the last one at which either axis is not at rest (scanned over
  /// ``maximumDuration``: a spring from any start may pass through rest before it settles).
  private static func settlingTime(_ offset: CGPoint, _ velocity: CGPoint, omega: Double) -> Double {
    var end = 0.0
    for (x0, v0) in [(Double(offset.x), Double(velocity.x)), (Double(offset.y), Double(velocity.y))] {
      var step = 0
      while Double(step) * 0.001 < maximumDuration {
        let tau = Double(step) * 0.001
        if abs(position(x0, v0, omega, tau)) > restingDistance
          || abs(speed(x0, v0, omega, tau)) > restingSpeed
        {
          end = max(end, tau + 0.001)
        }
        step += 1
      }
    }
    return min(end, maximumDuration)
  }
}

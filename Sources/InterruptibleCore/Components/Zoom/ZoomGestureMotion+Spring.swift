import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ZoomGestureMotion {
  /// The largest initial velocity a spring on the view's position carries, per second, as a fraction
  /// of the distance it covers: ``SpringTimingParameters/initialVelocityRange`` (1000). A spring
  /// takes its initial velocity relative to that distance (UIKit's
  /// `UISpringTimingParameters.initialVelocity`, one component per axis for a position), so an axis
  /// at distance `d` carries at most `1000·d` points per second, and one at 0 carries none.
  package static var maximumRelativeVelocity: Double {
    SpringTimingParameters.initialVelocityRange.upperBound
  }

  /// A motion from `offset` moving at `velocity` that a spring on the view's position runs exactly,
  /// velocity included: as ``init(offset:velocity:startTime:response:)``, except that an axis moving
  /// at `v` that starts closer to the path than `|v| / 1000` (how far it moves in 1 ms) starts that
  /// far from it instead, on its offset's side (on its velocity's side when the offset is exactly
  /// 0). Its velocity is the one given; the view moves at the start by less than it moves in 1 ms
  /// (0.36 pt at 360 pt/s), and while both run that axis differs from the motion from the unmoved
  /// start by `d·(1 + ω·τ)·e^(−ω·τ)` for a start moved by `d`, never more than `d`. An axis that
  /// does not move keeps its offset, 0 included.
  ///
  /// ```swift
  /// let motion = ZoomGestureMotion.spring(
  ///   offset: CGPoint(x: 0, y: 40), velocity: CGPoint(x: -360, y: 200), startTime: 0)
  /// motion.offset            // (−0.36, 40)
  /// motion.relativeVelocity  // (−1000, −5): −v / x per axis
  /// ```
  package static func spring(
    offset: CGPoint, velocity: CGPoint, startTime: Double, response: Double = 0.4
  ) -> ZoomGestureMotion {
    let exact = ZoomGestureMotion(
      offset: offset, velocity: velocity, startTime: startTime, response: response)
    let start = CGPoint(
      x: springStart(exact.offset.x, moving: exact.velocity.x),
      y: springStart(exact.offset.y, moving: exact.velocity.y))
    guard start != exact.offset else { return exact }
    return ZoomGestureMotion(
      offset: start, velocity: exact.velocity, startTime: exact.startTime, response: exact.response)
  }

  /// The initial velocity per axis as a fraction of that axis's distance to the path per second,
  /// `−velocity / offset` (a spring's normalised initial velocity); 0 on an axis whose offset is 0.
  /// For a motion made by ``spring(offset:velocity:startTime:response:)`` it is within
  /// ±``maximumRelativeVelocity``, and 0 only on an axis that does not move.
  package var relativeVelocity: CGPoint {
    func relative(_ velocity: CGFloat, _ offset: CGFloat) -> CGFloat {
      offset == 0 ? 0 : -velocity / offset
    }
    return CGPoint(x: relative(velocity.x, offset.x), y: relative(velocity.y, offset.y))
  }

  /// Where an axis at `offset` moving at `velocity` starts: at least `|velocity| / 1000` from the
  /// path.
  private static func springStart(_ offset: CGFloat, moving velocity: CGFloat) -> CGFloat {
    let minimum = abs(velocity) / CGFloat(maximumRelativeVelocity)
    guard velocity != 0, abs(offset) < minimum else { return offset }
    let side: CGFloat = offset != 0 ? (offset > 0 ? 1 : -1) : (velocity > 0 ? 1 : -1)
    return side * minimum
  }
}

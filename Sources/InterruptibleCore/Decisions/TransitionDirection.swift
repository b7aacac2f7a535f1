import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The screen direction content moves in toward a transition's end, e.g. `.down` for a sheet that is
/// dismissed by pulling it down (VP04).
///
/// UIKit's coordinates grow right and down, so `.down` maps the positive y component of a pan's
/// translation or velocity to "toward finish":
///
/// ```swift
/// TransitionDirection.down.component(of: CGPoint(x: 30, y: 1200))   // 1200
/// TransitionDirection.up.component(of: CGPoint(x: 30, y: 1200))     // -1200
/// ```
public enum TransitionDirection: Sendable, Hashable, CaseIterable {
  /// Toward the top of the screen (negative y).
  case up
  /// Toward the bottom of the screen (positive y).
  case down
  /// Toward the left of the screen (negative x).
  case left
  /// Toward the right of the screen (positive x).
  case right

  /// Whether the direction is vertical.
  public var isVertical: Bool { self == .up || self == .down }

  /// The opposite direction.
  public var opposite: TransitionDirection {
    switch self {
    case .up: return .down
    case .down: return .up
    case .left: return .right
    case .right: return .left
    }
  }

  /// The signed length of `point` (a translation or velocity) along this direction; non-finite components count as 0.
  public func component(of point: CGPoint) -> Double {
    switch self {
    case .up: return -Self.finite(point.y)
    case .down: return Self.finite(point.y)
    case .left: return -Self.finite(point.x)
    case .right: return Self.finite(point.x)
    }
  }

  /// The length of `point` across this direction, unsigned; non-finite
  /// components count as 0.
  public func crossComponent(of point: CGPoint) -> Double {
    abs(isVertical ? Self.finite(point.x) : Self.finite(point.y))
  }

  private static func finite(_ value: CGFloat) -> Double {
    let value = Double(value)
    return value.isFinite ? value : 0
  }
}

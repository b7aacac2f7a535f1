@_exported import Foundation

// Core Graphics and Quartz Core types that UIKit re-exports on iOS and Foundation lacks on Linux.
// Values only: they follow Apple's documented definitions (CGAffineTransform's matrix convention,
// UIEdgeInsets' field order).

/// A two-dimensional vector (CoreGraphics).
public struct CGVector: Sendable, Hashable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}

/// An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty (CoreGraphics).
public struct CGAffineTransform: Sendable, Hashable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init() { self = .identity }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  public var isIdentity: Bool { self == .identity }

  /// `self` then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0 else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  /// The bounding box of the transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

/// Insets, top-left-bottom-right (UIKit).
public struct UIEdgeInsets: Sendable, Hashable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// `rect` shrunk by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}

/// Rectangle edges (UIKit).
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Layer corners (QuartzCore).
public struct CACornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// Layer corner curves (QuartzCore).
public struct CALayerCornerCurve: Sendable, Hashable {
  public let rawValue: String
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The media clock: the world's clock (seconds).
public func CACurrentMediaTime() -> CFTimeInterval { StandInClock.now }

public typealias CFTimeInterval = Double

/// The time every stand-in API reads; only the world moves it.
package enum StandInClock {
  package nonisolated(unsafe) static var now: Double = 1000
}

/// The stand-in runs everything on the main actor, which Swift Testing on Linux does not run on the
/// process's first thread: `Thread.isMainThread` reports the main actor's thread, as it is on iOS.
public enum Thread {
  public static var isMainThread: Bool { true }
}

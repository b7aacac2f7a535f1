import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The flying view of a zoom at any point of its flight: its frame, corner radius and the scale of
/// its content, between a source rectangle (a thumbnail) and a destination rectangle (the detail).
///
/// Positions are fractions of the way to the destination: 0 is the source, 1 the destination; values
/// outside `[0, 1]` (a spring's overshoot) extrapolate along the same straight path. Every quantity is
/// linear in the fraction, so its velocity is closed-form: the fraction's velocity times the change
/// over the whole flight.
///
/// ```swift
/// let geometry = ZoomGeometry(
///   source: CGRect(x: 20, y: 300, width: 100, height: 100),
///   destination: CGRect(x: 0, y: 100, width: 400, height: 300))
/// geometry.frame(at: 0.5)              // (10, 200, 250, 200)
/// geometry.contentScale(at: 0)         // 1/3: the 400 × 300 content fills 100 × 100
/// ```
///
/// Bad input: a non-finite coordinate, radius or content size counts as 0; a negative width or
/// height is made positive (the rectangle is standardised); a non-finite fraction counts as 1 (the
/// destination), a finite one beyond ±1000 (``TimingSample/progressLimit``) as ±1000, and a fraction
/// velocity beyond ±1e6 per second as ±1e6, so frames and their velocities stay finite. A content
/// size of 0 in either dimension uses the destination's size.
package struct ZoomGeometry: Sendable, Equatable {
  /// How the content (the destination's view) sits in the flying frame.
  package enum ContentMode: String, Sendable, Hashable {
    /// The content covers the frame, cropped on the longer side (the usual thumbnail).
    case aspectFill
    /// The content fits inside the frame, letterboxed.
    case aspectFit
  }

  /// The source's frame, in the container's coordinates.
  package var source: CGRect {
    didSet { source = Self.sanitized(source) }
  }
  /// The destination's frame, in the container's coordinates.
  package var destination: CGRect {
    didSet { destination = Self.sanitized(destination) }
  }
  /// The corner radius at the source.
  package var sourceCornerRadius: Double
  /// The corner radius at the destination.
  package var destinationCornerRadius: Double
  /// How the content fills the flying frame.
  package var contentMode: ContentMode
  /// The content's own size: what is scaled into the frame.
  package var contentSize: CGSize

  /// A flight from `source` to `destination`.
  package init(
    source: CGRect, destination: CGRect, sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    contentMode: ContentMode = .aspectFill, contentSize: CGSize? = nil
  ) {
    self.source = Self.sanitized(source)
    self.destination = Self.sanitized(destination)
    self.sourceCornerRadius = Self.finite(sourceCornerRadius)
    self.destinationCornerRadius = Self.finite(destinationCornerRadius)
    self.contentMode = contentMode
    let size = contentSize ?? self.destination.size
    let usable = Self.finite(size.width) > 0 && Self.finite(size.height) > 0
    self.contentSize = usable ? size : self.destination.size
  }

  /// The flying frame at `fraction` (0 source, 1 destination).
  package func frame(at fraction: Double) -> CGRect {
    let f = Self.usable(fraction)
    return CGRect(
      x: mix(source.minX, destination.minX, f), y: mix(source.minY, destination.minY, f),
      width: mix(source.width, destination.width, f), height: mix(source.height, destination.height, f))
  }

  /// The flying frame at `fraction` when the source has moved to `movedSource`: the move weighs
  /// `1 − fraction`, clamped to `[0, 1]`, so the frame is exactly `movedSource` at the source end,
  /// exactly ``destination`` at the other, and a spring's overshoot never magnifies the move.
  package func frame(at fraction: Double, sourceMovedTo movedSource: CGRect) -> CGRect {
    let w = CGFloat(min(max(1 - Self.usable(fraction), 0), 1))
    let moved = Self.sanitized(movedSource)
    return frame(at: fraction).offsetBy(
      dx: (moved.minX - source.minX) * w, dy: (moved.minY - source.minY) * w
    )
    .resized(by: CGSize(width: (moved.width - source.width) * w, height: (moved.height - source.height) * w))
  }

  /// The rate of change of ``frame(at:sourceMovedTo:)`` when the fraction moves at
  /// `fractionVelocity` per second at `fraction`.
  package func frameVelocity(at fraction: Double, fractionVelocity: Double, sourceMovedTo movedSource: CGRect)
    -> CGRect
  {
    let f = Self.usable(fraction)
    guard f > 0, f < 1 else { return frameVelocity(fractionVelocity: fractionVelocity) }
    var moved = self
    moved.source = movedSource
    return moved.frameVelocity(fractionVelocity: fractionVelocity)
  }

  /// The frame's rate of change when the fraction moves at `fractionVelocity` per second: origin and
  /// size components in points per second (independent of the fraction: the path is straight).
  package func frameVelocity(fractionVelocity: Double) -> CGRect {
    let v = fractionVelocity.isFinite ? min(max(fractionVelocity, -1e6), 1e6) : 0
    return CGRect(
      x: (destination.minX - source.minX) * v, y: (destination.minY - source.minY) * v,
      width: (destination.width - source.width) * v, height: (destination.height - source.height) * v)
  }

  /// The corner radius at `fraction`, never negative.
  package func cornerRadius(at fraction: Double) -> Double {
    max(mix(sourceCornerRadius, destinationCornerRadius, Self.usable(fraction)), 0)
  }

  /// The content's scale in the frame at `fraction`: the larger (fill) or smaller (fit) of the
  /// width and height ratios between the frame and ``contentSize``.
  package func contentScale(at fraction: Double) -> Double {
    let frame = frame(at: fraction)
    let sx = Double(frame.width / contentSize.width)
    let sy = Double(frame.height / contentSize.height)
    let scale = contentMode == .aspectFill ? max(sx, sy) : min(sx, sy)
    return scale.isFinite ? max(scale, 0) : 0
  }

  /// The content's frame at `fraction`: ``contentSize`` times ``contentScale(at:)``, centred on the
  /// flying frame (it overflows the frame with aspect fill, which the frame clips).
  package func contentFrame(at fraction: Double) -> CGRect {
    let frame = frame(at: fraction)
    let scale = contentScale(at: fraction)
    let size = CGSize(width: contentSize.width * scale, height: contentSize.height * scale)
    return CGRect(
      x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
  }

  private func mix(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
  private func mix(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat { a + (b - a) * CGFloat(f) }

  /// A finite fraction within ±``TimingSample/progressLimit`` (a spring never overshoots further);
  /// NaN and ±∞ count as 1, the destination.
  static func usable(_ fraction: Double) -> Double {
    fraction.isFinite ? min(max(fraction, -TimingSample.progressLimit), TimingSample.progressLimit) : 1
  }

  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  /// A rectangle with finite components and a non-negative size.
  static func sanitized(_ rect: CGRect) -> CGRect {
    let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
      $0.isFinite ? min(max($0, -1e9), 1e9) : 0
    }
    return CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]).standardized
  }
}

extension CGRect {
  /// The rectangle with the same origin and its size grown by `growth`.
  fileprivate func resized(by growth: CGSize) -> CGRect {
    CGRect(x: minX, y: minY, width: width + growth.width, height: height + growth.height)
  }

  /// The largest distance between corresponding edges of two rectangles, in points: how far apart
  /// two frames look.
  func edgeDistance(to other: CGRect) -> Double {
    Double(
      Swift.max(
        abs(minX - other.minX), abs(minY - other.minY), abs(maxX - other.maxX), abs(maxY - other.maxY)))
  }
}

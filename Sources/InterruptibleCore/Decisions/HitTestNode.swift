import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A pure model of a view for hit testing: its frame at the **in-flight** (presentation) position, the
/// properties UIKit's `hitTest(_:with:)` looks at, and its subviews (HT06, HT07).
///
/// ```swift
/// let card = HitTestNode(name: "card", frame: CGRect(x: 0, y: -120, width: 320, height: 400),
///                        children: [HitTestNode(name: "button", frame: CGRect(x: 20, y: 300, width: 80, height: 44))])
/// card.hitTest(CGPoint(x: 40, y: 200))?.name   // "button" (200 − (−120) = 320 in the card)
/// ```
///
/// Transforms are not modelled: a frame is an axis-aligned rectangle, as `layer.presentation()?.frame`
/// reports it for translated content.
package struct HitTestNode: Sendable, Equatable {
  /// A name that identifies the view in results.
  package var name: String
  /// The frame in the parent's coordinate space at the in-flight position (the presentation
  /// layer's frame while animating).
  package var frame: CGRect
  /// The origin of the view's bounds (a scroll view's content offset); subviews' frames are in the
  /// coordinate space this origin defines.
  package var boundsOrigin: CGPoint
  /// `isHidden`: a hidden view and its subviews receive no touches.
  package var isHidden: Bool
  /// `isUserInteractionEnabled`: a disabled view and its subviews receive no touches.
  package var isUserInteractionEnabled: Bool
  /// `alpha`: below ``minimumHitTestAlpha`` the view and its subviews receive no touches. NaN counts
  /// as 0.
  package var alpha: Double
  /// `clipsToBounds`. It changes what is drawn, not what is hit: hit testing never reports points
  /// outside a view's bounds either way (HT06).
  package var clipsToBounds: Bool
  /// The subviews, back to front (UIKit's `subviews` order; the last one is on top).
  package var children: [HitTestNode]

  /// The alpha below which a view is skipped by hit testing (HT06).
  package static let minimumHitTestAlpha = 0.01

  /// A view with the given properties; defaults are UIKit's.
  package init(
    name: String, frame: CGRect, boundsOrigin: CGPoint = .zero, isHidden: Bool = false,
    isUserInteractionEnabled: Bool = true, alpha: Double = 1, clipsToBounds: Bool = false,
    children: [HitTestNode] = []
  ) {
    self.name = name
    self.frame = frame
    self.boundsOrigin = boundsOrigin
    self.isHidden = isHidden
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.alpha = alpha
    self.clipsToBounds = clipsToBounds
    self.children = children
  }

  /// Whether the view itself can receive touches: not hidden, interaction enabled, alpha ≥ 0.01
  /// (HT06).
  package var acceptsTouches: Bool {
    !isHidden && isUserInteractionEnabled && !alpha.isNaN && alpha >= Self.minimumHitTestAlpha
  }

  /// Whether `point`, in the view's own coordinate space, is inside its bounds (`point(inside:with:)`).
  /// Bounds are half-open like `CGRect.contains`; a rectangle with a non-finite value contains nothing.
  package func contains(localPoint point: CGPoint) -> Bool {
    Self.bounds(CGRect(origin: boundsOrigin, size: frame.size), contain: point)
  }

  /// The test of ``contains(localPoint:)``, for callers that have a frame but no node.
  static func bounds(_ bounds: CGRect, contain point: CGPoint) -> Bool {
    guard Self.isFinite(bounds), Self.isFinite(point) else { return false }
    return bounds.contains(point)
  }

  /// `point` from the parent's coordinate space into that of a view at `frame` with bounds at the origin.
  static func localPoint(_ point: CGPoint, in frame: CGRect) -> CGPoint {
    CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
  }

  /// The deepest view hit at `point`, given in the **parent's** coordinate space, or nil (HT06).
  ///
  /// Follows `UIView.hitTest(_:with:)`: a view that does not accept touches, or whose bounds do not
  /// contain the point, answers nil for itself and all its subviews, even where an unclipped subview
  /// is drawn; otherwise subviews are asked front to back and the view itself answers last.
  package func hitTest(_ point: CGPoint) -> HitTestResult? {
    let local = localPoint(point)
    guard acceptsTouches, contains(localPoint: local) else { return nil }
    for index in children.indices.reversed() {
      if let hit = children[index].hitTest(local) {
        return HitTestResult(name: hit.name, path: [index] + hit.path, location: hit.location)
      }
    }
    return HitTestResult(name: name, path: [], location: local)
  }

  /// Whether a touch at `point`, given in the **parent's** coordinate space, lands on this view or
  /// one of its subviews: exactly when ``hitTest(_:)`` finds a view, without building its result (no
  /// allocation, no descent: a view that accepts the point answers for itself when no subview does).
  package func receivesTouch(at point: CGPoint) -> Bool {
    acceptsTouches && contains(localPoint: localPoint(point))
  }

  /// `point` from the parent's coordinate space into the view's own.
  private func localPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - frame.minX + boundsOrigin.x, y: point.y - frame.minY + boundsOrigin.y)
  }

  private static func isFinite(_ rect: CGRect) -> Bool { TouchRouter.isFinite(rect) }

  private static func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
}

/// The view a hit test found.
package struct HitTestResult: Sendable, Equatable {
  /// The view's name.
  package let name: String
  /// Child indices from the tested view down to the hit view; empty when the tested view itself
  /// was hit.
  package let path: [Int]
  /// The point in the hit view's own coordinate space.
  package let location: CGPoint
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Frames of content sized by what it needs (a hosted SwiftUI view's fitting size): pull-down menus
/// under their anchor and centred cards. All in the container's coordinates, in points.
///
/// ```swift
/// let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
/// let menu = PresentationLayout.menuFrame(
///   anchor: CGRect(x: 300, y: 100, width: 80, height: 44), fitting: CGSize(width: 200, height: 180),
///   in: bounds)
/// // menu == CGRect(x: 174, y: 152, width: 200, height: 180): under the anchor, 16 pt from the edge
/// let card = PresentationLayout.cardFrame(fitting: CGSize(width: 300, height: 200), in: bounds)
/// // card == CGRect(x: 45, y: 322, width: 300, height: 200): centred
/// ```
///
/// Bad input: a fitting size that is negative, NaN or infinite (a view that wants "as much as
/// possible") is clamped to the room available; a bounds smaller than two margins gives a zero size.
public enum PresentationLayout {
  /// The gap between a menu and its anchor.
  public static let menuGap = 8.0
  /// The smallest distance between content and the container's edges.
  public static let margin = 16.0
  /// A card's distance from the container's edges.
  public static let cardMargin = 24.0
  /// The widest a menu is offered to be (content with a fixed width may be wider, up to the room).
  public static let menuMaximumWidth = 280.0

  /// A menu of `fitting` size under `anchor` (or above it when it fits only there), centred on the
  /// anchor horizontally and kept `margin` inside `bounds`; taller content is cut to the room left
  /// (it scrolls).
  public static func menuFrame(anchor: CGRect, fitting: CGSize, in bounds: CGRect) -> CGRect {
    let room = inset(bounds, by: margin)
    let width = clamp(Double(fitting.width), to: Double(room.width))
    let below = Double(room.maxY - anchor.maxY) - menuGap
    let above = Double(anchor.minY - room.minY) - menuGap
    let wanted = clamp(Double(fitting.height), to: max(below, above, 0))
    let opensDown = wanted <= below || below >= above
    let height = min(wanted, max(opensDown ? below : above, 0))
    let x = min(max(Double(anchor.midX) - width / 2, Double(room.minX)), Double(room.maxX) - width)
    let y = opensDown ? Double(anchor.maxY) + menuGap : Double(anchor.minY) - menuGap - height
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Whether ``menuFrame(anchor:fitting:in:)`` puts the menu under the anchor.
  public static func menuOpensDown(anchor: CGRect, menu: CGRect) -> Bool { menu.minY >= anchor.maxY }

  /// The point a menu grows from: the anchor's bottom centre, or its top centre for a menu above it.
  public static func menuGrowthPoint(anchor: CGRect, menu: CGRect) -> CGPoint {
    CGPoint(x: anchor.midX, y: menuOpensDown(anchor: anchor, menu: menu) ? anchor.maxY : anchor.minY)
  }

  /// A card of `fitting` size, at most `bounds` inset by ``cardMargin``, centred in `bounds`.
  public static func cardFrame(fitting: CGSize, in bounds: CGRect) -> CGRect {
    let room = inset(bounds, by: cardMargin)
    let width = clamp(Double(fitting.width), to: Double(room.width))
    let height = clamp(Double(fitting.height), to: Double(room.height))
    return CGRect(
      x: Double(bounds.midX) - width / 2, y: Double(bounds.midY) - height / 2, width: width, height: height)
  }

  /// `rect` inset by `amount` on every side, never smaller than a point at its centre (CGRect's own
  /// `insetBy` gives the null rect, whose origin is infinite).
  public static func inset(_ rect: CGRect, by amount: Double) -> CGRect {
    let width = max(Double(rect.width) - 2 * amount, 0)
    let height = max(Double(rect.height) - 2 * amount, 0)
    return CGRect(
      x: Double(rect.midX) - width / 2, y: Double(rect.midY) - height / 2, width: width, height: height)
  }

  /// `value` in `[0, limit]`; NaN and +infinity take the limit (all the room), a negative limit 0.
  static func clamp(_ value: Double, to limit: Double) -> Double {
    let limit = limit.isFinite ? max(limit, 0) : 0
    guard !value.isNaN, value < limit else { return limit }
    return max(value, 0)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Frames of content sized by what it needs (a hosted SwiftUI view's fitting size): pull-down menus
/// placed by ``MenuPlacement`` and centred cards. All in the container's coordinates, in points.
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
/// Bounds, anchors and inset amounts are read through ``usable(_:)``: NaN counts as 0 and
/// coordinates beyond ±1e9 pt (±∞ included) are clamped to ±1e9 pt, so every frame is finite and an
/// infinite container places a menu as a very large one does.
package enum PresentationLayout {
  /// The gap between a menu and its anchor.
  package static let menuGap = 8.0
  /// The smallest distance between content and the container's edges.
  package static let margin = 16.0
  /// A card's distance from the container's edges.
  package static let cardMargin = 24.0
  /// The widest a menu is offered to be (content with a fixed width may be wider, up to the room).
  package static let menuMaximumWidth = 280.0

  /// A menu of `fitting` size for `anchor`, placed by ``MenuPlacement`` (the one menu layout of the
  /// library) with ``margin`` from the edges: under the anchor when it fits (else above it), aligned
  /// with the anchor's leading edge, kept inside `bounds`; taller content is cut to the room left (it
  /// scrolls). A width that is NaN or infinite takes all the room. In a right-to-left layout the
  /// menu aligns with the anchor's trailing (right) edge instead.
  package static func menuFrame(
    anchor: CGRect, fitting: CGSize, in bounds: CGRect, layoutDirection: MenuLayoutDirection = .leftToRight
  ) -> CGRect {
    placement(anchor: usable(anchor), fitting: fitting, in: usable(bounds), layoutDirection: layoutDirection)
      .frame
  }

  /// Whether ``menuFrame(anchor:fitting:in:layoutDirection:)`` puts the menu under the anchor.
  /// Non-finite or huge rectangles count as ``usable(_:)`` makes them.
  package static func menuOpensDown(anchor: CGRect, menu: CGRect) -> Bool {
    usable(menu).minY >= usable(anchor).maxY
  }

  /// The point a menu grows from: on the anchor's bottom edge (top edge for a menu above it), at the
  /// anchor's centre clamped into the menu's width. Non-finite or huge rectangles count as
  /// ``usable(_:)`` makes them, so the point is always finite.
  package static func menuGrowthPoint(anchor: CGRect, menu: CGRect) -> CGPoint {
    let (anchor, menu) = (usable(anchor), usable(menu))
    return CGPoint(
      x: min(max(anchor.midX, menu.minX), menu.maxX),
      y: menuOpensDown(anchor: anchor, menu: menu) ? anchor.maxY : anchor.minY)
  }

  private static func placement(
    anchor: CGRect, fitting: CGSize, in bounds: CGRect, layoutDirection: MenuLayoutDirection
  ) -> MenuPlacement {
    let room = inset(bounds, by: margin)
    let shifted = anchor.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    let placement = MenuPlacement(
      container: bounds.size, safeArea: MenuInsets(), source: shifted,
      rowHeights: [clamp(Double(fitting.height), to: Double(room.height))], layoutDirection: layoutDirection,
      preferredWidth: clamp(Double(fitting.width), to: Double(room.width)), margin: margin, gap: menuGap)
    return MenuPlacement.shifted(placement, by: bounds.origin)
  }

  /// A card of `fitting` size, at most `bounds` inset by ``cardMargin``, centred in `bounds`.
  package static func cardFrame(fitting: CGSize, in bounds: CGRect) -> CGRect {
    let bounds = usable(bounds)
    let room = inset(bounds, by: cardMargin)
    let width = clamp(Double(fitting.width), to: Double(room.width))
    let height = clamp(Double(fitting.height), to: Double(room.height))
    return CGRect(
      x: Double(bounds.midX) - width / 2, y: Double(bounds.midY) - height / 2, width: width, height: height)
  }

  /// `rect` inset by `amount` on every side, never smaller than a point at its centre (CGRect's own
  /// `insetBy` gives the null rect, whose origin is infinite).
  package static func inset(_ rect: CGRect, by amount: Double) -> CGRect {
    let rect = usable(rect)
    let amount = usable(amount)
    let width = max(Double(rect.width) - 2 * amount, 0)
    let height = max(Double(rect.height) - 2 * amount, 0)
    return CGRect(
      x: Double(rect.midX) - width / 2, y: Double(rect.midY) - height / 2, width: width, height: height)
  }

  /// `rect` with every coordinate finite and within ±1e9 pt: NaN counts as 0, ±∞ and larger
  /// magnitudes are clamped to ±1e9 pt.
  package static func usable(_ rect: CGRect) -> CGRect {
    CGRect(
      x: usable(Double(rect.origin.x)), y: usable(Double(rect.origin.y)),
      width: usable(Double(rect.size.width)),
      height: usable(Double(rect.size.height)))
  }

  /// `value` within ±1e9 pt (±∞ clamped to it); NaN counts as 0.
  static func usable(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -MenuBounds.limit), MenuBounds.limit)
  }

  /// `value` in `[0, limit]`; NaN and +infinity take the limit (all the room), a negative limit 0.
  static func clamp(_ value: Double, to limit: Double) -> Double {
    let limit = limit.isFinite ? max(limit, 0) : 0
    guard !value.isNaN, value < limit else { return limit }
    return max(value, 0)
  }
}

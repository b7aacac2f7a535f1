import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a pull-down menu goes: which side of its source, its frame, the anchor it grows from, and
/// whether its rows scroll. A pure function of the geometry, in points, in the container's
/// coordinates (origin top-left, y down).
///
/// Rules, in order:
/// 1. The menu's height is the sum of its rows; its width the preferred width, at most the safe area's
///    width less two margins.
/// 2. It opens **below** the source when the rows fit between the source (plus `gap`) and the safe
///    area's bottom margin, else **above** when they fit there; when they fit on neither side it takes
///    the roomier side, capped to it, and its rows scroll.
/// 3. Horizontally it aligns its leading edge with the source's leading edge (its trailing edge with
///    the source's trailing edge right-to-left), then is clamped inside the safe area with margins.
/// 4. It grows from an anchor on the source's edge that faces it: the source's mid-x, clamped into the
///    menu's width, at the source's bottom (opening down) or top (opening up).
///
/// ```swift
/// let placement = MenuPlacement(
///   container: CGSize(width: 390, height: 844), safeArea: MenuInsets(top: 47, left: 0, bottom: 34, right: 0),
///   source: CGRect(x: 300, y: 60, width: 44, height: 44), rowHeights: [44, 44, 8, 44])
/// placement.frame     // (132, 112, 250, 140): right edge clamped to 390 − 8
/// placement.opens     // .down
/// placement.anchor    // (322, 104)
/// ```
///
/// Bad input: non-finite or negative row heights count as 0; a non-finite container, inset or source
/// value counts as 0, and coordinates beyond ±1e9 pt are clamped to it; a non-finite preferred width, margin or gap takes its default. Every output is
/// finite and the frame never has a negative size.
package struct MenuPlacement: Sendable, Equatable {
  /// Which side of the source the menu opens on.
  package enum Direction: String, Sendable, Hashable {
    /// Below the source.
    case down
    /// Above the source.
    case up
  }

  /// The menu's frame.
  package let frame: CGRect
  /// The side it opens on.
  package let opens: Direction
  /// The point it grows from, on the source's edge.
  package let anchor: CGPoint
  /// Whether the rows are taller than the frame (the menu scrolls).
  package let scrolls: Bool

  /// The default width of a menu (UIKit's pull-down menus are 250 pt wide).
  package static let defaultWidth = 250.0
  /// The default distance from the safe area's edges.
  package static let defaultMargin = 8.0
  /// The default distance between the source and the menu.
  package static let defaultGap = 8.0

  /// Places a menu of `rowHeights` for `source` in `container` inside `safeArea`.
  package init(
    container: CGSize, safeArea: MenuInsets, source: CGRect, rowHeights: [Double],
    layoutDirection: MenuLayoutDirection = .leftToRight, preferredWidth: Double = defaultWidth,
    margin: Double = defaultMargin, gap: Double = defaultGap
  ) {
    self.init(
      container: container, safeArea: safeArea, source: source, rowHeights: rowHeights,
      layoutDirection: layoutDirection, preferredWidth: preferredWidth, margin: margin, gap: gap, opening: nil
    )
  }

  /// Rule 2 decided by `opening` when it is given (the side a moving anchor keeps, see
  /// ``MenuAnchorFollower``).
  init(
    container: CGSize, safeArea: MenuInsets, source: CGRect, rowHeights: [Double],
    layoutDirection: MenuLayoutDirection, preferredWidth: Double, margin: Double, gap: Double,
    opening: Direction?
  ) {
    let bounds = MenuBounds(container: container, safeArea: safeArea, margin: margin)
    let source = MenuBounds.finite(source)
    let gap = gap.isFinite ? max(gap, 0) : Self.defaultGap
    let content = min(
      rowHeights.reduce(0) { $0 + ($1.isFinite ? min(max($1, 0), MenuBounds.limit) : 0) }, MenuBounds.limit)
    let below = max(bounds.maxY - (source.maxY + gap), 0)
    let above = max((source.minY - gap) - bounds.minY, 0)
    let opensDown = opening.map { $0 == .down } ?? (content <= below || (content > above && below >= above))
    let room = opensDown ? below : above
    let height = min(content, room)
    let width = min(preferredWidth.isFinite ? max(preferredWidth, 0) : Self.defaultWidth, bounds.width)
    let leading = layoutDirection == .leftToRight ? source.minX : source.maxX - width
    let x = min(max(leading, bounds.minX), max(bounds.maxX - width, bounds.minX))
    let y = opensDown ? source.maxY + gap : source.minY - gap - height
    frame = CGRect(x: x, y: y, width: width, height: height)
    opens = opensDown ? .down : .up
    anchor = CGPoint(
      x: min(max(source.midX, x), x + width), y: opensDown ? source.maxY : source.minY)
    scrolls = content > height + 1e-9
  }
}

/// Insets of a safe area, in points.
package struct MenuInsets: Sendable, Hashable {
  /// Top inset.
  package var top: Double
  /// Left inset.
  package var left: Double
  /// Bottom inset.
  package var bottom: Double
  /// Right inset.
  package var right: Double

  /// Insets with these values.
  package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// The reading direction a menu aligns with.
public enum MenuLayoutDirection: String, Sendable, Hashable {
  /// Menus align their leading (left) edge with the source's.
  case leftToRight
  /// Menus align their leading (right) edge with the source's.
  case rightToLeft
}

/// The rectangle a menu must stay inside: the safe area less margins, all finite.
struct MenuBounds {
  let minX: Double
  let minY: Double
  let maxX: Double
  let maxY: Double

  init(container: CGSize, safeArea: MenuInsets, margin: Double) {
    let margin = margin.isFinite ? max(margin, 0) : MenuPlacement.defaultMargin
    let width = Self.finite(Double(container.width))
    let height = Self.finite(Double(container.height))
    minX = Self.finite(safeArea.left) + margin
    minY = Self.finite(safeArea.top) + margin
    maxX = max(width - Self.finite(safeArea.right) - margin, minX)
    maxY = max(height - Self.finite(safeArea.bottom) - margin, minY)
  }

  var width: Double { maxX - minX }

  /// The largest coordinate magnitude a menu works with; larger ones are clamped to it.
  static let limit = 1e9

  static func finite(_ value: Double) -> Double { value.isFinite ? min(max(value, -limit), limit) : 0 }

  static func finite(_ rect: CGRect) -> CGRect {
    CGRect(
      x: finite(Double(rect.origin.x)), y: finite(Double(rect.origin.y)),
      width: finite(Double(rect.size.width)),
      height: finite(Double(rect.size.height))
    ).standardized
  }
}

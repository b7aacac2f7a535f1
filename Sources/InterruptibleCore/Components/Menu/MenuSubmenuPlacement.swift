import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension MenuPlacement {
  /// Where a submenu goes: beside its parent menu, its first row level with the row that opened it,
  /// on the trailing side when it fits there, else on the leading side, else overlapping the parent
  /// inset by 16 pt toward the trailing side; vertically clamped into the safe area (capped and
  /// scrolling when taller). Its anchor is the opening row's trailing (or leading) edge midpoint.
  ///
  /// ```swift
  /// let sub = MenuPlacement.submenu(
  ///   parent: CGRect(x: 20, y: 112, width: 250, height: 140), row: CGRect(x: 20, y: 156, width: 250, height: 44),
  ///   container: CGSize(width: 844, height: 390), safeArea: MenuInsets(), rowHeights: [44, 44])
  /// sub.frame   // (278, 156, 250, 88): to the right of the parent, level with the row
  /// ```
  package static func submenu(
    parent: CGRect, row: CGRect, container: CGSize, safeArea: MenuInsets, rowHeights: [Double],
    layoutDirection: MenuLayoutDirection = .leftToRight, preferredWidth: Double = defaultWidth,
    margin: Double = defaultMargin, gap: Double = defaultGap
  ) -> MenuPlacement {
    let bounds = MenuBounds(container: container, safeArea: safeArea, margin: margin)
    let parent = MenuBounds.finite(parent)
    let row = MenuBounds.finite(row)
    let gap = gap.isFinite ? max(gap, 0) : defaultGap
    let width = min(preferredWidth.isFinite ? max(preferredWidth, 0) : defaultWidth, bounds.width)
    let content = min(
      rowHeights.reduce(0) { $0 + ($1.isFinite ? min(max($1, 0), MenuBounds.limit) : 0) }, MenuBounds.limit)
    let height = min(content, bounds.maxY - bounds.minY)
    let trailing = layoutDirection == .leftToRight ? parent.maxX + gap : parent.minX - gap - width
    let leading = layoutDirection == .leftToRight ? parent.minX - gap - width : parent.maxX + gap
    let fits = { (x: Double) in x >= bounds.minX - 1e-9 && x + width <= bounds.maxX + 1e-9 }
    let overlap = layoutDirection == .leftToRight ? parent.minX + 16 : parent.maxX - 16 - width
    let rawX = fits(trailing) ? trailing : fits(leading) ? leading : overlap
    let x = min(max(rawX, bounds.minX), max(bounds.maxX - width, bounds.minX))
    let y = min(max(row.minY, bounds.minY), max(bounds.maxY - height, bounds.minY))
    let anchorX =
      layoutDirection == .leftToRight
      ? (x >= parent.maxX ? row.maxX : row.minX) : (x < parent.minX ? row.minX : row.maxX)
    return MenuPlacement(
      frame: CGRect(x: x, y: y, width: width, height: height), opens: .down,
      anchor: CGPoint(x: anchorX, y: row.midY), scrolls: content > height + 1e-9)
  }

  /// `placement` moved by `offset` (a container whose origin is not zero).
  static func shifted(_ placement: MenuPlacement, by offset: CGPoint) -> MenuPlacement {
    MenuPlacement(
      frame: placement.frame.offsetBy(dx: offset.x, dy: offset.y), opens: placement.opens,
      anchor: CGPoint(x: placement.anchor.x + offset.x, y: placement.anchor.y + offset.y),
      scrolls: placement.scrolls)
  }

  init(frame: CGRect, opens: Direction, anchor: CGPoint, scrolls: Bool) {
    self.frame = frame
    self.opens = opens
    self.anchor = anchor
    self.scrolls = scrolls
  }
}

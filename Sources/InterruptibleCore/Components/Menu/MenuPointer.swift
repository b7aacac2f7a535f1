import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The iPad pointer on an open menu (a trackpad or a mouse, no button down): the row under it
/// highlights as it moves, and the highlight goes when it leaves the menu. A pointer highlight is
/// the hover effect, not a selection: the shell plays no haptic for it. A click is a touch (down
/// and up on a row) and chooses the row through ``touchMoved(to:shownFrame:restingHeight:scrollOffset:)``
/// and ``touchEnded(at:shownFrame:restingHeight:scrollOffset:)``, once.
///
/// ```swift
/// var menu = MenuInteraction(rows: MenuRowIndex(heights: [44, 44, 44]))
/// let shown = CGRect(x: 100, y: 100, width: 250, height: 132)
/// menu.pointerMoved(to: CGPoint(x: 200, y: 170), shownFrame: shown)  // [.highlightChanged(1)]
/// menu.pointerMoved(to: CGPoint(x: 210, y: 175), shownFrame: shown)  // [] (same row)
/// menu.pointerExited()                                               // [.highlightChanged(nil)]
/// ```
///
/// Bad input: a non-finite point is ignored (the highlight stays); a point outside the menu, on a
/// separator or on a disabled row clears it.
extension MenuInteraction {
  /// The pointer is at `point` (container coordinates) over a menu shown in `shownFrame`: the
  /// selectable row under it highlights. Ignored once the menu is leaving.
  package mutating func pointerMoved(
    to point: CGPoint, shownFrame: CGRect, restingHeight: Double? = nil, scrollOffset: Double = 0
  ) -> [Event] {
    guard point.x.isFinite, point.y.isFinite else { return [] }
    return touchMoved(
      to: point, shownFrame: shownFrame, restingHeight: restingHeight, scrollOffset: scrollOffset)
  }

  /// The pointer left the menu (or the window): the highlight goes. Ignored once the menu is leaving.
  package mutating func pointerExited() -> [Event] { touchCancelled() }
}

extension MenuPlacement {
  /// A menu a pointer's secondary click opens at `point` (container coordinates), as pointer menus
  /// open on iPadOS and macOS: its top-leading corner at the pointer (top-trailing right-to-left),
  /// opening down, or up (its bottom at the pointer) when its rows fit only above; a menu near an
  /// edge shifts inside the safe area less ``defaultMargin``. The keyboard's frame (container
  /// coordinates), when it covers the container's bottom, counts as part of the bottom inset. The
  /// menu grows from the pointer.
  ///
  /// ```swift
  /// let placement = MenuPlacement.atPointer(
  ///   CGPoint(x: 500, y: 300), container: CGSize(width: 1024, height: 768),
  ///   safeArea: MenuInsets(top: 24, left: 0, bottom: 20, right: 0), rowHeights: [44, 44])
  /// placement.frame   // (500, 300, 250, 88)
  /// placement.anchor  // (500, 300)
  /// ```
  ///
  /// Bad input: a non-finite point counts as the container's origin, then as every point is, moved
  /// inside the safe area less the margin; the rest as ``init(container:safeArea:source:rowHeights:layoutDirection:preferredWidth:margin:gap:)``.
  package static func atPointer(
    _ point: CGPoint, container: CGSize, safeArea: MenuInsets, rowHeights: [Double],
    keyboardFrame: CGRect? = nil, layoutDirection: MenuLayoutDirection = .leftToRight
  ) -> MenuPlacement {
    var insets = safeArea
    let height = MenuBounds.finite(Double(container.height))
    if let keyboard = keyboardFrame.map(MenuBounds.finite), keyboard.width > 0, keyboard.height > 0,
      Double(keyboard.maxY) >= height
    {
      insets.bottom = max(MenuBounds.finite(insets.bottom), height - Double(keyboard.minY))
    }
    let bounds = MenuBounds(container: container, safeArea: insets, margin: defaultMargin)
    let x = min(max(MenuBounds.finite(Double(point.x)), bounds.minX), bounds.maxX)
    let y = min(max(MenuBounds.finite(Double(point.y)), bounds.minY), bounds.maxY)
    let placement = MenuPlacement(
      container: container, safeArea: insets, source: CGRect(x: x, y: y, width: 0, height: 0),
      rowHeights: rowHeights, layoutDirection: layoutDirection, gap: 0)
    return placement
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Keeps an open (or opening) menu beside an anchor that moves, such as a button in a scrolling
/// list: each move re-runs ``MenuPlacement``, through the zoom's ``ZoomSourceTracker`` (at most one
/// update per 8 ms, only for a move of at least 0.5 pt).
///
/// - The menu flips between below and above the anchor only when the anchor has moved at least
///   ``flipHysteresis`` points past the point where the other side starts to win, so an anchor
///   hovering at the boundary never makes it flip back and forth.
/// - An anchor that leaves the safe area entirely dismisses the menu (``MenuAnchorUpdate/dismiss``,
///   once); later moves are ignored.
///
/// ```swift
/// let follower = MenuAnchorFollower(
///   container: bounds.size, safeArea: insets, source: button.frame, rowHeights: rows)
/// switch follower.anchorMoved(to: button.frame, at: now) {
/// case .moved(let placement)?: menu.frame = placement.frame
/// case .dismiss?: menu.interruptibleDismiss()
/// case nil: break
/// }
/// ```
package final class MenuAnchorFollower {
  /// How far past the flip point (points) the anchor must move before the menu changes sides.
  package static let flipHysteresis = 8.0

  /// The placement for the anchor's last update.
  package private(set) var placement: MenuPlacement
  /// Whether the anchor left the safe area (the menu was told to dismiss).
  package private(set) var isDismissed = false
  private let tracker: ZoomSourceTracker
  private let layout: (CGRect, MenuPlacement.Direction?) -> MenuPlacement
  private let safeBounds: CGRect

  /// A follower for a menu of `rowHeights` placed for `source` (parameters as ``MenuPlacement``).
  package init(
    container: CGSize, safeArea: MenuInsets, source: CGRect, rowHeights: [Double],
    layoutDirection: MenuLayoutDirection = .leftToRight, preferredWidth: Double = MenuPlacement.defaultWidth
  ) {
    layout = { source, opening in
      MenuPlacement(
        container: container, safeArea: safeArea, source: source, rowHeights: rowHeights,
        layoutDirection: layoutDirection, preferredWidth: preferredWidth, margin: MenuPlacement.defaultMargin,
        gap: MenuPlacement.defaultGap, opening: opening)
    }
    placement = layout(source, nil)
    tracker = ZoomSourceTracker(source: source)
    let top = MenuBounds.finite(safeArea.top)
    let left = MenuBounds.finite(safeArea.left)
    safeBounds = CGRect(
      x: left, y: top,
      width: max(MenuBounds.finite(Double(container.width)) - left - MenuBounds.finite(safeArea.right), 0),
      height: max(MenuBounds.finite(Double(container.height)) - top - MenuBounds.finite(safeArea.bottom), 0))
  }

  /// The anchor is at `source` at `time`: the new placement, a dismissal, or nil when nothing
  /// changes yet (held back by the tracker, or already dismissed). `visible` is the part of the
  /// container the anchor can be seen in (the bounds of the scroll views that clip it, in the
  /// container's coordinates; nil when nothing clips it): an anchor outside it, or outside the safe
  /// area, dismisses the menu at once. A rectangle with a NaN or infinite component, or a negative
  /// size, is sanitised as in ``ZoomGeometry`` (the component counts as 0, the size is made positive).
  package func anchorMoved(to source: CGRect, visibleIn visible: CGRect? = nil, at time: Double)
    -> MenuAnchorUpdate?
  {
    guard !isDismissed else { return nil }
    // Both sanitised as ``ZoomGeometry`` does (Foundation's `intersects` traps on NaN and −∞ sizes).
    if let visible, !ZoomGeometry.sanitized(source).intersects(ZoomGeometry.sanitized(visible)) {
      return dismiss()
    }
    return update(tracker.sourceMoved(to: source, at: time, fraction: 1))
  }

  /// The anchor left the screen (it was removed from its window, or released): the menu is
  /// dismissed, as UIKit dismisses a control's menu when the control leaves its window. Nil when
  /// already dismissed.
  package func anchorLost() -> MenuAnchorUpdate? {
    guard !isDismissed else { return nil }
    return dismiss()
  }

  private func dismiss() -> MenuAnchorUpdate {
    isDismissed = true
    tracker.beginCompletion()
    return .dismiss
  }

  /// Makes a held-back update whose time has come (call it a frame later).
  package func flush(at time: Double) -> MenuAnchorUpdate? {
    guard !isDismissed else { return nil }
    return update(tracker.flush(at: time, fraction: 1))
  }

  /// Whether a reported move waits for its time (call ``flush(at:)`` once
  /// ``ZoomSourceTracker/minimumInterval`` has passed).
  package var hasPendingChange: Bool { !isDismissed && tracker.hasPendingChange }

  private func update(_ correction: ZoomCorrection?) -> MenuAnchorUpdate? {
    guard let source = correction?.source else { return nil }
    guard source.intersects(safeBounds) else { return dismiss() }
    let natural = layout(source, nil)
    if natural.opens == placement.opens {
      placement = natural
    } else {
      // Would the current side still win with the anchor `flipHysteresis` points further its way?
      let shift = placement.opens == .down ? -Self.flipHysteresis : Self.flipHysteresis
      let keeps = layout(source.offsetBy(dx: 0, dy: shift), nil).opens == placement.opens
      placement = keeps ? layout(source, placement.opens) : natural
    }
    return .moved(placement)
  }
}

/// What a moving anchor asks of its menu.
package enum MenuAnchorUpdate: Sendable, Equatable {
  /// Move (and perhaps flip) to this placement.
  case moved(MenuPlacement)
  /// The anchor left the safe area: dismiss the menu (interruptibly).
  case dismiss
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The decisions of an open (or still opening) pull-down menu: which row the finger or the keyboard
/// highlights, which row fires, and when the menu goes away.
///
/// - **Drag to select**: a finger that touched the menu's button slides into the menu; the row under
///   it highlights (``Event/highlightChanged(_:)``, the moment for a selection haptic); lifting it on
///   a row fires that row, lifting it outside the menu cancels. It works while the menu is still
///   growing: the finger is mapped from the frame the menu shows now onto the rows' layout.
/// - **Exactly once**: a row fires at most once, together with ``Event/dismiss``, as the dismissal
///   starts; after that every input is ignored (a second tap during the dismissal does nothing).
/// - **Keyboard**: up and down move the highlight over selectable rows (wrapping), return fires it,
///   escape dismisses.
/// - **Submenus**: choosing a row that opens a submenu reports ``Event/openSubmenu(_:)`` and keeps the
///   menu open.
///
/// ```swift
/// var menu = MenuInteraction(rows: MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true]))
/// let shown = CGRect(x: 132, y: 112, width: 250, height: 140)
/// menu.touchMoved(to: CGPoint(x: 200, y: 170), shownFrame: shown)  // [.highlightChanged(1)]
/// menu.touchEnded(at: CGPoint(x: 200, y: 170), shownFrame: shown)  // [.fire(1), .dismiss]
/// menu.tapOutside()                                                // [] (already leaving)
/// ```
package struct MenuInteraction: Sendable, Hashable {
  /// What the shell should do.
  package enum Event: Sendable, Hashable {
    /// Highlight this row (nil: none). Play a selection haptic when it is a row.
    case highlightChanged(Int?)
    /// Run this row's action (once, as the dismissal starts).
    case fire(Int)
    /// Open this row's submenu; the menu stays open (a row of the submenu fires and closes both).
    case openSubmenu(Int)
    /// Dismiss the menu (interruptibly: a menu still opening retracts from where it is).
    case dismiss
  }

  /// A key the menu handles.
  package enum Key: Sendable, Hashable {
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Return or enter.
    case `return`
    /// Escape.
    case escape
  }

  /// The rows.
  package private(set) var rows: MenuRowIndex
  /// The highlighted row.
  package private(set) var highlighted: Int?
  /// Whether the menu is leaving (a row fired or it was dismissed): inputs are ignored.
  package private(set) var isDismissing = false
  /// Rows whose action runs with the menu staying open (UIKit's `keepsMenuPresented`): choosing one
  /// reports ``Event/fire(_:)`` without ``Event/dismiss``. Indices outside the rows are ignored.
  package var rowsKeepingMenuOpen: Set<Int> = []
  /// The one-event array a highlight change returns, reused: once the caller has dropped the last
  /// result, the next change writes into the same buffer instead of allocating a new array (a
  /// finger sliding over the rows changes the highlight on every row it crosses). Not part of the
  /// menu's value: equality and hashing ignore it.
  private var highlightEvents: [Event] = [.dismiss]

  /// A menu over `rows`, nothing highlighted.
  package init(rows: MenuRowIndex) { self.rows = rows }

  /// The finger is at `point` (container coordinates); the menu shows in `shownFrame` (its in-flight
  /// frame while it grows; `restingHeight` is its laid-out height, by default the shown one), with
  /// its rows scrolled by `scrollOffset`.
  package mutating func touchMoved(
    to point: CGPoint, shownFrame: CGRect, restingHeight: Double? = nil, scrollOffset: Double = 0
  ) -> [Event] {
    guard !isDismissing else { return [] }
    return highlight(
      row(at: point, shownFrame: shownFrame, restingHeight: restingHeight, scrollOffset: scrollOffset))
  }

  /// The finger lifted at `point`: on a selectable row it fires; outside the menu it cancels; on a
  /// separator or a disabled row nothing happens.
  package mutating func touchEnded(
    at point: CGPoint, shownFrame: CGRect, restingHeight: Double? = nil, scrollOffset: Double = 0
  ) -> [Event] {
    guard !isDismissing else { return [] }
    if let row = row(
      at: point, shownFrame: shownFrame, restingHeight: restingHeight, scrollOffset: scrollOffset)
    {
      return choose(row)
    }
    guard !Self.contains(shownFrame, point) else { return highlight(nil) }
    isDismissing = true
    let clear: [Event] = highlighted == nil ? [] : [.highlightChanged(nil)]
    highlighted = nil  // the state says what the events said
    return clear + [.dismiss]
  }

  /// A tap outside the menu: it dismisses (while opening, the presentation turns around).
  package mutating func tapOutside() -> [Event] {
    guard !isDismissing else { return [] }
    isDismissing = true
    return [.dismiss]
  }

  /// A hardware key.
  package mutating func press(_ key: Key) -> [Event] {
    guard !isDismissing else { return [] }
    switch key {
    case .up: return highlight(rows.nextSelectable(after: highlighted, step: -1))
    case .down: return highlight(rows.nextSelectable(after: highlighted, step: 1))
    case .return: return highlighted.map { choose($0) } ?? []
    case .escape: return tapOutside()
    }
  }

  /// The selectable row under `point`, if any: the point's place in `shownFrame` scaled onto the
  /// laid-out height (`restingHeight`, default the shown height), plus the scroll offset.
  package func row(
    at point: CGPoint, shownFrame: CGRect, restingHeight: Double? = nil, scrollOffset: Double = 0
  ) -> Int? {
    guard Self.contains(shownFrame, point), shownFrame.height > 0 else { return nil }
    let shown = Double(shownFrame.height)
    let resting = restingHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? shown
    let y =
      (Double(point.y) - Double(shownFrame.minY)) * (resting / shown)
      + (scrollOffset.isFinite ? scrollOffset : 0)
    return rows.row(atY: y)
  }

  private mutating func choose(_ row: Int) -> [Event] {
    if rows.opensSubmenu[row] { return highlight(row) + [.openSubmenu(row)] }
    if rowsKeepingMenuOpen.contains(row) { return highlight(row) + [.fire(row)] }
    isDismissing = true
    let change: [Event] = highlighted == row ? [] : [.highlightChanged(row)]
    highlighted = row  // the fired row stays highlighted while the menu leaves, as its event says
    return change + [.fire(row), .dismiss]
  }

  private mutating func highlight(_ row: Int?) -> [Event] {
    guard row != highlighted else { return [] }
    highlighted = row
    highlightEvents[0] = .highlightChanged(row)
    return highlightEvents
  }

  /// Menus are equal when their rows, highlight and dismissal state are (the reused event buffer
  /// does not count).
  package static func == (lhs: MenuInteraction, rhs: MenuInteraction) -> Bool {
    lhs.rows == rhs.rows && lhs.highlighted == rhs.highlighted && lhs.isDismissing == rhs.isDismissing
  }

  /// Hashes the rows, the highlight and the dismissal state.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(rows)
    hasher.combine(highlighted)
    hasher.combine(isDismissing)
  }

  /// Whether `point` is in `frame`; a point or frame with a non-finite coordinate contains nothing
  /// (Foundation's `CGRect.contains` traps on NaN).
  private static func contains(_ frame: CGRect, _ point: CGPoint) -> Bool {
    let edges = (Double(frame.minX), Double(frame.minY), Double(frame.maxX), Double(frame.maxY))
    guard point.x.isFinite, point.y.isFinite, edges.0.isFinite, edges.1.isFinite, edges.2.isFinite,
      edges.3.isFinite
    else { return false }
    let (x, y) = (Double(point.x), Double(point.y))
    return x >= edges.0 && x < edges.2 && y >= edges.1 && y < edges.3
  }
}

extension MenuInteraction {
  /// The same rows measured again (the text size changed): they take `heights`, keeping which rows
  /// can be chosen and open submenus; the highlight and the dismissal state stay. Returns false and
  /// changes nothing when `heights` has another number of rows (bad heights count as 0, as in
  /// ``MenuRowIndex``).
  @discardableResult
  package mutating func rowsRemeasured(heights: [Double]) -> Bool {
    guard heights.count == rows.count else { return false }
    rows = MenuRowIndex(heights: heights, selectable: rows.selectable, opensSubmenu: rows.opensSubmenu)
    return true
  }

  /// The system cancelled the finger (a gesture took it, or the view left the window): the
  /// highlight goes, nothing fires, and the menu stays as it is.
  package mutating func touchCancelled() -> [Event] {
    guard !isDismissing else { return [] }
    return highlight(nil)
  }
}

extension MenuInteraction.Key {
  /// The menu's key for a hardware key: the vertical arrows, Return and Escape; nil for the
  /// horizontal arrows, which a menu leaves to the next responder.
  package init?(_ key: HardwareKey) {
    switch key {
    case .upArrow: self = .up
    case .downArrow: self = .down
    case .returnKey: self = .return
    case .escape: self = .escape
    case .leftArrow, .rightArrow: return nil
    }
  }
}

import Foundation

/// Reconciles an `isPresented` binding with one context menu, in the spirit of the package's
/// presentation reconciler (`PresentationReconciler`): the shell records each value the binding
/// takes (``write(_:)``), asks once per frame what to do (``flush()``) and reports each change of the
/// menu (``observe(_:)``); the answers say what to request of the menu and what to write back.
///
/// - **Writes coalesce**: only the last value before ``flush()`` counts.
/// - **`true` while the menu is closed opens it** without a lift; **`false` while it is open closes
///   it from where it is** (a growing menu turns back).
/// - **The user's open writes `true` back once** (the lift committed with the binding false); **the
///   user's close writes `false` back once**, when the close is decided (a tap outside, a row, the
///   preview, escape), not when the menu has gone.
/// - **A lift under the finger is the user's**: the binding waits for it to commit or turn back. A
///   leaving menu cannot turn around: `true` written while it leaves opens it again once it has gone.
/// - **No request while one has not been observed**: a refused open (``openDeclined()``, or the menu
///   reported closed while the open was outstanding) writes `false` back.
///
/// ```swift
/// var binding = ContextMenuBinding()
/// binding.write(true)
/// binding.flush()                 // .open
/// binding.observe(.open)          // nil: nothing to write back
/// binding.observe(.leaving)       // false: the user's tap outside
/// ```
package struct ContextMenuBinding: Sendable, Hashable {
  /// Where the menu is.
  package enum Menu: Sendable, Hashable {
    /// No menu (or its session is over).
    case closed
    /// A finger lifts the source; the menu has not committed.
    case lifting
    /// The menu shows (growing or grown).
    case open
    /// The menu leaves (or a lift turns back).
    case leaving
  }

  /// What the shell asks of the menu.
  package enum Request: Sendable, Hashable {
    /// Open the menu without a lift.
    case open
    /// Close the menu from where it is.
    case close
  }

  /// The binding's value as far as the reconciler knows (the last write or write-back).
  package private(set) var binding = false
  /// The menu's last observed state.
  package private(set) var menu = Menu.closed
  /// A request sent and not yet observed.
  package private(set) var outstanding: Request?

  /// An unbound, closed menu.
  package init() {}

  /// Records a value of the binding; nothing is decided until ``flush()``.
  package mutating func write(_ value: Bool) { binding = value }

  /// Decides once for the writes since the last flush: at most one request.
  package mutating func flush() -> Request? {
    guard outstanding == nil else { return nil }
    switch (menu, binding) {
    case (.closed, true): outstanding = .open
    case (.open, false): outstanding = .close
    case (.closed, false), (.open, true), (.lifting, _), (.leaving, _): return nil
    }
    return outstanding
  }

  /// The menu changed to `newMenu`: returns the value to write back to the binding, if any.
  package mutating func observe(_ newMenu: Menu) -> Bool? {
    let previous = menu
    menu = newMenu
    switch outstanding {
    case .open?:
      // Closed after the open was asked for: the menu did not take it (or was over at once).
      guard newMenu != .closed else { return openDeclined() }
      outstanding = nil
    case .close?:
      guard newMenu == .leaving || newMenu == .closed else { return nil }
      outstanding = nil
      return nil
    case nil: break
    }
    // The user's open: a lift committed; the user's close: the open menu leaves.
    if previous == .lifting, newMenu == .open, !binding { return writeBack(true) }
    if previous == .open, newMenu == .leaving, binding { return writeBack(false) }
    return nil
  }

  /// The menu refused the outstanding open (no menu at the view now, or another one shows): the
  /// binding is written back to `false`.
  package mutating func openDeclined() -> Bool? {
    guard outstanding == .open else { return nil }
    outstanding = nil
    return binding ? writeBack(false) : nil
  }

  private mutating func writeBack(_ value: Bool) -> Bool {
    binding = value
    return value
  }
}

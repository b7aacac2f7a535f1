import Foundation

/// What a tap on a context menu's lifted preview opens, decided once, at the tap
/// (``ContextMenuLift/Event/commitPreview``).
///
/// - The app's own commit action, when it gave one, runs instead of everything else.
/// - Without a destination, or when the destination cannot be shown (it is already in a stack or
///   presented, or the screen holding the source already presents something), the menu just leaves.
/// - A source inside a navigation stack whose delegate is the package's navigation delegate pushes
///   the destination with the zoom from the lifted preview (that delegate makes the push a zoom that
///   a back-swipe or a back tap can turn around mid-flight).
/// - Anywhere else (no navigation stack, or one whose pushes the package does not animate) the
///   destination is presented with the zoom from the lifted preview.
///
/// ```swift
/// ContextMenuCommitRoute(
///   hasCommitAction: false, hasDestination: true, navigation: .interruptibleStack)  // .push
/// ContextMenuCommitRoute(hasCommitAction: false, hasDestination: true, navigation: .none)  // .present
/// ```
package enum ContextMenuCommitRoute: Sendable, Hashable {
  /// The app's commit action runs; the menu leaves.
  case runAction
  /// The destination is pushed with the zoom from the lifted preview.
  case push
  /// The destination is presented with the zoom from the lifted preview.
  case present
  /// Nothing opens: the menu just leaves.
  case leave

  /// The navigation stack around the source.
  package enum Navigation: Sendable, Hashable {
    /// The source's screen is in no navigation stack.
    case none
    /// The source's screen is in a navigation stack whose delegate is the package's navigation
    /// delegate.
    case interruptibleStack
    /// The source's screen is in a navigation stack the package does not animate (another delegate,
    /// or none): a push there could not zoom.
    case otherStack
  }

  /// The route for a tap on the preview.
  ///
  /// - Parameters:
  ///   - hasCommitAction: Whether the app gave a commit action of its own.
  ///   - hasDestination: Whether the app gave a destination to open.
  ///   - destinationInUse: Whether that destination is already shown (in a stack, a child of a
  ///     container, or presented): it cannot be pushed or presented again.
  ///   - navigation: The navigation stack around the source.
  ///   - isPresenting: Whether the screen that would push or present already presents something.
  package init(
    hasCommitAction: Bool, hasDestination: Bool, destinationInUse: Bool = false, navigation: Navigation,
    isPresenting: Bool = false
  ) {
    if hasCommitAction {
      self = .runAction
    } else if !hasDestination || destinationInUse || isPresenting {
      self = .leave
    } else {
      self = navigation == .interruptibleStack ? .push : .present
    }
  }
}

#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// When the SwiftUI hosts act on the platform: never inside a view update, and in an order that lets
  /// one presentation leave before another arrives.
  @MainActor
  enum HostTurns {
    /// How long after `present` a controller UIKit has not linked to its presenter counts as refused:
    /// UIKit may link the two only when it starts the transition, on the run loop's next turn.
    static let refusalCheckDelay = 0.05

    /// Runs `flush` after the current update. Hosts whose content leaves (`leaves` is true) act on the
    /// next turn, the others one turn later: one action that closes a menu and opens a card starts
    /// the menu's dismissal first, and the card waits for it as SwiftUI's own presentations do,
    /// whatever the hosts' order in the view tree. `leaves` answers nil once its host is gone.
    static func afterUpdate(leaves: @escaping @MainActor () -> Bool?, flush: @escaping @MainActor () -> Void)
    {
      Task { @MainActor in
        guard let leaving = leaves() else { return }
        if leaving { return flush() }
        Task { @MainActor in flush() }
      }
    }
  }
#endif

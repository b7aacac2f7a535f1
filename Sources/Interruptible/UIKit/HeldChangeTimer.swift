#if canImport(UIKit)
  import UIKit

  /// Makes a change the core held back (``ZoomSourceTracker``'s rule: at most one correction every
  /// ``ZoomSourceTracker/minimumInterval``) once its time has come: ``schedule(_:)`` runs its action
  /// one interval later on the main run loop, and scheduling again before then adds nothing. Used
  /// by a zoom following its source and a menu following its anchor.
  @MainActor
  final class HeldChangeTimer {
    private var isScheduled = false

    /// Runs `action` one ``ZoomSourceTracker/minimumInterval`` from now, unless a run is already due.
    func schedule(_ action: @escaping @MainActor () -> Void) {
      guard !isScheduled else { return }
      isScheduled = true
      onMain(after: ZoomSourceTracker.minimumInterval) { [weak self] in
        self?.isScheduled = false
        action()
      }
    }
  }
#endif

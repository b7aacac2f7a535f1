import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Runs one pan-to-dismiss gesture from start to end against a ``TransitionCoordinator``: who owns the
/// pan (``GestureArbiter``), when the dismissal begins, scroll-view hand-off in both directions, and the
/// release velocity. The UIKit shell forwards the recognizer's raw values and pins the scroll view
/// when told to.
///
/// - A pan the arbiter gives to the dismissal grabs the transition in flight, or asks the platform
///   for an interactive dismissal of content at rest (``beginInteractiveDismissal``).
/// - A pan that starts over a scroll view lets it scroll; when the scroll view reaches its edge and
///   the finger moves toward dismissal, the dismissal takes over from that point: the content does
///   not jump by the distance already scrolled.
/// - When the finger brings the content back to rest and keeps going, the pan returns to the scroll
///   view and the dismissal is released with the finger's velocity (it settles back, never stays
///   grabbed).
/// - ``isEnabled`` can change at any time: a disabled tracker claims no new pan, and a pan it already
///   drives is still released at its end.
///
/// ```swift
/// let tracker = DismissPanTracker(coordinator: coordinator, dismissDirection: .down) {
///   presentingViewController.dismiss(animated: true)   // after driver.prepare(.dismiss, interactive: true)
/// }
/// if tracker.shouldBegin(start) { tracker.began(translation: .zero) }
/// let pinsScrollView = tracker.changed(translation: t, velocity: v, scrollView: edge)
/// tracker.ended(velocity: v)
/// ```
package final class DismissPanTracker {
  /// The slot the pan drives.
  package let coordinator: TransitionCoordinator
  /// Direction, angle tolerance and navigation edge; its `isEnabled` is replaced by ``isEnabled`` and
  /// the coordinator's ``TransitionConfiguration/isInteractionEnabled``.
  package var arbiter: GestureArbiter
  /// Whether pan-to-dismiss may claim new pans (runtime enable/disable).
  package var isEnabled = true
  /// Asks the platform to begin an interactive dismissal of content at rest.
  package var beginInteractiveDismissal: () -> Void
  /// Who owns the pan in progress (nil when no pan is tracked).
  package private(set) var owner: PanOwner?
  private var origin = 0.0
  private var offset = 0.0

  /// A tracker for `coordinator`'s content, dismissed toward `dismissDirection`.
  package init(
    coordinator: TransitionCoordinator, dismissDirection: TransitionDirection,
    beginInteractiveDismissal: @escaping () -> Void
  ) {
    self.coordinator = coordinator
    arbiter = GestureArbiter(dismissDirection: dismissDirection)
    self.beginInteractiveDismissal = beginInteractiveDismissal
  }

  private var currentArbiter: GestureArbiter {
    var arbiter = arbiter
    arbiter.isEnabled = isEnabled && coordinator.configuration.isInteractionEnabled
    return arbiter
  }

  /// Decides whether a starting pan is tracked (`gestureRecognizerShouldBegin`). The transition in
  /// flight is taken from the coordinator.
  package func shouldBegin(_ start: GestureArbiter.PanStart) -> Bool {
    var start = start
    start.isTransitionInFlight = coordinator.phase.isTransitioning
    switch currentArbiter.beginDecision(for: start) {
    case .dismiss: owner = .dismissal
    case .scrollView: owner = .scrollView
    case .none: owner = nil
    }
    return owner != nil
  }

  /// The pan began with `translation` (from its touch-down point).
  package func began(translation: CGPoint) {
    guard owner == .dismissal else { return }
    takeOver(at: along(translation))
  }

  /// The pan moved: `translation` since touch-down, `velocity` now, and the scroll view under the
  /// finger, if any. Returns true when the shell must hold the scroll view at its edge (the
  /// dismissal owns the pan).
  @discardableResult
  package func changed(translation: CGPoint, velocity: CGPoint, scrollView: ScrollEdgeState?) -> Bool {
    guard let current = owner else { return false }
    let position = along(translation)
    if let scrollView {
      let change = GestureArbiter.PanChange(
        owner: current, movement: velocity, scrollView: scrollView, dismissOffset: offset)
      let next = currentArbiter.owner(after: change)
      owner = next
      if current == .scrollView, next == .dismissal { takeOver(at: position) }
      if current == .dismissal, next == .scrollView {
        coordinator.panEnded(dismissalVelocity: along(velocity))
        offset = 0
      }
    }
    guard owner == .dismissal else { return false }
    offset = max(position - origin, 0)
    coordinator.panChanged(dismissalTranslation: position - origin)
    return scrollView != nil
  }

  /// The pan ended (or was cancelled) moving at `velocity`: a driven dismissal is released with it.
  package func ended(velocity: CGPoint) {
    if owner == .dismissal { coordinator.panEnded(dismissalVelocity: along(velocity)) }
    owner = nil
    offset = 0
  }

  private func takeOver(at position: Double) {
    origin = position
    offset = 0
    if coordinator.dismissNeedsNewTransition {
      beginInteractiveDismissal()
    } else {
      coordinator.panBegan()
    }
  }

  private func along(_ point: CGPoint) -> Double { arbiter.dismissDirection.component(of: point) }
}

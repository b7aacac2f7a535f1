import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Runs one pan-to-dismiss gesture from start to end against a ``TransitionCoordinator``: who owns the
/// pan (``GestureArbiter``), when the dismissal begins, scroll-view hand-off in both directions, the
/// release velocity, and the drag of a transition that follows the finger in both axes (a zoom). The
/// UIKit shell forwards each pan event once, with the recognizer's raw values, to
/// `handlePan(_:translation:velocity:scrollView:)`, and pins the scroll view when told to.
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
/// - A pan claimed by ``shouldBegin(_:)`` whose `.began` is not forwarded (a scroll chain hands it to
///   the dismissal mid-gesture) is driven from touch-down at its first `.changed`.
/// - A held pan (`holdsPans`: a navigation pop's pan, claimed by the pop's own rules) skips the
///   arbiter: the coordinator gets its whole translation, and the drag starts where the pan began.
///
/// Translations are in points from the pan's touch-down point, velocities in points per second, both
/// in the container's coordinates (positive x right, positive y down). Non-finite values move nothing
/// (the coordinator ignores them; a release at a non-finite velocity releases at rest).
///
/// ```swift
/// let tracker = DismissPanTracker(coordinator: coordinator, dismissDirection: .down) {
///   presentingViewController.dismiss(animated: true)   // after driver.prepare(.dismiss, interactive: true)
/// }
/// if tracker.shouldBegin(start) { tracker.handlePan(.began, translation: .zero, velocity: .zero) }
/// let pinsScrollView = tracker.handlePan(.changed, translation: t, velocity: v, scrollView: edge)
/// tracker.handlePan(.ended, translation: t, velocity: v)
/// ```
package final class DismissPanTracker {
  /// One event of a pan, as the recognizer reports it (`.cancelled` and `.failed` end it too).
  package enum Phase: Sendable {
    /// The pan began (after ``shouldBegin(_:)`` claimed it).
    case began
    /// The pan moved.
    case changed
    /// The pan ended, was cancelled or failed.
    case ended
  }

  /// A step of the drag a transition following the finger in both axes gets (a zoom): it begins
  /// where the dismissal took the pan, moves by the translation from there, and ends with the
  /// release velocity.
  package enum DragStep: Sendable, Equatable {
    /// The dismissal took the pan: the drag begins at an offset of 0.
    case began
    /// The pan moved: the offset from where the drag began, in points.
    case changed(CGPoint)
    /// The pan ended moving at this velocity (points per second).
    case ended(velocity: CGPoint)
  }

  /// The slot the pan drives.
  package let coordinator: TransitionCoordinator
  /// Direction, angle tolerance and navigation edge; its `isEnabled` is replaced by ``isEnabled`` and
  /// the coordinator's ``TransitionConfiguration/isInteractionEnabled``.
  package var arbiter: GestureArbiter
  /// Whether pan-to-dismiss may claim new pans (runtime enable/disable).
  package var isEnabled = true
  /// Asks the platform to begin an interactive dismissal of content at rest.
  package var beginInteractiveDismissal: () -> Void
  /// Whether pans are held without the arbiter (a navigation pop's pan, claimed by the pop's own
  /// rules): the coordinator gets the pan's whole translation, never asks for a dismissal, and the
  /// drag begins where the pan began, once the session follows the pan.
  package var holdsPans = false
  /// Receives the drag steps of a transition that follows the finger in both axes, in order with
  /// the coordinator's calls.
  package var onDrag: ((DragStep) -> Void)?
  /// Who owns the pan in progress (nil when no pan is tracked).
  package private(set) var owner: PanOwner?
  private var origin = 0.0
  private var offset = 0.0
  /// Whether the dismissal has taken the pan in progress (it drives the coordinator).
  private var hasTakenOver = false
  /// The translation at which the drag began (nil: no drag under way).
  private var dragOrigin: CGPoint?
  /// Whether a drag is under way: the dismissal (or a held pan) moves the content with the finger.
  package var isDragging: Bool { dragOrigin != nil }
  /// A held pan's translation when it began (nil: no held pan under way).
  private var heldOrigin: CGPoint?

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

  /// One event of the pan: `translation` since touch-down (unused at `.ended`) and `velocity` now (the release velocity
  /// at `.ended`), and the scroll view under the finger, if any. Returns true when the shell must
  /// hold the scroll view at its edge (the dismissal owns the pan over it).
  @discardableResult
  package func handlePan(
    _ phase: Phase, translation: CGPoint, velocity: CGPoint, scrollView: ScrollEdgeState? = nil
  ) -> Bool {
    if holdsPans { return handleHeldPan(phase, translation: translation, velocity: velocity) }
    switch phase {
    case .began:
      guard owner == .dismissal else { return false }
      takeOver(at: along(translation))
      drag(to: translation)
      return false
    case .changed:
      let pins = changed(translation: translation, velocity: velocity, scrollView: scrollView)
      drag(to: translation)
      return pins
    case .ended:
      if owner == .dismissal { coordinator.panEnded(dismissalVelocity: along(velocity)) }
      owner = nil
      offset = 0
      hasTakenOver = false
      endDrag(velocity: velocity)
      return false
    }
  }

  /// A held pan in progress when a new transition was made for it (a pop the pan asked for): the
  /// drag begins at `origin` once the session follows the pan.
  package func holdPan(from origin: CGPoint) {
    owner = .dismissal
    heldOrigin = origin
  }

  private func changed(translation: CGPoint, velocity: CGPoint, scrollView: ScrollEdgeState?) -> Bool {
    guard let current = owner else { return false }
    // Claimed for the dismissal with no `.began` forwarded (a scroll chain handing the pan over
    // mid-gesture): the dismissal drives it from touch-down, and the drag begins at this move.
    if current == .dismissal, !hasTakenOver { takeOver(at: 0) }
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
        hasTakenOver = false
      }
    }
    guard owner == .dismissal else { return false }
    offset = max(position - origin, 0)
    coordinator.panChanged(dismissalTranslation: position - origin)
    return scrollView != nil
  }

  /// A held pan: the grab in flight at its start, the coordinator's change from touch-down, the
  /// drag from where the pan began (begun before the coordinator's change, so the grab finds the
  /// content where it was, and moved after it).
  private func handleHeldPan(_ phase: Phase, translation: CGPoint, velocity: CGPoint) -> Bool {
    switch phase {
    case .began:
      holdPan(from: translation)
      coordinator.panBegan()
      beginHeldDrag()
    case .changed:
      beginHeldDrag()
      coordinator.panChanged(dismissalTranslation: along(translation))
      if let dragOrigin, isFollowingPan { onDrag?(.changed(translation - dragOrigin)) }
    case .ended:
      owner = nil
      heldOrigin = nil
      coordinator.panEnded(dismissalVelocity: along(velocity))
      endDrag(velocity: velocity)
    }
    return false
  }

  /// The held pan's drag begins (once) as soon as the session follows the pan.
  private func beginHeldDrag() {
    guard dragOrigin == nil, let heldOrigin, isFollowingPan else { return }
    dragOrigin = heldOrigin
    onDrag?(.began)
  }

  private var isFollowingPan: Bool { coordinator.currentSession?.isInteractive == true }

  /// While the dismissal owns the pan: the first translation is where the drag begins (at an offset
  /// of 0); later ones move it relative to that.
  private func drag(to translation: CGPoint) {
    guard owner == .dismissal else { return }
    guard let dragOrigin else {
      dragOrigin = translation
      onDrag?(.began)
      return
    }
    onDrag?(.changed(translation - dragOrigin))
  }

  private func endDrag(velocity: CGPoint) {
    guard dragOrigin != nil else { return }
    dragOrigin = nil
    onDrag?(.ended(velocity: velocity))
  }

  private func takeOver(at position: Double) {
    origin = position
    offset = 0
    hasTakenOver = true
    if coordinator.dismissNeedsNewTransition {
      beginInteractiveDismissal()
    } else {
      coordinator.panBegan()
    }
  }

  private func along(_ point: CGPoint) -> Double { arbiter.dismissDirection.component(of: point) }
}

extension CGPoint {
  fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}

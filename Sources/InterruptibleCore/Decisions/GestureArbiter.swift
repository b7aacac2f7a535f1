import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides who owns a pan: the pan-to-dismiss gesture, an embedded scroll view, or neither.
///
/// Pure inputs, pure answers; the UIKit shell calls ``beginDecision(for:)`` from
/// `gestureRecognizerShouldBegin(_:)` and ``owner(after:)`` on every pan change while a scroll view is
/// under the finger.
///
/// ```swift
/// var arbiter = GestureArbiter(dismissDirection: .down)
/// let pan = GestureArbiter.PanStart(location: touch, movement: velocity, containerBounds: bounds,
///                                   scrollView: ScrollEdgeState(contentOffset: -88, topInset: 88))
/// arbiter.beginDecision(for: pan)   // .dismiss: the list is at its top, the finger moves down
/// ```
package struct GestureArbiter: Sendable, Hashable {
  /// Whether pan-to-dismiss may begin at all; can change at runtime.
  package var isEnabled: Bool
  /// The direction content moves when dismissed.
  package var dismissDirection: TransitionDirection
  /// The largest angle in degrees between the pan's movement and `dismissDirection` that still
  /// counts as a dismiss pan; clamped to `[0, 89]`, NaN becomes the default 30.
  package var maximumAngle: Double {
    didSet { maximumAngle = Self.sanitizedAngle(maximumAngle) }
  }
  /// Whether the content is inside a navigation stack with a system back-swipe.
  package var isInNavigationContext: Bool
  /// Whether the leading edge is on the right (right-to-left layout).
  package var isRightToLeft: Bool
  /// The width of the leading-edge strip left to the system back-swipe, in points (default 20).
  package var systemEdgeMargin: Double

  /// An arbiter with the given configuration.
  package init(
    isEnabled: Bool = true, dismissDirection: TransitionDirection = .down, maximumAngle: Double = 30,
    isInNavigationContext: Bool = false, isRightToLeft: Bool = false, systemEdgeMargin: Double = 20
  ) {
    self.isEnabled = isEnabled
    self.dismissDirection = dismissDirection
    self.maximumAngle = Self.sanitizedAngle(maximumAngle)
    self.isInNavigationContext = isInNavigationContext
    self.isRightToLeft = isRightToLeft
    self.systemEdgeMargin = systemEdgeMargin
  }

  /// Decides whether a pan that is starting becomes a pan-to-dismiss.
  ///
  /// In order: disabled → `.none(.disabled)`; starting in the system edge strip of a navigation
  /// context → `.none(.systemEdgeSwipe)`; a transition in flight → `.dismiss` (the pan grabs it in
  /// any direction); over a scroll view, `.dismiss` when the scroll view is at its edge and the pan
  /// moves in the dismiss direction, else `.scrollView` (the scroll view scrolls and the shell keeps
  /// asking ``owner(after:)``); elsewhere `.dismiss` for movement within the angle tolerance of the
  /// dismiss direction, `.none(.wrongDirection)` for any other movement or none.
  package func beginDecision(for pan: PanStart) -> PanBeginDecision {
    guard isEnabled else { return .none(.disabled) }
    if isInSystemEdge(pan.location, bounds: pan.containerBounds) { return .none(.systemEdgeSwipe) }
    if pan.isTransitionInFlight { return .dismiss }
    let isDismissing = isDismissMovement(pan.movement)
    if let scroll = pan.scrollView { return isDismissing && scroll.isAtEdge ? .dismiss : .scrollView }
    return isDismissing ? .dismiss : .none(.wrongDirection)
  }

  /// Whether a navigation pop pan starting at `start` begins, for a pan that lives beside other
  /// horizontal gestures: it yields (never begins) in the system edge strip (the back-swipe keeps
  /// it), on a row that offers swipe actions in the pop's direction, and over a horizontal scroll
  /// view that can still scroll back toward its leading edge; at that edge the pop wins.
  ///
  /// ```swift
  /// let arbiter = GestureArbiter(dismissDirection: .right, isInNavigationContext: true)
  /// let pan = GestureArbiter.PanStart(location: CGPoint(x: 200, y: 300), movement: CGPoint(x: 400, y: 10),
  ///                                   containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// arbiter.popBeginDecision(for: pan, horizontalScroll: ScrollEdgeState(distanceFromEdge: 120))  // .scrollView
  /// arbiter.popBeginDecision(for: pan, horizontalScroll: ScrollEdgeState(distanceFromEdge: 0))    // .dismiss
  /// ```
  package func popBeginDecision(
    for pan: PanStart, horizontalScroll: ScrollEdgeState? = nil, offersSwipeActions: Bool = false
  ) -> PanBeginDecision {
    let decision = beginDecision(
      for: PanStart(
        location: pan.location, movement: pan.movement, containerBounds: pan.containerBounds,
        isTransitionInFlight: pan.isTransitionInFlight))
    guard decision == .dismiss, !pan.isTransitionInFlight else { return decision }
    if offersSwipeActions { return .none(.swipeActions) }
    if let scroll = horizontalScroll, !scroll.isAtEdge { return .scrollView }
    return .dismiss
  }

  /// Whether `movement` (a translation or velocity) points in the dismiss direction within the
  /// angle tolerance. Zero or non-finite movement does not.
  package func isDismissMovement(_ movement: CGPoint) -> Bool {
    let along = dismissDirection.component(of: movement)
    let across = dismissDirection.crossComponent(of: movement)
    guard along > 0 else { return false }
    return across <= along * tan(maximumAngle * Double.pi / 180)
  }

  /// Whether `location` lies in the leading-edge strip that belongs to the system back-swipe; only in
  /// a navigation context.
  package func isInSystemEdge(_ location: CGPoint, bounds: CGRect) -> Bool {
    guard isInNavigationContext, systemEdgeMargin > 0, location.x.isFinite else { return false }
    if isRightToLeft { return Double(location.x) >= Double(bounds.maxX) - systemEdgeMargin }
    return Double(location.x) <= Double(bounds.minX) + systemEdgeMargin
  }

  /// Who owns the pan after a change, for a pan over a scroll view.
  ///
  /// - The scroll view hands the pan to the dismissal when it is at its edge and the finger moves in
  ///   the dismiss direction (and the arbiter is enabled).
  /// - The dismissal hands it back when the content is back at rest (dismiss offset ≤ 0 before the
  ///   change) and the finger moves the other way, so the list scrolls again. The shell clamps the
  ///   content at rest; it never drags it past the presented position.
  /// - Zero movement keeps the owner.
  package func owner(after change: PanChange) -> PanOwner {
    let along = dismissDirection.component(of: change.movement)
    switch change.owner {
    case .scrollView:
      guard isEnabled, along > 0, change.scrollView.isAtEdge else { return .scrollView }
      return .dismissal
    case .dismissal:
      let atRest = !(change.dismissOffset > 0)
      return atRest && along < 0 ? .scrollView : .dismissal
    }
  }

  private static func sanitizedAngle(_ angle: Double) -> Double {
    angle.isNaN ? 30 : min(max(angle, 0), 89)
  }
}

extension GestureArbiter {
  /// A pan at the moment it would begin.
  package struct PanStart: Sendable, Equatable {
    /// Where the touch started, in the container's coordinate space.
    package var location: CGPoint
    /// The pan's translation or velocity so far (`translation(in:)` / `velocity(in:)`).
    package var movement: CGPoint
    /// The container's bounds (for the system edge strip).
    package var containerBounds: CGRect
    /// The scroll view under the finger, if any.
    package var scrollView: ScrollEdgeState?
    /// Whether a transition of this slot is in flight (the pan grabs it).
    package var isTransitionInFlight: Bool

    /// A pan start.
    package init(
      location: CGPoint, movement: CGPoint, containerBounds: CGRect, scrollView: ScrollEdgeState? = nil,
      isTransitionInFlight: Bool = false
    ) {
      self.location = location
      self.movement = movement
      self.containerBounds = containerBounds
      self.scrollView = scrollView
      self.isTransitionInFlight = isTransitionInFlight
    }
  }

  /// A change of a pan over a scroll view.
  package struct PanChange: Sendable, Equatable {
    /// Who owns the pan before this change.
    package var owner: PanOwner
    /// The finger's movement since the previous change.
    package var movement: CGPoint
    /// The scroll view's position.
    package var scrollView: ScrollEdgeState
    /// How far the content was dragged toward dismissal before this change, in points (0 at rest;
    /// NaN counts as at rest).
    package var dismissOffset: Double

    /// A pan change.
    package init(owner: PanOwner, movement: CGPoint, scrollView: ScrollEdgeState, dismissOffset: Double) {
      self.owner = owner
      self.movement = movement
      self.scrollView = scrollView
      self.dismissOffset = dismissOffset
    }
  }
}

/// The answer to a starting pan.
package enum PanBeginDecision: Sendable, Hashable {
  /// Why the pan is not claimed.
  package enum Reason: Sendable, Hashable {
    /// Pan-to-dismiss is disabled.
    case disabled
    /// The touch started in the system back-swipe's edge strip.
    case systemEdgeSwipe
    /// The movement is not in the dismiss direction.
    case wrongDirection
    /// The pan started on a row whose swipe actions move the same way: the row keeps it.
    case swipeActions
  }

  /// The pan drives the dismissal (or grabs the transition in flight).
  case dismiss
  /// The scroll view scrolls; the pan may be handed to the dismissal later (``GestureArbiter/owner(after:)``).
  case scrollView
  /// Nobody here claims the pan.
  case none(Reason)
}

/// Who owns a pan that started over a scroll view.
package enum PanOwner: Sendable, Hashable {
  /// The scroll view scrolls.
  case scrollView
  /// The pan drives the dismissal; the scroll view's offset stays pinned at its edge.
  case dismissal
}

/// A scroll view's position relative to the edge facing the dismissal (its top for a pull-down
/// dismissal).
package struct ScrollEdgeState: Sendable, Hashable {
  /// How far the content is scrolled away from the edge, in points (0 at the edge, negative while
  /// rubber-banding past it).
  package var distanceFromEdge: Double

  /// Tolerance for "at the edge", in points (scroll offsets are often fractional).
  package static let edgeTolerance = 0.5

  /// A scroll view `distanceFromEdge` points away from its edge. NaN counts as at the edge.
  package init(distanceFromEdge: Double) {
    self.distanceFromEdge = distanceFromEdge.isNaN ? 0 : distanceFromEdge
  }

  /// A vertical scroll view for a pull-down dismissal: `contentOffset.y` and
  /// `adjustedContentInset.top`. It is at its top when `contentOffset.y ≤ −adjustedContentInset.top`.
  package init(contentOffset: Double, topInset: Double) {
    self.init(distanceFromEdge: contentOffset + topInset)
  }

  /// Whether the scroll view is at (or past) its edge, within ``edgeTolerance``.
  package var isAtEdge: Bool { distanceFromEdge <= Self.edgeTolerance }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a touch goes while content is presented or in flight (HT07).
///
/// The router is asked at touch-down with the point in the container's coordinate space, the
/// presented content at its **current (in-flight)** frame, and the slot's phase. The UIKit shell
/// relies on these platform facts and does the rest itself:
/// - HT01: block animations without `.allowUserInteraction` swallow touches; the shell never animates
///   the transition with them.
/// - HT02/HT05: with manual hit testing UIKit hit-tests the model (target) frame, so the shell
///   converts through `layer.presentation()` and passes that frame here.
/// - HT03: a default `UIViewPropertyAnimator` hit-tests in flight itself; the shell still passes
///   presentation frames, so both agree.
/// - HT04: the shell keeps the animator's `isUserInteractionEnabled` true.
///
/// ```swift
/// let router = TouchRouter(passThroughRegions: [navigationBarFrame])
/// switch router.route(point, content: card, phase: .presenting) {
/// case .cancelPresentation: coordinator.tapOutside()
/// ...
/// }
/// ```
public struct TouchRouter: Sendable, Equatable {
  /// What an outside touch does to a presented or presenting slot.
  public enum OutsideTouchBehavior: Sendable, Hashable {
    /// Cancel an in-flight presentation, dismiss a presented one (the default).
    case dismiss
    /// Let the touch reach the presenting UI (non-modal content).
    case passThrough
    /// Swallow the touch (modal content that only closes itself).
    case ignore
  }

  /// Regions, in the container's coordinate space, where outside touches reach the presenting UI.
  /// They never take a touch from the content: content on top wins. A region with a NaN or
  /// infinite origin or size contains no point.
  public var passThroughRegions: [CGRect]
  /// What touches outside the content and the pass-through regions do.
  public var outsideTouchBehavior: OutsideTouchBehavior
  /// Whether touches outside the content reach the presenting UI during a dismissal (default true:
  /// leaving content never blocks the UI it reveals).
  public var passesThroughWhileDismissing: Bool

  /// A router with the given policy.
  public init(
    passThroughRegions: [CGRect] = [], outsideTouchBehavior: OutsideTouchBehavior = .dismiss,
    passesThroughWhileDismissing: Bool = true
  ) {
    self.passThroughRegions = passThroughRegions
    self.outsideTouchBehavior = outsideTouchBehavior
    self.passesThroughWhileDismissing = passesThroughWhileDismissing
  }

  /// Routes a touch at `point` given the content's view tree at its in-flight position (HT06, HT07).
  ///
  /// The touch goes to the content when its hit test finds a view there, so hidden, disabled or
  /// nearly transparent content (alpha < 0.01) counts as outside. A non-finite point goes nowhere
  /// (`.ignore`).
  package func route(_ point: CGPoint, content: HitTestNode, phase: PresentationPhase) -> TouchRoute {
    guard point.x.isFinite, point.y.isFinite else { return .ignore }
    if phase != .idle, content.receivesTouch(at: point) { return .content }
    return routeOutside(point, phase: phase)
  }

  /// Routes a touch at `point` given only the content's current (in-flight) frame.
  package func route(_ point: CGPoint, contentFrame: CGRect, phase: PresentationPhase) -> TouchRoute {
    // `HitTestNode(name:frame:).receivesTouch(at:)` of a plain leaf, without building the node.
    guard point.x.isFinite, point.y.isFinite else { return .ignore }
    let local = HitTestNode.localPoint(point, in: contentFrame)
    if phase != .idle, HitTestNode.bounds(CGRect(origin: .zero, size: contentFrame.size), contain: local) {
      return .content
    }
    return routeOutside(point, phase: phase)
  }

  /// The route of a touch that missed the content.
  private func routeOutside(_ point: CGPoint, phase: PresentationPhase) -> TouchRoute {
    if passThroughRegions.contains(where: { Self.isFinite($0) && $0.contains(point) }) { return .passThrough }
    switch phase {
    case .idle:
      return .passThrough
    case .dismissing:
      return passesThroughWhileDismissing ? .passThrough : .ignore
    case .presenting, .presented:
      switch outsideTouchBehavior {
      case .dismiss: return phase == .presenting ? .cancelPresentation : .dismiss
      case .passThrough: return .passThrough
      case .ignore: return .ignore
      }
    }
  }

  /// The content's frame at `presentedProgress` (0 = dismissed, 1 = presented, may overshoot):
  /// the presented frame moved `(1 − presentedProgress) · distance` points in `dismissDirection`.
  ///
  /// A model of `layer.presentation()?.frame` for sliding content. Non-finite progress or distance,
  /// or an offset frame that would not be finite, leaves the frame where it is presented; a
  /// presented frame that is not finite itself gives `.zero`.
  package static func inFlightFrame(
    presentedFrame: CGRect, dismissDirection: TransitionDirection, distance: Double,
    presentedProgress: Double
  ) -> CGRect {
    let offset = (1 - presentedProgress) * distance
    guard isFinite(presentedFrame) else { return .zero }
    guard offset.isFinite else { return presentedFrame }
    let moved: CGRect
    switch dismissDirection {
    case .up: moved = presentedFrame.offsetBy(dx: 0, dy: -offset)
    case .down: moved = presentedFrame.offsetBy(dx: 0, dy: offset)
    case .left: moved = presentedFrame.offsetBy(dx: -offset, dy: 0)
    case .right: moved = presentedFrame.offsetBy(dx: offset, dy: 0)
    }
    return isFinite(moved) ? moved : presentedFrame
  }

  /// Whether every coordinate of `rect` is finite (and its far edges too, on either side of the
  /// origin: a negative size puts the far edge before it).
  static func isFinite(_ rect: CGRect) -> Bool {
    let (x, y) = (rect.origin.x, rect.origin.y)
    // The stored size, not `width`/`height` (their magnitudes): x − |w| can overflow where x + |w| does not.
    let (right, bottom) = (x + rect.size.width, y + rect.size.height)
    // Finite x and x + width imply a finite width (likewise y), and v − v is 0 for a finite v and
    // NaN otherwise: one comparison, no branch per value.
    return (x - x) + (y - y) + (right - right) + (bottom - bottom) == 0
  }
}

extension TouchRouter {
  /// Where a touch on content in flight lands in the content's own layout: `point` (container
  /// coordinates) on the frame the content shows now (`inFlightFrame`, the presentation layer's) is
  /// mapped linearly onto `restingFrame` (the frame the content's subviews are laid out in, the model
  /// layer's). nil when the point is outside the in-flight frame or either frame is empty or not
  /// finite. Hit-testing the mapped point finds the subview the finger is on while it moves.
  ///
  /// ```swift
  /// TouchRouter.contentPoint(CGPoint(x: 150, y: 60),
  ///                          inFlightFrame: CGRect(x: 100, y: 40, width: 100, height: 40),
  ///                          restingFrame: CGRect(x: 0, y: 0, width: 200, height: 80))  // (100, 40)
  /// ```
  package static func contentPoint(_ point: CGPoint, inFlightFrame: CGRect, restingFrame: CGRect) -> CGPoint?
  {
    // Both edges of both frames finite: the mapped point lies between the resting frame's edges.
    guard point.x.isFinite, point.y.isFinite, isFinite(inFlightFrame), isFinite(restingFrame),
      inFlightFrame.width > 0, inFlightFrame.height > 0,
      restingFrame.width > 0, restingFrame.height > 0, inFlightFrame.contains(point)
    else { return nil }
    let u = (point.x - inFlightFrame.minX) / inFlightFrame.width
    let v = (point.y - inFlightFrame.minY) / inFlightFrame.height
    return CGPoint(
      x: restingFrame.minX + u * restingFrame.width, y: restingFrame.minY + v * restingFrame.height)
  }
}

/// The destination of a touch (HT07).
package enum TouchRoute: Sendable, Hashable {
  /// The presented content handles the touch.
  case content
  /// The touch cancels the in-flight presentation (tap-to-cancel): it reverses from where it is.
  case cancelPresentation
  /// The touch dismisses the presented content.
  case dismiss
  /// The touch reaches the presenting UI below.
  case passThrough
  /// The touch is swallowed.
  case ignore
}

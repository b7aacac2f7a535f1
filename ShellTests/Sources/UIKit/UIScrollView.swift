/// A scroll view (GR26–GR30, GR32–GR36): `contentOffset` is `bounds.origin`; its pan scrolls the
/// content along the axes it can scroll, rubber-banded past the edges when it bounces and stopped at
/// them when it does not; after the lift it decelerates or bounces back on the world's clock
/// (`UIScrollView+Motion.swift`).
///
/// Paging (`isPagingEnabled`, DOC "the scroll view stops on multiples of the scroll view's bounds
/// when the user scrolls"): on release the offset goes to a page boundary along each axis it scrolls,
/// at most one page from the page the drag started on (as UIKit pages do): the page nearest to where
/// the finger let go, or, for a fling faster than ``pagingFlingVelocity``, the next page in the
/// fling's direction. Stand-in: it settles there over 0.3 s and the threshold is ours (Unverified).
@MainActor
open class UIScrollView: UIView {
  public let panGestureRecognizer = UIPanGestureRecognizer()
  open var contentSize = CGSize.zero
  open var contentInset = UIEdgeInsets.zero
  open var isScrollEnabled = true
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  /// Whether a drag ends on a page boundary (a multiple of the bounds' size). Default false (HDR).
  open var isPagingEnabled = false
  /// The release speed (points per second) above which a paging scroll view turns to the next page
  /// even before half of it shows. Stand-in value (Unverified).
  package static let pagingFlingVelocity: CGFloat = 300
  open weak var delegate: UIScrollViewDelegate?
  /// Whether content hears its touches begin only once the scroll view has decided it is not a
  /// scroll (GR31). Default true (HDR).
  open var delaysContentTouches = true
  /// Whether a scroll can take a touch content is tracking; recorded, not modelled. Default true (HDR).
  open var canCancelContentTouches = true
  public private(set) var isDragging = false
  public internal(set) var isDecelerating = false
  /// How fast the content slows after a lift (HDR: `.normal` 0.998, `.fast` 0.99 per millisecond).
  open var decelerationRate = DecelerationRate.normal
  /// The scroll view's own motion in flight (``stopMotion()`` ends it).
  var motionGeneration = 0
  var isInMotion = false
  public let contentLayoutGuide = UILayoutGuide()
  public let frameLayoutGuide = UILayoutGuide()
  private var dragStart = CGPoint.zero
  /// When the finger last moved the content (GR32: a rest before the lift means no speed).
  private var lastMove = 0.0
  private let scrollHandler = ScrollPanHandler()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true  // UIScrollView clips its content by default (unlike UIView, VW10)
    panGestureRecognizer.addTarget(scrollHandler) { [weak self] pan in
      self?.handlePan(pan as! UIPanGestureRecognizer)
    }
    addGestureRecognizer(panGestureRecognizer)
    panGestureRecognizer.delegate = self  // GR28: the scroll view is its pan's delegate
  }

  /// GR28: the scroll view's own pan begins only along an axis it scrolls.
  open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(recognizer) }
    let t = panGestureRecognizer.translation(in: self)
    return abs(t.y) >= abs(t.x) ? canScrollVertically : canScrollHorizontally
  }
  public required init?(coder: NSCoder) { nil }

  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      bounds = CGRect(origin: newValue, size: bounds.size)
      delegate?.scrollViewDidScroll(self)
    }
  }
  /// GR35: animated, the offset moves there over time and `scrollViewDidEndScrollingAnimation`
  /// follows; not animated, any motion stops and the offset is set at once.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard animated, offset != contentOffset else {
      stopMotion()
      contentOffset = offset
      return
    }
    animate(to: offset, reportsEndOfAnimation: true)
  }
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  package var canScroll: Bool { canScrollVertically }
  var canScrollVertically: Bool {
    isScrollEnabled
      && (contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical)
  }
  var canScrollHorizontally: Bool {
    isScrollEnabled
      && (contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal)
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      isDragging = true
      dragStart = contentOffset
      lastMove = StandInClock.now
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      lastMove = StandInClock.now
      let t = pan.translation(in: self)
      var offset = dragStart
      if canScrollVertically { offset.y -= t.y }
      if canScrollHorizontally { offset.x -= t.x }
      contentOffset = bounces ? rubberBanded(offset) : clamped(offset)
    default:
      isDragging = false
      let finger = releaseVelocity(pan)
      // The content moves against the finger, along the axes it scrolls.
      let velocity = CGPoint(
        x: canScrollHorizontally ? -finger.x : 0, y: canScrollVertically ? -finger.y : 0)
      let target = isPagingEnabled ? paged(clamped(contentOffset), velocity: finger) : nil
      let moves =
        target.map { $0 != contentOffset }
        ?? (clamped(contentOffset) != contentOffset || hypot(velocity.x, velocity.y) > Self.restingSpeed)
      delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
      if let target {
        if target != contentOffset { animate(to: target, reportsEndOfAnimation: false) }
      } else {
        decelerate(from: velocity)
      }
    }
  }

  /// GR32: the speed "at the moment the touch was released" (Apple documentation of
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): zero when the finger rested
  /// before it lifted, whatever the pan reports then.
  private func releaseVelocity(_ pan: UIPanGestureRecognizer) -> CGPoint {
    StandInClock.now - lastMove > InputSwitches.restInterval ? .zero : pan.velocity(in: self)
  }

  /// The page boundary a paging drag that started at `dragStart` ends on, released at `offset` with
  /// the finger moving at `velocity`.
  private func paged(_ offset: CGPoint, velocity: CGPoint) -> CGPoint {
    func page(_ value: CGFloat, start: CGFloat, speed: CGFloat, size: CGFloat) -> CGFloat {
      guard size > 0 else { return value }
      let from = (start / size).rounded()
      var target = (value / size).rounded()
      // The content moves against the finger: a finger flung left (negative) shows the next page.
      if abs(speed) > Self.pagingFlingVelocity { target = from + (speed < 0 ? 1 : -1) }
      return min(max(target, from - 1), from + 1) * size
    }
    var result = offset
    if canScrollHorizontally {
      result.x = page(offset.x, start: dragStart.x, speed: velocity.x, size: bounds.width)
    }
    if canScrollVertically {
      result.y = page(offset.y, start: dragStart.y, speed: velocity.y, size: bounds.height)
    }
    return clamped(result)
  }

  func clamped(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
    let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
  }
}

/// The owner of the scroll view's own pan action.
final class ScrollPanHandler {}

/// GR28: a scroll view is the delegate of its own pan (UIKit raises when another is set: "UIScrollView's
/// built-in pan gesture recognizer must have its scroll view as its delegate").
extension UIScrollView: UIGestureRecognizerDelegate {}

@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}
extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
  /// How fast a scroll view slows after a lift, per millisecond (UIScrollView.h).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

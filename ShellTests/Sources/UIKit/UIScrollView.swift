/// A scroll view (GR26–GR30): `contentOffset` is `bounds.origin`; its pan scrolls the content
/// along the axes it can scroll, and stops at the edges when it does not bounce.
@MainActor
open class UIScrollView: UIView {
  public let panGestureRecognizer = UIPanGestureRecognizer()
  open var contentSize = CGSize.zero
  open var contentInset = UIEdgeInsets.zero
  open var isScrollEnabled = true
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open weak var delegate: UIScrollViewDelegate?
  public private(set) var isDragging = false
  public private(set) var isDecelerating = false
  public let contentLayoutGuide = UILayoutGuide()
  public let frameLayoutGuide = UILayoutGuide()
  private var dragStart = CGPoint.zero
  private let scrollHandler = ScrollPanHandler()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    scrollHandler.scrollView = self
    panGestureRecognizer.delegate = scrollHandler
    panGestureRecognizer.addTarget(scrollHandler) { [weak self] pan in
      self?.handlePan(pan as! UIPanGestureRecognizer)
    }
    addGestureRecognizer(panGestureRecognizer)
  }
  public required init?(coder: NSCoder) { nil }

  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      bounds = CGRect(origin: newValue, size: bounds.size)
      delegate?.scrollViewDidScroll(self)
    }
  }
  open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
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
      isDragging = true
      dragStart = contentOffset
    case .changed:
      let t = pan.translation(in: self)
      var offset = dragStart
      if canScrollVertically { offset.y -= t.y }
      if canScrollHorizontally { offset.x -= t.x }
      contentOffset = bounces ? offset : clamped(offset)
    default:
      isDragging = false
      contentOffset = clamped(contentOffset)  // bounces back at once (no deceleration modelled)
    }
  }

  func clamped(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
    let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
  }
}

/// The scroll view's own pan delegate: it begins only along an axis the scroll view scrolls.
@MainActor
final class ScrollPanHandler: UIGestureRecognizerDelegate {
  weak var scrollView: UIScrollView?
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let scrollView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
    let t = pan.translation(in: scrollView)
    return abs(t.y) >= abs(t.x) ? scrollView.canScrollVertically : scrollView.canScrollHorizontally
  }
}

@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}
extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

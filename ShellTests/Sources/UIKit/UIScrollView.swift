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

/// A table view: rows are cells laid out top to bottom at `rowHeight` (stand-in: no reuse).
@MainActor
open class UITableView: UIScrollView {
  open weak var dataSource: UITableViewDataSource?
  open var rowHeight: CGFloat = 44
  private var cells: [IndexPath: UITableViewCell] = [:]

  open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }
  open func reloadData() {
    for cell in cells.values { cell.removeFromSuperview() }
    cells = [:]
    guard let dataSource else { return }
    let count = dataSource.tableView(self, numberOfRowsInSection: 0)
    for row in 0..<count {
      let path = IndexPath(row: row, section: 0)
      let cell = dataSource.tableView(self, cellForRowAt: path)
      cell.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
      addSubview(cell)
      cells[path] = cell
    }
    contentSize = CGSize(width: bounds.width, height: CGFloat(count) * rowHeight)
  }
}

@MainActor
open class UITableViewCell: UIView {}

@MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
}
extension UITableViewDelegate {
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  )
    -> UISwipeActionsConfiguration?
  { nil }
}
@MainActor
public final class UISwipeActionsConfiguration: NSObject {
  public override init() {}
}

extension IndexPath {
  /// UIKit's table index path.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var row: Int { self[1] }
  public var section: Int { self[0] }
}

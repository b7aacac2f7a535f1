import Interruptible
import UIKit

/// A detent sheet holding pages of lists (a horizontally paged scroll view of vertical lists), one
/// of them with a carousel: the sheet's scroll-view chain hands each pan to the list, the pager, the
/// carousel or the sheet, and over to the sheet mid-gesture when a list reaches its top.
final class PagedListsDemoViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pages of lists"
    view.backgroundColor = .systemBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • Swipe sideways: the pages turn; the sheet stays.
      • Swipe the carousel: it scrolls, the page stays.
      • Push a list up: below full height the sheet rises first, then the list scrolls. Scroll a \
      list down from its middle: it scrolls back to its top, and the same pull then moves the sheet.
      """)
    let open = DemoStyle.button("Show the pages") { [weak self] in self?.showSheet() }
    DemoStyle.stack(in: view, [open, text])
  }

  private func showSheet() {
    let configuration = DetentSheetConfiguration(
      detents: [.medium, .large], settleDuration: 0.5 * SlowMotion.shared.currentFactor)
    present(
      DetentSheetViewController(content: ListPagesViewController(), configuration: configuration),
      animated: false)
  }
}

/// Three pages of lists side by side in a paged scroll view; the first list starts with a carousel.
final class ListPagesViewController: UIViewController, UIScrollViewDelegate {
  let pager = UIScrollView()
  let pageLabel = UILabel()
  /// One list per page.
  let lists = ["Nearby", "Saved", "Recent"].map { RowListView(title: $0, rows: 40) }
  /// A horizontal carousel at the top of the first list.
  let carousel = UIScrollView()
  private var tiles: [UIView] = []
  private var laidOutWidth: CGFloat = 0
  private static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple]

  /// The page shown (the pager's offset in page widths, rounded).
  var page: Int {
    let width = pager.bounds.width
    guard width > 0 else { return 0 }
    return min(max(Int((pager.contentOffset.x / width).rounded()), 0), lists.count - 1)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pageLabel.font = .preferredFont(forTextStyle: .headline)
    view.addSubview(pageLabel)
    pager.isPagingEnabled = true
    pager.delegate = self
    view.addSubview(pager)
    for list in lists { pager.addSubview(list) }
    for index in 0..<8 {
      let tile = UIView()
      tile.backgroundColor = Self.colors[index % Self.colors.count]
      tile.layer.cornerRadius = 10
      carousel.addSubview(tile)
      tiles.append(tile)
    }
    lists[0].addSubview(carousel)
    lists[0].topRowsInset = 140
    scrollViewDidScroll(pager)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let page = self.page
    let size = CGSize(width: view.bounds.width, height: max(view.bounds.height - 60, 0))
    pageLabel.frame = CGRect(x: 16, y: 22, width: size.width - 32, height: 30)
    pager.frame = CGRect(origin: CGPoint(x: 0, y: 60), size: size)
    pager.contentSize = CGSize(width: size.width * CGFloat(lists.count), height: size.height)
    for (index, list) in lists.enumerated() {
      list.frame = CGRect(origin: CGPoint(x: size.width * CGFloat(index), y: 0), size: size)
    }
    // A width change (rotation) keeps the page shown; a height change (the sheet moving) leaves the
    // pager alone.
    if size.width != laidOutWidth {
      laidOutWidth = size.width
      pager.contentOffset = CGPoint(x: size.width * CGFloat(page), y: 0)
    }
    carousel.frame = CGRect(x: 0, y: 8, width: size.width, height: 124)
    for (index, tile) in tiles.enumerated() {
      tile.frame = CGRect(x: 16 + CGFloat(index) * 136, y: 0, width: 124, height: 124)
    }
    carousel.contentSize = CGSize(width: 16 + CGFloat(tiles.count) * 136, height: 124)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === pager else { return }
    pageLabel.text = "\(lists[page].title) · page \(page + 1) of \(lists.count)"
  }
}

/// A vertical list of rows in a scroll view, below an optional inset for other content.
final class RowListView: UIScrollView {
  let title: String
  private var rows: [UILabel] = []
  /// Room left above the first row (points).
  var topRowsInset: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  init(title: String, rows count: Int) {
    self.title = title
    super.init(frame: .zero)
    alwaysBounceVertical = true
    for index in 0..<count {
      let row = UILabel()
      row.text = "\(title) \(index + 1)"
      addSubview(row)
      rows.append(row)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 20, y: topRowsInset + CGFloat(index) * 44, width: bounds.width - 40, height: 44)
    }
    contentSize = CGSize(width: bounds.width, height: topRowsInset + CGFloat(rows.count) * 44)
  }
}

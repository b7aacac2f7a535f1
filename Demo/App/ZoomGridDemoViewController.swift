import Interruptible
import UIKit

/// A grid of "photos" (coloured tiles) that zoom into a detail and back: scroll the grid while a
/// photo zooms back and the zoom follows it.
final class ZoomGridDemoViewController: UIViewController {
  private let scrollView = UIScrollView()
  private var tiles: [UIButton] = []
  private static let colors: [UIColor] = [
    .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemRed,
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Zoom"
    view.backgroundColor = .systemGroupedBackground
    SlowMotion.shared.installBarItem(on: self)
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    let header = DemoStyle.instructions(
      """
      Tap a photo: it zooms into a detail. Tap the detail to zoom back, and scroll the grid while it \
      flies home: the zoom lands on the photo where it is now. Grab the detail mid-flight, or drag it \
      down to dismiss.
      """)
    header.frame = CGRect(x: 16, y: 8, width: 340, height: 100)
    scrollView.addSubview(header)
    for index in 0..<60 {
      let tile = UIButton(
        primaryAction: UIAction { [weak self] _ in self?.open(index) })
      tile.backgroundColor = Self.colors[index % Self.colors.count]
      tile.layer.cornerRadius = 8
      tile.clipsToBounds = true
      scrollView.addSubview(tile)
      tiles.append(tile)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let side = (view.bounds.width - 4 * 8) / 3
    for (index, tile) in tiles.enumerated() {
      let (row, column) = (index / 3, index % 3)
      tile.frame = CGRect(
        x: 8 + CGFloat(column) * (side + 8), y: 120 + CGFloat(row) * (side + 8), width: side, height: side)
    }
    scrollView.contentSize = CGSize(
      width: view.bounds.width, height: 120 + CGFloat(tiles.count / 3) * (side + 8))
  }

  private func open(_ index: Int) {
    let detail = ZoomDetailViewController(color: Self.colors[index % Self.colors.count])
    var options = ZoomTransitionOptions()
    options.sourceCornerRadius = 8
    options.configuration = SlowMotion.shared.applied(to: options.configuration)
    var presentation = InterruptiblePresentation.zoom(
      from: { [weak self] in self?.tiles[index] }, options: options)
    // While the detail flies home, touches outside it reach the grid, so it can be scrolled under it.
    presentation.touchRouter.outsideTouchBehavior = .passThrough
    present(detail, transition: presentation)
    detail.onTap = { [weak detail] in detail?.interruptibleDismiss() }
  }
}

/// The detail a photo zooms into.
final class ZoomDetailViewController: UIViewController {
  var onTap: (() -> Void)?
  private let color: UIColor

  init(color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    let close = DemoStyle.button("Zoom back") { [weak self] in self?.onTap?() }
    close.frame = CGRect(x: 40, y: 80, width: 200, height: 50)
    view.addSubview(close)
  }
}

import Interruptible
import UIKit

/// A custom container (``InterruptibleContainerViewController``) with three children: switch with the
/// segmented control or by panning sideways, and reverse a switch half-way with your finger.
final class ContainerDemoViewController: UIViewController {
  private let titles = ["Inbox", "Today", "Later"]
  private lazy var pages = titles.enumerated().map { index, title in
    ContainerPageViewController(title: title, index: index)
  }
  private lazy var container = InterruptibleContainerViewController(children: pages)
  private lazy var segments = UISegmentedControl(items: titles)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Custom container"
    view.backgroundColor = .systemGroupedBackground
    SlowMotion.shared.installBarItem(on: self)
    SlowMotion.shared.observe(self) { [weak self] _ in
      self?.container.configuration = SlowMotion.shared.applied(to: TransitionConfiguration())
    }
    segments.selectedSegmentIndex = 0
    segments.addAction(
      UIAction { [weak self] _ in self?.switchToSelectedSegment() }, for: .valueChanged)
    let text = DemoStyle.instructions(
      """
      Pan sideways on the card to switch tabs interactively; drag back past the start and let go \
      to cancel, or flick to finish. Tap a segment and grab the switch while it slides.
      """)
    let stack = DemoStyle.stack(in: view, [segments, text])
    embedContainer(below: stack)
    for page in pages {
      page.onShown = { [weak self] index in self?.segments.selectedSegmentIndex = index }
    }
  }

  private func embedContainer(below stack: UIView) {
    addChild(container)
    let content = container.view!
    content.translatesAutoresizingMaskIntoConstraints = false
    content.clipsToBounds = true
    content.layer.cornerRadius = 20
    content.layer.cornerCurve = .continuous
    view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
      content.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
    ])
    container.didMove(toParent: self)
  }

  /// Asks the container for the tapped child; a switch still in flight keeps the control in step
  /// with the child that is actually shown.
  private func switchToSelectedSegment() {
    let target = segments.selectedSegmentIndex
    guard container.driver == nil else {
      segments.selectedSegmentIndex = container.selectedIndex
      return
    }
    container.transition(to: target)
  }
}

/// One child of the container: a coloured page that reports when it becomes the shown child.
final class ContainerPageViewController: UIViewController {
  /// Called with the page's index each time a switch ends with this page on screen.
  var onShown: ((Int) -> Void)?
  private let index: Int

  /// A page titled `title` at `index`.
  init(title: String, index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let colors: [UIColor] = [.systemBlue, .systemOrange, .systemPurple]
    view.backgroundColor = colors[index % colors.count]
    let label = UILabel()
    label.text = title
    label.font = .systemFont(ofSize: 44, weight: .bold)
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  /// The container calls this with itself when a switch ends and this page stays (or arrives).
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent != nil { onShown?(index) }
  }
}

import Interruptible
import UIKit

/// A stack of pages pushed and popped through ``InterruptibleNavigationDelegate``: a pan anywhere on a
/// page pops it interactively, a pan on a page that is still moving grabs the push or pop in flight,
/// and the system edge back-swipe is left alone.
final class PushPopDemoViewController: UIViewController {
  private let page: Int

  /// Page number `page` of the stack (the first one is pushed from the demo list).
  init(page: Int) {
    self.page = page
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Page \(page)"
    let hue = CGFloat(page % 6) / 6
    view.backgroundColor = UIColor(hue: hue, saturation: 0.18, brightness: 1, alpha: 1)
    SlowMotion.shared.installBarItem(on: self)
    let number = UILabel()
    number.text = "\(page)"
    number.font = .systemFont(ofSize: 96, weight: .bold)
    number.textAlignment = .center
    number.textColor = UIColor(hue: hue, saturation: 0.7, brightness: 0.7, alpha: 1)
    let text = DemoStyle.instructions(
      """
      • “Push” brings the next page in from the right. Put a finger on it while it is still \
      sliding: the push stops under your finger. Drag right and let go to turn it into a pop, \
      or flick left to finish it.
      • Swipe right anywhere on a page to pop it interactively; a slow release before half-way \
      springs back, a flick pops from anywhere. Grab it again while it springs.
      • The back button pops with the same transition; the system swipe from the very left edge \
      is UIKit's own and still works.
      """)
    let push = DemoStyle.button("Push page \(page + 1)") { [weak self] in self?.pushNext() }
    DemoStyle.stack(in: view, [number, push, text])
  }

  private func pushNext() {
    navigationController?.pushViewController(PushPopDemoViewController(page: page + 1), animated: true)
  }
}

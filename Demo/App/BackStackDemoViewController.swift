import Interruptible
import UIKit

/// A stack of levels with the package's own transition, where back can be tapped again and again
/// while pages move, as on iOS 26 but on iOS 15 and later: each tap goes one level further back. A
/// pan from anywhere on a page (or from the edge) pops it and grabs a push or pop in flight.
final class BackStackDemoViewController: UIViewController {
  private let level: Int
  /// How many times this page has appeared (shown on it, to watch the appearance calls).
  private var appearances = 0
  private let appearanceLabel = UILabel()

  /// Level number `level` of the stack (the first one is pushed from the demo list).
  init(level: Int) {
    self.level = level
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Level \(level)"
    let hue = CGFloat(level % 6) / 6
    view.backgroundColor = UIColor(hue: hue, saturation: 0.22, brightness: 1, alpha: 1)
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • “Push three levels” pushes three pages at once: UIKit queues each push behind the one \
      moving, and they arrive one after the other.
      • Tap “Back” three times quickly, while pages still move: you go back three levels, one per \
      tap. A tap during a push turns the push around.
      • Swipe right from anywhere on a page to go back, and grab a page that is still moving.
      """)
    let push = DemoStyle.button("Push three levels") { [weak self] in self?.pushThree() }
    let back = DemoStyle.button("Back") { [weak self] in self?.goBack() }
    appearanceLabel.font = .preferredFont(forTextStyle: .headline)
    DemoStyle.stack(in: view, [back, push, appearanceLabel, text])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
    appearanceLabel.text = "Level \(level), appeared \(appearances) time\(appearances == 1 ? "" : "s")"
  }

  private func pushThree() {
    for offset in 1...3 {
      navigationController?.pushViewController(
        BackStackDemoViewController(level: level + offset), animated: true)
    }
  }

  private func goBack() {
    guard let navigation = navigationController,
      let transitions = navigation.delegate as? InterruptibleNavigationDelegate
    else { return }
    transitions.goBack(in: navigation)
  }
}

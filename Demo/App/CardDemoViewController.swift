import Interruptible
import UIKit

/// A card that scales in: grab it mid-flight, or tap outside at any moment of its arrival to send it
/// back from where it is.
final class CardDemoViewController: UIViewController {
  private let card = CardViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Card"
    view.backgroundColor = .systemGroupedBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • Tap “Show card”, then put a finger on the card while it is still growing: it stops under \
      your finger. Drag it up and let go to send it away, or drop it to let it settle; the release \
      keeps your finger's velocity.
      • Tap outside it before it settles instead: the card reverses on the spot (on touch-down, no \
      tap recognizer delay) and the dimming follows.
      • While it shrinks away the UI behind is already live, so “Show card” brings the same card \
      back from wherever it is.
      """)
    let show = DemoStyle.button("Show card") { [weak self] in self?.showCard() }
    DemoStyle.stack(in: view, [show, text])
    card.onClose = { [weak self] in self?.card.interruptibleDismiss() }
  }

  private func showCard() {
    present(card, transition: SlowMotion.shared.applied(to: .card))
  }
}

/// The card's content.
final class CardViewController: UIViewController {
  /// Called when the card's own button is tapped.
  var onClose: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    DemoStyle.roundPanel(view, radius: 24)
    let symbol = UIImageView(image: UIImage(systemName: "hand.tap"))
    symbol.contentMode = .scaleAspectFit
    symbol.tintColor = .systemBlue
    symbol.heightAnchor.constraint(equalToConstant: 56).isActive = true
    let title = UILabel()
    title.text = "Tap outside to cancel"
    title.font = .preferredFont(forTextStyle: .title2)
    title.textAlignment = .center
    let body = DemoStyle.instructions(
      "This card is presented with one UIViewPropertyAnimator that stays interruptible the whole way.")
    body.textAlignment = .center
    let close = DemoStyle.button("Close") { [weak self] in self?.onClose?() }
    let stack = UIStackView(arrangedSubviews: [symbol, title, body, close])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
    ])
  }
}

import UIKit

/// Small view factories shared by the demo screens.
@MainActor
enum DemoStyle {
  /// A multi-line label explaining what to try on a screen.
  static func instructions(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .callout)
    label.textColor = .secondaryLabel
    label.adjustsFontForContentSizeCategory = true
    return label
  }

  /// A prominent button that calls `action` on every tap.
  static func button(_ title: String, action: @escaping () -> Void) -> UIButton {
    var configuration = UIButton.Configuration.filled()
    configuration.title = title
    configuration.cornerStyle = .large
    return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
  }

  /// A vertical stack pinned to the top of `view`'s readable area.
  @discardableResult
  static func stack(in view: UIView, _ arrangedSubviews: [UIView]) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: arrangedSubviews)
    stack.axis = .vertical
    stack.spacing = 16
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let guide = view.readableContentGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    return stack
  }

  /// A rounded panel background for presented content.
  static func roundPanel(_ view: UIView, radius: CGFloat = 16) {
    view.backgroundColor = .secondarySystemGroupedBackground
    view.layer.cornerRadius = radius
    view.layer.cornerCurve = .continuous
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = 0.2
    view.layer.shadowRadius = 12
    view.layer.shadowOffset = CGSize(width: 0, height: 4)
  }
}

import Interruptible
import UIKit

/// A pull-down menu: tap outside while it is still opening and it turns around from where it is;
/// tap the button while it leaves and it comes back, without waiting for either animation.
final class MenuDemoViewController: UIViewController {
  private let menu = MenuViewController(items: ["Copy", "Duplicate", "Rename…", "Move to…", "Delete"])
  private let status = DemoStyle.instructions("")
  private lazy var menuButton = DemoStyle.button("Actions ▾") { [weak self] in self?.toggleMenu() }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pull-down menu"
    view.backgroundColor = .systemGroupedBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • Tap “Actions” and tap anywhere outside while the menu is still growing: it shrinks back \
      from where it is, with its velocity, and nothing waits for the opening to end.
      • Tap “Actions” again while it leaves: the dismissal turns around and the same menu comes back.
      • The button stays live while the menu is open: it toggles the menu.
      • Turn on slow motion (tortoise) to do all this comfortably.
      """)
    let fileButton = DemoStyle.button("File ▾ (a UIMenu; touch, slide, lift)") {}
    fileButton.showsInterruptibleMenu(fileMenu())
    DemoStyle.stack(in: view, [menuButton, fileButton, text, status])
    menu.onSelect = { [weak self] item in
      self?.status.text = "Chose “\(item)”."
      self?.menu.interruptibleDismiss()
    }
  }

  private func toggleMenu() {
    switch menu.interruptibleDriver?.phase ?? .idle {
    case .presenting:
      status.text = "Cancelled while opening: the presentation reversed mid-flight."
      menu.interruptibleDismiss()
    case .presented:
      status.text = "Closed with the button."
      menu.interruptibleDismiss()
    case .dismissing:
      status.text = "Re-summoned while leaving: the dismissal turned around."
      present(menu, transition: menuPresentation())
    case .idle:
      status.text = "Opening… tap outside now to cancel."
      present(menu, transition: menuPresentation())
    }
  }

  /// A realistic menu for the UIMenu component: a checkmark state, an inline section, a submenu, a
  /// destructive action, a disabled one and a deferred "recent files" element that loads.
  private func fileMenu() -> UIMenu {
    let report: (String) -> UIActionHandler = { [weak self] title in
      { _ in self?.status.text = "Chose “\(title)”." }
    }
    let recent = UIDeferredMenuElement.interruptible { completion in
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
        completion(["Notes.txt", "Plan.key"].map { UIAction(title: $0, handler: report($0)) })
      }
    }
    return UIMenu(children: [
      UIAction(title: "New File", image: UIImage(systemName: "doc.badge.plus"), handler: report("New File")),
      UIAction(title: "Show Hidden Files", state: .on, handler: report("Show Hidden Files")),
      UIMenu(title: "Open Recent", children: [recent]),
      UIMenu(
        options: .displayInline,
        children: [
          UIAction(title: "Duplicate", subtitle: "Makes a copy beside it", handler: report("Duplicate")),
          UIAction(title: "Share…", attributes: .disabled, handler: report("Share…")),
        ]),
      UIMenu(
        options: .displayInline,
        children: [
          UIAction(
            title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive,
            handler: report("Delete"))
        ]),
    ])
  }

  /// The menu grows from the button; the button itself stays reachable through the dimming.
  private func menuPresentation() -> InterruptiblePresentation {
    var presentation = InterruptiblePresentation.pullDownMenu(from: menuButton)
    presentation.touchRouter.passThroughRegions = [menuButton.convert(menuButton.bounds, to: nil)]
    return SlowMotion.shared.applied(to: presentation)
  }
}

/// The menu's content: a column of actions.
final class MenuViewController: UIViewController {
  /// Called with the title of the chosen action.
  var onSelect: ((String) -> Void)?
  private let items: [String]

  init(items: [String]) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    DemoStyle.roundPanel(view, radius: 14)
    let stack = UIStackView(arrangedSubviews: items.map(row))
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
    ])
  }

  private func row(_ title: String) -> UIButton {
    var configuration = UIButton.Configuration.plain()
    configuration.title = title
    configuration.baseForegroundColor = title == "Delete" ? .systemRed : .label
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in self?.onSelect?(title) })
    button.contentHorizontalAlignment = .leading
    return button
  }
}

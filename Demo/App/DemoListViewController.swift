import UIKit

/// The home screen: one row per demo and the slow-motion switch.
final class DemoListViewController: UITableViewController {
  private struct Demo {
    let title: String
    let subtitle: String
    let make: @MainActor () -> UIViewController
  }

  private let demos: [Demo] = [
    Demo(
      title: "Pull-down menu", subtitle: "Tap outside while it opens; tap the button while it leaves",
      make: { MenuDemoViewController() }),
    Demo(
      title: "Card", subtitle: "Grab it mid-flight, or tap outside to cancel it",
      make: { CardDemoViewController() }),
    Demo(
      title: "dismiss() mid-presentation", subtitle: "Dismiss from code while it arrives: it reverses",
      make: { DismissDemoViewController() }),
    Demo(
      title: "Sheet with a list", subtitle: "Swipe down; scroll to the top, keep pulling",
      make: { SheetDemoViewController() }),
    Demo(
      title: "Detent sheet", subtitle: "Fling between detents, grab it mid-move, rubber-band at the top",
      make: { DetentSheetDemoViewController() }),
    Demo(
      title: "Interactive push and pop", subtitle: "Pan to pop, grab a push or pop in flight",
      make: { PushPopDemoViewController(page: 1) }),
    Demo(
      title: "Custom container", subtitle: "Pan sideways to switch tabs; reverse mid-way",
      make: { ContainerDemoViewController() }),
    Demo(
      title: "SwiftUI", subtitle: "Menu, card and sheet from bindings: set false mid-flight",
      make: { makeSwiftUIDemo() }),
    Demo(
      title: "Unsaved changes", subtitle: "Type, then pull down: it resists and asks once per try",
      make: { UnsavedChangesDemoViewController() }),
    Demo(
      title: "Zoom from a grid", subtitle: "Scroll the grid while a photo zooms back: it follows",
      make: { ZoomGridDemoViewController() }),
    Demo(
      title: "Observe and steer", subtitle: "A header that fades with the sheet; unsaved changes resist",
      make: { SteeringDemoViewController() }),
    Demo(
      title: "Search in a sheet", subtitle: "Focus the field: the sheet rises on the keyboard; drag down",
      make: { SearchSheetDemoViewController() }),
    Demo(
      title: "Pages of lists", subtitle: "Page sideways, swipe the carousel, pull a list past its top",
      make: { PagedListsDemoViewController() }),
    Demo(
      title: "Back, again and again", subtitle: "Tap back three times while pages move; swipe from anywhere",
      make: { BackStackDemoViewController(level: 1) }),
    Demo(
      title: "SwiftUI navigation stack", subtitle: "Push and pop by a path; change it back mid-push",
      make: { makeSwiftUINavigationDemo() }),
    Demo(
      title: "Adaptive forms", subtitle: "A sheet on iPhone, a floating panel on iPad; resize it mid-move",
      make: { AdaptiveFormsDemoViewController() }),
  ]

  init() {
    super.init(style: .insetGrouped)
    title = "Interruptible"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "demo")
    SlowMotion.shared.installBarItem(on: self)
    SlowMotion.shared.observe(self) { [weak self] _ in
      self?.tableView.reloadSections(IndexSet(integer: 1), with: .none)
    }
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? demos.count : 1
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Transitions you can interrupt" : "Slow motion"
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    guard section == 1 else { return nil }
    return """
      Stretches every transition the demo starts to ten times its duration, in the transition's \
      configuration, so the library's model of the animator and UIKit's animator stay in step and \
      every hand-off keeps its exact velocity. Touches and gestures keep their normal speed. The \
      tortoise in the navigation bar toggles it on every screen.
      """
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "demo", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.secondaryTextProperties.color = .secondaryLabel
    if indexPath.section == 0 {
      let demo = demos[indexPath.row]
      content.text = demo.title
      content.secondaryText = demo.subtitle
      cell.accessoryType = .disclosureIndicator
      cell.accessoryView = nil
      cell.selectionStyle = .default
    } else {
      content.text = "Slow motion (×10 durations)"
      content.secondaryText = SlowMotion.shared.isEnabled ? "On: transitions last 10× longer" : "Off"
      cell.accessoryView = slowMotionSwitch()
      cell.selectionStyle = .none
    }
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.section == 0 else { return }
    navigationController?.pushViewController(demos[indexPath.row].make(), animated: true)
  }

  private func slowMotionSwitch() -> UISwitch {
    let toggle = UISwitch()
    toggle.isOn = SlowMotion.shared.isEnabled
    toggle.addAction(
      UIAction { [weak toggle] _ in SlowMotion.shared.setEnabled(toggle?.isOn ?? false) },
      for: .valueChanged)
    return toggle
  }
}

import Interruptible
import UIKit

/// A detent sheet with a list: grab it anywhere, fling it between peek, half and full height; the
/// list scrolls only at full height. Every move can be grabbed mid-flight.
final class DetentSheetDemoViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Detent sheet"
    view.backgroundColor = .systemBackground
    let text = DemoStyle.instructions(
      """
      • Fling the sheet up or down: it goes to the detent the throw reaches, at the finger's speed.
      • Grab it while it moves: it stops under the finger, no jump.
      • Pull past the top: it rubber-bands. Scroll the list at full height; at its top, pull down.
      • The buttons move it by code; tap one while it moves and it turns around smoothly.
      """)
    let open = DemoStyle.button("Show the sheet") { [weak self] in self?.showSheet() }
    DemoStyle.stack(in: view, [open, text])
  }

  private func showSheet() {
    let list = PlacesListViewController()
    let configuration = DetentSheetConfiguration(
      detents: [.fraction(0.25, id: "peek"), .medium, .large],
      settleDuration: 0.5 * SlowMotion.shared.currentFactor, largestUndimmedDetent: "peek")
    let sheet = DetentSheetViewController(content: list, configuration: configuration)
    sheet.trackedScrollView = list.tableView
    list.moveSheet = { [weak sheet] identifier in sheet?.selectedDetentIdentifier = identifier }
    sheet.onDetentChange = { [weak list] identifier in list?.title = "At \(identifier.rawValue)" }
    present(sheet, animated: false)
  }
}

/// The sheet's content: a long list with buttons that move the sheet.
private final class PlacesListViewController: UITableViewController {
  var moveSheet: ((SheetDetent.Identifier) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    var content = cell.defaultContentConfiguration()
    let targets: [SheetDetent.Identifier] = ["peek", .medium, .large]
    content.text =
      indexPath.row < 3 ? "Move to \(targets[indexPath.row].rawValue)" : "Place \(indexPath.row - 2)"
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let targets: [SheetDetent.Identifier] = ["peek", .medium, .large]
    if indexPath.row < 3 { moveSheet?(targets[indexPath.row]) }
  }
}

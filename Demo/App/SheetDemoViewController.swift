import Interruptible
import UIKit

/// A bottom sheet with a list inside: the list scrolls, and at its top a downward pull hands over
/// to the dismissal in the same gesture.
final class SheetDemoViewController: UIViewController {
  private let sheet = SheetViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sheet"
    view.backgroundColor = .systemGroupedBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • Open the sheet and scroll the list. Scroll back to the top and keep pulling down without \
      lifting your finger: the list stops and the sheet follows your finger.
      • Let go: a quick flick dismisses even from near the top; a slow release below half-way \
      springs back, with the finger's velocity.
      • Grab the sheet again while it is still moving (arriving, leaving or springing back): \
      it stops under your finger.
      • Tap above the sheet to dismiss it.
      """)
    let show = DemoStyle.button("Show sheet") { [weak self] in self?.showSheet() }
    DemoStyle.stack(in: view, [show, text])
  }

  private func showSheet() {
    present(sheet, transition: SlowMotion.shared.applied(to: .sheet(tracking: sheet.tableView)))
  }
}

/// The sheet's content: a grabber and a long list.
final class SheetViewController: UIViewController, UITableViewDataSource {
  /// The list the sheet's pan hands over to at its top edge.
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.layer.cornerRadius = 16
    view.layer.cornerCurve = .continuous
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.clipsToBounds = true
    let grabber = UIView()
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = 2.5
    grabber.translatesAutoresizingMaskIntoConstraints = false
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(grabber)
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      grabber.widthAnchor.constraint(equalToConstant: 36),
      grabber.heightAnchor.constraint(equalToConstant: 5),
      tableView.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 8),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row + 1)"
    content.secondaryText = indexPath.row == 0 ? "Pull down from here to dismiss" : nil
    cell.contentConfiguration = content
    return cell
  }
}

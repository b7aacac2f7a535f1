import Interruptible
import UIKit

/// A search sheet as in Maps: a detent sheet with a search field and its results. Focusing the
/// field brings up the keyboard and the sheet expands to full height above it; a downward drag on
/// the sheet ends editing, so the keyboard goes down with it.
final class SearchSheetDemoViewController: UIViewController {
  private let status = DemoStyle.instructions("Nothing chosen yet")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Search in a sheet"
    view.backgroundColor = .systemBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • Tap the search field: the keyboard comes up and the sheet rises to full height, its bottom \
      on the keyboard, in the keyboard's own timing.
      • Type to filter the places. Drag the sheet down: editing ends, the keyboard leaves and the \
      sheet follows your finger.
      • Choose a place: the keyboard leaves and the sheet settles at half height.
      """)
    let open = DemoStyle.button("Show the search sheet") { [weak self] in self?.showSheet() }
    DemoStyle.stack(in: view, [open, status, text])
  }

  private func showSheet() {
    let search = PlaceSearchViewController()
    let configuration = DetentSheetConfiguration(
      detents: [.fraction(0.15, id: "peek"), .medium, .large],
      settleDuration: 0.5 * SlowMotion.shared.currentFactor, largestUndimmedDetent: "peek")
    let sheet = DetentSheetViewController(content: search, configuration: configuration)
    // Maps: the field's keyboard takes the sheet to full height; a drag down ends editing.
    sheet.keyboardPolicy = .expand(to: .large)
    sheet.resignsFirstResponderOnDownwardDrag = true
    sheet.trackedScrollView = search.results
    search.choose = { [weak self, weak sheet] place in
      self?.status.text = "Chose \(place)"
      sheet?.selectedDetentIdentifier = .medium
    }
    present(sheet, animated: false)
  }
}

/// The sheet's content: a search field above the places that match it.
final class PlaceSearchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let field = UISearchTextField()
  let results = UITableView(frame: .zero, style: .plain)
  /// Called with the place the user chose.
  var choose: ((String) -> Void)?
  private(set) var shown = PlaceSearchViewController.places
  static let places = [
    "Bakery", "Bookshop", "Botanical garden", "Café", "Cinema", "Concert hall", "Ferry terminal",
    "Gallery", "Harbour", "Library", "Market hall", "Museum", "Park", "Pharmacy", "Post office",
    "Railway station", "Swimming pool", "Theatre", "Town hall", "Zoo",
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    field.placeholder = "Search for a place"
    field.addAction(UIAction { [weak self] _ in self?.filter() }, for: .editingChanged)
    view.addSubview(field)
    results.register(UITableViewCell.self, forCellReuseIdentifier: "place")
    results.dataSource = self
    results.delegate = self
    view.addSubview(results)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    field.frame = CGRect(x: 16, y: 22, width: width - 32, height: 36)
    results.frame = CGRect(x: 0, y: 66, width: width, height: max(view.bounds.height - 66, 0))
  }

  private func filter() {
    let query = (field.text ?? "").lowercased()
    shown = query.isEmpty ? Self.places : Self.places.filter { $0.lowercased().contains(query) }
    results.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = shown[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    field.resignFirstResponder()
    choose?(shown[indexPath.row])
  }
}

/// A table view controller: its view is a table view of the style it was made with, whose data
/// source and delegate it is. It implements the data source and delegate methods (none of them
/// does anything useful until a subclass overrides it), so subclasses override them as in UIKit.
/// `clearsSelectionOnViewWillAppear` (default true) deselects the selected row in `viewWillAppear`.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let style: UITableView.Style
  open var clearsSelectionOnViewWillAppear = true

  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }
  public override convenience init(nibName: String?, bundle: Bundle?) { self.init(style: .plain) }
  public required init?(coder: NSCoder) { nil }

  /// The controller's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow {
      tableView.deselectRow(at: selected, animated: animated)
    }
  }

  // MARK: Data source and delegate, for subclasses to override

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A dynamic table must override this (UIKit raises when the data source returns no cell).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    StandInRuntime.shared.raise("UITableViewController: tableView(_:cellForRowAt:) is not overridden")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A table view. Stand-in model:
/// - It loads its data on its first layout pass (UIKit: "the table view calls `reloadData()` the
///   first time it lays out its content"), after a new data source, and on `reloadData()`; every row
///   is a cell (no culling of rows off screen), laid out at `rowHeight`, section after section.
/// - Cells come from `dequeueReusableCell(withIdentifier:for:)`: a recycled cell with that
///   identifier, else a new one of the registered class; an unregistered identifier raises, as
///   UIKit does ("unable to dequeue a cell with identifier … - must register a nib or a class").
/// - `reloadSections(_:with:)` asks again for those sections only; its animation is recorded.
/// - Header and footer titles are asked and recorded (`headerTitles`, `footerTitles`), not laid out.
/// - A touch that lifts on the row it went down on selects it and calls the delegate's
///   `tableView(_:didSelectRowAt:)`; a pan that scrolls cancels the touch (GR09), so no selection.
///   Selection style is recorded: `.none` hides the highlight, it does not stop selection.
@MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  public let style: Style
  open weak var dataSource: UITableViewDataSource? {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  open var rowHeight: CGFloat = 44
  open var allowsSelection = true
  public private(set) var indexPathForSelectedRow: IndexPath?
  /// The titles the data source gave for section headers and footers (recorded, not drawn).
  package private(set) var headerTitles: [Int: String] = [:]
  package private(set) var footerTitles: [Int: String] = [:]
  /// The animations `reloadSections(_:with:)` was asked for, in order (recorded, not run).
  package private(set) var reloadAnimations: [RowAnimation] = []
  private var sections: [[UITableViewCell]] = []
  private var registered: [String: UITableViewCell.Type] = [:]
  private var reusable: [String: [UITableViewCell]] = [:]
  private var needsReload = true
  private weak var touchedCell: UITableViewCell?

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public required init?(coder: NSCoder) { nil }

  // MARK: Data

  open var numberOfSections: Int { sections.count }
  open func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section][indexPath.row]
  }
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    for (section, cells) in sections.enumerated() {
      if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
    }
    return nil
  }
  open var visibleCells: [UITableViewCell] { sections.flatMap { $0 } }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusable[identifier], !pool.isEmpty {
      let cell = pool.removeLast()
      reusable[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    return registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    StandInRuntime.shared.raise("unable to dequeue a cell with identifier \(identifier)")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  open func reloadData() {
    needsReload = false
    for cell in sections.joined() { recycle(cell) }
    sections = []
    headerTitles = [:]
    footerTitles = [:]
    let count = dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
    sections = (0..<count).map(loadSection)
    layoutCells()
  }

  open func reloadSections(_ indexes: IndexSet, with animation: RowAnimation) {
    reloadAnimations.append(animation)
    guard !needsReload else { return }  // the pending first load asks for everything
    for section in indexes {
      guard sections.indices.contains(section) else {
        return StandInRuntime.shared.raise(
          "attempt to reload section \(section), but there are only \(sections.count) sections")
      }
      for cell in sections[section] { recycle(cell) }
      sections[section] = loadSection(section)
    }
    layoutCells()
  }

  private func loadSection(_ section: Int) -> [UITableViewCell] {
    guard let dataSource else { return [] }
    headerTitles[section] = dataSource.tableView(self, titleForHeaderInSection: section)
    footerTitles[section] = dataSource.tableView(self, titleForFooterInSection: section)
    let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
    return (0..<rows).map { row in
      let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
      addSubview(cell)
      return cell
    }
  }

  private func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    cell.isSelected = false
    cell.isHighlighted = false
    if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
  }

  private func layoutCells() {
    var y: CGFloat = 0
    for cell in sections.joined() {
      cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: rowHeight)
      y += rowHeight
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload { reloadData() } else { layoutCells() }
  }

  // MARK: Selection

  open func selectRow(at indexPath: IndexPath?, animated: Bool) {
    if let old = indexPathForSelectedRow { cellForRow(at: old)?.isSelected = false }
    indexPathForSelectedRow = indexPath
    if let indexPath { cellForRow(at: indexPath)?.isSelected = true }
  }
  /// Deselects the row; `animated` is recorded only (the highlight fades at once).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    cellForRow(at: indexPath)?.isSelected = false
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedCell = touches.first.flatMap { cell(containing: $0.view) }
    if let cell = touchedCell { cell.isHighlighted = cell.selectionStyle != .none }
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let cell = touchedCell, let touch = touches.first else { return }
    touchedCell = nil
    cell.isHighlighted = false
    guard allowsSelection, cell.bounds.contains(touch.location(in: cell)),
      let indexPath = indexPath(for: cell)
    else { return }
    selectRow(at: indexPath, animated: false)
    (delegate as? UITableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedCell?.isHighlighted = false
    touchedCell = nil
  }

  private func cell(containing view: UIView?) -> UITableViewCell? {
    var current = view
    while let candidate = current, candidate !== self {
      if let cell = candidate as? UITableViewCell, cell.superview === self { return cell }
      current = candidate.superview
    }
    return nil
  }
}

@MainActor
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}
/// The optional requirements: one section, no titles (UIKit's defaults).
extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}
/// The optional requirements: no swipe actions, nothing on selection.
extension UITableViewDelegate {
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  )
    -> UISwipeActionsConfiguration?
  { nil }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
@MainActor
public final class UISwipeActionsConfiguration: NSObject {
  public override init() {}
}

extension IndexPath {
  /// UIKit's table index path.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var row: Int { self[1] }
  public var section: Int { self[0] }
}

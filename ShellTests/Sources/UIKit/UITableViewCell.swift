/// A table cell. Its content configuration, accessory type and selection style are recorded; an
/// accessory view is a real subview at the trailing edge, at its own size, centred vertically (UIKit
/// places it there and "ignores the accessoryType" while one is set), so a switch in a row can be
/// tapped. Stand-in: no content view, no separator; the 16 pt trailing margin is UIKit's default on
/// iPhone.
@MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  public let reuseIdentifier: String?
  open var accessoryType = AccessoryType.none
  open var selectionStyle = SelectionStyle.default
  open var isSelected = false
  open var isHighlighted = false
  open var contentConfiguration: UIContentConfiguration?
  open var accessoryView: UIView? {
    didSet {
      guard oldValue !== accessoryView else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
  public required init?(coder: NSCoder) { nil }

  /// UIKit calls this before a recycled cell is handed out again.
  open func prepareForReuse() {}
  /// A list configuration with the cell's default style.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let accessoryView else { return }
    let intrinsic = accessoryView.intrinsicContentSize
    let size = intrinsic.width >= 0 && intrinsic.height >= 0 ? intrinsic : accessoryView.bounds.size
    accessoryView.frame = CGRect(
      x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }
}

/// Content views: recorded styling, sizes from Auto Layout constants (see systemLayoutSizeFitting).
@MainActor
open class UILabel: UIView {
  open var text: String?
  open var font: UIFont! = .preferredFont(forTextStyle: .body) {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var textColor: UIColor! = .label
  open var numberOfLines = 1
  /// With a text-style font, the label takes the style's font for the new content size category
  /// when it changes (DT04).
  open var adjustsFontForContentSizeCategory = false
  open var textAlignment = NSTextAlignment.natural
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false  // HV05
  }
  public required init?(coder: NSCoder) { nil }
  /// One line of the font's line height (DT02); 9 pt a character at 17 pt, in proportion to the
  /// size (stand-in values: text is not shaped or wrapped).
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty, !isHidden else { return .zero }
    let font = font ?? .preferredFont(forTextStyle: .body)
    return CGSize(width: CGFloat(text.count) * 9 * font.pointSize / 17, height: font.lineHeight)
  }
  override func adjustForContentSizeCategory() {
    guard adjustsFontForContentSizeCategory, let style = font?.textStyle else { return }
    font = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
  }
}
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

@MainActor
open class UIImageView: UIView {
  open var image: UIImage?
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    isUserInteractionEnabled = false  // HV05
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { nil }
}

public final class UIImage: Sendable {
  public let name: String
  public init?(systemName: String) { name = systemName }
}

public final class UIColor: Sendable {
  let name: String
  let alpha: CGFloat
  init(_ name: String, alpha: CGFloat = 1) {
    self.name = name
    self.alpha = alpha
  }
  public convenience init(white: CGFloat, alpha: CGFloat) { self.init("white \(white)", alpha: alpha) }
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name, alpha: alpha) }
  public var cgColor: CGColor { CGColor(name: name) }
  public static let clear = UIColor("clear", alpha: 0)
  public static let black = UIColor("black")
  public static let white = UIColor("white")
  public static let label = UIColor("label")
  public static let secondaryLabel = UIColor("secondaryLabel")
  public static let tertiaryLabel = UIColor("tertiaryLabel")
  public static let separator = UIColor("separator")
  public static let systemRed = UIColor("systemRed")
  public static let systemBlue = UIColor("systemBlue")
  public static let systemBackground = UIColor("systemBackground")
  public static let secondarySystemBackground = UIColor("secondarySystemBackground")
  public static let systemGray = UIColor("systemGray")
  public static let systemGray3 = UIColor("systemGray3")
}

/// A stack view: arranged subviews placed along its axis at their fitting sizes in the layout pass.
@MainActor
open class UIStackView: UIView {
  public enum Alignment: Int, Sendable { case fill, leading, center, trailing }
  public enum Distribution: Int, Sendable { case fill, fillEqually }
  open var axis = NSLayoutConstraint.Axis.horizontal
  open var spacing: CGFloat = 0
  open var alignment = Alignment.fill
  open var distribution = Distribution.fill
  public private(set) var arrangedSubviews: [UIView] = []
  public init(arrangedSubviews: [UIView]) {
    super.init(frame: .zero)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { nil }
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }
  open override func removeFromSuperview() { super.removeFromSuperview() }
  open override func layoutSubviews() {
    arrangedSubviews.removeAll { $0.superview !== self }
    var position: CGFloat = 0
    for view in arrangedSubviews where !view.isHidden {
      if axis == .vertical {
        let height = view.fittingHeight
        view.frame = CGRect(x: 0, y: position, width: bounds.width, height: height)
        position += height + spacing
      } else {
        let width = max(view.intrinsicContentSize.width, 0)
        view.frame = CGRect(x: position, y: 0, width: width, height: bounds.height)
        position += width + spacing
      }
    }
  }
  override var fittingHeight: CGFloat {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    if axis == .vertical {
      return visible.map(\.fittingHeight).reduce(0, +) + spacing * CGFloat(max(visible.count - 1, 0))
    }
    return max(visible.map(\.fittingHeight).max() ?? 0, super.fittingHeight)
  }
}

@MainActor
open class UIVisualEffectView: UIView {
  public let contentView = UIView()
  public init(effect: UIVisualEffect?) {
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) { nil }
  open override var frame: CGRect {
    didSet { contentView.frame = bounds }
  }
}
public class UIVisualEffect: @unchecked Sendable {}
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  public enum Style: Int, Sendable { case systemMaterial, systemThinMaterial, regular }
  public init(style: Style) {}
}

@MainActor
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable { case medium, large }
  public private(set) var isAnimating = false
  public init(style: Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { nil }
  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}

/// Haptics (counted, for tests).
@MainActor
open class UIFeedbackGenerator: NSObject {
  package private(set) var count = 0
  open func prepare() {}
  func fire() { count += 1 }
}
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  public func selectionChanged() { fire() }
}
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy }
  public init(style: FeedbackStyle) {}
  public func impactOccurred() { fire() }
}

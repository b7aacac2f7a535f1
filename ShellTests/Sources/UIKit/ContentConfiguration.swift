/// Content and button configurations: values, recorded. The stand-in draws nothing; a configured
/// button takes its size from its title (see `UIButton.intrinsicContentSize`).
@MainActor
public protocol UIContentConfiguration {}

/// A list cell's content: text, secondary text, image and their properties (recorded).
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
  /// How a text is drawn (recorded).
  public struct TextProperties: Sendable {
    public var color: UIColor
    public var font: UIFont
    public var numberOfLines = 0
  }
  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public var textProperties = TextProperties(color: .label, font: .preferredFont(forTextStyle: .body))
  public var secondaryTextProperties = TextProperties(
    color: .secondaryLabel, font: .preferredFont(forTextStyle: .subheadline))

  /// The default cell style.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A cell with the secondary text under the text.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A cell with the secondary text at the trailing edge.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

extension UIButton {
  /// A button's configuration (recorded; a title gives the button its size).
  public struct Configuration: Sendable {
    public enum CornerStyle: Int, Sendable { case dynamic, fixed, capsule, large, medium, small }
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var cornerStyle = CornerStyle.dynamic
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    /// Which of UIKit's styles this is (`filled`, `plain`…), for tests.
    public let styleName: String

    public static func plain() -> Configuration { Configuration(styleName: "plain") }
    public static func filled() -> Configuration { Configuration(styleName: "filled") }
    public static func tinted() -> Configuration { Configuration(styleName: "tinted") }
    public static func gray() -> Configuration { Configuration(styleName: "gray") }
    public static func bordered() -> Configuration { Configuration(styleName: "bordered") }
  }

  /// A button with `configuration` whose `primaryAction` runs on every tap (UC06).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(primaryAction: primaryAction)
    self.configuration = configuration
  }
}

extension UIControl {
  /// Where a control places its content horizontally (recorded).
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
}

extension UIView {
  /// The readable-width guide (recorded, like every anchor: the stand-in solves no Auto Layout).
  public var readableContentGuide: UILayoutGuide { UILayoutGuide() }
}

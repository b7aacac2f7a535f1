/// Menu elements (MN): UIMenu, UIAction, UIDeferredMenuElement, UICommand.
@MainActor
open class UIMenuElement: NSObject {
  public let title: String
  public let image: UIImage?
  public let subtitle: String?
  init(title: String, image: UIImage?, subtitle: String? = nil) {
    self.title = title
    self.image = image
    self.subtitle = subtitle
  }
  public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1)
    public static let destructive = Attributes(rawValue: 2)
    public static let hidden = Attributes(rawValue: 4)
    public static let keepsMenuPresented = Attributes(rawValue: 8)
  }
  public enum State: Int, Sendable { case off, on, mixed }
}

@MainActor
public final class UIMenu: UIMenuElement {
  public struct Identifier: Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1)
    public static let destructive = Options(rawValue: 2)
    public static let singleSelection = Options(rawValue: 32)
  }
  public let options: Options
  public let children: [UIMenuElement]
  public let identifier: Identifier?
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.options = options
    self.children = children
    self.identifier = identifier
    super.init(title: title, image: image, subtitle: subtitle)
  }
}

@MainActor
public final class UIAction: UIMenuElement {
  public struct Identifier: Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public let identifier: Identifier
  public let attributes: Attributes
  public var state: State
  public private(set) weak var sender: AnyObject?
  private let handler: (UIAction) -> Void
  /// How many times the handler ran, for tests.
  package private(set) var performCount = 0

  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image, subtitle: subtitle)
  }

  func perform(sender: AnyObject?) {
    self.sender = sender
    performCount += 1
    handler(self)
    self.sender = nil
  }
}

@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
  let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
  public init(_ provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
    self.provider = provider
    super.init(title: "", image: nil)
  }
}

/// A bar button item.
@MainActor
public final class UIBarButtonItem: NSObject {
  public var customView: UIView?
  public var menu: UIMenu?
  public var title: String?
  public var image: UIImage?
  public var primaryAction: UIAction?
  public var accessibilityLabel: String?
  public var accessibilityValue: String?
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }
  public init(customView: UIView) { self.customView = customView }
}

import Foundation
import UIKit

/// A key for a value in the environment; a key never set reads `defaultValue` (DF11).
public protocol EnvironmentKey {
  /// The key's value type.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}

/// The environment of a view: values set by ancestors with `.environment(_:_:)` (the closest
/// wins) or by the system from the hosting controller's traits (DF11, DF12, HC09).
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// An environment with every key at its default.
  public init() {}

  /// The value for `key`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The values set.
  public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// Reads a value of the view's environment; the view depends on it (DF12).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value at the view's position (the default environment outside an installed view).
  @MainActor public var wrappedValue: Value {
    (box.node?.environment ?? EnvironmentValues())[keyPath: keyPath]
  }
}

/// The box of an `Environment`: the node it is installed on.
final class EnvironmentBox: @unchecked Sendable {
  weak var node: ViewNode?
}

extension Environment: InstallableProperty {
  func install(on node: ViewNode, slot index: Int) { box.node = node }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
/// The user's preferred text size.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
/// Left-to-right or right-to-left.
public enum LayoutDirection: Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }
/// Regular or bold text weight (Bold Text setting).
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
/// Alignment of multiline text.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Reasons from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholder content.
  public static let placeholder = RedactionReasons(rawValue: 1)
}
/// Opens a URL.
public struct OpenURLAction: Sendable {
  let handler: @Sendable (URL) -> Void
  /// An action that calls `handler`.
  public init(handler: @escaping @Sendable (URL) -> Void) { self.handler = handler }
  /// Opens `url`.
  public func callAsFunction(_ url: URL) { handler(url) }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}
private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! }
}
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in } }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
  /// Light or dark (system-set from the hosting controller's interface style, HC09).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// Layout direction (system-set from the application's direction).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// Locale.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// Calendar.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// Time zone.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  /// Default font of text.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// Whether controls are enabled.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Bold Text.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
  /// Multiline text alignment.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineAlignmentKey.self] }
    set { self[MultilineAlignmentKey.self] = newValue }
  }
  /// Line limit of text.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// Truncation mode of text.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  /// Minimum scale factor of text.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
  /// Whether text may tighten.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
  /// Text case.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
  /// Image scale.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
  /// Redaction reasons.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
  /// Opens URLs.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// Foreground colour of text and symbols (stand-in: stored, not drawn).
  var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }
}

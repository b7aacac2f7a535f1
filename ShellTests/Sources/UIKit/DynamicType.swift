import Foundation

/// The user's preferred size of content (Dynamic Type): seven standard sizes and five accessibility
/// sizes, ordered (DT01).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve sizes, smallest first (the columns of the HIG's Dynamic Type sizes table).
  package static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
  /// The column of the sizes table; `unspecified` (and an unknown value) reads as the default, large.
  package var column: Int { Self.ordered.firstIndex(of: self) ?? 3 }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { column >= 7 && self != .unspecified }

  /// The order of the sizes (`unspecified` is below every size).
  public static func < (lhs: Self, rhs: Self) -> Bool {
    func rank(_ category: Self) -> Int { category == .unspecified ? -1 : category.column }
    return rank(lhs) < rank(rhs)
  }

  /// Posted after the user changed the preferred size, with the new one under ``newValueUserInfoKey``.
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in ``didChangeNotification``'s user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// The app's Dynamic Type setting (the world changes it, DT03).
package enum StandInDynamicType {
  nonisolated(unsafe) package static var category = UIContentSizeCategory.large

  /// The setting changes to `category`: every controller and view in `window` hears
  /// `traitCollectionDidChange` top-down (a controller before its root view, a view before its
  /// subviews; labels that adjust take their new font in their turn), then the notification is
  /// posted. Nothing happens when the setting is unchanged.
  @MainActor
  package static func change(to category: UIContentSizeCategory, in window: UIView) {
    guard category != self.category else { return }
    let previous = UITraitCollection(
      horizontal: window.traitCollection.horizontalSizeClass,
      vertical: window.traitCollection.verticalSizeClass, preferredContentSizeCategory: self.category)
    self.category = category
    window.propagateTraitChange(from: previous)
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }
}

extension UIApplication {
  /// The size the user prefers for content (Settings › Display & Text Size).
  public var preferredContentSizeCategory: UIContentSizeCategory { StandInDynamicType.category }
}

extension UIView {
  @MainActor
  package func propagateTraitChange(from previous: UITraitCollection) {
    owningController?.traitCollectionDidChange(previous)
    adjustForContentSizeCategory()
    traitCollectionDidChange(previous)
    for subview in subviews { subview.propagateTraitChange(from: previous) }
  }
}

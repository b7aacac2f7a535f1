import Foundation

/// A size class (SC01).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The traits a view or view controller reads: its window's size classes (SC01) and the app's
/// content size category (DT03). No overrides per view or controller.
public final class UITraitCollection: NSObject, Sendable {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Traits with these size classes and `category` (the app's current one when nil).
  package init(
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
    preferredContentSizeCategory category: UIContentSizeCategory? = nil
  ) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    preferredContentSizeCategory = category ?? StandInDynamicType.category
  }

  /// Traits that specify only a content size category.
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    horizontalSizeClass = .unspecified
    verticalSizeClass = .unspecified
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Traits that specify nothing.
  public override init() {
    horizontalSizeClass = .unspecified
    verticalSizeClass = .unspecified
    preferredContentSizeCategory = .unspecified
  }

  /// These size classes with the app's current content size category.
  var current: UITraitCollection {
    UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
  }
}

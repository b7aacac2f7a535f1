import Foundation

/// A size class (SC01).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The traits a view or view controller reads: its window's size classes (SC01).
@MainActor
open class UITraitCollection: NSObject {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass

  package init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
  }
}

extension UIWindow {
  /// The window's traits (the world sets them with its size, SC01).
  public var traitCollection: UITraitCollection { windowTraits }
}

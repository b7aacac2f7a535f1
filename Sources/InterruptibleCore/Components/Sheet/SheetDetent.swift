/// A height a sheet rests at, as `UISheetPresentationController.Detent` describes one: a fraction of
/// the container, a fixed height, the height that fits its content, or large (the whole container).
///
/// ```swift
/// let detents: [SheetDetent] = [.fraction(0.3, id: "peek"), .medium, .large]
/// SheetDetent.fraction(0.3, id: "peek").height(container: 800)   // 240
/// SheetDetent.height(120, id: "bar").height(container: 800)      // 120
/// ```
///
/// Bad input: a non-finite or non-positive resolved height makes the detent unusable (it is dropped
/// by `SheetDetentLayout`); heights above the container are clamped to it.
public struct SheetDetent: Sendable, Hashable {
  /// A detent's name, like `UISheetPresentationController.Detent.Identifier`.
  public struct Identifier: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    /// The name.
    public let rawValue: String
    /// An identifier named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier named by a literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// The medium detent's identifier.
    public static let medium: Identifier = "medium"
    /// The large detent's identifier.
    public static let large: Identifier = "large"
  }

  /// How the height is found.
  public enum Resolution: Sendable, Hashable {
    /// This fraction of the container's height.
    case fraction(Double)
    /// This many points.
    case height(Double)
    /// The content's own height (as measured by the shell).
    case fitsContent
    /// The container's height.
    case large
  }

  /// The detent's name.
  public let identifier: Identifier
  /// How its height is found.
  public let resolution: Resolution

  /// A detent named `identifier`, resolved by `resolution`.
  public init(identifier: Identifier, resolution: Resolution) {
    self.identifier = identifier
    self.resolution = resolution
  }

  /// Half the container, like UIKit's `.medium()`.
  public static let medium = SheetDetent(identifier: .medium, resolution: .fraction(0.5))
  /// The whole container, like UIKit's `.large()`.
  public static let large = SheetDetent(identifier: .large, resolution: .large)

  /// `fraction` of the container's height.
  public static func fraction(_ fraction: Double, id: Identifier) -> SheetDetent {
    SheetDetent(identifier: id, resolution: .fraction(fraction))
  }

  /// A fixed height in points.
  public static func height(_ points: Double, id: Identifier) -> SheetDetent {
    SheetDetent(identifier: id, resolution: .height(points))
  }

  /// The content's own height.
  public static func fitsContent(id: Identifier = "fitsContent") -> SheetDetent {
    SheetDetent(identifier: id, resolution: .fitsContent)
  }

  /// The height in points in a container `container` points tall, for content `contentHeight` tall
  /// (used by ``Resolution/fitsContent``; nil, NaN, infinite or ≤ 0 there means large, as in
  /// `SheetDetentLayout`). Not clamped to the container; a height that would not be finite is 0,
  /// which a layout drops like any height ≤ 0.5 pt.
  public func height(container: Double, contentHeight: Double? = nil) -> Double {
    let height: Double
    switch resolution {
    case .fraction(let fraction): height = fraction * container
    case .height(let points): height = points
    case .fitsContent: height = contentHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? container
    case .large: height = container
    }
    return height.isFinite ? height : 0
  }
}

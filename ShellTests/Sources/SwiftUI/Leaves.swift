import Foundation
import UIKit

/// A font: the stand-in's text metric is derived from its point size (LY08).
public struct Font: Hashable, Sendable {
  let size: CGFloat
  /// Body text (17 pt).
  public static let body = Font(size: 17)
  /// Footnote (13 pt).
  public static let footnote = Font(size: 13)
  /// Headline (17 pt).
  public static let headline = Font(size: 17)
  /// Title 2 (22 pt).
  public static let title2 = Font(size: 22)
  /// Title (28 pt).
  public static let title = Font(size: 28)
  /// Large title (34 pt).
  public static let largeTitle = Font(size: 34)
  /// A system font of `size` points.
  public static func system(size: CGFloat) -> Font { Font(size: size) }
}

/// A colour, and a view that fills all the space it is given (LY09).
public struct Color: View, PrimitiveView, LayoutBehaviour, Hashable, Sendable {
  nonisolated let name: String
  /// Primitive.
  public var body: Never { fatalError() }
  /// Blue.
  nonisolated public static let blue = Color(name: "blue")
  /// Orange.
  nonisolated public static let orange = Color(name: "orange")
  /// Green.
  nonisolated public static let green = Color(name: "green")
  /// Red.
  nonisolated public static let red = Color(name: "red")
  /// Clear.
  nonisolated public static let clear = Color(name: "clear")
  /// Secondary text.
  nonisolated public static let secondary = Color(name: "secondary")
  /// Primary text.
  nonisolated public static let primary = Color(name: "primary")
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

/// A rounded rectangle; as every shape it occupies the space offered to it (LY09).
public struct RoundedRectangle: View, PrimitiveView, LayoutBehaviour {
  let cornerRadius: CGFloat
  /// A rounded rectangle.
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
  /// Primitive.
  public var body: Never { fatalError() }
  /// The shape filled with `color`.
  public func fill(_ color: Color) -> RoundedRectangle { self }
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

/// Text: exactly the space its rendered contents need; a narrower proposal wraps it (LY08). The
/// stand-in's metric: each character advances half the font size, a line is 1.2 × the size.
public struct Text: View, PrimitiveView, LayoutBehaviour {
  let content: String
  /// Text showing `content`.
  public init(_ content: String) { self.content = content }
  /// Text showing a string.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Primitive.
  public var body: Never { fatalError() }
  /// How text is truncated.
  public enum TruncationMode: Sendable, Hashable { case head, middle, tail }
  /// Text case.
  public enum Case: Sendable, Hashable { case uppercase, lowercase }
  /// Digits of equal width.
  public func monospacedDigit() -> Text { self }
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }

  static func size(of string: String, font: Font, proposal: ProposedViewSize) -> CGSize {
    let advance = font.size / 2
    let line = font.size * 1.2
    let width = CGFloat(string.count) * advance
    guard let limit = proposal.width, limit < width, limit > 0 else {
      return CGSize(width: width, height: line)
    }
    let perLine = max(floor(limit / advance), 1)
    let lines = ceil(CGFloat(string.count) / perLine)
    return CGSize(width: min(perLine * advance, width), height: lines * line)
  }

  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    Self.size(of: content, font: node.environment.font ?? .body, proposal: proposal)
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

/// An image: a fixed ideal size (the font's size, 20 pt for body text) (LY09).
public struct Image: View, PrimitiveView, LayoutBehaviour {
  let name: String
  /// A system symbol.
  public init(systemName: String) { name = systemName }
  /// Primitive.
  public var body: Never { fatalError() }
  /// Symbol scale.
  public enum Scale: Sendable, Hashable { case small, medium, large }
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let side = (node.environment.font ?? .body).size + 3
    return CGSize(width: side, height: side)
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

/// Fonts: a text style's size and line height for each content size category, from the Human
/// Interface Guidelines' Dynamic Type sizes table (DT02).
public final class UIFont: Sendable {
  public enum TextStyle: Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1,
      caption2
  }
  /// The size, in points.
  public let pointSize: CGFloat
  /// The height of a line of text, in points: the table's leading for a text style.
  public let lineHeight: CGFloat
  /// The text style the font was made for, if any (`adjustsFontForContentSizeCategory` needs one).
  let textStyle: TextStyle?

  init(pointSize: CGFloat, lineHeight: CGFloat, textStyle: TextStyle?) {
    self.pointSize = pointSize
    self.lineHeight = lineHeight
    self.textStyle = textStyle
  }

  /// The style's font at the app's content size category.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The style's font at the category of `traitCollection` (the app's when nil or unspecified).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let asked = traitCollection?.preferredContentSizeCategory ?? .unspecified
    let category = asked == .unspecified ? StandInDynamicType.category : asked
    let (sizes, leadings) = table[style] ?? table[.body]!
    let column = category.column
    return UIFont(pointSize: sizes[column], lineHeight: leadings[column], textStyle: style)
  }

  /// A system font of `size`; its line height is 1.2 × the size (a stand-in value).
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: size, lineHeight: (size * 1.2).rounded(.up), textStyle: nil)
  }

  public struct Weight: Sendable {
    public static let regular = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
  }

  /// Size and leading per category, xSmall … xxxLarge, then AX1 … AX5.
  static let table: [TextStyle: (sizes: [CGFloat], leadings: [CGFloat])] = [
    .largeTitle: (
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    ),
    .title1: (
      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    ),
    .title2: (
      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    ),
    .title3: (
      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    ),
    .headline: (
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 27, 29, 34, 40, 48, 56, 62]
    ),
    .body: (
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 27, 29, 34, 40, 48, 56, 62]
    ),
    .callout: (
      [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    ),
    .subheadline: (
      [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    ),
    .footnote: (
      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    ),
    .caption1: (
      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 18, 21, 22, 28, 32, 39, 44, 51]
    ),
    .caption2: (
      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    ),
  ]
}

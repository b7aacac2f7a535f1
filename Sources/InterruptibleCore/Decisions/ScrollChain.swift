import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One scroll view under the finger, as the pan-ownership rule sees it: its axis, whether its
/// content runs backwards (a chat list that starts at the bottom), where it is scrolled to and how far
/// it can go. Units are points along the scroll view's axis.
package struct ScrollChainLink: Sendable, Hashable {
  /// The axis a scroll view scrolls along.
  package enum Axis: String, Sendable, Hashable {
    /// Up and down.
    case vertical
    /// Left and right.
    case horizontal
  }

  /// The axis it scrolls along.
  package var axis: Axis
  /// Whether its content is shown backwards (offset 0 at the bottom or trailing end).
  package var isInverted: Bool
  /// The content offset along the axis, measured from the content's start (insets removed). NaN
  /// counts as 0, values beyond ±``maximumLength`` (±∞ included) as ±``maximumLength``.
  package var offset: Double {
    didSet { offset = Self.usableOffset(offset) }
  }
  /// The content's length along the axis (insets included); NaN, infinite or negative counts as 0,
  /// above ``maximumLength`` as that.
  package var contentLength: Double {
    didSet { contentLength = Self.usableLength(contentLength) }
  }
  /// The visible length along the axis (as ``contentLength``).
  package var viewportLength: Double {
    didSet { viewportLength = Self.usableLength(viewportLength) }
  }
  /// Whether scrolling is enabled.
  package var isScrollEnabled: Bool

  /// A link of the chain.
  ///
  /// Bad input: a NaN offset counts as 0; a NaN, infinite or negative length counts as 0 (such a
  /// view does not scroll); offsets and lengths beyond ``maximumLength`` are clamped to it.
  package init(
    axis: Axis, isInverted: Bool = false, offset: Double, contentLength: Double, viewportLength: Double,
    isScrollEnabled: Bool = true
  ) {
    self.axis = axis
    self.isInverted = isInverted
    self.offset = Self.usableOffset(offset)
    self.contentLength = Self.usableLength(contentLength)
    self.viewportLength = Self.usableLength(viewportLength)
    self.isScrollEnabled = isScrollEnabled
  }

  /// The longest content, viewport or offset a link takes, in points (1e9): sums and differences
  /// of them stay finite and exact to well below a point.
  package static let maximumLength = 1e9

  static func usableOffset(_ offset: Double) -> Double {
    offset.isNaN ? 0 : min(max(offset, -maximumLength), maximumLength)
  }

  static func usableLength(_ length: Double) -> Double {
    length.isFinite ? min(max(length, 0), maximumLength) : 0
  }

  /// Edges closer than this count as reached (points).
  package static let edgeTolerance = 0.5

  /// Whether the content is longer than the viewport and scrolling is on.
  package var scrolls: Bool { isScrollEnabled && contentLength > viewportLength + Self.edgeTolerance }

  /// Whether a finger moving by `delta` points along this axis (positive: down or right) can still
  /// scroll the content: the content follows the finger, so a positive delta moves it toward its
  /// start (toward its end when inverted).
  package func canScroll(fingerDelta delta: Double) -> Bool {
    guard scrolls, delta != 0, !delta.isNaN else { return false }
    let towardStart = (delta > 0) != isInverted
    let maximum = contentLength - viewportLength
    return towardStart ? offset > Self.edgeTolerance : offset < maximum - Self.edgeTolerance
  }
}

/// Who takes a pan that starts over nested scroll views inside a sheet: the sheet, or one scroll view.
package enum ScrollChainOwner: Sendable, Hashable {
  /// The sheet moves.
  case sheet
  /// The scroll view at this index of the chain (innermost first) scrolls.
  case scroll(index: Int)
}

/// The pan-ownership rule for sheets over nested scroll views (the rule react-native-bottom-sheet
/// settled on): a pan along the sheet's axis belongs to the innermost scroll view under the finger
/// that scrolls along that axis and can still move the finger's way; only when every such scroll view
/// is at its edge in that direction does the sheet take it. Below its largest detent, a drag toward
/// expansion belongs to the sheet first, as UIKit's sheets do. A pan across the sheet's axis belongs
/// to the innermost scroll view along that other axis (a carousel keeps its swipes), else the sheet.
///
/// The sheet moves vertically. `translation` is the finger's movement so far (points, down and right
/// positive); its larger component picks the axis (vertical on a tie).
///
/// ```swift
/// let list = ScrollChainLink(axis: .vertical, offset: 0, contentLength: 2000, viewportLength: 600)
/// let pages = ScrollChainLink(axis: .horizontal, offset: 390, contentLength: 1170, viewportLength: 390)
/// ScrollChainRule.owner(translation: CGPoint(x: 0, y: 30), chain: [list, pages])   // .sheet: the list is at its top
/// ScrollChainRule.owner(translation: CGPoint(x: 0, y: -30), chain: [list, pages])  // .scroll(index: 0)
/// ScrollChainRule.owner(translation: CGPoint(x: -30, y: 4), chain: [list, pages])  // .scroll(index: 1)
/// ```
///
/// Bad input: a NaN or zero translation gives `.sheet` (nothing has moved yet, nothing scrolls).
package enum ScrollChainRule {
  /// The owner of a pan that has moved by `translation` over `chain` (innermost first).
  package static func owner(
    translation: CGPoint, chain: [ScrollChainLink], sheetAtLargestDetent: Bool = true
  ) -> ScrollChainOwner {
    let dx = Double(translation.x)
    let dy = Double(translation.y)
    guard !dx.isNaN, !dy.isNaN, dx != 0 || dy != 0 else { return .sheet }
    if abs(dx) > abs(dy) {
      let index = chain.firstIndex { $0.axis == .horizontal && $0.scrolls }
      return index.map { .scroll(index: $0) } ?? .sheet
    }
    // Below the largest detent an upward drag expands the sheet before anything scrolls.
    if !sheetAtLargestDetent && dy < 0 { return .sheet }
    let index = chain.firstIndex { $0.axis == .vertical && $0.canScroll(fingerDelta: dy) }
    return index.map { .scroll(index: $0) } ?? .sheet
  }
}

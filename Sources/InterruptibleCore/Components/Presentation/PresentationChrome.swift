/// The look of a preset presentation of SwiftUI content: its corner radius, which corners are
/// rounded, the dimming behind it, and whether it follows the view it was opened from. The same
/// values as UIKit's presets: a pull-down menu dims nothing and stays beside its anchor (as
/// ``InterruptiblePresentation``'s `pullDownMenu(from:)` does), a bottom sheet rounds only its top
/// corners.
///
/// ```swift
/// PresentationChrome.pullDownMenu.dimming        // 0
/// PresentationChrome.sheet.roundedCorners        // .top
/// ```
package struct PresentationChrome: Sendable, Hashable {
  /// Which corners of the content are rounded.
  package enum Corners: Sendable, Hashable {
    /// None (the content's own shape).
    case none
    /// All four.
    case all
    /// The two top corners (a sheet attached to the bottom edge).
    case top
  }

  /// The corner radius of the content, in points.
  package var cornerRadius: Double
  /// The corners the radius applies to.
  package var roundedCorners: Corners
  /// The dimming behind the content when presented (0 to 1 of black).
  package var dimming: Double
  /// Whether the content stays beside the view it was opened from while that view moves (rotation,
  /// a resize, a scroll), and is dismissed when the view leaves the screen.
  package var followsAnchor: Bool

  /// A chrome with these values.
  package init(cornerRadius: Double, roundedCorners: Corners, dimming: Double, followsAnchor: Bool) {
    self.cornerRadius = cornerRadius
    self.roundedCorners = roundedCorners
    self.dimming = dimming
    self.followsAnchor = followsAnchor
  }

  /// A centred card: 16 pt corners all round, dimmed behind.
  package static let card = PresentationChrome(
    cornerRadius: 16, roundedCorners: .all, dimming: 0.25, followsAnchor: false)
  /// A bottom sheet: 12 pt top corners, dimmed behind.
  package static let sheet = PresentationChrome(
    cornerRadius: 12, roundedCorners: .top, dimming: 0.25, followsAnchor: false)
  /// A pull-down menu: 14 pt corners all round, nothing dimmed, beside its anchor.
  package static let pullDownMenu = PresentationChrome(
    cornerRadius: 14, roundedCorners: .all, dimming: 0, followsAnchor: true)
  /// Custom transitions and zooms: the content's own shape (their dimming is their own).
  package static let plain = PresentationChrome(
    cornerRadius: 0, roundedCorners: .none, dimming: 0.25, followsAnchor: false)
}

/// How a presentation adapts its ``AdaptiveForm/Form`` to the container: one value describes every
/// form, and its defaults follow UIKit's choices where UIKit has one.
///
/// ```swift
/// sheet.adaptiveForm = .automatic                                   // Maps on iPad, a sheet on iPhone
/// sheet.adaptiveForm = .floatingPanel(edge: .trailing, width: 420)  // a panel in regular width
/// sheet.adaptiveForm = .sheet                                       // a bottom sheet everywhere
/// ```
///
/// Bad input: a panel width that is NaN, infinite or below 1 pt is the default 375 pt; a margin that
/// is NaN, infinite or negative is the default 16 pt; a form-sheet size below 1 pt (or not finite)
/// takes UIKit's 540 × 620 pt. A panel never grows wider than its container less two margins.
public struct AdaptiveForm: Sendable, Hashable {
  /// Which forms a detent sheet takes.
  public enum Style: Sendable, Hashable {
    /// A bottom sheet in compact width, a floating panel where both size classes are regular, an
    /// edge-attached sheet in compact height.
    case automatic
    /// A bottom sheet in every environment (the sheet's shape before adaptation).
    case sheet
    /// A floating panel beside `edge`, `width` points wide, in regular width; a bottom sheet in
    /// compact width.
    case floatingPanel(edge: AdaptiveForm.Form.Edge, width: Double)
  }

  /// Which forms the sheet takes.
  public var style: Style
  /// A floating panel's width in `.automatic` (375 pt, an iPhone's width, as Maps' panel on iPad).
  public var panelWidth: Double {
    didSet { panelWidth = Self.usableWidth(panelWidth) }
  }
  /// The edge a floating panel keeps to in `.automatic`.
  public var panelEdge: AdaptiveForm.Form.Edge
  /// A floating panel's distance from the container's side and bottom (inside the safe area).
  public var panelMargin: Double {
    didSet { panelMargin = Self.usableMargin(panelMargin) }
  }
  /// Whether `.automatic` attaches the sheet to the bottom edge, centred, in compact height, like
  /// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight` (true here; UIKit's is
  /// false, a full-width sheet, which `.sheet` gives).
  public var prefersEdgeAttachedInCompactHeight: Bool
  /// Whether an edge-attached sheet is as wide as its content's preferred width, like
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (false by default, as UIKit's: the panel's
  /// width).
  public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
  /// A card's size in the ``AdaptiveForm/Form/formSheet`` form: UIKit's form sheet, 540 × 620 pt.
  public var formSheetWidth: Double {
    didSet { formSheetWidth = formSheetWidth.isFinite && formSheetWidth >= 1 ? formSheetWidth : 540 }
  }
  /// The form sheet's height (620 pt, UIKit's).
  public var formSheetHeight: Double {
    didSet { formSheetHeight = formSheetHeight.isFinite && formSheetHeight >= 1 ? formSheetHeight : 620 }
  }

  /// An adaptation of `style`; the other values take their defaults.
  public init(_ style: Style) {
    self.style = style
    panelWidth = 375
    panelEdge = .leading
    panelMargin = 16
    prefersEdgeAttachedInCompactHeight = true
    widthFollowsPreferredContentSizeWhenEdgeAttached = false
    formSheetWidth = 540
    formSheetHeight = 620
    if case .floatingPanel(let edge, let width) = style {
      panelEdge = edge
      panelWidth = Self.usableWidth(width)
    }
  }

  /// A bottom sheet in compact width, a floating panel in regular width and height, an edge-attached
  /// sheet in compact height; cards at the form-sheet size in regular width and height.
  public static let automatic = AdaptiveForm(.automatic)
  /// One shape everywhere: a bottom sheet, a card at its own size.
  public static let sheet = AdaptiveForm(.sheet)
  /// A floating panel beside `edge`, `width` points wide, in regular width.
  public static func floatingPanel(edge: AdaptiveForm.Form.Edge = .leading, width: Double = 375)
    -> AdaptiveForm
  {
    AdaptiveForm(.floatingPanel(edge: edge, width: width))
  }

  static func usableWidth(_ width: Double) -> Double { width.isFinite && width >= 1 ? width : 375 }
  static func usableMargin(_ margin: Double) -> Double { margin.isFinite && margin >= 0 ? margin : 16 }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A card's frame in its ``AdaptiveForm/Form``, centred in the container's bounds.
///
/// - ``AdaptiveForm/Form/formSheet``: ``AdaptiveForm/formSheetWidth`` × ``AdaptiveForm/formSheetHeight``
///   (UIKit's form sheet, 540 × 620 pt, `UIModalPresentationStyle.formSheet`), or the content's
///   preferred size when it states one; at most the bounds inset by
///   ``PresentationLayout/cardMargin``.
/// - ``AdaptiveForm/Form/card`` (and any other form): the card preset's own rule, the content's
///   preferred size at most the bounds inset by 24 pt at the sides and 20 % of the height at the top
///   and bottom, that largest frame when the content states none.
///
/// ```swift
/// let bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
/// CardFormGeometry.frame(form: .formSheet, in: bounds, preferred: .zero, adaptation: .automatic)
/// // (242, 373, 540, 620)
/// ```
package enum CardFormGeometry {
  /// The card's frame in `bounds` for content preferring `preferred` (a zero or non-finite
  /// dimension: none).
  package static func frame(
    form: AdaptiveForm.Form, in bounds: CGRect, preferred: CGSize, adaptation: AdaptiveForm
  ) -> CGRect {
    let bounds = PresentationLayout.usable(bounds)
    let width = stated(Double(preferred.width))
    let height = stated(Double(preferred.height))
    let largest: CGRect
    let size: (Double, Double)
    if form == .formSheet {
      largest = PresentationLayout.inset(bounds, by: PresentationLayout.cardMargin)
      size = (width ?? adaptation.formSheetWidth, height ?? adaptation.formSheetHeight)
    } else {
      largest = bounds.insetBy(dx: 24, dy: bounds.height * 0.2).standardized
      size = (width ?? Double(largest.width), height ?? Double(largest.height))
    }
    let shown = (min(size.0, max(Double(largest.width), 0)), min(size.1, max(Double(largest.height), 0)))
    return CGRect(
      x: Double(bounds.midX) - shown.0 / 2, y: Double(bounds.midY) - shown.1 / 2, width: shown.0,
      height: shown.1)
  }

  private static func stated(_ value: Double) -> Double? { value.isFinite && value > 0 ? value : nil }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a detent sheet of one ``AdaptiveForm/Form`` sits: the height its detents resolve in and its
/// frame for each visible height, in the container's coordinates (origin top-left, y down).
///
/// - ``AdaptiveForm/Form/sheet``: the whole width, its bottom at the container's bottom; detents
///   resolve below the top safe area.
/// - ``AdaptiveForm/Form/floatingPanel(edge:)``: ``AdaptiveForm/panelWidth`` wide (at most the room
///   between two margins), ``AdaptiveForm/panelMargin`` inside the safe area from the leading (or
///   trailing) side and from the bottom; detents resolve between the top and bottom margins. The
///   leading side is the right one right-to-left.
/// - ``AdaptiveForm/Form/edgeAttachedSheet``: centred, its bottom at the container's bottom, the
///   content's preferred width when ``AdaptiveForm/widthFollowsPreferredContentSizeWhenEdgeAttached``
///   and it states one, else the panel's width (at most the container's width).
///
/// Every form's frame is affine in the height: `y = bottom − height`, the rest fixed. That is what
/// bounds the jump of a change of form (see ``DetentSheet/changeForm(detentContainer:at:)``).
package struct SheetFormGeometry: Sendable, Hashable {
  /// The form.
  package let form: AdaptiveForm.Form
  /// The sheet's left edge.
  package let x: Double
  /// The sheet's width.
  package let width: Double
  /// The sheet's bottom edge.
  package let bottom: Double
  /// The height the detents resolve in.
  package let detentContainer: Double

  /// The geometry of `form` in `environment` for `adaptation`; `preferredWidth` is the content's
  /// preferred width (0 or less, NaN or infinite: none).
  package init(
    form: AdaptiveForm.Form, environment: PresentationEnvironment, adaptation: AdaptiveForm,
    preferredWidth: Double = 0
  ) {
    self.form = form
    let env = environment
    let full = env.width
    switch form {
    case .floatingPanel(let edge):
      let margin = adaptation.panelMargin
      let room = max(full - env.safeArea.left - env.safeArea.right - 2 * margin, 1)
      width = min(adaptation.panelWidth, room)
      let leadingIsLeft = (edge == .leading) == (env.layoutDirection == .leftToRight)
      x = leadingIsLeft ? env.safeArea.left + margin : full - env.safeArea.right - margin - width
      bottom = max(env.height - env.safeArea.bottom - margin, 0)
      detentContainer = max(bottom - env.safeArea.top - margin, 0)
    case .edgeAttachedSheet:
      let preferred = preferredWidth.isFinite && preferredWidth > 0 ? preferredWidth : 0
      let wanted =
        adaptation.widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
        ? preferred : adaptation.panelWidth
      width = min(wanted, full)
      x = (full - width) / 2
      bottom = env.height
      detentContainer = max(env.height - env.safeArea.top, 0)
    case .sheet, .formSheet, .card, .popover:
      width = full
      x = 0
      bottom = env.height
      detentContainer = max(env.height - env.safeArea.top, 0)
    }
  }

  /// The sheet's frame when it shows `height` points (a negative or NaN height shows 0).
  package func frame(height: Double) -> CGRect {
    let shown = height.isNaN ? 0 : max(height, 0)
    return CGRect(x: x, y: bottom - shown, width: width, height: shown)
  }
}

#if canImport(UIKit)
  import UIKit

  extension DetentSheetViewController {
    /// A hardware key reached the sheet (from a responder inside it, or the sheet itself): the
    /// core's `DetentSheet.response(to:)` decides, in every form; true when the key ends here.
    /// Escape dismisses as a tap outside does (a present in flight turns back from where it is),
    /// only reports the attempt when the sheet or its content is modal in presentation, and does
    /// nothing to a non-dismissible sheet; arrows and Return go on to the content.
    func handleKey(_ key: HardwareKey) -> Bool {
      syncModalInPresentation()
      let response = model.response(to: key)
      if response.action != .none { _ = attemptUserDismissal() }
      return response.isHandled
    }

    /// The sheet takes the hardware keyboard as it appears, unless a field behind it or inside it
    /// is being edited (the core's `KeyFocus.claim`): that field keeps it and the keyboard stays up.
    func takeKeyFocus() {
      let claim = KeyFocus.claim(
        isEditingBehind: presentingViewController?.isEditingInView == true, isEditingInside: isEditingInView)
      guard claim == .take else { return }
      becomeFirstResponder()
    }

    /// The sheet has left: it lets the keyboard go, back to the sheet it was presented from (the
    /// core's `KeyFocus.handBack`).
    func releaseKeyFocus(to below: UIViewController?) {
      let held = isFirstResponder
      if held { resignFirstResponder() }
      let sheet = below as? DetentSheetViewController
      if KeyFocus.handBack(held: held, below: sheet == nil ? .other : .sheet) == .sheet {
        sheet?.becomeFirstResponder()
      }
    }
  }
#endif

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

    /// The sheet takes the hardware keyboard as it appears, unless a field behind it is being
    /// edited (the keyboard stays up for it).
    func takeKeyFocus() {
      guard presentingViewController?.isEditingInView != true else { return }
      becomeFirstResponder()
    }

    /// The sheet has left: it lets the keyboard go, back to the sheet it was presented from.
    func releaseKeyFocus(to below: UIViewController?) {
      guard isFirstResponder else { return }
      resignFirstResponder()
      (below as? DetentSheetViewController)?.becomeFirstResponder()
    }
  }
#endif

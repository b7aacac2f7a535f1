#if canImport(UIKit)
  import UIKit

  extension InterruptiblePresentationController {
    /// A hardware key reached the content's wrapper: the core's `PresentationKeyResponse` for the
    /// slot's phase decides; true when the key ends here.
    func handleKey(_ key: HardwareKey) -> Bool {
      let response = PresentationKeyResponse(
        key: key, phase: driver.coordinator.phase, resistsDismissal: isResistingDismissal)
      switch response.action {
      case .dismiss: driver.dismiss()
      case .reportAttempt: attemptedDismissal()
      case .none: break
      }
      return response.isHandled
    }

    /// The content takes the hardware keyboard as it is installed, so Escape turns back a
    /// presentation still in flight: a pull-down menu takes it itself (its arrows and Return), other
    /// content through its wrapper. A field being edited behind keeps it (and the keyboard stays up).
    func takeKeyFocus() {
      guard !presentingViewController.isEditingInView else { return }
      if let menu = presentedViewController as? InterruptibleMenuViewController {
        menu.becomeFirstResponder()
      } else {
        wrapper.becomeFirstResponder()
      }
    }

    /// The content has left: it lets the keyboard go, back to the presentation or sheet it was
    /// presented from when that is the package's.
    func releaseKeyFocus() {
      let held = wrapper.isFirstResponder || presentedViewController.isFirstResponder
      if wrapper.isFirstResponder { wrapper.resignFirstResponder() }
      if presentedViewController.isFirstResponder { presentedViewController.resignFirstResponder() }
      guard held else { return }
      if let sheet = presentingViewController as? DetentSheetViewController {
        sheet.becomeFirstResponder()
      } else if presentingViewController.presentingViewController != nil,
        let below = presentingViewController.presentationController as? InterruptiblePresentationController,
        below.wrapper.superview != nil
      {
        below.takeKeyFocus()
      }
    }
  }
#endif

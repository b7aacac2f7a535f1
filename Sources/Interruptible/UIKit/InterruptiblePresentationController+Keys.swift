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
    /// content through its wrapper. A field being edited behind or inside keeps it (and the keyboard
    /// stays up): the core's `KeyFocus.claim`.
    func takeKeyFocus() {
      let claim = KeyFocus.claim(
        isEditingBehind: presentingViewController.isEditingInView,
        isEditingInside: wrapper.containsFirstResponder || presentedViewController.isEditingInView)
      guard claim == .take else { return }
      if let menu = presentedViewController as? InterruptibleMenuViewController {
        menu.becomeFirstResponder()
      } else {
        wrapper.becomeFirstResponder()
      }
    }

    /// The content has left: it lets the keyboard go, back to the presentation or sheet it was
    /// presented from when that is the package's (the core's `KeyFocus.handBack`).
    func releaseKeyFocus() {
      let held = wrapper.isFirstResponder || presentedViewController.isFirstResponder
      if wrapper.isFirstResponder { wrapper.resignFirstResponder() }
      if presentedViewController.isFirstResponder { presentedViewController.resignFirstResponder() }
      let sheet = presentingViewController as? DetentSheetViewController
      let below =
        presentingViewController.presentingViewController == nil
        ? nil : presentingViewController.presentationController as? InterruptiblePresentationController
      let installed = below.map { $0.wrapper.superview != nil } == true
      let kind: KeyFocus.Below = sheet != nil ? .sheet : installed ? .presentation : .other
      switch KeyFocus.handBack(held: held, below: kind) {
      case .sheet: sheet?.becomeFirstResponder()
      case .presentation: below?.takeKeyFocus()
      case .none: break
      }
    }
  }
#endif

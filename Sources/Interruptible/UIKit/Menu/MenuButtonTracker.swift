#if canImport(UIKit)
  import UIKit

  /// Forwards the touch on a button that shows an interruptible menu to the menu it opened (drag to
  /// select). The core's ``MenuButtonTouch`` decides tap or drag; this only reads UIKit's touches.
  @MainActor
  final class MenuButtonTracker {
    /// The identifier of the button's touch-cancel action (one per button: a new menu replaces it).
    static let identifier = UIAction.Identifier("Interruptible.menuButton.touchCancel")
    /// The control events the tracker listens to through ``action``.
    static let events: UIControl.Event = [
      .touchDown, .touchDragInside, .touchDragOutside, .touchUpInside, .touchUpOutside,
    ]
    /// The name of the button's secondary-click recognizer (one per button: a new menu replaces it).
    static let secondaryClickName = "Interruptible.menuButton.secondaryClick"
    let menu: UIMenu
    /// The target-action the button calls, with the event.
    let action = ControlAction()
    private let secondaryClick = UITapGestureRecognizer()
    private let secondaryClickAction = GestureAction()
    private weak var controller: InterruptibleMenuViewController?
    private var touch: MenuButtonTouch?

    init(menu: UIMenu) {
      self.menu = menu
      action.body = { [unowned self] control, event in self.handle(control, event) }
    }

    private func handle(_ control: UIControl, _ event: UIEvent?) {
      // The finger on this button, not any finger of the event.
      guard let finger = event?.touches(for: control)?.first else { return }
      let point = finger.location(in: nil)
      switch finger.phase {
      case .began: touchDown(control, at: point)
      case .moved, .stationary: forward(touch?.moved(to: point))
      case .ended: forward(touch?.lifted(at: point))
      case .cancelled: cancel()
      default: break
      }
    }

    /// A pointer's secondary click on `button` opens the menu too, as it opens UIKit's button
    /// menus (a click of the pointer's primary button is a touch, which opens it on touch-down).
    func attachSecondaryClick(to button: UIButton) {
      for old in button.gestureRecognizers ?? [] where old.name == Self.secondaryClickName {
        button.removeGestureRecognizer(old)
      }
      secondaryClick.name = Self.secondaryClickName
      secondaryClick.buttonMaskRequired = .secondary
      secondaryClick.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
      secondaryClickAction.body = { [weak self, weak button] recognizer in
        guard recognizer.state == .ended, let self, let button else { return }
        self.open(from: button)
      }
      secondaryClickAction.attach(to: secondaryClick)
      button.addGestureRecognizer(secondaryClick)
    }

    /// The system cancelled the button's touch.
    func cancel() {
      forward(touch?.cancelled())
      touch = nil
    }

    private func touchDown(_ button: UIControl, at point: CGPoint) {
      guard open(from: button) else { return }
      touch = MenuButtonTouch(at: point)
    }

    /// Presents the menu from `button`, unless a menu of this button is still on screen or
    /// retracting. Returns whether it presented.
    @discardableResult
    private func open(from button: UIControl) -> Bool {
      if let controller, controller.presentingViewController != nil { return false }
      guard let presenter = button.window?.rootViewController?.topmostPresented else { return false }
      controller = presenter.presentMenu(menu, from: button)
      return true
    }

    private func forward(_ decision: MenuButtonTouch.Forward?) {
      switch decision {
      case .track(let point, let ended)?:
        controller?.track(point, ended: ended)
        if ended { touch = nil }
      case .cancel?: controller?.cancelTracking()
      case .none?, nil: break
      }
    }
  }

  extension UIViewController {
    /// The view controller presented last on top of this one (itself when none).
    var topmostPresented: UIViewController {
      presentedViewController?.topmostPresented ?? self
    }
  }
#endif
#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// Whether this view or one of its descendants is the first responder (a text field editing).
    var containsFirstResponder: Bool {
      isFirstResponder || subviews.contains { $0.containsFirstResponder }
    }
  }
#endif

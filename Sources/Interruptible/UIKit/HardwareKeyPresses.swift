#if canImport(UIKit)
  import UIKit

  extension HardwareKey {
    /// The key `press` is, or nil for a key presented content does not answer.
    @MainActor init?(_ press: UIPress) {
      switch press.key?.keyCode {
      case .keyboardUpArrow?: self = .upArrow
      case .keyboardDownArrow?: self = .downArrow
      case .keyboardLeftArrow?: self = .leftArrow
      case .keyboardRightArrow?: self = .rightArrow
      case .keyboardReturnOrEnter?, .keypadEnter?: self = .returnKey
      case .keyboardEscape?: self = .escape
      default: return nil
      }
    }
  }

  /// The hardware-key presses a responder took when they began: it also takes their changes, ends
  /// and cancellations, and passes every other press on to the next responder (UIKit's rule for a
  /// responder that handles presses without calling `super`). Owned by one responder.
  @MainActor
  final class TakenKeyPresses {
    /// A taken press, held weakly: one UIKit released without ending or cancelling it here (its
    /// responder left the window) is forgotten, and a later press at its address is not taken.
    private struct Taken {
      weak var press: UIPress?
    }
    private var taken: [Taken] = []

    /// How many taken presses are held (released ones are not counted).
    var count: Int { taken.filter { $0.press != nil }.count }

    /// The presses of `presses` that `handle` did not take (it is asked about keys it knows).
    func began(_ presses: Set<UIPress>, handle: (HardwareKey) -> Bool) -> Set<UIPress> {
      taken.removeAll { $0.press == nil }
      return presses.filter { press in
        guard let key = HardwareKey(press), handle(key) else { return true }
        taken.append(Taken(press: press))
        return false
      }
    }

    /// The presses of `presses` not taken; ending ones are forgotten.
    func passing(_ presses: Set<UIPress>, ending: Bool) -> Set<UIPress> {
      taken.removeAll { $0.press == nil }
      return presses.filter { press in
        guard let index = taken.firstIndex(where: { $0.press === press }) else { return true }
        if ending { taken.remove(at: index) }
        return false
      }
    }
  }

  /// A view that takes the hardware keys ``takesKey(_:)`` handles, with their changes, ends and
  /// cancellations, and passes every other press on to the next responder.
  @MainActor
  class KeyTakingView: UIView {
    private let keys = TakenKeyPresses()

    /// Handles `key` here and returns true, or returns false to pass it on; subclasses answer.
    func takesKey(_ key: HardwareKey) -> Bool { false }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keys.began(presses) { takesKey($0) }
      if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keys.passing(presses, ending: false)
      if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keys.passing(presses, ending: true)
      if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keys.passing(presses, ending: true)
      if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }
  }

  extension UIViewController {
    /// Whether a view of this controller's is first responder (a field being edited: keys stay
    /// with it, and the keyboard stays up).
    var isEditingInView: Bool { viewIfLoaded?.containsFirstResponder == true }
  }

  extension UIResponder {
    /// The first responder among this responder and those after it on the responder chain.
    var firstResponderOnChain: UIResponder? {
      var responder: UIResponder? = self
      while let current = responder {
        if current.isFirstResponder { return current }
        responder = current.next
      }
      return nil
    }

    /// Whether this view, or this controller's view, is in a window.
    var isInWindow: Bool {
      if let view = self as? UIView { return view.window != nil }
      if let controller = self as? UIViewController { return controller.viewIfLoaded?.window != nil }
      return false
    }
  }
#endif

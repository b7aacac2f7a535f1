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
    private var taken: Set<ObjectIdentifier> = []

    /// The presses of `presses` that `handle` did not take (it is asked about keys it knows).
    func began(_ presses: Set<UIPress>, handle: (HardwareKey) -> Bool) -> Set<UIPress> {
      presses.filter { press in
        guard let key = HardwareKey(press), handle(key) else { return true }
        taken.insert(ObjectIdentifier(press))
        return false
      }
    }

    /// The presses of `presses` not taken; ending ones are forgotten.
    func passing(_ presses: Set<UIPress>, ending: Bool) -> Set<UIPress> {
      presses.filter { press in
        let id = ObjectIdentifier(press)
        guard taken.contains(id) else { return true }
        if ending { taken.remove(id) }
        return false
      }
    }
  }

  extension UIViewController {
    /// Whether a view of this controller's is first responder (a field being edited: keys stay
    /// with it, and the keyboard stays up).
    var isEditingInView: Bool { viewIfLoaded?.containsFirstResponder == true }
  }
#endif

/// A text field: it can become first responder (RC02); typing is `UIKitWorld.type(_:into:)`, which
/// sets the text and sends `.editingChanged` as a keystroke does.
///
/// Stand-in model of editing (UC, RC04, RC05):
/// - A tap that lifts inside an enabled field makes it first responder (DOC: "when the user taps in
///   a text field, it becomes the first responder"), after the control's touch events.
/// - Becoming first responder sends `.editingDidBegin`; resigning sends `.editingDidEnd` (HDR
///   `UIControlEventEditingDidBegin` / `…DidEnd`), each once per change of status.
/// - The keyboard does not follow the first responder here (RC06 is not modelled): tests show and
///   hide it with `UIKitWorld.setKeyboard(height:duration:)`, as UIKit would on focus and on resign.
@MainActor
open class UITextField: UIControl {
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  open var text: String?
  open var placeholder: String?
  open var borderStyle = BorderStyle.none
  open override var canBecomeFirstResponder: Bool { true }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let was = isFirstResponder
    guard super.becomeFirstResponder() else { return false }
    if !was { sendActions(for: .editingDidBegin) }
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let was = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    if was { sendActions(for: .editingDidEnd) }
    return true
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let tracked = isTracking
    super.touchesEnded(touches, with: event)
    guard tracked, isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) else {
      return
    }
    becomeFirstResponder()
  }
}

/// A search field (iOS 13): a text field with a search icon and a clear button, which the stand-in
/// does not draw; it edits as ``UITextField`` does.
@MainActor
open class UISearchTextField: UITextField {}

import UIKit

/// What VoiceOver does with the accessibility the app describes, as far as the shell's tests need
/// it: the elements it can reach (AX05), an element's Actions rotor (AX04), the escape gesture
/// (AX06) and the focus notification (AX07).
extension UIKitWorld {
  /// The accessibility elements VoiceOver can reach in the window, in subview order: a view that is
  /// an accessibility element stands for its whole subtree; hidden views and their subtrees are
  /// skipped; among siblings, a visible one whose `accessibilityViewIsModal` is true hides the
  /// others (AX05).
  public func voiceOverElements() -> [UIView] { Self.elements(in: window) }

  private static func elements(in view: UIView) -> [UIView] {
    guard !view.isHidden else { return [] }
    if view.isAccessibilityElement, !(view is UIWindow) { return [view] }
    let visible = view.subviews.filter { !$0.isHidden }
    let modal = visible.last { $0.accessibilityViewIsModal }
    return (modal.map { [$0] } ?? visible).flatMap { elements(in: $0) }
  }

  /// VoiceOver moves its focus to `element`: UIKit posts `elementFocusedNotification` with the
  /// element under `focusedElementUserInfoKey` (AX07).
  public func voiceOverFocus(on element: NSObject) {
    NotificationCenter.default.post(
      name: UIAccessibility.elementFocusedNotification, object: nil,
      userInfo: [UIAccessibility.focusedElementUserInfoKey: element])
  }

  /// The names VoiceOver's Actions rotor offers for `element`: its custom actions (AX04).
  public func voiceOverActionNames(of element: NSObject) -> [String] {
    ((element as? UIResponder)?.accessibilityCustomActions ?? []).map(\.name)
  }

  /// VoiceOver performs the custom action named `name` of `element` from its Actions rotor (AX04):
  /// the first action by that name runs its handler, whose result is returned; false when the
  /// element has no action by that name.
  @discardableResult
  public func voiceOverPerformAction(named name: String, of element: NSObject) -> Bool {
    guard
      let action = (element as? UIResponder)?.accessibilityCustomActions?.first(where: { $0.name == name })
    else { return false }
    return action.actionHandler?(action) ?? false
  }

  /// The escape gesture (a two-finger Z) with VoiceOver's focus on `element` (AX06): the element,
  /// then each next responder up the chain, is asked to `accessibilityPerformEscape()` until one
  /// returns true; returns whether one did.
  @discardableResult
  public func voiceOverEscape(from element: UIResponder) -> Bool {
    var responder: UIResponder? = element
    while let current = responder {
      if current.accessibilityPerformEscape() { return true }
      responder = current.next
    }
    return false
  }
}

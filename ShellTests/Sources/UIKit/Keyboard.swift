/// Keyboard notifications (KB01, KB02): frames in screen coordinates, the duration, and the curve 7
/// that is outside `UIView.AnimationCurve`'s cases.
extension UIResponder {
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension NSValue {
  /// UIKit's name for a rectangle value.
  public var cgRectValue: CGRect { rectValue }
  public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
}

extension UIView {
  public typealias AnimationCurve = UIViewAnimationCurve
}

/// The keyboard the world shows and hides.
@MainActor
package enum StandInKeyboard {
  /// The docked keyboard's frame (screen coordinates) while it is shown.
  package static var frame: CGRect?
  /// Called after each change (the SwiftUI stand-in lays its hosting views out again).
  package static var didChange: (@MainActor () -> Void)?

  /// Posts will-change-frame then will-show (or will-hide) with `frame` as the end frame (KB04 order).
  package static func post(from begin: CGRect, to end: CGRect, duration: TimeInterval, showing: Bool) {
    frame = showing ? end : nil
    defer { didChange?() }
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
    ]
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    center.post(
      name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
      object: nil,
      userInfo: info)
  }
}

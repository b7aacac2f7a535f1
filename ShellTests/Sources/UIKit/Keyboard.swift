internal import StandInModel

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
  /// The keyboard's motion: it moves from `begin` to `end` over `duration` from `start` on curve 7
  /// (KB07).
  private static var motion: (begin: CGRect, end: CGRect, start: Double, duration: Double)?

  /// Where the keyboard is shown at `time` (screen coordinates); nil before it was ever moved.
  package static func shownFrame(at time: Double) -> CGRect? {
    guard let motion else { return nil }
    let t = motion.duration > 0 ? min(max((time - motion.start) / motion.duration, 0), 1) : 1
    let f = CGFloat(keyboardCurve.progress(at: t))
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
    return CGRect(
      x: mix(motion.begin.minX, motion.end.minX), y: mix(motion.begin.minY, motion.end.minY),
      width: mix(motion.begin.width, motion.end.width), height: mix(motion.begin.height, motion.end.height))
  }

  /// Forgets the keyboard (a new world).
  package static func reset() { motion = nil }

  /// What UIKit posts when the keyboard floats or undocks (KB06; undocumented, reports disagree):
  /// the world switch `UIKIT_STANDIN_FLOATING_KEYBOARD`.
  package enum FloatingNotifications: String, Sendable {
    /// Will-change-frame and will-show with the floating frame as the end frame (it does not reach
    /// the screen's bottom).
    case frame
    /// Will-change-frame and will-hide with the docked keyboard's frame below the screen as the end
    /// frame, as if the keyboard had gone.
    case hide
    /// Nothing is posted: the keyboard moves to the floating frame unannounced, so an observer keeps
    /// the last frame it heard.
    case none
  }
  /// The setting of this run.
  package static var floatingNotifications = FloatingNotifications.frame

  /// The keyboard floats at `floating` (screen coordinates) over `duration`: posted as the world's
  /// switch says (KB06). A floating keyboard takes no room: ``frame`` (the docked keyboard) is nil.
  package static func postFloating(
    from begin: CGRect, to floating: CGRect, below: CGRect, duration: TimeInterval
  ) {
    switch floatingNotifications {
    case .frame: post(from: begin, to: floating, duration: duration, showing: true, docked: false)
    case .hide: post(from: begin, to: below, duration: duration, showing: false)
    case .none:
      motion = (shownFrame(at: StandInClock.now) ?? begin, floating, StandInClock.now, max(duration, 0))
      frame = nil
      didChange?()
    }
  }

  package static func post(
    from begin: CGRect, to end: CGRect, duration: TimeInterval, showing: Bool, docked: Bool = true
  ) {
    motion = (shownFrame(at: StandInClock.now) ?? begin, end, StandInClock.now, max(duration, 0))
    frame = showing && docked ? end : nil
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

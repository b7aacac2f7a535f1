/// The responder chain (RC01, RC02) and the touch and press entry points.
@MainActor
open class UIResponder: NSObject {
  override public init() { super.init() }

  /// The next responder (RC01): a view's view controller or superview, a controller's parent view or
  /// presenter, the window's application.
  open var next: UIResponder? { nil }

  /// False by default (RC02).
  open var canBecomeFirstResponder: Bool { false }
  /// True by default.
  open var canResignFirstResponder: Bool { true }
  /// Whether this responder is the key window's first responder.
  open var isFirstResponder: Bool { UIResponder.firstResponder === self }

  nonisolated(unsafe) static weak var firstResponder: UIResponder?

  /// RC02: false without effect when this cannot become first responder or the current one will not
  /// resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.firstResponder, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    UIResponder.firstResponder = self
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
    return true
  }

  // Touches and presses go up the chain by default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  /// VoiceOver's escape (declared outside the main actor in the SDK, called on the main thread).
  nonisolated open func accessibilityPerformEscape() -> Bool { false }
  /// VoiceOver's adjustable actions (declared outside the main actor in the SDK, like the escape).
  nonisolated open func accessibilityIncrement() {}
  nonisolated open func accessibilityDecrement() {}

  /// Accessibility properties (an informal protocol on NSObject in UIKit).
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityValue: String?
  open var accessibilityHint: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  open var accessibilityViewIsModal = false
  /// The custom actions VoiceOver offers for this element (AX04).
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
}

/// Accessibility traits.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 2)
  public static let selected = UIAccessibilityTraits(rawValue: 4)
  public static let staticText = UIAccessibilityTraits(rawValue: 8)
  public static let adjustable = UIAccessibilityTraits(rawValue: 16)
  public static let header = UIAccessibilityTraits(rawValue: 32)
}

/// Accessibility settings and notifications; the world sets the settings.
public enum UIAccessibility {
  public struct Notification: Sendable, Hashable {
    let name: String
    public static let screenChanged = Notification(name: "screenChanged")
    public static let layoutChanged = Notification(name: "layoutChanged")
    public static let announcement = Notification(name: "announcement")
  }
  nonisolated(unsafe) package static var reduceMotion = false
  nonisolated(unsafe) package static var crossFade = false
  nonisolated(unsafe) package static var posted: [String] = []
  public static var isReduceMotionEnabled: Bool { reduceMotion }
  public static var prefersCrossFadeTransitions: Bool { crossFade }
  public static var isVoiceOverRunning: Bool { false }
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name(
    "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
  public static func post(notification: Notification, argument: Any?) { posted.append(notification.name) }
  /// Posted when VoiceOver moves its focus to an element, the element under
  /// ``focusedElementUserInfoKey`` (AX07); the world posts it (`voiceOverFocus(on:)`).
  public static let elementFocusedNotification = Foundation.Notification.Name(
    "UIAccessibilityElementFocusedNotification")
  /// The focused element in ``elementFocusedNotification``'s user info.
  public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
}

extension UIResponder {
  /// The first responder now (the world's key presses go there).
  package static var currentFirstResponder: UIResponder? { firstResponder }
  package static func resetFirstResponder() { firstResponder = nil }
}

extension UIView {
  /// Ends editing in this view or one of its descendants: the first responder there resigns (VW rule:
  /// `endEditing(_:)` resigns the first responder inside the view).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else {
      return true
    }
    return responder.resignFirstResponder()
  }
}

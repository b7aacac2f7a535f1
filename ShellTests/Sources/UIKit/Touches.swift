/// A finger (one per sequence in the world's API).
@MainActor
public final class UITouch: NSObject {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }
  public internal(set) var phase = Phase.began
  /// HV06: fixed when the touch begins.
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public internal(set) var timestamp: TimeInterval = 0
  public internal(set) var tapCount = 1
  /// PT02: a finger (`.direct`) or a pointer's click (`.indirectPointer`).
  public internal(set) var type = TouchType.direct
  /// Where the finger is, in window coordinates.
  var windowPoint = CGPoint.zero
  var previousWindowPoint = CGPoint.zero
  /// The touch went to the view's own touch methods until a recognizer cancelled it (GR09).
  var isCancelledForView = false
  /// The view has not heard this touch begin yet (GR10, GR31).
  var isWithheldFromView = false
  /// Until when a scroll view above the view holds the touch back (GR31).
  var contentDelayEnd: TimeInterval = 0

  public func location(in view: UIView?) -> CGPoint {
    view.map { $0.convert(windowPoint, from: nil) } ?? windowPoint
  }
  public func previousLocation(in view: UIView?) -> CGPoint {
    view.map { $0.convert(previousWindowPoint, from: nil) } ?? previousWindowPoint
  }
}

/// A touch event.
@MainActor
public class UIEvent: NSObject {
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }
  let touch: UITouch?
  /// PT03: the buttons pressed in this event (none for a finger).
  public let buttonMask: ButtonMask
  init(touch: UITouch?, buttonMask: ButtonMask = []) {
    self.touch = touch
    self.buttonMask = buttonMask
  }
  public var type: EventType { .touches }
  public var timestamp: TimeInterval { touch?.timestamp ?? 0 }
  public var allTouches: Set<UITouch>? { touch.map { [$0] } }
  /// The touches whose view is `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    guard let touch, touch.view === view else { return nil }
    return [touch]
  }
}

/// A hardware key press (HK01–HK03): one object from `pressesBegan` to `pressesEnded`, dispatched to
/// the responder that was first when the key went down.
@MainActor
public final class UIPress: NSObject {
  public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
  public let key: UIKey?
  public package(set) var phase = Phase.began
  /// HK01: the first responder when the press was dispatched (fixed for its whole life).
  public package(set) weak var responder: UIResponder?
  init(key: UIKey?) { self.key = key }
}
@MainActor
public final class UIPressesEvent: UIEvent {
  let presses: Set<UIPress>
  package init(presses: Set<UIPress>) {
    self.presses = presses
    super.init(touch: nil)
  }
  public override var type: EventType { .presses }
  /// The presses of the event.
  public var allPresses: Set<UIPress> { presses }
}
@MainActor
public final class UIKey: NSObject {
  public let keyCode: UIKeyboardHIDUsage
  public let characters: String
  init(keyCode: UIKeyboardHIDUsage, characters: String) {
    self.keyCode = keyCode
    self.characters = characters
  }
}
public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardReturnOrEnter = 40
  case keyboardEscape = 41
  case keyboardRightArrow = 79
  case keyboardLeftArrow = 80
  case keyboardDownArrow = 81
  case keyboardUpArrow = 82
  case keypadEnter = 88
  case keyboardA = 4
  case keyboardTab = 43
}

/// A key command (recorded; the stand-in delivers keys through `pressesBegan`).
@MainActor
public final class UIKeyCommand: NSObject {
  public static let inputUpArrow = "UIKeyInputUpArrow"
  public static let inputDownArrow = "UIKeyInputDownArrow"
  public static let inputEscape = "UIKeyInputEscape"
  public let input: String?
  public init(input: String, modifierFlags: UIKeyModifierFlags) { self.input = input }
}
public struct UIKeyModifierFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
}

extension UIWindow {
  /// Whether a transition that UIKit runs without an interaction controller is under way (TR09):
  /// the window ignores touches until it ends.
  var isBlockedByTransition: Bool {
    func blocked(_ controller: UIViewController?) -> Bool {
      guard let controller else { return false }
      if controller.slotTransition?.blocksTouches == true || controller.slotTransitionPending { return true }
      if (controller as? UINavigationController)?.blocksTouches == true { return true }
      return controller.children.contains { blocked($0) } || blocked(controller.presentedSlot)
    }
    return blocked(rootViewController)
  }

  /// Delivers one phase of the world's finger (HV06, GR07, GR09).
  package func deliver(_ phase: UITouch.Phase, at point: CGPoint, button: UIEvent.ButtonMask? = nil) {
    if phase == .began {
      guard !isBlockedByTransition, let hit = hitTest(point, with: nil) else {
        activeTouch = nil
        return
      }
      let touch = UITouch()
      touch.view = hit
      touch.window = self
      touch.windowPoint = point
      touch.previousWindowPoint = point
      touch.timestamp = StandInClock.now
      touch.type = button == nil ? .direct : .indirectPointer
      activeTouch = touch
      activeButtons = button ?? []
      // GR36: a touch-down stops the scroll views under it where they are.
      for case let scroll as UIScrollView in sequence(first: hit, next: { $0.superview }) {
        scroll.stopMotion()
      }
      let recognizers = sequence(first: hit, next: { $0.superview }).flatMap { $0.gestureRecognizers ?? [] }
      let event = UIEvent(touch: touch, buttonMask: activeButtons)
      touchRecognizers = recognizers.filter {
        !($0 is UIHoverGestureRecognizer) && $0.isEnabled && $0.receives(touch, event)
          && $0.shouldReceive(touch)
      }
      // PT05: a click of another button than the primary reaches its view only under the switch.
      if !activeButtons.isEmpty, !activeButtons.contains(.primary),
        StandInRuntime.shared.input.secondaryClick == .askingRecognizersOnly
      {
        touch.isCancelledForView = true
      }
    }
    guard let touch = activeTouch else { return }
    touch.previousWindowPoint = touch.windowPoint
    touch.windowPoint = point
    touch.timestamp = StandInClock.now
    touch.phase = phase
    let event = UIEvent(touch: touch, buttonMask: activeButtons)
    for recognizer in touchRecognizers { recognizer.handle(touch, event: event) }
    // GR03: the actions come once every recognizer has seen the event, before the view does.
    StandInRuntime.shared.sendQueuedActions()
    if let view = touch.view, !touch.isCancelledForView { deliverToView(view, touch, phase, event) }
    if phase == .ended || phase == .cancelled {
      for recognizer in touchRecognizers { recognizer.sequenceEnded() }
      activeTouch = nil
      touchRecognizers = []
    }
  }

  /// A recognizer began with `cancelsTouchesInView`: the view hears the touch cancelled (GR09).
  func cancelTouchForView(_ touch: UITouch) {
    guard !touch.isCancelledForView, let view = touch.view else { return }
    touch.isCancelledForView = true
    if touch.isWithheldFromView { return }  // GR10, GR31: the view never heard it begin
    let phase = touch.phase
    touch.phase = .cancelled
    view.touchesCancelled([touch], with: UIEvent(touch: touch))
    touch.phase = phase
  }
}

extension UIPress {
  package convenience init(keyCode: UIKeyboardHIDUsage) {
    self.init(key: UIKey(keyCode: keyCode, characters: ""))
  }
}
extension UIWindow {
  package func setSafeAreaInsets(_ insets: UIEdgeInsets) { windowInsets = insets }
}

/// The coordinator of a size transition the world runs.
@MainActor
package final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  package let transitionDuration: TimeInterval
  package let isAnimated = true
  package let isCancelled = false
  package let isInteractive = false
  package let initiallyInteractive = false
  package let isInterruptible = false
  package let percentComplete: CGFloat = 0
  package let presentationStyle = UIModalPresentationStyle.none
  package let targetTransform = CGAffineTransform.identity
  package let containerView: UIView
  private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  package init(duration: TimeInterval, container: UIView) {
    transitionDuration = duration
    containerView = container
  }
  /// A size change is no view controller transition: no controllers or views.
  package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  package func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  /// A size transition is never interactive: the handlers are kept and never called.
  package func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}
  @discardableResult
  package func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }
  package func runAlongside() { for block in alongside { block(self) } }
  package func runCompletions() { for block in completions { block(self) } }
}

import UIKit

extension UIKitWorld {
  /// Reads the input switches of a run from the environment (CI runs the suite in each setting):
  /// `UIKIT_STANDIN_ACTION_ORDER` = `innermost` (default) or `outermost`, the order of simultaneous
  /// recognizers' actions; `UIKIT_STANDIN_REST_VELOCITY` = `keep` (default) or `zero`, the pan's
  /// velocity at a lift after the finger rested.
  func applyInputSwitches() {
    let environment = ProcessInfo.processInfo.environment
    if let order = environment["UIKIT_STANDIN_ACTION_ORDER"].flatMap(InputSwitches.ActionOrder.init) {
      actionOrder = order
    }
    if let rest = environment["UIKIT_STANDIN_REST_VELOCITY"].flatMap(InputSwitches.RestVelocity.init) {
      restVelocity = rest
    }
    // KB06: what UIKit posts for a floating keyboard, `frame` (default) or `hide`.
    StandInKeyboard.floatingNotifications =
      environment["UIKIT_STANDIN_FLOATING_KEYBOARD"].flatMap(StandInKeyboard.FloatingNotifications.init)
      ?? .frame
  }

  /// One stroke of a hardware key (HK01–HK03): `pressesBegan(_:with:)` then `pressesEnded(_:with:)`
  /// with the same press, both to the responder that was first when the key went down (the key
  /// window when none is); each is followed by a turn of the main queue.
  public func pressKey(_ key: UIKeyboardHIDUsage) {
    let target: UIResponder = UIResponder.currentFirstResponder ?? window
    let press = UIPress(keyCode: key)
    press.responder = target
    let event = UIPressesEvent(presses: [press])
    StandInRuntime.shared.capturingMainActorJobs { target.pressesBegan([press], with: event) }
    StandInRuntime.shared.turn()
    press.phase = .ended
    StandInRuntime.shared.capturingMainActorJobs { target.pressesEnded([press], with: event) }
    StandInRuntime.shared.turn()
  }

  /// The order of the actions of recognizers that changed state on the same touch event.
  package var actionOrder: InputSwitches.ActionOrder {
    get { StandInRuntime.shared.input.actionOrder }
    set { StandInRuntime.shared.input.actionOrder = newValue }
  }
  /// What a pan reports as its velocity at a lift after the finger rested.
  package var restVelocity: InputSwitches.RestVelocity {
    get { StandInRuntime.shared.input.restVelocity }
    set { StandInRuntime.shared.input.restVelocity = newValue }
  }

  /// The finger stays where it is for `seconds`: the clock moves and no touch event is sent (UIKit
  /// sends no moves for a finger at rest).
  public func rest(for seconds: TimeInterval) { advance(by: seconds) }

  /// Down at `from`, a move every 1/120 s to `to`, then the finger rests `rest` seconds before it
  /// lifts (a drag released without a fling).
  public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, thenRest rest: TimeInterval) {
    touchDown(at: from)
    let steps = max(Int((duration / Self.frame).rounded()), 1)
    for step in 1...steps {
      advance(by: duration / Double(steps))
      let t = CGFloat(step) / CGFloat(steps)
      touchMove(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
    }
    self.rest(for: rest)
    touchUp()
  }
}

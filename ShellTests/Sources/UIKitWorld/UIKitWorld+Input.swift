import UIKit

extension UIKitWorld {
  /// Reads the input switches of a run from the environment (CI runs the suite in each setting):
  /// `UIKIT_STANDIN_ACTION_ORDER` = `innermost` (default) or `outermost`, the order of simultaneous
  /// recognizers' actions; `UIKIT_STANDIN_REST_VELOCITY` = `keep` (default) or `zero`, the pan's
  /// velocity at a lift after the finger rested; `UIKIT_STANDIN_SECONDARY_CLICK` = `asking` (default)
  /// or `everyone`, who hears a secondary click (PT05).
  func applyInputSwitches() {
    let environment = ProcessInfo.processInfo.environment
    if let order = environment["UIKIT_STANDIN_ACTION_ORDER"].flatMap(InputSwitches.ActionOrder.init) {
      actionOrder = order
    }
    if let rest = environment["UIKIT_STANDIN_REST_VELOCITY"].flatMap(InputSwitches.RestVelocity.init) {
      restVelocity = rest
    }
    // KB06: what UIKit posts for a floating keyboard, `frame` (default), `hide` or `none`.
    StandInKeyboard.floatingNotifications =
      environment["UIKIT_STANDIN_FLOATING_KEYBOARD"].flatMap(StandInKeyboard.FloatingNotifications.init)
      ?? .frame
    if let click = environment["UIKIT_STANDIN_SECONDARY_CLICK"].flatMap(InputSwitches.SecondaryClick.init) {
      secondaryClick = click
    }
  }

  /// Who hears a pointer's secondary click (PT05).
  package var secondaryClick: InputSwitches.SecondaryClick {
    get { StandInRuntime.shared.input.secondaryClick }
    set { StandInRuntime.shared.input.secondaryClick = newValue }
  }

  /// The iPad pointer moves to `point` (window coordinates) with no button down (PT01): hover
  /// recognizers hear it enter, move over and leave their views. The same point again sends
  /// nothing (a pointer at rest).
  public func hover(at point: CGPoint) { deliverHover(point) }

  /// The pointer leaves the window (or hides): the hover recognizers it was over end.
  public func hoverExit() { deliverHover(nil) }

  /// A click of the pointer's `button` at `point` (PT02, PT03): the pointer moves there, the button
  /// goes down, 0.05 s, up, one frame. The touch is an `.indirectPointer` touch carrying the button.
  public func click(at point: CGPoint, button: UIEvent.ButtonMask = .primary) {
    hover(at: point)
    lastPoint = point
    StandInRuntime.shared.capturingMainActorJobs { window.deliver(.began, at: point, button: button) }
    StandInRuntime.shared.turn()
    advance(by: 0.05)
    StandInRuntime.shared.capturingMainActorJobs { window.deliver(.ended, at: point, button: button) }
    StandInRuntime.shared.turn()
    advance(by: Self.frame)
  }

  private func deliverHover(_ point: CGPoint?) {
    StandInRuntime.shared.capturingMainActorJobs { window.deliverHover(at: point) }
    StandInRuntime.shared.turn()
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

/// Gesture recognizers: the state machine (GR01, GR02, GR04–GR06), delivery (GR03, GR07, GR09) and
/// conflicts (GR13–GR16). Actions are not sent inside the state change: they are queued and sent
/// once every recognizer has processed the touch event (or on the next turn for a change made by a
/// timer or by code), in the order the world's switch gives (GR03).
@MainActor
open class UIGestureRecognizer: NSObject {
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }
  public internal(set) weak var view: UIView?
  open weak var delegate: UIGestureRecognizerDelegate? {
    didSet {
      guard let scroll = view as? UIScrollView, scroll.panGestureRecognizer === self, delegate !== scroll
      else {
        return
      }
      StandInRuntime.shared.raise(
        "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate.")
      delegate = scroll  // GR28
    }
  }
  open var isEnabled = true {
    didSet { if !isEnabled, state == .began || state == .changed { transition(to: .cancelled) } }  // GR05
  }
  open var cancelsTouchesInView = true
  /// A name for debugging (kept, not used).
  open var name: String?
  /// PT04: the touch types it receives (`UITouch.TouchType` raw values); all types by default.
  open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) }
  /// PT03: the buttons of the last event it processed (none for a finger or a hover).
  public internal(set) var buttonMask: UIEvent.ButtonMask = []
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  private var storedState = State.possible
  private var targets: [(owner: ObjectIdentifier, body: (UIGestureRecognizer) -> Void)] = []
  private var requiredToFail: [WeakRecognizer] = []
  private var waitingToBegin: State?
  /// The touch this recognizer follows.
  var touch: UITouch?
  /// Discrete recognizers go straight to `.recognized` (GR02).
  var isDiscrete: Bool { false }

  public override init() { super.init() }

  /// The state an action being sent reports (GR03: inside the action, `state` reads it).
  private var reporting: State?
  /// Actions queued and not yet sent.
  private var queuedReports = 0

  open var state: State {
    get { reporting ?? storedState }
    set { transition(to: newValue) }
  }

  /// Stand-in target-action (the shell's trampoline file calls it instead of a selector).
  public func addTarget(_ target: AnyObject, handler: @escaping (UIGestureRecognizer) -> Void) {
    targets.append((ObjectIdentifier(target), handler))
  }
  public func removeTarget(_ target: AnyObject) { targets.removeAll { $0.owner == ObjectIdentifier(target) } }
  open func require(toFail other: UIGestureRecognizer) { requiredToFail.append(WeakRecognizer(value: other)) }

  open func location(in view: UIView?) -> CGPoint { touch?.location(in: view) ?? .zero }
  open var numberOfTouches: Int { touch == nil ? 0 : 1 }

  open func reset() {}
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed {
      state = .cancelled
    } else if state == .possible {
      state = .failed
    }
  }

  // MARK: Delivery

  func shouldReceive(_ touch: UITouch) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
  }

  /// PT04, PT05: whether the touch's type is allowed, the delegate takes the event (asked first, as
  /// UIKit asks `shouldReceive(event)` before `shouldReceive(touch)`), and a click's buttons reach
  /// this kind of recognizer.
  func receives(_ touch: UITouch, _ event: UIEvent) -> Bool {
    guard allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }),
      delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
    else { return false }
    return acceptsButtons(event.buttonMask, of: touch)
  }

  /// PT05: a click of another button than the primary reaches only the recognizers that ask for
  /// it (taps by `buttonMaskRequired`), unless the world's switch lets every recognizer hear it.
  func acceptsButtons(_ buttons: UIEvent.ButtonMask, of touch: UITouch) -> Bool {
    touch.type != .indirectPointer || buttons.contains(.primary)
      || StandInRuntime.shared.input.secondaryClick == .everyone
  }

  func handle(_ touch: UITouch, event: UIEvent) {
    guard !isDone, storedState != .failed else { return }
    if touch.phase == .began { self.touch = touch }
    guard self.touch === touch else { return }
    buttonMask = event.buttonMask
    switch touch.phase {
    case .began: touchesBegan([touch], with: event)
    case .moved, .stationary: touchesMoved([touch], with: event)
    case .ended: touchesEnded([touch], with: event)
    case .cancelled: touchesCancelled([touch], with: event)
    default: break
    }
  }

  /// The finger's sequence ended: a failed or finished recognizer is ready again (GR04).
  func sequenceEnded() {
    touch = nil
    waitingToBegin = nil
    isDone = false
    if storedState != .possible, queuedReports == 0 { resetToPossible() }
  }

  private func resetToPossible() {
    storedState = .possible
    reset()
  }

  /// After `.ended` or `.cancelled`, the rest of the sequence is ignored (GR04).
  private var isDone = false

  // MARK: State machine

  private func transition(to new: State) {
    switch new {
    case .began where storedState == .possible, .ended where storedState == .possible:
      guard mayBegin() else { return fail() }
      if waitsForPendingFailure {
        waitingToBegin = new  // GR16: waits for the other to fail
        return
      }
      enter(new)
    case .changed, .ended, .cancelled:
      guard storedState == .began || storedState == .changed else { return }
      enter(new)
    case .failed: fail()
    default: break
    }
  }

  private func enter(_ new: State) {
    storedState = new
    if new == .began || (new == .ended && isDiscrete) {
      preventOthers()
      if cancelsTouchesInView, let touch { touch.window?.cancelTouchForView(touch) }
    }
    let finished = new == .ended || new == .cancelled
    if finished { isDone = true }
    queuedReports += 1
    StandInRuntime.shared.queueAction(depth: viewDepth) { [self] in
      reporting = new
      for target in targets { target.body(self) }
      reporting = nil
      queuedReports -= 1
      // GR04: back to possible once the end has been reported.
      if finished, storedState == new, queuedReports == 0 { resetToPossible() }
    }
  }

  /// How deep the recognizer's view is in its window (the order switch of GR03 sorts by it).
  private var viewDepth: Int {
    view.map { sequence(first: $0, next: { $0.superview }).reduce(0) { count, _ in count + 1 } } ?? 0
  }

  private func fail() {
    guard storedState == .possible else { return }
    storedState = .failed
    waitingToBegin = nil
    releaseWaiters()
  }

  /// Whether it is still trying (possible, not waiting) — for require(toFail:).
  var isPending: Bool { storedState == .possible && touch != nil }

  /// GR16: whether this recognizer has to wait for `other` to fail: `require(toFail:)`, its
  /// delegate's `shouldRequireFailureOf`, or the other's delegate's `shouldBeRequiredToFailBy` (a yes
  /// from either side is enough). A failure requirement, not simultaneous recognition.
  func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    guard other !== self else { return false }
    return requiredToFail.contains { $0.value === other }
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Whether a recognizer this one must see fail is still trying.
  private var waitsForPendingFailure: Bool {
    let others = touch?.window?.touchRecognizers ?? requiredToFail.compactMap(\.value)
    return others.contains { $0.isPending && requiresFailure(of: $0) }
  }

  /// GR13, GR12, GR14 for a recognizer about to leave `.possible`.
  private func mayBegin() -> Bool {
    guard delegate?.gestureRecognizerShouldBegin(self) ?? true,
      view?.gestureRecognizerShouldBegin(self) ?? true
    else { return false }
    if isDiscrete, let hit = touch?.view, hit !== view, hit is UIControl { return false }  // GR12
    guard let window = touch?.window else { return true }
    return !window.touchRecognizers.contains { other in
      other !== self && (other.state == .began || other.state == .changed) && !allowsSimultaneous(with: other)
    }
  }

  /// GR14: a recognizer that begins fails the others that may not run beside it; GR16: those waiting
  /// for it to fail fail instead.
  private func preventOthers() {
    guard let window = touch?.window else { return }
    for other in window.touchRecognizers where other !== self && other.requiresFailure(of: self) {
      other.fail()
    }
    for other in window.touchRecognizers where other !== self && !allowsSimultaneous(with: other) {
      if other.storedState == .possible {
        other.fail()
      } else if other.storedState == .began || other.storedState == .changed {
        other.enter(.cancelled)
      }
    }
  }

  /// GR15: either delegate's yes is enough.
  func allowsSimultaneous(with other: UIGestureRecognizer) -> Bool {
    if other.requiresFailure(of: self) { return true }  // it waits for us (and failed when we began)
    return delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Recognizers waiting for this one to fail may begin now.
  private func releaseWaiters() {
    guard let window = touch?.window ?? view?.window else { return }
    for other in window.touchRecognizers where other.requiresFailure(of: self) {
      if let waiting = other.waitingToBegin {
        other.waitingToBegin = nil
        other.transition(to: waiting)
      }
    }
  }
}

struct WeakRecognizer {
  weak var value: UIGestureRecognizer?
}

@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
  )
    -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}
extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    true
  }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
  {
    true
  }
}

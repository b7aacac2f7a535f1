/// A pan (GR18–GR22): begins after 10 pt of movement, translation from the touch-down point,
/// velocity blended 0.2·last + 0.8·previous; at a lift after a rest, the speed before the rest or
/// zero, by the world's switch (``InputSwitches/RestVelocity``).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// GR19: the movement before `.began`.
  package nonisolated(unsafe) static var hysteresis: CGFloat = 10
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  private var start = CGPoint.zero
  private var samples: [(time: Double, point: CGPoint)] = []
  private var lastVelocity = CGPoint.zero

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    start = touch?.windowPoint ?? .zero
    samples = [(StandInClock.now, start)]
    lastVelocity = .zero
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let point = touch?.windowPoint else { return }
    sample(point)
    switch state {
    case .possible:
      if hypot(point.x - start.x, point.y - start.y) > Self.hysteresis { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    // A finger at rest sends no moves, so nothing here changes the speed measured before the rest;
    // whether UIKit reports it at the lift or zero is the world's switch.
    if StandInRuntime.shared.input.restVelocity == .zeroAfterRest, let last = samples.last,
      StandInClock.now - last.time > InputSwitches.restInterval
    {
      lastVelocity = .zero
    }
    if state == .began || state == .changed { state = .ended } else { state = .failed }
  }

  private func sample(_ point: CGPoint) {
    let now = StandInClock.now
    if let last = samples.last, now > last.time {
      let instant = CGPoint(
        x: (point.x - last.point.x) / (now - last.time), y: (point.y - last.point.y) / (now - last.time))
      let previous = lastVelocity
      lastVelocity =
        samples.count > 1
        ? CGPoint(x: 0.2 * instant.x + 0.8 * previous.x, y: 0.2 * instant.y + 0.8 * previous.y) : instant
    }
    samples.append((now, point))
    if samples.count > 3 { samples.removeFirst() }
  }

  /// GR20: the displacement since the start, in `view`'s coordinates (rotation and scale applied).
  open func translation(in view: UIView?) -> CGPoint {
    guard let current = touch?.windowPoint ?? samples.last?.point else { return .zero }
    return vector(CGPoint(x: current.x - start.x, y: current.y - start.y), in: view)
  }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let current = touch?.windowPoint else { return }
    let inWindow = vectorToWindow(translation, from: view)
    start = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
  }
  /// GR22: points per second in `view`'s coordinates.
  open func velocity(in view: UIView?) -> CGPoint { vector(lastVelocity, in: view) }

  private func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
    guard let view else { return v }
    let origin = view.convert(CGPoint.zero, from: nil)
    let end = view.convert(v, from: nil)
    return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
  }
  private func vectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return v }
    let origin = view.convert(CGPoint.zero, to: nil)
    let end = view.convert(v, to: nil)
    return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
  }
}

/// A long press (GR23, GR24): `.began` after `minimumPressDuration` held within `allowableMovement`.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTapsRequired = 0
  private var start = CGPoint.zero
  private var generation = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    start = touch?.windowPoint ?? .zero
    generation += 1
    if minimumPressDuration <= 0 {
      state = .began
      return
    }
    let current = generation
    StandInRuntime.shared.schedule(at: StandInClock.now + minimumPressDuration) { [weak self] in
      guard let self, self.generation == current, self.state == .possible, self.touch != nil else { return }
      self.state = .began
    }
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let point = touch?.windowPoint else { return }
    switch state {
    case .possible: if hypot(point.x - start.x, point.y - start.y) > allowableMovement { state = .failed }
    case .began, .changed: state = .changed
    default: break
    }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    generation += 1
    if state == .began || state == .changed { state = .ended } else { state = .failed }
  }
}

/// A tap (GR25): recognized on lift within 10 pt of the touch-down point.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
  /// PT03: the buttons a pointer's click must press; evaluated only for pointer clicks (a finger's
  /// tap is recognized whatever it is). UIKit: "cannot be 0": setting none is an error, ignored.
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary {
    didSet {
      guard buttonMaskRequired.isEmpty else { return }
      StandInRuntime.shared.raise("UITapGestureRecognizer.buttonMaskRequired cannot be 0.")
      buttonMaskRequired = oldValue
    }
  }
  private var start = CGPoint.zero
  override var isDiscrete: Bool { true }

  override func acceptsButtons(_ buttons: UIEvent.ButtonMask, of touch: UITouch) -> Bool {
    touch.type != .indirectPointer || buttons == buttonMaskRequired
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    start = touch?.windowPoint ?? .zero
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let point = touch?.windowPoint else { return }
    if hypot(point.x - start.x, point.y - start.y) > 10 { state = .failed }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
}

import Foundation

/// The scroll view's motion beyond 1:1 dragging (GR33–GR36): rubber-band past the edges while
/// dragging, deceleration and the bounce back after the lift, page settling, and
/// `setContentOffset(_:animated:)` — each step a real `contentOffset` change on the world's clock, so
/// `scrollViewDidScroll(_:)` and KVO report it frame by frame.
extension UIScrollView {
  /// UIKit's rubber-band constant (reported; the formula is not documented).
  static let rubberBandConstant: CGFloat = 0.55
  /// The speed (points per second) under which deceleration stops (the stand-in's value).
  static let restingSpeed: CGFloat = 10
  /// How long the bounce back, a page settle and an animated `setContentOffset` take (stand-in
  /// values; UIKit documents none).
  static let settleDuration: TimeInterval = 0.3

  /// GR33: the offset shown for a drag that asks for `offset`: within the content 1:1, past an edge
  /// rubber-banded, `(1 − 1 / (x · 0.55 / d + 1)) · d` for an overshoot `x` over a dimension `d`.
  func rubberBanded(_ offset: CGPoint) -> CGPoint {
    let edge = clamped(offset)
    func band(_ value: CGFloat, _ edge: CGFloat, _ dimension: CGFloat) -> CGFloat {
      let overshoot = value - edge
      guard overshoot != 0, dimension > 0 else { return value }
      let banded = (1 - 1 / (abs(overshoot) * Self.rubberBandConstant / dimension + 1)) * dimension
      return edge + (overshoot < 0 ? -banded : banded)
    }
    return CGPoint(x: band(offset.x, edge.x, bounds.width), y: band(offset.y, edge.y, bounds.height))
  }

  /// GR34: after the lift at `velocity` (points per second, the content's direction): back inside
  /// the edges if it was pulled past them, else on with the velocity, slowing by
  /// `decelerationRate` per millisecond until it rests or reaches an edge.
  func decelerate(from velocity: CGPoint) {
    let start = contentOffset
    let inside = clamped(start)
    if inside != start { return animate(to: inside, reportsEndOfAnimation: false) }
    let speed = hypot(velocity.x, velocity.y)
    guard speed > Self.restingSpeed else { return }
    let rate = min(max(decelerationRate.rawValue, 0.5), 0.9999)
    let k = 1000 * log(rate)  // per second, negative
    let startTime = StandInClock.now
    let duration = Double(log(Self.restingSpeed / speed) / k)
    isDecelerating = true
    run(until: startTime + duration) { [weak self] time in
      guard let self else { return false }
      let factor = (exp(k * CGFloat(time - startTime)) - 1) / k
      let wanted = CGPoint(x: start.x + velocity.x * factor, y: start.y + velocity.y * factor)
      let shown = self.clamped(wanted)
      self.setOffsetFromMotion(shown)
      return shown == wanted
    } done: { [weak self] in
      guard let self else { return }
      self.isDecelerating = false
      self.delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  /// Moves to `target` over ``settleDuration`` (ease in-out); GR35: a programmatic animated change
  /// ends with `scrollViewDidEndScrollingAnimation`, a bounce or page settle with
  /// `scrollViewDidEndDecelerating`.
  func animate(to target: CGPoint, reportsEndOfAnimation: Bool) {
    let start = contentOffset
    let startTime = StandInClock.now
    if !reportsEndOfAnimation { isDecelerating = true }
    run(until: startTime + Self.settleDuration) { [weak self] time in
      let t = CGFloat(min(max((time - startTime) / Self.settleDuration, 0), 1))
      let eased = t * t * (3 - 2 * t)
      self?.setOffsetFromMotion(
        CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased))
      return true
    } done: { [weak self] in
      guard let self else { return }
      self.setOffsetFromMotion(target)
      if reportsEndOfAnimation {
        self.delegate?.scrollViewDidEndScrollingAnimation(self)
      } else {
        self.isDecelerating = false
        self.delegate?.scrollViewDidEndDecelerating(self)
      }
    }
  }

  /// Runs `step` each frame until `end` (or until it returns false), then `done`; a new motion, a
  /// touch-down or an unanimated offset change stops it (`motionGeneration`).
  private func run(
    until end: Double, step: @escaping (Double) -> Bool, done: @escaping () -> Void
  ) {
    motionGeneration += 1
    isInMotion = true
    let generation = motionGeneration
    func tick() {
      guard motionGeneration == generation else { return }
      let now = StandInClock.now
      if now >= end || !step(min(now, end)) {
        isInMotion = false
        return done()
      }
      StandInRuntime.shared.schedule(at: now + 1.0 / 120) { tick() }
    }
    StandInRuntime.shared.schedule(at: StandInClock.now + 1.0 / 120) { tick() }
  }

  /// GR36: a touch-down (or an unanimated offset change) stops the motion where it is.
  func stopMotion() {
    guard isInMotion else { return }
    motionGeneration += 1
    isInMotion = false
    isDecelerating = false
  }

  /// A step of the scroll view's own motion (it does not stop the motion).
  private func setOffsetFromMotion(_ offset: CGPoint) {
    if offset != contentOffset { contentOffset = offset }
  }
}

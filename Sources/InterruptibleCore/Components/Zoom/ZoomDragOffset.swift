import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The offset of a dragged zoom's flying view from its path, in both axes: while the finger holds
/// it, the view's centre is where it was grabbed plus the finger's translation (it follows the
/// finger exactly, whatever the path does); after the release, the offset settles to zero on its own
/// ``ZoomGestureMotion``, started with the part of the finger's 2-D velocity the path does not
/// carry, so the view leaves the finger at the finger's velocity.
///
/// ``ZoomFlight`` uses it with its own session; the UIKit zoom uses it with the session of its
/// transition (the path's centre and velocity come from ``ZoomGeometry`` at the session's fraction).
///
/// ```swift
/// var drag = ZoomDragOffset()
/// drag.begin(shownCenter: CGPoint(x: 195, y: 422))
/// drag.update(translation: CGPoint(x: 60, y: 150))
/// drag.offset(pathCenter: path, at: now)            // (195 + 60 − path.x, 422 + 150 − path.y)
/// drag.release(velocity: finger, pathCenter: path, pathVelocity: pathVelocity, at: now)
/// ```
///
/// Bad input: a translation with a non-finite component is ignored (the last one stays); a
/// non-finite velocity component counts as 0; a non-finite or non-positive response is 0.4 s (as
/// ``ZoomGestureMotion``); a non-finite shown or path centre puts that axis on the path (offset 0),
/// and offsets stay within ±1e6 pt. Edge input: an axis released on the path, or closer to it than it moves
/// in 1 ms, settles from that distance, on its side (the velocity's side at 0).
package struct ZoomDragOffset: Sendable, Equatable {
  /// The grabbed view's centre at the grab; nil when no finger holds it.
  package private(set) var anchor: CGPoint?
  /// The finger's translation since the grab.
  package private(set) var translation = CGPoint.zero
  /// The motion settling the offset after the last release, until it ends.
  package private(set) var motion: ZoomGestureMotion?
  /// The response, in seconds, of the spring that settles the offset after a release.
  package var response: Double

  /// No drag yet; releases settle on a spring of `response` seconds.
  package init(response: Double = 0.4) {
    self.response = response
  }

  /// Whether a finger holds the view.
  package var isDragging: Bool { anchor != nil }

  /// A finger grabs the view, shown now with its centre at `shownCenter` (the path's centre plus
  /// the offset at the grab): it stops settling and follows the finger from here.
  package mutating func begin(shownCenter: CGPoint) {
    anchor = shownCenter
    translation = .zero
    motion = nil
  }

  /// The finger moved by `translation` since the grab.
  package mutating func update(translation: CGPoint) {
    guard anchor != nil, translation.x.isFinite, translation.y.isFinite else { return }
    self.translation = translation
  }

  /// The offset from the path, whose centre is at `pathCenter`, at `time`: the finger's position
  /// minus the path's while dragging, the settling motion's after a release, else zero.
  package func offset(pathCenter: CGPoint, at time: Double) -> CGPoint {
    if let anchor {
      // A non-finite centre (shown or path) puts that axis on the path; offsets stay within ±1e6 pt.
      let axis = { (value: CGFloat) -> CGFloat in value.isFinite ? min(max(value, -1e6), 1e6) : 0 }
      return CGPoint(
        x: axis(anchor.x + translation.x - pathCenter.x), y: axis(anchor.y + translation.y - pathCenter.y))
    }
    return motion?.offset(at: time) ?? .zero
  }

  /// The offset's own velocity at `time` (zero while dragging: the finger carries the view).
  package func velocity(at time: Double) -> CGPoint {
    anchor == nil ? motion?.velocity(at: time) ?? .zero : .zero
  }

  /// The finger lifted at `velocity` (points per second) with the path's centre at `pathCenter`
  /// moving at `pathVelocity`: the offset settles from where it is, starting at `velocity −
  /// pathVelocity`, so the view keeps the finger's velocity. An axis moving at `v` from closer to
  /// the path than `|v| / 1000` (how far it moves in 1 ms) starts that far from it, so that a spring
  /// on the view's position carries its velocity
  /// (``ZoomGestureMotion/spring(offset:velocity:startTime:response:)``). Returns the motion, or nil
  /// when no finger held the view.
  @discardableResult
  package mutating func release(
    velocity: CGPoint, pathCenter: CGPoint, pathVelocity: CGPoint, at time: Double
  ) -> ZoomGestureMotion? {
    guard anchor != nil else { return nil }
    let offset = offset(pathCenter: pathCenter, at: time)
    anchor = nil
    let finite = { (value: CGFloat) -> CGFloat in value.isFinite ? value : 0 }
    let motion = ZoomGestureMotion.spring(
      offset: offset,
      velocity: CGPoint(
        x: finite(velocity.x) - finite(pathVelocity.x), y: finite(velocity.y) - finite(pathVelocity.y)),
      startTime: time, response: response)
    self.motion = motion
    return motion
  }

  /// Ends the settling motion once `time` reaches its end; returns true when no motion is left
  /// (none was under way, or it just ended).
  @discardableResult
  package mutating func settle(at time: Double) -> Bool {
    if let motion, time >= motion.endTime { self.motion = nil }
    return motion == nil
  }

  /// Ends the settling motion now (its offset is zero from here).
  package mutating func stopMotion() {
    motion = nil
  }
}

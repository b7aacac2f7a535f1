import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One zoom from start to `completeTransition`: the flying view's frame, corner radius and opacity at
/// any time, a source that keeps moving, and the 2-D dismissal drag (drag down to shrink toward the
/// source, release to finish or cancel by projection).
///
/// The session's animator drives the fraction along the path (``fraction``: 0 source, 1 destination);
/// the source tracker corrects the path's source end; a drag adds an offset that follows the finger
/// and, after the release, settles to zero on its own motion (``ZoomGestureMotion``) that starts with
/// the finger's velocity. ``onComplete`` runs exactly once, when both the animator and that motion are
/// done. The source is followed until then: after the animator ended, while the gesture's motion
/// still settles, a correction moves the path's end directly.
///
/// ```swift
/// let flight = ZoomFlight(session: session, geometry: geometry)
/// flight.onComplete = { didComplete in transitionContext.completeTransition(didComplete) }
/// session.start(interactive: false)
/// flight.sourceMoved(to: cellFrame, at: clock.now)     // the list scrolls under the flight
/// flight.beginDrag(at: clock.now)                      // grabbed in flight
/// flight.updateDrag(translation: CGPoint(x: 12, y: 90), at: clock.now)
/// flight.endDrag(velocity: CGPoint(x: 40, y: 800), at: clock.now)
/// ```
package final class ZoomFlight {
  /// The transition's session: its animator's progress is the flight's.
  package let session: TransitionSession
  /// Grab, scrub and release of the session (its distance is the drag distance).
  package let interactor: TransitionInteractor
  /// Follows the source.
  package let tracker: ZoomSourceTracker
  /// Called exactly once when the transition ends: `true` when it completed.
  package var onComplete: ((Bool) -> Void)?
  /// The response, in seconds, of the spring that settles the drag's offset after a release
  /// (``ZoomGestureMotion/response``).
  package var gestureResponse: Double {
    get { drag.response }
    set { drag.response = newValue }
  }

  private var base: ZoomGeometry
  /// The finger's hold on the view and, after a release, the offset's own motion.
  private var drag = ZoomDragOffset()
  private var sessionResult: Bool?
  private var reported = false

  /// A flight of `session` along `geometry`. A downward drag of `dragDistance` points (nil: the
  /// destination's height) moves the whole way from the destination to the source.
  package init(
    session: TransitionSession, geometry: ZoomGeometry, lostSourcePolicy: ZoomLostSourcePolicy = .fadeOut,
    dragDistance: Double? = nil, configuration: TransitionConfiguration = TransitionConfiguration()
  ) {
    var configuration = configuration
    configuration.distance = dragDistance ?? max(Double(geometry.destination.height), 1)
    self.session = session
    base = geometry
    tracker = ZoomSourceTracker(source: geometry.source, lostSourcePolicy: lostSourcePolicy)
    interactor = TransitionInteractor(session: session, configuration: configuration)
    session.onCompleteTransition = { [weak self] didComplete in
      self?.sessionResult = didComplete
      self?.reportIfDone()
    }
  }

  /// The path as it was at the start (its source end is corrected by ``ZoomSourceTracker/appliedSource``).
  package var geometry: ZoomGeometry { base }

  /// The frame on the path at `fraction`, with the source's corrections (no drag offset).
  package func pathFrame(at fraction: Double) -> CGRect {
    base.frame(at: fraction, sourceMovedTo: tracker.appliedSource)
  }

  /// Where the flight is: 0 at the source, 1 at the destination (may overshoot on a spring).
  package var fraction: Double { session.presentedProgress }

  /// Whether ``onComplete`` has run.
  package var isComplete: Bool { reported }

  // MARK: - Reading

  /// The flying view's frame at `time` (the clock's current time).
  package func frame(at time: Double) -> CGRect {
    let offset = offset(at: time)
    return pathFrame(at: fraction).offsetBy(dx: offset.x, dy: offset.y)
  }

  /// The flying view's centre velocity at `time`, in points per second.
  package func velocity(at time: Double) -> CGPoint {
    guard !drag.isDragging else { return .zero }
    let path = pathCenterVelocity()
    let own = drag.velocity(at: time)
    return CGPoint(x: path.x + own.x, y: path.y + own.y)
  }

  /// The flying view's corner radius now.
  package var cornerRadius: Double { base.cornerRadius(at: fraction) }

  /// The flying view's opacity now (below 1 only after a lost source with the fade-out policy).
  package var alpha: Double { tracker.alpha(at: fraction) }

  // MARK: - Source

  /// Reports the source's rectangle at `time`; returns the correction made, if any.
  @discardableResult
  package func sourceMoved(to rect: CGRect, at time: Double) -> ZoomCorrection? {
    tracker.sourceMoved(to: rect, at: time, fraction: fraction)
  }

  /// Makes a held-back correction whose time has come; returns it, if any.
  @discardableResult
  package func flushSource(at time: Double) -> ZoomCorrection? {
    tracker.flush(at: time, fraction: fraction)
  }

  /// Reports that the source is gone (see ``ZoomLostSourcePolicy``).
  package func sourceLost() {
    tracker.sourceLost(at: fraction)
  }

  // MARK: - Drag

  /// A finger grabs the flying view (or the destination, to start a dismissal): the view stops where
  /// it is and follows the finger from here.
  package func beginDrag(at time: Double) {
    guard !session.isFinished, interactor.isEnabled else { return }
    let current = frame(at: time)
    interactor.pause()
    drag.begin(shownCenter: CGPoint(x: current.midX, y: current.midY))
  }

  /// The finger moved by `translation` since ``beginDrag(at:)``: downward motion shrinks the view
  /// toward the source, and its centre follows the finger.
  package func updateDrag(translation: CGPoint, at time: Double) {
    guard drag.isDragging, translation.x.isFinite, translation.y.isFinite else { return }
    interactor.update(translation: towardEnd(Double(translation.y)))
    drag.update(translation: translation)
  }

  /// The finger lifted at `velocity` (points per second): finish or cancel by the projected position
  /// (the interactor's release rule, vertical component), and the offset from the path settles with the
  /// rest of the finger's velocity. Returns the decision, or nil when no drag was under way.
  @discardableResult
  package func endDrag(velocity: CGPoint, at time: Double) -> ReleaseDecision? {
    guard drag.isDragging else { return nil }
    let path = pathFrame(at: fraction)
    let vy = velocity.y.isFinite ? Double(velocity.y) : 0
    let decision = interactor.release(velocity: towardEnd(vy))
    drag.release(
      velocity: velocity, pathCenter: CGPoint(x: path.midX, y: path.midY), pathVelocity: pathCenterVelocity(),
      at: time)
    return decision
  }

  /// Advances the flight's own bookkeeping to `time`: the gesture's motion ends when its time is up.
  package func update(at time: Double) {
    if drag.motion != nil, drag.settle(at: time) { reportIfDone() }
  }

  /// The gesture's motion is over (its offset is zero from now on).
  package func gestureMotionDidFinish() {
    drag.stopMotion()
    reportIfDone()
  }

  /// The end time of the gesture's motion under way, if any.
  package var gestureMotionEndTime: Double? { drag.motion?.endTime }

  // MARK: - Private

  private func towardEnd(_ downward: Double) -> Double {
    session.kind.isAppearing ? -downward : downward
  }

  private func offset(at time: Double) -> CGPoint {
    let path = pathFrame(at: fraction)
    return drag.offset(pathCenter: CGPoint(x: path.midX, y: path.midY), at: time)
  }

  private func pathCenterVelocity() -> CGPoint {
    let velocity = base.frameVelocity(
      at: fraction, fractionVelocity: presentedFractionVelocity, sourceMovedTo: tracker.appliedSource)
    return CGPoint(x: velocity.minX + velocity.width / 2, y: velocity.minY + velocity.height / 2)
  }

  private var presentedFractionVelocity: Double {
    session.kind.isAppearing ? session.sample.velocity : -session.sample.velocity
  }

  private func reportIfDone() {
    guard !reported, let result = sessionResult, drag.motion == nil else { return }
    reported = true
    tracker.beginCompletion()
    onComplete?(result)
  }
}

#if canImport(UIKit)
  import UIKit

  /// Applies a zoom's 2-D dismissal drag to the flying view, as the core's ``ZoomDragOffset``
  /// decides: the transition's animator moves the view along the path (the vertical translation
  /// drives the fraction, and the release decision is the session's projection), and this moves it
  /// off the path through its `center` (a property the transition's animator leaves alone), so it
  /// follows the finger in both axes. After the release, the offset settles on a property animator
  /// of its own: the core's ``ZoomGestureMotion`` as a critically damped spring on `center`, whose
  /// initial velocity is the motion's, per axis, relative to that axis's distance.
  ///
  /// A container resized while the finger holds the content keeps the view where it is shown:
  /// the transition's animations stay made for the old frame until the release
  /// (``InFlightRelayout/Action/hold``), so the path shown is that frame's, moved with the presented
  /// frame's centre; the offset is re-expressed against it, and the release settles it to the new
  /// frame.
  @MainActor
  final class ZoomDragFollower {
    /// The path's centre and centre velocity now (points, points per second), for the content
    /// presented at the given frame.
    typealias Path = @MainActor (CGRect) -> (center: CGPoint, velocity: CGPoint)

    private var drag = ZoomDragOffset()
    private weak var content: UIView?
    /// Where the content is presented now.
    private var presentedFrame: CGRect?
    /// The presented frame the transition's animations head to (an older one while a resize is
    /// held).
    private var installedFrame: CGRect?
    private var path: Path?
    private var pendingTranslation: CGPoint?
    private var settle: UIViewPropertyAnimator?

    /// A transition begins with `content` presented at `presentedFrame`; `path` reads the path.
    func begin(content: UIView, presentedFrame: CGRect, path: @escaping Path) {
      self.content = content
      self.presentedFrame = presentedFrame
      installedFrame = presentedFrame
      self.path = path
      if let pending = pendingTranslation {
        pendingTranslation = nil
        grab()
        moved(by: pending)
      }
    }

    /// The transition ended: content still on screen keeps settling to its presented place (its
    /// own animator); content that left stops.
    func end() {
      path = nil
      if content?.window == nil || settle == nil { stop() }
    }

    /// A finger grabbed the content (before its transition began, the grab waits for it).
    func grab() {
      guard let current = shownPath() else {
        pendingTranslation = .zero
        return
      }
      stopSettling()
      let offset = drag.offset(pathCenter: current.center, at: CACurrentMediaTime())
      drag.begin(shownCenter: CGPoint(x: current.center.x + offset.x, y: current.center.y + offset.y))
      show()
    }

    /// The finger moved by `translation` since the grab.
    func moved(by translation: CGPoint) {
      if pendingTranslation != nil {
        pendingTranslation = translation
        return
      }
      drag.update(translation: translation)
      show()
    }

    /// The finger lifted at `velocity`, after the session was released (the path moves on its
    /// release motion): the offset settles from the finger's velocity.
    func released(velocity: CGPoint) {
      pendingTranslation = nil
      guard drag.isDragging, let current = shownPath(), let content, let presentedFrame else { return }
      // The driver retargets the transition's animations to the current frame at the release.
      installedFrame = presentedFrame
      let presentedCenter = CGPoint(x: presentedFrame.midX, y: presentedFrame.midY)
      guard
        let motion = drag.release(
          velocity: velocity, pathCenter: current.center, pathVelocity: current.velocity,
          at: CACurrentMediaTime())
      else { return }
      show()
      guard motion.offset != .zero || motion.velocity != .zero else { return drag.stopMotion() }
      // Per axis, the offset goes from x₀ to 0: a velocity v₀ is −v₀/x₀ of that distance per second
      // (the core starts a moving axis far enough off the path for the spring to carry it: −1000…1000).
      let relative = motion.relativeVelocity
      let spring = motion.springConstants
      let animator = UIViewPropertyAnimator(
        duration: motion.endTime - motion.startTime,
        timingParameters: UISpringTimingParameters(
          mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
          initialVelocity: CGVector(dx: relative.x, dy: relative.y)))
      animator.addAnimations { content.center = presentedCenter }
      animator.addCompletion { [weak self] position in
        guard position == .end else { return }
        self?.settle = nil
        self?.drag.stopMotion()
      }
      settle = animator
      animator.startAnimation()
    }

    /// The container was resized: the content is presented at `frame` now. Held (`held`: the
    /// transition's animations wait for the release), a dragged view stays where it is shown and
    /// follows the finger from there; otherwise the animations head to `frame` at once, and an
    /// offset settling goes to its new place.
    func containerDidResize(presentedFrame frame: CGRect, held: Bool) {
      guard let content, presentedFrame != nil else { return }
      presentedFrame = frame
      if !held { installedFrame = frame }
      if drag.isDragging { return show() }
      if let settle, settle.state == .active {
        settle.addAnimations { content.center = CGPoint(x: frame.midX, y: frame.midY) }
      }
    }

    /// The path as the transition's animations show it: made for ``installedFrame``, moved with
    /// the presented frame's centre since (the content's centre carries the transform).
    private func shownPath() -> (center: CGPoint, velocity: CGPoint)? {
      guard let path, let presentedFrame, let installedFrame else { return nil }
      let current = path(installedFrame)
      return (
        CGPoint(
          x: current.center.x + presentedFrame.midX - installedFrame.midX,
          y: current.center.y + presentedFrame.midY - installedFrame.midY),
        current.velocity
      )
    }

    /// Puts the content's centre off its presented place by the offset now.
    private func show() {
      guard let content, let presentedFrame, let current = shownPath() else { return }
      let offset = drag.offset(pathCenter: current.center, at: CACurrentMediaTime())
      content.center = CGPoint(x: presentedFrame.midX + offset.x, y: presentedFrame.midY + offset.y)
    }

    /// Stops the settling animator where it is (a new grab takes over from there).
    private func stopSettling() {
      guard let settle else { return }
      self.settle = nil
      if settle.state == .active { settle.stopAnimation(true) }
    }

    /// Stops any motion and puts the content back at its presented place.
    private func stop() {
      stopSettling()
      drag = ZoomDragOffset()
      pendingTranslation = nil
      if let content, let presentedFrame {
        content.center = CGPoint(x: presentedFrame.midX, y: presentedFrame.midY)
      }
      content = nil
    }
  }
#endif

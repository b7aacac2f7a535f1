#if canImport(UIKit)
  import UIKit

  /// Applies a zoom's 2-D dismissal drag to the flying view, as the core's ``ZoomDragOffset``
  /// decides: the transition's animator moves the view along the path (the vertical translation
  /// drives the fraction, and the release decision is the session's projection), and this moves it
  /// off the path through its `center` (a property the transition's animator leaves alone), so it
  /// follows the finger in both axes; after the release a display link shows the offset settling
  /// from the finger's 2-D velocity, frame by frame, until its motion ends.
  @MainActor
  final class ZoomDragFollower {
    /// The path's centre and centre velocity now (points, points per second).
    typealias Path = @MainActor () -> (center: CGPoint, velocity: CGPoint)

    private var drag = ZoomDragOffset()
    private weak var content: UIView?
    private var presentedCenter: CGPoint?
    private var path: Path?
    private var pendingTranslation: CGPoint?
    private let frames = FrameAction()

    init() {
      frames.body = { [weak self] in self?.frame() }
    }

    /// Whether a finger holds the view.
    var isDragging: Bool { drag.isDragging || pendingTranslation != nil }

    /// A transition begins with `content` presented at `presentedFrame`; `path` reads the path.
    func begin(content: UIView, presentedFrame: CGRect, path: @escaping Path) {
      self.content = content
      presentedCenter = CGPoint(x: presentedFrame.midX, y: presentedFrame.midY)
      self.path = path
      if let pending = pendingTranslation {
        pendingTranslation = nil
        grab()
        moved(by: pending)
      }
    }

    /// The transition ended: content still on screen settles toward its presented place (the path
    /// is at rest there); content that left stops.
    func end() {
      guard let content, content.window != nil, let presentedCenter, drag.motion != nil else { return stop() }
      path = { (presentedCenter, .zero) }
    }

    /// A finger grabbed the content (before its transition began, the grab waits for it).
    func grab() {
      guard let path else {
        pendingTranslation = .zero
        return
      }
      frames.stop()
      let current = path()
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
      guard let path, drag.isDragging else { return }
      let current = path()
      drag.release(
        velocity: velocity, pathCenter: current.center, pathVelocity: current.velocity,
        at: CACurrentMediaTime())
      show()
      if drag.motion != nil { frames.start() }
    }

    /// One frame of the settling motion.
    private func frame() {
      if drag.settle(at: CACurrentMediaTime()) { frames.stop() }
      show()
    }

    /// Puts the content's centre off its presented place by the offset now.
    private func show() {
      guard let content, let presentedCenter, let path else { return }
      let offset = drag.offset(pathCenter: path().center, at: CACurrentMediaTime())
      content.center = CGPoint(x: presentedCenter.x + offset.x, y: presentedCenter.y + offset.y)
    }

    /// Stops any motion and puts the content back at its presented place.
    private func stop() {
      frames.stop()
      drag = ZoomDragOffset()
      pendingTranslation = nil
      if let content, let presentedCenter { content.center = presentedCenter }
      (content, path) = (nil, nil)
    }
  }
#endif

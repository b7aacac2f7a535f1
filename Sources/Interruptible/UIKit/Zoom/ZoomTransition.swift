#if canImport(UIKit)
  import UIKit

  /// The options of a zoom transition.
  ///
  /// ```swift
  /// var options = ZoomTransitionOptions()
  /// options.sourceCornerRadius = 12
  /// options.lostSourcePolicy = .landOnLastKnown
  /// ```
  public struct ZoomTransitionOptions {
    /// The corner radius of the flying view at the source (the thumbnail's).
    public var sourceCornerRadius: CGFloat = 0
    /// The corner radius of the flying view at the destination.
    public var destinationCornerRadius: CGFloat = 0
    /// The dimming behind presented content (0 for none).
    public var dimmingAlpha: CGFloat = 0.25
    /// Where, in the container's coordinates, a dismissal drag may begin, from the container's
    /// bounds; nil: anywhere on the content.
    public var dismissDragRegion: ((CGRect) -> CGRect)?
    /// What the zoom does when its source disappears mid-flight.
    public var lostSourcePolicy: ZoomLostSourcePolicy = .fadeOut
    /// The transition's timing and release rule.
    public var configuration = TransitionConfiguration(
      present: TransitionTiming(
        duration: 0.5, parameters: .spring(SpringTimingParameters(dampingRatio: 0.9))),
      dismiss: TransitionTiming(duration: 0.45, parameters: .spring(SpringTimingParameters(dampingRatio: 1))))

    /// Default options: square corners, 0.25 dimming, drag anywhere, fade out a lost source.
    public init() {}
  }

  /// Zooms the content out of a source view (a thumbnail) and back into it, following the source
  /// while it moves (a list scrolling under the dismissal), interruptible at any time.
  ///
  /// The source-view provider is asked at the start and again each time the source may have moved,
  /// so it returns the view showing the item now (cells are reused: look the cell up, never capture
  /// one); the source is hidden while the content flies and restored once at the end. Under Reduce
  /// Motion the transition is a cross-fade.
  ///
  /// ```swift
  /// present(detail, transition: .zoom(from: { [weak collectionView] in
  ///   (collectionView?.cellForItem(at: indexPath) as? PhotoCell)?.imageView
  /// }))
  /// ```
  public struct ZoomTransition: InterruptibleTransition {
    /// Returns the source view now, or nil when there is none (the source is lost).
    public var source: @MainActor () -> UIView?
    /// Corner radii, dimming, drag region, lost-source policy and timing.
    public var options: ZoomTransitionOptions
    let follower: ZoomSourceFollower
    let drag = ZoomDragFollower()

    /// A zoom from the view `source` returns.
    public init(from source: @escaping @MainActor () -> UIView?, options: ZoomTransitionOptions = .init()) {
      self.source = source
      self.options = options
      follower = ZoomSourceFollower(source: source, lostSourcePolicy: options.lostSourcePolicy)
    }

    /// The options' configuration.
    public var configuration: TransitionConfiguration { options.configuration }

    /// The height of the content: a downward drag of that much takes the dismissal the whole way.
    public func travelDistance(presentedFrame: CGRect, in bounds: CGRect) -> Double? {
      presentedFrame.height > 0 ? Double(presentedFrame.height) : nil
    }

    /// Puts the content on the zoom's path at `progress` (0 at the source, 1 presented): a uniform
    /// scale that fills the flying frame, clipped to it with the corner radius.
    public func apply(progress: Double, to views: TransitionViews) {
      let presented = views.presentedFrame
      let geometry = geometry(for: views)
      let frame = geometry.frame(at: progress, sourceMovedTo: follower.tracker.appliedSource)
      let scale = CGFloat(max(geometry.contentScale(at: progress), 0.001))
      views.content.transform = CGAffineTransform(
        translationX: frame.midX - presented.midX, y: frame.midY - presented.midY
      ).scaledBy(x: scale, y: scale)
      let mask = follower.mask
      let size = CGSize(width: frame.width / scale, height: frame.height / scale)
      mask.frame = CGRect(
        x: (presented.width - size.width) / 2, y: (presented.height - size.height) / 2, width: size.width,
        height: size.height)
      mask.layer.cornerRadius = CGFloat(geometry.cornerRadius(at: progress)) / scale
      views.content.mask = mask
      views.content.alpha = CGFloat(follower.tracker.alpha(at: progress))
    }
  }

  extension ZoomTransition: TransitionLifecycle {
    /// The zoom's path from the source where the flight began to `views`' presented frame.
    func geometry(for views: TransitionViews) -> ZoomGeometry {
      let presented = views.presentedFrame
      return ZoomGeometry(
        source: follower.startSource ?? presented, destination: presented,
        sourceCornerRadius: Double(options.sourceCornerRadius),
        destinationCornerRadius: Double(options.destinationCornerRadius), contentSize: presented.size)
    }

    func transitionWillBegin(
      _ kind: TransitionKind, views: TransitionViews, animator: UIViewPropertyAnimator,
      session: @escaping @MainActor () -> TransitionSession?,
      motion: @escaping @MainActor () -> InFlightRelayout.Motion
    ) {
      let transition = self
      let target: Double = kind.isAppearing ? 1 : 0
      let fraction: @MainActor () -> Double = { session()?.presentedProgress ?? target }
      follower.begin(views: views, animator: animator, fraction: fraction, motion: motion) {
        target, presented in
        transition.apply(progress: target, to: views.moved(to: presented))
      }
      drag.begin(content: views.content, presentedFrame: views.presentedFrame) { presented in
        // The path's centre and its velocity, as the core's geometry has them at the session's
        // fraction and fraction velocity, with the source's corrections the animator shows.
        let geometry = transition.geometry(for: views.moved(to: presented))
        let session = session()
        let progress = session?.presentedProgress ?? target
        let speed = session.map { ($0.kind.isAppearing ? 1 : -1) * $0.sample.velocity } ?? 0
        let moved = transition.follower.displayedSource
        let frame = geometry.frame(at: progress, sourceMovedTo: moved)
        let velocity = geometry.frameVelocity(at: progress, fractionVelocity: speed, sourceMovedTo: moved)
        return (
          CGPoint(x: frame.midX, y: frame.midY),
          CGPoint(x: velocity.minX + velocity.width / 2, y: velocity.minY + velocity.height / 2)
        )
      }
    }

    func transitionMotionDidChange() { follower.motionDidChange() }

    func transitionDragBegan() { drag.grab() }

    func transitionDragChanged(translation: CGPoint) { drag.moved(by: translation) }

    func transitionDragEnded(velocity: CGPoint) { drag.released(velocity: velocity) }

    func transitionContainerDidResize(views: TransitionViews, held: Bool) {
      follower.containerDidResize(presentedFrame: views.presentedFrame)
      drag.containerDidResize(presentedFrame: views.presentedFrame, held: held)
    }

    func transitionDidEnd() {
      follower.end()
      drag.end()
    }
  }

  extension InterruptibleTransition where Self == ZoomTransition {
    /// A zoom from the view `source` returns (``ZoomTransition``): for a navigation delegate's pushes.
    public static func zoom(
      from source: @escaping @MainActor () -> UIView?, options: ZoomTransitionOptions = .init()
    )
      -> ZoomTransition
    {
      ZoomTransition(from: source, options: options)
    }
  }

  extension InterruptiblePresentation {
    /// A zoom from the view `source` returns (``ZoomTransition``), with the options' dimming and drag
    /// region.
    public static func zoom(
      from source: @escaping @MainActor () -> UIView?, options: ZoomTransitionOptions = .init()
    )
      -> InterruptiblePresentation
    {
      var presentation = InterruptiblePresentation(transition: ZoomTransition(from: source, options: options))
      presentation.dimmingAlpha = options.dimmingAlpha
      presentation.dismissDragRegion = options.dismissDragRegion
      return presentation
    }
  }

  /// A transition that wants to know when its UIKit transition begins (with the session's animator)
  /// and ends.
  @MainActor
  protocol TransitionLifecycle {
    /// The transition begins: `session` reads its session (where the content is and how fast it
    /// moves), `motion` where it heads.
    func transitionWillBegin(
      _ kind: TransitionKind, views: TransitionViews, animator: UIViewPropertyAnimator,
      session: @escaping @MainActor () -> TransitionSession?,
      motion: @escaping @MainActor () -> InFlightRelayout.Motion)
    /// The transition's motion changed (a turn-around, a release, a resume).
    func transitionMotionDidChange()
    /// A pan the dismissal owns began (it may begin the transition).
    func transitionDragBegan()
    /// That pan moved by `translation` (both axes) since it began.
    func transitionDragChanged(translation: CGPoint)
    /// That pan ended at `velocity` (both axes), after the session was released.
    func transitionDragEnded(velocity: CGPoint)
    /// The container was resized: the content is presented in `views`' frame now; `held` when the
    /// transition's animations wait for a finger to let go before heading there
    /// (``InFlightRelayout/Action/hold``).
    func transitionContainerDidResize(views: TransitionViews, held: Bool)
    /// The transition has ended (completed or cancelled).
    func transitionDidEnd()
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// Keeps a pull-down menu beside the view it was opened from while that view moves (a button in a
  /// scrolling list), while the menu opens or is open: observes the view (``ViewMotionObserver``),
  /// reports its rectangle to the core's ``MenuAnchorFollower``, which decides (re-placement, a flip,
  /// or a dismissal), and applies the answer through the menu's driver: at rest the menu takes its new
  /// frame directly; in flight one more block on the transition's animator moves it there; an anchor
  /// that left the safe area dismisses the menu interruptibly.
  @MainActor
  final class MenuAnchorLink {
    private weak var source: UIView?
    private let safeArea: MenuInsets
    private let direction: MenuLayoutDirection
    /// The anchor's last rectangle, in window coordinates.
    private(set) var sourceRect: CGRect
    /// The core follower for the current container and content sizes.
    private(set) var follower: MenuAnchorFollower?
    private var followerSizes: (container: CGSize, content: CGSize)?
    private weak var driver: InterruptibleTransitionDriver?
    private let motion = ViewMotionObserver()
    private let heldChange = HeldChangeTimer()

    /// A link to `source`, placed in a window with `safeArea`.
    init(source: UIView, safeArea: UIEdgeInsets, direction: MenuLayoutDirection) {
      self.source = source
      self.safeArea = MenuInsets(
        top: Double(safeArea.top), left: Double(safeArea.left), bottom: Double(safeArea.bottom),
        right: Double(safeArea.right))
      self.direction = direction
      sourceRect = source.convert(source.bounds, to: nil)
      motion.onChange = { [weak self] in self?.anchorMayHaveMoved() }
    }

    /// The menu's placement in a container of `bounds` for content of `size` (its
    /// `preferredContentSize`; 250 × 300 pt when it states none): the follower's. A new size starts
    /// a new follower from the anchor's last rectangle.
    func placement(bounds: CGRect, size: CGSize) -> MenuPlacement {
      if let follower, let sizes = followerSizes, sizes.container == bounds.size, sizes.content == size {
        return follower.placement
      }
      let follower = MenuAnchorFollower(
        container: bounds.size, safeArea: safeArea, source: sourceRect,
        rowHeights: [size.height > 0 ? Double(size.height) : 300], layoutDirection: direction,
        preferredWidth: size.width > 0 ? Double(size.width) : MenuPlacement.defaultWidth)
      self.follower = follower
      followerSizes = (bounds.size, size)
      return follower.placement
    }

    /// The menu of `driver` is being presented: follow the anchor until it has been dismissed.
    func attach(to driver: InterruptibleTransitionDriver) {
      self.driver = driver
      if let source, source.window != nil { sourceRect = source.convert(source.bounds, to: nil) }
      (follower, followerSizes) = (nil, nil)
      motion.observe(source)
      driver.observePhase { [weak self] phase in
        guard phase == .idle else { return true }
        self?.motion.stop()
        return false
      }
    }

    /// Stops following (the presentation was refused).
    private func detach() {
      motion.stop()
      driver = nil
    }

    /// Whether the anchor is being observed.
    var isObserving: Bool { motion.observed != nil }

    /// The anchor, or a scroll view above it, changed: report where the anchor is now.
    func anchorMayHaveMoved() {
      guard isFollowing else {
        // A presentation UIKit refused (its request expired unanswered): nothing to follow.
        if let driver, driver.coordinator.phase == .idle, !driver.hasPendingPresent { detach() }
        return
      }
      guard let source, source.window != nil else { return apply(follower?.anchorLost()) }
      sourceRect = source.convert(source.bounds, to: nil)
      let visible = Self.clippingBounds(of: source)
      apply(follower?.anchorMoved(to: sourceRect, visibleIn: visible, at: CACurrentMediaTime()))
      scheduleFlush()
    }

    /// Where `view` can be seen: the intersection of its clipping ancestors' bounds, in window
    /// coordinates (nil when none clips it).
    static func clippingBounds(of view: UIView) -> CGRect? {
      var visible: CGRect?
      var ancestor = view.superview
      while let current = ancestor, current.superview != nil {
        if current.clipsToBounds {
          let bounds = current.convert(current.bounds, to: nil)
          visible = visible.map { $0.intersection(bounds) } ?? bounds
        }
        ancestor = current.superview
      }
      return visible
    }

    /// Whether the menu is opening or open (a leaving menu keeps its course).
    private var isFollowing: Bool {
      guard let phase = driver?.coordinator.phase else { return false }
      return phase == .presenting || phase == .presented
    }

    private func apply(_ update: MenuAnchorUpdate?) {
      switch update {
      case .moved?: driver?.presentedFrameDidChange()
      case .dismiss?:
        motion.stop()
        driver?.dismiss()
      case nil: break
      }
    }

    /// A change held back by the follower's 8 ms rule is made once its time has come.
    private func scheduleFlush() {
      guard follower?.hasPendingChange == true else { return }
      heldChange.schedule { [weak self] in
        guard let self, isFollowing else { return }
        apply(follower?.flush(at: CACurrentMediaTime()))
        scheduleFlush()
      }
    }
  }
#endif

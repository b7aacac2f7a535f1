#if canImport(UIKit)
  import UIKit

  /// A presentation controller whose transitions never block the UI: a dimming view that follows the
  /// transition's animator, touches routed by the core's ``TouchRouter`` on the content's in-flight
  /// frame (touch outside cancels a presentation mid-flight or dismisses a presented one;
  /// pass-through regions reach the presenting UI), pan-to-dismiss with scroll-view hand-off decided
  /// by ``DismissPanTracker``, the VoiceOver escape gesture on the content (AX03) and the hardware
  /// keyboard's Escape.
  ///
  /// ```swift
  /// let driver = InterruptibleTransitionDriver(transition: SlideTransition(edge: .bottom))
  /// driver.touchRouter.passThroughRegions = [toolbar.frame]
  /// sheet.modalPresentationStyle = .custom
  /// sheet.transitioningDelegate = driver   // UIKit asks it for this presentation controller
  /// ```
  @MainActor
  package final class InterruptiblePresentationController: UIPresentationController {
    /// The driver this presentation belongs to, held strongly: UIKit holds a transitioning delegate
    /// weakly, so an app that sets `transitioningDelegate = driver` and keeps nothing else still has
    /// a live driver for every outside touch, pan and rotation of this presentation.
    package let driver: InterruptibleTransitionDriver
    /// The view behind the content: dims, receives outside touches, forwards pass-through ones.
    package let dimmingView = PassThroughView()
    /// The dimming view's alpha when presented.
    package var dimmingAlpha: CGFloat = 0.25
    /// A scroll view inside the content that hands pans over to the dismissal at its top edge.
    package weak var trackedScrollView: UIScrollView?
    /// The frame of the content in the container; nil fills the container.
    package var presentedFrame: ((CGRect) -> CGRect)?
    let panGesture = UIPanGestureRecognizer()
    let panAction = GestureAction()
    /// Holds the tracked scroll view at its top while the dismissal owns the pan.
    let scrollPin = ScrollViewPin()
    let wrapper = EscapeHandlingView()
    /// A pan being resisted (the content is modal in presentation), and the spring that brings the
    /// content back after one.
    let resistedPan = ResistedPan()
    /// A pan over scroll views in the content, handed between them and the dismissal by the core.
    let chainPan = ScrollChainPanSlot()
    /// The keyboard's effect on the content's frame, and the observation of its changes.
    let keyboardFollower = KeyboardFollower()
    /// The container's size at the last layout pass: a change is a resize (rotation, Split View).
    private var laidOutSize: CGSize?

    /// Creates the controller for `driver`.
    package init(
      presentedViewController: UIViewController, presenting: UIViewController?,
      driver: InterruptibleTransitionDriver
    ) {
      self.driver = driver
      super.init(presentedViewController: presentedViewController, presenting: presenting)
      presentedFrame = driver.presentedFrame
      trackedScrollView = driver.trackedScrollView
      dimmingView.backgroundColor = .black
      dimmingView.alpha = 0
      dimmingView.controller = self
      dimmingAlpha = driver.dimmingAlpha
      wrapper.controller = self
      driver.presentation = self
      panAction.body = { [weak self] _ in self?.handlePan() }
      panAction.attach(to: panGesture)
      panGesture.delegate = self
    }

    /// The content's frame: ``presentedFrame`` or the container's bounds.
    package override var frameOfPresentedViewInContainerView: CGRect {
      keyboardAdjusted { bounds in presentedFrame?(bounds) ?? bounds }
    }

    /// The content inside a wrapper that handles the VoiceOver escape (the wrapper moves, not the
    /// presented view controller's own view).
    package override var presentedView: UIView? { wrapper.superview == nil ? super.presentedView : wrapper }

    /// Installs the dimming view, the content wrapper and the pan gesture.
    package override func presentationTransitionWillBegin() {
      guard let container = containerView, let content = presentedViewController.view else { return }
      dimmingView.frame = container.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(dimmingView, at: 0)
      wrapper.frame = frameOfPresentedViewInContainerView
      laidOutSize = container.bounds.size
      content.frame = wrapper.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      wrapper.addSubview(content)
      container.addSubview(wrapper)
      wrapper.accessibilityViewIsModal = true
      wrapper.addGestureRecognizer(panGesture)
      observeKeyboard()
      takeKeyFocus()
    }

    /// A presentation that did not complete (cancelled mid-flight) leaves nothing installed; one
    /// that did takes the content's current size (it may have changed on the way).
    package override func presentationTransitionDidEnd(_ completed: Bool) {
      if completed { followPresentedFrame() } else { uninstall() }
    }

    /// The content's `preferredContentSize` changed (a menu's deferred rows loaded): at rest the
    /// content animates to its new frame; in flight it takes it when the transition ends.
    package override func preferredContentSizeDidChange(
      forChildContentContainer container: UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      guard driver.coordinator.phase == .presented else { return }
      let animator = UIViewPropertyAnimator(duration: 0.25, dampingRatio: 1) { self.followPresentedFrame() }
      animator.startAnimation()
    }

    /// Puts the content at ``frameOfPresentedViewInContainerView`` through its centre and size, which
    /// stay meaningful while a transition's transform moves it (the frame does not).
    func followPresentedFrame() {
      let target = frameOfPresentedViewInContainerView
      let center = CGPoint(x: target.midX, y: target.midY)
      guard wrapper.bounds.size != target.size || wrapper.center != center else { return }
      wrapper.bounds = CGRect(origin: wrapper.bounds.origin, size: target.size)
      wrapper.center = center
    }

    /// Dims for the presented progress target (1 presented, 0 dismissed), inside the transition's
    /// animation block.
    func applyDimming(_ target: Double) { dimmingView.alpha = dimmingAlpha * CGFloat(target) }

    /// A completed dismissal leaves nothing installed: the content can be presented again cleanly.
    /// Content UIKit removed without the driver's transition (between the presenter and the top of a
    /// dismissed stack) brings the driver to rest too.
    package override func dismissalTransitionDidEnd(_ completed: Bool) {
      guard completed else { return }
      uninstall()
      driver.contentWasRemoved()
    }

    /// Removes the pan (installed once, on the wrapper this controller owns, never on the content
    /// itself) and the dimming view.
    private func uninstall() {
      panGesture.view?.removeGestureRecognizer(panGesture)
      dimmingView.removeFromSuperview()
      keyboardFollower.stop()
      releaseKeyFocus()
    }

    /// Whether a transition of this presentation is in flight (content moving).
    var isInFlight: Bool { driver.coordinator.phase.isTransitioning }

    /// Keeps the content's frame when the container changes size (rotation, split view), at rest and
    /// in flight: the content's centre and size follow the new frame (inside UIKit's size-change
    /// animation), and a transition in flight is retargeted as the core's ``InFlightRelayout``
    /// decides (one more block on its animator toward the state it heads to, in the new geometry;
    /// a grabbed one when it is released), so it ends, or turns around, at the new frames.
    package override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      guard wrapper.superview != nil else { return }
      followPresentedFrame()
      let size = containerView?.bounds.size
      if let laidOutSize, size != laidOutSize {
        driver.containerDidResize(presentedFrame: frameOfPresentedViewInContainerView)
      }
      laidOutSize = size
    }

    /// Where a touch at `point` (in the dimming view) goes, decided by the core on the in-flight frame.
    func route(_ point: CGPoint) -> TouchRoute {
      driver.touchRouter.route(point, contentFrame: inFlightFrame, phase: driver.coordinator.phase)
    }

    /// The frame, in the container, of the part of the content visible now: its presentation
    /// layer's geometry while it moves, cut to a zoom's mask (F12: a tap beside the visible image is
    /// outside, not on the scaled content around it).
    var inFlightFrame: CGRect {
      guard let moving = presentedView else { return .zero }
      let shown = moving.layer.presentation()
      let bounds = shown?.bounds ?? moving.bounds
      let position = shown?.position ?? moving.center
      return visibleContentBounds.offsetBy(dx: -bounds.midX, dy: -bounds.midY)
        .applying(shown?.affineTransform() ?? moving.transform)
        .offsetBy(dx: position.x, dy: position.y)
    }

    /// The part of the content visible now, in the content's own coordinates: its bounds on screen,
    /// cut to its mask (a zoom shows the content through a rounded, moving mask).
    var visibleContentBounds: CGRect {
      guard let moving = presentedView else { return .zero }
      let bounds = moving.layer.presentation()?.bounds ?? moving.bounds
      guard let mask = moving.mask else { return bounds }
      return bounds.intersection(mask.layer.presentation()?.frame ?? mask.frame)
    }

    /// Applies a route decided for an outside touch.
    func apply(_ route: TouchRoute) {
      switch route {
      case .cancelPresentation, .dismiss:
        guard driver.isInteractionEnabled else { return }
        if isResistingDismissal { return attemptedDismissal() }
        driver.dismiss()
      case .content, .passThrough, .ignore: break
      }
    }

    /// VoiceOver's escape: dismisses interruptibly when the core says so (AX03).
    func performEscape() -> Bool {
      let escape = AccessibilityEscape(phase: driver.coordinator.phase)
      if escape.requestsDismissal {
        if isResistingDismissal { attemptedDismissal() } else { driver.dismiss() }
      }
      return escape.isHandled
    }

    /// The view a pass-through touch reaches in the presenting UI.
    func passThroughTarget(for point: CGPoint, from view: UIView, with event: UIEvent?) -> UIView? {
      guard let behind = presentingViewController.viewIfLoaded else { return nil }
      return behind.hitTest(view.convert(point, to: behind), with: event)
    }

    private func handlePan() {
      let pan = panGesture
      guard let container = containerView else { return }
      if resistPan(pan, in: container) { return }
      if chainPan.isActive { return handleChainPan(pan, in: container) }
      let translation = pan.translation(in: container)
      switch pan.state {
      case .began:
        driver.handlePan(.began, translation: translation, velocity: pan.velocity(in: container))
      case .changed:
        let pins = driver.handlePan(
          .changed, translation: translation, velocity: pan.velocity(in: container), scrollView: scrollEdge)
        if pins, let scrollView = trackedScrollView {
          // Held there whichever of the two pans' actions UIKit sends first.
          scrollPin.hold(
            scrollView, at: CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top))
        } else {
          scrollPin.release()
        }
      case .ended, .cancelled, .failed:
        scrollPin.release(stoppingMotion: true)
        driver.handlePan(
          .ended, translation: translation, velocity: panAction.releaseVelocity(of: pan, in: container))
      default:
        break
      }
    }

    private var scrollEdge: ScrollEdgeState? {
      trackedScrollView.map {
        ScrollEdgeState(
          contentOffset: Double($0.contentOffset.y), topInset: Double($0.adjustedContentInset.top))
      }
    }
  }

  extension InterruptiblePresentationController: UIGestureRecognizerDelegate {
    /// Begins only when the core's ``DismissPanTracker`` claims the pan (or lets the scroll view have it
    /// for a later hand-off).
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let container = containerView else { return false }
      if let region = driver.dismissDragRegion?(container.bounds),
        !region.contains(panGesture.location(in: container))
      {
        return false
      }
      if beginsChainPan(in: container) { return true }
      return driver.panTracker.shouldBegin(
        GestureArbiter.PanStart(
          location: panGesture.location(in: container), movement: panGesture.velocity(in: container),
          containerBounds: container.bounds, scrollView: scrollEdge))
    }

    /// Runs beside the tracked scroll view's own pan so the hand-off can happen mid-gesture.
    package func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      other === trackedScrollView?.panGestureRecognizer || isChainScrollPan(other)
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// A presentation controller whose transitions never block the UI: a dimming view that follows the
  /// transition's animator, touches routed by the core's ``TouchRouter`` on the content's in-flight
  /// frame (touch outside cancels a presentation mid-flight or dismisses a presented one;
  /// pass-through regions reach the presenting UI), pan-to-dismiss with scroll-view hand-off, and the
  /// VoiceOver escape gesture.
  ///
  /// ```swift
  /// let driver = InterruptibleTransitionDriver(transition: SlideTransition(edge: .bottom))
  /// driver.touchRouter.passThroughRegions = [toolbar.frame]
  /// sheet.transitioningDelegate = driver   // UIKit asks it for this presentation controller
  /// ```
  @MainActor
  public final class InterruptiblePresentationController: UIPresentationController {
    /// The driver this presentation belongs to.
    public unowned let driver: InterruptibleTransitionDriver
    /// The view behind the content: dims, receives outside touches, forwards pass-through ones.
    public let dimmingView = PassThroughView()
    /// The dimming view's alpha when presented.
    public var dimmingAlpha: CGFloat = 0.25
    /// A scroll view inside the content that hands pans over to the dismissal at its top edge.
    public weak var trackedScrollView: UIScrollView?
    /// The frame of the content in the container; nil fills the container.
    public var presentedFrame: ((CGRect) -> CGRect)?
    private let panGesture = UIPanGestureRecognizer()
    private var panOwner = PanOwner.scrollView

    /// Creates the controller for `driver`.
    public init(
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
      driver.onPhaseChange = { [weak self] phase in self?.dimmingView.escapePhase = phase }
      driver.animateAlongside { [weak self] target in
        guard let self else { return }
        self.dimmingView.alpha = self.dimmingAlpha * CGFloat(target)
      }
      panGesture.addTarget(self, action: #selector(handlePan(_:)))
      panGesture.delegate = self
    }

    /// The content's frame: ``presentedFrame`` or the container's bounds.
    public override var frameOfPresentedViewInContainerView: CGRect {
      let bounds = containerView?.bounds ?? .zero
      return presentedFrame?(bounds) ?? bounds
    }

    /// Installs the dimming view and the pan gesture.
    public override func presentationTransitionWillBegin() {
      guard let container = containerView else { return }
      dimmingView.frame = container.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(dimmingView, at: 0)
      presentedViewController.view.addGestureRecognizer(panGesture)
    }

    /// Where a touch at `point` (in the dimming view) goes, decided by the core on the in-flight frame.
    func route(_ point: CGPoint) -> TouchRoute {
      let content = presentedView?.layer.presentation()?.frame ?? presentedView?.frame ?? .zero
      return driver.touchRouter.route(point, contentFrame: content, phase: driver.coordinator.phase)
    }

    /// Applies a route decided for an outside touch.
    func apply(_ route: TouchRoute) {
      switch route {
      case .cancelPresentation, .dismiss: driver.dismiss()
      case .content, .passThrough, .ignore: break
      }
    }

    /// The view a pass-through touch reaches in the presenting UI.
    func passThroughTarget(for point: CGPoint, from view: UIView, with event: UIEvent?) -> UIView? {
      guard let behind = presentingViewController.view else { return nil }
      return behind.hitTest(view.convert(point, to: behind), with: event)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
      guard let container = containerView else { return }
      let direction = driver.transition.dismissDirection
      let translation = direction.component(of: pan.translation(in: container))
      switch pan.state {
      case .began:
        if panOwner == .dismissal { driver.beginPan() }
      case .changed:
        updateOwner(translation: translation)
        if panOwner == .dismissal { driver.coordinator.panChanged(dismissalTranslation: translation) }
      case .ended, .cancelled, .failed:
        let velocity = direction.component(of: pan.velocity(in: container))
        if panOwner == .dismissal { driver.coordinator.panEnded(dismissalVelocity: velocity) }
        panOwner = .scrollView
      default:
        break
      }
    }

    private func updateOwner(translation: Double) {
      guard let scrollView = trackedScrollView else { return }
      let edge = ScrollEdgeState(
        contentOffset: Double(scrollView.contentOffset.y),
        topInset: Double(scrollView.adjustedContentInset.top))
      let change = GestureArbiter.PanChange(
        owner: panOwner, movement: panGesture.velocity(in: containerView), scrollView: edge,
        dismissOffset: translation)
      let owner = arbiter.owner(after: change)
      if owner == .dismissal && panOwner == .scrollView { driver.beginPan() }
      panOwner = owner
      if owner == .dismissal {
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
      }
    }

    fileprivate var arbiter: GestureArbiter {
      GestureArbiter(
        isEnabled: driver.coordinator.configuration.isInteractionEnabled,
        dismissDirection: driver.transition.dismissDirection)
    }

    fileprivate func beginDecision(for pan: UIPanGestureRecognizer) -> PanBeginDecision {
      guard let container = containerView else { return .none(.disabled) }
      let edge = trackedScrollView.map {
        ScrollEdgeState(
          contentOffset: Double($0.contentOffset.y), topInset: Double($0.adjustedContentInset.top))
      }
      let start = GestureArbiter.PanStart(
        location: pan.location(in: container), movement: pan.velocity(in: container),
        containerBounds: container.bounds, scrollView: edge,
        isTransitionInFlight: driver.coordinator.phase.isTransitioning)
      return arbiter.beginDecision(for: start)
    }
  }

  extension InterruptiblePresentationController: UIGestureRecognizerDelegate {
    /// Begins only when the core's ``GestureArbiter`` claims the pan (or lets the scroll view have it
    /// for a later hand-off).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      switch beginDecision(for: panGesture) {
      case .dismiss:
        panOwner = .dismissal
        return true
      case .scrollView:
        panOwner = .scrollView
        return true
      case .none:
        return false
      }
    }

    /// Runs beside the tracked scroll view's own pan so the hand-off can happen mid-gesture.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      other === trackedScrollView?.panGestureRecognizer
    }
  }

  /// The dimming view: takes outside touches (tap-to-cancel acts on touch-down, without waiting for
  /// a tap to be recognised) and hands pass-through touches to the presenting UI.
  @MainActor
  public final class PassThroughView: UIView {
    fileprivate weak var controller: InterruptiblePresentationController?

    /// Returns the presenting UI's view for pass-through points, itself for the others.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let controller, isUserInteractionEnabled, !isHidden else {
        return super.hitTest(point, with: event)
      }
      switch controller.route(point) {
      case .passThrough: return controller.passThroughTarget(for: point, from: self, with: event)
      case .content: return nil
      case .cancelPresentation, .dismiss, .ignore: return self
      }
    }

    /// Applies the route of the first touch as soon as it lands.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let controller, let touch = touches.first else { return }
      controller.apply(controller.route(touch.location(in: self)))
    }

    /// The slot's phase, refreshed by the driver on every change, readable from the nonisolated
    /// escape handler (UIKit calls it on the main thread).
    nonisolated(unsafe) var escapePhase = PresentationPhase.idle

    /// VoiceOver's escape: dismisses interruptibly when the core says so (AX03).
    public override func accessibilityPerformEscape() -> Bool {
      let escape = AccessibilityEscape(phase: escapePhase)
      if escape.requestsDismissal {
        Task { @MainActor [weak self] in self?.controller?.driver.dismiss() }
      }
      return escape.isHandled
    }
  }
#endif

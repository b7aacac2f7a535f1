/// A presentation controller (PR19): one object from before the presentation until the
/// dismissal completes.
@MainActor
open class UIPresentationController: NSObject {
  public let presentedViewController: UIViewController
  public private(set) weak var presentingViewController: UIViewController!
  open weak var delegate: UIAdaptivePresentationControllerDelegate?
  /// The transition's container (nil before the presentation starts).
  public internal(set) var containerView: UIView?

  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
    super.init()
  }

  /// A controller for a presentation whose controllers have gone before it started (never shown).
  static var orphan: UIPresentationController {
    UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
  }

  open var presentedView: UIView? { presentedViewController.view }
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  open var shouldRemovePresentersView: Bool { false }
  open var shouldPresentInFullscreen: Bool { true }
  open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
  open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    presentedViewController.viewWillTransition(to: size, with: coordinator)
  }
}

/// The container of a presentation: its layout pass asks the presentation controller, and gives a
/// full-screen style's presented view the container's size (RT04).
@MainActor
final class TransitionContainerView: UIView {
  weak var presentation: UIPresentationController?
  override func layoutSubviews() {
    presentation?.containerViewWillLayoutSubviews()
    fillWithPresentedView()
    presentation?.containerViewDidLayoutSubviews()
  }

  /// RT04: UIKit changes the size of a presented view controller's view when its container's size
  /// changes (`viewWillTransition(to:with:)`: "UIKit calls this method before changing the size of a
  /// presented view controller's view"); a `.fullScreen` or `.overFullScreen` view fills the
  /// container: its whole frame becomes the container's bounds (no source says UIKit keeps the
  /// origin of a view it resizes, so the stand-in does not).
  private func fillWithPresentedView() {
    guard let presentation,
      presentation.presentationStyle == .fullScreen
        || presentation.presentationStyle == .overFullScreen,
      let presented = presentation.presentedViewController.viewIfLoaded, presented.superview === self,
      presented.bounds.size != bounds.size
    else { return }
    presented.frame = bounds
  }
}

/// The context UIKit hands a custom transition (stand-in). `completeTransition` runs UIKit's end of
/// the transition exactly once; later calls are ignored.
@MainActor
final class StandInTransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  private(set) var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  let targetTransform = CGAffineTransform.identity
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let views: [UITransitionContextViewKey: UIView]
  private let frames: (UIViewController, Bool) -> CGRect
  private var end: ((Bool) -> Void)?
  /// Calls the transition made, for tests of the call order.
  package private(set) var percent: CGFloat = 0

  init(
    container: UIView, animated: Bool, interactive: Bool, style: UIModalPresentationStyle,
    controllers: [UITransitionContextViewControllerKey: UIViewController],
    views: [UITransitionContextViewKey: UIView], frames: @escaping (UIViewController, Bool) -> CGRect,
    end: @escaping (Bool) -> Void
  ) {
    containerView = container
    isAnimated = animated
    isInteractive = interactive
    presentationStyle = style
    self.controllers = controllers
    self.views = views
    self.frames = frames
    self.end = end
  }

  /// The coordinator of this transition, told of interaction changes and of the end (held until then).
  var coordinator: StandInTransitionCoordinator?

  func updateInteractiveTransition(_ percentComplete: CGFloat) { percent = percentComplete }
  func finishInteractiveTransition() { interaction(false, cancelled: false) }
  func cancelInteractiveTransition() { interaction(false, cancelled: true) }
  func pauseInteractiveTransition() { interaction(true, cancelled: false) }
  private func interaction(_ interactive: Bool, cancelled: Bool) {
    let changed = isInteractive != interactive
    isInteractive = interactive
    transitionWasCancelled = cancelled
    if changed { coordinator?.interactionDidChange() }
  }
  func completeTransition(_ didComplete: Bool) {
    guard let end else { return }
    self.end = nil
    end(didComplete)
    let coordinator = coordinator
    self.coordinator = nil
    coordinator?.transitionDidComplete()
  }
  var isComplete: Bool { end == nil }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
  func initialFrame(for vc: UIViewController) -> CGRect { frames(vc, true) }
  func finalFrame(for vc: UIViewController) -> CGRect { frames(vc, false) }
}

/// A presentation or dismissal under way in a presenter's slot.
@MainActor
final class PresentationTransition {
  let context: StandInTransitionContext
  /// True when no interaction controller runs it: UIKit ignores touches until it ends (TR09).
  let blocksTouches: Bool
  init(context: StandInTransitionContext, blocksTouches: Bool) {
    self.context = context
    self.blocksTouches = blocksTouches
  }
}

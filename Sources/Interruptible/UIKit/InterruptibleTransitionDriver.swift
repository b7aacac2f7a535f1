#if canImport(UIKit)
  import UIKit

  /// The UIKit face of one presentation slot: transitioning delegate, animated transitioning and
  /// interactive transitioning in one object, forwarding everything to a `TransitionCoordinator`
  /// through a `TransitionContextBridge`.
  ///
  /// Every transition starts through the interaction controller role — interactively (paused) for a
  /// pan, non-interactively (running) for code and taps — so it always stays interruptible and UIKit
  /// never blocks touches (TR08, TR09). `interruptibleAnimator(using:)` returns the session's one
  /// cached `UIViewPropertyAnimator` for the whole transition, and `animationEnded(_:)` releases it
  /// (TR01). The bridge decides everything else (tested on Linux). You rarely use it directly:
  ///
  /// ```swift
  /// present(menu, transition: .pullDownMenu(from: button))   // creates a driver
  /// menu.interruptibleDismiss()                              // reverses if still arriving
  /// menu.interruptibleDriver?.isPanToDismissEnabled = false  // runtime switch
  /// ```
  @MainActor
  public final class InterruptibleTransitionDriver: NSObject {
    /// What the transitions animate (its dismiss direction also steers pan-to-dismiss).
    public var transition: any InterruptibleTransition {
      didSet { panTracker.arbiter.dismissDirection = transition.dismissDirection }
    }
    /// The core that decides.
    package let coordinator: TransitionCoordinator
    /// Connects UIKit's context callbacks to the coordinator (one session and animator per context).
    package let bridge: TransitionContextBridge
    /// The pan-to-dismiss decisions (ownership, scroll hand-off, release).
    package let panTracker: DismissPanTracker
    /// Where outside touches go.
    public var touchRouter = TouchRouter()
    /// The presented view controller, once presented.
    public weak var presentedViewController: UIViewController?
    /// The content's frame in the container for new presentations; nil fills it.
    public var presentedFrame: ((CGRect) -> CGRect)?
    /// A scroll view inside the content that hands pans to the dismissal at its top edge.
    public weak var trackedScrollView: UIScrollView?
    /// What presented content does when the keyboard appears (`.ignore` by default; `.expand(to:)`
    /// counts as `.follow`).
    public var keyboardPolicy: SheetKeyboardPolicy = .ignore
    /// The slot's phase now: idle, presenting, presented or dismissing.
    public var phase: PresentationPhase { coordinator.phase }
    /// Called with the slot's phase after every request and every completed transition.
    public var onPhaseChange: ((PresentationPhase) -> Void)?
    /// Where the driver reads Reduce Motion and Prefer Cross-Fade Transitions (default: the system's
    /// settings); a test or a preview hands in ``ReduceMotionObserver/init(preference:)``.
    package var motionPreferences: ReduceMotionObserver = .shared

    /// Called once with the target (`.end` or `.start` of the session's transition) and the
    /// trajectory each time a transition heads somewhere new, before its first frame.
    public var onWillSettle: ((AnimatorPosition, MotionTrajectory) -> Void)? {
      didSet { observeMotion() }
    }
    /// Called once each time a transition's motion changes (heading, following a finger).
    public var onTrajectoryChange: ((MotionTrajectory) -> Void)? {
      didSet { observeMotion() }
    }

    private let clock = ManualClock(start: CACurrentMediaTime())
    private var alongside: [(Double) -> Void] = []
    /// The presentation controller of the current presentation (dimmed inside the transition).
    weak var presentation: InterruptiblePresentationController?
    /// The dimming of presentations made by this driver.
    var dimmingAlpha: CGFloat = 0.25
    /// Where (from the container's bounds) a dismissal pan may begin; nil: anywhere.
    var dismissDragRegion: ((CGRect) -> CGRect)?
    private var phaseObservers: [PhaseObserver] = []
    private var nextObserverID = 0
    /// Requests made to UIKit that UIKit has not acted on yet (dismissals the driver asked for).
    var requests = PendingTransitionRequests()
    private lazy var inertAnimator = UIViewPropertyAnimator(duration: 0, curve: .linear)
    /// The driver keeps itself alive while a transition it runs is under way: UIKit may release the
    /// presentation controller (the driver's usual owner) inside `completeTransition(_:)`, before
    /// the driver has reported the end to its observers.
    private var selfWhileTransitioning: InterruptibleTransitionDriver?
    /// UIKit has asked for this presentation's animation controller and not begun it yet (it may
    /// begin on a later turn); a dismissal asked meanwhile reverses it once it has begun.
    var awaitsPresentation = false
    private var dismissAfterBegin = false
    /// The context the last transition began with.
    private weak var begunContext: UIViewControllerContextTransitioning?
    /// The resize decisions for the transition in flight, the views it animates, and whether its
    /// content moved in flight.
    let geometry = TransitionGeometry()
    /// A dismissal asked while a finger held the content: it runs at the release.
    private var dismissesAfterRelease = false

    private struct PhaseObserver {
      let id: Int
      let body: (PresentationPhase) -> Bool
    }

    /// A driver for `transition`. With `startsPresented`, the content is taken as already on screen
    /// (a pushed view controller whose pop this driver will run).
    public init(transition: any InterruptibleTransition, startsPresented: Bool = false) {
      self.transition = transition
      let box = FactoryBox()
      coordinator = TransitionCoordinator(configuration: transition.configuration) { kind, timing in
        box.make(kind, timing)
      }
      bridge = TransitionContextBridge(coordinator: coordinator)
      panTracker = DismissPanTracker(
        coordinator: coordinator, dismissDirection: transition.dismissDirection, beginInteractiveDismissal: {}
      )
      super.init()
      box.driver = self
      panTracker.beginInteractiveDismissal = { [weak self] in self?.beginPanDismissal() }
      panTracker.onDrag = { [weak self] step in self?.dragStepped(step) }
      bridge.onPhaseChange = { [weak self] phase in self?.phaseDidChange(phase) }
      if startsPresented { coordinator.assumePresented() }
    }

    /// Whether taps, pans and VoiceOver may interrupt this slot's transitions (code always may).
    public var isInteractionEnabled: Bool {
      get { coordinator.configuration.isInteractionEnabled }
      set { coordinator.configuration.isInteractionEnabled = newValue }
    }

    /// Whether a pan may dismiss the content (a pan already under way still ends normally).
    public var isPanToDismissEnabled: Bool {
      get { panTracker.isEnabled }
      set { panTracker.isEnabled = newValue }
    }

    /// Sets the kind of the next transition UIKit starts through this driver and whether it starts
    /// interactively (paused, following a pan). Used by navigation and container adapters.
    package func prepare(_ kind: TransitionKind, interactive: Bool) {
      bridge.prepare(kind, interactive: interactive)
    }

    /// Adds an animation that follows every transition of this slot: `update` receives the
    /// presented progress target (1 presenting, 0 dismissing) inside the animator's animation block.
    public func animateAlongside(_ update: @escaping (Double) -> Void) {
      alongside.append(update)
    }

    /// Calls `observer` with every phase change until it returns false (then it is removed).
    func observePhase(_ observer: @escaping (PresentationPhase) -> Bool) {
      nextObserverID += 1
      phaseObservers.append(PhaseObserver(id: nextObserverID, body: observer))
    }

    /// Registers this driver as `viewController`'s, so ``UIKit/UIViewController/interruptibleDismiss()``
    /// and ``UIKit/UIViewController/interruptibleDriver`` find it whatever set it up.
    func register(on viewController: UIViewController) {
      presentedViewController = viewController
      viewController.interruptibleDriver = self
    }

    /// One drag step of the pan, applied to the transition; a dismissal asked while the finger held
    /// the content runs after the release, from where the release sends it (a release that heads
    /// back turns around).
    private func dragStepped(_ step: DismissPanTracker.DragStep) {
      applyDrag(step)
      guard case .ended = step, dismissesAfterRelease else { return }
      dismissesAfterRelease = false
      dismiss()
    }

    // MARK: - Requests

    /// Dismisses: turns an arriving presentation around, or starts a UIKit dismissal of content at rest.
    /// While a finger holds the content, the content stays under the finger and leaves from where the
    /// finger lets it go.
    public func dismiss() {
      if panTracker.isDragging {
        dismissesAfterRelease = true
        return
      }
      // A presentation asked of UIKit and not begun yet (UIKit may ask for it on a later turn):
      // it turns around once it has begun.
      if awaitsPresentation || hasPendingPresent {
        dismissAfterBegin = true
        return
      }
      if coordinator.dismissNeedsNewTransition {
        requestDismissal(interactive: false)
      } else {
        coordinator.dismiss()
      }
      phaseDidChange(coordinator.phase)
    }

    /// Presents again content that is leaving: its dismissal turns around (no new UIKit transition).
    /// `completion` runs once, when the slot next comes to rest (presented, or dismissed if the
    /// content is turned around again), as UIKit runs a presentation's completion.
    public func representLeavingContent(completion: (() -> Void)? = nil) {
      coordinator.present()
      if let completion {
        observePhase { phase in
          guard phase == .presented || phase == .idle else { return true }
          completion()
          return false
        }
      }
      phaseDidChange(coordinator.phase)
    }

    /// A pan of your own on the content began: grabs a transition in flight, or starts an interactive
    /// UIKit dismissal of content at rest. Follow with ``panChanged(dismissalTranslation:)`` and
    /// ``panEnded(dismissalVelocity:)``.
    public func beginPan() {
      guard coordinator.dismissNeedsNewTransition else { return coordinator.panBegan() }
      beginPanDismissal()
    }

    /// Your pan moved `translation` points from where it began, measured along the transition's
    /// dismiss direction (``TransitionDirection/component(of:)`` of the pan's translation).
    public func panChanged(dismissalTranslation translation: Double) {
      coordinator.panChanged(dismissalTranslation: translation)
    }

    /// Your pan ended moving at `velocity` points per second along the dismiss direction: the
    /// transition finishes or turns back by where that velocity projects it.
    public func panEnded(dismissalVelocity velocity: Double) {
      coordinator.panEnded(dismissalVelocity: velocity)
    }

    private func beginPanDismissal() {
      requestDismissal(interactive: true)
    }

    /// Asks UIKit for a dismissal, recording the intent first: UIKit may ask for the animation
    /// controller inside the call or later; either way ``animationController(forDismissed:)`` finds
    /// it. Content that is not on screen makes no UIKit call, and the request is dropped.
    private func requestDismissal(interactive: Bool) {
      guard let presenting = presentedViewController?.presentingViewController else { return }
      requests.record(.dismiss, interactive: interactive, at: CACurrentMediaTime())
      presenting.dismiss(animated: true)
    }

    /// Records that a presentation was asked of UIKit (consumed when UIKit asks for it).
    func notePresentRequest() {
      requests.record(.present, interactive: false, at: CACurrentMediaTime())
    }

    /// Whether a presentation was asked of UIKit and UIKit has not started it yet.
    var hasPendingPresent: Bool { requests.isPending(.present, at: CACurrentMediaTime()) }

    func phaseDidChange(_ phase: PresentationPhase) {
      phaseObservers = phaseObservers.filter { $0.body(phase) }
      onPhaseChange?(phase)
      if !phase.isTransitioning {
        (transition as? TransitionLifecycle)?.transitionDidEnd()
        selfWhileTransitioning = nil
      }
      motionDidChange()
    }

    /// A UIKit transition begins through this driver, once per context (UIKit may ask for the
    /// animator before or after it starts the transition).
    func begin(_ context: UIViewControllerContextTransitioning) {
      guard begunContext !== context else { return }
      begunContext = context
      selfWhileTransitioning = self
      awaitsPresentation = false
      followTravel(of: context)
      let session = bridge.begin(UIKitTransitionContext(base: context))
      geometry.transitionDidBegin()
      session?.notifyWhenInteractionChanges { [weak self] _ in self?.motionDidChange() }
      if dismissAfterBegin {
        dismissAfterBegin = false
        dismiss()
      }
    }

    /// The session's distance is the content's real travel (a sheet's height, a page's width), so a
    /// pan moves the content exactly with the finger.
    private func followTravel(of context: UIViewControllerContextTransitioning) {
      let appearing = bridge.nextKind.isAppearing
      guard let controller = context.viewController(forKey: appearing ? .to : .from) else { return }
      let frame = appearing ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
      let travel = motionPreferences.transition(replacing: transition)
        .travelDistance(presentedFrame: frame, in: context.containerView.bounds)
      if let travel { coordinator.configuration.distance = travel }
    }

    // MARK: - Animators

    fileprivate func makeAnimator(_ kind: TransitionKind, _ timing: TransitionTiming) -> SessionAnimator {
      let animator = PropertyAnimatorAdapter(duration: timing.duration, timing: timing.parameters)
      let model = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      if let context = (bridge.beginningContext as? UIKitTransitionContext)?.base {
        install(kind, context: context, on: animator.base)
      }
      return MirroredAnimator(follower: animator, model: model, now: { CACurrentMediaTime() })
    }

    private func install(
      _ kind: TransitionKind, context: UIViewControllerContextTransitioning,
      on animator: UIViewPropertyAnimator
    ) {
      guard let views = TransitionViews(context: context, appearing: kind.isAppearing) else { return }
      let transition = motionPreferences.transition(replacing: transition)
      let alongside = alongside
      let presentation = presentation
      let target: Double = kind.isAppearing ? 1 : 0
      (transition as? TransitionLifecycle)?.transitionWillBegin(
        kind, views: views, animator: animator,
        session: { [weak self] in self?.coordinator.currentSession },
        motion: { [weak self] in self?.relayoutMotion ?? .idle })
      transition.apply(progress: 1 - target, to: views)
      geometry.install(views)
      animator.addAnimations {
        transition.apply(progress: target, to: views)
        presentation?.applyDimming(target)
        for update in alongside { update(target) }
      }
      (context as? ContainerTransitionContext)?.attach(animator)
    }

    func propertyAnimator(for context: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
      let mirrored = bridge.animator(for: UIKitTransitionContext(base: context)) as? MirroredAnimator
      return (mirrored?.follower as? PropertyAnimatorAdapter)?.base ?? inertAnimator
    }
  }

  /// Lets the coordinator's animator factory reach the driver that owns the coordinator.
  @MainActor
  private final class FactoryBox {
    weak var driver: InterruptibleTransitionDriver?

    func make(_ kind: TransitionKind, _ timing: TransitionTiming) -> SessionAnimator {
      guard let driver else {
        return AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: ManualClock())
      }
      return driver.makeAnimator(kind, timing)
    }
  }
#endif

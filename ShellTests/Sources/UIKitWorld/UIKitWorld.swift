import UIKit

/// A UIKit world on Linux: one key window, one finger, a manual clock and the stand-in's run loop.
/// Every test makes a new world; making one resets the stand-in (clock, logs, first responder). The
/// stand-in is one UIKit, as an app has one: drive a world from synchronous `@MainActor` tests (they
/// run one at a time on the main actor), not across an `await`.
///
/// ```swift
/// let world = UIKitWorld()
/// world.window.rootViewController = home
/// home.present(card, transition: .card)
/// world.advance(by: 0.1)
/// world.tap(at: CGPoint(x: 20, y: 800))   // outside the card: it retracts from where it is
/// world.advance(by: 1)
/// #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
/// ```
@MainActor
public final class UIKitWorld {
  /// The key window; set its `rootViewController`.
  public let window: UIWindow
  /// The same clock as `CACurrentMediaTime()`.
  public var now: TimeInterval { StandInClock.now }
  /// The longest step `advance(by:)` takes (one 120 Hz frame).
  public static let frame: TimeInterval = 1.0 / 120

  /// A world with one key window of `screenSize` and the screen's safe-area insets.
  public init(
    screenSize: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) = (
      .compact, .regular
    )
  ) {
    StandInClock.now = 1000
    // The previous world's objects are released after the new run loop is in place, marked as a
    // teardown (they do no work then).
    var previous: StandInRuntime? = StandInRuntime.shared
    StandInRuntime.shared = StandInRuntime()
    StandInRuntime.isTearingDown = true
    previous = nil
    _ = previous
    StandInRuntime.isTearingDown = false
    UIResponder.resetFirstResponder()
    StandInKeyboard.reset()
    StandInKeyboard.frame = nil
    UIAccessibility.reduceMotion = false
    UIAccessibility.crossFade = false
    UIApplication.layoutDirection = .leftToRight
    StandInDynamicType.category = .large
    UIScreen.main.size = screenSize
    window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
    window.setSafeAreaInsets(safeAreaInsets)
    window.windowTraits = UITraitCollection(
      horizontal: sizeClasses.horizontal, vertical: sizeClasses.vertical)
    // Where UIKit's timing is not promised, a whole run can take the later variant:
    // UIKIT_STANDIN_TIMING=deferred (CI runs the suite both ways).
    let environment = ProcessInfo.processInfo.environment
    if environment["UIKIT_STANDIN_TIMING"] == "deferred" {
      navigationAsksDelegateSynchronously = false
      startsTransitionSynchronously = false
    }
    // With the deferred start, whether `present` has set presentedViewController and
    // presentingViewController when it returns (unverified, PR01): UIKIT_STANDIN_PRESENT_LINKS=deferred
    // sets them only when the transition starts.
    linksPresentationAtStart = environment["UIKIT_STANDIN_PRESENT_LINKS"] == "deferred"
    // When a new layer's presentation() stops being nil (VW14): UIKIT_STANDIN_PRESENTATION_LAYER=
    // after-commit makes it nil until the layer's first layout pass.
    presentationLayerAfterCommit = environment["UIKIT_STANDIN_PRESENTATION_LAYER"] == "after-commit"
    applyInputSwitches()
    applyNavigationSwitches()
  }

  /// Moves the clock in steps of at most 1/120 s; each step runs the animations and their
  /// completions, due gesture timers, deferred UIKit work and a layout pass.
  public func advance(by seconds: TimeInterval) {
    let runtime = StandInRuntime.shared
    runtime.turn()
    var left = max(seconds, 0)
    while left > 1e-12 {
      let step = min(left, Self.frame)
      left -= step
      // Animation completions run on the main queue: main-actor jobs they start run in this turn.
      runtime.capturingMainActorJobs { runtime.advanceClock(to: now + step) }
      runtime.turn()
    }
  }

  /// The finger touches the screen at `point` (window coordinates).
  public func touchDown(at point: CGPoint) { deliver(.began, point) }
  /// The finger moves to `point`.
  public func touchMove(to point: CGPoint) {
    lastPoint = point
    deliver(.moved, point)
  }
  /// The finger lifts where it is.
  public func touchUp() { deliver(.ended, lastPoint) }
  /// The system cancels the finger (a call comes in, say).
  public func touchCancel() { deliver(.cancelled, lastPoint) }
  var lastPoint = CGPoint.zero

  private func deliver(_ phase: UITouch.Phase, _ point: CGPoint) {
    lastPoint = point
    StandInRuntime.shared.capturingMainActorJobs { window.deliver(phase, at: point) }
    StandInRuntime.shared.turn()
  }

  /// Down, 0.05 s, up, one frame.
  public func tap(at point: CGPoint) {
    touchDown(at: point)
    advance(by: 0.05)
    touchUp()
    advance(by: Self.frame)
  }

  /// Down at `from`, a move every 1/120 s along the straight line, then up at `to`.
  public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
    touchDown(at: from)
    let steps = max(Int((duration / Self.frame).rounded()), 1)
    for step in 1...steps {
      advance(by: duration / Double(steps))
      let t = CGFloat(step) / CGFloat(steps)
      touchMove(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
    }
    touchUp()
  }

  /// A rotation or window resize: `viewWillTransition(to:with:)` down the hierarchy, then the new
  /// size animated over `duration` with the coordinator's alongside blocks (RT01–RT03).
  ///
  /// With `sizeClasses` different from the window's (SC01), the size-class change goes with it
  /// (SC02): `willTransition(to:with:)` first, the new traits inside the animation before the
  /// alongside blocks, then `traitCollectionDidChange(_:)`.
  ///
  /// The screen takes the window's size (a full-screen app rotating), or `screenSize` when given (a
  /// Stage Manager or Split View window resized on a screen that keeps its size).
  public func resize(
    to size: CGSize, duration: TimeInterval = 0.3,
    sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)? = nil,
    screenSize: CGSize? = nil
  ) {
    let window = window
    let previous = window.windowTraits
    let traits = sizeClasses.map { UITraitCollection(horizontal: $0.horizontal, vertical: $0.vertical) }
    let changed =
      traits.map {
        $0.horizontalSizeClass != previous.horizontalSizeClass
          || $0.verticalSizeClass != previous.verticalSizeClass
      } == true
    StandInRuntime.shared.capturingMainActorJobs {
      let coordinator = SizeTransitionCoordinator(duration: duration, container: window)
      if changed, let traits { window.rootViewController?.willTransition(to: traits, with: coordinator) }
      window.rootViewController?.viewWillTransition(to: size, with: coordinator)
      let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
        UIScreen.main.size = screenSize ?? size
        if changed, let traits { window.windowTraits = traits }
        window.frame = CGRect(origin: .zero, size: size)
        window.layoutIfNeeded()
        coordinator.runAlongside()
        if changed { window.propagateTraitChange(from: previous) }
      }
      animator.addCompletion { _ in coordinator.runCompletions() }
      animator.startAnimation()
    }
    StandInRuntime.shared.turn()
  }

  /// One stroke of a hardware key (``pressKey(_:)``).
  public func press(_ key: UIKeyboardHIDUsage) { pressKey(key) }

  /// Text typed into `field` (its first responder status unchanged): the text becomes `text` and the
  /// field sends `.editingChanged`, as a keystroke does.
  public func type(_ text: String, into field: UITextField) {
    StandInRuntime.shared.capturingMainActorJobs {
      field.text = text
      field.sendActions(for: .editingChanged)
    }
    StandInRuntime.shared.turn()
  }

  /// The docked keyboard rises to `height` points (0 hides it) over `duration`, with UIKit's
  /// notifications (screen coordinates, curve 7): across the screen's bottom (KB01), which a Stage
  /// Manager window smaller than the screen need not reach.
  public func setKeyboard(height: CGFloat, duration: TimeInterval = 0.25) {
    let screen = UIScreen.main.bounds
    let end = CGRect(x: 0, y: screen.maxY - max(height, 0), width: screen.width, height: max(height, 336))
    let start = keyboardFrame
    StandInRuntime.shared.capturingMainActorJobs {
      StandInKeyboard.post(from: start, to: end, duration: duration, showing: height > 0)
    }
    keyboardFrame = end
    StandInRuntime.shared.turn()
  }

  /// The keyboard floats (or undocks) at `frame` (screen coordinates) over `duration`, posted as the
  /// world's `UIKIT_STANDIN_FLOATING_KEYBOARD` switch says (KB06).
  public func setFloatingKeyboard(frame: CGRect, duration: TimeInterval = 0.25) {
    let screen = UIScreen.main.bounds
    let below = CGRect(x: 0, y: screen.maxY, width: screen.width, height: 336)
    let start = keyboardFrame
    StandInRuntime.shared.capturingMainActorJobs {
      StandInKeyboard.postFloating(from: start, to: frame, below: below, duration: duration)
    }
    keyboardFrame = StandInKeyboard.floatingNotifications == .hide ? below : frame
    StandInRuntime.shared.turn()
  }
  /// Where the keyboard is shown now (screen coordinates): it moves on its own curve 7 (KB07).
  public var shownKeyboardFrame: CGRect { StandInKeyboard.shownFrame(at: now) ?? keyboardFrame }
  private lazy var keyboardFrame = CGRect(
    x: 0, y: UIScreen.main.bounds.maxY, width: UIScreen.main.bounds.width, height: 336)

  /// Reduce Motion and Prefer Cross-Fade Transitions, as the system would report them.
  public func setReduceMotion(_ on: Bool, prefersCrossFade: Bool = false) {
    UIAccessibility.reduceMotion = on
    UIAccessibility.crossFade = prefersCrossFade
    StandInRuntime.shared.capturingMainActorJobs {
      NotificationCenter.default.post(
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }
  }

  /// The user's text size (Dynamic Type), as the system would change it: the window's controllers
  /// and views hear `traitCollectionDidChange`, then `UIContentSizeCategory.didChangeNotification`
  /// is posted.
  public var contentSizeCategory: UIContentSizeCategory {
    get { StandInDynamicType.category }
    set {
      StandInRuntime.shared.capturingMainActorJobs {
        StandInDynamicType.change(to: newValue, in: window)
      }
    }
  }

  /// The interface direction of the app (right-to-left languages).
  public var layoutDirection: UIUserInterfaceLayoutDirection {
    get { UIApplication.layoutDirection }
    set { UIApplication.layoutDirection = newValue }
  }

  /// Where UIKit's timing is not promised: whether a navigation controller asks its delegate
  /// inside push/pop (true) or on the next layout pass.
  public var navigationAsksDelegateSynchronously: Bool {
    get { StandInRuntime.shared.timing.navigationAsksDelegateSynchronously }
    set { StandInRuntime.shared.timing.navigationAsksDelegateSynchronously = newValue }
  }
  /// Whether UIKit starts a presentation's transition inside `present` (true) or on the next turn.
  public var startsTransitionSynchronously: Bool {
    get { StandInRuntime.shared.timing.startsTransitionSynchronously }
    set { StandInRuntime.shared.timing.startsTransitionSynchronously = newValue }
  }

  /// With the deferred start: whether the presentation links are set only when the transition
  /// starts (true) or already when `present` returns (false).
  public var linksPresentationAtStart: Bool {
    get { StandInRuntime.shared.timing.linksPresentationAtStart }
    set { StandInRuntime.shared.timing.linksPresentationAtStart = newValue }
  }
  /// Whether `layer.presentation()` is nil until the layer's first layout pass (true) or from the
  /// moment the view exists (false) (VW14).
  public var presentationLayerAfterCommit: Bool {
    get { StandInRuntime.shared.timing.presentationLayerAfterCommit }
    set { StandInRuntime.shared.timing.presentationLayerAfterCommit = newValue }
  }

  /// What UIKit would log and ignore.
  public var refusals: [String] { StandInRuntime.shared.refusals }
  /// What UIKit would raise.
  public var exceptions: [String] { StandInRuntime.shared.exceptions }
  /// How many property animators made in this world are alive.
  public var liveAnimators: Int { StandInRuntime.shared.liveAnimatorCount }
}

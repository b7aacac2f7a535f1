/// Runs the transitions of one presentation slot and decides every overlap: no transition ever
/// queues behind another.
///
/// - `dismiss()` or `tapOutside()` while presenting: the presentation turns around from where it is,
///   velocity-continuous, and completes cancelled; no dismissal runs after it.
/// - `present()` while dismissing the same content: the dismissal turns around.
/// - `present(asNewContent: true)` while the old content is presented or still moving: the old
///   content leaves (or keeps leaving) while the new one arrives — two live sessions.
/// - A pan that begins on presented content starts an interactive dismissal; one that begins during a
///   transition grabs it where it is.
///
/// ```swift
/// let clock = ManualClock()
/// let coordinator = TransitionCoordinator(configuration: TransitionConfiguration(), clock: clock)
/// coordinator.present()
/// clock.advance(by: 0.15)
/// coordinator.tapOutside()   // retracts from where it is
/// ```
///
/// Calls that mean nothing in the current phase (dismiss when nothing is shown, pan changes without a
/// pan, …) are ignored. While ``TransitionConfiguration/isInteractionEnabled`` is false, taps and pans
/// are ignored; code calls still work.
package final class TransitionCoordinator {
  /// The slot's configuration; changes apply to sessions started afterwards.
  package var configuration: TransitionConfiguration {
    get { settings }
    set { settings = newValue }
  }
  /// Live (unfinished) sessions in start order.
  package var sessions: [TransitionSession] { roster.sessions }
  /// Whether the content is at rest presented (no transition of the current content in flight).
  package var isPresented: Bool { presented }

  // Private storage of the properties above: exclusive access is then checked statically (a public
  // stored property keeps a runtime check on every access, several per touch event).
  private var settings: TransitionConfiguration
  /// The live sessions with their interactors, and which ones newer content superseded.
  private var roster = SessionRoster()
  var presented = false
  /// Called with each completion and complete-transition event as it happens.
  package var onEvent: ((TransitionEvent) -> Void)?
  /// Called with the session's id and each change of its motion, before the change's first frame.
  package var onMotionEvent: ((Int, MotionEvent<AnimatorPosition>) -> Void)? {
    didSet { for session in roster.sessions { observeMotion(of: session) } }
  }
  /// Chooses where a released gesture settles (see ``TransitionInteractor/targetOverride``).
  package var targetOverride: ((SettleProposal<AnimatorPosition>) -> AnimatorPosition)? {
    didSet { for interactor in roster.interactors { interactor.targetOverride = targetOverride } }
  }
  /// Whether user dismissals resist, like `isModalInPresentation` (see
  /// ``TransitionCoordinator/isModalInPresentation``).
  var modal = false {
    didSet { for interactor in roster.interactors { configureSteering(interactor) } }
  }
  /// Called with the session's id (nil when no session moved) for each resisted user dismissal.
  package var onDismissalAttempt: ((Int?) -> Void)?

  private let makeAnimator: AnimatorFactory
  private var nextID = 1
  /// The session a pan holds: ``panInteractor``'s (one stored reference per pan, not two: each is
  /// retained by a grab and released by its release).
  var panSession: TransitionSession? { panInteractor?.session }
  /// The interactor of the session a pan holds: pan updates and the release reach it without a
  /// lookup (and the retain and release of the lookup's result).
  var panInteractor: TransitionInteractor?
  var panOrigin = 0.0

  /// A coordinator whose sessions use ``AnimatorModel``s on `clock`.
  package convenience init(
    configuration: TransitionConfiguration = TransitionConfiguration(), clock: ManualClock
  ) {
    self.init(configuration: configuration) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
  }

  /// A coordinator whose sessions get their animators from `makeAnimator`.
  package init(
    configuration: TransitionConfiguration = TransitionConfiguration(),
    makeAnimator: @escaping AnimatorFactory
  ) {
    settings = configuration
    self.makeAnimator = makeAnimator
  }

  /// The session of the current content, if one is live.
  package var currentSession: TransitionSession? { roster.currentSession }

  /// The interactor of ``currentSession``, found without fetching the session (and retaining it).
  var currentInteractor: TransitionInteractor? { roster.currentInteractor }

  /// The interactor driving `session`, while it is live.
  package func interactor(for session: TransitionSession) -> TransitionInteractor? {
    interactor(id: session.id)
  }

  func interactor(id: Int) -> TransitionInteractor? { roster.interactor(id: id) }

  /// Idle, presenting, presented or dismissing, from the current content's point of view.
  package var phase: PresentationPhase { phase(of: currentSession) }

  /// The phase when `session` is the current content's session.
  private func phase(of session: TransitionSession?) -> PresentationPhase {
    guard let session else { return presented ? .presented : .idle }
    return session.isHeadingToPresented ? .presenting : .dismissing
  }

  // MARK: - Presenting and dismissing

  /// Whether a presentation request needs the platform to begin a new transition (nothing is shown)
  /// rather than turning a dismissal around. The UIKit shell calls `present(_:animated:)` only then.
  package var presentNeedsNewTransition: Bool { phase == .idle }

  /// Whether a dismissal request needs the platform to begin a new transition (content at rest)
  /// rather than turning the presentation around. The UIKit shell calls `dismiss(animated:)` only then.
  package var dismissNeedsNewTransition: Bool { phase == .presented }

  /// Presents the content, or turns a dismissal of it around. With `asNewContent`, new content
  /// arrives while the current one leaves. With `interactive`, a new presentation starts paused and
  /// follows ``panChanged(translation:)`` (a pan that drags content in).
  package func present(asNewContent: Bool = false, interactive: Bool = false) {
    // The current session's interactor is looked up once (each lookup retains it) and turned around
    // directly (a partial application of `turnAround` retained the coordinator).
    guard let current = currentInteractor else {
      // Idle: a new presentation. Presented: only new content arrives, as the old one leaves.
      if presented {
        guard asNewContent else { return }
        retireCurrentContent()
      }
      startPresentation(interactive: interactive)
      return
    }
    if asNewContent {
      retireCurrentContent()
      startPresentation(interactive: interactive)
      return
    }
    turnAround(current, ifHeadingToPresented: false)
  }

  private func startPresentation(interactive: Bool) {
    let session = start(.present, interactive: interactive)
    if interactive {
      panInteractor = interactor(id: session.id)
      panOrigin = 0
    }
  }

  /// Treats idle content as already presented: for content that is on screen without a transition
  /// of this coordinator (a pushed view controller about to be popped). Ignored unless idle.
  package func assumePresented() {
    if phase == .idle { presented = true }
  }

  /// Treats presented content at rest as gone: for content the platform removed without a
  /// transition of this coordinator (UIKit removes the controllers between the presenter and the
  /// top of a dismissed stack without animating them). Ignored unless presented and at rest.
  package func assumeDismissed() {
    if phase == .presented { presented = false }
  }

  /// Dismisses presented content, or turns an in-flight presentation around (it completes cancelled).
  package func dismiss() {
    guard let current = currentInteractor else {
      if presented { start(.dismiss, interactive: false) }
      return
    }
    turnAround(current, ifHeadingToPresented: true)
  }

  /// A tap outside the content: cancels a presentation in flight or dismisses presented content.
  package func tapOutside() {
    guard configuration.isInteractionEnabled else { return }
    if modal {
      if phase != .idle { onDismissalAttempt?(currentSession?.id) }
      return
    }
    dismiss()
  }

  /// A tap on the content: it belongs to the content; no transition changes.
  func tapInside() {}

  // MARK: - Sessions

  @discardableResult
  func start(_ kind: TransitionKind, interactive: Bool) -> TransitionSession {
    let session = TransitionSession(
      id: nextID, kind: kind, timing: configuration.timing(for: kind), distance: configuration.distance,
      makeAnimator: makeAnimator)
    nextID += 1
    let interactor = TransitionInteractor(session: session, configuration: configuration)
    configureSteering(interactor)
    var entries = roster.movedOut()
    entries.append(session, interactor)
    roster = entries
    observeMotion(of: session)
    let id = session.id
    session.onAnimatorCompletion = { [weak self] position in
      self?.onEvent?(.completion(session: id, position: position))
    }
    session.onCompleteTransition = { [weak self, weak session] didComplete in
      guard let self, let session else { return }
      self.sessionEnded(session, didComplete: didComplete)
    }
    session.start(interactive: interactive)
    return session
  }

  func turnAround(_ session: TransitionSession) {
    if let interactor = interactor(id: session.id) { turnAround(interactor) }
  }

  /// Turns the session `interactor` drives around (ending the pan that holds it).
  func turnAround(_ interactor: TransitionInteractor) {
    if panInteractor === interactor { endPan() }
    interactor.reverse()
  }

  /// Turns the session `interactor` drives around (ending the pan that holds it) if it heads toward
  /// the presented position exactly when `headingToPresented`: a dismissal turns a presentation
  /// around, a presentation a dismissal. The interactor reads the direction from the animator it
  /// then turns (one fetch of the animator, and one read of its direction, instead of two).
  private func turnAround(_ interactor: TransitionInteractor, ifHeadingToPresented headingToPresented: Bool) {
    // The pan ends before the turn (whose handlers may call in); it is handed back untouched when
    // the session does not turn (no handler ran).
    let held = panInteractor === interactor
    if held { endPan() }
    if !interactor.reverse(ifHeadingToPresented: headingToPresented), held { panInteractor = interactor }
  }

  /// Sends the current content away so new content can arrive in its place.
  /// A retired session is never left grabbed: a paused one heading away resumes, since no later call
  /// reaches it once it is superseded.
  private func retireCurrentContent() {
    if let session = currentSession {
      if panSession === session { endPan() }
      if session.isHeadingToPresented {
        turnAround(session)
      } else if !session.isRunning {
        interactor(id: session.id)?.resume()
      }
      supersede(session.id)
    } else if isPresented {
      supersede(start(.dismiss, interactive: false).id)
    }
    presented = false
  }

  func endPan() {
    panInteractor = nil
  }

  private func supersede(_ id: Int) {
    var entries = roster.movedOut()
    entries.supersede(id)
    roster = entries
  }

  /// Settles the slot first, then reports: a handler that completes the platform's transition (and
  /// may present again from inside that call) sees the slot's final phase, never the ended session.
  private func sessionEnded(_ session: TransitionSession, didComplete: Bool) {
    // One session and its interactor go, found by binary search and cleared in place (see
    // ``SessionRoster``): thousands of sessions ending in one step cost O(n log n), not O(n²).
    var entries = roster.movedOut()
    let wasSuperseded = entries.remove(session.id) ?? false
    roster = entries
    if panSession === session { endPan() }
    if !wasSuperseded { presented = session.kind.isAppearing == didComplete }
    onEvent?(.completeTransition(session: session.id, didComplete: didComplete))
  }
}

/// Something that happened to a session, in the order it happened.
public enum TransitionEvent: Sendable, Hashable {
  /// The session's animator completed at `position`.
  case completion(session: Int, position: AnimatorPosition)
  /// The session called "complete transition" (exactly once).
  case completeTransition(session: Int, didComplete: Bool)
}

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
public final class TransitionCoordinator {
  /// The slot's configuration; changes apply to sessions started afterwards.
  public var configuration: TransitionConfiguration {
    get { settings }
    set { settings = newValue }
  }
  /// Live (unfinished) sessions in start order.
  public var sessions: [TransitionSession] { live }
  /// Whether the content is at rest presented (no transition of the current content in flight).
  public var isPresented: Bool { presented }

  // Private storage of the properties above: exclusive access is then checked statically (a public
  // stored property keeps a runtime check on every access, several per touch event).
  private var settings: TransitionConfiguration
  private var live: [TransitionSession] = []
  private var presented = false
  /// Called with each completion and complete-transition event as it happens.
  public var onEvent: ((TransitionEvent) -> Void)?

  private let makeAnimator: AnimatorFactory
  // A slot has a handful of live sessions: small arrays searched in order cost less per touch event
  // than hashing into a dictionary and a set.
  private var interactors: [(id: Int, interactor: TransitionInteractor)] = []
  private var superseded: [Int] = []
  private var nextID = 1
  private var panSession: TransitionSession?
  private var panOrigin = 0.0

  /// A coordinator whose sessions use ``AnimatorModel``s on `clock`.
  public convenience init(
    configuration: TransitionConfiguration = TransitionConfiguration(), clock: ManualClock
  ) {
    self.init(configuration: configuration) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
  }

  /// A coordinator whose sessions get their animators from `makeAnimator`.
  public init(
    configuration: TransitionConfiguration = TransitionConfiguration(),
    makeAnimator: @escaping AnimatorFactory
  ) {
    settings = configuration
    self.makeAnimator = makeAnimator
  }

  /// The session of the current content, if one is live.
  public var currentSession: TransitionSession? { sessions.last { !superseded.contains($0.id) } }

  /// The interactor driving `session`, while it is live.
  public func interactor(for session: TransitionSession) -> TransitionInteractor? {
    interactor(id: session.id)
  }

  private func interactor(id: Int) -> TransitionInteractor? {
    for entry in interactors where entry.id == id { return entry.interactor }
    return nil
  }

  /// Idle, presenting, presented or dismissing, from the current content's point of view.
  public var phase: PresentationPhase {
    guard let session = currentSession else { return isPresented ? .presented : .idle }
    return session.isHeadingToPresented ? .presenting : .dismissing
  }

  // MARK: - Presenting and dismissing

  /// Whether a presentation request needs the platform to begin a new transition (nothing is shown)
  /// rather than turning a dismissal around. The UIKit shell calls `present(_:animated:)` only then.
  public var presentNeedsNewTransition: Bool { phase == .idle }

  /// Whether a dismissal request needs the platform to begin a new transition (content at rest)
  /// rather than turning the presentation around. The UIKit shell calls `dismiss(animated:)` only then.
  public var dismissNeedsNewTransition: Bool { phase == .presented }

  /// Presents the content, or turns a dismissal of it around. With `asNewContent`, new content
  /// arrives while the current one leaves. With `interactive`, a new presentation starts paused and
  /// follows ``panChanged(translation:)`` (a pan that drags content in).
  public func present(asNewContent: Bool = false, interactive: Bool = false) {
    if asNewContent, phase != .idle {
      retireCurrentContent()
      startPresentation(interactive: interactive)
      return
    }
    switch phase {
    case .idle: startPresentation(interactive: interactive)
    case .dismissing: currentSession.map(turnAround)
    case .presenting, .presented: return
    }
  }

  private func startPresentation(interactive: Bool) {
    let session = start(.present, interactive: interactive)
    if interactive {
      panSession = session
      panOrigin = 0
    }
  }

  /// Treats idle content as already presented: for content that is on screen without a transition
  /// of this coordinator (a pushed view controller about to be popped). Ignored unless idle.
  public func assumePresented() {
    if phase == .idle { presented = true }
  }

  /// Dismisses presented content, or turns an in-flight presentation around (it completes cancelled).
  public func dismiss() {
    switch phase {
    case .presented: start(.dismiss, interactive: false)
    case .presenting: currentSession.map(turnAround)
    case .idle, .dismissing: return
    }
  }

  /// A tap outside the content: cancels a presentation in flight or dismisses presented content.
  public func tapOutside() {
    guard configuration.isInteractionEnabled else { return }
    dismiss()
  }

  /// A tap on the content: it belongs to the content; no transition changes.
  func tapInside() {}

  // MARK: - Pan

  /// A pan began: grabs the transition in flight, or starts an interactive dismissal of presented
  /// content.
  public func panBegan() {
    guard configuration.isInteractionEnabled else { return }
    if let session = currentSession {
      interactor(id: session.id)?.pause()
      panSession = session
    } else if isPresented {
      panSession = start(.dismiss, interactive: true)
    } else {
      return
    }
    panOrigin = panSession?.sample.progress ?? 0
  }

  /// The pan moved `translation` points (from where it began) toward the grabbed session's end.
  public func panChanged(translation: Double) {
    guard let session = panSession, !session.isFinished, translation.isFinite else { return }
    interactor(id: session.id)?.scrub(to: panOrigin + translation / configuration.distance)
  }

  /// The pan ended moving at `velocity` points per second toward the session's end: finish or
  /// cancel by the projected position.
  public func panEnded(velocity: Double) {
    guard let session = panSession else { return }
    panSession = nil
    interactor(id: session.id)?.release(velocity: velocity)
  }

  /// ``panChanged(translation:)`` with a translation measured along the dismiss direction (what a
  /// pan recognizer gives): converted to the grabbed session's end direction (toward presented for
  /// a presentation, toward dismissed for a dismissal).
  public func panChanged(dismissalTranslation: Double) {
    panChanged(translation: towardSessionEnd(dismissalTranslation))
  }

  /// ``panEnded(velocity:)`` with a velocity measured along the dismiss direction.
  public func panEnded(dismissalVelocity: Double) {
    panEnded(velocity: towardSessionEnd(dismissalVelocity))
  }

  /// A dismiss-direction quantity expressed toward the grabbed session's end.
  func towardSessionEnd(_ alongDismissal: Double) -> Double {
    guard let session = panSession else { return alongDismissal }
    return session.kind.isAppearing ? -alongDismissal : alongDismissal
  }

  // MARK: - Code

  /// Grabs the current transition where it is.
  public func pause() { currentInteractor?.pause() }
  /// Resumes a grabbed transition with its own timing.
  public func resume() { currentInteractor?.resume() }
  /// Turns the current transition around (per ``TransitionConfiguration/reversal``).
  public func reverse() { currentInteractor?.reverse() }
  /// Scrubs the current transition to `fraction` of its animator's progress.
  public func scrub(to fraction: Double) { currentInteractor?.scrub(to: fraction) }
  /// Finishes the current transition, keeping its velocity.
  public func finish() { currentInteractor?.finish() }
  /// Cancels the current transition, keeping its velocity.
  public func cancel() { currentInteractor?.cancel() }

  private var currentInteractor: TransitionInteractor? {
    currentSession.flatMap { interactor(id: $0.id) }
  }

  // MARK: - Sessions

  @discardableResult
  private func start(_ kind: TransitionKind, interactive: Bool) -> TransitionSession {
    let session = TransitionSession(
      id: nextID, kind: kind, timing: configuration.timing(for: kind), distance: configuration.distance,
      makeAnimator: makeAnimator)
    nextID += 1
    var sessions = live.movedOut()
    sessions.append(session)
    live = sessions
    var entries = interactors.movedOut()
    entries.append((session.id, TransitionInteractor(session: session, configuration: configuration)))
    interactors = entries
    let id = session.id
    session.onAnimatorCompletion = { [weak self] position in
      self?.onEvent?(.completion(session: id, position: position))
    }
    let handle = session.handle
    session.onCompleteTransition = { [weak self] didComplete in
      guard let self, let session = handle.live else { return }
      self.sessionEnded(session, didComplete: didComplete)
    }
    session.start(interactive: interactive)
    return session
  }

  private func turnAround(_ session: TransitionSession) {
    if panSession === session { panSession = nil }
    interactor(id: session.id)?.reverse()
  }

  /// Sends the current content away so new content can arrive in its place.
  /// A retired session is never left grabbed: a paused one heading away resumes, since no later call
  /// reaches it once it is superseded.
  private func retireCurrentContent() {
    if let session = currentSession {
      if panSession === session { panSession = nil }
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

  private func supersede(_ id: Int) {
    guard !superseded.contains(id) else { return }
    var ids = superseded.movedOut()
    ids.append(id)
    superseded = ids
  }

  /// Settles the slot first, then reports: a handler that completes the platform's transition (and
  /// may present again from inside that call) sees the slot's final phase, never the ended session.
  private func sessionEnded(_ session: TransitionSession, didComplete: Bool) {
    // One session and one interactor go: find each (ids are unique; ends come mostly oldest first)
    // and remove it, rather than filtering the whole list on every end (quadratic when thousands of
    // sessions end in one step).
    let id = session.id
    var sessions = live.movedOut()
    if let index = sessions.firstIndex(where: { $0.id == id }) { sessions.remove(at: index) }
    live = sessions
    var entries = interactors.movedOut()
    if let index = entries.firstIndex(where: { $0.id == id }) { entries.remove(at: index) }
    interactors = entries
    if panSession === session { panSession = nil }
    if let index = superseded.firstIndex(of: session.id) {
      var ids = superseded.movedOut()
      ids.remove(at: index)
      superseded = ids
    } else {
      presented = session.kind.isAppearing == didComplete
    }
    onEvent?(.completeTransition(session: session.id, didComplete: didComplete))
  }
}

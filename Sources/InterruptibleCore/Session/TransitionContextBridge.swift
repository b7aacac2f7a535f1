/// The calls an animator and interactor make on a platform transition context: the reporting half of
/// UIKit's `UIViewControllerContextTransitioning`.
///
/// The UIKit shell wraps each UIKit context in a value that forwards these calls; tests use a fake that
/// records them and checks UIKit's rules.
///
/// ```swift
/// struct Recorder: TransitionContextReporting {
///   let box: Log   // a class that appends call names
///   var identity: ObjectIdentifier { ObjectIdentifier(box) }
///   func completeTransition(_ didComplete: Bool) { box.append("complete(\(didComplete))") }
///   // pause/finish/cancel likewise
/// }
/// ```
package protocol TransitionContextReporting {
  /// The same value for every call about one transition (UIKit: the context object's identity).
  var identity: ObjectIdentifier { get }
  /// The transition becomes interactive again (grabbed) (TR07).
  func pauseInteractiveTransition()
  /// The interaction ends heading for completion (TR06).
  func finishInteractiveTransition()
  /// The interaction ends heading for cancellation (TR06).
  func cancelInteractiveTransition()
  /// The transition is over (TR05).
  func completeTransition(_ didComplete: Bool)
  /// Whether the transition animates (UIKit's `isAnimated`); false completes it at once.
  var isAnimated: Bool { get }
  /// The interactive transition moved to `percentComplete` (0...1) while grabbed (TR06).
  func updateInteractiveTransition(_ percentComplete: Double)
}

extension TransitionContextReporting {
  /// Animated, unless the context says otherwise.
  package var isAnimated: Bool { true }
  /// Ignored, unless the context reports progress.
  package func updateInteractiveTransition(_ percentComplete: Double) {}
}

/// Connects a platform's transition-protocol callbacks to a ``TransitionCoordinator``, so the order
/// UIKit calls them in never matters and every rule of the context is kept:
///
/// - A context begins one session, on its first callback (`interruptibleAnimator(using:)`,
///   `animateTransition(using:)` or `startInteractiveTransition(_:)`); later callbacks never begin
///   another. ``animator(for:)`` returns that session's one animator every time, even after the session
///   ended, until ``animationEnded()`` releases it (TR01, TR02).
/// - The context hears `pauseInteractiveTransition()` when the session is grabbed and
///   `finishInteractiveTransition()` / `cancelInteractiveTransition()` when it is let go (TR06, TR07),
///   only when its interactive state actually changes.
/// - `completeTransition(_:)` is called exactly once per context, with `didComplete` equal to
///   `!transitionWasCancelled` (TR05): a transition that started animating and was turned around by a
///   tap is first paused and cancelled.
/// - A context the core cannot start anything for (the request means nothing in the slot's phase) is
///   handed back at once: cancelled and completed with `false`.
/// - A context that is not animated (`isAnimated == false`) completes at once, at its end.
/// - While a session is grabbed, every scrub is reported as `updateInteractiveTransition(_:)`.
/// - A context that already completed never begins a second session, even when UIKit asks again
///   after ``animationEnded()``. The bridge remembers it until the next context begins (it keeps no
///   finished context longer); a callback for it after that is taken as a new context's.
///
/// ```swift
/// let bridge = TransitionContextBridge(coordinator: coordinator)
/// bridge.prepare(.present, interactive: false)
/// let animator = bridge.animator(for: context)   // begins the session; same instance on every call
/// bridge.begin(context)                          // no second session
/// ```
package final class TransitionContextBridge {
  /// The slot's coordinator. The bridge owns its ``TransitionCoordinator/onEvent``; use ``onEvent``.
  package let coordinator: TransitionCoordinator
  /// Called with each coordinator event, after the bridge reported it to the context.
  package var onEvent: ((TransitionEvent) -> Void)?
  /// Called with the slot's phase after every begin and every completed context.
  package var onPhaseChange: ((PresentationPhase) -> Void)?
  /// The kind the next context begins.
  package private(set) var nextKind = TransitionKind.present
  /// Whether the next context begins interactively (paused, following a pan): UIKit's
  /// `wantsInteractiveStart` (TR08).
  package private(set) var wantsInteractiveStart = false
  /// The context being begun, while the coordinator creates its animator (the shell installs the
  /// context's views on the new animator).
  package private(set) var beginningContext: (any TransitionContextReporting)?

  private struct Entry {
    var context: any TransitionContextReporting
    var sessionID: Int?
    var animator: SessionAnimator?
    var isInteractive: Bool
    var wasCancelled = false
    var isCompleted = false
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Contexts completed and released by ``animationEnded()``, kept (strongly, so their identities
  /// cannot be reused) until the next new context begins: a late callback for one of them is ignored.
  private var released: [any TransitionContextReporting] = []
  private var endedWhileBeginning: [Int: Bool] = [:]

  /// A bridge for `coordinator`.
  package init(coordinator: TransitionCoordinator) {
    self.coordinator = coordinator
    coordinator.onEvent = { [weak self] event in self?.handle(event) }
  }

  /// Sets what the next context begins: `kind`, started interactively (a pan) or animating.
  package func prepare(_ kind: TransitionKind, interactive: Bool) {
    nextKind = kind
    wantsInteractiveStart = interactive
  }

  /// Begins `context`'s session if the context is new; returns its session while it is live.
  @discardableResult
  package func begin(_ context: any TransitionContextReporting) -> TransitionSession? {
    if entries[context.identity] == nil, !wasReleased(context) { start(context) }
    return session(for: context)
  }

  private func wasReleased(_ context: any TransitionContextReporting) -> Bool {
    released.contains { $0.identity == context.identity }
  }

  /// The one animator of `context`'s session: begins the context if it is new; the same instance on
  /// every call until ``animationEnded()``; nil for a context the core handed back.
  package func animator(for context: any TransitionContextReporting) -> SessionAnimator? {
    begin(context)
    return entries[context.identity]?.animator
  }

  /// The live session `context` began, if any.
  package func session(for context: any TransitionContextReporting) -> TransitionSession? {
    guard let entry = entries[context.identity], !entry.isCompleted, let id = entry.sessionID else {
      return nil
    }
    return coordinator.sessions.first { $0.id == id }
  }

  /// Whether `context` has been completed.
  package func isCompleted(_ context: any TransitionContextReporting) -> Bool {
    entries[context.identity]?.isCompleted ?? wasReleased(context)
  }

  /// How many contexts the bridge holds (live, or completed and not yet released).
  package var heldContextCount: Int { entries.count }

  /// UIKit's `animationEnded(_:)`: releases every completed context and its animator. Live contexts
  /// stay (UIKit calls this right after `completeTransition(_:)`).
  package func animationEnded() {
    released += entries.values.filter(\.isCompleted).map(\.context)
    entries = entries.filter { !$0.value.isCompleted }
  }

  // MARK: - Beginning

  private func start(_ context: any TransitionContextReporting) {
    animationEnded()  // a new transition: the previous ones are over even if UIKit never said so
    released.removeAll()
    let interactive = wantsInteractiveStart
    let before = Set(coordinator.sessions.map(\.id))
    beginningContext = context
    switch (nextKind.isAppearing, interactive) {
    case (true, _): coordinator.present(interactive: interactive)
    case (false, true): coordinator.panBegan()
    case (false, false): coordinator.dismiss()
    }
    beginningContext = nil
    let started = coordinator.sessions.last { !before.contains($0.id) }
    let endedID = endedWhileBeginning.keys.first { !before.contains($0) }
    var entry = Entry(context: context, isInteractive: interactive)
    if let started {
      entry.sessionID = started.id
      entry.animator = started.interruptibleAnimator()
      observe(started)
    } else if let endedID {
      entry.sessionID = endedID
    }
    entries[context.identity] = entry
    if started == nil {
      report(end: endedID.flatMap { endedWhileBeginning[$0] } ?? false, of: context.identity)
    }
    endedWhileBeginning.removeAll()
    if !context.isAnimated { finishAtOnce(entries[context.identity]?.animator) }
    onPhaseChange?(coordinator.phase)
  }

  /// A context that is not animated: its session jumps to the end and completes (stop, then finish
  /// at `.end`: both legal on a running or paused animator).
  private func finishAtOnce(_ animator: SessionAnimator?) {
    guard let animator, animator.animatorState != .inactive else { return }
    if animator.animatorState == .active { animator.stopAnimation(false) }
    animator.finishAnimation(at: .end)
  }

  private func observe(_ session: TransitionSession) {
    let id = session.id
    session.notifyWhenInteractionChanges { [weak self, weak session] interactive in
      guard let self, let session, !session.isFinished else { return }
      self.interactionChanged(session: id, interactive: interactive, cancelling: session.isReversed)
    }
    session.notifyWhenScrubbed { [weak self] progress in
      guard let self, let key = self.key(ofSession: id), let entry = self.entries[key], entry.isInteractive
      else { return }
      entry.context.updateInteractiveTransition(min(max(progress, 0), 1))
    }
  }

  // MARK: - Reporting

  private func key(ofSession id: Int) -> ObjectIdentifier? {
    entries.first { $0.value.sessionID == id && !$0.value.isCompleted }?.key
  }

  private func interactionChanged(session id: Int, interactive: Bool, cancelling: Bool) {
    guard let key = key(ofSession: id), var entry = entries[key] else { return }
    if interactive, !entry.isInteractive {
      entry.context.pauseInteractiveTransition()
      entry.isInteractive = true
      entry.wasCancelled = false
    } else if !interactive, entry.isInteractive {
      endInteraction(of: &entry, cancelling: cancelling)
    }
    entries[key] = entry
  }

  private func endInteraction(of entry: inout Entry, cancelling: Bool) {
    if cancelling {
      entry.context.cancelInteractiveTransition()
    } else {
      entry.context.finishInteractiveTransition()
    }
    entry.isInteractive = false
    entry.wasCancelled = cancelling
  }

  private func handle(_ event: TransitionEvent) {
    if case .completeTransition(let id, let didComplete) = event {
      if let key = key(ofSession: id) {
        report(end: didComplete, of: key)
        onPhaseChange?(coordinator.phase)
      } else if beginningContext != nil {
        endedWhileBeginning[id] = didComplete
      }
    }
    onEvent?(event)
  }

  /// Makes `transitionWasCancelled` agree with `didComplete`, then completes, exactly once.
  private func report(end didComplete: Bool, of key: ObjectIdentifier) {
    guard var entry = entries[key], !entry.isCompleted else { return }
    if !entry.isInteractive, entry.wasCancelled == didComplete {
      entry.context.pauseInteractiveTransition()
      entry.isInteractive = true
    }
    if entry.isInteractive { endInteraction(of: &entry, cancelling: !didComplete) }
    entry.isCompleted = true
    entries[key] = entry
    entry.context.completeTransition(didComplete)
  }
}

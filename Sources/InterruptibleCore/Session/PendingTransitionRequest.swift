/// A transition the shell asked UIKit for, which UIKit has not started yet.
package struct TransitionRequest: Sendable, Hashable {
  /// The kind of transition asked for.
  package var kind: TransitionKind
  /// Whether it should start interactively (a pan started it) rather than running by itself.
  package var isInteractive: Bool
  /// When it was asked for, in seconds on the shell's clock.
  package var time: Double
}

/// Intent that survives UIKit's timing: the one transition request the shell has made and UIKit
/// has not yet acted on.
///
/// UIKit does not promise *when* it asks for the animation and interaction controllers: a modal
/// `dismiss(animated:)` usually asks inside the call, a navigation pop asks in the next layout pass
/// (`_startDeferredTransitionIfNeeded`). So the shell records what it wants before the UIKit call,
/// and consumes it when UIKit asks, synchronously or later. A request UIKit never acts on (the pop
/// was refused, the view controller was not on screen) expires after ``lifetime`` seconds, or is
/// dropped with ``cancel()`` when the UIKit call reports that it did nothing.
///
/// ```swift
/// var requests = PendingTransitionRequests()
/// requests.record(.pop, interactive: true, at: 10.0)  // before popViewController(animated:)
/// requests.consume(.pop, at: 10.016)?.isInteractive   // true: UIKit asked one frame later
/// requests.consume(.pop, at: 10.020)                  // nil: consumed once
/// ```
///
/// A second request while one is pending replaces it (the newer intent wins) and ``record(_:interactive:at:)``
/// returns the replaced one. Bad input: a non-finite time records nothing and consumes nothing; a
/// non-finite or non-positive lifetime becomes ``defaultLifetime``.
package struct PendingTransitionRequests: Sendable, Hashable {
  /// Half a second: UIKit starts a deferred transition within a frame or two (16–33 ms); a request
  /// still unanswered after 0.5 s was refused.
  package static let defaultLifetime = 0.5

  /// How long, in seconds, a request waits for UIKit before it expires.
  package let lifetime: Double
  /// The request waiting for UIKit, if any (expired ones are dropped on the next call).
  package private(set) var pending: TransitionRequest?

  /// An empty set of requests whose entries expire after `lifetime` seconds.
  package init(lifetime: Double = defaultLifetime) {
    self.lifetime = lifetime.isFinite && lifetime > 0 ? lifetime : Self.defaultLifetime
  }

  /// Records a request for `kind` made at `time`; returns the pending one it replaces, if any.
  @discardableResult
  package mutating func record(_ kind: TransitionKind, interactive: Bool, at time: Double)
    -> TransitionRequest?
  {
    guard time.isFinite else { return nil }
    let replaced = live(at: time)
    pending = TransitionRequest(kind: kind, isInteractive: interactive, time: time)
    return replaced
  }

  /// UIKit asks for a transition of `kind` at `time`: returns the live request of that kind and
  /// clears it, or nil (no request, another kind, or expired: UIKit started this transition itself,
  /// e.g. a system back-swipe or a `dismiss(animated:)` the library did not ask for).
  package mutating func consume(_ kind: TransitionKind, at time: Double) -> TransitionRequest? {
    guard let request = live(at: time), request.kind == kind else { return nil }
    pending = nil
    return request
  }

  /// Whether a request of `kind` is still waiting for UIKit at `time`.
  package func isPending(_ kind: TransitionKind, at time: Double) -> Bool {
    live(at: time)?.kind == kind
  }

  /// Drops the pending request: the UIKit call reported that it will not start a transition.
  package mutating func cancel() { pending = nil }

  private func live(at time: Double) -> TransitionRequest? {
    guard let pending, time.isFinite, time - pending.time <= lifetime else { return nil }
    return pending
  }
}

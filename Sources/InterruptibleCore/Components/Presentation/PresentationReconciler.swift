/// Reconciles a SwiftUI-style binding (`isPresented`, or `item`) with one interruptible presentation
/// slot, deciding every overlap in the core (the SwiftUI shell only forwards and applies).
///
/// Inputs: ``write(_:)`` for each value the binding takes, ``observe(_:isGrabbed:isStarting:)`` for each phase the
/// slot reports, ``requestDeclined()`` when the platform refuses a request, and ``dismissContent()``
/// for the environment's dismiss action. Output: a ``PresentationUpdate`` to apply. The rules:
///
/// - **Writes coalesce.** ``write(_:)`` only records the value; ``flush()`` (once per frame) decides.
///   `true` then `false` in one frame sends nothing; the last value wins.
/// - **`false` while presenting reverses** the presentation from where it is (``PresentationRequest/cancelPresentation``);
///   **`true` while dismissing turns the dismissal around** (``PresentationRequest/cancelDismissal``).
/// - **A tap outside or a pan writes `false` back when the dismissal is decided**, not when it
///   completes: at once for a tap or VoiceOver's escape, at the finger's release for a pan (a grab
///   decides nothing). A later grab that brings the content back writes `true` (the item) back when it
///   is released. So the binding always names where the slot is heading.
/// - **`onDismiss` runs exactly once per completed dismissal** (the slot returned to idle, including a
///   presentation reversed before it arrived), after the binding was written.
/// - **A new item while another is shown** dismisses the old content (or reverses it if still
///   arriving) and presents the new one once the old has left; changing back before it has left turns
///   its dismissal around. Only the latest item waits.
/// - **Content updates** reach the hosted view only for the item on screen (``updatesContent(for:)``);
///   leaving content keeps its last value.
/// - **No request the platform would queue:** `present` only while idle, `dismiss` only at rest, and
///   nothing while an earlier request has not begun or while a finger holds the transition (a write
///   made during a grab is applied when the finger lets go).
///
/// ```swift
/// var reconciler = PresentationReconciler<Int>()
/// reconciler.write(1)
/// _ = reconciler.flush()                        // .present(1)
/// _ = reconciler.observe(.presenting, isGrabbed: false)
/// reconciler.write(nil)                         // false while presenting...
/// _ = reconciler.flush()                        // ...request .cancelPresentation
/// let done = reconciler.observe(.idle, isGrabbed: false)
/// // done.dismissedContent == 1: run onDismiss once
/// ```
///
/// Bad input: an observation that contradicts an outstanding request (idle while a `present` has not
/// begun) is taken as "not begun yet"; `isGrabbed` is ignored unless the phase is in flight;
/// `isStarting` is ignored unless the phase is presented (an idle report ends the dismissal);
/// ``requestDeclined()`` without an outstanding request does nothing.
package struct PresentationReconciler<ID: Hashable> {
  /// A platform request sent and not yet begun.
  package enum Outstanding: Hashable, Sendable {
    /// `present` sent; the slot has not left idle yet.
    case present
    /// `dismiss` sent; the content has not started leaving yet.
    case dismiss
  }

  /// The binding's value as far as the reconciler knows (the last write or write-back).
  @inlinable package var binding: ID? { storedBinding }
  /// The content in the slot: arriving, shown, leaving, or requested; nil when idle.
  @inlinable package var content: ID? { storedContent }
  /// The slot's last observed phase (turn-arounds the reconciler requests apply at once).
  @inlinable package var phase: PresentationPhase { storedPhase }
  /// Whether a finger holds the transition in flight.
  @inlinable package var isGrabbed: Bool { storedIsGrabbed }
  /// The platform request sent and not yet begun, if any.
  @inlinable package var outstanding: Outstanding? { storedOutstanding }
  /// Whether the reconciler wants ``content`` to end presented (its last decision).
  @usableFromInline var keepsContent = false
  // Storage of the public read-only properties above, usable from the inlinable hot path (one binding
  // write and its decision specialise in the caller's module: no generic witness calls).
  @usableFromInline var storedBinding: ID?
  @usableFromInline var storedContent: ID?
  @usableFromInline var storedPhase = PresentationPhase.idle
  @usableFromInline var storedIsGrabbed = false
  @usableFromInline var storedOutstanding: Outstanding?
  /// Whether a presentation can begin now (``hostChanged(_:)``).
  @usableFromInline var storedAvailability = PresentationAvailability.available
  /// Whether the presenting view left the hierarchy (``hostRemoved()``).
  @usableFromInline var storedHostRemoved = false

  /// An idle slot with an empty binding.
  @inlinable package init() {}

  /// Where the slot is heading for the current content: true presented, false away, nil while a
  /// finger holds it (undecided).
  package var heading: Bool? {
    switch phase {
    case .idle: return false
    case .presented: return true
    case .presenting: return isGrabbed ? nil : true
    case .dismissing: return isGrabbed ? nil : false
    }
  }

  /// Whether ``flush()`` would send a request now.
  @inlinable package var needsFlush: Bool { nextRequest() != nil }

  // MARK: - Binding

  /// Records a value of the binding (nil or `false`: not presented). Nothing is decided until
  /// ``flush()``, so several writes within one frame coalesce.
  @inlinable package mutating func write(_ value: ID?) {
    guard !storedHostRemoved else { return }
    storedBinding = value
  }

  /// Whether the hosted view should show content built from a binding value of `value`: only for the
  /// content on screen (arriving, shown or leaving), never for an item still waiting.
  @inlinable package func updatesContent(for value: ID?) -> Bool {
    value != nil && value == content
  }

  /// Decides once for all writes since the last flush: at most one request.
  @inlinable package mutating func flush() -> PresentationUpdate<ID> {
    var update = PresentationUpdate<ID>()
    guard let request = nextRequest() else { return update }
    update.request = request
    switch request {
    case .present(let id):
      storedContent = id
      storedOutstanding = .present
      keepsContent = true
    case .dismiss:
      storedOutstanding = .dismiss
      keepsContent = false
    case .cancelPresentation:
      storedPhase = .dismissing
      keepsContent = false
    case .cancelDismissal:
      storedPhase = .presenting
      keepsContent = true
    }
    return update
  }

  /// The environment's dismiss action from inside the content: writes `false` back and decides at
  /// once (an arriving presentation reverses).
  package mutating func dismissContent() -> PresentationUpdate<ID> {
    let writes = binding != nil && !storedHostRemoved
    storedBinding = nil
    var update = flush()
    if writes { update.writeBinding(nil) }
    return update
  }

  @inlinable func nextRequest() -> PresentationRequest<ID>? {
    guard outstanding == nil, !isGrabbed else { return nil }
    let wanted = binding != nil && binding == content
    switch phase {
    case .idle:
      guard storedAvailability == .available, !storedHostRemoved else { return nil }
      return binding.map { .present($0) }
    case .presenting: return wanted ? nil : .cancelPresentation
    case .presented: return wanted ? nil : .dismiss
    case .dismissing: return wanted ? .cancelDismissal : nil
    }
  }

  // MARK: - Slot

  /// The slot's phase changed, or a finger grabbed or released its transition (`isGrabbed`).
  /// `isStarting`: the platform was asked to begin a transition that has not begun yet (UIKit:
  /// `isBeingDismissed` while the content is still at rest, as after a tap outside) — a request now
  /// would be queued, and a dismissal starting without a finger is decided.
  /// Writes the binding back when a tap or pan decided where the content goes, and reports a
  /// completed dismissal.
  package mutating func observe(
    _ newPhase: PresentationPhase, isGrabbed grabbed: Bool, isStarting starting: Bool = false
  ) -> PresentationUpdate<ID> {
    var update = PresentationUpdate<ID>()
    let previous = phase
    storedPhase = newPhase
    // `isStarting` means something only at rest presented (a dismissal asked for, not begun); an
    // idle report is a completed dismissal whatever the flag says.
    let starting = starting && newPhase == .presented
    storedIsGrabbed = grabbed && (newPhase.isTransitioning || starting)
    if starting {
      if outstanding == nil, content != nil {
        storedOutstanding = .dismiss
        if !isGrabbed { follow(heading: false, into: &update) }
      }
      return update
    }
    switch outstanding {
    case .present?:
      guard newPhase != .idle else { return update }
      storedOutstanding = nil
    case .dismiss?:
      guard newPhase != .presented else { return update }
      storedOutstanding = nil
    case nil: break
    }
    if let heading, content != nil { follow(heading: heading, into: &update) }
    if newPhase == .idle, previous != .idle {
      update.dismissedContent = content
      storedContent = nil
    }
    return update
  }

  /// The platform refused the outstanding request for a reason the shell could not name (it did not
  /// begin in time): the binding is written back to what the slot shows. A refusal because the
  /// presenting view is not in a window, or because another presentation is arriving or leaving, is
  /// ``requestDeclined(_:)``: it waits instead.
  package mutating func requestDeclined() -> PresentationUpdate<ID> {
    var update = PresentationUpdate<ID>()
    switch outstanding {
    case .present?:
      storedOutstanding = nil
      keepsContent = false
      if binding != nil, binding == content {
        update.writeBinding(nil)
        storedBinding = nil
      }
      storedContent = nil
    case .dismiss?:
      storedOutstanding = nil
      keepsContent = true
      if binding != content { update.writeBinding(content) }
      storedBinding = content
    case nil: break
    }
    if storedHostRemoved {  // the binding's view is gone: nothing to write, the content still leaves
      storedBinding = nil
      update = PresentationUpdate()
    }
    return update
  }

  /// A decided heading the reconciler did not ask for is the user's (tap, pan release, VoiceOver):
  /// follow it and write the binding back so it names where the slot is heading.
  private mutating func follow(heading: Bool, into update: inout PresentationUpdate<ID>) {
    guard heading != keepsContent else { return }
    keepsContent = heading
    guard !storedHostRemoved else { return }
    if heading {
      if binding != content { update.writeBinding(content) }
      storedBinding = content
    } else if binding == content {
      update.writeBinding(nil)
      storedBinding = nil
    }
  }
}

extension PresentationReconciler: Sendable where ID: Sendable {}

extension PresentationReconciler where ID == Bool {
  /// Records an `isPresented` value (the content's identity is `true`).
  package mutating func write(isPresented: Bool) { write(isPresented ? true : nil) }
}

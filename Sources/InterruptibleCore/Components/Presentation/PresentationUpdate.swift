/// A request a ``PresentationReconciler`` sends to its presentation slot.
///
/// Only `present` and `dismiss` ask the platform to begin a transition, and the reconciler sends them
/// only when the platform would start one at once: `present` while the slot is idle, `dismiss` while
/// the content is at rest, and never while an earlier one has not begun yet (UIKit would drop or queue
/// it). Every other change of mind turns the transition in flight around.
package enum PresentationRequest<ID: Hashable>: Hashable {
  /// Begin a new presentation of the content identified by `ID` (UIKit: `present(_:animated:)`).
  case present(ID)
  /// Begin a dismissal of the content at rest (UIKit: `dismiss(animated:)`).
  case dismiss
  /// Turn the arriving presentation around, from where it is (no new platform transition).
  case cancelPresentation
  /// Turn the leaving content's dismissal around, from where it is (no new platform transition).
  case cancelDismissal
}

extension PresentationRequest: Sendable where ID: Sendable {}

/// What the shell does after one call of a ``PresentationReconciler``, in this order: write the
/// binding, send the request, run `onDismiss`.
///
/// ```swift
/// var reconciler = PresentationReconciler<Int>()
/// reconciler.write(7)
/// let update = reconciler.flush()
/// // update.request == .present(7), update.writesBinding == false, update.dismissedContent == nil
/// ```
package struct PresentationUpdate<ID: Hashable>: Hashable {
  /// The request for the slot, if any (at most one per call).
  package var request: PresentationRequest<ID>?
  /// Whether the binding must be set to ``bindingValue`` (a tap, pan or platform refusal decided it).
  package var writesBinding = false
  /// The value to write when ``writesBinding`` is true (nil: dismissed, `false` for a Boolean binding).
  package var bindingValue: ID?
  /// The content whose dismissal just completed: run `onDismiss` for it, exactly once.
  package var dismissedContent: ID?

  /// An update with nothing to do.
  @inlinable package init() {}

  /// Whether the shell has nothing to do.
  package var isEmpty: Bool { request == nil && !writesBinding && dismissedContent == nil }

  @inlinable mutating func writeBinding(_ value: ID?) {
    writesBinding = true
    bindingValue = value
  }
}

extension PresentationUpdate: Sendable where ID: Sendable {}

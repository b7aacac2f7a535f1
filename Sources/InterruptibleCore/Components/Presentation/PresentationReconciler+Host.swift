/// The presenting view's side of a ``PresentationReconciler``: whether it can present now (in a
/// window, its screen not busy with another presentation), and its removal from the hierarchy.
///
/// These follow SwiftUI's own `.sheet`, `.fullScreenCover` and `.popover`: a binding that is `true`
/// before the view is in a window presents once it is; a presentation asked for while another one on
/// the same screen arrives or leaves waits for it; neither writes the binding back. A presenting view
/// removed while its content is up dismisses the content; `onDismiss` still runs once, and the
/// binding (whose view is gone) is never written again.
///
/// ```swift
/// var reconciler = PresentationReconciler<Int>()
/// reconciler.hostChanged(.notInWindow)
/// reconciler.write(1)
/// reconciler.flush().request        // nil: waits for a window
/// reconciler.hostChanged(.available)
/// reconciler.flush().request        // .present(1)
/// ```
extension PresentationReconciler {
  /// Whether a presentation can begin now, as the shell last reported it.
  package var availability: PresentationAvailability { storedAvailability }

  /// Whether the presenting view left the hierarchy.
  package var isHostRemoved: Bool { storedHostRemoved }

  /// The presenting view joined or left a window, or another presentation on its screen began or
  /// finished. Decides nothing: the next ``flush()`` presents what was waiting.
  package mutating func hostChanged(_ availability: PresentationAvailability) {
    storedAvailability = availability
  }

  /// The platform refused the outstanding request because of `reason`: with `.notInWindow` or
  /// `.screenBusy` a `present` waits (nothing is written back) and is sent again by the first
  /// ``flush()`` after ``hostChanged(_:)`` reports `.available`; with `.available` (the platform
  /// refused for another reason) it is ``requestDeclined()``.
  package mutating func requestDeclined(_ reason: PresentationAvailability) -> PresentationUpdate<ID> {
    guard reason != .available, outstanding == .present else { return requestDeclined() }
    storedOutstanding = nil
    keepsContent = false
    storedContent = nil
    storedAvailability = reason
    return PresentationUpdate()
  }

  /// The presenting view left the hierarchy: its content is dismissed (reversed if still arriving)
  /// by the next ``flush()``, the binding is never written again and later writes are ignored, and
  /// `onDismiss` is reported once when the content has left, as for any dismissal.
  package mutating func hostRemoved() {
    storedHostRemoved = true
    storedBinding = nil
  }

  /// Whether the presenting view was removed and nothing is left to do: no content, no request.
  package var isFinished: Bool {
    storedHostRemoved && content == nil && outstanding == nil && phase == .idle
  }

  /// What the binding's latest value waits for, if anything: a window or another presentation
  /// before presenting, the finger's release before a change while a finger holds the content.
  package var waitsFor: PresentationWait? {
    if isGrabbed, (binding != nil && binding == content) != keepsContent { return .release }
    guard phase == .idle, outstanding == nil, binding != nil, !storedHostRemoved else { return nil }
    switch storedAvailability {
    case .available: return nil
    case .notInWindow: return .window
    case .screenBusy: return .otherPresentation
    }
  }
}

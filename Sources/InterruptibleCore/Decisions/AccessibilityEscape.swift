/// The answer to VoiceOver's escape action, `accessibilityPerformEscape()` (AX03).
///
/// A presented container handles escape by dismissing interruptibly: a presentation still in flight
/// reverses from where it is, exactly like a tap outside. Anywhere else escape is not handled, which
/// is UIKit's default (`false`), so VoiceOver offers it to the next responder.
///
/// ```swift
/// override func accessibilityPerformEscape() -> Bool {
///   let escape = AccessibilityEscape(phase: coordinatorPhase)
///   if escape.requestsDismissal { coordinator.dismiss() }
///   return escape.isHandled
/// }
/// ```
package struct AccessibilityEscape: Sendable, Hashable {
  /// Whether `accessibilityPerformEscape()` returns true.
  package let isHandled: Bool
  /// Whether the container should request an interruptible dismissal.
  package let requestsDismissal: Bool

  /// The decision for a slot in `phase`: handled with a dismissal request when presented or
  /// presenting; not handled when idle or already dismissing.
  package init(phase: PresentationPhase) {
    let handles = phase == .presented || phase == .presenting
    isHandled = handles
    requestsDismissal = handles
  }
}

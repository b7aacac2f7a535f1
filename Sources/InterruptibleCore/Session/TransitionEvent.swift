/// Something that happened to a session, in the order it happened.
package enum TransitionEvent: Sendable, Hashable {
  /// The session's animator completed at `position`.
  case completion(session: Int, position: AnimatorPosition)
  /// The session called "complete transition" (exactly once).
  case completeTransition(session: Int, didComplete: Bool)
}

/// Where a presentation slot is in its life, as touch routing and accessibility see it.
///
/// The session layer maps its live sessions onto this: a running or grabbed present session is
/// `.presenting`, a running or grabbed dismiss session is `.dismissing`.
public enum PresentationPhase: Sendable, Hashable, CaseIterable {
  /// Nothing is presented and no transition is running.
  case idle
  /// A presentation is in flight (running, paused or grabbed).
  case presenting
  /// The content is presented and at rest.
  case presented
  /// A dismissal is in flight (running, paused or grabbed).
  case dismissing

  /// Whether a transition is in flight.
  public var isTransitioning: Bool { self == .presenting || self == .dismissing }
}

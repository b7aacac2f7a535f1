/// What to do with a request to present content, decided from the core's phase and UIKit's own
/// view controller state, so a present never reaches UIKit when UIKit would raise
/// (`NSInvalidArgumentException`: "Application tried to present modally a view controller that is
/// already being presented") or queue it.
///
/// ```swift
/// PresentGuard(canTurnAround: false, isOnScreen: true, isBeingPresented: true,
///              isBeingDismissed: false, hasPendingPresent: false).decision   // .ignore
/// ```
package struct PresentGuard: Sendable, Hashable {
  /// What to do.
  package enum Decision: Sendable, Hashable {
    /// Ask UIKit for a new presentation.
    case present
    /// Turn the content's dismissal in flight around (no UIKit call).
    case turnAround
    /// Do nothing: the content is already presented, being presented, or asked for.
    case ignore
  }

  /// The content's slot has a dismissal in flight that can turn around (the coordinator's phase).
  package var canTurnAround: Bool
  /// `presentingViewController != nil`: UIKit has the content on screen or on its way.
  package var isOnScreen: Bool
  /// `isBeingPresented`.
  package var isBeingPresented: Bool
  /// `isBeingDismissed`.
  package var isBeingDismissed: Bool
  /// A present of this content was asked for and UIKit has not started it yet.
  package var hasPendingPresent: Bool

  /// A guard over these facts.
  package init(
    canTurnAround: Bool, isOnScreen: Bool, isBeingPresented: Bool, isBeingDismissed: Bool,
    hasPendingPresent: Bool
  ) {
    self.canTurnAround = canTurnAround
    self.isOnScreen = isOnScreen
    self.isBeingPresented = isBeingPresented
    self.isBeingDismissed = isBeingDismissed
    self.hasPendingPresent = hasPendingPresent
  }

  /// The decision: turn a leaving content around; otherwise present only content UIKit does not hold.
  package var decision: Decision {
    if canTurnAround { return .turnAround }
    if isOnScreen || isBeingPresented || isBeingDismissed || hasPendingPresent { return .ignore }
    return .present
  }
}

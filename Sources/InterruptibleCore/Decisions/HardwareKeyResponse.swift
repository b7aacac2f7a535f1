/// A key of a hardware keyboard that presented content answers (an iPad's keyboard, a Mac's in
/// iPhone Mirroring).
package enum HardwareKey: Sendable, Hashable, CaseIterable {
  /// Arrow up.
  case upArrow
  /// Arrow down.
  case downArrow
  /// Arrow left.
  case leftArrow
  /// Arrow right.
  case rightArrow
  /// Return, or the keypad's enter.
  case returnKey
  /// Escape.
  case escape
}

/// The answer of a presented container (a card, a form sheet, a detent sheet in any of its forms)
/// to a hardware key.
///
/// - **Escape** closes the front-most presentation as a tap outside does: presented, it dismisses;
///   still presenting, it turns back from where it is (the one completion is the dismissal's). Modal
///   in presentation (`isModalInPresentation`), it only reports the attempt. Content the user may
///   not dismiss at all keeps it. While the content leaves, a second Escape is taken and does
///   nothing, so it never closes what is behind. With nothing presented it is not handled.
/// - **Arrows and Return** are not the container's: they go on to the next responder, as UIKit's
///   sheets leave them to the content.
///
/// A handled key ends at the container; an unhandled one goes on up the responder chain.
///
/// ```swift
/// PresentationKeyResponse(key: .escape, phase: .presenting)              // handled, .dismiss
/// PresentationKeyResponse(key: .escape, phase: .presented, resistsDismissal: true)  // .reportAttempt
/// PresentationKeyResponse(key: .escape, phase: .dismissing)              // handled, .none
/// PresentationKeyResponse(key: .downArrow, phase: .presented)            // not handled
/// ```
package struct PresentationKeyResponse: Sendable, Hashable {
  /// What the container does.
  package enum Action: Sendable, Hashable {
    /// Nothing.
    case none
    /// Dismiss interruptibly (a presentation in flight turns back from where it is).
    case dismiss
    /// Stay, and report an attempt to dismiss (`presentationControllerDidAttemptToDismiss(_:)`).
    case reportAttempt
  }

  /// Whether the key ends at the container (true) or goes on to the next responder.
  package let isHandled: Bool
  /// What the container does.
  package let action: Action

  /// An answer stated directly.
  package init(isHandled: Bool, action: Action) {
    self.isHandled = isHandled
    self.action = action
  }

  /// The answer to `key` for content in `phase`: `allowsUserDismissal` false for content that no
  /// user gesture dismisses (a non-dismissible sheet); `resistsDismissal` for content modal in
  /// presentation.
  package init(
    key: HardwareKey, phase: PresentationPhase, allowsUserDismissal: Bool = true,
    resistsDismissal: Bool = false
  ) {
    guard key == .escape else {
      self.init(isHandled: false, action: .none)
      return
    }
    switch phase {
    case .idle: self.init(isHandled: false, action: .none)
    case .dismissing: self.init(isHandled: true, action: .none)
    case .presenting, .presented:
      let action: Action = !allowsUserDismissal ? .none : resistsDismissal ? .reportAttempt : .dismiss
      self.init(isHandled: true, action: action)
    }
  }
}

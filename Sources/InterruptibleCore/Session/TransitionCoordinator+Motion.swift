extension TransitionCoordinator {
  /// Forwards `session`'s motion events to ``onMotionEvent`` (nothing is computed while it is nil).
  func observeMotion(of session: TransitionSession) {
    guard let onMotionEvent else {
      session.onMotionEvent = nil
      return
    }
    session.forwardMotion(to: onMotionEvent)
  }
}

extension TransitionCoordinator {
  /// Whether user dismissals resist, like a view controller's `isModalInPresentation`: a pan that
  /// would dismiss follows the finger with a ``RubberBand`` (dimension: the configured distance) and
  /// springs back on release, a tap outside leaves the content where it is, and each release that
  /// would have dismissed (and each tap outside) calls ``onDismissalAttempt`` once. Code calls to
  /// ``dismiss()`` still dismiss.
  package var isModalInPresentation: Bool {
    get { modal }
    set { modal = newValue }
  }

  /// Gives `interactor` the coordinator's override and resistance.
  func configureSteering(_ interactor: TransitionInteractor) {
    interactor.targetOverride = targetOverride
    interactor.resistsDismissal = modal
    let id = interactor.session.id
    interactor.onDismissalAttempt = modal ? { [weak self] in self?.onDismissalAttempt?(id) } : nil
  }

  /// A pan's translation toward a resisting dismissal's end, rubber-banded; others unchanged.
  func resisted(_ translation: Double, of session: TransitionSession) -> Double {
    guard modal, !session.kind.isAppearing, translation > 0 else { return translation }
    return RubberBand.offset(translation, dimension: configuration.distance)
  }
}

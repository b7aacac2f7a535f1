/// The coordinator driven by a finger (a pan that grabs, drags and releases the content) and by
/// code (pause, resume, reverse, scrub, finish, cancel).
extension TransitionCoordinator {
  // MARK: - Pan

  /// A pan began: grabs the transition in flight, or starts an interactive dismissal of presented
  /// content.
  package func panBegan() {
    guard configuration.isInteractionEnabled else { return }
    let session: TransitionSession
    if let current = currentInteractor {
      // The grab's own reading of the progress, when nothing can have moved it since.
      if let origin = current.grab() {
        panInteractor = current
        panOrigin = origin
        return
      }
      session = current.session
    } else if presented {
      session = start(.dismiss, interactive: true)
    } else {
      return
    }
    panInteractor = interactor(id: session.id)
    panOrigin = session.sample.progress
  }

  /// The pan moved `translation` points (from where it began) toward the grabbed session's end.
  package func panChanged(translation: Double) {
    // A finished session's interactor ignores the scrub (and the session leaves the pan as it ends).
    guard translation.isFinite, let interactor = panInteractor else { return }
    interactor.scrub(to: panOrigin + resisted(translation, of: interactor.session) / configuration.distance)
  }

  /// The pan ended moving at `velocity` points per second toward the session's end: finish or
  /// cancel by the projected position.
  package func panEnded(velocity: Double) {
    guard let interactor = panInteractor else { return }
    panInteractor = nil
    interactor.release(velocity: velocity)
  }

  /// ``panChanged(translation:)`` with a translation measured along the dismiss direction (what a
  /// pan recognizer gives): converted to the grabbed session's end direction (toward presented for
  /// a presentation, toward dismissed for a dismissal).
  package func panChanged(dismissalTranslation: Double) {
    panChanged(translation: towardSessionEnd(dismissalTranslation))
  }

  /// ``panEnded(velocity:)`` with a velocity measured along the dismiss direction.
  package func panEnded(dismissalVelocity: Double) {
    panEnded(velocity: towardSessionEnd(dismissalVelocity))
  }

  /// A dismiss-direction quantity expressed toward the grabbed session's end.
  func towardSessionEnd(_ alongDismissal: Double) -> Double {
    guard let session = panSession else { return alongDismissal }
    return session.kind.isAppearing ? -alongDismissal : alongDismissal
  }

  // MARK: - Code

  /// Grabs the current transition where it is.
  package func pause() { currentInteractor?.pause() }
  /// Resumes a grabbed transition with its own timing.
  package func resume() { currentInteractor?.resume() }
  /// Turns the current transition around (per ``TransitionConfiguration/reversal``).
  package func reverse() { currentInteractor?.reverse() }
  /// Scrubs the current transition to `fraction` of its animator's progress.
  package func scrub(to fraction: Double) { currentInteractor?.scrub(to: fraction) }
  /// Finishes the current transition, keeping its velocity.
  package func finish() { currentInteractor?.finish() }
  /// Cancels the current transition, keeping its velocity.
  package func cancel() { currentInteractor?.cancel() }
}

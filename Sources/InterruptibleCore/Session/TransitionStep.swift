/// One call a scripted run (a simulation scenario, a test) makes on a ``TransitionCoordinator``:
/// the core keeps it so every script drives the coordinator through the same mapping.
package enum TransitionStep: Sendable, Hashable {
  /// ``TransitionCoordinator/present(asNewContent:interactive:)`` for the same content.
  case present
  /// ``TransitionCoordinator/present(asNewContent:interactive:)`` with new content.
  case presentNewContent
  /// ``TransitionCoordinator/dismiss()``.
  case dismiss
  /// ``TransitionCoordinator/tapOutside()``.
  case tapOutside
  /// A tap on the content: it belongs to the content, so no transition changes (kept so scripts can
  /// show that).
  case tapInside
  /// ``TransitionCoordinator/panBegan()``.
  case panBegan
  /// ``TransitionCoordinator/panChanged(translation:)``.
  case panChanged(translation: Double)
  /// ``TransitionCoordinator/panEnded(velocity:)``.
  case panEnded(velocity: Double)
  /// ``TransitionCoordinator/pause()``.
  case pause
  /// ``TransitionCoordinator/resume()``.
  case resume
  /// ``TransitionCoordinator/reverse()``.
  case reverse
  /// ``TransitionCoordinator/scrub(to:)``.
  case scrub(to: Double)
  /// ``TransitionCoordinator/finish()``.
  case finish
  /// ``TransitionCoordinator/cancel()``.
  case cancel
  /// Sets ``TransitionConfiguration/isInteractionEnabled`` of the coordinator at runtime.
  case setInteractionEnabled(Bool)

  /// Makes the call on `coordinator`.
  package func apply(to coordinator: TransitionCoordinator) {
    switch self {
    case .present: coordinator.present()
    case .presentNewContent: coordinator.present(asNewContent: true)
    case .dismiss: coordinator.dismiss()
    case .tapOutside: coordinator.tapOutside()
    case .tapInside: coordinator.tapInside()
    case .panBegan: coordinator.panBegan()
    case .panChanged(let translation): coordinator.panChanged(translation: translation)
    case .panEnded(let velocity): coordinator.panEnded(velocity: velocity)
    case .pause: coordinator.pause()
    case .resume: coordinator.resume()
    case .reverse: coordinator.reverse()
    case .scrub(let fraction): coordinator.scrub(to: fraction)
    case .finish: coordinator.finish()
    case .cancel: coordinator.cancel()
    case .setInteractionEnabled(let enabled): coordinator.configuration.isInteractionEnabled = enabled
    }
  }
}

import Foundation

/// A model of UIKit's stock `UIPercentDrivenInteractiveTransition` driving an interruptible animator,
/// exactly as the spec's section PD describes: the baseline Interruptible is compared against, and a
/// drop-in for code migrating from it.
///
/// ```swift
/// let stock = PercentDrivenInteractor()
/// stock.startInteractiveTransition(session)
/// stock.update(0.3)
/// stock.finish()   // startAnimation(): the remaining 70 % at the animator's own pace, velocity lost
/// ```
///
/// Unlike ``TransitionInteractor`` it carries no velocity into the completion and decides nothing:
/// the caller says finish or cancel.
package final class PercentDrivenInteractor {
  /// Completion speed; values ≤ 0 (and non-finite) are treated as 1 (PD02).
  package var completionSpeed: Double = 1
  /// The curve of the legacy, non-interruptible completion. Not used with an interruptible
  /// animator (PD06); kept for fidelity.
  package var completionCurve: CubicBezierCurve = .easeInOut
  /// Timing for the completion; nil keeps the animator's own (PD06).
  package var timingCurve: TimingParameters?
  /// Whether the transition starts paused (PD01 default true).
  package var wantsInteractiveStart = true
  /// The last value given to ``update(_:)`` (or read back by ``pause()``).
  package private(set) var percentComplete: Double = 0
  /// Whether the transition is being driven interactively.
  package private(set) var isInteractive = false
  /// Whether the last ``cancel()`` is in effect.
  package private(set) var transitionWasCancelled = false
  private var session: TransitionSession?

  /// Creates an interactor with UIKit's defaults (PD01).
  package init() {}

  /// The transition's duration: the animator's (a bad or tiny duration reads 0.2 s, as the animator
  /// replaces it, ST19).
  package var duration: Double {
    guard let duration = session?.timing.duration else { return 0 }
    return duration.isFinite && duration >= AnimatorModel.minimumDuration ? duration : 0.2
  }

  private var effectiveSpeed: Double {
    completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
  }

  /// Asks the session for its animator once and pauses it (interactive start) or starts it (PD04).
  package func startInteractiveTransition(_ session: TransitionSession) {
    self.session = session
    session.start(interactive: wantsInteractiveStart)
    isInteractive = wantsInteractiveStart
  }

  /// Sets the animator's `fractionComplete` to `percent` clamped to `[0, 1]`; ignored once finished
  /// or cancelled and while not interactive (PD03). NaN is ignored.
  package func update(_ percent: Double) {
    guard isInteractive, !percent.isNaN, let animator = liveAnimator else { return }
    let clamped = min(max(percent, 0), 1)
    percentComplete = clamped
    animator.fractionComplete = CGFloat(clamped)
  }

  /// Re-enters the interactive state: pause, `isReversed = false`, read the fraction back (PD05, PD08).
  package func pause() {
    guard !isInteractive, let animator = liveAnimator, animator.animatorState == .active else { return }
    animator.pauseAnimation()
    animator.isReversed = false
    percentComplete = Double(animator.fractionComplete)
    isInteractive = true
    transitionWasCancelled = false
    session?.setInteractive(true)
  }

  /// Finishes: `isReversed = false`, then continue with `(1 − p)/speed` or start (PD06).
  package func finish() { complete(cancelling: false) }

  /// Cancels: `isReversed = true`, then continue with `p/speed` or start (PD06).
  package func cancel() { complete(cancelling: true) }

  private var liveAnimator: SessionAnimator? {
    guard let session, !session.isFinished else { return nil }
    return session.interruptibleAnimator()
  }

  private func complete(cancelling: Bool) {
    guard isInteractive, let animator = liveAnimator, animator.animatorState == .active else { return }
    let p = percentComplete
    animator.isReversed = cancelling
    if timingCurve != nil || effectiveSpeed != 1 {
      let factor = (cancelling ? p : 1 - p) / effectiveSpeed
      animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
    } else {
      animator.startAnimation()
    }
    isInteractive = false
    transitionWasCancelled = cancelling
    session?.setInteractive(false)
  }
}

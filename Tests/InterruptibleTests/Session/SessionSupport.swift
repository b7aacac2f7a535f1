@testable import Interruptible

/// A coordinator on a manual clock that records every event and each animator it made.
final class CoordinatorHarness {
  let clock = ManualClock()
  var events: [TransitionEvent] = []
  var animators: [AnimatorModel] = []
  let coordinator: TransitionCoordinator

  init(_ configuration: TransitionConfiguration = TransitionConfiguration()) {
    let clock = clock
    var made: [AnimatorModel] = []
    coordinator = TransitionCoordinator(configuration: configuration) { _, timing in
      let animator = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      made.append(animator)
      return animator
    }
    coordinator.onEvent = { [unowned self] in self.events.append($0) }
    madeAnimators = { made }
  }

  private var madeAnimators: () -> [AnimatorModel] = { [] }
  var allAnimators: [AnimatorModel] { madeAnimators() }

  /// Every error any animator recorded (must stay empty: the core never makes a call UIKit rejects).
  var animatorErrors: [AnimatorError] { allAnimators.flatMap(\.errors) + clock.releaseErrors }

  func completeTransitions(_ session: Int) -> [Bool] {
    events.compactMap {
      if case .completeTransition(session, let didComplete) = $0 { return didComplete }
      return nil
    }
  }

  func completions(_ session: Int) -> [AnimatorPosition] {
    events.compactMap {
      if case .completion(session, let position) = $0 { return position }
      return nil
    }
  }

  /// Advances frame by frame, returning the largest frame-to-frame velocity change of `session`
  /// (points/s) and the peak speed, measured from the presented velocity.
  func run(for duration: Double, fps: Double = 120, watching session: TransitionSession? = nil)
    -> (maxJump: Double, peak: Double)
  {
    var previous = session?.presentedVelocity
    var maxJump = 0.0
    var peak = abs(previous ?? 0)
    clock.run(for: duration, framesPerSecond: fps) { _ in
      guard let session, !session.isFinished, let last = previous else { return }
      let now = session.presentedVelocity
      maxJump = max(maxJump, abs(now - last))
      peak = max(peak, abs(now))
      previous = now
    }
    return (maxJump, peak)
  }
}

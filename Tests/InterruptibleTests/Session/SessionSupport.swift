@testable import InterruptibleCore

/// Records every animator a factory made, weakly (so release can be proven), and every call any of
/// them refused (so the log outlives the animators).
final class AnimatorLog {
  private var made: [Weak] = []
  private(set) var errors: [AnimatorError] = []

  private struct Weak { weak var animator: AnimatorModel? }

  /// A factory of model animators on `clock` that logs into this log.
  func factory(clock: ManualClock) -> AnimatorFactory {
    { [unowned self] _, timing in
      let animator = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      self.errors += animator.errors
      animator.errorHandler = { [unowned self] in self.errors.append($0) }
      self.made.append(Weak(animator: animator))
      return animator
    }
  }

  /// How many animators were made.
  var madeCount: Int { made.count }
  /// The animators made that are still alive.
  var alive: [AnimatorModel] { made.compactMap(\.animator) }
}

/// A coordinator on a manual clock that records every event (with its time) and each animator it
/// made.
final class CoordinatorHarness {
  let clock = ManualClock()
  let log = AnimatorLog()
  var timedEvents: [(time: Double, event: TransitionEvent)] = []
  let coordinator: TransitionCoordinator

  init(_ configuration: TransitionConfiguration = TransitionConfiguration()) {
    coordinator = TransitionCoordinator(configuration: configuration, makeAnimator: log.factory(clock: clock))
    coordinator.onEvent = { [unowned self] in self.timedEvents.append((self.clock.now, $0)) }
  }

  var events: [TransitionEvent] { timedEvents.map(\.event) }

  /// Every error any animator recorded, plus animators released while paused or stopped (must stay
  /// empty: the core never makes a call UIKit rejects).
  var animatorErrors: [AnimatorError] { log.errors + clock.releaseErrors }

  /// The animators still alive.
  var aliveAnimators: [AnimatorModel] { log.alive }

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

  /// The time session `id` completed its transition.
  func endTime(_ session: Int) -> Double? {
    timedEvents.first {
      if case .completeTransition(session, _) = $0.event { return true }
      return false
    }?.time
  }

  /// Advances frame by frame, returning the largest frame-to-frame velocity change of `session`
  /// (points/s) and the peak speed, measured from the presented velocity.
  @discardableResult
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

  /// Runs until every session ended (at most `limit` seconds).
  func settle(limit: Double = 5) {
    run(for: limit)
  }
}

/// The animator of a live session as the model type.
func model(_ session: TransitionSession) -> AnimatorModel {
  session.interruptibleAnimator() as! AnimatorModel
}

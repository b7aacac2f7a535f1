@testable import InterruptibleCore

/// A transition context that records the calls it receives and checks UIKit's rules for them: pause
/// only when not interactive, finish/cancel only when interactive, complete exactly once, after the
/// interaction ended, with `didComplete == !transitionWasCancelled`, and nothing after completion.
final class FakeTransitionContext: TransitionContextReporting {
  private(set) var calls: [String] = []
  private(set) var violations: [String] = []
  private(set) var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  private(set) var completions: [Bool] = []
  /// Runs inside `completeTransition(_:)`, as UIKit's completion (and `animationEnded`) do.
  var onComplete: ((Bool) -> Void)?

  /// UIKit's `isAnimated`.
  let isAnimated: Bool
  /// Every `updateInteractiveTransition(_:)` percentage, in order.
  private(set) var updates: [Double] = []

  init(interactive: Bool = false, animated: Bool = true) {
    isInteractive = interactive
    isAnimated = animated
  }

  func updateInteractiveTransition(_ percentComplete: Double) {
    if !isInteractive || !completions.isEmpty { violations.append("update") }
    updates.append(percentComplete)
  }

  var identity: ObjectIdentifier { ObjectIdentifier(self) }

  func pauseInteractiveTransition() {
    record("pause", valid: !isInteractive)
    isInteractive = true
    transitionWasCancelled = false
  }

  func finishInteractiveTransition() {
    record("finish", valid: isInteractive)
    isInteractive = false
    transitionWasCancelled = false
  }

  func cancelInteractiveTransition() {
    record("cancel", valid: isInteractive)
    isInteractive = false
    transitionWasCancelled = true
  }

  func completeTransition(_ didComplete: Bool) {
    record("complete(\(didComplete))", valid: !isInteractive && didComplete == !transitionWasCancelled)
    completions.append(didComplete)
    onComplete?(didComplete)
  }

  private func record(_ call: String, valid: Bool) {
    if !completions.isEmpty || !valid { violations.append(call) }
    calls.append(call)
  }
}

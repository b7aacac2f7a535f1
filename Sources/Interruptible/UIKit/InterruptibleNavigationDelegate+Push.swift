#if canImport(UIKit)
  import UIKit

  extension InterruptibleNavigationDelegate {
    /// Pushes `destination` onto `navigationController` with `transition` as its own (its push and
    /// its pop run it) and runs `completion` once, when that push has ended: arrived, or turned back
    /// mid-flight by a back-swipe or ``goBack(in:)``. A push UIKit queues behind a running
    /// transition completes when it has run. A push that never runs through this object (UIKit
    /// refused it, the app replaced the stack or the delegate before it started) completes once
    /// that is known, so a completion is never lost.
    func push(
      _ destination: UIViewController, with transition: any InterruptibleTransition,
      in navigationController: UINavigationController, completion: @escaping @MainActor () -> Void
    ) {
      self.navigationController = navigationController
      setTransition(transition, for: destination)
      let replaced = pushCompletions.filter { $0.screen.value == nil || $0.screen.value === destination }
      pushCompletions.removeAll { $0.screen.value == nil || $0.screen.value === destination }
      for waiting in replaced { waiting.completion() }
      pushCompletions.append((WeakViewController(value: destination), completion))
      navigationController.pushViewController(destination, animated: true)
      settleWaitingPushes()
    }

    /// Completes the waiting pushes that will not run through this object: screens gone, screens
    /// on a stack this object no longer animates, and screens neither on the stack nor queued
    /// behind a transition in flight.
    func settleWaitingPushes() {
      guard !pushCompletions.isEmpty else { return }
      let navigation = navigationController
      let stack = navigation?.viewControllers ?? []
      let animated = navigation?.delegate === self
      let busy = driver != nil || navigation?.transitionCoordinator != nil
      let settled = pushCompletions.filter { waiting in
        guard let screen = waiting.screen.value, animated else { return true }
        return !busy && !stack.contains { $0 === screen }
      }
      pushCompletions.removeAll { waiting in settled.contains { $0.screen.value === waiting.screen.value } }
      for waiting in settled { waiting.completion() }
    }

    /// Takes (removes and returns) the completion of the push of `screen`, if one waits.
    func takePushCompletion(for screen: UIViewController) -> (@MainActor () -> Void)? {
      guard let index = pushCompletions.firstIndex(where: { $0.screen.value === screen }) else { return nil }
      return pushCompletions.remove(at: index).completion
    }

    /// Runs `completion` once, when `driver`'s transition comes to rest (either way).
    func runOnEnd(of driver: InterruptibleTransitionDriver, _ completion: @escaping @MainActor () -> Void) {
      driver.observePhase { phase in
        guard !phase.isTransitioning else { return true }
        completion()
        return false
      }
    }
  }
#endif

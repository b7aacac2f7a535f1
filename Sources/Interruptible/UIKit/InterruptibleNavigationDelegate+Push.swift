#if canImport(UIKit)
  import UIKit

  extension InterruptibleNavigationDelegate {
    /// Pushes `destination` onto `navigationController` with `transition` as its own (its push and
    /// its pop run it) and runs `completion` once, when that push has ended: arrived, or turned back
    /// mid-flight by a back-swipe or ``goBack(in:)``. A push UIKit queues behind a running
    /// transition completes when it has run.
    func push(
      _ destination: UIViewController, with transition: any InterruptibleTransition,
      in navigationController: UINavigationController, completion: @escaping @MainActor () -> Void
    ) {
      setTransition(transition, for: destination)
      pushCompletions.removeAll { $0.screen.value == nil || $0.screen.value === destination }
      pushCompletions.append((WeakViewController(value: destination), completion))
      navigationController.pushViewController(destination, animated: true)
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

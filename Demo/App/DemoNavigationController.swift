import Interruptible
import UIKit

/// The app's navigation controller: every push and pop runs through Interruptible (an
/// ``InterruptibleNavigationDelegate``), and the system edge back-swipe keeps working.
final class DemoNavigationController: UINavigationController {
  /// The delegate animating pushes and pops; the navigation controller only keeps a weak reference
  /// to its delegate, so this property owns it.
  let transitions = InterruptibleNavigationDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = transitions
    SlowMotion.shared.observe(self) { [weak self] _ in
      self?.transitions.transition = SlowMotion.shared.applied(to: SlideTransition(edge: .right))
    }
  }
}

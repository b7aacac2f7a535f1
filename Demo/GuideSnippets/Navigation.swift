// The code of Docs/Navigation.md, type-checked for iOS by .ci/run (ios-check, 0 warnings);
// scripts/check-guide-snippets checks that every Swift block of the guide appears here verbatim.
import Interruptible
import UIKit

final class MailNavigationController: UINavigationController {
  /// The navigation controller holds its delegate weakly: this property owns it.
  let transitions = InterruptibleNavigationDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = transitions
  }
}

final class MessageViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    // A back button that goes one level back per tap, even while pages still move.
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Back", primaryAction: UIAction { [weak self] _ in self?.goBack() })
  }

  private func goBack() {
    guard let navigation = navigationController as? MailNavigationController else { return }
    navigation.transitions.goBack(in: navigation)
  }
}

@MainActor
func showAttachment(
  _ attachment: UIViewController, from thumbnail: UIImageView, in navigation: MailNavigationController
) {
  // The attachment zooms out of its thumbnail and back into it; what it pushes slides.
  navigation.transitions.setTransition(.zoom(from: { [weak thumbnail] in thumbnail }), for: attachment)
  navigation.pushViewController(attachment, animated: true)
}

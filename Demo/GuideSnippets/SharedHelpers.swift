// The helpers the guides' examples use without defining them: stand-ins for an app's own screens and
// the slow-motion wrapper. Docs/README.md points here; type-checked for iOS by .ci/run.
import Interruptible
import SwiftUI
import UIKit

/// An app's own menu screen: any view controller works with `.pullDownMenu(from:)`; it is sized to
/// its `preferredContentSize`.
final class MenuViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    preferredContentSize = CGSize(width: 250, height: 180)
  }
}

/// An app's own card screen.
final class CardViewController: UIViewController {}

/// An app's own sheet screen with a list, for `.sheet(tracking:)`.
final class SheetViewController: UIViewController {
  let tableView = UITableView()
}

/// An app's own settings screen, shown as a drawer.
final class SettingsViewController: UIViewController {}

/// An app's own navigation delegate, kept beside the library's (`forwardingDelegate`).
final class AnalyticsNavigationDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    print("shown:", viewController.title ?? "")
  }
}

/// A photo, for the SwiftUI `item:` examples.
struct Photo: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// The view a photo is shown in.
struct PhotoView: View {
  let photo: Photo
  var body: some View { Text(photo.title) }
}

/// The slow-motion wrapper: the same look with every timing ten times longer.
struct SlowTransition: InterruptibleTransition {
  let base: any InterruptibleTransition

  var configuration: TransitionConfiguration {
    var configuration = base.configuration
    configuration.present = TransitionTiming(
      duration: configuration.present.duration * 10, parameters: configuration.present.parameters)
    configuration.dismiss = TransitionTiming(
      duration: configuration.dismiss.duration * 10, parameters: configuration.dismiss.parameters)
    return configuration
  }

  var dismissDirection: TransitionDirection { base.dismissDirection }

  func apply(progress: Double, to views: TransitionViews) { base.apply(progress: progress, to: views) }
}

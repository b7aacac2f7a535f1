// The code of Docs/GettingStarted.md, type-checked for iOS by .ci/run (ios-check, 0 warnings);
// scripts/check-guide-snippets checks that every Swift block of the guide appears here verbatim.
import Interruptible
import UIKit

// MenuViewController, CardViewController, SheetViewController, SettingsViewController and
// AnalyticsNavigationDelegate are in SharedHelpers.swift.

final class InboxViewController: UIViewController {
  let menu = MenuViewController()

  @objc func showMenu(_ sender: UIButton) {
    present(menu, transition: .pullDownMenu(from: sender))
  }
}

extension InboxViewController {
  /// The line of README.md.
  func showMenu(from button: UIButton) {
    present(menu, transition: .pullDownMenu(from: button))  // tap outside mid-flight: it turns back
  }
}

final class FeedViewController: UIViewController {
  let card = CardViewController()
  let sheet = SheetViewController()

  func showCardAndSheet() {
    present(card, transition: .card)
    present(sheet, transition: .sheet(tracking: sheet.tableView))
  }

  func closeCard() {
    card.interruptibleDismiss()
  }

  let settings = SettingsViewController()

  func showSettingsDrawer() {
    var configuration = TransitionConfiguration(distance: 320)
    configuration.present = TransitionTiming(
      duration: 0.5, parameters: .spring(SpringTimingParameters(dampingRatio: 0.8)))
    configuration.dismiss = TransitionTiming(duration: 0.3, parameters: .easeInOut)
    let drawer = SlideTransition(edge: .left, configuration: configuration)
    present(settings, transition: InterruptiblePresentation(transition: drawer))
  }
}

struct FadeTransition: InterruptibleTransition {
  func apply(progress: Double, to views: TransitionViews) {
    views.content.alpha = CGFloat(progress)
  }
}

final class AppNavigationController: UINavigationController {
  let navigationDelegate = InterruptibleNavigationDelegate()

  let analytics = AnalyticsNavigationDelegate()  // an existing delegate of the app's own

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationDelegate.forwardingDelegate = analytics  // gets every call the library does not answer
    delegate = navigationDelegate  // the navigation controller holds its delegate weakly
  }
}

final class TabsViewController: UIViewController {
  let tabs = InterruptibleContainerViewController(children: [InboxViewController(), FeedViewController()])

  @objc func showFeed() {
    tabs.transition(to: 1)  // switches children with an interruptible transition
  }
}

final class NoPanViewController: UIViewController {
  let card = CardViewController()

  func showCardForTapsOnly() {
    present(card, transition: .card)
    card.interruptibleDriver?.isPanToDismissEnabled = false  // taps and code only; a runtime switch
  }
}

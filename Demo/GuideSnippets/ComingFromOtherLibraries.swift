// The code of Docs/ComingFromOtherLibraries.md, type-checked for iOS by .ci/run; scripts/check-guide-snippets
// checks that every Swift block of the guide appears here. The other libraries' own code is not here:
// the guide names their API in tables instead of compiling it.
import Interruptible
import UIKit

final class ReplyViewController: UIViewController {
  let replyButton = UIButton(type: .system)
  let replyMenu = UIMenu(children: [
    UIAction(title: "Reply") { _ in print("reply") },
    UIAction(title: "Forward") { _ in print("forward") },
  ])

  // UIButton.menu: before.
  func showsSystemMenu() {
    replyButton.menu = replyMenu
    replyButton.showsMenuAsPrimaryAction = true
  }

  // UIButton.menu: after.
  func showsInterruptibleMenu() {
    replyButton.showsInterruptibleMenu(replyMenu)  // the same UIMenu
  }

  func showReplyMenu() {
    presentMenu(replyMenu, from: replyButton)  // also from code, at any moment
  }

  // ChidoriMenu: after.
  @objc func tapped(_ tap: UITapGestureRecognizer) {
    presentMenu(replyMenu, from: tap.location(in: view), in: view)  // the UIAction handlers run themselves
  }
}

final class PlacesViewController: UIViewController {
  let placesList = UITableViewController()

  // UISheetPresentationController: before.
  func showPlacesWithUIKit() {
    placesList.modalPresentationStyle = .pageSheet
    if let sheet = placesList.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.prefersScrollingExpandsWhenScrolledToEdge = true
    }
    present(placesList, animated: true)
  }

  // UISheetPresentationController: after.
  func showPlaces() {
    let sheet = DetentSheetViewController(
      content: placesList,
      configuration: DetentSheetConfiguration(detents: [.medium, .large], largestUndimmedDetent: .medium))
    sheet.trackedScrollView = placesList.tableView  // scrolls at .large; pulls the sheet at the top
    present(sheet, animated: false)  // the sheet animates itself in
  }

  // FloatingPanel: after.
  func showPanel() {
    var configuration = DetentSheetConfiguration(
      detents: [.height(88, id: "tip"), .medium, .large], largestUndimmedDetent: "tip")
    configuration.allowsSkippingDetents = false  // FloatingPanel's default: one anchor per throw
    configuration.isDismissible = false  // isRemovalInteractionEnabled = false
    let panel = DetentSheetViewController(content: placesList, configuration: configuration)
    panel.trackedScrollView = placesList.tableView  // track(scrollView:)
    panel.onDetentChange = { identifier in print("now at", identifier.rawValue) }  // didChangeState
    present(panel, animated: false)
  }

  // PanModal: after.
  func showPanModal() {
    var configuration = DetentSheetConfiguration(detents: [.height(300, id: "short"), .large])
    configuration.dampingRatio = 0.8  // springDamping
    configuration.settleDuration = 0.5  // transitionDuration
    let sheet = DetentSheetViewController(content: placesList, configuration: configuration)
    sheet.trackedScrollView = placesList.tableView  // panScrollable
    present(sheet, animated: false)  // presentPanModal(_:)
  }

  func expand(_ sheet: DetentSheetViewController) {
    sheet.selectedDetentIdentifier = .large  // panModalTransition(to: .longForm)
  }
}

// UIPercentDrivenInteractiveTransition: before (a pan scrubs, then finish or cancel at 50 %).
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
  func handle(_ pan: UIPanGestureRecognizer, in container: UIView) {
    let progress = pan.translation(in: container).y / max(container.bounds.height, 1)
    switch pan.state {
    case .changed: update(progress)
    case .ended where progress > 0.5: finish()
    case .ended, .cancelled: cancel()
    default: break
    }
  }
}

// UIPercentDrivenInteractiveTransition: after (the pan, the decision and the velocity are built in).
struct DropDownTransition: InterruptibleTransition {
  func apply(progress: Double, to views: TransitionViews) {
    views.content.transform = CGAffineTransform(translationX: 0, y: (1 - progress) * 400)
  }
}

final class DetailsHostViewController: UIViewController {
  let details = UIViewController()

  func showDetails() {
    present(details, transition: InterruptiblePresentation(transition: DropDownTransition()))
  }
}

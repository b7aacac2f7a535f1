// The UIKit and SwiftUI code of the DocC catalog's articles (Sources/Interruptible/Interruptible.docc)
// and of CHANGELOG.md, type-checked for iOS by .ci/run; scripts/check-guide-snippets checks that every
// Swift block of them appears here or in another checked file.
import Interruptible
import UIKit

// GettingStarted.md: a pull-down menu.
final class NotesViewController: UIViewController {
  let sortButton = UIButton(type: .system)

  func sortMenu() -> UIMenu {
    UIMenu(children: [
      UIAction(title: "Name") { _ in print("by name") },
      UIAction(title: "Date") { _ in print("by date") },
    ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    sortButton.showsInterruptibleMenu(sortMenu())  // touch down, slide to a row, lift
  }

  @objc func showSortMenu() {
    presentMenu(sortMenu(), from: sortButton)  // also from a bar button item, or a point in a view
  }
}

final class ArticleViewController: UIViewController {
  let card = CardViewController()
  let comments = SheetViewController()
  let menu = MenuViewController()
  let button = UIButton(type: .system)
  var places: DetentSheetViewController?

  // GettingStarted.md: a presentation called back mid-flight.
  func showAndCallBack() {
    present(card, transition: .card)
    card.interruptibleDismiss()  // while it still arrives: it turns back from where it is
  }

  // GettingStarted.md: a finger dismisses it.
  func showComments() {
    present(comments, transition: .sheet(tracking: comments.tableView))
  }

  // UIKitShell.md: the entry points in a line each.
  func entryPoints() {
    present(menu, transition: .pullDownMenu(from: button))  // tap outside retracts it mid-flight
    present(card, transition: .card)
    present(comments, transition: .sheet(tracking: comments.tableView))
    comments.interruptibleDismiss()  // reverses an arriving presentation
  }

  // GettingStarted.md: a detent sheet.
  func showPlaces(_ placesList: UITableViewController) {
    let sheet = DetentSheetViewController(
      content: placesList,
      configuration: DetentSheetConfiguration(detents: [.fraction(0.25, id: "peek"), .medium, .large]))
    sheet.initialDetentIndex = 1  // opens at medium: an index into the detents sorted by height
    sheet.trackedScrollView = placesList.tableView
    present(sheet, animated: false)  // the sheet animates itself in
    places = sheet
  }

  func closePlaces() {
    places?.dismissSheet()  // from wherever it is, keeping its velocity
  }

  // CHANGELOG.md 0.1.0, Removed: migrating from InterruptibleAnimatedTransitioning.
  func migratedDropTransition() {
    // Before: final class DropTransition: InterruptibleAnimatedTransitioning { override func apply… }
    struct DropTransition: InterruptibleTransition {
      func apply(progress: Double, to views: TransitionViews) {
        views.content.transform = CGAffineTransform(translationX: 0, y: (1 - progress) * -200)
        views.content.alpha = progress
      }
    }
    present(menu, transition: InterruptiblePresentation(transition: DropTransition()))
    // or keep an InterruptibleTransitionDriver(transition: DropTransition()) as the transitioning delegate
  }
}

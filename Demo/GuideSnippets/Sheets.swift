import Interruptible
import UIKit

// The UIKit blocks of Docs/Sheets.md, type-checked for iOS by .ci/run.

final class MapViewController: UIViewController {
  let placesList = UITableViewController()

  func showPlaces() {
    let sheet = DetentSheetViewController(
      content: placesList,
      configuration: DetentSheetConfiguration(
        detents: [.fraction(0.25, id: "peek"), .medium, .large],
        largestUndimmedDetent: "peek"))  // the map stays usable below "peek"
    sheet.trackedScrollView = placesList.tableView  // the list scrolls only at .large
    sheet.onDetentChange = { identifier in print("rests at", identifier.rawValue) }
    present(sheet, animated: false)  // the sheet animates itself in
  }

  func expand(_ sheet: DetentSheetViewController) {
    sheet.selectedDetentIdentifier = .large  // from wherever it is, keeping its velocity
  }
}

final class ComposerViewController: UIViewController {
  func showFixedSheet(_ content: UIViewController) {
    var configuration = DetentSheetConfiguration(detents: [.height(180, id: "compact"), .fitsContent()])
    configuration.isDismissible = false  // rubber-bands below "compact" instead of dismissing
    configuration.settleDuration = 0.35
    let sheet = DetentSheetViewController(content: content, configuration: configuration)
    present(sheet, animated: false)
  }
}

final class RoutesViewController: UIViewController {
  var routes: DetentSheetViewController?

  func showRoutes(_ list: UITableViewController) {
    var configuration = DetentSheetConfiguration(detents: [.fraction(0.25, id: "peek"), .medium, .large])
    configuration.allowsSkippingDetents = false  // a throw moves one detent at most
    let sheet = DetentSheetViewController(content: list, configuration: configuration)
    sheet.initialDetentIndex = 1  // opens at medium: an index into the detents sorted by height
    sheet.onDismiss = { print("routes closed") }
    present(sheet, animated: false)
    routes = sheet
  }

  func closeRoutes() {
    routes?.dismissSheet()  // from wherever it is, keeping its velocity; onDismiss runs at the end
  }
}

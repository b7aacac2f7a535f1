import Interruptible
import SwiftUI
import UIKit

// The stacked-sheets blocks of Docs/Sheets.md, type-checked for iOS by .ci/run.

/// A list of places in a sheet; a place opens in a sheet over it.
final class PlacesListViewController: UITableViewController {
  func showPlace(_ detail: UIViewController) {
    let place = DetentSheetViewController(
      content: detail, configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    place.onDismiss = { print("place closed") }
    present(place, animated: false)  // from content inside a sheet: a sheet over that sheet
  }
}

final class TripViewController: UIViewController {
  var places: DetentSheetViewController?

  func showPlaces(_ list: PlacesListViewController) {
    let sheet = DetentSheetViewController(content: list)
    // A gentler recede than the default 0.92.
    sheet.recedeStyle = DetentSheetConfiguration.RecedeStyle(scalePerLevel: 0.94)
    present(sheet, animated: false)
    places = sheet
  }

  func closeAll() {
    places?.dismissSheet()  // the place sheet above leaves with it, in one motion
  }
}

struct TripView: View {
  @State private var showsPlaces = false

  var body: some View {
    Button("Places") { showsPlaces = true }
      .interruptibleSheet(isPresented: $showsPlaces, detents: [.large]) {
        TripStopsView()
      }
  }
}

struct TripStopsView: View {
  @State private var showsPlace = false

  var body: some View {
    Button("Louvre") { showsPlace = true }
      .interruptibleSheet(isPresented: $showsPlace) {  // a sheet over the places sheet
        Text("Louvre")
      }
  }
}

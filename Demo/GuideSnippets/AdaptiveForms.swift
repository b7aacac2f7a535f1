import Interruptible
import SwiftUI
import UIKit

// The blocks of Docs/AdaptiveForms.md, type-checked for iOS by .ci/run.

final class MapScreenController: UIViewController {
  func showPlaces(_ places: UIViewController) {
    let sheet = DetentSheetViewController(
      content: places,
      configuration: DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .medium, .large]))
    sheet.adaptiveForm = .automatic  // a sheet on iPhone, a floating panel on iPad
    present(sheet, animated: false)
  }

  func showInspector(_ inspector: UIViewController) {
    let sheet = DetentSheetViewController(content: inspector)
    var form = AdaptiveForm.floatingPanel(edge: .trailing, width: 420)
    form.panelMargin = 20
    sheet.adaptiveForm = form
    present(sheet, animated: false)
  }

  func showSettings(_ settings: UIViewController) {
    present(settings, transition: .card(adaptiveForm: .automatic))  // 540 × 620 pt on iPad
  }
}

struct AdaptiveMapScreen: View {
  @State private var showsPlaces = true

  var body: some View {
    Color.blue
      .interruptibleSheet(isPresented: $showsPlaces) { Text("Places") }
      .interruptibleSheetAdaptation(.automatic)
  }
}

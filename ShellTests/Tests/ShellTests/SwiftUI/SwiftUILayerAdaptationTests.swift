import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A sheet presented with an adaptation the model may change.
@MainActor
final class AdaptationModel: ObservableObject {
  @Published var shows = true
  @Published var adaptation = AdaptiveForm.automatic
}

/// A screen presenting an interruptible sheet with `interruptibleSheetAdaptation(_:)`.
struct AdaptationScreen: View {
  @ObservedObject var model: AdaptationModel
  var body: some View {
    Color.blue
      .interruptibleSheet(isPresented: $model.shows) { Text("Places") }
      .interruptibleSheetAdaptation(model.adaptation)
  }
}

@MainActor
@Suite("The SwiftUI layer in the world: the sheet's adaptation modifier")
struct SwiftUILayerAdaptationTests {
  @Test(
    "interruptibleSheetAdaptation(.automatic) floats the sheet on an iPad; changing it to .sheet spans the width"
  )
  func adaptationReachesTheSheet() {
    let world = UIKitWorld(
      screenSize: CGSize(width: 1024, height: 1366),
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      sizeClasses: (.regular, .regular))
    let model = AdaptationModel()
    let host = UIHostingController(rootView: AdaptationScreen(model: model))
    world.window.rootViewController = host
    world.advance(by: 2)
    let sheet = shownSheet(host)
    #expect(sheet?.presentationForm == .floatingPanel(edge: .leading))
    #expect(
      sheet.map { abs($0.sheetView.frame.minX - 16) < 0.5 && abs($0.sheetView.frame.width - 375) < 0.5 }
        == true)
    model.adaptation = .sheet
    world.advance(by: 2)
    #expect(sheet?.presentationForm == .sheet)
    #expect(sheet.map { abs($0.sheetView.frame.width - 1024) < 0.5 } == true)
    model.shows = false
    world.advance(by: 2)
    #expect(shownSheet(host) == nil)
    expectClean(world)
  }
}

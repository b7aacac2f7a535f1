import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("The SwiftUI layer in the world: the menu, the sheet's keyboard, corners, zoom ids, environment")
struct SwiftUILayerLookTests {
  @Test("The SwiftUI menu dims nothing and follows its button through a resize")
  func menuUndimmedAndAnchored() {
    let model = FindingModel()
    let (world, host) = hostedWorld(MenuCardScreen(model: model))
    model.showsMenu = true
    world.advance(by: 1)
    guard let menu = host.presentedViewController else {
      Issue.record("no menu")
      return
    }
    let presentation = menu.presentationController as? InterruptiblePresentationController
    #expect(presentation != nil)
    #expect(presentation?.dimmingAlpha == 0)
    guard let button = host.view.subviews.first(where: { $0 is UIControl }) else {
      Issue.record("no button")
      return
    }
    let before = menu.view.convert(menu.view.bounds, to: nil)
    #expect(before.minY >= button.convert(button.bounds, to: nil).maxY - 1)
    world.resize(to: CGSize(width: 844, height: 390))
    world.advance(by: 1)
    let anchor = button.convert(button.bounds, to: nil)
    let after = menu.view.convert(menu.view.bounds, to: nil)
    #expect(before != after)  // re-placed beside the button in the new window
    #expect(after.minY >= anchor.maxY - 1 && after.minY <= anchor.maxY + 40, "\(after) under \(anchor)")
    model.showsMenu = false
    world.advance(by: 1)
    #expect(model.menuDismissals == 1)
    expectClean(world)
  }

  @Test("The sheet's keyboard policy expands a peek sheet when the keyboard shows")
  func sheetKeyboardPolicy() {
    let model = FindingModel()
    model.showsSheet = true
    let (world, host) = hostedWorld(PeekSheetScreen(model: model, motion: InterruptibleSheetMotion()))
    world.advance(by: 1)
    #expect(shownSheet(host)?.selectedDetentIdentifier == "peek")
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    #expect(shownSheet(host)?.selectedDetentIdentifier == .large)
    #expect(model.selection == .large)  // written back on a later turn, never inside an update
    model.showsSheet = false
    world.advance(by: 1)
    #expect(model.dismissals == 1)
    expectClean(world)
  }

  @Test("The .sheet style rounds only the top corners of its content")
  func sheetStyleTopCorners() {
    let model = FindingModel()
    model.showsCard = true
    let (world, host) = hostedWorld(SheetStyleScreen(model: model))
    world.advance(by: 1)
    let layer = host.presentedViewController?.view.layer
    #expect(layer != nil)
    #expect(layer?.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    model.showsCard = false
    world.advance(by: 1)
    #expect(model.cardDismissals == 1)
    expectClean(world)
  }

  @Test(
    "A Boolean zoom flies from its sourceID's view, and without one never from a view whose id is true",
    arguments: [true, false])
  func booleanZoomSource(passesSourceID: Bool) {
    let model = FindingModel()
    let (world, host) = hostedWorld(ZoomFlagScreen(model: model, passesSourceID: passesSourceID))
    model.showsCard = true
    world.advance(by: 0.1)  // mid-flight: the zoom hides its source
    let markers = descendants(of: host.view).filter {
      String(describing: type(of: $0)) == "ZoomSourceMarkerView"
    }
    #expect(markers.count == 2)
    #expect(markers.filter(\.isHidden).count == (passesSourceID ? 1 : 0))
    world.advance(by: 2)
    #expect(host.presentedViewController != nil)
    model.showsCard = false
    world.advance(by: 2)
    #expect(host.presentedViewController == nil)
    #expect(markers.allSatisfy { !$0.isHidden })
    expectClean(world)
  }

  @Test("The presenting view's environment arrives in the presented content")
  func environmentArrives() {
    let log = EnvironmentLog()
    let view = Text("Home")
      .interruptiblePresentation(isPresented: .constant(true), transition: .card) {
        EnvironmentProbe(log: log)
      }
      .environment(\.colorScheme, .dark)
      .environment(\.dynamicTypeSize, .xxLarge)
    let (world, host) = hostedWorld(view)
    world.advance(by: 1)
    #expect(host.presentedViewController != nil)
    #expect(log.seen.count >= 1)
    #expect(log.seen.last?.0 == .dark)
    #expect(log.seen.last?.1 == .xxLarge)
    expectClean(world)
  }
}

/// A card presented in the `.sheet` style.
struct SheetStyleScreen: View {
  @ObservedObject var model: FindingModel

  var body: some View {
    Text("Home")
      .interruptiblePresentation(
        isPresented: $model.showsCard, transition: .sheet, onDismiss: model.cardLeft
      ) {
        Text("Sheet")
      }
  }
}

import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// An app's model for the scenarios: what is presented, and how often `onDismiss` ran.
@MainActor
final class ScreenModel: ObservableObject {
  @Published var showsCard = false
  @Published var showsMenu = false
  @Published var showsSheet = false
  @Published var photo: Photo?
  @Published var detent = SheetDetent.Identifier.medium
  var dismissals = 0
}

/// An item for `item:` presentations.
struct Photo: Identifiable, Equatable {
  let id: Int
}

/// A screen with a card, a menu anchored to a button, an item sheet and a detent sheet.
struct ScenarioScreen: View {
  @ObservedObject var model: ScreenModel
  var body: some View {
    VStack(spacing: 20) {
      Button("Card") { model.showsCard = true }
        .interruptiblePresentation(
          isPresented: $model.showsCard, transition: .card, onDismiss: { model.dismissals += 1 }
        ) {
          Text("Card content").padding()
        }
      Button("Sort") { model.showsMenu = true }
        .interruptibleMenu(isPresented: $model.showsMenu, onDismiss: { model.dismissals += 1 }) {
          VStack(alignment: .leading) {
            Button("Name") { model.showsMenu = false }
            Button("Date") { model.showsMenu = false }
          }
          .padding()
        }
      Button("Photo") { model.photo = Photo(id: 1) }
        .interruptiblePresentation(
          item: $model.photo, transition: .card, onDismiss: { model.dismissals += 1 }
        ) {
          photo in Text("Photo \(photo.id)").frame(width: 200, height: 120)
        }
      Color.blue.frame(height: 100)
        .interruptibleSheet(
          isPresented: $model.showsSheet, detents: [.medium, .large], selection: $model.detent,
          onDismiss: { model.dismissals += 1 }
        ) {
          Text("Sheet")
        }
    }
  }
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: the public modifiers")
struct SwiftUILayerScenarioTests {
  private func screen(_ model: ScreenModel) -> (UIKitWorld, UIHostingController<ScenarioScreen>) {
    let (world, host) = hostedWorld(ScenarioScreen(model: model))
    world.advance(by: 0.1)
    return (world, host)
  }

  @Test("A card presented by isPresented comes to rest, leaves when false, onDismiss once, no refusals")
  func cardByBinding() {
    let model = ScreenModel()
    let (world, host) = screen(model)
    guard let button = buttonTitled(0, in: host) else { return #expect(Bool(false)) }
    world.tap(at: centre(of: button))
    world.advance(by: 1)
    #expect(model.showsCard)
    #expect(host.presentedViewController != nil)
    model.showsCard = false
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    #expect(model.dismissals == 1)
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test("An item presentation shows the item's content and dismisses on nil")
  func itemPresentation() {
    let model = ScreenModel()
    let (world, host) = screen(model)
    model.photo = Photo(id: 1)
    world.advance(by: 1)
    let presented = host.presentedViewController
    #expect(presented != nil)
    if let presented { #expect(abs(presented.view.frame.width - 200) < 1) }
    model.photo = nil
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    #expect(model.dismissals == 1)
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test("The menu opens under its button's frame in the window")
  func menuAnchored() {
    let model = ScreenModel()
    let (world, host) = screen(model)
    guard let button = buttonTitled(1, in: host) else { return #expect(Bool(false)) }
    let anchor = button.convert(button.bounds, to: nil)
    model.showsMenu = true
    world.advance(by: 1)
    guard let menu = host.presentedViewController?.view else { return #expect(Bool(false)) }
    let frame = menu.convert(menu.bounds, to: nil)
    #expect(frame.minY >= anchor.maxY - 1)
    #expect(frame.height > 0)
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test("A detent sheet presented by its binding rests at its selection; moving the selection moves it")
  func sheetSelection() {
    let model = ScreenModel()
    let (world, host) = screen(model)
    model.showsSheet = true
    world.advance(by: 1)
    let sheet = host.presentedViewController as? DetentSheetViewController
    #expect(sheet != nil)
    #expect(sheet?.selectedDetentIdentifier == .medium)
    model.detent = .large
    world.advance(by: 1)
    #expect(sheet?.selectedDetentIdentifier == .large)
    #expect(model.detent == .large)
    #expect(world.refusals.isEmpty, "refusals: \(world.refusals)")
  }

  @Test("A detent sheet whose binding starts true appears once the screen is on screen")
  func sheetStartingTrue() {
    let model = ScreenModel()
    model.showsSheet = true
    let (world, host) = screen(model)
    world.advance(by: 1)
    // Presented once its anchor is in a window, in every setting of when that happens.
    #expect(host.presentedViewController is DetentSheetViewController)
    #expect(world.refusals.isEmpty, "refusals: \(world.refusals)")
  }

  /// The `index`-th SwiftUI button's hit view (in tree order) of the screen.
  private func buttonTitled(_ index: Int, in host: UIViewController) -> UIView? {
    let controls = host.view.subviews.filter { $0 is UIControl }
    return index < controls.count ? controls[index] : nil
  }
}

extension SwiftUILayerScenarioTests {
  @Test(
    "A menu row that closes the menu and opens a card in one action: the card appears after the menu left")
  func menuThenCard() {
    let model = ScreenModel()
    let (world, host) = hostedWorld(ScenarioScreen(model: model))
    model.showsMenu = true
    world.advance(by: 1)
    #expect(host.presentedViewController != nil)
    model.showsMenu = false
    model.showsCard = true
    world.advance(by: 2)
    #expect(model.dismissals == 1)  // the menu left, once
    #expect(model.showsCard)  // never written back to false
    #expect(host.presentedViewController != nil)
    model.showsCard = false
    world.advance(by: 2)
    #expect(model.dismissals == 2)
    #expect(world.liveAnimators == 0)
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }
}

// Ordinary SwiftUI code hosted in a UIHostingController at the window's root, driven only by
// `world.advance(by:)`, taps and touches; after each: refusals and exceptions empty, onDismiss once,
// nothing left once the presentation has gone.
import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("The SwiftUI layer in the world: presentations SwiftUI's own would show")
struct SwiftUILayerFindingTests {
  @Test("A sheet whose binding starts true appears once the view is in a window; toggles work after")
  func sheetStartingTrueAppears() {
    let model = FindingModel()
    model.showsSheet = true
    let (world, host) = hostedWorld(PeekSheetScreen(model: model, motion: InterruptibleSheetMotion()))
    world.advance(by: 1)
    weak var first: UIViewController?
    first = shownSheet(host)
    #expect(first != nil)
    #expect(model.showsSheet)
    model.showsSheet = false
    world.advance(by: 1)
    #expect(shownSheet(host) == nil)
    #expect(model.dismissals == 1)
    #expect(first == nil)
    model.showsSheet = true
    world.advance(by: 1)
    #expect(shownSheet(host) != nil)
    model.showsSheet = false
    world.advance(by: 1)
    #expect(model.dismissals == 2)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("Closing a menu and opening a card in one action: the card appears after the menu left")
  func menuThenCard() {
    let model = FindingModel()
    let (world, host) = hostedWorld(MenuCardScreen(model: model))
    model.showsMenu = true
    world.advance(by: 1)
    weak var menu: UIViewController?
    menu = host.presentedViewController
    #expect(menu != nil)
    model.showsMenu = false
    model.showsCard = true
    world.advance(by: 2)
    #expect(model.showsCard)  // never written back to false
    #expect(model.menuDismissals == 1)
    #expect(menu == nil)
    #expect(host.presentedViewController != nil)
    #expect(host.presentedViewController?.interruptibleDriver?.phase == .presented)
    model.showsCard = false
    world.advance(by: 2)
    #expect(host.presentedViewController == nil)
    #expect(model.cardDismissals == 1)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("A card opened from the map behind a peek sheet appears over the sheet; the sheet stays")
  func cardOverSheet() {
    let model = FindingModel()
    model.showsSheet = true
    let (world, host) = hostedWorld(MapCardScreen(model: model))
    world.advance(by: 1)
    guard let sheet = shownSheet(host) else {
      Issue.record("no sheet")
      return
    }
    model.showsCard = true
    world.advance(by: 1)
    #expect(model.showsCard)  // never written back to false
    #expect(sheet.presentedViewController != nil)
    model.showsCard = false
    world.advance(by: 1)
    #expect(sheet.presentedViewController == nil)
    #expect(model.cardDismissals == 1)
    #expect(shownSheet(host) === sheet)
    #expect(model.dismissals == 0)
    expectClean(world)
  }

  @Test("Moving the sheet by its selection publishes nothing inside a view update")
  func selectionMoveOutsideUpdate() {
    let model = FindingModel()
    model.showsSheet = true
    let (world, host) = hostedWorld(PeekSheetScreen(model: model, motion: InterruptibleSheetMotion()))
    world.advance(by: 1)
    model.selection = .large
    world.advance(by: 1)
    #expect(shownSheet(host)?.selectedDetentIdentifier == .large)
    #expect(model.selection == .large)
    model.showsSheet = false
    world.advance(by: 1)
    #expect(model.dismissals == 1)
    expectClean(world)  // no "Publishing changes from within view updates"
  }

  @Test("false written while a finger holds the sheet dismisses it after the release")
  func falseDuringDrag() {
    let model = FindingModel()
    model.showsSheet = true
    let (world, host) = hostedWorld(PeekSheetScreen(model: model, motion: InterruptibleSheetMotion()))
    world.advance(by: 1)
    guard let sheet = shownSheet(host) else {
      Issue.record("no sheet")
      return
    }
    let top = sheet.sheetView.convert(sheet.sheetView.bounds, to: nil).minY + 20
    world.touchDown(at: CGPoint(x: 200, y: top))
    world.touchMove(to: CGPoint(x: 200, y: top - 20))
    world.touchMove(to: CGPoint(x: 200, y: top - 40))
    model.showsSheet = false
    world.advance(by: 0.2)
    #expect(shownSheet(host) != nil)  // held: waits for the release
    #expect(model.dismissals == 0)
    world.touchUp()
    world.advance(by: 1.5)
    #expect(shownSheet(host) == nil)
    #expect(model.dismissals == 1)
    #expect(!model.showsSheet)
    expectClean(world)
  }

  @Test("true, false, true in one turn presents once and runs no onDismiss")
  func trueFalseTrue() {
    let model = FindingModel()
    let (world, host) = hostedWorld(MenuCardScreen(model: model))
    model.showsCard = true
    model.showsCard = false
    model.showsCard = true
    world.advance(by: 1)
    #expect(host.presentedViewController != nil)
    #expect(model.cardDismissals == 0)
    #expect(model.showsCard)
    model.showsCard = false
    world.advance(by: 1)
    #expect(model.cardDismissals == 1)
    expectClean(world)
  }

  @Test("A detent sheet's binding set true, false, true in one turn presents one sheet, no onDismiss")
  func sheetTrueFalseTrue() {
    let model = FindingModel()
    let (world, host) = hostedWorld(PeekSheetScreen(model: model, motion: InterruptibleSheetMotion()))
    model.showsSheet = true
    model.showsSheet = false
    model.showsSheet = true
    world.advance(by: 1)
    weak var first: UIViewController?
    first = shownSheet(host)
    #expect(first != nil)
    #expect(first?.presentedViewController == nil)  // one sheet, not two stacked
    #expect(model.dismissals == 0)
    model.showsSheet = false
    world.advance(by: 1)
    #expect(model.dismissals == 1)
    #expect(first == nil)
    expectClean(world)
  }

  @Test("A presenting view removed while its card is up dismisses the card; onDismiss once; nothing left")
  func presenterRemoved() {
    let model = FindingModel()
    let (world, host) = hostedWorld(RemovableScreen(model: model))
    model.showsCard = true
    world.advance(by: 1)
    weak var card: UIViewController?
    card = host.presentedViewController
    #expect(card != nil)
    model.showsPresenter = false
    world.advance(by: 2)
    #expect(host.presentedViewController == nil)
    #expect(model.cardDismissals == 1)
    #expect(card == nil)
    #expect(world.liveAnimators == 0)
    world.advance(by: 1)
    #expect(model.cardDismissals == 1)
    expectClean(world)
  }

  @Test("A detent sheet's presenting view removed while the sheet is up: it leaves, onDismiss once")
  func sheetPresenterRemoved() {
    let model = FindingModel()
    model.showsSheet = true
    let (world, host) = hostedWorld(RemovableSheetScreen(model: model))
    world.advance(by: 1)
    weak var sheet: UIViewController?
    sheet = shownSheet(host)
    #expect(sheet != nil)
    model.showsPresenter = false
    world.advance(by: 2)
    #expect(shownSheet(host) == nil)
    #expect(model.dismissals == 1)
    #expect(sheet == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

/// The "Pages of lists" screen: the sheet's scroll-view chain hands each pan to a list, the pager,
/// the carousel or the sheet.
@MainActor
@Suite("Demo: pages of lists in a sheet", .serialized)
struct PagedListsDemoTests {
  /// Opens the screen and its sheet, resting at medium.
  func openSheet(_ app: DemoAppWorld) -> (DetentSheetViewController, ListPagesViewController)? {
    guard let screen = app.openScreen(row: 12, as: PagedListsDemoViewController.self) else { return nil }
    app.tapButton("Show the pages", in: screen.view)
    app.world.advance(by: 2)
    guard let sheet = app.presented(DetentSheetViewController.self, by: screen),
      let pages = sheet.content as? ListPagesViewController
    else { return nil }
    return (sheet, pages)
  }

  @Test(
    "A fast sideways swipe turns exactly one page (offset 390 pt), a slow 80 pt one turns none; a carousel swipe scrolls the carousel only; the sheet stays"
  )
  func pagesAndCarousel() {
    let app = DemoAppWorld()
    weak var gone: DetentSheetViewController?
    do {
      guard let (sheet, pages) = openSheet(app) else { return }
      gone = sheet
      let top = sheet.sheetView.frame.minY
      #expect(abs(top - 445.5) < 0.5)
      #expect(pages.pageLabel.text == "Nearby · page 1 of 3")
      let carousel = app.center(of: pages.carousel)
      app.world.drag(
        from: carousel, to: CGPoint(x: carousel.x - 200, y: carousel.y + 4), duration: 0.2, thenRest: 0.2)
      app.world.advance(by: 1)
      #expect(abs(pages.carousel.contentOffset.x - 200) < 12)
      #expect(pages.pager.contentOffset.x == 0)
      #expect(abs(sheet.sheetView.frame.minY - top) < 0.5)

      app.world.drag(from: CGPoint(x: 300, y: 700), to: CGPoint(x: 100, y: 705), duration: 0.2)
      app.world.advance(by: 1)
      #expect(pages.pager.contentOffset.x == 390)
      #expect(pages.pageLabel.text == "Saved · page 2 of 3")
      #expect(abs(sheet.sheetView.frame.minY - top) < 0.5)

      app.world.touchDown(at: CGPoint(x: 300, y: 700))
      _ = app.move(from: CGPoint(x: 300, y: 700), dx: -4, dy: 0, count: 20)
      app.holdStill(for: 0.2)
      app.world.touchUp()
      app.world.advance(by: 1)
      #expect(pages.pager.contentOffset.x == 390)
      app.closeSheet(sheet)
    }
    app.expectReleased(gone)
  }

  @Test(
    "Below large a push up moves the sheet, not the list; at large a pull from the list's middle scrolls it, and at its top edge the same pull moves the sheet to medium"
  )
  func listThenSheet() {
    let app = DemoAppWorld()
    weak var gone: DetentSheetViewController?
    do {
      guard let (sheet, pages) = openSheet(app) else { return }
      gone = sheet
      let list = pages.lists[0]
      app.world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
      app.world.advance(by: 2)
      #expect(sheet.selectedDetentIdentifier == .large)
      #expect(abs(sheet.sheetView.frame.minY - 47) < 0.5)
      #expect(list.contentOffset.y == 0)

      // Held still before each lift: the list keeps no momentum.
      app.world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3, thenRest: 0.2)
      app.world.advance(by: 1)
      let middle = list.contentOffset.y
      #expect(middle > 250)
      app.world.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.3, thenRest: 0.2)
      app.world.advance(by: 1)
      #expect(abs(list.contentOffset.y - (middle - 100)) < 12)
      #expect(abs(sheet.sheetView.frame.minY - 47) < 0.5)

      var changes: [SheetDetent.Identifier] = []
      sheet.onDetentChange = { changes.append($0) }
      app.world.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 1)
      app.world.advance(by: 2)
      #expect(list.contentOffset.y == 0)
      #expect(changes == [.medium])
      #expect(abs(sheet.sheetView.frame.minY - 445.5) < 0.5)
      app.closeSheet(sheet)
    }
    app.expectReleased(gone)
  }
}

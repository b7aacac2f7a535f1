import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

/// The "Search in a sheet" screen: a Maps-like search sheet that expands on the keyboard and ends
/// editing on a downward drag. The world shows and hides the keyboard by hand where UIKit would on
/// focus and on resign (the stand-in does not tie the keyboard to the first responder).
@MainActor
@Suite("Demo: search in a sheet", .serialized)
struct SearchSheetDemoTests {
  /// Opens the screen and its sheet, resting at peek.
  func openSheet(_ app: DemoAppWorld) -> (
    SearchSheetDemoViewController, DetentSheetViewController, PlaceSearchViewController
  )? {
    guard let screen = app.openScreen(row: 11, as: SearchSheetDemoViewController.self) else { return nil }
    app.tapButton("Show the search sheet", in: screen.view)
    app.world.advance(by: 2)
    guard let sheet = app.presented(DetentSheetViewController.self, by: screen),
      let search = sheet.content as? PlaceSearchViewController
    else { return nil }
    return (screen, sheet, search)
  }

  /// Taps the field and shows a 336 pt keyboard, as focusing it does on an iPhone.
  func focus(_ app: DemoAppWorld, _ search: PlaceSearchViewController) {
    app.world.tap(at: app.center(of: search.field))
    app.world.setKeyboard(height: 336)
    app.world.advance(by: 1)
  }

  /// Opens the sheet, focuses the field with a 336 pt keyboard, runs `body`, then closes the sheet
  /// and checks it was released and the world is clean.
  func withFocusedSheet(
    _ body: (
      DemoAppWorld, SearchSheetDemoViewController, DetentSheetViewController, PlaceSearchViewController
    )
      -> Void
  ) {
    let app = DemoAppWorld()
    weak var gone: DetentSheetViewController?
    do {
      guard let (screen, sheet, search) = openSheet(app) else { return }
      gone = sheet
      focus(app, search)
      body(app, screen, sheet, search)
      app.closeSheet(sheet)
    }
    app.expectReleased(gone)
  }

  @Test(
    "Peek is 0.15 × 797 = 119.55 pt; focusing the field with a 336 pt keyboard takes the sheet to large, 461 pt tall, its bottom on the keyboard (508 pt)"
  )
  func expandsOnTheKeyboard() {
    let app = DemoAppWorld()
    weak var gone: DetentSheetViewController?
    do {
      guard let (_, sheet, search) = openSheet(app) else { return }
      gone = sheet
      #expect(sheet.selectedDetentIdentifier == "peek")
      #expect(abs(sheet.sheetView.frame.height - 119.55) < 0.5)
      #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
      focus(app, search)
      #expect(search.field.isFirstResponder)
      #expect(sheet.selectedDetentIdentifier == .large)
      #expect(abs(sheet.sheetView.frame.maxY - 508) < 0.5)
      #expect(abs(sheet.sheetView.frame.height - 461) < 0.5)
      #expect(abs(sheet.sheetView.frame.minY - 47) < 0.5)
      let field = search.field.convert(search.field.bounds, to: nil)
      #expect(field.maxY < 508)
      app.world.type("park", into: search.field)
      #expect(search.shown == ["Park"])
      #expect(search.results.numberOfRows(inSection: 0) == 1)
      sheet.dismissSheet()
      app.world.setKeyboard(height: 0)
      app.world.advance(by: 2)
      app.popToList()
    }
    app.expectReleased(gone)
  }

  @Test(
    "A downward drag ends editing at its start; as the keyboard leaves mid-drag the sheet's top stays under the finger (10 pt a frame) and, released slowly, it rests at medium on the screen's bottom"
  )
  func dragEndsEditing() {
    withFocusedSheet { app, _, sheet, search in
      let start = CGPoint(x: 200, y: 300)
      app.world.touchDown(at: start)
      var point = app.move(from: start, dx: 0, dy: 10, count: 3)
      #expect(!search.field.isFirstResponder)
      // The drag starts from the height shown above the keyboard: the bottom stays on it.
      #expect(abs(sheet.sheetView.frame.maxY - 508) < 0.5)
      // The field resigned: the keyboard leaves while the finger holds the sheet. Its top stays
      // under the finger (10 pt a frame, no jump) and its bottom goes down to the screen's.
      var top = sheet.sheetView.frame.minY
      app.world.setKeyboard(height: 0)
      var steps: [CGFloat] = []
      for _ in 0..<27 {
        point = app.move(from: point, dx: 0, dy: 10, count: 1)
        let shown = sheet.sheetView.layer.presentation()?.frame ?? sheet.sheetView.frame
        steps.append(shown.minY - top)
        top = shown.minY
      }
      #expect(steps.allSatisfy { abs($0 - 10) < 0.5 }, "\(steps)")
      #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
      app.holdStill(for: 0.2)
      app.world.touchUp()
      app.world.advance(by: 2)
      #expect(sheet.selectedDetentIdentifier == .medium)
      #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
      #expect(abs(sheet.sheetView.frame.height - 398.5) < 0.5)
    }
  }

  @Test(
    "RC06 order: the keyboard hides inside the field's resignation (before the pan's first change); the drag starts at 461 pt above it and its top stays under the finger (10 pt a frame)"
  )
  func keyboardHidesInsideResign() {
    withFocusedSheet { app, _, sheet, search in
      #expect(abs(sheet.sheetView.frame.height - 461) < 0.5)
      // UIKit may post the keyboard's frame change from inside resignFirstResponder.
      let world = app.world
      search.field.addAction(UIAction { _ in world.setKeyboard(height: 0) }, for: .editingDidEnd)
      let start = CGPoint(x: 200, y: 300)
      let top = sheet.sheetView.frame.minY
      app.world.touchDown(at: start)
      var point = start
      var offsets: [CGFloat] = []
      for _ in 0..<20 {
        point = app.move(from: point, dx: 0, dy: 10, count: 1)
        let shown = sheet.sheetView.layer.presentation()?.frame ?? sheet.sheetView.frame
        // How far the top is from under the finger (0 once the pan has begun).
        offsets.append((shown.minY - top) - (point.y - start.y))
      }
      #expect(!search.field.isFirstResponder)
      // The pan begins past its 10 pt hysteresis; from then on the top is under the finger.
      #expect(offsets.dropFirst(2).allSatisfy { abs($0) < 0.5 }, "\(offsets)")
      #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
      app.world.touchUp()
      app.world.advance(by: 2)
    }
  }

  @Test("Choosing a result ends editing, names it on the screen and settles the sheet at medium")
  func choosing() {
    withFocusedSheet { app, screen, sheet, search in
      app.world.type("mus", into: search.field)
      app.tapRow(0, in: search.results)
      #expect(!search.field.isFirstResponder)
      app.world.setKeyboard(height: 0)
      app.world.advance(by: 2)
      #expect(labelTexts(in: screen.view).contains("Chose Museum"))
      #expect(sheet.selectedDetentIdentifier == .medium)
      #expect(abs(sheet.sheetView.frame.height - 398.5) < 0.5)
      #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
    }
  }
}

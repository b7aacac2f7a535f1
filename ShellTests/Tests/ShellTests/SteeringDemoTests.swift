import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

@MainActor
@Suite("Demo: observe and steer")
struct SteeringDemoTests {
  @Test("The header fades with the sheet; unsaved changes resist a pull and count it; Save lets it go")
  func steeringScreen() {
    let app = DemoAppWorld()
    guard let screen = app.openScreen(row: 10, as: SteeringDemoViewController.self) else { return }
    app.tapButton("Show it with unsaved changes", in: screen.view)
    guard let sheet = screen.presentedViewController as? DetentSheetViewController else {
      Issue.record("no detent sheet presented")
      return
    }
    app.world.advance(by: 2)
    let labels = Self.labels(in: screen.view)
    let header = labels.first { $0.text?.hasPrefix("Header") == true }
    #expect((header?.alpha ?? 1) < 1)
    let top = sheet.sheetView.frame.minY
    app.world.drag(from: CGPoint(x: 200, y: top + 20), to: CGPoint(x: 200, y: top + 200), duration: 0.06)
    app.world.advance(by: 2)
    #expect(screen.presentedViewController === sheet)
    #expect(labels.contains { $0.text == "Dismissal attempted 1 time" })
    app.tapButton("Save", in: sheet.sheetView)
    app.world.advance(by: 2)
    #expect(screen.presentedViewController == nil)
    app.popToList()
    expectClean(app.world)
  }

  static func labels(in view: UIView) -> [UILabel] {
    view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) }
  }
}

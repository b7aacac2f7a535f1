import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

/// The adaptive forms screen: opened on an iPhone-sized window (390 × 844, compact width, insets
/// 47 / 34 pt), its sheet is a bottom sheet; the window widened to an iPad's 1024 × 1366 pt with
/// regular size classes (as Stage Manager or Split View do) while the sheet moves makes it a
/// floating panel that comes to rest once, when the move would have ended. Size classes as in
/// `AdaptiveSheetTests`.
@MainActor
@Suite("Demo: adaptive forms", .serialized)
struct AdaptiveFormsDemoTests {
  static let row = 15
  static let pad = CGSize(width: 1024, height: 1366)

  /// Scrolls the demo list to its end (the row lies below an iPhone's first screen) and opens the
  /// screen.
  func open(_ app: DemoAppWorld) -> AdaptiveFormsDemoViewController? {
    let table = app.list.tableView!
    table.contentOffset.y = max(
      table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom, 0)
    table.layoutIfNeeded()
    #expect(content(table, row: Self.row)?.text == "Adaptive forms")
    return app.openScreen(row: Self.row, as: AdaptiveFormsDemoViewController.self)
  }

  /// The sheet's content buttons, laid out as UIKit's stack does.
  func placeContent(of sheet: DetentSheetViewController, in app: DemoAppWorld) {
    guard let row = sheet.content.view.subviews.compactMap({ $0 as? UIStackView }).first else {
      Issue.record("no button row in the sheet")
      return
    }
    app.place(row, at: CGRect(x: 20, y: 72, width: sheet.content.view.bounds.width - 40, height: 44))
  }

  func expectFrame(
    _ frame: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let error = max(
      abs(frame.minX - expected.minX), abs(frame.minY - expected.minY), abs(frame.width - expected.width),
      abs(frame.height - expected.height))
    #expect(error < 0.5, "\(frame) vs \(expected)", sourceLocation: sourceLocation)
  }

  @Test(
    "On an iPhone a bottom sheet; widened to an iPad window mid-settle, a floating panel that rests once, on time"
  )
  func sheetBecomesPanelMidSettle() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakSheet: DetentSheetViewController?
    do {
      guard let screen = open(app) else { return }
      weakScreen = screen
      app.tapButton("Show the sheet", in: screen.view)
      guard let sheet = app.presented(DetentSheetViewController.self, by: screen) else { return }
      weakSheet = sheet
      var changes: [SheetDetent.Identifier] = []
      var changedAt: [TimeInterval] = []
      let demoHandler = sheet.onDetentChange
      sheet.onDetentChange = {
        changes.append($0)
        changedAt.append(app.world.now)
        demoHandler?($0)
      }
      app.world.advance(by: 2)
      // Peek is 30 % of the 844 − 47 = 797 pt below the top inset: 239.1 pt, across the width.
      #expect(sheet.presentationForm == .sheet)
      expectFrame(sheet.sheetView.frame, CGRect(x: 0, y: 844 - 239.1, width: 390, height: 239.1))
      #expect(screen.status.text == "Bottom sheet at peek")
      #expect(changes == ["peek"])

      placeContent(of: sheet, in: app)
      app.tapButton("Large", in: sheet.sheetView)
      let moved = app.world.now  // the button acts as the finger lifts
      app.world.advance(by: 0.15)
      let before = sheet.sheetView.layer.presentation()?.frame ?? .zero
      app.world.resize(to: Self.pad, sizeClasses: (.regular, .regular))
      app.world.advance(by: UIKitWorld.frame)
      let first = sheet.sheetView.layer.presentation()?.frame ?? .zero
      #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
      // The first frame moves on from where it was by no more than the form change of a sheet
      // resting at large (16 pt at the left edge and at the top: 47 → 63 pt); the frame change
      // itself animates with the window's resize, as alongside changes do (RT03).
      #expect(abs(first.minX - before.minX) <= 16 + 0.5 && abs(first.minY - before.minY) <= 16 + 0.5)
      app.world.advance(by: 2)
      // One rest at large, at the move's own end (0.5 s after the tap, within a 120 Hz frame).
      #expect(changes == ["peek", .large])
      #expect(changedAt.count == 2 && abs(changedAt[1] - (moved + 0.5)) <= UIKitWorld.frame + 1e-9)
      // Bottom 1366 − 34 − 16 = 1316; large is the 1316 − 47 − 16 = 1253 pt between the margins.
      expectFrame(sheet.sheetView.frame, CGRect(x: 16, y: 63, width: 375, height: 1253))
      #expect(screen.status.text == "Floating panel (leading) at large")
      app.closeSheet(sheet)
    }
    #expect(weakScreen == nil)
    app.expectReleased(weakSheet)
  }

  @Test("Widened mid-present: the arriving sheet becomes a panel and its present ends once, on time")
  func presentBecomesPanel() {
    let app = DemoAppWorld()
    guard let screen = open(app) else { return }
    app.tapButton("Show the sheet", in: screen.view)
    let presented = app.world.now  // the button acts as the finger lifts; the sheet appears then
    guard let sheet = app.presented(DetentSheetViewController.self, by: screen) else { return }
    var changedAt: [TimeInterval] = []
    let demoHandler = sheet.onDetentChange
    sheet.onDetentChange = {
      changedAt.append(app.world.now)
      demoHandler?($0)
    }
    app.world.advance(by: 0.2)
    app.world.resize(to: Self.pad, sizeClasses: (.regular, .regular))
    app.world.advance(by: 2)
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    // Peek is 30 % of 1253 pt: 375.9 pt above the panel's bottom at 1316 pt.
    expectFrame(sheet.sheetView.frame, CGRect(x: 16, y: 1316 - 375.9, width: 375, height: 375.9))
    #expect(
      changedAt.count == 1 && abs((changedAt.first ?? 0) - (presented + 0.5)) <= UIKitWorld.frame + 1e-9)
    #expect(screen.status.text == "Floating panel (leading) at peek")
    app.closeSheet(sheet)
    app.expectEndsClean()
  }

  @Test(
    "The policy control on an iPad: Panel moves the shown sheet to a 420 pt trailing panel, Sheet to the bottom"
  )
  func policyControl() {
    let app = DemoAppWorld()
    app.world.resize(to: Self.pad, sizeClasses: (.regular, .regular))
    app.world.advance(by: 1)
    guard let screen = open(app) else { return }
    app.tapButton("Show the sheet", in: screen.view)
    guard let sheet = app.presented(DetentSheetViewController.self, by: screen) else { return }
    app.world.advance(by: 2)
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    let control = screen.policyControl
    let segment = control.bounds.width / 3
    app.world.tap(at: control.convert(CGPoint(x: segment * 2.5, y: control.bounds.midY), to: nil))
    #expect(screen.policy == .floatingPanel(edge: .trailing, width: 420))
    app.world.advance(by: 2)
    #expect(sheet.presentationForm == .floatingPanel(edge: .trailing))
    expectFrame(sheet.sheetView.frame, CGRect(x: 1024 - 16 - 420, y: 1316 - 375.9, width: 420, height: 375.9))
    #expect(screen.status.text == "Floating panel (trailing) at peek")
    app.world.tap(at: control.convert(CGPoint(x: segment * 1.5, y: control.bounds.midY), to: nil))
    app.world.advance(by: 2)
    #expect(sheet.presentationForm == .sheet)
    // A bottom sheet: peek is 30 % of 1366 − 47 = 1319 pt.
    expectFrame(sheet.sheetView.frame, CGRect(x: 0, y: 1366 - 395.7, width: 1024, height: 395.7))
    #expect(screen.status.text == "Bottom sheet at peek")
    app.closeSheet(sheet)
    app.expectEndsClean()
  }

  @Test("The card: UIKit's 540 × 620 pt form sheet on an iPad, the card preset's frame on an iPhone")
  func card() {
    let app = DemoAppWorld()
    guard let screen = open(app) else { return }
    app.tapButton("Show a card", in: screen.view)
    guard let card = app.presented(CardViewController.self, by: screen) else { return }
    app.world.advance(by: 2)
    let phone = card.view.convert(card.view.bounds, to: nil)
    // The card preset: 24 pt side margins, 20 % of the height above and below.
    expectFrame(phone, CGRect(x: 24, y: 844 * 0.2, width: 342, height: 844 * 0.6))
    app.world.resize(to: Self.pad, sizeClasses: (.regular, .regular))
    app.world.advance(by: 2)
    expectFrame(card.view.convert(card.view.bounds, to: nil), CGRect(x: 242, y: 373, width: 540, height: 620))
    card.interruptibleDismiss()
    app.world.advance(by: 2)
    #expect(screen.presentedViewController == nil)
    app.popToList()
    app.expectEndsClean()
  }
}

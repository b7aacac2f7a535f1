import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The adaptive sheet reads its own window, never the screen or another window: a Stage Manager
/// window on a larger screen, resized across the size-class boundary while the sheet settles, and
/// two windows side by side, each with its own form. Size classes as in ``AdaptiveSheetTests``.
@MainActor
@Suite("Adaptive detent sheet: Stage Manager window resizes and several windows")
struct AdaptiveWindowTests {
  static let screen = CGSize(width: 1366, height: 1024)

  func present(in home: UIViewController) -> DetentSheetViewController {
    let sheet = DetentSheetViewController(
      content: ContentViewController(), configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    sheet.adaptiveForm = .automatic
    home.present(sheet, animated: false)
    return sheet
  }

  func expectFrame(
    _ sheet: DetentSheetViewController, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let frame = sheet.sheetView.frame
    let error = max(
      abs(frame.minX - expected.minX), abs(frame.minY - expected.minY), abs(frame.width - expected.width),
      abs(frame.height - expected.height))
    #expect(error < 0.5, "\(frame) vs \(expected)", sourceLocation: sourceLocation)
  }

  @Test(
    "A 700 × 800 Stage Manager window on a 1366 × 1024 screen: a panel in the window; narrowed to 500 pt mid-settle, a bottom sheet that rests once, on time"
  )
  func stageManagerResizeMidSettle() {
    let world = UIKitWorld(
      screenSize: CGSize(width: 700, height: 800), safeAreaInsets: .zero, sizeClasses: (.regular, .regular))
    UIScreen.main.size = Self.screen
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let sheet = present(in: home)
    world.advance(by: 2)
    // Bottom 800 − 16 = 784; detents in 768 pt; medium 384 (the screen's 1024 pt play no part).
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    expectFrame(sheet, CGRect(x: 16, y: 400, width: 375, height: 384))
    var changedAt: [TimeInterval] = []
    sheet.onDetentChange = { _ in changedAt.append(world.now) }
    let moved = world.now
    sheet.selectedDetentIdentifier = .large
    world.advance(by: 0.1)
    world.resize(
      to: CGSize(width: 500, height: 800), sizeClasses: (.compact, .regular), screenSize: Self.screen)
    world.advance(by: 2)
    #expect(UIScreen.main.bounds.size == Self.screen)
    #expect(sheet.presentationForm == .sheet)
    // A bottom sheet across the 500 pt window; large is its whole 800 pt (no top inset).
    expectFrame(sheet, CGRect(x: 0, y: 0, width: 500, height: 800))
    #expect(changedAt.count == 1 && abs((changedAt.first ?? 0) - (moved + 0.5)) <= UIKitWorld.frame + 1e-9)
    expectClean(world)
  }

  @Test(
    "Two windows side by side: a sheet in each takes its own window's form; resizing one leaves the other")
  func twoWindows() {
    let world = UIKitWorld(
      screenSize: CGSize(width: 1024, height: 1366), safeAreaInsets: AdaptiveSheetTests.padInsets,
      sizeClasses: (.regular, .regular))
    let wide = HomeViewController()
    world.window.rootViewController = wide
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 800))
    second.windowTraits = UITraitCollection(horizontal: .compact, vertical: .regular)
    let narrow = HomeViewController()
    second.rootViewController = narrow
    second.makeKeyAndVisible()
    world.advance(by: 0)
    let panel = present(in: wide)
    let bottom = present(in: narrow)
    world.advance(by: 2)
    #expect(panel.presentationForm == .floatingPanel(edge: .leading))
    expectFrame(panel, CGRect(x: 16, y: 685, width: 375, height: 645))
    #expect(bottom.presentationForm == .sheet)
    expectFrame(bottom, CGRect(x: 0, y: 400, width: 500, height: 400))
    world.resize(to: CGSize(width: 500, height: 1366), sizeClasses: (.compact, .regular))
    world.advance(by: 2)
    #expect(panel.presentationForm == .sheet)
    // Medium in 1366 − 24 = 1342 pt: 671 pt.
    expectFrame(panel, CGRect(x: 0, y: 1366 - 671, width: 500, height: 671))
    #expect(bottom.presentationForm == .sheet)
    expectFrame(bottom, CGRect(x: 0, y: 400, width: 500, height: 400))
    expectClean(world)
  }
}

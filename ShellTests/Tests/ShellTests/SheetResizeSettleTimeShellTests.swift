import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A resize that keeps the sheet's form (an iPad rotated with a floating panel, an iPhone-sized
/// window resized within compact width) while the sheet settles: the settle goes on from where it
/// is shown and ends when it would have, within a 120 Hz frame, with its one callback.
@MainActor
@Suite("Detent sheet: a resize mid-settle that keeps the form keeps the settle's end time")
struct SheetResizeSettleTimeShellTests {
  static let padInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

  func present(
    size: CGSize, classes: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass), insets: UIEdgeInsets
  ) -> (UIKitWorld, HomeViewController, DetentSheetViewController) {
    let world = UIKitWorld(screenSize: size, safeAreaInsets: insets, sizeClasses: classes)
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let sheet = DetentSheetViewController(
      content: ContentViewController(), configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    sheet.adaptiveForm = .automatic
    home.present(sheet, animated: false)
    world.advance(by: 2)
    return (world, home, sheet)
  }

  @Test("An iPad rotated halfway through a panel's move to large: onDetentChange once, at the move's 0.5 s")
  func rotationMidSettle() {
    let (world, home, sheet) = present(
      size: CGSize(width: 1024, height: 1366), classes: (.regular, .regular), insets: Self.padInsets)
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    var changedAt: [(SheetDetent.Identifier, TimeInterval)] = []
    sheet.onDetentChange = { changedAt.append(($0, world.now)) }
    let moved = world.now
    sheet.selectedDetentIdentifier = .large
    world.advance(by: 0.25)
    let before = sheet.sheetView.layer.presentation()?.frame ?? .zero
    world.resize(to: CGSize(width: 1366, height: 1024), sizeClasses: (.regular, .regular))
    world.advance(by: UIKitWorld.frame)
    let first = sheet.sheetView.layer.presentation()?.frame ?? .zero
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    // The height goes on from where it was shown (one frame of the settle, nearly at large).
    #expect(abs(first.height - before.height) < 30, "\(before) → \(first)")
    world.advance(by: 2)
    #expect(changedAt.map(\.0) == [.large])
    // The move's own 0.5 s, not 0.25 + 0.5 s (within a 120 Hz frame).
    #expect(abs((changedAt.first?.1 ?? 0) - (moved + 0.5)) <= UIKitWorld.frame + 1e-9)
    // Bottom 1024 − 20 − 16 = 988; detents in 988 − 24 − 16 = 948 pt: large at y 40.
    let frame = sheet.sheetView.frame
    #expect(abs(frame.minX - 16) < 0.5 && abs(frame.minY - 40) < 0.5 && abs(frame.height - 948) < 0.5)
    #expect(home.presentedViewController === sheet)
  }

  @Test(
    "A phone window resized within compact width halfway through a dismissal: onDismiss once, at its 0.5 s")
  func resizeMidDismissal() {
    let (world, home, sheet) = present(
      size: CGSize(width: 390, height: 844), classes: (.compact, .regular),
      insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    var dismissedAt: [TimeInterval] = []
    sheet.onDismiss = { dismissedAt.append(world.now) }
    let dismissed = world.now
    sheet.dismissSheet()
    world.advance(by: 0.25)
    world.resize(to: CGSize(width: 430, height: 932), sizeClasses: (.compact, .regular))
    world.advance(by: 2)
    #expect(sheet.presentationForm == .sheet)
    #expect(dismissedAt.count == 1)
    #expect(abs((dismissedAt.first ?? 0) - (dismissed + 0.5)) <= UIKitWorld.frame + 1e-9)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }
}

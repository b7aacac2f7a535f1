import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A floating iPad keyboard under the stand-in's three reported behaviours (KB06: the floating frame
/// posted, a hide, or nothing): it takes no room, so a floating panel or a sheet following the
/// keyboard stays where it is; a docked keyboard moves it. Where nothing is posted the shell keeps
/// the last frame it heard (Docs/AdaptiveForms.md states the limit).
@MainActor
@Suite("Floating keyboard: a panel or sheet that follows the keyboard stays for a floating one")
struct FloatingKeyboardShellTests {
  static let pad = CGSize(width: 1024, height: 1366)
  /// A floating keyboard in the middle of the screen, over the panel's column.
  static let floating = CGRect(x: 40, y: 900, width: 320, height: 260)

  func panel(_ policy: SheetKeyboardPolicy = .follow) -> (
    UIKitWorld, HomeViewController, DetentSheetViewController
  ) {
    let world = UIKitWorld(
      screenSize: Self.pad, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      sizeClasses: (.regular, .regular))
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let sheet = DetentSheetViewController(
      content: ContentViewController(), configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    sheet.keyboardPolicy = policy
    sheet.adaptiveForm = .automatic
    home.present(sheet, animated: false)
    world.advance(by: 2)
    return (world, home, sheet)
  }

  @Test(
    "A floating keyboard shown while a floating panel is up leaves the panel's frame unchanged (16, 685, 375 × 645)"
  )
  func floatingLeavesPanel() {
    let (world, _, sheet) = panel()
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    let frame = sheet.sheetView.frame
    #expect(frame == CGRect(x: 16, y: 685, width: 375, height: 645))
    world.setFloatingKeyboard(frame: Self.floating)
    world.advance(by: UIKitWorld.frame)
    #expect(sheet.sheetView.frame == frame)
    world.advance(by: 1)
    #expect(sheet.sheetView.frame == frame)
    expectClean(world)
  }

  @Test(
    "A docked 398 pt keyboard moves the panel above it (16, 486, 375 × 446); turning it floating brings the panel back to its frame, or keeps it above the docked frame when nothing is posted"
  )
  func dockedMovesPanel() {
    let (world, _, sheet) = panel()
    let frame = sheet.sheetView.frame
    world.setKeyboard(height: 398)
    world.advance(by: 1)
    let raised = sheet.sheetView.frame
    // The container ends at the keyboard: bottom 1366 − 398 − 20 − 16 = 932, medium (932 − 24 − 16) / 2.
    #expect(raised == CGRect(x: 16, y: 486, width: 375, height: 446))
    world.setFloatingKeyboard(frame: Self.floating)
    world.advance(by: 1)
    // With no notification (setting none) the shell cannot know the keyboard undocked: the panel
    // stays above the last docked frame it heard.
    let expected = StandInKeyboard.floatingNotifications == .none ? raised : frame
    #expect(edgeDistance(sheet.sheetView.frame, expected) < 0.5)
    expectClean(world)
  }

  @Test("A bottom sheet on an iPad in compact width (Slide Over, 320 pt) stays for a floating keyboard too")
  func bottomSheetStays() {
    let world = UIKitWorld(
      screenSize: CGSize(width: 320, height: 1366), safeAreaInsets: .zero, sizeClasses: (.compact, .regular))
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let sheet = DetentSheetViewController(
      content: ContentViewController(), configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    sheet.keyboardPolicy = .follow
    home.present(sheet, animated: false)
    world.advance(by: 2)
    let frame = sheet.sheetView.frame
    world.setFloatingKeyboard(frame: CGRect(x: 0, y: 1000, width: 320, height: 260))
    world.advance(by: 1)
    #expect(sheet.sheetView.frame == frame)
    expectClean(world)
  }
}

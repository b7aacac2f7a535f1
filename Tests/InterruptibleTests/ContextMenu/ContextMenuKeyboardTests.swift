import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ContextMenuPlacement: only a docked keyboard takes room")
struct ContextMenuKeyboardTests {
  static let rows = [44.0, 44, 44]
  static let source = CGRect(x: 0, y: 320, width: 390, height: 44)

  private func place(keyboard: CGRect?, screen: CGRect? = nil) -> ContextMenuPlacement {
    ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: Self.source, rowHeights: Self.rows,
      keyboardFrame: keyboard, screen: screen)
  }

  @Test("A floating keyboard (not reaching the screen's bottom) takes no room: placed as with none")
  func floatingKeyboardTakesNoRoom() {
    let without = place(keyboard: nil)
    let floating = place(keyboard: CGRect(x: 40, y: 400, width: 320, height: 260))
    #expect(floating == without)
    #expect(floating.side == .below)
    #expect(floating.menuFrame.maxY > 400)  // the menu may lie under the floating keyboard
    // The same keyboard docked (reaching the bottom) moves the menu above the preview.
    let docked = place(keyboard: CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(docked.side == .above && docked.previewFrame.maxY <= 492 + 1e-9)
  }

  @Test("In a window above the screen's bottom, a keyboard counts only when it reaches the screen's bottom")
  func windowAboveTheScreenBottom() {
    // The window's bottom is 100 pt above the screen's (a Stage Manager window).
    let screen = CGRect(x: 0, y: 0, width: 390, height: 944)
    let undocked = place(keyboard: CGRect(x: 0, y: 508, width: 390, height: 336), screen: screen)
    #expect(undocked == place(keyboard: nil))
    let docked = place(keyboard: CGRect(x: 0, y: 508, width: 390, height: 436), screen: screen)
    #expect(docked.side == .above && docked.previewFrame.maxY <= 492 + 1e-9)
  }
}

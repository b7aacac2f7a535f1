import Foundation
import Testing

@testable import InterruptibleCore

@Suite("SheetKeyboard: a floating iPad keyboard takes no room")
struct FloatingKeyboardTests {
  /// A 12.9-inch iPad in portrait.
  let container = CGRect(x: 0, y: 0, width: 1024, height: 1366)

  @Test("Docked full width (398 pt) covers 398 pt; floating 320 × 260 pt in the middle covers 0")
  func dockedAndFloating() {
    let docked = CGRect(x: 0, y: 968, width: 1024, height: 398)
    #expect(SheetKeyboard.overlap(keyboardFrame: docked, container: container) == 398)
    let floating = CGRect(x: 352, y: 700, width: 320, height: 260)
    #expect(SheetKeyboard.overlap(keyboardFrame: floating, container: container) == 0)
  }

  @Test(
    "A floating keyboard over a floating panel (leading, 375 pt, bottom at 1330) covers 0: the panel does not rise"
  )
  func overPanel() {
    let floating = CGRect(x: 40, y: 1000, width: 320, height: 260)
    #expect(SheetKeyboard.overlap(keyboardFrame: floating, container: container) == 0)
    let keyboard = SheetKeyboard(policy: .follow, overlap: 0)
    #expect(keyboard.lift == 0)
    #expect(keyboard.detentContainer(1310) == 1310)
  }

  @Test(
    "The bottom edge has 1 pt of tolerance: a keyboard ending 0.5 pt short is docked, one ending 2 pt short floats"
  )
  func tolerance() {
    #expect(
      SheetKeyboard.overlap(
        keyboardFrame: CGRect(x: 0, y: 967.5, width: 1024, height: 398), container: container) == 398.5)
    #expect(
      SheetKeyboard.overlap(
        keyboardFrame: CGRect(x: 0, y: 966, width: 1024, height: 398), container: container) == 0)
  }

  @Test(
    "A Stage Manager window 900 pt tall, in its own coordinates: a docked keyboard reaching past its bottom covers what it hides"
  )
  func window() {
    let window = CGRect(x: 0, y: 0, width: 700, height: 900)
    // The screen's docked keyboard converted into a window whose bottom is at 1266 on screen.
    let docked = CGRect(x: -200, y: 968 - 366, width: 1024, height: 398)
    #expect(SheetKeyboard.overlap(keyboardFrame: docked, container: window) == 298)
  }
}

@Suite("SheetKeyboard: docked is decided at the screen's bottom")
struct FloatingKeyboardScreenTests {
  @Test(
    "A floating keyboard across the bottom of a window 600 pt tall (screen 1366 pt) covers 0; docked it covers nothing of a window above it"
  )
  func straddlingWindow() {
    let window = CGRect(x: 0, y: 0, width: 700, height: 600)
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let floating = CGRect(x: 100, y: 500, width: 320, height: 260)
    #expect(SheetKeyboard.overlap(keyboardFrame: floating, container: window, screen: screen) == 0)
    // Without the screen the window's bottom is taken as the screen's: the same frame would count.
    #expect(SheetKeyboard.overlap(keyboardFrame: floating, container: window) == 100)
    let docked = CGRect(x: 0, y: 968, width: 1024, height: 398)
    #expect(SheetKeyboard.overlap(keyboardFrame: docked, container: window, screen: screen) == 0)
  }

  @Test("A screen with a NaN edge counts as no keyboard")
  func badScreen() {
    let window = CGRect(x: 0, y: 0, width: 700, height: 600)
    let screen = CGRect(x: 0, y: 0, width: 1024, height: Double.nan)
    #expect(
      SheetKeyboard.overlap(
        keyboardFrame: CGRect(x: 0, y: 300, width: 700, height: 300), container: window, screen: screen) == 0)
  }
}

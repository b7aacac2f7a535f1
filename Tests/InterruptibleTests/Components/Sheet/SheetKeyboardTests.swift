import Foundation
import Testing

@testable import InterruptibleCore

@Suite("SheetKeyboard: the keyboard's room under a detent sheet")
struct SheetKeyboardTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test(
    "A docked 336 pt keyboard covers 336 pt; detents resolve in 797 − 336 = 461 pt; the sheet lifts 336 pt")
  func docked() {
    let overlap = SheetKeyboard.overlap(
      keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336), container: container)
    #expect(overlap == 336)
    let keyboard = SheetKeyboard(policy: .follow, overlap: overlap)
    #expect(keyboard.detentContainer(797) == 461)
    #expect(keyboard.lift == 336)
    #expect(SheetKeyboard(policy: .ignore, overlap: overlap).lift == 0)
    #expect(SheetKeyboard(policy: .ignore, overlap: overlap).detentContainer(797) == 797)
  }

  @Test("A floating keyboard, a hidden one (below the screen) and an empty frame take no room")
  func noRoom() {
    #expect(
      SheetKeyboard.overlap(
        keyboardFrame: CGRect(x: 40, y: 300, width: 320, height: 260), container: container) == 0)
    #expect(
      SheetKeyboard.overlap(
        keyboardFrame: CGRect(x: 0, y: 844, width: 390, height: 336), container: container) == 0)
    #expect(SheetKeyboard.overlap(keyboardFrame: .zero, container: container) == 0)
  }

  @Test("A keyboard taller than the container covers all of it; the detent container is never negative")
  func taller() {
    let overlap = SheetKeyboard.overlap(
      keyboardFrame: CGRect(x: 0, y: -100, width: 390, height: 944), container: container)
    #expect(overlap == 844)
    #expect(SheetKeyboard(policy: .follow, overlap: overlap).detentContainer(797) == 0)
  }

  @Test("expand(to:) names its detent only while the keyboard covers something")
  func expand() {
    #expect(SheetKeyboard(policy: .expand(to: .large), overlap: 300).expandedDetent == .large)
    #expect(SheetKeyboard(policy: .expand(to: .large), overlap: 0).expandedDetent == nil)
    #expect(SheetKeyboard(policy: .follow, overlap: 300).expandedDetent == nil)
  }

  @Test("Bad input: NaN, infinite or negative frames and overlaps count as no keyboard")
  func badInput() {
    #expect(
      SheetKeyboard.overlap(
        keyboardFrame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), container: container) == 0)
    #expect(
      SheetKeyboard.overlap(
        keyboardFrame: CGRect(x: 0, y: 508, width: CGFloat.infinity, height: 336), container: container) == 0)
    #expect(SheetKeyboard(policy: .follow, overlap: .nan).overlap == 0)
    #expect(SheetKeyboard(policy: .follow, overlap: -5).lift == 0)
    #expect(SheetKeyboard(policy: .follow, overlap: 10).detentContainer(.infinity) == 0)
  }
}

extension SheetKeyboardTests {
  @Test("SheetKeyboard.overlap set later to NaN, ±∞ or a negative value counts as 0")
  func keyboardOverlapSetLater() {
    var keyboard = SheetKeyboard(policy: .follow, overlap: 300)
    for bad in [-Double.infinity, .infinity, .nan, -20] {
      keyboard.overlap = bad
      #expect(keyboard.overlap == 0)
      #expect(keyboard.lift == 0)
      #expect(keyboard.detentContainer(800) == 800)
    }
    keyboard.overlap = 250
    #expect(keyboard.detentContainer(800) == 550)
  }
}

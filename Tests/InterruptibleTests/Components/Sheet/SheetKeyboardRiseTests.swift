import Testing

@testable import InterruptibleCore

@Suite("The keyboard rising under a held sheet: the bottom waits behind it")
struct SheetKeyboardRiseTests {
  @Test(
    "A 336 pt keyboard over 0.25 s from t = 1: bottom 844 at 1.1 and 1.2499, 508 from 1.25; a leaving one is no rise"
  )
  func risesBehind() throws {
    let rise = try #require(SheetKeyboardRise(heldBottom: 844, newBottom: 508, at: 1, duration: 0.25))
    #expect(rise.endTime == 1.25)
    #expect(rise.bottom(508, at: 1.1) == 844)
    #expect(rise.bottom(508, at: 1.2499) == 844)
    #expect(rise.bottom(508, at: 1.25) == 508)
    // Never above the layout's bottom: a bottom lower than the held one is shown as it is.
    #expect(rise.bottom(900, at: 1.1) == 900)
    #expect(SheetKeyboardRise(heldBottom: 508, newBottom: 844, at: 1, duration: 0.25) == nil)
    #expect(SheetKeyboardRise(heldBottom: 844, newBottom: 843.6, at: 1, duration: 0.25) == nil)
  }

  @Test("Bad input: NaN or infinite values give no rise; a negative duration ends the rise at once")
  func badInput() throws {
    #expect(SheetKeyboardRise(heldBottom: .nan, newBottom: 508, at: 1, duration: 0.25) == nil)
    #expect(SheetKeyboardRise(heldBottom: 844, newBottom: -.infinity, at: 1, duration: 0.25) == nil)
    #expect(SheetKeyboardRise(heldBottom: 844, newBottom: 508, at: .nan, duration: 0.25) == nil)
    #expect(SheetKeyboardRise(heldBottom: 844, newBottom: 508, at: 1, duration: .infinity) == nil)
    let instant = try #require(SheetKeyboardRise(heldBottom: 844, newBottom: 508, at: 1, duration: -3))
    #expect(instant.bottom(508, at: 1) == 508)
  }
}

import Interruptible
import Testing

/// The core example of Docs/Sheets.md, kept compiling and passing.
@Test("Guide: a fling up from peek skips medium and settles at large, once")
func sheetGuideFling() {
  var sheet = DetentSheet(
    configuration: DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .medium, .large]),
    container: 800)
  sheet.present(at: 0)
  _ = sheet.update(at: 0.5)  // at rest at peek, 240 pt

  sheet.dragBegan(at: 1)
  sheet.dragChanged(translation: -100, at: 1.05)  // follows the finger: 340 pt
  let decision = sheet.dragEnded(velocity: -1500, at: 1.05)  // up at 1500 pt/s
  #expect(decision?.target == .detent(2))  // projected 340 + 748.5 = 1088.5 pt: large
  #expect(sheet.update(at: 1.55) == [.settled(detent: 2), .detentChanged(detent: 2)])
}

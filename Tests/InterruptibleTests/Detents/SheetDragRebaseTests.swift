import Foundation
import Testing

@testable import Interruptible

@Suite("A drag rebased when the sheet's bottom moves under the finger (the keyboard hides mid-drag)")
struct SheetDragRebaseTests {
  /// Medium and large in 797 pt, shown at large above a 336 pt keyboard (461 pt), held by a finger
  /// that has dragged it 60 pt down (401 pt) at t = 1.
  func draggedAboveTheKeyboard() -> DetentSheet {
    var sheet = DetentSheet(
      configuration: DetentSheetConfiguration(detents: [.medium, .large]), container: 797)
    sheet.containerDidResize(SheetKeyboard(policy: .follow, overlap: 336).detentContainer(797), at: 0)
    sheet.present(toDetent: 1, at: 0)
    _ = sheet.update(at: 0.9)
    sheet.dragBegan(at: 0.9, shownHeight: 461)
    sheet.dragChanged(translation: 60, at: 1)
    return sheet
  }

  @Test(
    "The keyboard hides: rebased to 401 + 336 = 737 pt the top stays; 10 pt more finger travel gives 727 pt at −10 pt per frame, not a 336 pt jump"
  )
  func keyboardHidesMidDrag() {
    var sheet = draggedAboveTheKeyboard()
    #expect(abs(sheet.height(at: 1) - 401) < 1e-9)
    sheet.containerDidResize(797, at: 1)
    sheet.rebaseDrag(toShownHeight: 401 + 336)
    #expect(abs(sheet.height(at: 1) - 737) < 1e-9)
    let frame = 1.0 / 120
    sheet.dragChanged(translation: 70, at: 1 + frame)
    #expect(abs(sheet.height(at: 1 + frame) - 727) < 1e-9)
    #expect(abs(sheet.sample(at: 1 + frame).velocity - (-10 / frame)) < 1e-6)
    // Released still, 727 pt of 797 is nearest large: it settles there, not at medium.
    sheet.dragEnded(velocity: 0, at: 1.1)
    #expect(sheet.detentIndex == 1)
  }

  @Test("Bad input: NaN or infinite ignored, negative counts as 0, ignored while not dragging")
  func badInput() {
    var sheet = draggedAboveTheKeyboard()
    sheet.rebaseDrag(toShownHeight: .nan)
    sheet.rebaseDrag(toShownHeight: .infinity)
    #expect(abs(sheet.height(at: 1) - 401) < 1e-9)
    sheet.rebaseDrag(toShownHeight: -20)
    #expect(sheet.height(at: 1) == 0)
    sheet.dragEnded(velocity: 0, at: 1)
    let settling = sheet.sample(at: 1.05).height
    sheet.rebaseDrag(toShownHeight: 700)
    #expect(sheet.sample(at: 1.05).height == settling)
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

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

  /// Medium and large above a 336 pt keyboard in 797 pt (medium 230.5 pt), modal in presentation,
  /// pulled `pull` pt below medium at t = 1: the drag rubber-bands.
  func pulledBelowMedium(_ pull: Double) -> DetentSheet {
    var sheet = DetentSheet(
      configuration: DetentSheetConfiguration(detents: [.medium, .large]), container: 797)
    sheet.isModalInPresentation = true
    sheet.containerDidResize(SheetKeyboard(policy: .follow, overlap: 336).detentContainer(797), at: 0)
    sheet.present(toDetent: 0, at: 0)
    _ = sheet.update(at: 0.9)
    sheet.dragBegan(at: 0.9, shownHeight: 230.5)
    sheet.dragChanged(translation: pull, at: 1)
    return sheet
  }

  @Test(
    "Rubber-banded 100 pt below medium (181.4 pt shown), the keyboard hides: the drag goes on from 517.4 pt, 1 pt lower for 1 pt of finger, not 52 pt"
  )
  func rebaseFromTheBand() {
    var sheet = pulledBelowMedium(100)
    let banded = sheet.height(at: 1)
    #expect(abs(banded - (230.5 - RubberBand.offset(100, dimension: 461))) < 1e-9)
    #expect(abs(banded - 181.4) < 0.1)
    sheet.containerDidResize(797, at: 1)
    sheet.rebaseDrag(toShownHeight: banded + 336)
    sheet.dragChanged(translation: 101, at: 1 + 1.0 / 120)
    #expect(abs(sheet.height(at: 1.01) - (banded + 336 - 1)) < 1e-9)
  }

  @Test(
    "Rubber-banded 300 pt below medium, a 30 pt keyboard change keeps it in the band: the next 1 pt of finger moves it less than 1 pt, along the band"
  )
  func rebaseStaysInTheBand() {
    var sheet = pulledBelowMedium(300)
    let banded = sheet.height(at: 1)
    // The keyboard shrinks by 30 pt: the container above it grows, medium rises 15 pt.
    sheet.containerDidResize(SheetKeyboard(policy: .follow, overlap: 306).detentContainer(797), at: 1)
    sheet.rebaseDrag(toShownHeight: banded + 30)
    #expect(abs(sheet.height(at: 1) - (banded + 30)) < 1e-9)
    let bottom = sheet.layout.smallest
    #expect(banded + 30 < bottom)
    sheet.dragChanged(translation: 301, at: 1 + 1.0 / 120)
    let step = banded + 30 - sheet.height(at: 1.01)
    #expect(step > 0 && step < 1, "moved \(step) pt")
    // Exactly the band's step from where the finger would be for the shown height.
    let raw = bottom - RubberBand.overshoot(forOffset: bottom - (banded + 30), dimension: 491)
    let expected = bottom - RubberBand.offset(bottom - (raw - 1), dimension: 491)
    #expect(abs(sheet.height(at: 1.01) - expected) < 1e-9)
  }

  @Test(
    "RubberBand.overshoot(forOffset:) inverts offset: 51.46… of 800 is a 100 pt pull; at the limit it stays finite"
  )
  func rubberBandInverse() {
    let offset = RubberBand.offset(100, dimension: 800)
    #expect(abs(RubberBand.overshoot(forOffset: offset, dimension: 800) - 100) < 1e-9)
    #expect(abs(RubberBand.overshoot(forOffset: -offset, dimension: 800) + 100) < 1e-9)
    for pull in stride(from: 0.0, through: 5_000, by: 250) {
      let back = RubberBand.overshoot(forOffset: RubberBand.offset(pull, dimension: 461), dimension: 461)
      #expect(abs(back - pull) < 1e-6 * max(pull, 1))
    }
    #expect(RubberBand.overshoot(forOffset: 900, dimension: 800).isFinite)
    #expect(RubberBand.overshoot(forOffset: .nan, dimension: 800) == 0)
  }
}

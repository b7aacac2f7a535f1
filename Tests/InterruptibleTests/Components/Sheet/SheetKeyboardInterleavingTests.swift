import Foundation
import Testing

@testable import InterruptibleCore

@Suite("A detent sheet under random keyboard changes, drags and detent changes")
struct SheetKeyboardInterleavingTests {
  @Test("336 pt keyboard on an 844 pt container: following, the sheet's bottom meets the keyboard at rest")
  func restsOnTheKeyboard() {
    let configuration = DetentSheetConfiguration(detents: [.medium, .large])
    var sheet = DetentSheet(configuration: configuration, container: 844)
    sheet.present(toDetent: 0, at: 0)
    _ = sheet.update(at: 2)
    let keyboard = SheetKeyboard(policy: .follow, overlap: 336)
    sheet.containerDidResize(keyboard.detentContainer(844), at: 2)
    _ = sheet.update(at: 4)
    // The sheet's bottom is lifted by the keyboard; its top is its height above that.
    let bottom = 844 - keyboard.lift
    #expect(abs(bottom - 508) < 0.5)
    #expect(abs(sheet.height(at: 4) - 254) < 0.5)  // medium of the 508 pt above the keyboard
    #expect(abs(bottom - sheet.height(at: 4) - 254) < 0.5)
  }

  @Test(
    "Keeping the field visible: the sheet rises by what brings the field's bottom to the margin, capped below the top"
  )
  func keepVisibleLift() {
    var keyboard = SheetKeyboard(policy: .keepFocusedFieldVisible(margin: 16), overlap: 336)
    keyboard.focusedFieldBottom = 334.5
    #expect(keyboard.lift == 17.5)
    keyboard.focusedFieldBottom = 400
    #expect(keyboard.lift == 0)
    keyboard.focusedFieldBottom = nil
    #expect(keyboard.lift == 0)
    keyboard.focusedFieldBottom = 10
    #expect(keyboard.lift == 342)
    #expect(keyboard.detentContainer(797) == 797)
    #expect(keyboard.lift(sheetHeight: 700, container: 844, topInset: 47) == 97)
    keyboard.focusedFieldBottom = .nan
    #expect(keyboard.lift == 0)
    #expect(SheetKeyboard(policy: .keepFocusedFieldVisible(margin: .nan), overlap: 0).lift == 0)
    #expect(SheetKeyboard.resignsFirstResponder(onDrag: true, isEditing: true, movingDown: true))
    #expect(!SheetKeyboard.resignsFirstResponder(onDrag: true, isEditing: true, movingDown: false))
    #expect(!SheetKeyboard.resignsFirstResponder(onDrag: false, isEditing: true, movingDown: true))
  }

  @Test(
    "1 000 random interleavings: each new resting detent is reported exactly once; every value stays finite")
  func randomInterleavings() {
    let seed: UInt64 = 0x29_4B45_5942
    print("SheetKeyboard interleavings, seed", seed)
    var random = SplitMix64(seed: seed)
    let detents = [
      SheetDetent.fraction(0.3, id: "small"), SheetDetent.fraction(0.6, id: "half"), SheetDetent.large,
    ]
    var reported = 0
    for run in 0..<1_000 {
      let policy: SheetKeyboardPolicy = random.pick([.follow, .ignore, .expand(to: .large)])
      var sheet = DetentSheet(
        configuration: DetentSheetConfiguration(detents: detents, isDismissible: random.oneIn(2)),
        container: 797)
      var time = 0.0
      var lastRested: Int?
      var dragging = false
      sheet.present(toDetent: random.below(3), at: time)
      for _ in 0..<40 {
        time += random.unit() * 0.3
        for event in sheet.update(at: time) {
          switch event {
          case .settled(let detent):
            if detent != lastRested { reported -= 1 }  // must be matched by one detentChanged below
            lastRested = detent
          case .detentChanged:
            reported += 1
          case .dismissed:
            lastRested = nil
          }
        }
        #expect(reported == 0, "run \(run): a new resting detent not reported exactly once")
        reported = 0
        switch random.below(5) {
        case 0:
          let keyboard = SheetKeyboard(policy: policy, overlap: random.pick([0, 216, 336, 400]))
          sheet.containerDidResize(keyboard.detentContainer(797), at: time)
          if let detent = keyboard.expandedDetent, let index = sheet.layout.index(of: detent) {
            sheet.move(toDetent: index, at: time)
          }
        case 1:
          if !dragging, sheet.phase != .hidden {
            sheet.dragBegan(at: time)
            dragging = true
          }
        case 2:
          if dragging { sheet.dragChanged(translation: (random.unit() - 0.5) * 400, at: time) }
        case 3:
          if dragging {
            _ = sheet.dragEnded(velocity: (random.unit() - 0.5) * 3000, at: time)
            dragging = false
          }
        default:
          if !dragging, sheet.phase != .hidden { sheet.move(toDetent: random.below(3), at: time) }
        }
        let sample = sheet.sample(at: time)
        #expect(sample.height.isFinite && sample.velocity.isFinite, "run \(run)")
        #expect(sheet.detentIndex.map { sheet.layout.heights.indices.contains($0) } ?? true, "run \(run)")
      }
    }
  }
}

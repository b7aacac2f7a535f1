import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Hardware keys: Escape, arrows and Return in presented content and menus")
struct HardwareKeyResponseTests {
  @Test(
    "Escape in every phase: idle passes on; presenting and presented dismiss; dismissing is taken and does nothing"
  )
  func escapeByPhase() {
    let answers = PresentationPhase.allCases.map { PresentationKeyResponse(key: .escape, phase: $0) }
    #expect(
      answers == [
        PresentationKeyResponse(isHandled: false, action: .none),
        PresentationKeyResponse(isHandled: true, action: .dismiss),
        PresentationKeyResponse(isHandled: true, action: .dismiss),
        PresentationKeyResponse(isHandled: true, action: .none),
      ])
  }

  @Test(
    "Escape on content modal in presentation reports an attempt; on content no user may dismiss it is taken and nothing happens"
  )
  func escapeResisted() {
    for phase in [PresentationPhase.presenting, .presented] {
      #expect(
        PresentationKeyResponse(key: .escape, phase: phase, resistsDismissal: true)
          == PresentationKeyResponse(isHandled: true, action: .reportAttempt))
      #expect(
        PresentationKeyResponse(
          key: .escape, phase: phase, allowsUserDismissal: false, resistsDismissal: true)
          == PresentationKeyResponse(isHandled: true, action: .none))
    }
  }

  @Test("Arrows and Return are never the container's: every phase passes them on with no action")
  func otherKeysPass() {
    for key in HardwareKey.allCases where key != .escape {
      for phase in PresentationPhase.allCases {
        #expect(
          PresentationKeyResponse(key: key, phase: phase)
            == PresentationKeyResponse(isHandled: false, action: .none))
      }
    }
  }

  @Test("A menu maps up, down, Return and Escape to its keys and leaves the horizontal arrows")
  func menuKeys() {
    #expect(HardwareKey.allCases.map { MenuInteraction.Key($0) } == [.up, .down, nil, nil, .return, .escape])
  }

  @Test(
    "Menu keys: down from nothing highlights the first selectable row, skips a separator, wraps past the last; up wraps to the last; Return fires once"
  )
  func menuArrowsWrap() {
    var menu = MenuInteraction(
      rows: MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true]))
    #expect(menu.press(.down) == [.highlightChanged(0)])
    #expect(menu.press(.down) == [.highlightChanged(1)])
    #expect(menu.press(.down) == [.highlightChanged(3)])
    #expect(menu.press(.down) == [.highlightChanged(0)])
    #expect(menu.press(.up) == [.highlightChanged(3)])
    #expect(menu.press(.return) == [.fire(3), .dismiss])
    #expect(menu.press(.return) == [])
    #expect(menu.press(.escape) == [])
  }

  @Test(
    "Menu keys: Return with nothing highlighted does nothing; a menu with no selectable row highlights nothing"
  )
  func menuNothingToChoose() {
    var menu = MenuInteraction(rows: MenuRowIndex(heights: [44, 44]))
    #expect(menu.press(.return) == [])
    var empty = MenuInteraction(rows: MenuRowIndex(heights: [8, 8], selectable: [false, false]))
    #expect(empty.press(.down) == [])
    #expect(empty.press(.up) == [])
    #expect(empty.press(.escape) == [.dismiss])
  }
}

/// A sheet with peek (240), medium (400) and large (800) in an 800 pt container, 0.5 s settles.
private func keySheet(dismissible: Bool = true) -> DetentSheet {
  DetentSheet(
    configuration: DetentSheetConfiguration(
      detents: [.fraction(0.3, id: "peek"), .medium, .large], isDismissible: dismissible),
    container: 800)
}

@Suite("Hardware keys on a detent sheet")
struct DetentSheetKeyTests {
  @Test(
    "Escape: hidden passes on; presenting dismisses from where it is (one report of the dismissal); heading out is taken and does nothing"
  )
  func escapeAcrossThePresent() {
    var sheet = keySheet()
    #expect(sheet.response(to: .escape) == PresentationKeyResponse(isHandled: false, action: .none))
    sheet.present(at: 0)
    #expect(sheet.response(to: .escape) == PresentationKeyResponse(isHandled: true, action: .dismiss))
    let shown = sheet.height(at: 0.2)
    sheet.dismiss(at: 0.2)
    #expect(abs(sheet.height(at: 0.2) - shown) < 1e-9)
    #expect(sheet.response(to: .escape) == PresentationKeyResponse(isHandled: true, action: .none))
    _ = sheet.update(at: 5)
    #expect(sheet.phase == .hidden)
    #expect(sheet.response(to: .escape) == PresentationKeyResponse(isHandled: false, action: .none))
  }

  @Test(
    "Escape at rest dismisses; modal in presentation it reports; not dismissible it is taken and stays; held by a finger it is taken and nothing moves"
  )
  func escapeAtRest() {
    var sheet = keySheet()
    sheet.present(at: 0)
    _ = sheet.update(at: 0.5)
    #expect(sheet.response(to: .escape).action == .dismiss)
    sheet.isModalInPresentation = true
    #expect(sheet.response(to: .escape) == PresentationKeyResponse(isHandled: true, action: .reportAttempt))
    sheet.isModalInPresentation = false
    sheet.dragBegan(at: 1)
    #expect(sheet.response(to: .escape) == PresentationKeyResponse(isHandled: true, action: .none))
    #expect(sheet.response(to: .downArrow) == PresentationKeyResponse(isHandled: false, action: .none))
    var fixed = keySheet(dismissible: false)
    fixed.present(at: 0)
    _ = fixed.update(at: 0.5)
    #expect(fixed.response(to: .escape) == PresentationKeyResponse(isHandled: true, action: .none))
  }

  @Test("Arrows and Return do nothing to a sheet in any phase: they go on to its content")
  func arrowsPassOn() {
    var sheet = keySheet()
    sheet.present(at: 0)
    for key in HardwareKey.allCases where key != .escape {
      #expect(sheet.response(to: key) == PresentationKeyResponse(isHandled: false, action: .none))
    }
  }
}

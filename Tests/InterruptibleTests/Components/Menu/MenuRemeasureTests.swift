import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Menu interaction: rows measured again after a text-size change")
struct MenuRemeasureTests {
  @Test(
    "Rows of 44 become 70: the highlight stays, y 100 finds row 1 (it found row 3), separators stay unselectable"
  )
  func taller() {
    var interaction = MenuInteraction(
      rows: MenuRowIndex(
        heights: [44, 44, 8, 44], selectable: [true, true, false, true],
        opensSubmenu: [
          false, false, false, true,
        ]))
    let shown = CGRect(x: 0, y: 0, width: 250, height: 400)
    #expect(interaction.touchMoved(to: CGPoint(x: 100, y: 20), shownFrame: shown) == [.highlightChanged(0)])
    #expect(interaction.rows.row(atY: 100) == 3)
    let remeasured = interaction.rowsRemeasured(heights: [70, 70, 8, 70])
    #expect(remeasured)
    #expect(interaction.highlighted == 0)
    #expect(interaction.rows.row(atY: 100) == 1)
    #expect(interaction.rows.row(atY: 145) == nil)  // the separator, 140…148
    #expect(interaction.rows.opensSubmenu == [false, false, false, true])
    #expect(
      interaction.touchEnded(at: CGPoint(x: 100, y: 100), shownFrame: shown) == [
        .highlightChanged(1), .fire(1), .dismiss,
      ])
  }

  @Test("Heights for another number of rows change nothing; bad heights count as 0")
  func badHeights() {
    var interaction = MenuInteraction(rows: MenuRowIndex(heights: [44, 44]))
    let wrongCount = interaction.rowsRemeasured(heights: [70])
    #expect(!wrongCount)
    #expect(interaction.rows.contentHeight == 88)
    let bad = interaction.rowsRemeasured(heights: [.nan, -5])
    #expect(bad)
    #expect(interaction.rows.contentHeight == 0)
  }
}

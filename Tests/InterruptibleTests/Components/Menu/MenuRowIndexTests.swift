import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``MenuRowIndex``: which rows can be selected and where each row is.
@Suite("MenuRowIndex: rows, separators and their frames")
struct MenuRowIndexTests {}

extension MenuRowIndexTests {
  static let hostileRows = MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true])

  @Test("MenuRowIndex: nextSelectable from Int.max, Int.min or with a huge step wraps without a trap")
  func menuIndexOverflow() {
    let rows = Self.hostileRows
    #expect(rows.nextSelectable(after: .max, step: 1) == 0)
    #expect(rows.nextSelectable(after: .min, step: -1) == 3)
    #expect(rows.nextSelectable(after: 1, step: .max) == 3)  // the sign counts: one row down
    #expect(rows.nextSelectable(after: 3, step: .min) == 1)
    #expect(rows.nextSelectable(after: 0, step: 0) == 1)  // 0 counts as down
  }

  @Test("MenuRowIndex: two huge heights sum to 1e9 pt, not ∞; every frame stays finite")
  func menuIndexHugeHeights() {
    let rows = MenuRowIndex(heights: [.greatestFiniteMagnitude, .greatestFiniteMagnitude, 44])
    #expect(rows.contentHeight == 1e9)
    for index in 0..<rows.count {
      let frame = rows.frameOfRow(index)
      #expect(frame.minY.isFinite && frame.height.isFinite && frame.height >= 0)
    }
    #expect(rows.frameOfRow(0) == (0, 1e9))
    #expect(rows.row(atY: 5e8) == 0)
  }
}

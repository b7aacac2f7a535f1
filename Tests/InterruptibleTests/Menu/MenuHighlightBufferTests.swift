import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A finger sliding over the rows: each highlight change reuses one event buffer.
@Suite("Menu: highlight changes reuse their event buffer")
struct MenuHighlightBufferTests {
  static let shown = CGRect(x: 0, y: 0, width: 200, height: 440)

  static func menu() -> MenuInteraction {
    MenuInteraction(
      rows: MenuRowIndex(
        heights: Array(repeating: 44, count: 10), selectable: Array(repeating: true, count: 10)))
  }

  static func point(row: Int) -> CGPoint { CGPoint(x: 100, y: Double(row) * 44 + 22) }

  @Test("a dropped result's buffer carries the next change: no new array per row crossed")
  func reusesTheBuffer() {
    var menu = Self.menu()
    let first = menu.touchMoved(to: Self.point(row: 2), shownFrame: Self.shown).withUnsafeBufferPointer {
      UInt(bitPattern: $0.baseAddress)
    }
    var addresses: Set<UInt> = [first]
    for row in [3, 4, 5, 4, 3] {
      let events = menu.touchMoved(to: Self.point(row: row), shownFrame: Self.shown)
      #expect(events == [.highlightChanged(row)])
      addresses.insert(events.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) })
    }
    #expect(addresses.count == 1)
  }

  @Test("a result the caller keeps is never changed by later moves (value semantics)")
  func keptResultsStay() {
    var menu = Self.menu()
    let kept = menu.touchMoved(to: Self.point(row: 1), shownFrame: Self.shown)
    let next = menu.touchMoved(to: Self.point(row: 6), shownFrame: Self.shown)
    #expect(kept == [.highlightChanged(1)])
    #expect(next == [.highlightChanged(6)])
    #expect(menu.touchMoved(to: Self.point(row: 6), shownFrame: Self.shown).isEmpty)
    #expect(menu.touchMoved(to: CGPoint(x: 500, y: 500), shownFrame: Self.shown) == [.highlightChanged(nil)])
  }

  @Test("equality and hashing ignore the buffer")
  func equalityIgnoresTheBuffer() {
    var moved = Self.menu()
    _ = moved.touchMoved(to: Self.point(row: 2), shownFrame: Self.shown)
    _ = moved.touchMoved(to: CGPoint(x: 500, y: 500), shownFrame: Self.shown)
    let fresh = Self.menu()
    #expect(moved == fresh)
    #expect(moved.hashValue == fresh.hashValue)
    var other = Self.menu()
    _ = other.touchMoved(to: Self.point(row: 2), shownFrame: Self.shown)
    #expect(other != fresh)
  }
}

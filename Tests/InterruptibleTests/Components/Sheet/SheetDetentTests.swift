import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``SheetDetent``: the height a detent resolves to.
@Suite("SheetDetent: a detent's height")
struct SheetDetentTests {}

extension SheetDetentTests {
  @Test(
    "SheetDetent.height: a height that would be NaN or infinite is 0; bad content means large")
  func detentHeightNonFinite() {
    #expect(SheetDetent.fraction(.nan, id: "n").height(container: 800) == 0)
    #expect(SheetDetent.fraction(1e308, id: "h").height(container: 1e7) == 0)
    #expect(SheetDetent.height(.infinity, id: "i").height(container: 800) == 0)
    #expect(SheetDetent.large.height(container: .nan) == 0)
    #expect(SheetDetent.fitsContent().height(container: 800, contentHeight: .nan) == 800)
    #expect(SheetDetent.fitsContent().height(container: 800, contentHeight: -5) == 800)
    // Valid input: unchanged, and a layout still drops the bad detent.
    #expect(SheetDetent.medium.height(container: 800) == 400)
    #expect(SheetDetent.fitsContent().height(container: 800, contentHeight: 320) == 320)
    #expect(SheetDetentLayout([.fraction(.nan, id: "n"), .medium], container: 800).heights == [400])
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``SheetDetentLayout``: detents resolved to heights in a container.
@Suite("SheetDetentLayout: detents resolved in a container")
struct SheetDetentLayoutTests {}

extension SheetDetentLayoutTests {
  @Test("SheetDetentLayout: a container in (0, 0.5] pt counts as 1 pt (no detent below the 0.5 pt floor)")
  func tinyContainer() {
    for container in [0.3, 0.5, Double.leastNonzeroMagnitude] {
      let layout = SheetDetentLayout([.medium, .large, .height(400, id: "h")], container: container)
      #expect(layout.container == 1)
      #expect(layout.heights.allSatisfy { $0 > 0.5 }, "\(container): \(layout.heights)")
    }
  }
}

extension SheetDetentLayoutTests {
  /// The pairwise rule, written the slow way.
  static func pairwise(_ heights: [Double]) -> [Double] {
    var kept: [Double] = []
    for height in heights where height > 0.5 && !kept.contains(where: { abs($0 - height) < 0.5 }) {
      kept.append(height)
    }
    return kept.sorted()
  }

  @Test("SheetDetentLayout: 200 000 detents resolve like the pairwise rule (first given wins)")
  func manyDetents() {
    let detents = (0..<200_000).map {
      SheetDetent.height(Double($0 % 4_000) * 0.25 + 1, id: .init(rawValue: "\($0)"))
    }
    let layout = SheetDetentLayout(detents, container: 1_000)
    // 1, 1.5, 2, … 1 000 (every other quarter point is too close; taller ones are clamped to 1 000).
    #expect(layout.heights.count == 1_999)
    #expect(layout.heights.first == 1 && layout.heights.last == 1_000)
    #expect(layout.identifiers.first == "0" && layout.identifiers.last == "3996")
    var random = SplitMix64(seed: 26)
    for _ in 0..<200 {
      let heights = (0..<30).map { _ in Double(random.below(400)) * 0.1 + 0.4 }
      let layout = SheetDetentLayout(
        heights.map { .height($0, id: .init(rawValue: "\($0)")) }, container: 100)
      #expect(layout.heights == Self.pairwise(heights))
    }
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``RubberBand``: the resistance a drag meets beyond its ends.
@Suite("RubberBand: resistance beyond the ends")
struct RubberBandTests {}

extension RubberBandTests {
  @Test("RubberBand: a NaN, infinite or negative coefficient uses 0.55; outputs stay finite")
  func rubberBandCoefficient() {
    let expected = RubberBand.offset(100, dimension: 800)
    for coefficient in [Double.nan, .infinity, -.infinity, -1, -.greatestFiniteMagnitude] {
      #expect(RubberBand.offset(100, dimension: 800, coefficient: coefficient) == expected)
      #expect(RubberBand.offset(-100, dimension: 800, coefficient: coefficient) == -expected)
    }
    #expect(RubberBand.offset(0, dimension: 800, coefficient: .infinity) == 0)
    #expect(RubberBand.offset(1e308, dimension: 1e308, coefficient: 1e308).isFinite)
  }
}

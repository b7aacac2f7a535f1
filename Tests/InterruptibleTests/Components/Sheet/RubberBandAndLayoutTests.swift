import Testing

@testable import InterruptibleCore

/// The formula, written out independently of the library.
private func formula(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

@Suite("Detents: rubber band and layout")
struct RubberBandAndLayoutTests {
  @Test("Rubber band: 100 pt past an end of an 800 pt container shows 51.462 pt")
  func rubberBandValue() {
    #expect(abs(RubberBand.offset(100, dimension: 800) - 51.46198830409361) < 1e-9)
  }

  @Test(
    "Rubber band equals (1 - 1/(x·0.55/d + 1))·d at 1, 10, 300, 5000 pt over 400 and 844 pt",
    arguments: [1.0, 10, 300, 5000])
  func rubberBandFormula(_ x: Double) {
    for d in [400.0, 844] {
      #expect(abs(RubberBand.offset(x, dimension: d) - formula(x, d)) < 1e-9)
    }
  }

  @Test("Rubber band is symmetric, 0 at 0, increasing and below d even at 1e12 pt")
  func rubberBandShape() {
    #expect(RubberBand.offset(-300, dimension: 800) == -RubberBand.offset(300, dimension: 800))
    #expect(RubberBand.offset(0, dimension: 800) == 0)
    var previous = 0.0
    for x in stride(from: 10.0, through: 2000, by: 10) {
      let value = RubberBand.offset(x, dimension: 800)
      #expect(value > previous && value < x)
      previous = value
    }
    #expect(RubberBand.offset(1e12, dimension: 800) < 800)
  }

  @Test("Rubber band bad input: NaN or infinite pull, zero, negative or NaN dimension give 0")
  func rubberBandBadInput() {
    #expect(RubberBand.offset(.nan, dimension: 800) == 0)
    #expect(RubberBand.offset(.infinity, dimension: 800) == 0)
    #expect(RubberBand.offset(100, dimension: 0) == 0)
    #expect(RubberBand.offset(100, dimension: -5) == 0)
    #expect(RubberBand.offset(100, dimension: .nan) == 0)
  }

  @Test("Layout: fraction 0.3, medium and large in 800 pt resolve to [240, 400, 800], sorted")
  func layoutResolves() {
    let layout = SheetDetentLayout([.large, .fraction(0.3, id: "peek"), .medium], container: 800)
    #expect(layout.heights == [240, 400, 800])
    #expect(layout.identifiers == ["peek", .medium, .large])
    #expect(layout.index(of: "peek") == 0 && layout.index(of: "missing") == nil)
  }

  @Test("Layout: a fixed height and fits-content (320 pt content) resolve to 120 and 320")
  func layoutFixedAndFits() {
    let layout = SheetDetentLayout(
      [.height(120, id: "bar"), .fitsContent()], container: 800, contentHeight: 320)
    #expect(layout.heights == [120, 320])
    let unmeasured = SheetDetentLayout([.fitsContent()], container: 800)
    #expect(unmeasured.heights == [800])
  }

  @Test(
    "Layout bad input: NaN, negative and 0.2 pt detents dropped; 2000 pt clamped to 800; duplicates merged")
  func layoutBadInput() {
    let layout = SheetDetentLayout(
      [
        .fraction(.nan, id: "a"), .height(-10, id: "b"), .height(0.2, id: "c"), .height(2000, id: "d"),
        .large,
        .fraction(0.5, id: "e"), .medium,
      ],
      container: 800)
    #expect(layout.heights == [400, 800])
    #expect(layout.identifiers == ["e", "d"])
  }

  @Test("Layout with no usable detent and a NaN container holds one large detent of 1 pt")
  func layoutEmpty() {
    let layout = SheetDetentLayout([.height(.infinity, id: "x")], container: .nan)
    #expect(layout.heights == [1] && layout.identifiers == [.large])
  }
}

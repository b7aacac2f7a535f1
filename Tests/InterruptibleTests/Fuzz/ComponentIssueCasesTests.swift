import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The exact component inputs the second hostile-input round reported, each with its documented
/// answer (BadInput.md).
@Suite("Hostile component inputs: menus, rubber band, layouts and detents stay finite")
struct ComponentIssueCasesTests {
  static let rows = MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true])

  @Test("MenuInteraction: a shown frame with a NaN x, y, width or height finds no row (no trap)")
  func menuNaNFrame() {
    let point = CGPoint(x: 200, y: 170)
    let frames = [
      CGRect(x: CGFloat.nan, y: 112, width: 250, height: 140),
      CGRect(x: 132, y: CGFloat.nan, width: 250, height: 140),
      CGRect(x: 132, y: 112, width: CGFloat.nan, height: 140),
      CGRect(x: 132, y: 112, width: 250, height: CGFloat.nan),
      CGRect(x: -CGFloat.infinity, y: 112, width: CGFloat.infinity, height: 140),
    ]
    for frame in frames {
      var menu = MenuInteraction(rows: Self.rows)
      #expect(menu.row(at: point, shownFrame: frame) == nil)
      #expect(menu.touchMoved(to: point, shownFrame: frame).isEmpty)
      // Outside a frame that is no frame: the lift cancels, as outside any menu.
      #expect(menu.touchEnded(at: point, shownFrame: frame) == [.dismiss])
    }
  }

  @Test("MenuRowIndex: nextSelectable from Int.max, Int.min or with a huge step wraps without a trap")
  func menuIndexOverflow() {
    let rows = Self.rows
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

  @Test("PresentationLayout: non-finite bounds, anchors and margins give finite frames")
  func presentationLayoutNonFinite() {
    let values: [CGFloat] = [
      .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    let fitting = CGSize(width: 200, height: 180)
    let anchor = CGRect(x: 300, y: 100, width: 80, height: 44)
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    for value in values {
      let hostileBounds = [
        CGRect(x: value, y: 0, width: 390, height: 844), CGRect(x: 0, y: value, width: 390, height: 844),
        CGRect(x: 0, y: 0, width: value, height: 844), CGRect(x: 0, y: 0, width: 390, height: value),
      ]
      let hostileAnchors = [
        CGRect(x: value, y: 100, width: 80, height: 44), CGRect(x: 300, y: value, width: 80, height: 44),
        CGRect(x: 300, y: 100, width: value, height: 44), CGRect(x: 300, y: 100, width: 80, height: value),
      ]
      for frame in hostileBounds.map({
        PresentationLayout.menuFrame(anchor: anchor, fitting: fitting, in: $0)
      })
        + hostileAnchors.map({ PresentationLayout.menuFrame(anchor: $0, fitting: fitting, in: bounds) })
        + hostileBounds.map({ PresentationLayout.cardFrame(fitting: fitting, in: $0) })
        + [PresentationLayout.inset(bounds, by: Double(value))]
      {
        #expect(Self.isFinite(frame), "\(value): \(frame)")
        #expect(frame.width >= 0 && frame.height >= 0)
      }
    }
  }

  @Test("PresentationLayout: an infinite container gives the menu its fitting size (not 0×0)")
  func presentationLayoutInfiniteContainer() {
    let anchor = CGRect(x: 300, y: 100, width: 80, height: 44)
    let menu = PresentationLayout.menuFrame(
      anchor: anchor, fitting: CGSize(width: 200, height: 180),
      in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity))
    #expect(menu.size == CGSize(width: 200, height: 180))
    #expect(menu.minY == 152)  // under the anchor, as in any large container
  }

  @Test(
    "PresentationReconciler: an idle report flagged starting is a completed dismissal (one onDismiss, no second present)"
  )
  func reconcilerIdleStarting() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(1)
    #expect(reconciler.flush().request == .present(1))
    _ = reconciler.observe(.presented, isGrabbed: false)
    let gone = reconciler.observe(.idle, isGrabbed: false, isStarting: true)
    #expect(gone.dismissedContent == 1)
    #expect(reconciler.binding == nil && reconciler.content == nil)
    #expect(reconciler.flush().request == nil)
  }

  @Test("SheetDetentLayout: a container in (0, 0.5] pt counts as 1 pt (no detent below the 0.5 pt floor)")
  func tinyContainer() {
    for container in [0.3, 0.5, Double.leastNonzeroMagnitude] {
      let layout = SheetDetentLayout([.medium, .large, .height(400, id: "h")], container: container)
      #expect(layout.container == 1)
      #expect(layout.heights.allSatisfy { $0 > 0.5 }, "\(container): \(layout.heights)")
    }
  }

  static func isFinite(_ rect: CGRect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
  }
}

import Foundation
import Interruptible
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Frames of content sized by a hosted view's fitting size (``PresentationLayout``).
@Suite struct PresentationLayoutTests {
  let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// A menu's anchor, fitting size, and the frame and growth point expected.
  struct MenuCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let anchor: CGRect
    let fitting: CGSize
    let frame: CGRect
    let growth: CGPoint
  }

  static let menuCases = [
    MenuCase(
      testDescription: "under an anchor near the right edge: x clamped 16 pt from it, 8 pt below",
      anchor: CGRect(x: 300, y: 100, width: 80, height: 44), fitting: CGSize(width: 200, height: 180),
      frame: CGRect(x: 174, y: 152, width: 200, height: 180), growth: CGPoint(x: 340, y: 144)),
    MenuCase(
      testDescription: "above an anchor near the bottom, where only it fits, leading edges aligned at 20",
      anchor: CGRect(x: 20, y: 760, width: 100, height: 44), fitting: CGSize(width: 240, height: 300),
      frame: CGRect(x: 20, y: 452, width: 240, height: 300), growth: CGPoint(x: 70, y: 760)),
    MenuCase(
      testDescription: "tall content cut to the room below (828 − 144 − 8 = 676 pt), leading-aligned at 150",
      anchor: CGRect(x: 150, y: 100, width: 80, height: 44), fitting: CGSize(width: 200, height: 5_000),
      frame: CGRect(x: 150, y: 152, width: 200, height: 676), growth: CGPoint(x: 190, y: 144)),
  ]

  @Test("menu frames and growth points", arguments: menuCases)
  func menu(_ menuCase: MenuCase) {
    let menu = PresentationLayout.menuFrame(anchor: menuCase.anchor, fitting: menuCase.fitting, in: phone)
    #expect(menu == menuCase.frame)
    #expect(PresentationLayout.menuGrowthPoint(anchor: menuCase.anchor, menu: menu) == menuCase.growth)
    #expect(
      PresentationLayout.menuOpensDown(anchor: menuCase.anchor, menu: menu)
        == (menuCase.growth.y == menuCase.anchor.maxY))
  }

  @Test("card centred at its fitting size, and cut to bounds inset by 24 pt")
  func card() {
    #expect(
      PresentationLayout.cardFrame(fitting: CGSize(width: 300, height: 200), in: phone)
        == CGRect(x: 45, y: 322, width: 300, height: 200))
    #expect(
      PresentationLayout.cardFrame(fitting: CGSize(width: 1_000, height: 2_000), in: phone)
        == CGRect(x: 24, y: 24, width: 342, height: 796))
  }

  @Test("bad sizes: NaN and infinity take all the room, negatives 0, tiny bounds give a zero size")
  func badSizes() {
    let card = PresentationLayout.cardFrame(fitting: CGSize(width: Double.nan, height: -50), in: phone)
    #expect(card == CGRect(x: 24, y: 422, width: 342, height: 0))
    let tiny = PresentationLayout.cardFrame(
      fitting: CGSize(width: 100, height: 100), in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(tiny == CGRect(x: 10, y: 10, width: 0, height: 0))
    let menu = PresentationLayout.menuFrame(
      anchor: CGRect(x: 0, y: 0, width: 10, height: 10), fitting: CGSize(width: Double.infinity, height: 10),
      in: phone)
    #expect(menu.width == 358)
  }
}

@Suite("PresentationLayout: the SwiftUI menu in right-to-left layouts")
struct PresentationLayoutDirectionTests {
  @Test(
    "A 100 pt menu under an anchor at x 200–244: left-to-right it starts at 200, right-to-left it ends at 244"
  )
  func mirrors() {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let anchor = CGRect(x: 200, y: 100, width: 44, height: 44)
    let size = CGSize(width: 100, height: 132)
    let ltr = PresentationLayout.menuFrame(anchor: anchor, fitting: size, in: bounds)
    let rtl = PresentationLayout.menuFrame(
      anchor: anchor, fitting: size, in: bounds, layoutDirection: .rightToLeft)
    #expect(abs(ltr.minX - 200) < 1e-9)
    #expect(abs(rtl.maxX - 244) < 1e-9)
    #expect(ltr.minY == rtl.minY && ltr.size == rtl.size)
  }
}

extension PresentationLayoutTests {
  static func isFiniteRect(_ rect: CGRect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
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
        #expect(Self.isFiniteRect(frame), "\(value): \(frame)")
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
}

extension PresentationLayoutTests {
  @Test("PresentationLayout.menuGrowthPoint: NaN or infinite rectangles give a finite point")
  func growthPointNaN() {
    let menu = CGRect(x: 10, y: 200, width: 200, height: 300)
    let anchor = CGRect(x: CGFloat.nan, y: 100, width: 40, height: CGFloat.nan)  // usable: (0, 100, 40, 0)
    #expect(PresentationLayout.menuGrowthPoint(anchor: anchor, menu: menu) == CGPoint(x: 20, y: 100))
    #expect(PresentationLayout.menuOpensDown(anchor: anchor, menu: menu))
    let endless = CGRect(
      x: -CGFloat.infinity, y: CGFloat.nan, width: CGFloat.infinity, height: CGFloat.infinity)
    for (a, m) in [(endless, menu), (anchor, endless), (endless, endless)] {
      let point = PresentationLayout.menuGrowthPoint(anchor: a, menu: m)
      #expect(point.x.isFinite && point.y.isFinite)
    }
    // Ordinary rectangles: unchanged.
    let ordinary = CGRect(x: 100, y: 100, width: 40, height: 20)
    let below = CGRect(x: 80, y: 128, width: 200, height: 300)
    #expect(PresentationLayout.menuGrowthPoint(anchor: ordinary, menu: below) == CGPoint(x: 120, y: 120))
  }
}

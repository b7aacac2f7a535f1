import Foundation
import Testing

@testable import InterruptibleCore

private let phone = CGSize(width: 390, height: 844)
private let phoneSafe = MenuInsets(top: 47, left: 0, bottom: 34, right: 0)
private let fourRows = [44.0, 44, 8, 44]

private func place(
  _ source: CGRect, rows: [Double] = fourRows, container: CGSize = phone, safe: MenuInsets = phoneSafe,
  direction: MenuLayoutDirection = .leftToRight
) -> MenuPlacement {
  MenuPlacement(
    container: container, safeArea: safe, source: source, rowHeights: rows, layoutDirection: direction)
}

@Suite("Menu placement")
struct MenuPlacementTests {
  @Test("Top-right button: frame (132, 112, 250, 140), opens down, anchor (322, 104)")
  func topRightButton() {
    let placement = place(CGRect(x: 300, y: 60, width: 44, height: 44))
    #expect(placement.frame == CGRect(x: 132, y: 112, width: 250, height: 140))
    #expect(placement.opens == .down && placement.anchor == CGPoint(x: 322, y: 104) && !placement.scrolls)
  }

  @Test("Top-left button: leading edges aligned at x 16, opens down")
  func topLeft() {
    let placement = place(CGRect(x: 16, y: 60, width: 44, height: 44))
    #expect(placement.frame == CGRect(x: 16, y: 112, width: 250, height: 140))
    #expect(placement.anchor == CGPoint(x: 38, y: 104))
  }

  @Test("Bottom button (y 760): no room below (802 - 812 < 0), opens up ending 8 pt above it")
  func bottomEdge() {
    let placement = place(CGRect(x: 16, y: 760, width: 44, height: 44))
    #expect(placement.opens == .up)
    #expect(placement.frame == CGRect(x: 16, y: 612, width: 250, height: 140))
    #expect(placement.anchor == CGPoint(x: 38, y: 760))
  }

  @Test("Left edge in the safe area: a source at x -20 is clamped to the 8 pt margin")
  func leftEdge() {
    #expect(place(CGRect(x: -20, y: 300, width: 44, height: 44)).frame.minX == 8)
  }

  @Test("Right edge: a source at x 370 ends the menu at 390 - 8 = 382")
  func rightEdge() {
    let placement = place(CGRect(x: 370, y: 300, width: 20, height: 44))
    #expect(placement.frame.maxX == 382)
    #expect(placement.anchor.x == 380)
  }

  @Test("Middle of the screen with room both ways opens down")
  func middle() {
    #expect(place(CGRect(x: 100, y: 400, width: 44, height: 44)).opens == .down)
  }

  @Test("Landscape 844x390 with side insets 47: width 250, x clamped to 844 - 47 - 8 - 250 = 539")
  func landscape() {
    let placement = place(
      CGRect(x: 760, y: 20, width: 44, height: 44), container: CGSize(width: 844, height: 390),
      safe: MenuInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(placement.frame == CGRect(x: 539, y: 72, width: 250, height: 140))
    #expect(placement.opens == .down)
  }

  @Test("50 rows of 44 pt (2200 pt) cap to the roomier side and scroll: below, 802 - 112 = 690 pt")
  func fiftyRows() {
    let placement = place(CGRect(x: 16, y: 60, width: 44, height: 44), rows: Array(repeating: 44, count: 50))
    #expect(placement.opens == .down && placement.scrolls)
    #expect(placement.frame == CGRect(x: 16, y: 112, width: 250, height: 690))
  }

  @Test("50 rows from a bottom button cap above: from 55 to 752, 697 pt, scrolling")
  func fiftyRowsFromBottom() {
    let placement = place(CGRect(x: 16, y: 760, width: 44, height: 44), rows: Array(repeating: 44, count: 50))
    #expect(placement.opens == .up && placement.scrolls)
    #expect(placement.frame == CGRect(x: 16, y: 55, width: 250, height: 697))
  }

  @Test("Tiny container 100x80: width 84, height capped to the room, every value finite and >= 0")
  func tinyContainer() {
    let placement = place(
      CGRect(x: 10, y: 10, width: 20, height: 20), container: CGSize(width: 100, height: 80),
      safe: MenuInsets())
    #expect(placement.frame.width == 84 && placement.frame.minX == 8)
    #expect(placement.frame.height == 34 && placement.scrolls)  // below: 72 - 38
    #expect(placement.frame.height >= 0 && placement.frame.minY.isFinite)
  }

  @Test("Right-to-left aligns trailing edges: source maxX 344 → menu from 94 to 344")
  func rightToLeft() {
    let placement = place(CGRect(x: 300, y: 60, width: 44, height: 44), direction: .rightToLeft)
    #expect(placement.frame == CGRect(x: 94, y: 112, width: 250, height: 140))
  }

  @Test("Right-to-left near the left edge is clamped to the 8 pt margin")
  func rightToLeftClamped() {
    #expect(place(CGRect(x: 10, y: 60, width: 44, height: 44), direction: .rightToLeft).frame.minX == 8)
  }

  @Test("Bad input: NaN rows count 0, infinite source and NaN container give finite output")
  func badInput() {
    let placement = MenuPlacement(
      container: CGSize(width: CGFloat.nan, height: 844), safeArea: MenuInsets(top: .nan),
      source: CGRect(x: CGFloat.infinity, y: 60, width: 44, height: 44),
      rowHeights: [44, .nan, -5, .infinity])
    let values = [
      placement.frame.minX, placement.frame.minY, placement.frame.width, placement.frame.height,
      placement.anchor.x, placement.anchor.y,
    ]
    #expect(values.allSatisfy { $0.isFinite })
    #expect(placement.frame.width >= 0 && placement.frame.height == 44)
  }

  @Test("Submenu beside its parent at the row's level (landscape), on the trailing side")
  func submenuTrailing() {
    let sub = MenuPlacement.submenu(
      parent: CGRect(x: 20, y: 112, width: 250, height: 140),
      row: CGRect(x: 20, y: 156, width: 250, height: 44),
      container: CGSize(width: 844, height: 390), safeArea: MenuInsets(), rowHeights: [44, 44])
    #expect(sub.frame == CGRect(x: 278, y: 156, width: 250, height: 88))
    #expect(sub.anchor == CGPoint(x: 270, y: 178))
  }

  @Test("Submenu with no room on either side overlaps the parent 16 pt in (portrait phone)")
  func submenuOverlap() {
    let sub = MenuPlacement.submenu(
      parent: CGRect(x: 70, y: 112, width: 250, height: 140),
      row: CGRect(x: 70, y: 156, width: 250, height: 44),
      container: phone, safeArea: phoneSafe, rowHeights: [44, 44])
    #expect(sub.frame.minX == 86 && sub.frame.minY == 156)
  }

  @Test("Submenu near the bottom is lifted to stay in the safe area")
  func submenuClampedVertically() {
    let sub = MenuPlacement.submenu(
      parent: CGRect(x: 20, y: 600, width: 250, height: 200),
      row: CGRect(x: 20, y: 760, width: 250, height: 44),
      container: CGSize(width: 844, height: 844), safeArea: phoneSafe, rowHeights: [44, 44, 44])
    #expect(sub.frame.maxY == 802)
  }
}

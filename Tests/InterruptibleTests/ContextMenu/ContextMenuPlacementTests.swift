import Foundation
import Testing

@testable import InterruptibleCore

/// Devices: an iPhone (390 × 844, insets 47/34) and an iPad in landscape (1366 × 1024, insets 24/20).
enum Device {
  static let phone = CGSize(width: 390, height: 844)
  static let phoneSafe = MenuInsets(top: 47, bottom: 34)
  static let pad = CGSize(width: 1366, height: 1024)
  static let padSafe = MenuInsets(top: 24, bottom: 20)
}

private func close(_ a: CGRect?, _ b: CGRect, _ tolerance: Double = 0.01) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
    && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

@Suite("ContextMenuPlacement: preview, menu and accessory placed as UIKit places them")
struct ContextMenuPlacementTests {
  static let threeRows = [44.0, 44, 44]
  static let phoneCell = CGRect(x: 0, y: 200, width: 390, height: 44)

  @Test("iPhone, a table cell's snapshot: fitted to the width, menu below at the leading edge (LTR, RTL)")
  func phoneCellBelow() {
    let scale = 358.0 / 390
    let height = 44 * scale
    let top = 222 - height / 2
    for (direction, menuX) in [(MenuLayoutDirection.leftToRight, 16.0), (.rightToLeft, 124)] {
      let placement = ContextMenuPlacement(
        container: Device.phone, safeArea: Device.phoneSafe, source: Self.phoneCell,
        rowHeights: Self.threeRows,
        layoutDirection: direction)
      #expect(placement.side == .below)
      #expect(abs(placement.previewScale - scale) < 1e-9)
      #expect(close(placement.previewFrame, CGRect(x: 16, y: top, width: 358, height: height)))
      #expect(close(placement.menuFrame, CGRect(x: menuX, y: top + height + 16, width: 250, height: 132)))
      #expect(!placement.menuScrolls)
      #expect(abs(placement.menuAnchor.y - (top + height)) < 1e-9)
      #expect(abs(placement.menuAnchor.x - (direction == .leftToRight ? 16 : 374)) < 1e-9)
    }
  }

  @Test("iPhone, a cell near the bottom: the menu opens above")
  func phoneCellAbove() {
    let height = 44 * 358.0 / 390
    let top = 762 - height / 2
    let placement = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe,
      source: CGRect(x: 0, y: 740, width: 390, height: 44),
      rowHeights: Self.threeRows)
    #expect(placement.side == .above)
    #expect(close(placement.previewFrame, CGRect(x: 16, y: top, width: 358, height: height)))
    #expect(close(placement.menuFrame, CGRect(x: 16, y: top - 16 - 132, width: 250, height: 132)))
  }

  @Test("iPhone with the keyboard up: the usable area ends above it and the menu flips above")
  func keyboardRespected() {
    let source = CGRect(x: 0, y: 320, width: 390, height: 44)
    let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
    let without = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: source, rowHeights: Self.threeRows)
    let with = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: source, rowHeights: Self.threeRows,
      keyboardFrame: keyboard)
    #expect(without.side == .below)
    #expect(with.side == .above)
    #expect(with.previewFrame.maxY <= 492 + 1e-9)
    #expect(with.menuFrame.minY >= 63 - 1e-9)
  }

  @Test("iPhone, a tall app-provided preview: shrunk and shifted so preview and menu fill the safe area")
  func tallPreviewShrinks() {
    let placement = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe,
      source: CGRect(x: 0, y: 400, width: 390, height: 44),
      previewSize: CGSize(width: 390, height: 700), rowHeights: Array(repeating: 44, count: 5))
    #expect(placement.side == .below)
    #expect(abs(placement.previewScale - 495.0 / 700) < 1e-9)
    let width = 390 * 495.0 / 700
    #expect(close(placement.previewFrame, CGRect(x: 195 - width / 2, y: 63, width: width, height: 495)))
    #expect(close(placement.menuFrame, CGRect(x: 195 - width / 2, y: 574, width: 250, height: 220)))
  }

  @Test("iPad in landscape, a tall preview: the menu goes beside it, on the side with more room")
  func padBeside() {
    let tall = CGSize(width: 390, height: 700)
    let middle = ContextMenuPlacement(
      container: Device.pad, safeArea: Device.padSafe, source: CGRect(x: 500, y: 600, width: 390, height: 44),
      previewSize: tall, rowHeights: Array(repeating: 44, count: 5))
    #expect(middle.side == .left)
    #expect(middle.previewScale == 1)
    #expect(close(middle.previewFrame, CGRect(x: 500, y: 272, width: 390, height: 700)))
    #expect(close(middle.menuFrame, CGRect(x: 234, y: 272, width: 250, height: 220)))
    #expect(middle.menuAnchor == CGPoint(x: 500, y: 272))
    let leftEdge = ContextMenuPlacement(
      container: Device.pad, safeArea: Device.padSafe, source: CGRect(x: 100, y: 600, width: 390, height: 44),
      previewSize: tall, rowHeights: Array(repeating: 44, count: 5))
    #expect(leftEdge.side == .right)
    #expect(close(leftEdge.menuFrame, CGRect(x: 506, y: 272, width: 250, height: 220)))
  }

  @Test("A bubble on the right aligns the menu with its right edge in both directions; on the left, left")
  func bubbleAlignment() {
    for direction in [MenuLayoutDirection.leftToRight, .rightToLeft] {
      let right = ContextMenuPlacement(
        container: Device.phone, safeArea: Device.phoneSafe,
        source: CGRect(x: 250, y: 300, width: 120, height: 40),
        rowHeights: Self.threeRows, layoutDirection: direction)
      #expect(right.menuFrame.minX == 120)
      let left = ContextMenuPlacement(
        container: Device.phone, safeArea: Device.phoneSafe,
        source: CGRect(x: 20, y: 300, width: 120, height: 40),
        rowHeights: Self.threeRows, layoutDirection: direction)
      #expect(left.menuFrame.minX == 20)
    }
  }

  @Test("An accessory sits 16 pt above the preview, aligned as the menu, and receives its own frame")
  func accessoryAbove() {
    let height = 44 * 358.0 / 390
    let top = 222 - height / 2
    let placement = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: Self.phoneCell, rowHeights: Self.threeRows,
      accessorySize: CGSize(width: 300, height: 50))
    #expect(close(placement.accessoryFrame, CGRect(x: 16, y: top - 66, width: 300, height: 50)))
    #expect(placement.side == .below)
    let none = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: Self.phoneCell, rowHeights: Self.threeRows)
    #expect(none.accessoryFrame == nil)
  }

  @Test("A menu taller than the screen is capped and scrolls; the preview keeps its fitted size")
  func longMenuScrolls() {
    let placement = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: Self.phoneCell,
      rowHeights: Array(repeating: 44, count: 30))
    let previewHeight = 44 * 358.0 / 390
    #expect(placement.menuScrolls)
    #expect(abs(Double(placement.menuFrame.height) - (731 - 16 - previewHeight)) < 1e-6)
    #expect(abs(Double(placement.previewFrame.height) - previewHeight) < 1e-6)
    #expect(abs(placement.menuFrame.maxY - 794) < 1e-6)
  }

  @Test("Bad input: NaN and infinite sizes, rows and insets give finite frames with no negative size")
  func badInput() {
    let nan = Double.nan
    let placement = ContextMenuPlacement(
      container: CGSize(width: nan, height: .infinity), safeArea: MenuInsets(top: nan, left: -.infinity),
      source: CGRect(x: nan, y: .infinity, width: -5, height: nan),
      previewSize: CGSize(width: nan, height: -1),
      rowHeights: [nan, .infinity, -4], menuWidth: nan, accessorySize: CGSize(width: .infinity, height: nan),
      keyboardFrame: CGRect(x: nan, y: nan, width: nan, height: nan), margin: nan, gap: -.infinity)
    for frame in [placement.previewFrame, placement.menuFrame, placement.accessoryFrame ?? .zero] {
      #expect(TouchRouter.isFinite(frame) && frame.width >= 0 && frame.height >= 0, "\(frame)")
    }
    #expect(
      placement.previewScale.isFinite && placement.menuAnchor.x.isFinite && placement.menuAnchor.y.isFinite)
  }
}

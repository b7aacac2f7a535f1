import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ContextMenuPlacement: the menu resized for a submenu keeps its edge facing the preview")
struct ContextMenuResizeTests {
  static let cell = CGRect(x: 0, y: 200, width: 390, height: 44)

  @Test("Below the preview: the top stays, the menu grows down, capped at the usable area and scrolling")
  func below() {
    let placement = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: Self.cell, rowHeights: [44, 44, 44],
      accessorySize: CGSize(width: 240, height: 48))
    #expect(placement.side == .below)
    let grown = placement.resizingMenu(rowHeights: Array(repeating: 44, count: 5))
    #expect(grown.menuFrame.minY == placement.menuFrame.minY)
    #expect(grown.menuFrame.height == 220)
    #expect(grown.menuFrame.minX == placement.menuFrame.minX && grown.menuFrame.width == 250)
    #expect(grown.previewFrame == placement.previewFrame)
    #expect(grown.accessoryFrame == placement.accessoryFrame)
    #expect(grown.menuAnchor == placement.menuAnchor)
    #expect(!grown.menuScrolls)
    let huge = placement.resizingMenu(rowHeights: Array(repeating: 44, count: 40))
    let bottom = 844.0 - 34 - 16
    #expect(abs(huge.menuFrame.maxY - bottom) < 1e-9)
    #expect(huge.menuScrolls)
    #expect(huge.resizingMenu(rowHeights: [44, 44, 44]) == placement)  // back to the parent
  }

  @Test("Above the preview: the bottom stays and the menu grows up to the area's top")
  func above() {
    let low = CGRect(x: 0, y: 700, width: 390, height: 44)
    let placement = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: low, rowHeights: [44, 44])
    #expect(placement.side == .above)
    let grown = placement.resizingMenu(rowHeights: [44, 44, 44, 44])
    #expect(abs(grown.menuFrame.maxY - placement.menuFrame.maxY) < 1e-9)
    #expect(abs(grown.menuFrame.height - 176) < 1e-9)
    let huge = placement.resizingMenu(rowHeights: Array(repeating: 44, count: 40))
    #expect(abs(huge.menuFrame.minY - (47 + 16)) < 1e-9)
    #expect(huge.menuScrolls)
    let shrunk = placement.resizingMenu(rowHeights: [44])
    #expect(abs(shrunk.menuFrame.minY - (placement.menuFrame.maxY - 44)) < 1e-9)
  }

  @Test("Beside the preview (iPad): the top stays until the bottom would pass the area, then it moves up")
  func beside() {
    let tall = CGRect(x: 400, y: 500, width: 300, height: 600)
    let placement = ContextMenuPlacement(
      container: Device.pad, safeArea: Device.padSafe, source: tall,
      previewSize: CGSize(width: 300, height: 900),
      rowHeights: [44, 44])
    #expect(placement.side == .left || placement.side == .right)
    let grown = placement.resizingMenu(rowHeights: Array(repeating: 44, count: 6))
    #expect(grown.menuFrame.height == 264)
    let areaBottom = 1024.0 - 20 - 16
    #expect(grown.menuFrame.maxY <= areaBottom + 1e-9)
    #expect(abs(grown.menuFrame.minY - placement.menuFrame.minY) < 1e-9)  // the top stays
    let longer = placement.resizingMenu(rowHeights: Array(repeating: 44, count: 21))  // 924 pt
    #expect(abs(longer.menuFrame.maxY - areaBottom) < 1e-9)  // moved up to end at the area's bottom
    #expect(longer.menuFrame.minY < placement.menuFrame.minY && !longer.menuScrolls)
    let huge = placement.resizingMenu(rowHeights: Array(repeating: 44, count: 60))
    #expect(abs(huge.menuFrame.minY - (24 + 16)) < 1e-9)
    #expect(abs(huge.menuFrame.maxY - areaBottom) < 1e-9)
    #expect(huge.menuScrolls)
  }

  @Test("Bad input: NaN, infinite and negative row heights count as 0; every frame stays finite")
  func badInput() {
    let placement = ContextMenuPlacement(
      container: Device.phone, safeArea: Device.phoneSafe, source: Self.cell, rowHeights: [44])
    let resized = placement.resizingMenu(rowHeights: [.nan, .infinity, -5, 44])
    #expect(resized.menuFrame.height == 44)
    let empty = placement.resizingMenu(rowHeights: [])
    #expect(empty.menuFrame.height == 0 && !empty.menuScrolls)
    for frame in [resized.menuFrame, empty.menuFrame] {
      #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width >= 0 && frame.height >= 0)
    }
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The pieces of a context menu, sanitised, and their arrangement in the usable area (the rules of
/// ``ContextMenuPlacement``).
struct ContextMenuStack {
  /// The frames an arrangement gives.
  struct Arranged {
    var preview: CGRect
    var menu: CGRect
    var side: ContextMenuPlacement.Side
    var accessory: CGRect?
  }

  let area: ContextMenuArea
  let source: CGRect
  /// The preview's preferred size.
  let preferred: CGSize
  /// The height of the menu's rows.
  let menuContent: Double
  let menuWidth: Double
  let accessory: CGSize?
  let gap: Double

  init(
    area: ContextMenuArea, source: CGRect, previewSize: CGSize?, rowHeights: [Double], menuWidth: Double,
    accessorySize: CGSize?, gap: Double
  ) {
    func size(_ size: CGSize) -> CGSize {
      CGSize(
        width: max(MenuBounds.finite(Double(size.width)), 0),
        height: max(MenuBounds.finite(Double(size.height)), 0))
    }
    self.area = area
    self.source = source
    preferred = previewSize.map(size) ?? source.size
    menuContent = Self.contentHeight(rowHeights)
    self.menuWidth = min(menuWidth.isFinite ? max(menuWidth, 0) : MenuPlacement.defaultWidth, area.width)
    accessory = accessorySize.map(size).map {
      CGSize(width: min(Double($0.width), area.width), height: min(Double($0.height), area.height / 4))
    }
    self.gap = gap
  }

  /// The height of rows of `rowHeights` (non-finite or negative heights count as 0, the sum is
  /// clamped to ``MenuBounds/limit``).
  static func contentHeight(_ rowHeights: [Double]) -> Double {
    min(rowHeights.reduce(0) { $0 + ($1.isFinite ? min(max($1, 0), MenuBounds.limit) : 0) }, MenuBounds.limit)
  }

  /// The accessory's height and its gap, or 0 without one.
  var accessoryBand: Double { accessory.map { Double($0.height) + gap } ?? 0 }

  /// The preview's scale when it only has to fit the usable width.
  var widthScale: Double {
    preferred.width > 0 ? min(1, area.width / Double(preferred.width)) : 1
  }

  /// Arranges the pieces (rule 3 of ``ContextMenuPlacement``).
  func arrange(layoutDirection: MenuLayoutDirection) -> Arranged {
    let scale = widthScale
    let previewHeight = Double(preferred.height) * scale
    let top = Double(source.midY) - previewHeight / 2
    let bottom = top + previewHeight
    if top - accessoryBand >= area.minY, bottom + gap + menuContent <= area.maxY {
      return vertical(
        .below, scale: scale, menuHeight: menuContent, stackTop: top - accessoryBand, layoutDirection)
    }
    if top - accessoryBand - gap - menuContent >= area.minY, bottom <= area.maxY {
      let stackTop = top - accessoryBand - gap - menuContent
      return vertical(.above, scale: scale, menuHeight: menuContent, stackTop: stackTop, layoutDirection)
    }
    let previewWidth = Double(preferred.width) * scale
    if area.width >= previewWidth + gap + menuWidth, previewHeight + accessoryBand <= area.height {
      return beside(scale: scale, layoutDirection)
    }
    return shifted(layoutDirection)
  }

  /// Below or above with the stack moved (and the preview shrunk) to fit the usable height.
  private func shifted(_ layoutDirection: MenuLayoutDirection) -> Arranged {
    let fullHeight = Double(preferred.height) * widthScale
    let leftForMenu = area.height - accessoryBand - gap - fullHeight
    let menuHeight = max(
      min(
        menuContent, max(leftForMenu, min(menuContent, area.height / 2)), area.height - accessoryBand - gap),
      0)
    let previewHeight = min(fullHeight, max(area.height - accessoryBand - gap - menuHeight, 0))
    let scale = preferred.height > 0 ? previewHeight / Double(preferred.height) : widthScale
    let side: ContextMenuPlacement.Side =
      area.maxY - Double(source.midY) >= Double(source.midY) - area.minY ? .below : .above
    let total = accessoryBand + previewHeight + gap + menuHeight
    let previewTop = Double(source.midY) - previewHeight / 2
    let natural = side == .below ? previewTop - accessoryBand : previewTop - accessoryBand - gap - menuHeight
    let stackTop = min(max(natural, area.minY), max(area.maxY - total, area.minY))
    return vertical(side, scale: scale, menuHeight: menuHeight, stackTop: stackTop, layoutDirection)
  }

  /// The stack top to bottom: accessory, preview, menu (below); menu, accessory, preview (above).
  private func vertical(
    _ side: ContextMenuPlacement.Side, scale: Double, menuHeight: Double, stackTop: Double,
    _ layoutDirection: MenuLayoutDirection
  ) -> Arranged {
    let preview = previewFrame(
      scale: scale, top: stackTop + (side == .above ? menuHeight + gap : 0) + accessoryBand)
    let menuTop = side == .below ? Double(preview.maxY) + gap : stackTop
    let menuX = aligned(width: menuWidth, to: preview, layoutDirection)
    return Arranged(
      preview: preview, menu: CGRect(x: menuX, y: menuTop, width: menuWidth, height: menuHeight), side: side,
      accessory: accessoryFrame(above: preview, layoutDirection))
  }

  /// The menu beside the full preview, on the side with more room.
  private func beside(scale: Double, _ layoutDirection: MenuLayoutDirection) -> Arranged {
    var preview = previewFrame(scale: scale, top: Double(source.midY) - Double(preferred.height) * scale / 2)
    let minTop = area.minY + accessoryBand
    preview.origin.y = min(max(preview.minY, minTop), max(area.maxY - Double(preview.height), minTop))
    let right = area.maxX - Double(preview.maxX) >= Double(preview.minX) - area.minX
    // Move the preview away from the edge until the menu fits beside it.
    if right {
      preview.origin.x = min(preview.minX, area.maxX - menuWidth - gap - Double(preview.width))
    } else {
      preview.origin.x = max(preview.minX, area.minX + menuWidth + gap)
    }
    let menuX = right ? Double(preview.maxX) + gap : Double(preview.minX) - gap - menuWidth
    let accessory = accessoryFrame(above: preview, layoutDirection)
    // A menu under a wide accessory starts below it; otherwise it may rise to the area's top.
    let blocked = accessory.map { Double($0.minX) < menuX + menuWidth && Double($0.maxX) > menuX } ?? false
    let highest = blocked ? Double(preview.minY) : area.minY
    let menuHeight = min(menuContent, area.maxY - highest)
    let menuTop = min(max(Double(preview.minY), highest), area.maxY - menuHeight)
    return Arranged(
      preview: preview, menu: CGRect(x: menuX, y: menuTop, width: menuWidth, height: menuHeight),
      side: right ? .right : .left, accessory: accessory)
  }

  /// The preview at `scale`, centred on the source horizontally (clamped into the area), its top at
  /// `top`.
  private func previewFrame(scale: Double, top: Double) -> CGRect {
    let width = Double(preferred.width) * scale
    let x = min(max(Double(source.midX) - width / 2, area.minX), max(area.maxX - width, area.minX))
    return CGRect(x: x, y: top, width: width, height: Double(preferred.height) * scale)
  }

  private func accessoryFrame(above preview: CGRect, _ layoutDirection: MenuLayoutDirection) -> CGRect? {
    accessory.map {
      CGRect(
        x: aligned(width: Double($0.width), to: preview, layoutDirection),
        y: Double(preview.minY) - gap - Double($0.height), width: Double($0.width), height: Double($0.height))
    }
  }

  /// The x of a piece `width` wide aligned with the preview (rule 4), clamped into the area.
  private func aligned(width: Double, to preview: CGRect, _ layoutDirection: MenuLayoutDirection) -> Double {
    let third = area.width / 3
    let alignsLeft: Bool
    if Double(preview.midX) < area.minX + third {
      alignsLeft = true
    } else if Double(preview.midX) > area.maxX - third {
      alignsLeft = false
    } else {
      alignsLeft = layoutDirection == .leftToRight
    }
    let x = alignsLeft ? Double(preview.minX) : Double(preview.maxX) - width
    return min(max(x, area.minX), max(area.maxX - width, area.minX))
  }
}

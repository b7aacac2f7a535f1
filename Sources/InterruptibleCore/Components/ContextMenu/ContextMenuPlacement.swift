import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a context menu's lifted preview, its menu and its accessory go. A pure function of the
/// geometry, in points, in the container's coordinates (origin top-left, y down).
///
/// Rules, in order:
/// 1. The usable area is the safe area less the keyboard less `margin` on every side. Only a docked
///    keyboard takes room: one that reaches the screen's bottom, as a sheet decides it
///    (`SheetKeyboard.overlap(keyboardFrame:container:screen:)`); a floating or undocked keyboard
///    takes none.
/// 2. The preview has its preferred size (the source's size for a snapshot), scaled down uniformly to
///    fit the usable width. The menu is as tall as its rows, capped to the room the preview leaves
///    but never below half the usable height (or its rows' height, when smaller); beyond the cap its
///    rows scroll. The accessory (a reaction bar), when given, sits `gap` above the preview.
/// 3. The menu opens **below** the preview when the stack fits with the preview centred on the
///    source; else **above** when it fits there; else, when the container is wide enough to put the
///    menu beside the full-size preview (an iPad), **beside** it on the side with more room; else
///    below or above (the side with more room around the source), the stack shifted to fit, and the
///    preview scaled down further when even that is not enough.
/// 4. The preview stays centred on the source horizontally, clamped inside the usable area. The menu
///    and the accessory align with the preview's left edge when the preview sits in the left third
///    of the area, its right edge in the right third, and its leading edge otherwise (left in
///    left-to-right, right in right-to-left), clamped inside the usable area.
/// 5. The menu grows from the point of the preview's edge that faces it, at the menu's aligned edge.
///
/// Bad input: non-finite or negative sizes and row heights count as 0, coordinates beyond ±1e9 pt
/// are clamped to it, a non-finite margin or gap takes its default. Every output is finite and no
/// frame has a negative size.
package struct ContextMenuPlacement: Sendable, Equatable {
  /// Where the menu is, seen from the preview.
  package enum Side: String, Sendable, Hashable {
    /// Below the preview.
    case below
    /// Above the preview (and above the accessory).
    case above
    /// Left of the preview.
    case left
    /// Right of the preview.
    case right
  }

  /// The lifted preview's frame.
  package let previewFrame: CGRect
  /// The preview's scale: its frame's size over its preferred size (1 when it was not shrunk).
  package let previewScale: Double
  /// The menu's frame.
  package let menuFrame: CGRect
  /// The side of the preview the menu is on.
  package let side: Side
  /// The point the menu grows from, on the preview's edge that faces it.
  package let menuAnchor: CGPoint
  /// Whether the menu's rows are taller than its frame (the menu scrolls).
  package let menuScrolls: Bool
  /// The accessory's frame, when there is an accessory.
  package let accessoryFrame: CGRect?
  /// The usable area the pieces stay inside.
  let area: ContextMenuArea

  /// The default distance between the preview, the menu and the accessory.
  package static let defaultGap = 16.0
  /// The default distance from the usable area's edges.
  package static let defaultMargin = 16.0

  /// Places a context menu for `source` (container coordinates).
  ///
  /// - Parameters:
  ///   - previewSize: the preview's preferred size; nil for a snapshot of the source (its size).
  ///   - menuWidth: the menu's width (at most the usable width); its height is `rowHeights`' sum.
  ///   - accessorySize: the accessory's size, or nil for none.
  ///   - keyboardFrame: the keyboard's frame in the container, or nil when it is hidden.
  ///   - screen: the screen's bounds in the container's coordinates (nil: the container is the
  ///     screen); a keyboard that does not reach its bottom is floating and takes no room.
  package init(
    container: CGSize, safeArea: MenuInsets, source: CGRect, previewSize: CGSize? = nil,
    rowHeights: [Double], menuWidth: Double = MenuPlacement.defaultWidth, accessorySize: CGSize? = nil,
    keyboardFrame: CGRect? = nil, screen: CGRect? = nil, layoutDirection: MenuLayoutDirection = .leftToRight,
    margin: Double = defaultMargin, gap: Double = defaultGap
  ) {
    let area = ContextMenuArea(
      container: container, safeArea: safeArea, keyboard: keyboardFrame, screen: screen,
      margin: margin.isFinite ? max(margin, 0) : Self.defaultMargin)
    let stack = ContextMenuStack(
      area: area, source: MenuBounds.finite(source), previewSize: previewSize, rowHeights: rowHeights,
      menuWidth: menuWidth, accessorySize: accessorySize, gap: gap.isFinite ? max(gap, 0) : Self.defaultGap)
    let arranged = stack.arrange(layoutDirection: layoutDirection)
    previewFrame = arranged.preview
    previewScale = stack.preferred.width > 0 ? Double(arranged.preview.width / stack.preferred.width) : 1
    menuFrame = arranged.menu
    side = arranged.side
    menuScrolls = stack.menuContent > Double(arranged.menu.height) + 1e-9
    accessoryFrame = arranged.accessory
    menuAnchor = Self.anchor(preview: arranged.preview, menu: arranged.menu, side: arranged.side)
    self.area = area
  }

  /// The same placement with a menu of other rows (a submenu opened in place, or closed again): the
  /// preview, the accessory, the side and the anchor stay; the menu keeps the edge that faces the
  /// preview (its top below or beside the preview, its bottom above it) and takes its rows' height,
  /// up to the usable area's edge it grows toward, beyond which its rows scroll. Beside the
  /// preview, a menu that would pass the area's bottom moves up, no higher than the area's top.
  ///
  /// Bad input: non-finite or negative row heights count as 0, as in the initializer.
  package func resizingMenu(rowHeights: [Double]) -> ContextMenuPlacement {
    let content = ContextMenuStack.contentHeight(rowHeights)
    var menu = menuFrame
    switch side {
    case .below:
      menu.size.height = max(min(content, area.maxY - Double(menu.minY)), 0)
    case .above:
      let bottom = Double(menu.maxY)
      let height = max(min(content, bottom - area.minY), 0)
      menu = CGRect(x: menu.minX, y: bottom - height, width: menu.width, height: height)
    case .left, .right:
      let height = max(min(content, area.height), 0)
      let top = max(min(Double(menu.minY), area.maxY - height), area.minY)
      menu = CGRect(x: menu.minX, y: top, width: menu.width, height: height)
    }
    return ContextMenuPlacement(resized: self, menu: menu, scrolls: content > Double(menu.height) + 1e-9)
  }

  private init(resized placement: ContextMenuPlacement, menu: CGRect, scrolls: Bool) {
    previewFrame = placement.previewFrame
    previewScale = placement.previewScale
    menuFrame = menu
    side = placement.side
    menuAnchor = placement.menuAnchor
    menuScrolls = scrolls
    accessoryFrame = placement.accessoryFrame
    area = placement.area
  }

  /// The point of the preview's edge facing the menu: at the menu's edge aligned with the
  /// preview's (its middle when neither is), at the menu's top for a menu beside the preview.
  private static func anchor(preview: CGRect, menu: CGRect, side: Side) -> CGPoint {
    let x: CGFloat
    if abs(menu.minX - preview.minX) < 1e-6 {
      x = menu.minX
    } else if abs(menu.maxX - preview.maxX) < 1e-6 {
      x = menu.maxX
    } else {
      x = min(max(menu.midX, preview.minX), preview.maxX)
    }
    switch side {
    case .below: return CGPoint(x: x, y: preview.maxY)
    case .above: return CGPoint(x: x, y: preview.minY)
    case .left: return CGPoint(x: preview.minX, y: min(max(menu.minY, preview.minY), preview.maxY))
    case .right: return CGPoint(x: preview.maxX, y: min(max(menu.minY, preview.minY), preview.maxY))
    }
  }
}

/// The rectangle a context menu's pieces stay inside: the safe area less the keyboard and margins.
struct ContextMenuArea: Sendable, Equatable {
  let minX: Double
  let minY: Double
  let maxX: Double
  let maxY: Double

  init(container: CGSize, safeArea: MenuInsets, keyboard: CGRect?, screen: CGRect? = nil, margin: Double) {
    let bounds = MenuBounds(container: container, safeArea: safeArea, margin: margin)
    minX = bounds.minX
    minY = bounds.minY
    maxX = bounds.maxX
    // A docked keyboard covers the container's bottom by its overlap; a floating one takes no room.
    let height = MenuBounds.finite(Double(container.height))
    let overlap = keyboard.map {
      SheetKeyboard.overlap(
        keyboardFrame: MenuBounds.finite($0), container: CGRect(x: 0, y: 0, width: 1, height: height),
        screen: screen.map { MenuBounds.finite($0) })
    }
    let keyboardTop = overlap.flatMap { $0 > 0 ? height - $0 - margin : nil }
    maxY = max(min(bounds.maxY, keyboardTop ?? bounds.maxY), bounds.minY)
  }

  var width: Double { maxX - minX }
  var height: Double { maxY - minY }
}

import Foundation
import InterruptibleCore

/// The work of a pull-down menu: laying out 50 rows (placement) and finding the row under a finger
/// during a drag (row index lookup through `MenuInteraction.row(at:)`, and the whole
/// `touchMoved` with its highlight events).
package final class MenuWork {
  let heights: [Double]
  let interaction: MenuInteraction
  var dragging: MenuInteraction
  let shown = CGRect(x: 16, y: 112, width: 250, height: 690)

  /// A menu of `rows` rows (50 by default; every seventh a separator), open.
  package init(rows: Int = 50) {
    heights = (0..<rows).map { $0 % 7 == 6 ? 8.0 : 44.0 }
    interaction = MenuInteraction(rows: MenuRowIndex(heights: heights, selectable: heights.map { $0 > 8 }))
    dragging = interaction
  }

  /// Places the 50-row menu for a source whose x moves with `fraction`.
  @inline(never)
  package func layout(_ fraction: Double) -> Double {
    let placement = MenuPlacement(
      container: CGSize(width: 390, height: 844),
      safeArea: MenuInsets(top: 47, left: 0, bottom: 34, right: 0),
      source: CGRect(x: fraction * 346, y: 60, width: 44, height: 44), rowHeights: heights)
    return Double(placement.frame.minX + placement.frame.height)
  }

  /// Finds the row under a finger at `fraction` of the menu's height (half-size, still growing).
  @inline(never)
  package func hitTest(_ fraction: Double) -> Double {
    let growing = CGRect(x: 16, y: 112, width: 125, height: 345)
    let point = CGPoint(x: 60, y: 112 + fraction * 345)
    return Double(
      interaction.row(at: point, shownFrame: growing, restingHeight: 690, scrollOffset: 100) ?? -1)
  }

  /// The finger moving over the menu during a drag (`MenuInteraction.touchMoved`), at `fraction` of the
  /// menu's height: the highlight changes whenever the finger crosses into another row. Returns the
  /// number of events.
  @inline(never)
  package func touchMoved(_ fraction: Double) -> Double {
    let point = CGPoint(x: 60, y: 112 + fraction * 690)
    return Double(dragging.touchMoved(to: point, shownFrame: shown).count)
  }

  /// Nothing but the call: the baseline for both.
  @inline(never)
  package func baseline(_ fraction: Double) -> Double { fraction }
}

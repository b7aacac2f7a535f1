import Foundation
import InterruptibleCore

/// A context-menu scenario: a press on a source view lifts it, a menu grows beside the lifted
/// preview, and the finger's moves, releases and taps decide how it ends. The simulator runs the
/// core's ``ContextMenuLift`` (the decisions) and ``ContextMenuPlacement`` (the frames) on a manual
/// clock, with the animations the UIKit shell runs, as reference animators.
///
/// ```json
/// "contextMenu": {"container": {"width": 390, "height": 844},
///                 "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
///                 "source": {"x": 16, "y": 400, "width": 358, "height": 64},
///                 "rows": [{"height": 44}, {"height": 44}, {"height": 44}]}
/// ```
package struct ContextMenuScenario: Sendable, Equatable {
  /// The container's (the window's) size, in points.
  package var container: CGSize
  /// The container's safe-area insets.
  package var safeArea: MenuInsets
  /// The source view's frame in the container (y down).
  package var source: CGRect
  /// The preview's preferred size; nil for a snapshot of the source (its size).
  package var previewSize: CGSize?
  /// The menu's row heights, top to bottom.
  package var rowHeights: [Double]
  /// The menu's width.
  package var menuWidth: Double = MenuPlacement.defaultWidth
  /// The layout direction.
  package var layoutDirection: MenuLayoutDirection = .leftToRight
  /// The docked keyboard's height over the container's bottom edge (0: hidden).
  package var keyboard = 0.0
  /// The lift's commit time and slop.
  package var settings = ContextMenuLift.Settings()
  /// Whether Reduce Motion is on: the source does not scale, the preview and menu only fade.
  package var reducesMotion = false
  /// What happens, in time order.
  package var events: [ContextMenuScenarioEvent] = []

  /// A context menu over `source` in `container`, with rows of `rowHeights`.
  package init(container: CGSize, safeArea: MenuInsets = MenuInsets(), source: CGRect, rowHeights: [Double]) {
    self.container = container
    self.safeArea = safeArea
    self.source = source
    self.rowHeights = rowHeights
  }

  /// The keyboard's frame in a container of `size` (the scenario's own by default), nil when it is
  /// hidden.
  func keyboardFrame(in size: CGSize? = nil) -> CGRect? {
    guard keyboard > 0 else { return nil }
    let size = size ?? container
    return CGRect(x: 0, y: Double(size.height) - keyboard, width: Double(size.width), height: keyboard)
  }

  /// Where the core places the lifted preview and the menu in a container of `size` (the scenario's
  /// own by default).
  func placement(in size: CGSize? = nil) -> ContextMenuPlacement {
    ContextMenuPlacement(
      container: size ?? container, safeArea: safeArea, source: source, previewSize: previewSize,
      rowHeights: rowHeights, menuWidth: menuWidth, keyboardFrame: keyboardFrame(in: size),
      layoutDirection: layoutDirection)
  }
}

/// One thing that happens in a context-menu scenario.
package struct ContextMenuScenarioEvent: Sendable, Equatable {
  /// When, in seconds from the start.
  package var time: Double
  /// What happens.
  package var action: ContextMenuScenarioAction

  /// Creates an event.
  package init(time: Double, action: ContextMenuScenarioAction) {
    self.time = time
    self.action = action
  }
}

/// The events of a context-menu scenario.
package enum ContextMenuScenarioAction: Sendable, Equatable {
  /// A finger touches down at this point (container coordinates): a new session lifts the source.
  case press(CGPoint)
  /// The finger that pressed moves to this point.
  case move(CGPoint)
  /// The finger that pressed lifts at this point.
  case release(CGPoint)
  /// The system cancels the finger that pressed.
  case cancelTouch
  /// A tap outside the source, the preview and the menu.
  case tapOutside
  /// A tap on the lifted preview.
  case tapPreview
  /// A tap on the centre of this menu row, where the menu shows at that moment.
  case tapRow(Int)
  /// Code closes the menu (`dismiss()`).
  case dismiss
  /// The container (the window) takes this size: a rotation or a resize. An open menu closes, as
  /// UIKit closes its context menus; later lifts are placed in the new size.
  case resize(CGSize)

  /// Every event name, in documentation order.
  package static let names = [
    "press", "move", "release", "cancelTouch", "tapOutside", "tapPreview", "tapRow", "dismiss", "resize",
  ]

  /// The name used in scenario files.
  package var name: String {
    switch self {
    case .press: return "press"
    case .move: return "move"
    case .release: return "release"
    case .cancelTouch: return "cancelTouch"
    case .tapOutside: return "tapOutside"
    case .tapPreview: return "tapPreview"
    case .tapRow: return "tapRow"
    case .dismiss: return "dismiss"
    case .resize: return "resize"
    }
  }

  /// A short label for plots: `press (120, 430)`, `tapRow 2`.
  package var label: String {
    switch self {
    case .press(let point), .move(let point), .release(let point):
      return "\(name) (\(ScenarioNumber.text(Double(point.x))), \(ScenarioNumber.text(Double(point.y))))"
    case .tapRow(let row): return "tapRow \(row)"
    case .resize(let size):
      return "resize \(ScenarioNumber.text(Double(size.width))) × \(ScenarioNumber.text(Double(size.height)))"
    case .cancelTouch, .tapOutside, .tapPreview, .dismiss: return name
    }
  }
}

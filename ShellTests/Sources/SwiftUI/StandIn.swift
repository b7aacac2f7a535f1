import Foundation
import UIKit

/// The SwiftUI stand-in's own state in a world: its log, its switches (rules §10), its graphs.
/// Tests of the layer never need it; the stand-in's self-tests read `log` and set `switches`.
@MainActor
package enum StandInSwiftUI {
  /// What happened, in order (bodies, representable calls, passes, actions).
  package enum Event: Equatable, Sendable {
    case body(String)
    case makeCoordinator(String)
    case makeUIView(String)
    case updateUIView(String)
    case dismantleUIView(String)
    case didMoveToWindow(String)
    case appear(String)
    case disappear(String)
    case preferenceAction(String)
    case updatePass(begin: Bool)
  }

  /// The undocumented points of the rules' §10, each with its default and other variant.
  package struct Switches: Sendable, Equatable {
    /// S1: each invalidated body is evaluated twice.
    package var evaluatesBodyTwice = false
    /// S2: `onPreferenceChange` is not called for the initial value.
    package var skipsInitialPreference = false
    /// S3: state written during an update is stored and applied at the next pass (not dropped).
    package var appliesStateWrittenDuringUpdate = false
    /// S4: `dismantleUIView` runs in the pass's actions (not inside the pass).
    package var dismantlesInActions = false
    /// S5: no `updateUIView` right after `makeUIView`.
    package var skipsUpdateAfterMake = false
    /// S6: no `dismantleUIView` when a hosting controller is released with the view installed.
    package var skipsDismantleOnRelease = false
    /// S7: the representable's view joins the window before its first `updateUIView`.
    package var joinsWindowBeforeUpdate = false
    /// S8: `preferredContentSize` follows the ideal size on the next turn.
    package var refreshesPreferredSizeNextTurn = false
    /// S9: a presented hosting controller's first pass waits for `viewDidAppear`.
    package var firstPassAtDidAppear = false

    package init() {}

    /// The switches `SWIFTUI_STANDIN_VARIANT` names (comma-separated S1…S9, or `all`).
    package init(variant: String) {
      let names = Set(variant.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
      func on(_ name: String) -> Bool { names.contains(name) || names.contains("all") }
      evaluatesBodyTwice = on("S1")
      skipsInitialPreference = on("S2")
      appliesStateWrittenDuringUpdate = on("S3")
      dismantlesInActions = on("S4")
      skipsUpdateAfterMake = on("S5")
      skipsDismantleOnRelease = on("S6")
      joinsWindowBeforeUpdate = on("S7")
      refreshesPreferredSizeNextTurn = on("S8")
      firstPassAtDidAppear = on("S9")
    }
  }

  private static var world: ObjectIdentifier?
  private static var worldSwitches = Switches()
  private static var worldLog: [Event] = []
  private static var worldGraphs: [WeakGraph] = []
  private struct WeakGraph { weak var graph: ViewGraph? }

  /// Resets the stand-in's state when a new world (a new UIKit run loop) has started.
  private static func sync() {
    let current = ObjectIdentifier(StandInRuntime.shared)
    guard world != current else { return }
    world = current
    worldSwitches = Switches(variant: ProcessInfo.processInfo.environment["SWIFTUI_STANDIN_VARIANT"] ?? "")
    worldLog = []
    worldGraphs = []
    StandInRuntime.updatePasses = { StandInSwiftUI.runUpdatePasses() }
    StandInKeyboard.didChange = {
      for graph in StandInSwiftUI.worldGraphs.compactMap(\.graph) { graph.container?.setNeedsLayout() }
    }
  }

  /// The switches of this world (from `SWIFTUI_STANDIN_VARIANT`; self-tests may set them).
  package static var switches: Switches {
    get {
      sync()
      return worldSwitches
    }
    set {
      sync()
      worldSwitches = newValue
    }
  }

  /// The events of this world so far.
  package static var log: [Event] {
    sync()
    return worldLog
  }

  static func record(_ event: Event) {
    sync()
    worldLog.append(event)
  }

  /// Appends SwiftUI's runtime warning `message` to the world's refusals.
  static func refuse(_ message: String) { StandInRuntime.shared.refusals.append(message) }

  static func register(_ graph: ViewGraph) {
    sync()
    worldGraphs.removeAll { $0.graph == nil }
    worldGraphs.append(WeakGraph(graph: graph))
  }

  /// The inert modifiers (opacity, styles, titles: what the stand-in records but does not draw) of
  /// the world's view graphs, in tree order, by name (`opacity(0.0)`): what a test reads of them.
  package static var inertModifiers: [String] {
    sync()
    var names: [String] = []
    for graph in worldGraphs.compactMap(\.graph) {
      graph.root?.forEachNode { node in
        let modifier = node.viewAs((any ModifierCarrying).self)?.primitiveModifier as? _InertModifier
        if let modifier { names.append(modifier.name) }
      }
    }
    return names
  }

  /// Whether an update pass runs now (true for bodies, representables and layout; false while the
  /// pass's actions run, UP02).
  package static var isUpdating: Bool { isAnyGraphUpdating }

  /// Whether any view graph is inside an update pass (UP07 is per thread, not per graph).
  static var isAnyGraphUpdating: Bool { worldGraphs.contains { $0.graph?.isUpdating == true } }

  /// Step 3 of a turn: one update pass per graph with pending changes.
  static func runUpdatePasses() {
    sync()
    for graph in worldGraphs.compactMap(\.graph) where graph.needsUpdate { graph.updateIfPossible() }
  }

  /// The padding `.padding()` adds (LY07: "a platform-specific default amount"; 16 pt on iPhone,
  /// an unverified value — tests compute with this constant).
  package static let defaultPadding: CGFloat = 16
  /// The spacing a stack uses between two views when given `nil` (LY03; a stand-in value).
  package static let defaultSpacing: CGFloat = 8
}

import Foundation
import UIKit

/// How a hosting controller tracks its content's size (HC04).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Options from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `preferredContentSize` follows the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  /// The view's intrinsic content size follows the content's ideal size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// Safe-area regions (HC07).
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Regions from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The container's safe area.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A hosting controller's safe-area regions, whatever its content type.
@MainActor
protocol SafeAreaRegionsProviding: AnyObject {
  var safeAreaRegions: SafeAreaRegions { get }
}

/// A view controller that manages a SwiftUI view hierarchy (its own view graph, HC01).
open class UIHostingController<Content: View>: UIViewController, SafeAreaRegionsProviding {
  let graph: ViewGraph
  /// The root view; setting it schedules an update pass (HC02).
  public var rootView: Content {
    didSet { graph.setRoot(rootView) }
  }
  /// How the controller tracks its content's ideal size (empty by default, HC04).
  public var sizingOptions: UIHostingControllerSizingOptions = [] {
    didSet { followIdealSize() }
  }
  /// The safe-area regions the controller adds to its view (HC07).
  public var safeAreaRegions: SafeAreaRegions = .all {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// A controller hosting `rootView`; nothing is evaluated before its view exists (HC01).
  public init(rootView: Content) {
    self.rootView = rootView
    graph = ViewGraph(rootView: rootView)
    super.init(nibName: nil, bundle: nil)
    graph.didUpdate = { [weak self] in self?.followIdealSize() }
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }

  isolated deinit { graph.release() }

  open override func loadView() {
    let hosting = HostingView(graph: graph)
    hosting.backgroundColor = .systemBackground
    graph.container = hosting
    graph.waitsForAppearance = StandInSwiftUI.switches.firstPassAtDidAppear
    view = hosting
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard graph.waitsForAppearance else { return }
    graph.waitsForAppearance = false
    view.setNeedsLayout()
  }

  open override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    didSet {
      guard oldValue != overrideUserInterfaceStyle else { return }
      graph.rootEnvironment.colorScheme = overrideUserInterfaceStyle == .dark ? .dark : .light
      graph.setRoot(rootView)
    }
  }

  /// The content's size for `size` (a dimension of `.infinity` or `.greatestFiniteMagnitude` asks
  /// for the ideal size along it), after running a pending update (HC03).
  public func sizeThatFits(in size: CGSize) -> CGSize {
    loadViewIfNeeded()
    if graph.needsUpdate { graph.updateIfPossible() }
    func limit(_ value: CGFloat) -> CGFloat? {
      value.isFinite && value < .greatestFiniteMagnitude ? value : nil
    }
    return graph.sizeThatFits(ProposedViewSize(width: limit(size.width), height: limit(size.height)))
  }

  private var pendingSizeRefresh = false

  /// HC04/HC05: `preferredContentSize` is the ideal size (unspecified proposal), refreshed in the
  /// same turn or the next (S8).
  private func followIdealSize() {
    guard sizingOptions.contains(.preferredContentSize), graph.root != nil else { return }
    guard StandInSwiftUI.switches.refreshesPreferredSizeNextTurn else {
      preferredContentSize = graph.sizeThatFits(.unspecified)
      return
    }
    guard !pendingSizeRefresh else { return }
    pendingSizeRefresh = true
    StandInRuntime.shared.later { [weak self] in
      guard let self else { return }
      pendingSizeRefresh = false
      preferredContentSize = graph.sizeThatFits(.unspecified)
    }
  }
}

/// The hosting controller's view: runs the first pass at its first layout (HC01) and lays the
/// content out in its safe area at every layout (HC07).
final class HostingView: UIView {
  let graph: ViewGraph
  /// The regions of the hosting controller (HC07).
  var owningHost: SafeAreaRegionsProviding? { next as? SafeAreaRegionsProviding }
  init(graph: ViewGraph) {
    self.graph = graph
    super.init(frame: UIScreen.main.bounds)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let regions = (owningHost?.safeAreaRegions) ?? .all
    let container = regions.contains(.container) ? safeAreaInsets : .zero
    var keyboard: CGFloat = 0
    if regions.contains(.keyboard), let frame = StandInKeyboard.frame, window != nil {
      keyboard = min(max(convert(bounds, to: nil).maxY - frame.minY, 0), bounds.height)
    }
    graph.containerInsets = container
    graph.keyboardInset = keyboard
    var insets = container
    insets.bottom = max(container.bottom, keyboard)
    let safe = bounds.inset(by: insets)
    if graph.waitsForAppearance { return }
    if graph.needsUpdate { graph.update(in: safe) } else { graph.layout(in: safe) }
  }
}

import Foundation
import UIKit

/// A UIKit view in SwiftUI (RP01–RP12).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view type.
  associatedtype UIViewType: UIView
  /// The coordinator type (Void without one).
  associatedtype Coordinator = Void
  /// Makes the view, once per identity (RP02); it has no superview and no window yet (RP08).
  func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date (RP03, RP04).
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Called once when the identity ends (RP06).
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, once per identity, before `makeUIView` (RP01).
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or nil for the default sizing (RP11).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
  /// The context of a call.
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
  /// Nothing to do by default.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  /// The default sizing.
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
    nil
  }
  /// Primitive.
  public var body: Never { fatalError() }
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// The context of a representable's calls (RP07): made by SwiftUI, never by the layer.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` returned (RP01).
  public let coordinator: Representable.Coordinator
  /// The transaction of the change being applied (UP09).
  public var transaction: Transaction
  /// The environment at the representable's position (DF11).
  public var environment: EnvironmentValues
}

/// The view SwiftUI places in the hosting view for a representable: the made view is its only
/// subview, sized to its bounds (RP08); a real UIView, so the responder chain reaches the hosting
/// controller (RP09).
final class PlatformViewHost: UIView {
  let hosted: UIView
  init(hosted: UIView) {
    self.hosted = hosted
    super.init(frame: .zero)
    addSubview(hosted)
  }
  required init?(coder: NSCoder) { nil }
}

/// Makes, updates and dismantles representables for the graph.
@MainActor
enum Representables {
  static func update(_ representable: any UIViewRepresentable, node: ViewNode, graph: ViewGraph) {
    func run<R: UIViewRepresentable>(_ representable: R) {
      let name = "\(R.self)"
      if let platform = node.platform, let view = platform.hosted as? R.UIViewType,
        let coordinator = platform.coordinator as? R.Coordinator
      {
        StandInSwiftUI.record(.updateUIView(name))
        representable.updateUIView(view, context: context(coordinator, node, graph))
        return
      }
      StandInSwiftUI.record(.makeCoordinator(name))
      let coordinator = representable.makeCoordinator()
      StandInSwiftUI.record(.makeUIView(name))
      let view = representable.makeUIView(context: context(coordinator, node, graph))
      let wrapper = PlatformViewHost(hosted: view)
      let platform = PlatformState(placed: wrapper)
      platform.hosted = view
      platform.coordinator = coordinator
      node.platform = platform
      if StandInSwiftUI.switches.joinsWindowBeforeUpdate, let container = graph.container {
        container.addSubview(wrapper)
      }
      guard !StandInSwiftUI.switches.skipsUpdateAfterMake else { return }
      StandInSwiftUI.record(.updateUIView(name))
      representable.updateUIView(view, context: context(coordinator, node, graph))
    }
    run(representable)
  }

  private static func context<R: UIViewRepresentable>(
    _ coordinator: R.Coordinator, _ node: ViewNode, _ graph: ViewGraph
  )
    -> R.Context
  {
    UIViewRepresentableContext(
      coordinator: coordinator, transaction: graph.transaction, environment: node.environment)
  }

  /// RP06: dismantle (inside the pass, or in its actions under S4), then the view leaves.
  static func dismantle(_ node: ViewNode, platform: PlatformState, graph: ViewGraph) {
    guard let representable = node.viewAs((any UIViewRepresentable).self) else {
      return platform.placed.removeFromSuperview()
    }
    func run<R: UIViewRepresentable>(_ representable: R) {
      guard let view = platform.hosted as? R.UIViewType,
        let coordinator = platform.coordinator as? R.Coordinator
      else {
        return
      }
      let dismantle = {
        StandInSwiftUI.record(.dismantleUIView("\(R.self)"))
        R.dismantleUIView(view, coordinator: coordinator)
        platform.placed.removeFromSuperview()
      }
      if StandInSwiftUI.switches.dismantlesInActions { graph.enqueueAction(dismantle) } else { dismantle() }
    }
    run(representable)
  }

  /// The made view fills its wrapper when the wrapper has a size (RP08).
  static func layoutHosted(_ platform: PlatformState) {
    guard let hosted = platform.hosted, platform.placed.bounds.width > 0, platform.placed.bounds.height > 0
    else {
      return
    }
    hosted.frame = platform.placed.bounds
  }

  /// The representable's size: its own answer, or its view's intrinsic size along an unspecified
  /// dimension and the whole proposal otherwise (RP11).
  static func size(_ representable: any UIViewRepresentable, node: ViewNode, proposal: ProposedViewSize)
    -> CGSize
  {
    func run<R: UIViewRepresentable>(_ representable: R) -> CGSize {
      guard let platform = node.platform, let view = platform.hosted as? R.UIViewType,
        let coordinator = platform.coordinator as? R.Coordinator, let graph = node.graph
      else { return .zero }
      if let size = representable.sizeThatFits(
        proposal, uiView: view, context: context(coordinator, node, graph))
      {
        return size
      }
      let intrinsic = view.intrinsicContentSize
      return CGSize(
        width: proposal.width ?? max(intrinsic.width, 0), height: proposal.height ?? max(intrinsic.height, 0))
    }
    return run(representable)
  }
}

/// Representables lay themselves out (RP11).
struct RepresentableLayout: LayoutBehaviour {
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    guard let representable = node.viewAs((any UIViewRepresentable).self) else { return .zero }
    return Representables.size(representable, node: node, proposal: proposal)
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

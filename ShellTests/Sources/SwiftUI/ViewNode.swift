import Foundation
import UIKit

/// One identity in a view graph: a view at a structural position (SV01), its dynamic-property
/// storage, its children, its frame in the hosting view and, for a representable or a control, its
/// UIKit view.
@MainActor
final class ViewNode {
  weak var graph: ViewGraph?
  weak var parent: ViewNode?
  let key: AnyHashable
  let typeID: ObjectIdentifier
  var view: any View
  var environment: EnvironmentValues
  var children: [ViewNode] = []
  private var slots: [Int: AnyLocation] = [:]
  /// A state or object this view read changed: its body runs in the next pass.
  var isInvalid = false
  /// The frame in the hosting view's coordinates, after the last layout.
  var frame: CGRect = .zero
  /// The representable's or control's UIKit side.
  var platform: PlatformState?
  /// The last value each `onPreferenceChange` here delivered.
  var deliveredPreference: Any?
  var hasDeliveredPreference = false
  /// Tasks started by `.task` here.
  var tasks: [Task<Void, Never>] = []

  init(key: AnyHashable, view: any View, environment: EnvironmentValues, parent: ViewNode?, graph: ViewGraph)
  {
    self.key = key
    self.typeID = ObjectIdentifier(type(of: view))
    self.view = view
    self.environment = environment
    self.parent = parent
    self.graph = graph
  }

  var typeName: String { "\(type(of: view))" }

  /// The view as `T`, never through an optional's payload: an `Optional` view is its own node
  /// (a cast of a non-nil optional would otherwise see the wrapped view's conformances).
  func viewAs<T>(_ type: T.Type) -> T? { view is any OptionalView ? nil : view as? T }

  func slot(_ index: Int) -> AnyLocation? { slots[index] }
  func setSlot(_ index: Int, _ location: AnyLocation) { slots[index] = location }

  /// A state or object this view depends on changed: update at the end of the turn (UP01).
  func invalidate(transaction: Transaction) {
    isInvalid = true
    graph?.schedule(transaction)
  }

  /// UP07: the change is not lost, the invalidation waits for a later pass.
  func invalidateAfterPass() { graph?.invalidateAfterPass(self) }

  /// The identity ends: its storage, subscriptions and tasks go (SV02).
  func end() {
    for location in slots.values {
      (location as? ObjectSubscription)?.cancel()
      (location as? AnyStateObjectSlot)?.cancelSubscription()
    }
    slots.removeAll()
    for task in tasks { task.cancel() }
    tasks.removeAll()
  }

  /// Nodes in tree order (this one first).
  func forEachNode(_ body: (ViewNode) -> Void) {
    body(self)
    for child in children { child.forEachNode(body) }
  }
}

/// A state object's slot, type-erased.
@MainActor
protocol AnyStateObjectSlot {
  func cancelSubscription()
}

extension StateObjectSlot: AnyStateObjectSlot {
  func cancelSubscription() { subscription.cancel() }
}

/// The UIKit side of a representable or control node.
@MainActor
final class PlatformState {
  /// The view placed in the hosting view (the representable's wrapper, or the control).
  let placed: UIView
  /// The representable's own view and coordinator.
  var hosted: UIView?
  var coordinator: Any?
  /// Where the placed view goes in the node's frame (the whole frame unless a control says).
  var frameInNode: (CGRect) -> CGRect = { $0 }
  init(placed: UIView) { self.placed = placed }
}

import Foundation
import UIKit

/// The view graph of one hosting controller (HC01). Changes mark nodes invalid and schedule one
/// update pass at the end of the turn (UP01); the pass evaluates invalidated bodies (ancestors
/// first), makes/updates/dismantles representables, lays out, then runs the queued actions with
/// `isUpdating` false (UP02).
@MainActor
final class ViewGraph {
  private(set) var rootView: any View
  private var rootChanged = true
  private(set) var root: ViewNode?
  var needsUpdate = true
  private(set) var isUpdating = false
  /// The environment the system gives the root (the hosting controller sets it, HC09).
  var rootEnvironment = EnvironmentValues()
  /// The transaction of the changes this pass applies (UP09).
  private(set) var transaction = Transaction()
  private var actions: [() -> Void] = []
  private var deferred: [WeakNode] = []
  /// Called after each pass (the hosting controller follows its ideal size).
  var didUpdate: (() -> Void)?
  /// Where the pass places representables' and controls' views.
  weak var container: UIView?
  /// The container's safe-area insets the content avoids (HC07).
  var containerInsets = UIEdgeInsets.zero
  /// How far the keyboard overlaps the container from its bottom (HC08).
  var keyboardInset: CGFloat = 0
  /// The body being evaluated (its reads become dependencies).
  static var evaluating: ViewNode?

  init(rootView: any View) {
    self.rootView = rootView
    StandInSwiftUI.register(self)
  }

  /// A new root (HC02): deferred to the next pass.
  func setRoot(_ view: any View) {
    rootView = view
    rootChanged = true
    schedule(Transaction.current)
  }

  func schedule(_ transaction: Transaction) {
    if !needsUpdate || self.transaction.animation == nil { self.transaction = transaction }
    needsUpdate = true
  }

  func invalidateAfterPass(_ node: ViewNode) { deferred.append(WeakNode(node: node)) }

  /// Queues `action` to run once the current pass is over (or now, outside a pass).
  func enqueueAction(_ action: @escaping () -> Void) {
    if isUpdating { actions.append(action) } else { action() }
  }

  /// S9: the first pass waits for the hosting controller's `viewDidAppear`.
  var waitsForAppearance = false

  /// Runs the pending pass if the graph has a place to put its views.
  func updateIfPossible() {
    guard needsUpdate, !waitsForAppearance, let container else { return }
    update(in: container.bounds.inset(by: container.safeAreaInsets))
  }

  /// One update pass laying out in `bounds` (the container's safe area).
  func update(in bounds: CGRect) {
    needsUpdate = false
    isUpdating = true
    StandInSwiftUI.record(.updatePass(begin: true))
    let direction: LayoutDirection =
      UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    if rootEnvironment.layoutDirection != direction {
      rootEnvironment.layoutDirection = direction  // system-set (DF12)
      rootChanged = true
    }
    if let root, root.typeID == ObjectIdentifier(type(of: rootView)) {
      if rootChanged {
        root.view = rootView
        root.environment = rootEnvironment
      }
      updateNode(root, forced: rootChanged)
    } else {
      if let root { remove(root) }
      let made = ViewNode(key: "root", view: rootView, environment: rootEnvironment, parent: nil, graph: self)
      root = made
      install(made)
    }
    rootChanged = false
    layout(in: bounds)
    if let root { Preferences.collect(root, graph: self) }
    StandInSwiftUI.record(.updatePass(begin: false))
    isUpdating = false
    transaction = Transaction()
    let queued = actions
    actions = []
    for action in queued { action() }
    let late = deferred
    deferred = []
    for entry in late { entry.node?.invalidate(transaction: Transaction()) }
    didUpdate?()
  }

  /// Lays the tree out in `bounds` and moves the placed UIKit views to their frames.
  func layout(in bounds: CGRect) {
    guard let root else { return }
    let size = Layout.size(of: root, proposal: ProposedViewSize(bounds.size))
    Layout.place(root, in: CGRect(origin: bounds.origin, size: size).centred(in: bounds))
    placePlatformViews()
  }

  /// The ideal size of the content (the unspecified proposal, HC04) or its size for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard let root else { return .zero }
    return Layout.size(of: root, proposal: proposal)
  }

  private func placePlatformViews() {
    guard let root, let container else { return }
    var index = 0
    root.forEachNode { node in
      guard let platform = node.platform else { return }
      if platform.placed.superview !== container {
        container.insertSubview(platform.placed, at: min(index, container.subviews.count))
      }
      platform.placed.frame = platform.frameInNode(node.frame)
      Representables.layoutHosted(platform)
      index += 1
    }
  }

  // MARK: Nodes

  /// A new identity: properties installed, body or children expanded, representable made, and
  /// its appearance actions queued.
  private func install(_ node: ViewNode) {
    expand(node)
    Modifiers.didInstall(node)
  }

  private func updateNode(_ node: ViewNode, forced: Bool) {
    guard forced || node.isInvalid else {
      for child in node.children { updateNode(child, forced: false) }
      return
    }
    expand(node)
  }

  /// Evaluates the node's view (its body, or a primitive's children) and reconciles its children.
  private func expand(_ node: ViewNode) {
    node.isInvalid = false
    installProperties(of: node.view, on: node)
    if let representable = node.viewAs((any UIViewRepresentable).self) {
      // RP04: `updateUIView` runs "for any changes affecting the corresponding UIKit view": state
      // it reads (through a binding) makes the representable depend on it, as a body's reads do.
      let outer = Self.evaluating
      Self.evaluating = node
      defer { Self.evaluating = outer }
      return Representables.update(representable, node: node, graph: self)
    }
    Controls.update(node)
    reconcile(node, with: children(of: node))
  }

  private func children(of node: ViewNode) -> [GraphChild] {
    if let modified = node.viewAs((any CustomModifiedContent).self), modified.isCustom {
      return evaluate(node) {
        [GraphChild(key: "body", view: modified.modifierBody(), environment: node.environment)]
      }
    }
    if let primitive = node.view as? any PrimitiveView {  // an Optional is primitive itself
      return primitive.children(environment: node.environment)
    }
    return evaluate(node) {
      @MainActor func body<V: View>(_ view: V) -> any View { view.body }
      return [GraphChild(key: "body", view: body(node.view), environment: node.environment)]
    }
  }

  /// A body evaluation (S1: twice); reads in it make the node depend on what it read.
  private func evaluate(_ node: ViewNode, _ body: () -> [GraphChild]) -> [GraphChild] {
    let outer = Self.evaluating
    Self.evaluating = node
    defer { Self.evaluating = outer }
    StandInSwiftUI.record(.body(node.typeName))
    if StandInSwiftUI.switches.evaluatesBodyTwice {
      _ = body()
      StandInSwiftUI.record(.body(node.typeName))
    }
    return body()
  }

  private func installProperties(of value: Any, on node: ViewNode) {
    var index = 0
    func visit(_ value: Any) {
      for child in Mirror(reflecting: value).children {
        if let property = child.value as? any InstallableProperty {
          property.install(on: node, slot: index)
          index += 1
        }
      }
    }
    visit(value)
    if let modified = value as? any CustomModifiedContent { visit(modified.modifierValue) }
  }

  private struct ChildKey: Hashable {
    let key: AnyHashable
    let type: ObjectIdentifier
  }

  /// Same position and type: the same identity, updated; otherwise a new one (SV01, SV02).
  private func reconcile(_ node: ViewNode, with children: [GraphChild]) {
    var old: [ChildKey: ViewNode] = [:]
    for child in node.children { old[ChildKey(key: child.key, type: child.typeID)] = child }
    var kept: [ViewNode] = []
    for child in children {
      let key = ChildKey(key: child.key, type: ObjectIdentifier(type(of: child.view)))
      if let existing = old.removeValue(forKey: key) {
        existing.view = child.view
        existing.environment = child.environment
        kept.append(existing)
        updateNode(existing, forced: true)
      } else {
        let made = ViewNode(
          key: child.key, view: child.view, environment: child.environment, parent: node, graph: self)
        kept.append(made)
        install(made)
      }
    }
    for child in node.children where old[ChildKey(key: child.key, type: child.typeID)] != nil {
      remove(child)
    }
    node.children = kept
  }

  /// An identity ends (SV02): descendants first, representables dismantled (S4), actions queued.
  func remove(_ node: ViewNode) {
    for child in node.children { remove(child) }
    Modifiers.willRemove(node)
    if let platform = node.platform {
      Representables.dismantle(node, platform: platform, graph: self)
    }
    node.end()
  }

  /// The hosting controller is released (S6: its representables are dismantled or not).
  func release() {
    guard let root, !StandInRuntime.isTearingDown, !StandInSwiftUI.switches.skipsDismantleOnRelease else {
      return
    }
    isUpdating = true
    remove(root)
    isUpdating = false
    self.root = nil
    let queued = actions
    actions = []
    for action in queued { action() }
  }
}

extension CGRect {
  /// This rect's size centred in `bounds`.
  func centred(in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
      width: width, height: height)
  }
}

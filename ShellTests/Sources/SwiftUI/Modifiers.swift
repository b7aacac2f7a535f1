import Foundation
import UIKit

/// A modifier that you apply to a view, producing a different version of it.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View
  /// The content view type passed to `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s body receives: the modified view, in place.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let content: any View
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// `content` with `modifier`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Primitive.
  public var body: Never { fatalError() }
}

/// A stand-in modifier (not a `body` of the user's): it expands, lays out or acts itself.
@MainActor
protocol PrimitiveModifier {
  func children(of content: any View, environment: EnvironmentValues) -> [GraphChild]
  func didInstall(_ node: ViewNode)
  func willRemove(_ node: ViewNode)
}

extension PrimitiveModifier {
  func children(of content: any View, environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
  func didInstall(_ node: ViewNode) {}
  func willRemove(_ node: ViewNode) {}
}

/// A user's modifier: its body is evaluated like a view's.
@MainActor
protocol CustomModifiedContent {
  var isCustom: Bool { get }
  var modifierValue: Any { get }
  func modifierBody() -> any View
}

extension ModifiedContent: PrimitiveView, CustomModifiedContent where Content: View, Modifier: ViewModifier {
  var isCustom: Bool { !(modifier is any PrimitiveModifier) }
  var modifierValue: Any { modifier }
  func modifierBody() -> any View { modifier.body(content: _ViewModifier_Content(content: content)) }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    (modifier as? any PrimitiveModifier)?.children(of: content, environment: environment) ?? []
  }
}

extension View {
  /// Applies `modifier`.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Hooks of primitive modifiers when their node is installed or removed.
@MainActor
enum Modifiers {
  static func didInstall(_ node: ViewNode) {
    if let modified = node.viewAs((any ModifierCarrying).self) {
      modified.primitiveModifier?.didInstall(node)
    }
  }
  static func willRemove(_ node: ViewNode) {
    if let modified = node.viewAs((any ModifierCarrying).self) {
      modified.primitiveModifier?.willRemove(node)
    }
  }
}

@MainActor
protocol ModifierCarrying {
  var primitiveModifier: (any PrimitiveModifier)? { get }
}

extension ModifiedContent: ModifierCarrying where Content: View, Modifier: ViewModifier {
  var primitiveModifier: (any PrimitiveModifier)? { modifier as? any PrimitiveModifier }
}

// MARK: - Environment and preferences

/// Sets an environment value for the content (DF11).
public struct _EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
  func children(of content: any View, environment: EnvironmentValues) -> [GraphChild] {
    var environment = environment
    environment[keyPath: keyPath] = value
    return [GraphChild(key: "content", view: content, environment: environment)]
  }
}

/// Transforms an environment value for the content (DF11).
public struct _EnvironmentTransformModifier<Value>: ViewModifier, PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
  func children(of content: any View, environment: EnvironmentValues) -> [GraphChild] {
    var environment = environment
    transform(&environment[keyPath: keyPath])
    return [GraphChild(key: "content", view: content, environment: environment)]
  }
}

/// Sets a preference (DF14).
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let value: Key.Value
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
}

/// Calls an action when a preference changes (DF15, DF16).
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
  let action: (Key.Value) -> Void
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
}

extension ModifiedContent: PreferenceModifying where Content: View, Modifier: ViewModifier {
  func apply(to values: inout Preferences.Values, node: ViewNode, graph: ViewGraph) {
    (modifier as? any PreferenceApplying)?.apply(to: &values, node: node, graph: graph)
  }
}

@MainActor
protocol PreferenceApplying {
  func apply(to values: inout Preferences.Values, node: ViewNode, graph: ViewGraph)
}

extension _PreferenceWritingModifier: PreferenceApplying {
  func apply(to values: inout Preferences.Values, node: ViewNode, graph: ViewGraph) {
    Preferences.register(Key.self)
    values[ObjectIdentifier(Key.self)] = value
  }
}

extension _PreferenceActionModifier: PreferenceApplying {
  func apply(to values: inout Preferences.Values, node: ViewNode, graph: ViewGraph) {
    let value = values[ObjectIdentifier(Key.self)] as? Key.Value ?? Key.defaultValue
    if node.hasDeliveredPreference {
      guard let last = node.deliveredPreference as? Key.Value, last != value else { return }
    } else if StandInSwiftUI.switches.skipsInitialPreference {
      node.hasDeliveredPreference = true
      node.deliveredPreference = value
      return
    }
    node.hasDeliveredPreference = true
    node.deliveredPreference = value
    let action = action
    graph.enqueueAction {
      StandInSwiftUI.record(.preferenceAction("\(Key.self)"))
      action(value)
    }
  }
}

extension View {
  /// Sets `value` for `keyPath` in this view's environment and its descendants'.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentWritingModifier(keyPath: keyPath, value: value))
  }
  /// Transforms the value of `keyPath` inherited here.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
  }
  /// Sets `value` for the preference `key`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }
  /// Calls `action` with the new value when the value of `key` changes, after the update pass.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}

import Foundation

/// An animation (the stand-in records it; it does not interpolate SwiftUI values).
public struct Animation: Equatable, Sendable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
    Animation(name: "spring(\(response), \(dampingFraction))")
  }
  /// Ease in and out over `duration`.
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut(\(duration))") }
}

/// The context of a state-processing update (UP09): the animation of the change, and whether
/// animations are disabled (false unless code sets it, UP10).
public struct Transaction: Sendable {
  /// The animation of the change; nil outside `withAnimation`.
  public var animation: Animation?
  /// Whether views should not add animations; false by default (UP10).
  public var disablesAnimations = false

  /// An empty transaction.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// The transaction of the code running now (set by `withTransaction`/`withAnimation`).
  @MainActor static var current = Transaction()
}

/// Runs `body` with `transaction` as the transaction of the changes it makes (UP09).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  let outer = Transaction.current
  Transaction.current = transaction
  defer { Transaction.current = outer }
  return try body()
}

/// Runs `body` with `animation` as the animation of the changes it makes (UP09).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  var transaction = Transaction.current
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// A value passed up the view tree (DF14).
public protocol PreferenceKey {
  /// The value type.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
  /// Combines a sequence of values in view-tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Computes preferences bottom-up after a pass and queues `onPreferenceChange` actions (DF14–DF16).
@MainActor
enum Preferences {
  /// Preference values by key.
  typealias Values = [ObjectIdentifier: Any]

  @discardableResult
  static func collect(_ node: ViewNode, graph: ViewGraph) -> Values {
    var values: Values = [:]
    for child in node.children {
      let childValues = collect(child, graph: graph)
      for (key, value) in childValues {
        if let existing = values[key], let reducer = reducers[key] {
          values[key] = reducer(existing, value)
        } else {
          values[key] = value
        }
      }
    }
    if let modifier = node.viewAs((any PreferenceModifying).self) {
      modifier.apply(to: &values, node: node, graph: graph)
    }
    return values
  }

  /// How to combine two values of a key, registered when a view sets the key.
  static var reducers: [ObjectIdentifier: (Any, Any) -> Any] = [:]

  static func register<K: PreferenceKey>(_ key: K.Type) {
    reducers[ObjectIdentifier(key)] = { lhs, rhs in
      var value = lhs as! K.Value
      K.reduce(value: &value, nextValue: { rhs as! K.Value })
      return value
    }
  }
}

/// A modifier that sets or reads preferences.
@MainActor
protocol PreferenceModifying {
  func apply(to values: inout Preferences.Values, node: ViewNode, graph: ViewGraph)
}

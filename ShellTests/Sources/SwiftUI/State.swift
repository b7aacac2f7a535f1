import Foundation

/// A property SwiftUI installs on the view that declares it (its storage lives in the graph).
public protocol DynamicProperty {}

/// What the graph installs: the property's box is linked to the node's slot `index`.
@MainActor
protocol InstallableProperty {
  func install(on node: ViewNode, slot index: Int)
}

/// The stored value of one `@State` of one identity, and the views that read it.
@MainActor
final class StateLocation<Value>: AnyLocation {
  private var value: Value
  private weak var graph: ViewGraph?
  private var readers: [WeakNode] = []

  init(_ value: Value, graph: ViewGraph?) {
    self.value = value
    self.graph = graph
  }

  /// The current value; a body reading it depends on it (SV08).
  func get() -> Value {
    if let reader = ViewGraph.evaluating, !readers.contains(where: { $0.node === reader }) {
      readers.append(WeakNode(node: reader))
    }
    return value
  }

  /// Stores `newValue` at once (DF01); the readers update in the next pass (UP01). A write while
  /// the owning graph updates is UP04 (switch S3 for what becomes of it); an equal value is a no-op
  /// (DF02).
  func set(_ newValue: Value, transaction: Transaction) {
    if let graph, graph.isUpdating {
      StandInSwiftUI.refuse("Modifying state during view update, this will cause undefined behavior.")
      guard StandInSwiftUI.switches.appliesStateWrittenDuringUpdate else { return }
    }
    if isEqual(value, newValue) { return }
    value = newValue
    readers.removeAll { $0.node == nil }
    for reader in readers { reader.node?.invalidate(transaction: transaction) }
  }
}

/// Type-erased storage slot.
@MainActor
class AnyLocation {}

struct WeakNode {
  weak var node: ViewNode?
}

/// Whether two values are equal, when their type is `Equatable` (otherwise: never).
func isEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  func compare<E: Equatable>(_ lhs: E) -> Bool { (rhs as? E) == lhs }
  return compare(lhs)
}

/// A value SwiftUI stores for the view's identity: created once from the first installed struct's
/// initial value (SV06), kept while the identity lives, reset when it ends.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// State with an initial value.
  public init(wrappedValue value: Value) { box = StateBox(value) }
  /// State with an initial value.
  public init(initialValue value: Value) { box = StateBox(value) }

  /// The current value; writes update the views that read it at the end of the turn (DF01).
  @MainActor public var wrappedValue: Value {
    get { box.get() }
    nonmutating set { box.set(newValue, transaction: Transaction.current) }
  }

  /// A binding to the state (DF03: it reads and writes the storage, never a copy).
  @MainActor public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.get() }, transactionSet: { box.set($0, transaction: $1) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at nil.
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  func install(on node: ViewNode, slot index: Int) { box.install(on: node, slot: index) }
}

/// The box a `State` struct holds: its initial value until installed, then the node's location.
final class StateBox<Value>: @unchecked Sendable {
  let initial: Value
  var location: StateLocation<Value>?
  init(_ initial: Value) { self.initial = initial }

  @MainActor func install(on node: ViewNode, slot index: Int) {
    if let existing = node.slot(index) as? StateLocation<Value> {
      location = existing
    } else {
      let made = StateLocation(initial, graph: node.graph)
      node.setSlot(index, made)
      location = made
    }
  }

  @MainActor func get() -> Value {
    guard let location else {
      StandInSwiftUI.refuse(Self.uninstalled)
      return initial
    }
    return location.get()
  }

  @MainActor func set(_ value: Value, transaction: Transaction) {
    guard let location else { return StandInSwiftUI.refuse(Self.uninstalled) }
    location.set(value, transaction: transaction)
  }

  static var uninstalled: String {
    "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
  }
}

/// A reference to a source of truth stored elsewhere: every read and write goes to the source
/// (DF03); `Binding(get:set:)` calls exactly its closures (DF04).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: @MainActor () -> Value
  private let setter: @MainActor (Value, Transaction) -> Void
  /// The transaction a write through this binding carries.
  public var transaction = Transaction()

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }

  /// A binding whose setter receives the write's transaction.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  init(
    get: @escaping @MainActor () -> Value, transactionSet: @escaping @MainActor (Value, Transaction) -> Void
  ) {
    getter = get
    setter = transactionSet
  }

  /// A binding to another binding (`@Binding var x` initialised with `$y`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  @MainActor public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The source's current value; a write goes to the source.
  @MainActor public var wrappedValue: Value {
    get { getter() }
    nonmutating set {
      let current = Transaction.current
      setter(newValue, current.animation == nil && !current.disablesAnimations ? transaction : current)
    }
  }

  /// This binding.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  @MainActor public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      transactionSet: { subject, transaction in
        var value = getter()
        value[keyPath: keyPath] = subject
        setter(value, transaction)
      })
  }
}

extension Binding: DynamicProperty {}

import Combine
import Foundation

/// A view's subscription to one observable object: each `objectWillChange` invalidates the view
/// (DF07); an emission while any update pass runs is UP07, deferred to a later pass.
@MainActor
final class ObjectSubscription: AnyLocation {
  private(set) var object: AnyObject?
  private var token: ObservableObjectPublisher.Subscription?

  func observe<Object: ObservableObject>(_ object: Object, for node: ViewNode) {
    guard self.object !== object else { return }
    self.object = object
    guard let publisher = object.objectWillChange as? ObservableObjectPublisher else { return }
    token = publisher.subscribe { [weak node] in
      MainActor.assumeIsolated {
        guard let node else { return }
        if StandInSwiftUI.isAnyGraphUpdating {
          StandInSwiftUI.refuse(
            "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
          node.invalidateAfterPass()
        } else {
          node.invalidate(transaction: Transaction.current)
        }
      }
    }
  }

  func cancel() { token?.cancelNow() }
}

/// An observable object the view does not own: it subscribes while installed (DF07).
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties (`$model.property`, DF10).
  @MainActor public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding that reads and assigns the property (assigning publishes, DF08).
    @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// A binding to a property of the object.
  @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
    -> Binding<
      Subject
    >
  {
    projectedValue[dynamicMember: keyPath]
  }
}

extension ObservedObject: InstallableProperty {
  func install(on node: ViewNode, slot index: Int) {
    let subscription = node.slot(index) as? ObjectSubscription ?? ObjectSubscription()
    node.setSlot(index, subscription)
    subscription.observe(wrappedValue, for: node)
  }
}

/// An observable object the view owns: made once per identity, when the view is installed (DF05),
/// released when the identity ends.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  /// An object made by `thunk`, once per identity, not before the view is installed.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

  /// The object of this identity.
  @MainActor public var wrappedValue: ObjectType { box.object() }

  /// Bindings to the object's properties.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// The slot of a `@StateObject`: the object and the view's subscription to it.
@MainActor
final class StateObjectSlot<ObjectType: ObservableObject>: AnyLocation {
  let object: ObjectType
  let subscription = ObjectSubscription()
  init(_ object: ObjectType) { self.object = object }
}

/// The box a `StateObject` struct holds: its thunk until installed.
final class StateObjectBox<ObjectType: ObservableObject>: @unchecked Sendable {
  let thunk: () -> ObjectType
  var slot: StateObjectSlot<ObjectType>?
  init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

  @MainActor func object() -> ObjectType {
    if let slot { return slot.object }
    StandInSwiftUI.refuse(
      "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
    )
    return thunk()
  }
}

extension StateObject: InstallableProperty {
  func install(on node: ViewNode, slot index: Int) {
    let slot = node.slot(index) as? StateObjectSlot<ObjectType> ?? StateObjectSlot(box.thunk())
    node.setSlot(index, slot)
    box.slot = slot
    slot.subscription.observe(slot.object, for: node)
  }
}

/// A namespace: an id stable for the identity's lifetime, distinct between identities (SV14).
@propertyWrapper
public struct Namespace: DynamicProperty {
  let box = NamespaceBox()

  /// A namespace.
  public init() {}

  /// The namespace's id (a placeholder that matches nothing outside an installed view).
  @MainActor public var wrappedValue: ID {
    if let id = box.id { return id }
    StandInSwiftUI.refuse(
      "Reading a Namespace property outside View.body. This will result in identifiers that never match any other identifier."
    )
    return ID(id: NamespaceBox.next())
  }

  /// A namespace identifier.
  public struct ID: Hashable, Sendable {
    let id: Int
  }
}

/// The box of a `Namespace`.
final class NamespaceBox: @unchecked Sendable {
  var id: Namespace.ID?
  nonisolated(unsafe) private static var counter = 0
  static func next() -> Int {
    counter += 1
    return counter
  }
}

/// The slot of a namespace.
@MainActor
final class NamespaceSlot: AnyLocation {
  let id = Namespace.ID(id: NamespaceBox.next())
}

extension Namespace: InstallableProperty {
  func install(on node: ViewNode, slot index: Int) {
    let slot = node.slot(index) as? NamespaceSlot ?? NamespaceSlot()
    node.setSlot(index, slot)
    box.id = slot.id
  }
}

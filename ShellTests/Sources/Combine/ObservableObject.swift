import Foundation

/// Combine's `ObservableObject`, as far as SwiftUI uses it: an object with a publisher that emits
/// before the object has changed (Combine SD `ObservableObject.objectWillChange`).
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, made on first use (Combine synthesises it for `@Published` properties).
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(for: self) }
}

/// The publisher of an observable object: `send()` tells every subscriber, in subscription order.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private var subscribers: [(id: Int, body: () -> Void)] = []
  private var nextID = 0
  nonisolated(unsafe) private static var table:
    [ObjectIdentifier: (owner: Weak, publisher: ObservableObjectPublisher)] = [:]

  private struct Weak { weak var object: AnyObject? }

  /// A publisher with no subscribers.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    for subscriber in subscribers { subscriber.body() }
  }

  /// Stand-in subscription (Combine's `sink`): `body` runs on each `send()` until the returned
  /// token is cancelled or released.
  package func subscribe(_ body: @escaping () -> Void) -> Subscription {
    nextID += 1
    let id = nextID
    subscribers.append((id, body))
    return Subscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
  }

  /// A subscription; cancelled when released.
  package final class Subscription {
    private var cancel: (() -> Void)?
    init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
    package func cancelNow() {
      cancel?()
      cancel = nil
    }
    deinit { cancel?() }
  }

  /// How many subscribers are attached (SwiftUI observes an object only while a view does).
  package var subscriberCount: Int { subscribers.count }

  /// Emits `object`'s own `objectWillChange` (a stored one if the class declares it).
  static func willChange(_ object: AnyObject) {
    guard let observable = object as? any ObservableObject else { return publisher(for: object).send() }
    func open<O: ObservableObject>(_ object: O) -> Any { object.objectWillChange }
    (open(observable) as? ObservableObjectPublisher)?.send()
  }

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    if let entry = table[key], entry.owner.object === object { return entry.publisher }
    table = table.filter { $0.value.owner.object != nil }
    let publisher = ObservableObjectPublisher()
    table[key] = (Weak(object: object), publisher)
    return publisher
  }
}

/// Combine's `@Published`: setting the property first emits the enclosing object's
/// `objectWillChange`, then stores the value — "in the property's `willSet` block, meaning
/// subscribers receive the new value before it's actually set" (Combine SD `Published`), so a
/// subscriber reading the property sees the old value (DF08).
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property with an initial value.
  public init(wrappedValue: Value) { value = wrappedValue }
  /// A published property with an initial value.
  public init(initialValue: Value) { value = initialValue }

  /// Unavailable: the enclosing instance's subscript stores the value.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }  // swift-format-ignore
  }

  /// The property's value, published before each change.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      ObservableObjectPublisher.willChange(object)
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

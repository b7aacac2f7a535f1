@_exported import Combine
import Foundation
import UIKit

/// A SwiftUI view: a description whose `body` SwiftUI evaluates when its inputs or the state it
/// read changed (SV08). Primitive views (`Body == Never`) are laid out and drawn by the stand-in.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behaviour of the view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A view that stands for its children in the graph (containers, conditionals, modifiers). The
/// graph asks it for its children, keyed by structural position (SV01).
@MainActor
protocol PrimitiveView {
  func children(environment: EnvironmentValues) -> [GraphChild]
}

/// One child of a node: its position key, its view and the environment it sees.
@MainActor
struct GraphChild {
  var key: AnyHashable
  var view: any View
  var environment: EnvironmentValues
}

extension View {
  /// Whether this view lays itself out (leaves, stacks, layout modifiers, representables).
  var isLayoutUnit: Bool { self is any LayoutBehaviour }
}

/// A result builder for views: `if`/`else` (`_ConditionalContent`, SV02), optionals, tuples.
@resultBuilder @MainActor
public enum ViewBuilder {
  /// An empty view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, by position.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  /// A view from an expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The `true` branch.
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The `false` branch.
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// An availability check.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Views in a fixed order; each position is its own identity.
public struct TupleView<T>: View {
  /// The views.
  public var value: T
  /// Views from a tuple.
  public init(_ value: T) { self.value = value }
  /// Primitive.
  public var body: Never { fatalError() }
}

extension TupleView: PrimitiveView {
  func children(environment: EnvironmentValues) -> [GraphChild] {
    Mirror(reflecting: value).children.enumerated().compactMap { index, child in
      (child.value as? any View).map { GraphChild(key: index, view: $0, environment: environment) }
    }
  }
}

/// The result of `if`/`else`: the two branches are two identities (SV02).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  /// Primitive.
  public var body: Never { fatalError() }
}

extension _ConditionalContent: PrimitiveView {
  func children(environment: EnvironmentValues) -> [GraphChild] {
    switch storage {
    case .trueContent(let view): [GraphChild(key: "true", view: view, environment: environment)]
    case .falseContent(let view): [GraphChild(key: "false", view: view, environment: environment)]
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Primitive.
  public var body: Never { fatalError() }
}

/// Marks `Optional` views (see `ViewNode.viewAs`).
protocol OptionalView {}
extension Optional: OptionalView where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
  func children(environment: EnvironmentValues) -> [GraphChild] {
    map { [GraphChild(key: "some", view: $0, environment: environment)] } ?? []
  }
}

/// No view.
public struct EmptyView: View, PrimitiveView {
  /// No view.
  public init() {}
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }
}

/// A type-erased view; its identity includes the wrapped view's type.
public struct AnyView: View, PrimitiveView {
  let view: any View
  /// Erases `view`.
  public init<V: View>(_ view: V) { self.view = view }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: view, environment: environment)]
  }
}

/// Views grouped without a layout of their own.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content
  /// A group of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
}

/// Views for the elements of a collection, each identified by its id (SV04).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content
  /// Primitive.
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// A view per element, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: { $0.id }, content: content)
  }
}

extension ForEach {
  /// A view per element, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, id: { $0 }, content: content)
  }
}

extension ForEach: PrimitiveView {
  func children(environment: EnvironmentValues) -> [GraphChild] {
    var seen = Set<ID>()
    var result: [GraphChild] = []
    for element in data {
      let key = id(element)
      guard seen.insert(key).inserted else {
        StandInSwiftUI.refuse(
          "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key) occurs multiple times within the collection, this will give undefined results!"
        )
        continue
      }
      result.append(GraphChild(key: AnyHashable(key), view: content(element), environment: environment))
    }
    return result
  }
}

import Foundation
import UIKit

/// A modifier that lays out its node's children (the content, and a background or overlay).
@MainActor
protocol LayoutModifier {
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize
  func place(_ node: ViewNode, in frame: CGRect)
}

extension ModifiedContent: LayoutBehaviour where Content: View, Modifier: ViewModifier {
  var participatesInLayout: Bool { modifier is any LayoutModifier }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    (modifier as? any LayoutModifier)?.size(of: node, proposal: proposal) ?? .zero
  }
  func place(_ node: ViewNode, in frame: CGRect) { (modifier as? any LayoutModifier)?.place(node, in: frame) }
}

extension ViewNode {
  /// The child at `key` (a modifier's content, background or overlay).
  func child(_ key: String) -> ViewNode? { children.first { $0.key == AnyHashable(key) } }
}

/// A fixed width and/or height; a nil dimension keeps the content's sizing (LY06).
public struct _FrameLayout: ViewModifier, PrimitiveModifier, LayoutModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    guard let content = node.child("content") else { return .zero }
    let inner = Layout.size(
      of: content,
      proposal: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CGSize(width: width ?? inner.width, height: height ?? inner.height)
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    guard let content = node.child("content") else { return }
    let inner = Layout.size(of: content, proposal: ProposedViewSize(frame.size))
    Layout.place(content, in: alignment.place(inner, in: frame))
  }
}

/// Edges.
public enum Edge: Sendable {
  case top, leading, bottom, trailing
  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Edges from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Top.
    public static let top = Set(rawValue: 1)
    /// Leading.
    public static let leading = Set(rawValue: 2)
    /// Bottom.
    public static let bottom = Set(rawValue: 4)
    /// Trailing.
    public static let trailing = Set(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// All four.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// Insets around the content (LY07: nil is the platform's default amount).
public struct _PaddingLayout: ViewModifier, PrimitiveModifier, LayoutModifier {
  let edges: Edge.Set
  let length: CGFloat?
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
  var insets: UIEdgeInsets {
    let amount = length ?? StandInSwiftUI.defaultPadding
    return UIEdgeInsets(
      top: edges.contains(.top) ? amount : 0, left: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0, right: edges.contains(.trailing) ? amount : 0)
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    guard let content = node.child("content") else { return .zero }
    let dx = insets.left + insets.right
    let dy = insets.top + insets.bottom
    let inner = Layout.size(
      of: content,
      proposal: ProposedViewSize(
        width: proposal.width.map { max($0 - dx, 0) }, height: proposal.height.map { max($0 - dy, 0) }))
    return CGSize(width: inner.width + dx, height: inner.height + dy)
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    guard let content = node.child("content") else { return }
    let room = frame.inset(by: insets)
    Layout.place(
      content,
      in: CGRect(origin: .zero, size: Layout.size(of: content, proposal: ProposedViewSize(room.size)))
        .centred(in: room))
  }
}

/// A view behind (or over) the content, proposed the content's size; the size is the content's
/// (LY10).
public struct _BackgroundLayout<Layer: View>: ViewModifier, PrimitiveModifier, LayoutModifier {
  let layer: Layer
  let alignment: Alignment
  let isOverlay: Bool
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
  func children(of content: any View, environment: EnvironmentValues) -> [GraphChild] {
    let layer = GraphChild(key: "layer", view: self.layer, environment: environment)
    let main = GraphChild(key: "content", view: content, environment: environment)
    return isOverlay ? [main, layer] : [layer, main]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    node.child("content").map { Layout.size(of: $0, proposal: proposal) } ?? .zero
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    if let content = node.child("content") { Layout.place(content, in: frame) }
    guard let layer = node.child("layer") else { return }
    Layout.place(
      layer, in: alignment.place(Layout.size(of: layer, proposal: ProposedViewSize(frame.size)), in: frame))
  }
}

/// A modifier with no effect on layout that the stand-in records (opacity, styles, titles).
public struct _InertModifier: ViewModifier, PrimitiveModifier {
  let name: String
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
}

/// Binds the content's identity to an id (SV03).
public struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  let id: ID
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
  func children(of content: any View, environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: AnyHashable(id), view: content, environment: environment)]
  }
}

/// `onAppear`, `onDisappear` and `task`: actions after the pass that installs or removes the view
/// (SV10–SV12, UP02).
public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
  let appear: (@MainActor () -> Void)?
  let disappear: (@MainActor () -> Void)?
  let task: (@MainActor @Sendable () async -> Void)?
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }

  func didInstall(_ node: ViewNode) {
    let id = node.parent?.typeName ?? node.typeName
    node.graph?.enqueueAction { [weak node] in
      StandInSwiftUI.record(.appear(id))
      if let task, let node { node.tasks.append(Task { @MainActor in await task() }) }
      appear?()
    }
  }

  func willRemove(_ node: ViewNode) {
    let id = node.parent?.typeName ?? node.typeName
    node.graph?.enqueueAction {
      StandInSwiftUI.record(.disappear(id))
      disappear?()
    }
  }
}

extension View {
  /// A fixed width and/or height.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }
  /// The platform's default padding on all edges.
  public func padding() -> some View { modifier(_PaddingLayout(edges: .all, length: nil)) }
  /// Padding on `edges` (nil: the default amount).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(edges: edges, length: length))
  }
  /// `length` points of padding on all edges.
  public func padding(_ length: CGFloat) -> some View {
    modifier(_PaddingLayout(edges: .all, length: length))
  }
  /// `background` behind this view.
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    modifier(_BackgroundLayout(layer: background, alignment: alignment, isOverlay: false))
  }
  /// `overlay` over this view.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundLayout(layer: overlay, alignment: alignment, isOverlay: true))
  }
  /// Transparency (keeps identity whatever the value, SV02).
  public func opacity(_ opacity: Double) -> some View {
    modifier(_InertModifier(name: "opacity(\(opacity))"))
  }
  /// The default font of text here.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  /// The foreground colour.
  public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }
  /// The title of the navigation bar.
  public func navigationTitle(_ title: String) -> some View {
    modifier(_InertModifier(name: "navigationTitle"))
  }
  /// Digits of equal width.
  public func monospacedDigit() -> some View { modifier(_InertModifier(name: "monospacedDigit")) }
  /// Binds this view's identity to `id` (SV03).
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentityModifier(id: id)) }
  /// Runs `action` after the pass that installs this view (SV10).
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil, task: nil))
  }
  /// Runs `action` after the pass that removes this view (SV11).
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action, task: nil))
  }
  /// Starts `action` when the view appears and cancels it when the view goes (SV12).
  public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: nil, task: action))
  }
}

/// Expands the content into the safe area on `edges` (LY11): its frame grows by the hosting view's
/// insets of `regions` where it touches the safe area's edge.
public struct _SafeAreaIgnoringLayout: ViewModifier, PrimitiveModifier, LayoutModifier {
  let regions: SafeAreaRegions
  let edges: Edge.Set
  /// Primitive.
  public func body(content: Content) -> Never { fatalError() }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    node.child("content").map { Layout.size(of: $0, proposal: proposal) } ?? .zero
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    guard let content = node.child("content") else { return }
    guard let graph = node.graph else { return Layout.place(content, in: frame) }
    let container = graph.containerInsets
    var avoided = container
    avoided.bottom = max(container.bottom, graph.keyboardInset)
    let safe = (graph.container?.bounds ?? frame).inset(by: avoided)
    // What ignoring `regions` gives back: the container's insets, the keyboard's overlap beyond
    // them, or both.
    let keyboardBeyond = max(graph.keyboardInset - container.bottom, 0)
    var insets = regions.contains(.container) ? container : .zero
    let keepsKeyboard = keyboardBeyond > 0 && !regions.contains(.keyboard)
    let containerPart = regions.contains(.container) && !keepsKeyboard ? container.bottom : 0
    insets.bottom = containerPart + (regions.contains(.keyboard) ? keyboardBeyond : 0)
    var grown = frame
    if edges.contains(.top), abs(frame.minY - safe.minY) < 0.5 {
      grown.origin.y -= insets.top
      grown.size.height += insets.top
    }
    if edges.contains(.bottom), abs(frame.maxY - safe.maxY) < 0.5 { grown.size.height += insets.bottom }
    if edges.contains(.leading), abs(frame.minX - safe.minX) < 0.5 {
      grown.origin.x -= insets.left
      grown.size.width += insets.left
    }
    if edges.contains(.trailing), abs(frame.maxX - safe.maxX) < 0.5 { grown.size.width += insets.right }
    node.frame = grown.pixelRounded
    Layout.place(content, in: grown)
  }
}

extension View {
  /// Extends this view into the safe-area `regions` on `edges` (LY11, HC08).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
  }
}

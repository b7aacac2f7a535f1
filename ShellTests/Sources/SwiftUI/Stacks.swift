import Foundation
import UIKit

/// A vertical stack (LY03).
public struct VStack<Content: View>: View, PrimitiveView, LayoutBehaviour {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A stack of `content`, top to bottom.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    Stack.size(Layout.units(under: node), axis: .vertical, spacing: spacing, proposal: proposal)
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    Stack.place(Layout.units(under: node), axis: .vertical, spacing: spacing, alignment: alignment, in: frame)
  }
}

/// A horizontal stack (LY03).
public struct HStack<Content: View>: View, PrimitiveView, LayoutBehaviour {
  let spacing: CGFloat?
  let content: Content
  /// A stack of `content`, leading to trailing.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    Stack.size(Layout.units(under: node), axis: .horizontal, spacing: spacing, proposal: proposal)
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    Stack.place(Layout.units(under: node), axis: .horizontal, spacing: spacing, alignment: .center, in: frame)
  }
}

/// Children on top of each other, later ones on top; its size is their union (LY05).
public struct ZStack<Content: View>: View, PrimitiveView, LayoutBehaviour {
  let alignment: Alignment
  let content: Content
  /// `content` overlaid.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let sizes = Layout.units(under: node).map { Layout.size(of: $0, proposal: proposal) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    for unit in Layout.units(under: node) {
      Layout.place(
        unit, in: alignment.place(Layout.size(of: unit, proposal: ProposedViewSize(frame.size)), in: frame))
    }
  }
}

/// Space that expands along its stack's axis, or both axes outside a stack (LY04).
public struct Spacer: View, PrimitiveView, LayoutBehaviour {
  let minLength: CGFloat?
  /// A spacer at least `minLength` long (nil: the system spacing).
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let least = minLength ?? StandInSwiftUI.defaultSpacing
    switch Layout.stackAxis {
    case .vertical: return CGSize(width: 0, height: max(proposal.height ?? least, least))
    case .horizontal: return CGSize(width: max(proposal.width ?? least, least), height: 0)
    case nil:
      return CGSize(width: max(proposal.width ?? least, least), height: max(proposal.height ?? least, least))
    }
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

/// A thin line across its stack (1 pt here).
public struct Divider: View, PrimitiveView, LayoutBehaviour {
  /// A divider.
  public init() {}
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    Layout.stackAxis == .horizontal
      ? CGSize(width: 1, height: proposal.height ?? 0) : CGSize(width: proposal.width ?? 0, height: 1)
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

/// A scrolling list: rows stacked top to bottom across the whole width it is given; it takes the
/// whole proposal (rows beyond it are laid out below, where scrolling would bring them).
public struct List<Content: View>: View, PrimitiveView, LayoutBehaviour {
  let content: Content
  /// A list of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    let rows = Layout.units(under: node)
    let inset = frame.insetBy(dx: StandInSwiftUI.defaultPadding * 2, dy: 0)
    let sizes = Stack.sizes(
      rows, axis: .vertical, spacing: 0, proposal: ProposedViewSize(width: inset.width, height: nil))
    var y = frame.minY
    for (row, size) in zip(rows, sizes) {
      let height = max(size.height, 44)
      let rowFrame = CGRect(x: inset.minX, y: y, width: inset.width, height: height)
      Layout.place(row, in: CGRect(origin: .zero, size: size).leading(in: rowFrame))
      y += height
    }
  }
}

extension List {
  /// A row per element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }
}

/// A section of a list: header, rows, footer.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [
      GraphChild(key: "header", view: header, environment: environment),
      GraphChild(key: "content", view: content, environment: environment),
      GraphChild(key: "footer", view: footer, environment: environment),
    ]
  }
}

extension Section {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

/// A scroll view: proposes no limit along its axis; it takes the whole proposal.
public struct ScrollView<Content: View>: View, PrimitiveView, LayoutBehaviour {
  let content: Content
  /// A vertical scroll view of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "content", view: content, environment: environment)]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let inner = Layout.sizeOfUnits(
      Layout.units(under: node), proposal: ProposedViewSize(width: proposal.width, height: nil))
    return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    let units = Layout.units(under: node)
    let inner = Layout.sizeOfUnits(units, proposal: ProposedViewSize(width: frame.width, height: nil))
    Layout.placeUnits(
      units, in: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: inner.height))
  }
}

extension CGRect {
  /// This rect's size at the leading edge of `bounds`, centred vertically.
  func leading(in bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: width, height: height)
  }
}

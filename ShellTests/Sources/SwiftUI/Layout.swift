import Foundation
import UIKit

/// A size proposal; nil in a dimension asks for the ideal size along it (LY02).
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width, or nil.
  public var width: CGFloat?
  /// The proposed height, or nil.
  public var height: CGFloat?
  /// A proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// A proposal of `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// The ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// The minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// This proposal with nil replaced by `size`'s dimensions.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// The axis of a stack.
enum StackAxis { case horizontal, vertical }

/// A view that lays itself out: it chooses a size for a proposal and places its children (LY01).
@MainActor
protocol LayoutBehaviour {
  var participatesInLayout: Bool { get }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize
  func place(_ node: ViewNode, in frame: CGRect)
}

extension LayoutBehaviour {
  var participatesInLayout: Bool { true }
}

/// Layout over nodes: views without a layout of their own (composites, tuples, conditionals,
/// environment modifiers) stand for their children (the units); several units at one place are
/// laid out as a vertical stack.
@MainActor
enum Layout {
  /// The stack a view is in while it is measured (a `Spacer` expands along it, LY04).
  static var stackAxis: StackAxis?

  static func behaviour(_ node: ViewNode) -> (any LayoutBehaviour)? {
    if node.viewAs((any UIViewRepresentable).self) != nil { return RepresentableLayout() }
    guard let behaviour = node.viewAs((any LayoutBehaviour).self), behaviour.participatesInLayout else {
      return nil
    }
    return behaviour
  }

  /// The nodes that lay themselves out, under `node`'s children, in order.
  static func units(under node: ViewNode) -> [ViewNode] {
    node.children.flatMap { child in behaviour(child) != nil ? [child] : units(under: child) }
  }

  static func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    if let behaviour = behaviour(node) { return behaviour.size(of: node, proposal: proposal).pixelRounded }
    return sizeOfUnits(units(under: node), proposal: proposal)
  }

  static func place(_ node: ViewNode, in frame: CGRect) {
    node.frame = frame.pixelRounded
    if let behaviour = behaviour(node) { return behaviour.place(node, in: frame) }
    placeUnits(units(under: node), in: frame)
    markFrames(under: node, frame: frame)
  }

  /// Transparent nodes take the frame of their content.
  private static func markFrames(under node: ViewNode, frame: CGRect) {
    for child in node.children where behaviour(child) == nil {
      let inner = units(under: child)
      child.frame = inner.isEmpty ? frame : inner.map(\.frame).reduce(inner[0].frame) { $0.union($1) }
      markFrames(under: child, frame: child.frame)
    }
  }

  static func sizeOfUnits(_ units: [ViewNode], proposal: ProposedViewSize) -> CGSize {
    switch units.count {
    case 0: return .zero
    case 1: return size(of: units[0], proposal: proposal)
    default: return Stack.size(units, axis: .vertical, spacing: nil, proposal: proposal)
    }
  }

  static func placeUnits(_ units: [ViewNode], in frame: CGRect) {
    switch units.count {
    case 0: return
    case 1:
      let size = size(of: units[0], proposal: ProposedViewSize(frame.size))
      place(units[0], in: CGRect(origin: .zero, size: size).centred(in: frame))
    default: Stack.place(units, axis: .vertical, spacing: nil, alignment: .center, in: frame)
    }
  }
}

/// Stacks (LY03): the proposal minus spacing is shared out among the children, least flexible
/// first; the stack is the children's sum along its axis and their union across it.
@MainActor
enum Stack {
  static func spacing(_ spacing: CGFloat?, _ count: Int) -> CGFloat {
    CGFloat(max(count - 1, 0)) * (spacing ?? StandInSwiftUI.defaultSpacing)
  }

  static func sizes(_ units: [ViewNode], axis: StackAxis, spacing: CGFloat?, proposal: ProposedViewSize)
    -> [CGSize]
  {
    let outer = Layout.stackAxis
    Layout.stackAxis = axis
    defer { Layout.stackAxis = outer }
    let main = axis == .vertical ? proposal.height : proposal.width
    let cross = axis == .vertical ? proposal.width : proposal.height
    func propose(_ length: CGFloat?) -> ProposedViewSize {
      axis == .vertical
        ? ProposedViewSize(width: cross, height: length) : ProposedViewSize(width: length, height: cross)
    }
    func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    guard let main else { return units.map { Layout.size(of: $0, proposal: propose(nil)) } }
    var remaining = max(main - self.spacing(spacing, units.count), 0)
    let flexibility = units.map { unit in
      along(Layout.size(of: unit, proposal: propose(.infinity)))
        - along(Layout.size(of: unit, proposal: propose(0)))
    }
    var result = [CGSize](repeating: .zero, count: units.count)
    let order = units.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    for (position, index) in order.enumerated() {
      let share = remaining / CGFloat(units.count - position)
      result[index] = Layout.size(of: units[index], proposal: propose(share))
      remaining = max(remaining - along(result[index]), 0)
    }
    return result
  }

  static func size(_ units: [ViewNode], axis: StackAxis, spacing: CGFloat?, proposal: ProposedViewSize)
    -> CGSize
  {
    let sizes = sizes(units, axis: axis, spacing: spacing, proposal: proposal)
    let gaps = self.spacing(spacing, units.count)
    if axis == .vertical {
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }
    return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
  }

  static func place(
    _ units: [ViewNode], axis: StackAxis, spacing: CGFloat?, alignment: HorizontalAlignment, in frame: CGRect
  ) {
    let sizes = sizes(units, axis: axis, spacing: spacing, proposal: ProposedViewSize(frame.size))
    let gap = spacing ?? StandInSwiftUI.defaultSpacing
    var offset: CGFloat = 0
    for (unit, size) in zip(units, sizes) {
      let rect: CGRect
      if axis == .vertical {
        let x: CGFloat
        switch alignment {
        case .leading: x = frame.minX
        case .trailing: x = frame.maxX - size.width
        default: x = frame.minX + (frame.width - size.width) / 2
        }
        rect = CGRect(x: x, y: frame.minY + offset, width: size.width, height: size.height)
        offset += size.height + gap
      } else {
        rect = CGRect(
          x: frame.minX + offset, y: frame.minY + (frame.height - size.height) / 2, width: size.width,
          height: size.height)
        offset += size.width + gap
      }
      Layout.place(unit, in: rect)
    }
  }
}

extension CGSize {
  /// Rounded to the screen's pixels (3 per point).
  var pixelRounded: CGSize {
    CGSize(width: (width * 3).rounded() / 3, height: (height * 3).rounded() / 3)
  }
}

extension CGRect {
  /// Rounded to the screen's pixels (3 per point).
  var pixelRounded: CGRect {
    guard origin.x.isFinite, origin.y.isFinite, width.isFinite, height.isFinite else { return self }
    return CGRect(
      x: (origin.x * 3).rounded() / 3, y: (origin.y * 3).rounded() / 3, width: (width * 3).rounded() / 3,
      height: (height * 3).rounded() / 3)
  }
}

/// Horizontal alignment.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// Vertical alignment.
public enum VerticalAlignment: Sendable { case top, center, bottom }
/// Two-dimensional alignment.
public struct Alignment: Sendable, Equatable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment
  /// An alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Top leading.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Leading.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)

  /// Where a child of `size` goes in `frame`.
  func place(_ size: CGSize, in frame: CGRect) -> CGRect {
    let x: CGFloat
    switch horizontal {
    case .leading: x = frame.minX
    case .center: x = frame.minX + (frame.width - size.width) / 2
    case .trailing: x = frame.maxX - size.width
    }
    let y: CGFloat
    switch vertical {
    case .top: y = frame.minY
    case .center: y = frame.minY + (frame.height - size.height) / 2
    case .bottom: y = frame.maxY - size.height
    }
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }
}

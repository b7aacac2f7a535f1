/// Auto Layout, recorded: constant height constraints give a view's fitting height (the stand-in
/// does not solve constraints; see systemLayoutSizeFitting).
@MainActor
public final class NSLayoutConstraint: NSObject {
  public enum Axis: Int, Sendable { case horizontal, vertical }
  public let constant: CGFloat
  public var priority = UILayoutPriority.required
  weak var heightOf: UIView?
  /// An equality between the same vertical edge (top or bottom) of two views: `first.edge ==
  /// second.edge + constant`.
  private(set) var pin: VerticalPin?
  init(constant: CGFloat, heightOf view: UIView?) {
    self.constant = constant
    heightOf = view
  }
  init(pinning first: NSLayoutAnchor, to second: NSLayoutAnchor, constant: CGFloat) {
    self.constant = constant
    if let edge = first.edge, edge == second.edge, let a = first.view, let b = second.view {
      pin = VerticalPin(first: a, second: b, edge: edge)
    }
  }
  public var isActive = false {
    didSet {
      if let pin, let container = pin.container {
        container.edgePins.removeAll { $0 === self }
        if isActive { container.edgePins.append(self) }
      }
      guard let view = heightOf else { return }
      view.constraintsAffectingHeight.removeAll { $0 === self }
      if isActive { view.constraintsAffectingHeight.append(self) }
    }
  }
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }
}

public struct UILayoutPriority: RawRepresentable, Sendable, Hashable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// An anchor; a dimension anchor of a view records its constant constraints.
@MainActor
public class NSLayoutAnchor: NSObject {
  weak var view: UIView?
  let isHeight: Bool
  let edge: VerticalPin.Edge?
  init(view: UIView?, isHeight: Bool = false, edge: VerticalPin.Edge? = nil) {
    self.view = view
    self.isHeight = isHeight
    self.edge = edge
  }
  public func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(pinning: self, to: anchor, constant: constant)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: constant, heightOf: nil)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: constant, heightOf: nil)
  }
}
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor {
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: constant, heightOf: isHeight ? view : nil)
  }
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: constant, heightOf: isHeight ? view : nil)
  }
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: constant, heightOf: nil)
  }
}

@MainActor
public final class UILayoutGuide: NSObject {
  public var topAnchor: NSLayoutAnchor { NSLayoutAnchor(view: nil) }
  public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(view: nil) }
  public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: nil) }
  public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: nil) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: nil) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: nil) }
}

extension UIView {
  public var topAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, edge: .top) }
  public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, edge: .bottom) }
  public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, isHeight: true) }
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// A constraint between the same vertical edge of a view and its superview (either order), which
/// Auto Layout keeps: the superview is at least as tall as the subview and the two insets (VW15).
@MainActor
struct VerticalPin {
  enum Edge { case top, bottom }
  weak var first: UIView?
  weak var second: UIView?
  let edge: Edge
  /// The superview of the two, if one is the other's superview.
  var container: UIView? {
    guard let first, let second else { return nil }
    if first.superview === second { return second }
    return second.superview === first ? first : nil
  }
}

extension UIView {
  /// The tallest subview pinned by equalities to this view's top and bottom, with the insets the
  /// pins' constants give (`sub.top == top + c` is an inset c; `sub.bottom == bottom − c` is an
  /// inset c), or 0.
  var pinnedSubviewsHeight: CGFloat {
    var insets: [ObjectIdentifier: (view: UIView, top: CGFloat?, bottom: CGFloat?)] = [:]
    for constraint in edgePins where constraint.isActive {
      guard let pin = constraint.pin, let first = pin.first, let second = pin.second else { continue }
      let sub = first === self ? second : first
      guard sub.superview === self else { continue }
      let subIsFirst = sub === first
      var entry = insets[ObjectIdentifier(sub)] ?? (sub, nil, nil)
      switch pin.edge {
      case .top: entry.top = subIsFirst ? constraint.constant : -constraint.constant
      case .bottom: entry.bottom = subIsFirst ? -constraint.constant : constraint.constant
      }
      insets[ObjectIdentifier(sub)] = entry
    }
    return insets.values.compactMap { entry in
      guard let top = entry.top, let bottom = entry.bottom, !entry.view.isHidden else { return nil }
      return top + entry.view.fittingHeight + bottom
    }.max() ?? 0
  }
}

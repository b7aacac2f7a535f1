/// Auto Layout, recorded: constant height constraints give a view's fitting height (the stand-in
/// does not solve constraints; see systemLayoutSizeFitting).
@MainActor
public final class NSLayoutConstraint: NSObject {
  public enum Axis: Int, Sendable { case horizontal, vertical }
  public let constant: CGFloat
  public var priority = UILayoutPriority.required
  weak var heightOf: UIView?
  init(constant: CGFloat, heightOf view: UIView?) {
    self.constant = constant
    heightOf = view
  }
  public var isActive = false {
    didSet {
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
  init(view: UIView?, isHeight: Bool = false) {
    self.view = view
    self.isHeight = isHeight
  }
  public func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: constant, heightOf: nil)
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
  public var topAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, isHeight: true) }
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

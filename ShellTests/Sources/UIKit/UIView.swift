/// A view: geometry (VW01–VW04), hierarchy, hit-testing (HV01–HV05), layout passes and the values
/// running animations show (`layer.presentation()`).
@MainActor
open class UIView: UIResponder {
  // MARK: Geometry (VW01): center and bounds are authoritative, frame is derived.
  private var storedCenter = CGPoint.zero
  private var storedBounds = CGRect.zero
  private var storedTransform = CGAffineTransform.identity
  private var storedAlpha: CGFloat = 1
  /// Running animations by property; their values are what `layer.presentation()` shows.
  var animations: [AnimatedProperty: PropertyAnimation] = [:]
  /// The controller whose root view this is (RC01).
  weak var owningController: UIViewController?

  public init(frame: CGRect) {
    super.init()
    layer.view = self
    self.frame = frame
  }
  public convenience override init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { nil }

  open var center: CGPoint {
    get { storedCenter }
    set {
      animate(.center, .point(newValue)) { storedCenter = newValue }
      notifyObservers()
    }
  }
  open var bounds: CGRect {
    get { storedBounds }
    set {
      let old = storedBounds.size
      animate(.bounds, .rect(newValue)) { storedBounds = newValue }
      if old != newValue.size { sizeDidChange(from: old) }
      notifyObservers()
    }
  }
  open var transform: CGAffineTransform {
    get { storedTransform }
    set {
      animate(.transform, .transform(newValue)) { storedTransform = newValue }
      notifyObservers()
    }
  }
  open var alpha: CGFloat {
    get { storedAlpha }
    set { animate(.alpha, .number(newValue)) { storedAlpha = newValue } }
  }
  open var frame: CGRect {
    get { Self.frame(center: center, bounds: bounds, transform: transform) }
    set {
      // One notification for the whole write, in which `frame` observers report (see
      // KeyValueObserving.swift).
      isWritingFrame = true
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
      isWritingFrame = false
      notifyObservers(frameWrite: true)
    }
  }

  static func frame(center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGRect {
    let local = CGRect(
      x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
    return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  open var isHidden = false
  open var isUserInteractionEnabled = true
  open var clipsToBounds = false
  /// The view whose alpha masks this one: stored only (the stand-in draws nothing).
  open var mask: UIView?
  open var isMultipleTouchEnabled = false
  open var isExclusiveTouch = false
  open var backgroundColor: UIColor?
  open var tintColor: UIColor! = .systemBlue
  open var autoresizingMask: AutoresizingMask = []
  open var autoresizesSubviews = true
  open var translatesAutoresizingMaskIntoConstraints = true
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified
  open var contentMode = ContentMode.scaleToFill
  public let layer = CALayer()

  // MARK: Hierarchy
  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []

  open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
  open func insertSubview(_ view: UIView, at index: Int) {
    let oldWindow = view.window
    if view.superview === self, let old = subviews.firstIndex(of: view) {
      subviews.remove(at: old)
    } else {
      view.detach()
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.hierarchyDidChange(from: oldWindow)
    setNeedsLayout()
    view.setNeedsLayout()  // VW07: the added view too
  }
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
  }
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insertSubview(view, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1)
  }
  open func bringSubviewToFront(_ view: UIView) {
    if view.superview === self { insertSubview(view, at: subviews.count) }
  }
  open func removeFromSuperview() {
    let oldWindow = window
    detach()
    hierarchyDidChange(from: oldWindow)
  }
  private func detach() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// UC14 and the first responder: a view leaving its window cancels what it tracks.
  func hierarchyDidChange(from oldWindow: UIWindow?) {
    let newWindow = window
    if oldWindow != nil, newWindow == nil {
      for view in [self] + allDescendants {
        (view as? UIControl)?.cancelTrackingForRemoval()
        if view.isFirstResponder { view.resignFirstResponder() }
      }
    }
    guard oldWindow !== newWindow else { return }
    for view in [self] + allDescendants { view.didMoveToWindow() }
    if oldWindow == nil, newWindow != nil { owningController?.viewJoinedWindowAsChild() }
  }
  /// The view's window changed (UIKit: "Tells the view that its window object changed"), sent to
  /// the view and each descendant after it joined or left a window.
  open func didMoveToWindow() {}
  var allDescendants: [UIView] { subviews.flatMap { [$0] + $0.allDescendants } }

  override open var next: UIResponder? { owningController ?? superview }

  // MARK: Hit-testing (HV01–HV04; HT02–HT04 in UIView+HitTesting.swift)
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { hitTestBounds.contains(point) }
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      guard let local = subview.hitTestPoint(fromSuperview: point) else { continue }
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// The interactions added to this view, in the order they were added (VW20).
  public internal(set) var interactions: [any UIInteraction] = []

  // MARK: Gesture recognizers
  public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    recognizer.view = self
  }
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    gestureRecognizers?.removeAll { $0 === recognizer }
    recognizer.view = nil
    recognizer.reset()
  }
  /// GR12: a control does not let a superview's tap or pan take its own touch.
  open func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Layout: a pass runs at the end of a run-loop turn, never inside setNeedsLayout.
  private(set) var needsLayout = true
  open func setNeedsLayout() { needsLayout = true }
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      // VW08: the controller's calls immediately before and after its root view's layoutSubviews.
      owningController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }
  open func layoutSubviews() {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  open func sizeToFit() { frame.size = sizeThatFits(.zero) }

  /// Autoresizing of the subviews when the size changes (springs and struts, VW09): along each axis
  /// the size difference is shared among the flexible parts (leading margin, size, trailing margin)
  /// in proportion to their sizes, equally when they are all zero (DOC `autoresizingMask`: "the
  /// default behavior is to distribute the size difference proportionally among the flexible
  /// portions").
  private func sizeDidChange(from old: CGSize) {
    guard autoresizesSubviews else { return setNeedsLayout() }
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      var frame = subview.frame
      let mask = subview.autoresizingMask
      let x = Self.share(
        bounds.width - old.width, lead: frame.minX, size: frame.width, trail: old.width - frame.maxX,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let y = Self.share(
        bounds.height - old.height, lead: frame.minY, size: frame.height, trail: old.height - frame.maxY,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      frame.origin.x += x.lead
      frame.size.width += x.size
      frame.origin.y += y.lead
      frame.size.height += y.size
      if subview.transform.isIdentity { subview.frame = frame }
    }
    setNeedsLayout()
  }

  /// How much of `delta` the leading margin and the size take along one axis.
  private static func share(
    _ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (lead: CGFloat, size: CGFloat) {
    let parts = [(flexible.0, max(lead, 0)), (flexible.1, max(size, 0)), (flexible.2, max(trail, 0))]
    let count = CGFloat(parts.filter(\.0).count)
    guard count > 0, delta != 0 else { return (0, 0) }
    let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
    func part(_ index: Int) -> CGFloat {
      guard parts[index].0 else { return 0 }
      return total > 0 ? delta * parts[index].1 / total : delta / count
    }
    return (part(0), part(1))
  }

  // MARK: Safe area and direction
  open var safeAreaInsets: UIEdgeInsets {
    guard let window, window !== self else { return (self as? UIWindow)?.windowInsets ?? .zero }
    let inWindow = convert(bounds, to: window)
    let safe = window.bounds.inset(by: window.windowInsets)
    return UIEdgeInsets(
      top: max(0, safe.minY - inWindow.minY), left: max(0, safe.minX - inWindow.minX),
      bottom: max(0, inWindow.maxY - safe.maxY), right: max(0, inWindow.maxX - safe.maxX))
  }
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight: return .leftToRight
    default: return superview?.effectiveUserInterfaceLayoutDirection ?? UIApplication.layoutDirection
    }
  }

  // MARK: Auto Layout (recorded; sizes read from constant height constraints)
  var constraintsAffectingHeight: [NSLayoutConstraint] = []
  /// Top and bottom pins of subviews to this view (VW15).
  var edgePins: [NSLayoutConstraint] = []
  open func systemLayoutSizeFitting(
    _ target: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
    verticalFittingPriority v: UILayoutPriority
  ) -> CGSize {
    CGSize(width: target.width, height: fittingHeight)
  }
  /// The height Auto Layout would give: the largest of the constant height constraints, the
  /// intrinsic height of the content and the height of a subview pinned to the top and the bottom
  /// plus the pins' constants (stand-in rule, VW15; see the package's README).
  var fittingHeight: CGFloat {
    let constants = constraintsAffectingHeight.filter(\.isActive).map(\.constant)
    return max(constants.max() ?? 0, intrinsicContentSize.height, pinnedSubviewsHeight)
  }
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
  /// The intrinsic size changed: the next layout pass sizes this view's ancestors again (stand-in:
  /// they are marked for layout).
  open func invalidateIntrinsicContentSize() {
    var ancestor = superview
    while let view = ancestor {
      view.setNeedsLayout()
      ancestor = view.superview
    }
  }

  // MARK: Traits: the window's size classes (SC01) and the app's content size category (DT03); no
  // overrides per view.
  open var traitCollection: UITraitCollection {
    window?.windowTraits.current ?? UITraitCollection(horizontal: .unspecified, vertical: .unspecified)
  }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// A view that adjusts its font to the content size category does so (labels, DT04).
  func adjustForContentSizeCategory() {}
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  open func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
  {}

  // MARK: Animation bookkeeping
  /// Sets a property, recording an animation when an animation block is running (VW + AN rules).
  private func animate(_ property: AnimatedProperty, _ value: AnimatedProperty.Value, set: () -> Void) {
    if let capture = AnimationCapture.current {
      capture.changes.append((self, property, presentationValue(property)))
    } else if animations[property] != nil {
      animations[property] = nil  // a plain set replaces the animation (no implicit animation)
    }
    set()
  }
  func modelValue(_ property: AnimatedProperty) -> AnimatedProperty.Value {
    switch property {
    case .center: return .point(storedCenter)
    case .bounds: return .rect(storedBounds)
    case .transform: return .transform(storedTransform)
    case .alpha: return .number(storedAlpha)
    }
  }
  func setModelValue(_ value: AnimatedProperty.Value) {
    switch value {
    case .point(let p): storedCenter = p
    case .rect(let r): storedBounds = r
    case .transform(let t): storedTransform = t
    case .number(let n): storedAlpha = n
    }
  }
  /// What the screen shows for `property` now.
  func presentationValue(_ property: AnimatedProperty) -> AnimatedProperty.Value {
    let model = modelValue(property)
    return animations[property]?.shown(toward: model) ?? model
  }

  package var animationCount: Int { animations.count }

  // MARK: Class methods
  // MARK: Observation (KeyValueObserving.swift)
  private var observers: [(id: Int, framesOnly: Bool, check: (Bool) -> Void)] = []
  /// A write of `frame` is in progress: its parts notify nothing; the write notifies once.
  private var isWritingFrame = false
  private var nextObserverID = 0

  /// Registers `check`, called after each geometry write with whether it reports: an observation
  /// of `frame` (`framesOnly`) reports only writes of `frame` itself, as UIKit's KVO does.
  func registerObserver(framesOnly: Bool, _ check: @escaping (Bool) -> Void) -> Int {
    nextObserverID += 1
    observers.append((nextObserverID, framesOnly, check))
    return nextObserverID
  }

  func removeObserver(_ id: Int) { observers.removeAll { $0.id == id } }

  private func notifyObservers(frameWrite: Bool = false) {
    guard !observers.isEmpty, !isWritingFrame else { return }
    for observer in observers { observer.check(!observer.framesOnly || frameWrite) }
  }

  open class func performWithoutAnimation(_ actions: () -> Void) {
    let saved = AnimationCapture.current
    AnimationCapture.current = nil
    actions()
    AnimationCapture.current = saved
  }
}

extension UIView {
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
  }
  public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
}

public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

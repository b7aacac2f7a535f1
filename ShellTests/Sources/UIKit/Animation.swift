internal import StandInModel

/// The animatable view properties the stand-in follows.
enum AnimatedProperty: Hashable {
  case center, bounds, transform, alpha

  enum Value {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case number(CGFloat)

    func interpolated(to end: Value, _ t: Double) -> Value {
      let t = CGFloat(t)
      func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
      switch (self, end) {
      case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
      case (.rect(let a), .rect(let b)):
        return .rect(
          CGRect(
            x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
            height: mix(a.height, b.height)))
      case (.transform(let a), .transform(let b)):
        return .transform(
          CGAffineTransform(
            a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
            tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
      case (.number(let a), .number(let b)): return .number(mix(a, b))
      default: return end
      }
    }
  }
}

/// One property moved by one animation block of a property animator.
@MainActor
final class PropertyAnimation {
  let from: AnimatedProperty.Value
  weak var animator: UIViewPropertyAnimator?
  let track: AnimatedValue
  /// A position's vertical track, when its spring's 2-D velocity differs per axis.
  let verticalTrack: AnimatedValue?

  init(
    from: AnimatedProperty.Value, animator: UIViewPropertyAnimator, track: AnimatedValue,
    verticalTrack: AnimatedValue? = nil
  ) {
    self.from = from
    self.animator = animator
    self.track = track
    self.verticalTrack = verticalTrack
  }

  /// How far from `from` toward the model value the screen is (nil once the animator is gone).
  var fraction: Double? { animator.map { $0.model.value(of: track) } }

  /// The value shown between `from` and `model`: the vertical component of a position on its own
  /// track when it has one.
  func shown(toward model: AnimatedProperty.Value) -> AnimatedProperty.Value? {
    guard let fraction else { return nil }
    let shown = from.interpolated(to: model, fraction)
    guard let verticalTrack, let vertical = animator?.verticalModel?.value(of: verticalTrack),
      case .point(let point) = shown, case .point(let a) = from, case .point(let b) = model
    else { return shown }
    return .point(CGPoint(x: point.x, y: a.y + (b.y - a.y) * CGFloat(vertical)))
  }
}

/// A layer: styling is recorded; `presentation()` reports the view's on-screen values.
@MainActor
open class CALayer {
  weak var view: UIView?
  private var snapshot: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform, opacity: Float)?
  public init() {}
  open var cornerRadius: CGFloat = 0
  open var cornerCurve: CALayerCornerCurve = .circular
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var masksToBounds = false

  /// Whether the layer has been through a commit (a layout pass at the end of a turn, in a window).
  var isCommitted = false

  /// The values on screen now, from the running animations at the world's time; nil before the
  /// layer's first commit when the world says so (VW14: nil "for a layer that has not yet been
  /// committed", when exactly is unverified).
  open func presentation() -> CALayer? {
    guard let view, isCommitted || !StandInRuntime.shared.timing.presentationLayerAfterCommit else {
      return nil
    }
    let layer = CALayer()
    func read(_ p: AnimatedProperty) -> AnimatedProperty.Value { view.presentationValue(p) }
    guard case .point(let c) = read(.center), case .rect(let b) = read(.bounds),
      case .transform(let t) = read(.transform), case .number(let a) = read(.alpha)
    else { return nil }
    layer.snapshot = (c, b, t, Float(a))
    return layer
  }
  open var frame: CGRect {
    if let s = snapshot { return UIView.frame(center: s.center, bounds: s.bounds, transform: s.transform) }
    return view?.frame ?? .zero
  }
  open var position: CGPoint { snapshot?.center ?? view?.center ?? .zero }
  open var bounds: CGRect { snapshot?.bounds ?? view?.bounds ?? .zero }
  open func affineTransform() -> CGAffineTransform { snapshot?.transform ?? view?.transform ?? .identity }
  open var opacity: Float { snapshot?.opacity ?? Float(view?.alpha ?? 1) }
}

/// A Core Graphics color (only identity matters here).
public final class CGColor: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

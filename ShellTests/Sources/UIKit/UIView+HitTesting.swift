/// Hit-testing of views that property animators move (HT02–HT04 of the behaviour spec):
///
/// - HT03: an animator that is interruptible, with `isUserInteractionEnabled` true and
///   `isManualHitTestingEnabled` false (all the defaults) has its views hit-tested where they are
///   drawn: the superview converts the touch into the view through its presentation values (centre,
///   bounds, transform), and the view's own bounds test uses the bounds on screen.
/// - HT02: with manual hit testing on (or a non-interruptible animator), UIKit hit-tests the model
///   geometry: the view is hit where it is going; the app converts through `layer.presentation()`.
/// - HT04: with `isUserInteractionEnabled` false on the animator, its views ignore touches while it
///   is active; the touch goes to whatever else is under it.
///
/// Only animators that are active count (running or paused): an animation that has ended, or whose
/// animator is gone, leaves the model geometry.
extension UIView {
  /// How UIKit hit-tests this view now, from the animators moving it.
  enum AnimationHitTesting: Equatable {
    /// No animator moves it, or its animators leave hit-testing to the app (HT02).
    case model
    /// Hit where it is drawn (HT03).
    case inFlight
    /// Touches are ignored (HT04).
    case ignored
  }

  var animationHitTesting: AnimationHitTesting {
    let animators = animations.values.compactMap(\.animator).filter { $0.state == .active }
    if animators.contains(where: { !$0.isUserInteractionEnabled }) { return .ignored }
    let inFlight = animators.contains { $0.isInterruptible && !$0.isManualHitTestingEnabled }
    return inFlight ? .inFlight : .model
  }

  /// `point` in the superview's coordinates → this view's, as its superview's hit test converts it;
  /// nil when the view ignores touches (HT04).
  func hitTestPoint(fromSuperview point: CGPoint) -> CGPoint? {
    switch animationHitTesting {
    case .ignored: return nil
    case .model: return fromSuperview(point)
    case .inFlight:
      guard case .point(let center) = presentationValue(.center),
        case .rect(let bounds) = presentationValue(.bounds),
        case .transform(let transform) = presentationValue(.transform)
      else { return fromSuperview(point) }
      let local = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(transform.inverted())
      return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }
  }

  /// The bounds a point must fall in to hit this view: those on screen while it is hit in flight.
  var hitTestBounds: CGRect {
    guard animationHitTesting == .inFlight, case .rect(let shown) = presentationValue(.bounds) else {
      return bounds
    }
    return shown
  }
}

extension UIView {
  /// The commit at the end of a turn: this view's layer, its mask's (drawn with it) and its
  /// subviews' are on screen (VW14).
  func commitLayers() {
    layer.isCommitted = true
    mask?.commitLayers()
    for subview in subviews { subview.commitLayers() }
  }
}

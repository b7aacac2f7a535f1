#if canImport(UIKit)
  import UIKit

  /// `UIViewPropertyAnimator` drives the core directly: it conforms to ``InterruptibleAnimator``.
  ///
  /// ```swift
  /// let animator: any InterruptibleAnimator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
  /// animator.startAnimation()
  /// ```
  extension UIViewPropertyAnimator: @preconcurrency InterruptibleAnimator {
    /// The state as the core's ``AnimatorState``.
    public var animatorState: AnimatorState {
      switch state {
      case .active: return .active
      case .stopped: return .stopped
      case .inactive: return .inactive
      @unknown default: return .inactive
      }
    }

    /// `finishAnimation(at:)` with the core's position.
    public func finishAnimation(at position: AnimatorPosition) {
      finishAnimation(at: UIViewAnimatingPosition(position))
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` with the core's timing.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double)
    {
      continueAnimation(
        withTimingParameters: parameters?.timingCurveProvider, durationFactor: CGFloat(durationFactor))
    }

    /// `addCompletion(_:)` reporting the core's position.
    public func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
      addCompletion { (position: UIViewAnimatingPosition) in completion(AnimatorPosition(position)) }
    }

    /// A property animator with the core's timing (`duration` is ignored by implicit-duration springs,
    /// as in UIKit).
    public convenience init(duration: Double, timing: TimingParameters) {
      self.init(duration: duration, timingParameters: timing.timingCurveProvider)
    }
  }

  extension UIViewAnimatingPosition {
    /// UIKit's position for the core's.
    public init(_ position: AnimatorPosition) {
      self = UIViewAnimatingPosition(rawValue: position.rawValue) ?? .current
    }
  }

  extension AnimatorPosition {
    /// The core's position for UIKit's.
    public init(_ position: UIViewAnimatingPosition) {
      self = AnimatorPosition(rawValue: position.rawValue) ?? .current
    }
  }

  extension TimingParameters {
    /// The equivalent `UITimingCurveProvider`: cubic parameters or spring parameters (duration/bounce
    /// springs as mass/stiffness/damping, which iOS 15 understands).
    @MainActor public var timingCurveProvider: UITimingCurveProvider {
      switch self {
      case .cubic(let curve):
        return UICubicTimingParameters(
          controlPoint1: CGPoint(x: curve.x1, y: curve.y1), controlPoint2: CGPoint(x: curve.x2, y: curve.y2))
      case .spring(let spring):
        let velocity = CGVector(dx: spring.initialVelocity, dy: spring.initialVelocity)
        switch spring.description {
        case .dampingRatio(let ratio):
          return UISpringTimingParameters(dampingRatio: CGFloat(ratio), initialVelocity: velocity)
        case .physical(let parameters):
          return UISpringTimingParameters(
            mass: CGFloat(parameters.mass), stiffness: CGFloat(parameters.stiffness),
            damping: CGFloat(parameters.damping), initialVelocity: velocity)
        }
      }
    }
  }
#endif

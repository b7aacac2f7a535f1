#if canImport(UIKit)
  import UIKit

  /// A `UIViewPropertyAnimator` seen through the core's ``InterruptibleAnimator`` seam.
  ///
  /// The library never extends UIKit's classes with overloads of their own names (an app that imports
  /// Interruptible keeps writing `animator.addCompletion { position in … }` and
  /// `finishAnimation(at: .end)` unambiguously); this adapter translates instead. Every call forwards
  /// to ``base`` unchanged.
  @MainActor
  final class PropertyAnimatorAdapter: @preconcurrency InterruptibleAnimator {
    /// The UIKit animator that moves the views.
    let base: UIViewPropertyAnimator

    init(duration: Double, timing: TimingParameters) {
      base = UIViewPropertyAnimator(duration: duration, timingParameters: timing.timingCurveProvider)
    }

    var animatorState: AnimatorState {
      switch base.state {
      case .active: return .active
      case .stopped: return .stopped
      case .inactive: return .inactive
      @unknown default: return .inactive
      }
    }

    var isRunning: Bool { base.isRunning }
    var isReversed: Bool {
      get { base.isReversed }
      set { base.isReversed = newValue }
    }
    var fractionComplete: CGFloat {
      get { base.fractionComplete }
      set { base.fractionComplete = newValue }
    }
    var isInterruptible: Bool { base.isInterruptible }
    var scrubsLinearly: Bool {
      get { base.scrubsLinearly }
      set { base.scrubsLinearly = newValue }
    }
    var pausesOnCompletion: Bool {
      get { base.pausesOnCompletion }
      set { base.pausesOnCompletion = newValue }
    }

    func startAnimation() { base.startAnimation() }
    func startAnimation(afterDelay delay: TimeInterval) { base.startAnimation(afterDelay: delay) }
    func pauseAnimation() { base.pauseAnimation() }
    func stopAnimation(_ withoutFinishing: Bool) { base.stopAnimation(withoutFinishing) }

    func finishAnimation(at position: AnimatorPosition) {
      base.finishAnimation(at: UIViewAnimatingPosition(rawValue: position.rawValue) ?? .current)
    }

    func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
      base.continueAnimation(
        withTimingParameters: parameters?.timingCurveProvider, durationFactor: CGFloat(durationFactor))
    }

    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
      base.addAnimations(animation, delayFactor: delayFactor)
    }

    func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
      base.addCompletion { position in completion(AnimatorPosition(rawValue: position.rawValue) ?? .current) }
    }
  }

  extension TimingParameters {
    /// The equivalent `UITimingCurveProvider`: cubic parameters or spring parameters (duration/bounce
    /// springs as mass/stiffness/damping, which iOS 15 understands).
    ///
    /// ```swift
    /// let animator = UIViewPropertyAnimator(
    ///   duration: 0.4, timingParameters: TimingParameters.spring(.init(dampingRatio: 0.8)).timingCurveProvider)
    /// ```
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

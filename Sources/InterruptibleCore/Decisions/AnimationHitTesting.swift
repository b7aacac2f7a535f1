/// Which geometry UIKit hit-tests animating views at, for each kind of animation (HT01–HT05).
///
/// The shell uses this to know when it must hit-test through `layer.presentation()` itself: the
/// toolkit routes touches by in-flight frames (HT07), so wherever UIKit would use the target
/// geometry the container overrides `hitTest(_:with:)` / `point(inside:with:)`.
///
/// ```swift
/// let animation = AnimationHitTesting.propertyAnimator(
///   isInterruptible: true, isUserInteractionEnabled: true, isManualHitTestingEnabled: false)
/// animation.geometry                          // .inFlight (HT03)
/// animation.needsPresentationHitTesting       // false
/// ```
enum AnimationHitTesting: Sendable, Hashable {
  /// A block-based `UIView.animate…` call, with or without `.allowUserInteraction`.
  case blockAnimation(allowsUserInteraction: Bool)
  /// A `UIViewPropertyAnimator` created with an initializer.
  case propertyAnimator(
    isInterruptible: Bool, isUserInteractionEnabled: Bool, isManualHitTestingEnabled: Bool)
  /// An animator from `runningPropertyAnimator(withDuration:…)`; its manual hit testing is on (HT05).
  case runningPropertyAnimator(isUserInteractionEnabled: Bool)

  /// What UIKit does with a touch on a view taking part in the animation.
  enum Geometry: Sendable, Hashable {
    /// The touch is swallowed for the animation's duration, not passed behind (HT01).
    case swallowed
    /// Touches to the animated views are ignored (HT04).
    case ignored
    /// Views are hit where they are going (model geometry), not where they are drawn (HT02).
    case target
    /// Views are hit where they are drawn (presentation geometry) (HT03).
    case inFlight
  }

  /// The geometry UIKit hit-tests at.
  var geometry: Geometry {
    switch self {
    case .blockAnimation(let allowsUserInteraction):
      return allowsUserInteraction ? .target : .swallowed
    case .propertyAnimator(let interruptible, let userInteraction, let manual):
      guard userInteraction else { return .ignored }
      return interruptible && !manual ? .inFlight : .target
    case .runningPropertyAnimator(let userInteraction):
      return userInteraction ? .target : .ignored
    }
  }

  /// Whether the shell must convert hit tests through the presentation layer to hit in-flight
  /// content (HT02): true exactly when UIKit uses the target geometry.
  var needsPresentationHitTesting: Bool { geometry == .target }

  /// Whether touches can reach the animated views at all.
  var receivesTouches: Bool { geometry == .target || geometry == .inFlight }
}

/// UIKit's own push or pop when the navigation delegate gives no animation controller (NV06): the
/// arriving view slides in from the trailing edge while the leaving one moves a third of the width
/// the other way, over ``duration``; nothing is finished inside `push`/`pop`. A pop the system back
/// swipe started follows the finger (NV08) and, released short of half-way without a flick toward
/// the end, turns back and is cancelled (NV10). The duration (about 0.35 s, widely reported), the
/// parallax and the release rule are the stand-in's values: UIKit documents none of them.
@MainActor
final class SystemNavigationSlide {
  /// How long the slide takes.
  static let duration: TimeInterval = 0.35
  /// The finger's speed (points per second) toward an end that decides a release, whatever the
  /// position.
  static let flickVelocity: CGFloat = 300
  private let animator: UIViewPropertyAnimator
  private let context: StandInTransitionContext
  private let width: CGFloat

  /// Starts the slide of `context` (a push when `isPush`); `interactive`: held for the back swipe.
  init(_ context: StandInTransitionContext, isPush: Bool, interactive: Bool) {
    self.context = context
    let container = context.containerView
    width = max(container.bounds.width, 1)
    let arriving = context.view(forKey: .to)
    let leaving = context.view(forKey: .from)
    let far = CGAffineTransform(translationX: width, y: 0)
    let behind = CGAffineTransform(translationX: -width / 3, y: 0)
    arriving?.transform = isPush ? far : behind
    animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut) {
      arriving?.transform = .identity
      leaving?.transform = isPush ? behind : far
    }
    animator.addCompletion { [context] position in
      arriving?.transform = .identity
      leaving?.transform = .identity
      context.completeTransition(position == .end)
    }
    if interactive {
      animator.pauseAnimation()
    } else {
      animator.startAnimation()
    }
  }

  /// The back swipe moved `translation` points toward the trailing edge.
  func follow(_ translation: CGFloat) {
    let fraction = min(max(translation / width, 0), 1)
    animator.fractionComplete = fraction
    context.updateInteractiveTransition(fraction)
  }

  /// The back swipe lifted (or was cancelled) at `translation`, moving at `velocity`.
  func release(at translation: CGFloat, velocity: CGFloat, cancelled: Bool) {
    let finishes =
      !cancelled
      && (velocity > Self.flickVelocity || (velocity > -Self.flickVelocity && translation / width > 0.5))
    if finishes {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
      animator.isReversed = true
    }
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
  }
}

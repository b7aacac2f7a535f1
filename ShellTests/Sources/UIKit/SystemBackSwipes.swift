/// The world's switches for UIKit's back-swipes where UIKit documents nothing and reports disagree,
/// read by every navigation controller made after they are set.
package struct NavigationSwitches: Sendable {
  /// Whether UIKit's back-swipes begin once the navigation controller's delegate implements
  /// `navigationController(_:animationControllerFor:from:to:)`. Documented: they begin whatever
  /// the delegate (NV08). Reported: the edge swipe stops working once a delegate implements that
  /// method, even one returning nil (WordPress-iOS PR #6639, openradar 15215690; react-native-screens
  /// PR #3173 for iOS 26's content swipe).
  package enum SwipeWithDelegate: String, Sendable {
    /// They begin as documented.
    case begins
    /// They never begin while such a delegate is set.
    case declines
  }

  /// Whether the navigation controller has iOS 26's content back-swipe
  /// (`interactiveContentPopGestureRecognizer`): a pan anywhere on the content, toward the trailing
  /// edge, that pops as the edge swipe does (WWDC25 session 284).
  package enum ContentSwipe: String, Sendable {
    /// iOS 15–25: only the edge swipe.
    case absent
    /// iOS 26: the edge swipe and the content swipe.
    case present
  }

  package var swipeWithDelegate = SwipeWithDelegate.begins
  package var contentSwipe = ContentSwipe.absent
  package init() {}

  /// The switches of the current world.
  package nonisolated(unsafe) static var current = NavigationSwitches()
}

/// UIKit's own delegate of its back-swipes (NV08: an app must not replace it). The stand-in's
/// implementation of `gestureRecognizerShouldBegin`: a swipe begins only with more than one screen,
/// no transition running (NV08), the switch's answer for a delegate that implements the
/// animation-controller method (the stand-in cannot tell an implemented optional method from a
/// defaulted one: any delegate counts), and, for the content swipe, a movement toward the trailing
/// edge.
@MainActor
final class SystemBackSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController, navigation.viewControllers.count > 1,
      !navigation.isTransitioning
    else { return false }
    if navigation.delegate != nil, NavigationSwitches.current.swipeWithDelegate == .declines { return false }
    guard gestureRecognizer === navigation.interactiveContentPopGestureRecognizer,
      let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return true }
    let movement = pan.translation(in: navigation.view)
    let along =
      navigation.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -movement.x : movement.x
    return along > abs(movement.y)
  }
}

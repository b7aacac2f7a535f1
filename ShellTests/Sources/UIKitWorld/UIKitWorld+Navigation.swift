import UIKit

extension UIKitWorld {
  /// Reads the navigation switches of a run from the environment (CI runs the suite in each
  /// setting): `UIKIT_STANDIN_SWIPE_WITH_DELEGATE` = `begins` (default) or `declines`, whether UIKit's
  /// back-swipes begin once the navigation delegate implements the animation-controller method;
  /// `UIKIT_STANDIN_CONTENT_SWIPE` = `absent` (default) or `present`, whether navigation
  /// controllers have iOS 26's content back-swipe.
  func applyNavigationSwitches() {
    let environment = ProcessInfo.processInfo.environment
    NavigationSwitches.current = NavigationSwitches()
    if let swipe = environment["UIKIT_STANDIN_SWIPE_WITH_DELEGATE"].flatMap(
      NavigationSwitches.SwipeWithDelegate.init)
    {
      swipeWithDelegate = swipe
    }
    if let content = environment["UIKIT_STANDIN_CONTENT_SWIPE"].flatMap(NavigationSwitches.ContentSwipe.init)
    {
      contentSwipe = content
    }
  }

  /// Whether UIKit's back-swipes begin once the navigation delegate implements the
  /// animation-controller method (set before making the navigation controller).
  package var swipeWithDelegate: NavigationSwitches.SwipeWithDelegate {
    get { NavigationSwitches.current.swipeWithDelegate }
    set { NavigationSwitches.current.swipeWithDelegate = newValue }
  }
  /// Whether navigation controllers made from now on have iOS 26's content back-swipe.
  package var contentSwipe: NavigationSwitches.ContentSwipe {
    get { NavigationSwitches.current.contentSwipe }
    set { NavigationSwitches.current.contentSwipe = newValue }
  }
}

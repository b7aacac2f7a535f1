/// Which of a navigation stack's back-swipes pops, and whose animation the pop gets.
///
/// A navigation controller has UIKit's edge swipe (`interactivePopGestureRecognizer`), on iOS 26 a
/// content swipe from anywhere (`interactiveContentPopGestureRecognizer`), and the package's own
/// pop pan. The rules, in order:
/// - The pop pan waits for the edge swipe to fail: a swipe UIKit takes at the edge pops with UIKit's
///   own interactive slide; one UIKit declines (reported once a delegate implements the
///   animation-controller method) reaches the pop pan, which pops with the package's transition. So
///   the pop pan does not leave the edge strip alone: the failure requirement already gives the edge
///   to UIKit whenever UIKit takes it.
/// - The content swipe waits for the pop pan to fail: where the pop pan claims a touch (moving back,
///   not over content that keeps horizontal pans) the package's transition pops; the content swipe
///   keeps the rest. The two never run together.
/// - A pop UIKit starts while one of its swipes is under way gets no animation controller (UIKit's
///   own interactive slide); any other pop gets the package's, interactive only when the pop pan
///   asked for it.
/// - Every screen a transition shows or leaves carries the pop pan, the root included, so a touch
///   anywhere during a push or pop grabs it; the pan begins only when there is something to go back
///   from: a transition in flight or a stack deeper than the root.
///
/// ```swift
/// BackSwipeArbiter.popPanWaits(for: .edge)        // true
/// BackSwipeArbiter.popPanWaits(for: .content)     // false: the content swipe waits for the pop pan
/// BackSwipeArbiter.popAnimation(systemSwipeActive: false, panRequested: true)  // .package(interactive: true)
/// BackSwipeArbiter.popPanMayBegin(stackDepth: 1, isTransitionInFlight: true)   // true: grabs the push
/// ```
package enum BackSwipeArbiter {
  /// One of UIKit's back-swipe recognizers.
  package enum SystemSwipe: Sendable, Hashable {
    /// The leading-edge swipe (`interactivePopGestureRecognizer`).
    case edge
    /// iOS 26's swipe from anywhere in the content (`interactiveContentPopGestureRecognizer`).
    case content
  }

  /// Who animates a pop.
  package enum PopAnimation: Sendable, Hashable {
    /// UIKit's own interactive slide: the delegate returns no animation controller.
    case system
    /// The package's transition; `interactive` when the pop pan drives it.
    case package(interactive: Bool)
  }

  /// Whether the pop pan waits for `system` to fail (true) or `system` waits for the pop pan.
  package static func popPanWaits(for system: SystemSwipe) -> Bool { system == .edge }

  /// Whether the pop pan leaves the leading-edge strip to the edge swipe: only when it does not wait
  /// for the edge swipe's failure (no edge swipe to wait for). With the failure requirement in place,
  /// a swipe UIKit takes never reaches the pop pan and one it declines must pop through it.
  package static func reservesEdgeStrip(waitsForEdgeSwipe: Bool) -> Bool { !waitsForEdgeSwipe }

  /// Whether the pop pan may begin: while a transition is in flight (it grabs it, on whichever screen
  /// the finger lands, the root included) or when the stack has a screen above the root to pop.
  package static func popPanMayBegin(stackDepth: Int, isTransitionInFlight: Bool) -> Bool {
    isTransitionInFlight || stackDepth > 1
  }

  /// The animation of a pop UIKit asks about: none while a system swipe is under way (UIKit drives
  /// the pop), the package's otherwise, interactive when the pop pan asked for it. Pushes are never
  /// interactive.
  package static func popAnimation(systemSwipeActive: Bool, panRequested: Bool) -> PopAnimation {
    systemSwipeActive ? .system : .package(interactive: panRequested)
  }
}

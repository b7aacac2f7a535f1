#if canImport(UIKit)
  import UIKit

  /// Wraps the presented content so VoiceOver's escape, which walks up from the focused element,
  /// reaches the presentation controller, limits touches on the moving content to the part that is
  /// visible, and takes the hardware keyboard's Escape while the content is up.
  ///
  /// The transition's animator is a default `UIViewPropertyAnimator` (interruptible, user interaction
  /// on, manual hit testing off), so UIKit hit-tests this view where it is drawn and hands
  /// ``point(inside:with:)`` and the subviews the touch already in that drawn geometry (HT03). The
  /// wrapper maps nothing itself: mapping again would move every tap on moving content a second time.
  @MainActor
  final class EscapeHandlingView: KeyTakingView {
    weak var controller: InterruptiblePresentationController?

    /// In flight: inside only where the content is visible (its bounds on screen, cut to a zoom's
    /// mask), so a tap beside a zooming image reaches the dimming view, not an unseen control.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard let controller, controller.isInFlight else { return super.point(inside: point, with: event) }
      return controller.visibleContentBounds.contains(point)
    }

    override func accessibilityPerformEscape() -> Bool {
      onMainThread { self.controller?.performEscape() ?? false } ?? false
    }

    /// The wrapper takes the hardware keyboard while its presentation is installed.
    override var canBecomeFirstResponder: Bool { controller != nil }

    /// Escape closes the presentation (the core's `PresentationKeyResponse`); other keys go on.
    override func takesKey(_ key: HardwareKey) -> Bool { controller?.handleKey(key) ?? false }
  }
#endif

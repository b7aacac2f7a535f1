#if canImport(UIKit)
  import UIKit

  /// Wraps the presented content so VoiceOver's escape, which walks up from the focused element,
  /// reaches the presentation controller, and hit-tests the content where it is on screen while it
  /// moves: UIKit hit-tests by the model layer (the transition's end state), so without this a tap
  /// on a menu still growing would depend on UIKit's private in-flight handling.
  @MainActor
  final class EscapeHandlingView: UIView {
    weak var controller: InterruptiblePresentationController?

    /// In flight: inside when the core's ``TouchRouter`` routes the point (on the presentation
    /// layer's frame) to the content.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard let controller, controller.isInFlight, let container = superview else {
        return super.point(inside: point, with: event)
      }
      return controller.route(convert(point, to: container)) == .content
    }

    /// In flight: the subview under the finger on the moving content, found by mapping the touch
    /// from the in-flight frame onto the frame the subviews are laid out in.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let controller, controller.isInFlight, let container = superview else {
        return super.hitTest(point, with: event)
      }
      let touch = convert(point, to: container)
      guard controller.route(touch) == .content,
        let mapped = TouchRouter.contentPoint(
          touch, inFlightFrame: controller.inFlightFrame, restingFrame: frame)
      else { return nil }
      let local = convert(mapped, from: container)
      for subview in subviews.reversed() {
        if let hit = subview.hitTest(subview.convert(local, from: self), with: event) { return hit }
      }
      return self
    }

    override func accessibilityPerformEscape() -> Bool {
      onMainThread { self.controller?.performEscape() ?? false } ?? false
    }
  }
#endif

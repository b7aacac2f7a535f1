#if canImport(UIKit)
  import UIKit

  /// The dimming view: takes outside touches (tap-to-cancel acts on touch-down, without waiting for
  /// a tap to be recognised) and hands pass-through touches to the presenting UI.
  ///
  /// ```swift
  /// controller.dimmingView.backgroundColor = .systemBackground   // restyle; routing stays the core's
  /// ```
  @MainActor
  package final class PassThroughView: UIView {
    weak var controller: InterruptiblePresentationController?

    /// Returns the presenting UI's view for pass-through points, itself for the others.
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let controller, isUserInteractionEnabled, !isHidden else {
        return super.hitTest(point, with: event)
      }
      switch controller.route(point) {
      case .passThrough: return controller.passThroughTarget(for: point, from: self, with: event)
      case .content: return nil
      case .cancelPresentation, .dismiss, .ignore: return self
      }
    }

    /// Applies the route of the first touch as soon as it lands.
    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let controller, let touch = touches.first else { return }
      controller.apply(controller.route(touch.location(in: self)))
    }

    /// VoiceOver's escape while focus is on the dimming view.
    package override func accessibilityPerformEscape() -> Bool {
      onMainThread { self.controller?.performEscape() ?? false } ?? false
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  extension InterruptiblePresentationController {
    /// The content's frame from `frame` (the frame for a container's bounds) with the keyboard taken
    /// into account as the driver's ``InterruptibleTransitionDriver/keyboardPolicy`` asks: following,
    /// laid out in the space above the keyboard; keeping the focused field visible, raised by the
    /// core's lift (never above the top safe area).
    func keyboardAdjusted(_ frame: (CGRect) -> CGRect) -> CGRect {
      let bounds = containerView?.bounds ?? .zero
      let keyboard = keyboardFollower.keyboard
      switch keyboard.policy {
      case .ignore:
        return frame(bounds)
      case .follow, .expand:
        var above = bounds
        above.size.height = max(bounds.height - CGFloat(keyboard.lift), 0)
        return frame(above)
      case .keepFocusedFieldVisible:
        let placed = frame(bounds)
        let top = containerView?.safeAreaInsets.top ?? 0
        let lift = keyboard.lift(
          sheetHeight: Double(placed.height), container: Double(placed.maxY), topInset: Double(top))
        return placed.offsetBy(dx: 0, dy: -CGFloat(lift))
      }
    }

    /// Listens to the keyboard's frame changes while the content is installed.
    func observeKeyboard() {
      keyboardFollower.start { [weak self] end, duration, curve in
        self?.keyboardWillChange(to: end, duration: duration, curve: curve)
      }
    }

    /// The keyboard moves to `end` (screen coordinates): the core's ``SheetKeyboard`` gives the room it
    /// takes; content at rest moves to its new frame over the keyboard's duration, a transition in
    /// flight is retargeted to it as for a resize (``InFlightRelayout``). The content moves on the
    /// keyboard's own curve (7, outside `UIView.AnimationCurve`'s named cases), so it rides on it.
    private func keyboardWillChange(to end: CGRect?, duration: TimeInterval, curve: Int) {
      guard driver.keyboardPolicy != .ignore || keyboardFollower.keyboard.lift > 0,
        let container = containerView,
        wrapper.superview != nil
      else { return }
      // The field's bottom above the container's bottom, with the content not raised.
      let unraised = presentedFrame?(container.bounds) ?? container.bounds
      keyboardFollower.update(
        policy: driver.keyboardPolicy,
        overlap: KeyboardFollower.overlap(of: end, container: container.bounds, in: container),
        focusedFieldBottom: focusedFieldInset.map { $0 + Double(container.bounds.maxY - unraised.maxY) })
      let timing = UICubicTimingParameters(
        animationCurve: UIView.AnimationCurve(rawValue: curve) ?? .easeInOut)
      let follow = UIViewPropertyAnimator(duration: max(duration, 0), timingParameters: timing)
      follow.addAnimations { self.followPresentedFrame() }
      follow.startAnimation()
      driver.containerDidResize(presentedFrame: frameOfPresentedViewInContainerView)
    }

    /// How far the focused field's bottom is above the content's bottom; nil with nothing focused.
    private var focusedFieldInset: Double? {
      guard let field = DetentSheetViewController.firstResponder(in: wrapper) else { return nil }
      return Double(wrapper.bounds.maxY - field.convert(field.bounds, to: wrapper).maxY)
    }
  }
#endif

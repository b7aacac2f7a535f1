#if canImport(UIKit)
  @preconcurrency import UIKit

  /// The grabber at the top of a detent sheet: a small bar that shows the sheet can be dragged, and,
  /// for VoiceOver, an adjustable element (swipe up for the next larger detent, down for the next
  /// smaller one) whose value names the detent the sheet rests at.
  @MainActor
  final class SheetGrabber: UIView {
    weak var sheet: DetentSheetViewController?
    private let bar = UIView()

    override init(frame: CGRect) {
      super.init(frame: frame)
      bar.backgroundColor = UIColor.label.withAlphaComponent(0.25)
      bar.layer.cornerRadius = 2.5
      bar.isUserInteractionEnabled = false
      addSubview(bar)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
      accessibilityLabel = NSLocalizedString("Sheet grabber", comment: "VoiceOver label of a sheet's grabber")
    }

    required init?(coder: NSCoder) { nil }

    /// Centres the 36 × 5 pt bar 5 pt below the sheet's top edge.
    override func layoutSubviews() {
      super.layoutSubviews()
      bar.frame = CGRect(x: (bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    }

    /// VoiceOver's swipe up: the next larger detent.
    override func accessibilityIncrement() {
      _ = onMainThread { self.sheet?.stepDetent(by: 1) }
    }

    /// VoiceOver's swipe down: the next smaller detent.
    override func accessibilityDecrement() {
      _ = onMainThread { self.sheet?.stepDetent(by: -1) }
    }
  }
#endif

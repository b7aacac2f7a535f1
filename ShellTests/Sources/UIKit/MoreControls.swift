/// A switch. A tap (touch-up inside, after UIControl's tracking) flips `isOn` and sends
/// `.valueChanged`; setting `isOn` or calling `setOn(_:animated:)` from code sends nothing. Sources:
/// UISwitch ("When the user manipulates the switch control (“flips” it) a valueChanged event is
/// generated") and setOn(_:animated:) ("Setting the switch to either position does not result in an
/// action message being sent"). Its size is fixed at 51 × 31 pt whatever frame it is given (UIKit
/// enforces the switch's own size). Dragging the thumb is not modelled; colours are recorded.
@MainActor
open class UISwitch: UIControl {
  static let size = CGSize(width: 51, height: 31)
  open var isOn = false
  open var onTintColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
  }
  public required init?(coder: NSCoder) { nil }

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  open override var intrinsicContentSize: CGSize { Self.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let wasTracking = isTracking
    super.touchesEnded(touches, with: event)
    guard wasTracking, isTouchInside else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

/// A segmented control with equal-width segments. A tap (touch-up inside) on a segment other than the
/// selected one selects it and sends `.valueChanged`; setting `selectedSegmentIndex` from code sends
/// nothing (UIControl: controls send actions for user interaction, "not when you change the control
/// programmatically"). Stand-in: segments are titled by their items' descriptions; height 32 pt
/// (UIKit's default on iOS 13 and later), widths from the titles.
@MainActor
open class UISegmentedControl: UIControl {
  public static let noSegment = -1
  private var titles: [String]
  open var selectedSegmentIndex = UISegmentedControl.noSegment

  public init(items: [Any]?) {
    titles = (items ?? []).map { "\($0)" }
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) {
    titles = []
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) { nil }

  open var numberOfSegments: Int { titles.count }
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }
  open override var intrinsicContentSize: CGSize {
    CGSize(width: titles.map { CGFloat($0.count) * 9 + 24 }.reduce(0, +), height: 32)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let wasTracking = isTracking
    super.touchesEnded(touches, with: event)
    guard wasTracking, isTouchInside, let touch = touches.first, !titles.isEmpty, bounds.width > 0 else {
      return
    }
    let x = touch.location(in: self).x
    let segment = min(max(Int(x / (bounds.width / CGFloat(titles.count))), 0), titles.count - 1)
    guard segment != selectedSegmentIndex else { return }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
  }
}

/// A slider: its value is kept within its range, as UIKit documents ("If you try to set a value that
/// is below the minimum or above the maximum value, the minimum or maximum value is set instead", and
/// a new minimum or maximum moves the value with it). Stand-in: dragging the thumb is not modelled;
/// a test sets `value` and sends `.valueChanged` as a drag would.
@MainActor
open class UISlider: UIControl {
  private var storedValue: Float = 0
  open var minimumValue: Float = 0 {
    didSet { value = storedValue }
  }
  open var maximumValue: Float = 1 {
    didSet { value = storedValue }
  }
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
  /// UIKit's slider is 31 pt tall on iPhone; its width comes from layout.
  open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 31) }
}

/// What a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

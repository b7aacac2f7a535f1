/// Controls (UC01–UC06, UC09): tracking with the extended touch area, events in UIKit's order,
/// target-actions and UIActions.
@MainActor
open class UIControl: UIView {
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
  /// UC05: the margin around the bounds that still counts as inside while tracking.
  package nonisolated(unsafe) static var trackingMargin: CGFloat = 70

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  public private(set) var isTracking = false
  public private(set) var isTouchInside = false
  private var handlers: [Handler] = []
  /// Events sent, in order, for tests.
  package private(set) var sentEvents: [Event] = []

  private struct Handler {
    var events: Event
    let owner: AnyObject?
    let action: UIAction?
    let body: ((UIControl, UIEvent?) -> Void)?
  }

  /// Stand-in target-action with the event (the shell's trampoline file calls it).
  public func addTarget(
    _ target: AnyObject, for events: Event, handler: @escaping (UIControl, UIEvent?) -> Void
  ) {
    handlers.append(Handler(events: events, owner: target, action: nil, body: handler))
  }
  public func removeTargets(where matches: (AnyObject) -> Bool) {
    handlers.removeAll { handler in handler.owner.map(matches) ?? false }
  }
  /// UC09: an action with the identifier of one already added replaces it.
  open func addAction(_ action: UIAction, for events: Event) {
    guard !events.isEmpty else { return StandInRuntime.shared.raise("addAction with an empty event mask") }
    handlers.removeAll { $0.action?.identifier == action.identifier }
    handlers.append(Handler(events: events, owner: nil, action: action, body: nil))
  }
  open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    handlers.removeAll { $0.action?.identifier == identifier }
  }
  open func sendAction(_ action: UIAction) { action.perform(sender: self) }
  /// Every handler whose mask intersects `events`, in registration order.
  open func sendActions(for events: Event) { send(events, event: nil) }

  private func send(_ events: Event, event: UIEvent?) {
    sentEvents.append(events)
    for handler in handlers where !handler.events.intersection(events).isEmpty {
      if let action = handler.action { sendAction(action) } else { handler.body?(self, event) }
    }
  }

  // MARK: Tracking (UC01–UC05)

  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    isEnabled ? super.hitTest(point, with: event) : nil  // UC01
  }
  private func mostlyInside(_ touch: UITouch) -> Bool {
    let point = touch.location(in: self)
    return self.point(inside: point, with: nil)
      || bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(point)
  }
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, isUserInteractionEnabled, !touches.isEmpty else { return }
    isTracking = true
    isTouchInside = true
    isHighlighted = true
    send(.touchDown, event: event)
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = mostlyInside(touch)
    if inside != isTouchInside { send(inside ? .touchDragEnter : .touchDragExit, event: event) }
    isTouchInside = inside
    isHighlighted = inside
    send(inside ? .touchDragInside : .touchDragOutside, event: event)
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = mostlyInside(touch)
    if inside != isTouchInside { send(inside ? .touchDragEnter : .touchDragExit, event: event) }
    isTracking = false
    isTouchInside = inside
    isHighlighted = false
    send(inside ? .touchUpInside : .touchUpOutside, event: event)
    if inside, self is UIButton { send(.primaryActionTriggered, event: event) }  // UC06
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    send(.touchCancel, event: event)
  }
  /// UC14: leaving the window cancels tracking.
  func cancelTrackingForRemoval() {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    send(.touchCancel, event: nil)
  }
}

/// A button.
@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable { case custom, system }
  open var menu: UIMenu?
  open var showsMenuAsPrimaryAction = false
  open var configuration: UIButton.Configuration?
  private var titles: [String] = []
  public convenience init(type: ButtonType) { self.init(frame: .zero) }
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
  open func setTitle(_ title: String?, for state: UIControl.State) { titles = title.map { [$0] } ?? [] }
  open func title(for state: UIControl.State) -> String? { titles.first }
  /// A configured button: its title's size (UILabel's stand-in size) plus content insets of 12 pt
  /// at the sides and 7 pt above and below (stand-in approximation of a medium button).
  open override var intrinsicContentSize: CGSize {
    guard let title = configuration?.title else { return super.intrinsicContentSize }
    return CGSize(width: CGFloat(title.count) * 9 + 24, height: 22 + 14)
  }
}

extension UIControl {
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1)
  }
}

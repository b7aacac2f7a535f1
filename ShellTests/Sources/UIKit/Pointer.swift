import Foundation

/// The iPad pointer (PT01–PT05): the touch type of a click, the buttons of an event, and the hover
/// recognizer, which hears the pointer while no button is down.
extension UITouch {
  /// PT02: what made the touch.
  public enum TouchType: Int, Sendable, CaseIterable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen.
    case indirect
    /// An Apple Pencil.
    case pencil
    /// A pointer's button, from press to release.
    case indirectPointer
  }
}

extension UIEvent {
  /// PT03: the buttons of a pointing device.
  public struct ButtonMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary button.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button.
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    /// The button numbered `buttonNumber` (1 primary, 2 secondary).
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      buttonNumber >= 1 && buttonNumber <= 62 ? ButtonMask(rawValue: 1 << (buttonNumber - 1)) : []
    }
  }
}

/// PT01: a continuous recognizer of the pointer over its view while no button is down: `.began`
/// when the pointer enters the view, `.changed` as it moves inside, `.ended` when it leaves. A
/// pointer at rest sends nothing. It hears no touches (UIKit pauses it while a button is down).
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// Where the pointer is, in window coordinates.
  var pointerPoint = CGPoint.zero

  open override func location(in view: UIView?) -> CGPoint {
    view.map { $0.convert(pointerPoint, from: nil) } ?? pointerPoint
  }

  /// The pointer entered (or moved in) its view at `point`.
  func pointerMoved(to point: CGPoint) {
    pointerPoint = point
    state = state == .began || state == .changed ? .changed : .began
  }

  /// The pointer left its view.
  func pointerLeft() {
    guard state == .began || state == .changed else { return }
    state = .ended
    sequenceEnded()
  }
}

extension UIWindow {
  /// PT01: the pointer is at `point` (nil: it left the window) with no button down. The hover
  /// recognizers of the view under it (hit-tested as a touch would be) and of that view's ancestors
  /// are the ones it is over: those it left end, those it entered begin, those it stays over
  /// change. The same point again is a pointer at rest: nothing is sent.
  package func deliverHover(at point: CGPoint?) {
    guard point != hoverPoint else { return }
    hoverPoint = point
    let hit = point.flatMap { hitTest($0, with: nil) }
    let over =
      hit.map { view in
        sequence(first: view, next: { $0.superview }).flatMap { $0.gestureRecognizers ?? [] }
          .compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
      } ?? []
    for left in hoveredRecognizers where !over.contains(where: { $0 === left }) { left.pointerLeft() }
    hoveredRecognizers = over
    if let point { for recognizer in over { recognizer.pointerMoved(to: point) } }
    StandInRuntime.shared.sendQueuedActions()
  }
}

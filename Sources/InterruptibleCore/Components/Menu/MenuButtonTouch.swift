import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One finger on the button that opened a pull-down menu, decided the way a tap on a UIKit control
/// is: the finger counts as a drag only once it has moved more than ``slop`` from where it touched
/// down, so the jitter of an ordinary tap never turns the lift into "outside the menu".
///
/// Units are points in one coordinate space (the shell uses window coordinates). A tap (down and
/// up within the slop) leaves the menu open; a drag forwards every position to the menu, and the
/// lift chooses the row under it or cancels outside. A cancelled touch clears the highlight.
///
/// ```swift
/// var touch = MenuButtonTouch(at: CGPoint(x: 20, y: 20))
/// touch.moved(to: CGPoint(x: 20.4, y: 20.3))  // .none: jitter, still a tap
/// touch.lifted(at: CGPoint(x: 20.4, y: 20.3)) // .none: a tap leaves the menu open
/// touch = MenuButtonTouch(at: CGPoint(x: 20, y: 20))
/// touch.moved(to: CGPoint(x: 20, y: 80))      // .track(CGPoint(x: 20, y: 80), ended: false)
/// touch.lifted(at: CGPoint(x: 20, y: 90))     // .track(CGPoint(x: 20, y: 90), ended: true)
/// ```
///
/// Bad input: a non-finite point never starts a drag and is never forwarded (`.none`).
package struct MenuButtonTouch: Sendable, Equatable {
  /// What the shell forwards to the menu.
  package enum Forward: Sendable, Equatable {
    /// Nothing.
    case none
    /// The finger is at this point; `ended` when it lifted there.
    case track(CGPoint, ended: Bool)
    /// The touch was cancelled: clear the highlight, fire nothing.
    case cancel
  }

  /// How far (points) the finger moves before a tap becomes a drag: the movement that makes
  /// UIKit's tap recognizer fail (10 pt, the stand-in's GR25 figure).
  package static let slop = 10.0

  /// Where the finger touched down.
  package let start: CGPoint
  /// Whether the finger has left the slop (it stays a drag from then on).
  package private(set) var isDragging = false

  /// A touch that went down at `start`.
  package init(at start: CGPoint) { self.start = start }

  /// The finger moved to `point`.
  package mutating func moved(to point: CGPoint) -> Forward {
    guard point.x.isFinite, point.y.isFinite else { return .none }
    if !isDragging { isDragging = Self.distance(start, point) > Self.slop }
    return isDragging ? .track(point, ended: false) : .none
  }

  /// The finger lifted at `point`: a drag ends there; a tap leaves the menu open.
  package mutating func lifted(at point: CGPoint) -> Forward {
    guard point.x.isFinite, point.y.isFinite else { return isDragging ? .cancel : .none }
    if !isDragging { isDragging = Self.distance(start, point) > Self.slop }
    return isDragging ? .track(point, ended: true) : .none
  }

  /// The system cancelled the touch.
  package func cancelled() -> Forward { isDragging ? .cancel : .none }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    let dx = Double(b.x - a.x)
    let dy = Double(b.y - a.y)
    let distance = (dx * dx + dy * dy).squareRoot()
    return distance.isFinite ? distance : .infinity
  }
}

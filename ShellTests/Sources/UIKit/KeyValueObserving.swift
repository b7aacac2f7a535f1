import Foundation

/// Key-value observation of view geometry, the part of Foundation's KVO the shell uses (Foundation on
/// Linux has none). Rules of the stand-in:
///
/// - `observe(_:options:changeHandler:)` works on every `UIView` for any key path whose value is
///   `Equatable` (UIKit's has no such constraint): `contentOffset`, `frame`, `center`, `bounds`.
/// - After every write of `center`, `bounds`, `transform` or `frame` (and a scroll view's
///   `contentOffset`, its `bounds.origin`), each observation of that view whose value changed calls
///   its handler once, with the new and old values; a write that leaves the value unchanged calls
///   nothing. An observation of `frame` reports only writes of `frame` itself: UIKit's `frame` is
///   computed, and its KVO reports `setFrame:` calls, not the `center` and `bounds` writes Auto
///   Layout makes (the value it reports next is compared with the one it saw last). Writes inside an
///   animation block notify too, at once, with the model value (as UIKit's KVO reports the model,
///   not what Core Animation shows).
/// - `.initial` calls the handler once inside `observe`; `.prior` is not modelled.
/// - An observation stops when it is invalidated or released, as `NSKeyValueObservation` does.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// One change, as Foundation reports it.
public struct NSKeyValueObservedChange<Value> {
  public let newValue: Value?
  public let oldValue: Value?
}

/// An observation; it ends when invalidated or released.
public final class NSKeyValueObservation {
  private var end: (() -> Void)?
  init(end: @escaping () -> Void) { self.end = end }
  public func invalidate() {
    end?()
    end = nil
  }
  deinit { end?() }
}

/// Views that can be observed (Foundation's `_KeyValueCodingAndObserving`, for views only).
@MainActor
public protocol StandInKeyValueObserving: AnyObject {}

extension UIView: StandInKeyValueObserving {}

extension StandInKeyValueObserving where Self: UIView {
  /// Calls `changeHandler` after each change of the value at `keyPath` (see the rules above).
  public func observe<Value: Equatable>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    var last = self[keyPath: keyPath]
    let framesOnly = (keyPath as AnyKeyPath) == (\Self.frame as AnyKeyPath)
    let id = registerObserver(framesOnly: framesOnly) { [unowned self] reports in
      let now = self[keyPath: keyPath]
      guard now != last else { return }
      let old = last
      last = now
      if reports { changeHandler(self, NSKeyValueObservedChange(newValue: now, oldValue: old)) }
    }
    if options.contains(.initial) {
      changeHandler(self, NSKeyValueObservedChange(newValue: last, oldValue: nil))
    }
    return NSKeyValueObservation { [weak self] in
      MainActor.assumeIsolated { self?.removeObserver(id) }
    }
  }
}

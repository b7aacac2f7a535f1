/// The core of an interruptible navigation stack driven by a `path` binding, as SwiftUI's
/// `NavigationStack(path:)` is: it compares the path with the stack UIKit shows and with the push or
/// pop in flight, and answers one step at a time. Nothing here knows UIKit or SwiftUI.
///
/// - At rest, the first value where the path and the stack differ decides: a screen above it is
///   popped, else the path's next value is pushed. A path several levels away takes several steps,
///   each started when the previous one has ended.
/// - A path changed back while its push or pop is in flight turns that transition around from where
///   it is, instead of queueing the opposite step; changed again, it turns around again.
/// - A pop or push of the user's (a back button, a back-swipe) is never turned around. A pop of the
///   user's that completes while the path still holds the popped screen writes the binding back, once;
///   a push the user turns back (the pushed screen returned, the path still wanting it) writes the
///   binding back too. A cancelled swipe ends with the stack unchanged and writes nothing.
/// - Nothing is steered while a finger holds the transition; the step is decided at the release.
///
/// ```swift
/// var reconciler = NavigationPathReconciler<Int>()
/// reconciler.write([1, 2])
/// reconciler.next(inFlight: .none, isGrabbed: false)  // .push(1)
/// reconciler.next(inFlight: .pushArriving, isGrabbed: false)  // nil: it goes on
/// reconciler.write([])
/// reconciler.next(inFlight: .pushArriving, isGrabbed: false)  // .turnAround
/// reconciler.ended(stack: [])  // nil: nothing to write back
/// ```
package struct NavigationPathReconciler<Value: Hashable> {
  /// The push or pop UIKit runs, as the shell sees it.
  package enum PathTransition: Sendable, Hashable {
    /// Nothing runs.
    case none
    /// A push heading to its end (the pushed screen arriving).
    case pushArriving
    /// A push turned back (the pushed screen returning where it came from).
    case pushReturning
    /// A pop heading to its end (the top screen leaving).
    case popLeaving
    /// A pop turned back (the top screen returning).
    case popReturning
    /// A transition that cannot be steered (UIKit's own slide).
    case system
  }

  /// What the shell does now.
  package enum PathStep: Hashable {
    /// Push the screen of the value.
    case push(Value)
    /// Pop the top screen.
    case pop
    /// Turn the transition in flight around.
    case turnAround
  }

  /// The binding's latest value.
  package private(set) var path: [Value] = []
  /// The values of the screens above the root, as UIKit held them when its last transition ended.
  package private(set) var displayed: [Value] = []
  /// The push or pop this reconciler asked for and that has not ended.
  private var requested: PathStep?
  /// Whether the transition asked for should head to its end (flipped by each turn-around asked).
  private var headsToEnd = true
  /// Whether the transition asked for has been seen in flight.
  private var began = false
  /// Whether the user turned the transition asked for (a finger, a back button): it is no longer steered.
  private var userTook = false

  /// An empty stack and an empty path.
  package init() {}

  /// Whether the stack shows the path and nothing asked for is outstanding.
  package var isSettled: Bool { requested == nil && displayed == path }

  /// Records the binding's value (the shell decides with ``next(inFlight:isGrabbed:)`` afterwards).
  package mutating func write(_ path: [Value]) { self.path = path }

  /// The step to take with `inFlight` running; nil to wait. At rest the step is recorded as asked
  /// for until ``ended(stack:)`` or ``declined()``.
  package mutating func next(inFlight: PathTransition, isGrabbed: Bool) -> PathStep? {
    switch inFlight {
    case .none:
      guard requested == nil, let step = restStep else { return nil }
      requested = step
      headsToEnd = true
      userTook = false
      began = false
      return step
    case .system:
      return nil
    case .pushArriving, .pushReturning, .popLeaving, .popReturning:
      // Another transition (the user's pop, with a push of this reconciler's queued behind it) is
      // not steered.
      guard let requested, Self.isPush(requested) == Self.isPush(inFlight) else { return nil }
      began = true
      guard !isGrabbed, !userTook else { return nil }
      let heading = inFlight == .pushArriving || inFlight == .popLeaving
      guard heading == headsToEnd else {
        userTook = true
        return nil
      }
      guard let step = steer(inFlight) else { return nil }
      headsToEnd.toggle()
      return step
    }
  }

  /// UIKit did not take the step asked for (a pop while a transition it drives runs): it is asked
  /// again at the next decision.
  package mutating func declined() { requested = nil }

  /// A transition ended with `stack` the values of the screens UIKit now holds above the root. Returns
  /// the path to write back to the binding when the user went back from a screen the path still
  /// holds (a pop of the user's, or a push of this reconciler's the user turned back), or kept a
  /// screen a pop of this reconciler's was removing (the user pulled it back); nil otherwise.
  package mutating func ended(stack: [Value]) -> [Value]? {
    let before = displayed
    let asked = requested
    displayed = stack
    guard let asked, isOwn(asked, before: before, after: stack) else {
      // The user's transition (a push asked for may still wait in UIKit's queue behind it).
      return userWent(from: before, to: stack)
    }
    requested = nil
    // Sent back by the user (a finger, a back tap): the push returned, or the pop kept its screen,
    // though this reconciler last sent it on.
    guard stack == before, userTook || headsToEnd else { return nil }
    let wanted: Bool
    switch asked {
    case .push(let value): wanted = path.starts(with: before + [value])
    case .pop, .turnAround: wanted = !path.starts(with: before)
    }
    guard wanted else { return nil }
    path = stack
    return stack
  }

  /// Whether the transition that ended, from `before` to `after`, is the step asked for: a push that
  /// arrived or (once begun) returned, or a pop.
  private func isOwn(_ asked: PathStep, before: [Value], after: [Value]) -> Bool {
    switch asked {
    case .push(let value): return after == before + [value] || (began && after == before)
    case .pop, .turnAround: return true
    }
  }

  /// A pop of the user's: the path is written back when it still holds the screen left.
  private mutating func userWent(from before: [Value], to after: [Value]) -> [Value]? {
    guard after.count < before.count, before.starts(with: after), path.starts(with: before) else {
      return nil
    }
    path = after
    return after
  }

  /// The step at rest: pop what the path no longer holds, else push its next value.
  private var restStep: PathStep? {
    let common = zip(displayed, path).prefix { $0 == $1 }.count
    if displayed.count > common { return .pop }
    if path.count > common { return .push(path[common]) }
    return nil
  }

  /// A transition of this reconciler's, turned toward where the path now leads (the user's never).
  private func steer(_ inFlight: PathTransition) -> PathStep? {
    switch (requested, inFlight) {
    case (.push(let value), .pushArriving):
      return path.starts(with: displayed + [value]) ? nil : .turnAround
    case (.push(let value), .pushReturning):
      return path.starts(with: displayed + [value]) ? .turnAround : nil
    case (.pop, .popLeaving):
      return path.starts(with: displayed) ? .turnAround : nil
    case (.pop, .popReturning):
      return path.starts(with: displayed) ? nil : .turnAround
    default:
      return nil
    }
  }

  private static func isPush(_ step: PathStep) -> Bool {
    if case .push = step { return true }
    return false
  }

  private static func isPush(_ inFlight: PathTransition) -> Bool {
    inFlight == .pushArriving || inFlight == .pushReturning
  }
}

extension NavigationPathReconciler: Sendable where Value: Sendable {}
extension NavigationPathReconciler.PathStep: Sendable where Value: Sendable {}

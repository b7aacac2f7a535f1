/// What a "back" request does to a navigation stack whose transitions are interruptible: like iOS
/// 26's standard slide, back can be tapped again and again while transitions run, and each tap goes
/// one level further back.
///
/// - At rest, back pops now.
/// - During a push, back turns the push around: the pushed screen goes back where it came from (the
///   push completes cancelled, its screen never appears) — that is the level this tap goes back.
/// - During a pop turned back by the finger (heading to the screen it was leaving), back turns it
///   around again: the pop goes on.
/// - During a pop, back is queued: when the pop ends, the next one starts, as many as were asked
///   for, never below the root.
///
/// A push during a transition is UIKit's to queue (it starts once the running transition ends); it
/// is not this queue's.
///
/// ```swift
/// var queue = BackRequestQueue()
/// queue.back(inFlight: .popping, depth: 4)   // .queue (one more pop once this one ends)
/// queue.transitionEnded(depth: 3)            // true: pop again now
/// ```
package struct BackRequestQueue: Sendable, Hashable {
  /// The transition in flight, from the stack's point of view.
  package enum InFlight: Sendable, Hashable {
    /// Nothing runs.
    case none
    /// A push heading to its end (the pushed screen arriving).
    case pushing
    /// A push turned back (the pushed screen leaving again).
    case pushTurnedBack
    /// A pop heading to its end (the top screen leaving).
    case popping
    /// A pop turned back (the top screen returning).
    case popTurnedBack
  }

  /// What to do now.
  package enum BackAction: Sendable, Hashable {
    /// Ask UIKit to pop.
    case pop
    /// Turn the transition in flight around.
    case turnAround
    /// Nothing now; a pop follows when the transition in flight ends.
    case queue
    /// Nothing: no level is left to go back to.
    case ignore
  }

  /// Pops asked for and not started yet.
  package private(set) var queuedPops = 0

  /// An empty queue.
  package init() {}

  /// A back request with `inFlight` running and `depth` screens in the stack as it will be once the
  /// transition in flight ends where it is heading (a turned-back push: without the pushed screen).
  package mutating func back(inFlight: InFlight, depth: Int) -> BackAction {
    switch inFlight {
    case .none:
      return depth > 1 ? .pop : .ignore
    case .pushing, .popTurnedBack:
      return .turnAround
    case .pushTurnedBack, .popping:
      guard depth - queuedPops > 1 else { return .ignore }
      queuedPops += 1
      return .queue
    }
  }

  /// The transition in flight ended with `depth` screens in the stack: whether to pop now (one queued
  /// pop is used). A queue that can no longer be served (the root reached) is emptied.
  package mutating func transitionEnded(depth: Int) -> Bool {
    guard queuedPops > 0 else { return false }
    guard depth > 1 else {
      queuedPops = 0
      return false
    }
    queuedPops -= 1
    return true
  }

  /// Forgets the queued pops (the stack was changed by other means).
  package mutating func clear() { queuedPops = 0 }
}

import Interruptible
import Testing

/// The rules of ``NavigationPathReconciler``, each against a hand-played stack.
@Suite struct NavigationPathReconcilerTests {
  typealias Reconciler = NavigationPathReconciler<Int>

  /// A reconciler whose stack shows `path`, at rest.
  static func settled(_ path: [Int]) -> Reconciler {
    var reconciler = Reconciler()
    reconciler.write(path)
    for (index, value) in path.enumerated() {
      #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .push(value))
      #expect(reconciler.ended(stack: Array(path.prefix(index + 1))) == nil)
    }
    return reconciler
  }

  @Test("A path three values deep is pushed one screen after the other, each once its predecessor ended")
  func pushesThreeLevels() {
    let reconciler = Self.settled([1, 2, 3])
    #expect(reconciler.displayed == [1, 2, 3])
    #expect(reconciler.isSettled)
  }

  @Test("Nothing new is asked while a push asked for has not ended")
  func waitsForTheStepAskedFor() {
    var reconciler = Reconciler()
    reconciler.write([1, 2])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .push(1))
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == nil)
    #expect(reconciler.next(inFlight: .pushArriving, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1]) == nil)
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .push(2))
  }

  @Test("A path two levels shorter pops twice, and writes nothing back")
  func popsTwoLevels() {
    var reconciler = Self.settled([1, 2, 3])
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .pop)
    #expect(reconciler.ended(stack: [1, 2]) == nil)
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .pop)
    #expect(reconciler.ended(stack: [1]) == nil)
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == nil)
    #expect(reconciler.isSettled)
  }

  @Test("A different value at a level pops down to it, then pushes the new values")
  func replacesALevel() {
    var reconciler = Self.settled([1, 2])
    reconciler.write([1, 5, 6])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .pop)
    _ = reconciler.ended(stack: [1])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .push(5))
    _ = reconciler.ended(stack: [1, 5])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .push(6))
  }

  @Test("A path changed back during its push turns the push around; changed again, around again")
  func reversesAPush() {
    var reconciler = Self.settled([1])
    reconciler.write([1, 2])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .push(2))
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .pushArriving, isGrabbed: false) == .turnAround)
    #expect(reconciler.next(inFlight: .pushReturning, isGrabbed: false) == nil)
    reconciler.write([1, 2])
    #expect(reconciler.next(inFlight: .pushReturning, isGrabbed: false) == .turnAround)
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .pushArriving, isGrabbed: false) == .turnAround)
    #expect(reconciler.ended(stack: [1]) == nil)
    #expect(reconciler.isSettled)
  }

  @Test("A path changed back during its pop turns the pop around, and the screen stays")
  func reversesAPop() {
    var reconciler = Self.settled([1, 2])
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .pop)
    reconciler.write([1, 2])
    #expect(reconciler.next(inFlight: .popLeaving, isGrabbed: false) == .turnAround)
    #expect(reconciler.next(inFlight: .popReturning, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1, 2]) == nil)
    #expect(reconciler.isSettled)
  }

  @Test("A path a push no longer leads to, but deeper than its screen, lets the push go on")
  func keepsAPushThePathExtends() {
    var reconciler = Self.settled([])
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .push(1))
    reconciler.write([1, 2, 3])
    #expect(reconciler.next(inFlight: .pushArriving, isGrabbed: false) == nil)
  }

  @Test("Nothing is steered while a finger holds the transition; the release decides")
  func waitsForTheFinger() {
    var reconciler = Self.settled([1])
    reconciler.write([1, 2])
    _ = reconciler.next(inFlight: .none, isGrabbed: false)
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .pushArriving, isGrabbed: true) == nil)
    #expect(reconciler.next(inFlight: .pushArriving, isGrabbed: false) == .turnAround)
  }

  @Test("The user's pop is never turned around, and writes the binding back once when it completes")
  func userPopWritesOnce() {
    var reconciler = Self.settled([1, 2, 3])
    #expect(reconciler.next(inFlight: .popLeaving, isGrabbed: false) == nil)
    #expect(reconciler.next(inFlight: .popReturning, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1, 2]) == [1, 2])
    #expect(reconciler.path == [1, 2])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1, 2]) == nil)
  }

  @Test("A cancelled swipe ends with the stack unchanged and writes nothing")
  func cancelledSwipeWritesNothing() {
    var reconciler = Self.settled([1, 2])
    #expect(reconciler.next(inFlight: .system, isGrabbed: true) == nil)
    #expect(reconciler.ended(stack: [1, 2]) == nil)
    #expect(reconciler.isSettled)
  }

  @Test("A pop of the user's the path no longer holds writes nothing")
  func userPopThePathAlreadyDropped() {
    var reconciler = Self.settled([1, 2])
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .system, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1]) == nil)
    #expect(reconciler.isSettled)
  }

  @Test("A user pop under a longer path drops the values beyond it")
  func userPopUnderALongerPath() {
    var reconciler = Self.settled([1, 2])
    reconciler.write([1, 2, 3])
    #expect(reconciler.next(inFlight: .system, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1]) == [1])
  }

  @Test("A push the user turns back (back during the push) writes the path without it")
  func userReturnedPushWrites() {
    var reconciler = Self.settled([1])
    reconciler.write([1, 2])
    _ = reconciler.next(inFlight: .none, isGrabbed: false)
    #expect(reconciler.next(inFlight: .pushReturning, isGrabbed: false) == nil)
    #expect(reconciler.next(inFlight: .pushArriving, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1]) == [1])
    #expect(reconciler.isSettled)
  }

  @Test("A pop the user's finger pulls back keeps its screen and writes it back into the path")
  func userReturnedPopWrites() {
    var reconciler = Self.settled([1, 2])
    reconciler.write([1])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .pop)
    #expect(reconciler.next(inFlight: .popReturning, isGrabbed: true) == nil)
    #expect(reconciler.next(inFlight: .popReturning, isGrabbed: false) == nil)
    #expect(reconciler.ended(stack: [1, 2]) == [1, 2])
    #expect(reconciler.isSettled)
  }

  @Test("A step UIKit declines is asked again")
  func declinedStepIsAskedAgain() {
    var reconciler = Self.settled([1, 2])
    reconciler.write([])
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .pop)
    reconciler.declined()
    #expect(reconciler.next(inFlight: .none, isGrabbed: false) == .pop)
  }

  @Test("Values repeat: the same value twice is two screens")
  func repeatedValues() {
    let reconciler = Self.settled([7, 7])
    #expect(reconciler.displayed == [7, 7])
  }
}

import Interruptible
import Testing

/// A fake of UIKit's navigation controller for ``NavigationPathReconciler``: one push or pop at a
/// time moving in quarter steps, turned around on request, pops refused while UIKit's own slide runs
/// and pushes queued behind it (NV02).
struct FakeNavigation {
  struct Flight {
    var isPush: Bool
    var value: Int
    var progress: Double
    var forward: Bool
    var isSystem: Bool
    /// Whether the user started, turned or held it.
    var byUser: Bool
    /// Whether the user started it (a back-swipe or a back tap at rest).
    var startedByUser: Bool
    /// Whether the user sent it the other way than the path's reconciler last did (a back tap, a
    /// finger released the other way).
    var turnedByUser = false
    /// Where the reconciler last sent it.
    var expectedForward = true
  }

  var stack: [Int] = []
  var flight: Flight?
  var queuedPushes: [Int] = []
  var isGrabbed = false

  var inFlight: NavigationPathReconciler<Int>.PathTransition {
    guard let flight else { return .none }
    // UIKit's slide is seen while the finger drives it; after the release it runs unseen.
    if flight.isSystem { return flight.progress < 0.5 ? .system : .none }
    switch (flight.isPush, flight.forward) {
    case (true, true): return .pushArriving
    case (true, false): return .pushReturning
    case (false, true): return .popLeaving
    case (false, false): return .popReturning
    }
  }

  /// Starts a pop; false when UIKit refuses it (a transition runs, or only the root is left).
  mutating func pop(system: Bool = false, byUser: Bool = false) -> Bool {
    guard flight == nil, let top = stack.last else { return false }
    flight = Flight(
      isPush: false, value: top, progress: 0, forward: true, isSystem: system, byUser: byUser,
      startedByUser: byUser)
    return true
  }

  mutating func push(_ value: Int) {
    guard flight == nil else { return queuedPushes.append(value) }
    flight = Flight(
      isPush: true, value: value, progress: 0, forward: true, isSystem: false, byUser: false,
      startedByUser: false)
  }

  mutating func turnAround(byUser: Bool = false) {
    guard var current = flight else { return }
    current.forward.toggle()
    if byUser {
      current.byUser = true
      // A finger moves it to and fro; its release decides (``release()``).
      if !isGrabbed { current.turnedByUser = current.forward != current.expectedForward }
    } else {
      current.expectedForward = current.forward
    }
    flight = current
  }

  /// The finger lifts: a transition it sent the other way than asked is the user's.
  mutating func release() {
    isGrabbed = false
    guard var current = flight, current.forward != current.expectedForward else { return }
    current.turnedByUser = true
    flight = current
  }

  /// A quarter of the transition; the stack UIKit holds when it ended (nil while it runs).
  mutating func advance() -> [Int]? {
    guard var current = flight, !isGrabbed else { return nil }
    current.progress += current.forward ? 0.25 : -0.25
    guard current.progress >= 1 || current.progress <= 0 else {
      flight = current
      return nil
    }
    flight = nil
    if current.progress >= 1 {
      if current.isPush { stack.append(current.value) } else { stack.removeLast() }
    }
    if !queuedPushes.isEmpty { push(queuedPushes.removeFirst()) }
    return stack
  }
}

/// Seeded random sequences of path edits made at random moments of pushes and pops, user back
/// taps and swipes (completed and cancelled) and fingers holding transitions.
@Suite struct NavigationPathRandomTests {
  static let seed: UInt64 = 0x0A71_2026_1128
  static let sequences = 2_000

  @Test(
    "2 000 random sequences: the stack converges to the path, each transition ends once, the binding is written only when a user's back completes"
  )
  func randomSequences() {
    print("NavigationPathRandomTests seed: 0x\(String(Self.seed, radix: 16)) (\(Self.sequences) sequences)")
    var random = SplitMix64(seed: Self.seed)
    var counts = Counts()
    for index in 0..<Self.sequences {
      var run = Run()
      for _ in 0..<Int.random(in: 5...60, using: &random) { run.randomEvent(&random) }
      run.settle()
      let failure = run.failure
      #expect(failure == nil, "sequence \(index) (seed 0x\(String(Self.seed, radix: 16))): \(failure ?? "")")
      if failure != nil { return }
      counts.add(run.counts)
    }
    print("NavigationPathRandomTests: \(counts)")
    // Every rule was exercised: turn-arounds asked, write-backs, refused pops, cancelled swipes.
    #expect(
      counts.turnArounds > 100 && counts.writeBacks > 100 && counts.declined > 10
        && counts.cancelledSwipes > 10)
  }

  /// What the sequences exercised.
  struct Counts: CustomStringConvertible {
    var turnArounds = 0
    var writeBacks = 0
    var declined = 0
    var cancelledSwipes = 0
    var ended = 0

    mutating func add(_ other: Counts) {
      turnArounds += other.turnArounds
      writeBacks += other.writeBacks
      declined += other.declined
      cancelledSwipes += other.cancelledSwipes
      ended += other.ended
    }

    var description: String {
      "\(ended) transitions ended, \(turnArounds) turn-arounds asked, \(writeBacks) write-backs, "
        + "\(declined) pops refused, \(cancelledSwipes) cancelled swipes"
    }
  }

  /// One sequence: the binding, the fake UIKit stack and the reconciler between them.
  struct Run {
    var binding: [Int] = []
    var navigation = FakeNavigation()
    var reconciler = NavigationPathReconciler<Int>()
    var failure: String?
    var counts = Counts()

    /// What the shell does after any change: decide, and apply the step.
    mutating func decide() {
      log.append(
        "path \(binding) stack \(navigation.stack) \(navigation.inFlight) grab \(navigation.isGrabbed)")
      reconciler.write(binding)
      guard let step = reconciler.next(inFlight: navigation.inFlight, isGrabbed: navigation.isGrabbed) else {
        return
      }
      switch step {
      case .push(let value): navigation.push(value)
      case .pop:
        if !navigation.pop() {
          reconciler.declined()
          counts.declined += 1
        }
      case .turnAround:
        counts.turnArounds += 1
        if navigation.flight == nil || navigation.flight?.isSystem == true { fail("turned around nothing") }
        if let flight = navigation.flight, flight.startedByUser || flight.turnedByUser {
          fail("turned the user's transition around")
        }
        navigation.turnAround()
      }
    }

    mutating func advance() {
      let before = navigation.stack
      let flight = navigation.flight
      guard let stack = navigation.advance() else { return decide() }
      let written = reconciler.ended(stack: stack)
      guard let flight else { return fail("a transition ended that never ran") }
      counts.ended += 1
      if flight.isSystem && stack == before { counts.cancelledSwipes += 1 }
      if let written {
        if written != stack { fail("wrote \(written), the stack is \(stack)") }
        if !flight.byUser { fail("a transition of the path's own wrote \(written)") }
        if flight.isSystem && stack == before { fail("a cancelled swipe wrote \(written)") }
        binding = written
        counts.writeBacks += 1
      } else if flight.startedByUser, stack.count < before.count, binding.starts(with: before) {
        fail("a completed back from \(before) to \(stack) did not write \(binding) back")
      } else if flight.turnedByUser, !flight.startedByUser, stack == before,
        flight.isPush ? binding.starts(with: before + [flight.value]) : !binding.starts(with: before)
      {
        fail("a transition the user sent back ended on \(stack) and did not write \(binding) back")
      }
      if navigation.stack != reconciler.displayed { fail("displayed \(reconciler.displayed) ≠ \(stack)") }
      decide()
    }

    mutating func randomEvent(_ random: inout SplitMix64) {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...2:
        binding = Self.edit(binding, &random)
        decide()
      case 3...6:
        advance()
      case 7:
        // The user's back: a swipe UIKit animates, or a back tap during the package's transition.
        if navigation.flight == nil {
          _ = navigation.pop(system: Bool.random(using: &random), byUser: true)
        } else if navigation.flight?.isSystem == false {
          navigation.turnAround(byUser: true)
        }
        decide()
      case 8:
        if navigation.isGrabbed {
          navigation.release()
        } else {
          navigation.isGrabbed = true
          navigation.flight?.byUser = true
        }
        decide()
      default:
        // A swipe the user lets go back: the pop returns.
        if navigation.flight?.isSystem == true, navigation.flight?.forward == true {
          navigation.turnAround(byUser: true)
        }
        decide()
      }
    }

    /// No more edits: the finger lifts, transitions run out, and the stack shows the path.
    mutating func settle() {
      navigation.release()
      for _ in 0..<400 where failure == nil {
        advance()
        if navigation.flight == nil, navigation.queuedPushes.isEmpty, reconciler.isSettled { break }
      }
      if navigation.stack != binding { fail("at rest the stack \(navigation.stack) ≠ the path \(binding)") }
      if !reconciler.isSettled { fail("the reconciler is not settled") }
    }

    mutating func fail(_ message: String) {
      if failure == nil { failure = message + " after " + log.suffix(12).joined(separator: "; ") }
    }

    /// The events of the sequence, for a failure's message.
    var log: [String] = []

    /// A new path: a value pushed, one or several popped, a level replaced, or emptied.
    static func edit(_ path: [Int], _ random: inout SplitMix64) -> [Int] {
      switch Int.random(in: 0..<5, using: &random) {
      case 0, 1:
        return path
          + (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 1...4, using: &random) }
      case 2: return Array(path.dropLast(Int.random(in: 1...3, using: &random)))
      case 3: return path.isEmpty ? [Int.random(in: 1...4, using: &random)] : path.dropLast() + [5]
      default: return []
      }
    }
  }
}

import Interruptible
import Testing

/// 10 000 seeded random sequences of binding writes, taps, pans, the dismiss action, frames and
/// changes of the presenting view's availability (off window, screen busy), through
/// ``ReconcilerHarness`` (a real coordinator and a fake of UIKit's request handling).
@Suite struct ReconcilerRandomTests {
  static let seed: UInt64 = 0x0015_2026_1124
  static let sequences = 10_000

  /// What the random test saw, for the printed summary.
  struct Totals {
    var requests = 0
    var dismissals = 0
    var writeBacks = 0
    var turnArounds = 0
  }

  @Test(
    "10 000 random sequences: binding equals the slot's eventual state, onDismiss once per completed dismissal, no request UIKit would queue"
  )
  func randomSequences() {
    print("ReconcilerRandomTests seed: 0x\(String(Self.seed, radix: 16)) (\(Self.sequences) sequences)")
    var random = SplitMix64(seed: Self.seed)
    var totals = Totals()
    for index in 0..<Self.sequences {
      let failure = Self.run(&random, totals: &totals)
      if let failure {
        Issue.record("sequence \(index) (seed 0x\(String(Self.seed, radix: 16))): \(failure)")
        return
      }
    }
    print(
      "ReconcilerRandomTests: \(totals.requests) requests, \(totals.dismissals) dismissals, \(totals.writeBacks) write-backs, \(totals.turnArounds) turn-arounds"
    )
    // The sequences reach every kind of decision, or the invariants above prove little.
    #expect(totals.dismissals > Self.sequences / 2)
    #expect(totals.writeBacks > Self.sequences / 2)
    #expect(totals.turnArounds > Self.sequences / 10)
  }

  /// One sequence; the first broken invariant, or nil.
  static func run(_ random: inout SplitMix64, totals: inout Totals) -> String? {
    let harness = ReconcilerHarness(beginsAtOnce: random.oneIn(2))
    var log: [String] = ["beginsAtOnce: \(harness.beginsAtOnce)"]
    for _ in 0..<(20 + random.below(40)) {
      log.append(step(harness, &random))
      if let broken = checkFrame(harness) { return "\(broken) after \(log.prefix(1) + log.suffix(12))" }
    }
    harness.reconciler.hostChanged(.available)
    harness.settle()
    log.append("settle")
    if let broken = checkSettled(harness) { return "\(broken) after \(log.prefix(1) + log.suffix(12))" }
    totals.requests += harness.requests.count
    totals.dismissals += harness.dismissed.count
    totals.writeBacks += harness.writeBacks.count
    totals.turnArounds +=
      harness.requests.filter { $0 == .cancelPresentation || $0 == .cancelDismissal }.count
    return nil
  }

  /// One random input; its name for the failure log.
  static func step(_ harness: ReconcilerHarness, _ random: inout SplitMix64) -> String {
    switch random.below(13) {
    case 12:
      // The presenting view leaves or joins a window, or another presentation arrives or leaves.
      let availability: PresentationAvailability =
        random.oneIn(2) ? .available : random.oneIn(2) ? .notInWindow : .screenBusy
      harness.reconciler.hostChanged(availability)
      return "host(\(availability))"
    case 0, 1:
      let value: Int? = random.oneIn(3) ? nil : 1 + random.below(3)
      harness.set(value)
      return "set(\(value.map(String.init) ?? "nil"))"
    case 2:
      harness.tapOutside()
      return "tap"
    case 3:
      harness.panBegan()
      return "panBegan"
    case 4:
      let translation = random.unit() * 500 - 250
      harness.panChanged(translation)
      return "panChanged(\(Int(translation)))"
    case 5:
      let velocity = random.unit() * 3_000 - 1_500
      harness.panEnded(velocity: velocity)
      return "panEnded(\(Int(velocity)))"
    case 6:
      harness.dismissAction()
      return "dismissAction"
    case 7:
      harness.frame(random.unit() * 0.3)
      return "frame(long)"
    default:
      harness.frame()
      return "frame"
    }
  }

  /// After every input: the rules that hold at every instant.
  static func checkFrame(_ harness: ReconcilerHarness) -> String? {
    if let violation = harness.violations.first { return "UIKit would queue: \(violation)" }
    if harness.dismissed.count != harness.completedDismissals {
      return "onDismiss \(harness.dismissed.count)x for \(harness.completedDismissals) completed dismissals"
    }
    let reconciler = harness.reconciler
    guard !reconciler.isGrabbed, reconciler.outstanding == nil, !reconciler.needsFlush else { return nil }
    // Settled decisions: the binding names the content exactly when the slot heads to presented.
    let heading = reconciler.heading ?? false
    let named = harness.binding != nil && harness.binding == reconciler.content
    if heading != named, harness.binding == reconciler.binding {
      return "slot heading \(heading ? "in" : "away") with binding \(String(describing: harness.binding))"
        + " and content \(String(describing: reconciler.content))"
    }
    return nil
  }

  /// At rest: the binding equals the slot's state, and the reconciler's view of it.
  static func checkSettled(_ harness: ReconcilerHarness) -> String? {
    if let violation = harness.violations.first { return violation }
    let coordinator = harness.coordinator
    guard coordinator.phase == .idle || coordinator.phase == .presented else {
      return "did not come to rest: \(coordinator.phase)"
    }
    let shown = coordinator.isPresented ? harness.reconciler.content : nil
    if harness.binding != shown {
      return "binding \(String(describing: harness.binding)) but slot shows \(String(describing: shown))"
    }
    if harness.reconciler.binding != harness.binding { return "reconciler lost track of the binding" }
    if harness.dismissed.count != harness.completedDismissals {
      return "onDismiss \(harness.dismissed.count)x for \(harness.completedDismissals) completed dismissals"
    }
    return nil
  }
}

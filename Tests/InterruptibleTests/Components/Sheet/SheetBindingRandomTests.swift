import Interruptible
import Testing

/// Seeded random sequences of binding writes, selection and detent changes, fingers, window and
/// screen changes through ``SheetBindingHarness``.
@Suite struct SheetBindingRandomTests {
  static let seed: UInt64 = 0x5EE7_2026_1128
  static let sequences = 3_000

  @Test(
    "3 000 random sequences: nothing written or published inside an update, onDismiss once per ended dismissal, binding equals the sheet at rest"
  )
  func randomSequences() {
    print("SheetBindingRandomTests seed: 0x\(String(Self.seed, radix: 16)) (\(Self.sequences) sequences)")
    var random = SplitMix64(seed: Self.seed)
    var dismissals = 0
    var writes = 0
    for index in 0..<Self.sequences {
      let harness = SheetBindingHarness(selection: Bool.random(using: &random) ? "medium" : nil)
      for _ in 0..<Int.random(in: 5...40, using: &random) { Self.step(harness, &random) }
      if let failure = Self.settleAndCheck(harness) {
        Issue.record("sequence \(index) (seed 0x\(String(Self.seed, radix: 16))): \(failure)")
        return
      }
      dismissals += harness.onDismissCount
      writes += harness.writes.count
    }
    print("SheetBindingRandomTests: \(dismissals) dismissals, \(writes) binding writes")
    // The sequences reach dismissals and write-backs often, or the invariants above prove little.
    #expect(dismissals > Self.sequences / 4)
    #expect(writes > Self.sequences / 10)
  }

  /// One random event.
  static func step(_ harness: SheetBindingHarness, _ random: inout SplitMix64) {
    let stage = harness.reconciler.stage
    switch Int.random(in: 0..<13, using: &random) {
    case 0, 1, 12:
      harness.isPresented.toggle()
      if Bool.random(using: &random) { harness.turn() }
    case 2: harness.selection = harness.selection.map { $0 == .medium ? .large : .medium }
    case 3: harness.detents = harness.detents.count == 2 ? [.large] : [.medium, .large]
    case 4: harness.isInWindow = Int.random(in: 0..<4, using: &random) != 0
    case 5: harness.isScreenBusy = Int.random(in: 0..<3, using: &random) == 0
    case 6: if stage == .appearing { harness.appear() }
    case 7: if stage == .shown || stage == .leaving { harness.grab() }
    case 8:
      guard harness.isHeld else { return }
      harness.release(to: Bool.random(using: &random) ? .dismissal : .detent(.large))
    case 9: if !harness.isHeld { harness.arrive() }
    case 10: harness.update()
    default: harness.turn()
    }
  }

  /// Lets go, makes the platform free, runs turns until nothing changes; nil when every invariant
  /// holds.
  static func settleAndCheck(_ harness: SheetBindingHarness) -> String? {
    if harness.isHeld { harness.release(to: .detent(.medium)) }
    harness.isInWindow = true
    harness.isScreenBusy = false
    for _ in 0..<20 {
      harness.turn()
      if harness.reconciler.stage == .appearing { harness.appear() }
      if !harness.isHeld { harness.arrive() }
    }
    harness.turn()
    if !harness.madeInUpdate.isEmpty { return "made inside an update: \(harness.madeInUpdate)" }
    if harness.onDismissCount != harness.leftCount {
      return "onDismiss \(harness.onDismissCount) times for \(harness.leftCount) ended dismissals"
    }
    let stage = harness.reconciler.stage
    if stage != .absent && stage != .shown { return "not at rest: \(stage)" }
    if harness.isPresented != (stage == .shown) {
      return "binding \(harness.isPresented) with the sheet \(stage)"
    }
    if harness.reconciler.needsFlush { return "still has something to do" }
    return nil
  }
}

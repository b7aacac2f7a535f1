import Testing

@testable import InterruptibleCore

@Suite("Sheet motion reports")
struct SheetMotionTests {
  static let traces = 10_000

  /// Runs `traces` random traces of 40 calls from consecutive seeds after `seed`.
  static func run(seed: UInt64, modal: Bool, overrides: Bool) -> SheetTraceChecker? {
    var total: SheetTraceChecker?
    for index in 0..<traces {
      var checker = SheetTraceChecker(seed: seed &+ UInt64(index), modal: modal, overrides: overrides)
      checker.run(steps: 40)
      if let failure = checker.failures.first {
        Issue.record("seed \(seed &+ UInt64(index)): \(failure)")
        return nil
      }
      if var sum = total {
        sum.counts.changes += checker.counts.changes
        sum.counts.attempts += checker.counts.attempts
        sum.counts.releases += checker.counts.releases
        sum.counts.overrides += checker.counts.overrides
        sum.counts.dismissed += checker.counts.dismissed
        sum.counts.retargets += checker.counts.retargets
        total = sum
      } else {
        total = checker
      }
    }
    return total
  }

  @Test("Reports once per change, before the motion, at its rest; runtime detents keep or take the nearest")
  func reportsOncePerChange() throws {
    let total = try #require(Self.run(seed: 1_000, modal: false, overrides: false))
    print("\(Self.traces) sheet traces from seed 1000: \(total.counts)")
    #expect(total.counts.changes > Self.traces * 5)
    #expect(total.counts.dismissed > 100)
    #expect(total.counts.retargets > 100)
  }

  @Test("A modal sheet never dismisses in 10 000 random traces; one attempt per release that would have")
  func modalNeverDismisses() throws {
    let total = try #require(Self.run(seed: 20_000, modal: true, overrides: false))
    print("\(Self.traces) modal sheet traces from seed 20000: \(total.counts)")
    #expect(total.counts.dismissed == 0)
    #expect(total.counts.attempts > 1_000)
  }

  @Test("Overrides are honoured (clamped) on every release and never dismiss a sheet that may not be")
  func overridesHonoured() throws {
    let plain = try #require(Self.run(seed: 40_000, modal: false, overrides: true))
    let modal = try #require(Self.run(seed: 60_000, modal: true, overrides: true))
    print(
      "overrides honoured: \(plain.counts.overrides)/\(plain.counts.releases), modal \(modal.counts.overrides)/\(modal.counts.releases)"
    )
    #expect(plain.counts.overrides == plain.counts.releases)
    #expect(modal.counts.overrides == modal.counts.releases)
    #expect(modal.counts.dismissed == 0)
    #expect(plain.counts.dismissed > 100)
  }
}

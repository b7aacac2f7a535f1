import Foundation
import Testing

@testable import Interruptible

/// The critically damped fit's shortcut against SP07's Newton steps.
@Suite("Springs: the critically damped fit's shortcut finds SP07's root")
struct SpringFitShortcutTests {
  @Test("SP07 the shortcut equals Newton's root to 1e-12 wherever it applies, and declines elsewhere")
  func equalsNewton() {
    var applied = 0
    var declined = 0
    var worst = 0.0
    for duration in [0.01, 0.1, 0.25, 0.35, 0.5, 0.8, 1, 2, 5, 10] {
      for step in -400...400 {
        let velocity = Double(step) * 0.25 / duration  // w = vR from −100 to 100
        let newton = SpringParameters.newtonFrequency(ratio: 1, duration: duration, velocity: velocity)
        guard let shortcut = SpringParameters.criticalFrequency(duration: duration, velocity: velocity) else {
          declined += 1
          continue
        }
        applied += 1
        worst = max(worst, abs(shortcut - newton) / newton)
      }
    }
    #expect(worst <= 1e-12, "worst relative difference \(worst)")
    // It applies where SP07's start lies at least one unit of sR from the side change (vR ≤ 4 or
    // vR ≥ 6) and declines in between and for the far roots.
    #expect(applied > 1_000)
    #expect(declined > 1_000)
  }

  @Test("SP07 the shortcut declines where SP07's start is within one unit of the side change (4 < vR < 6)")
  func declinesNearTheSideChange() {
    #expect(SpringParameters.criticalFrequency(duration: 0.5, velocity: 8.1) == nil)
    #expect(SpringParameters.criticalFrequency(duration: 0.5, velocity: 11.9) == nil)
    #expect(SpringParameters.criticalFrequency(duration: 0.5, velocity: 7.9) != nil)
    #expect(SpringParameters.criticalFrequency(duration: 0.5, velocity: 20) != nil)
    #expect(SpringParameters.criticalFrequency(duration: 0.5, velocity: .infinity) == nil)
  }
}

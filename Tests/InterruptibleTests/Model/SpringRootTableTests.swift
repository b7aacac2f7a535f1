import Foundation
import Testing

@testable import Interruptible

/// The critically damped fit's root table against the steps it replaces.
@Suite("Springs: the critically damped fit's root table gives SP07's root")
struct SpringRootTableTests {
  /// The fit before the table: the logarithmic shortcut, else SP07's Newton steps.
  static func reference(duration: Double, velocity: Double) -> Double {
    SpringParameters.criticalFrequency(duration: duration, velocity: velocity)
      ?? SpringParameters.newtonFrequency(ratio: 1, duration: duration, velocity: velocity)
  }

  /// A duration in `[0.01, 10]` for `w` (cycling through a few, raised so `|v| ≤ 1000`) and the
  /// velocity that gives `w`.
  static func inputs(_ w: Double, _ index: Int) -> (duration: Double, velocity: Double) {
    let durations = [0.01, 0.35, 0.5, 1, 3.7, 10]
    let duration = min(max(durations[index % durations.count], abs(w) / 1000), 10)
    return (duration, w / duration)
  }

  /// Every `w = vR` a fit can meet (`|v| ≤ 1000`, `R` in `[0.01, 10]`: `|w| ≤ 10 000`), densely
  /// where the table answers and across the side change, plus the ends of its ranges.
  static func sweep() -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(1_100_100)
    for i in 0...400_000 { values.append(-10_000 + 20_000 * Double(i) / 400_000) }
    for i in 0...600_000 { values.append(-60 + 140 * Double(i) / 600_000) }
    // The side change, |x − w| ≈ 1: w from 4 to 7.
    for i in 0...100_000 { values.append(4 + 3 * Double(i) / 100_000) }
    let table = CriticalRootTable.self
    for edge in [table.slowStart, table.slowEnd, table.fastStart, table.fastEnd, -10_000, 10_000] {
      var below = edge
      var above = edge
      for _ in 0..<8 {
        values.append(below)
        values.append(above)
        below = below.nextDown
        above = above.nextUp
      }
    }
    return values
  }

  @Test("SP07 the table's frequency equals the steps' to 1e-12 relative for 1.1·10⁶ values of vR")
  func equalsTheSteps() {
    var worst = 0.0
    var worstW = 0.0
    var answered = 0
    let values = Self.sweep()
    for (index, w) in values.enumerated() {
      let (duration, velocity) = Self.inputs(w, index)
      if SpringParameters.tabulatedCriticalFrequency(duration: duration, velocity: velocity) != nil {
        answered += 1
      }
      let fitted = SpringParameters.fittedFrequency(ratio: 1, duration: duration, velocity: velocity)
      let reference = Self.reference(duration: duration, velocity: velocity)
      let difference = abs(fitted - reference) / reference
      if !(difference <= worst) {
        worst = difference
        worstW = w
      }
    }
    #expect(values.count >= 1_000_000)
    #expect(worst <= 1e-12, "worst relative difference \(worst) at vR = \(worstW)")
    #expect(answered > 550_000, "the table answered \(answered) of \(values.count)")
    print("root table: \(values.count) values of vR, \(answered) from the table, worst \(worst) at \(worstW)")
  }

  @Test("SP07 the table declines between its ranges (the side change) and beyond them")
  func declinesOutside() {
    for w in [4.81, 5.0, 5.19, -47.6, 71.6, 500, -10_000] {
      let (duration, velocity) = Self.inputs(w, 1)
      #expect(SpringParameters.tabulatedCriticalFrequency(duration: duration, velocity: velocity) == nil)
    }
    #expect(SpringParameters.tabulatedCriticalFrequency(duration: 0.5, velocity: .nan) == nil)
    #expect(SpringParameters.tabulatedCriticalFrequency(duration: 0.5, velocity: 9.6) != nil)
    #expect(SpringParameters.tabulatedCriticalFrequency(duration: 0.5, velocity: 10.4) != nil)
  }
}

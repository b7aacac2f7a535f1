@testable import InterruptibleCore

/// Generates random scenarios from a seed: a configuration and up to 30 operations at random times,
/// including the same instant (`.advance(0)`) and a run's last frame (`.advanceToEnd`).
struct ScenarioGenerator {
  var random: SplitMix64

  /// Values that have broken animation code before: NaN, infinities, signed zero, extremes.
  static let oddNumbers: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e-300, 1e300, -1e300]

  mutating func scenario() -> RandomScenario {
    var scenario = RandomScenario()
    scenario.reversal = random.oneIn(2) ? .spring : .flip
    scenario.timing = Int.random(in: 0..<RandomScenario.timings.count, using: &random)
    scenario.distance = random.oneIn(8) ? random.pick([0, -5, .nan, 1e-9, 1e9]) : 300
    scenario.interaction = !random.oneIn(10)
    let count = Int.random(in: 1...30, using: &random)
    scenario.steps = (0..<count).map { _ in step() }
    return scenario
  }

  mutating func step() -> RandomStep {
    let roll = Int.random(in: 0..<32, using: &random)
    return transitionStep(roll) ?? gestureStep(roll) ?? timeStep(roll)
  }

  /// Presenting, dismissing and code calls (rolls 0-15).
  private mutating func transitionStep(_ roll: Int) -> RandomStep? {
    switch roll {
    case 0, 1: return .present
    case 2: return .presentNew
    case 3: return .presentInteractive
    case 4: return .dismiss
    case 5: return .tapOutside
    case 6: return random.oneIn(4) ? .assumePresented : .tapInside
    case 7: return .pause
    case 8: return .resume
    case 9: return .reverse
    case 10: return .scrub(number(-0.5...1.5))
    case 11: return random.oneIn(3) ? .finishVelocity(number(-5000...5000)) : .finish
    case 12: return random.oneIn(3) ? .cancelVelocity(number(-5000...5000)) : .cancel
    case 13: return random.oneIn(3) ? .teardown : .interaction(!random.oneIn(4))
    case 14, 15: return .onNextEnd(random.pick(Self.reentrantSteps))
    default: return nil
    }
  }

  /// Steps that run inside a "complete transition" callback.
  static let reentrantSteps: [RandomStep] = [
    .present, .presentNew, .presentInteractive, .dismiss, .panBegan, .reverse, .pause, .finish, .cancel,
    .teardown,
  ]

  /// Pans (rolls 16-22).
  private mutating func gestureStep(_ roll: Int) -> RandomStep? {
    let dismissal = random.oneIn(3)
    switch roll {
    case 16, 17: return .panBegan
    case 18, 19, 20:
      let translation = number(-600...600)
      return dismissal ? .panChangedDismissal(translation) : .panChanged(translation)
    case 21, 22:
      let velocity = number(-5000...5000)
      return dismissal ? .panEndedDismissal(velocity) : .panEnded(velocity)
    default: return nil
    }
  }

  /// Moving the clock (rolls 23-31).
  private mutating func timeStep(_ roll: Int) -> RandomStep {
    switch roll {
    case 23, 24: return .advanceToEnd(random.pick([0, 0, -1e-9, 1e-9, -1 / 120]))
    case 25: return .frames(Double.random(in: 0...0.3, using: &random))
    default:
      return .advance(
        random.pick([0, 1 / 120, 1 / 60, 0.05, 0.2, 2, Double.random(in: 0...0.5, using: &random)]))
    }
  }

  /// Mostly a uniform value in `range`, sometimes a bad or extreme one.
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    random.oneIn(6) ? random.pick(Self.oddNumbers) : Double.random(in: range, using: &random)
  }
}

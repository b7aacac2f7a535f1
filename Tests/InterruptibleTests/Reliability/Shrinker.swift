@testable import InterruptibleCore

/// A failing case the shrinker can make smaller: a list of steps, simpler forms of each step, and
/// simpler settings (e.g. the default configuration) with the same steps.
protocol ShrinkableCase {
  associatedtype Step
  var steps: [Step] { get set }
  /// Simpler forms of a step, simplest first.
  static func simpler(_ step: Step) -> [Step]
  /// The case with one setting reset to its simpler default, one candidate per differing setting.
  func simplerSettings() -> [Self]
}

/// Shrinks a failing case to a small one that still fails, for a replayable report: drops runs of
/// steps (halves first, then single steps), replaces steps by simpler ones, and resets the settings
/// (configuration) to the defaults where the failure allows, until nothing more can go. Used by the
/// random sequences (``RandomScenario``) and by the fuzz suite (`FuzzCase`).
struct Shrinker<Case: ShrinkableCase> {
  /// Whether a candidate still fails (the same way, or at all).
  let fails: (Case) -> Bool
  /// Candidates tried so far; shrinking stops after `budget` of them.
  private(set) var tries = 0
  var budget = 5_000

  init(fails: @escaping (Case) -> Bool) { self.fails = fails }

  mutating func shrink(_ scenario: Case) -> Case {
    var best = scenario
    var changed = true
    while changed, tries < budget {
      changed = dropRuns(&best) || simplifySteps(&best) || simplifyConfiguration(&best)
    }
    return best
  }

  private mutating func accept(_ candidate: Case, into best: inout Case) -> Bool {
    guard tries < budget else { return false }
    tries += 1
    guard fails(candidate) else { return false }
    best = candidate
    return true
  }

  private mutating func dropRuns(_ best: inout Case) -> Bool {
    var changed = false
    var length = max(best.steps.count / 2, 1)
    while length >= 1 {
      var start = 0
      while start < best.steps.count {
        var candidate = best
        candidate.steps.removeSubrange(start..<min(start + length, best.steps.count))
        if accept(candidate, into: &best) { changed = true } else { start += length }
      }
      length /= 2
    }
    return changed
  }

  private mutating func simplifySteps(_ best: inout Case) -> Bool {
    var changed = false
    for index in best.steps.indices {
      for simpler in Case.simpler(best.steps[index]) {
        var candidate = best
        candidate.steps[index] = simpler
        if accept(candidate, into: &best) {
          changed = true
          break
        }
      }
    }
    return changed
  }

  private mutating func simplifyConfiguration(_ best: inout Case) -> Bool {
    var changed = false
    for candidate in best.simplerSettings() {
      var next = candidate
      next.steps = best.steps
      if accept(next, into: &best) { changed = true }
    }
    return changed
  }
}

extension Shrinker where Case == RandomScenario {
  /// Shrinks with the runner's own verdict: any invariant violation counts.
  static func invariants() -> Shrinker {
    Shrinker { SequenceRunner($0).run() != nil }
  }
}

extension RandomScenario: ShrinkableCase {
  func simplerSettings() -> [RandomScenario] {
    let defaults = RandomScenario()
    var candidates: [RandomScenario] = []
    if timing != defaults.timing { candidates.append(with { $0.timing = defaults.timing }) }
    if !(distance == defaults.distance) { candidates.append(with { $0.distance = defaults.distance }) }
    if interaction != defaults.interaction { candidates.append(with { $0.interaction = true }) }
    if reversal != defaults.reversal { candidates.append(with { $0.reversal = defaults.reversal }) }
    return candidates
  }

  private func with(_ change: (inout RandomScenario) -> Void) -> RandomScenario {
    var copy = self
    change(&copy)
    return copy
  }

  /// Simpler forms of a step, simplest first.
  static func simpler(_ step: RandomStep) -> [RandomStep] {
    switch step {
    case .onNextEnd(let inner): return [inner]
    case .frames(let duration): return [.advance(duration)]
    case .finishVelocity: return [.finish]
    case .cancelVelocity: return [.cancel]
    case .panChangedDismissal(let value): return [.panChanged(value)]
    case .panEndedDismissal(let value): return [.panEnded(value)]
    case .presentNew, .presentInteractive: return [.present]
    case .panChanged(let value): return rounder(value).map { .panChanged($0) }
    case .panEnded(let value): return rounder(value).map { .panEnded($0) }
    case .scrub(let value): return rounder(value).map { .scrub($0) }
    case .advance(let value): return rounder(value).map { .advance($0) }
    default: return []
    }
  }

  /// Rounder values than `value`: 0, then `value` to 1 and 3 decimals (only those that differ).
  static func rounder(_ value: Double) -> [Double] {
    guard value.isFinite else { return [0] }
    let candidates = [0, (value * 10).rounded() / 10, (value * 1000).rounded() / 1000]
    var result: [Double] = []
    for candidate in candidates where candidate != value && !result.contains(candidate) {
      result.append(candidate)
    }
    return result
  }
}

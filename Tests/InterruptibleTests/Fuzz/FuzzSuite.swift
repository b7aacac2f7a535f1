import Foundation
import Testing

@testable import InterruptibleCore

// The hostile-input fuzz suite (issue 18): random call orders on the public API, every numeric
// argument drawn from `FuzzValues.hostile` (NaN, ±∞, ±0, subnormals, ±greatestFiniteMagnitude, …)
// one time in three and from a sane range otherwise; after every call every output is checked
// against the rule at the top of `BadInput.md` (finite, fractionComplete in [0, 1], |progress| ≤
// 1000, settling ≤ 3 600 s, completions and completeTransition at most once).
//
// INTERRUPTIBLE_FUZZ_SEQUENCES sets the sequences per target (default 2 000 for each of the twelve
// targets: core, components and the binding reconciler under a lying and a plausible platform);
// INTERRUPTIBLE_FUZZ_SEED the seed (default 18); both are printed. A long run is e.g.
// INTERRUPTIBLE_FUZZ_SEQUENCES=200000. A failure is shrunk with the reliability suite's
// `Shrinker` and printed as a call list that `FuzzDriver.replay` runs again.
//
// How a component joins (menu layout, detent sheet, binding reconciler, …): add ONE file here with
// 1. a `final class MyComponentFuzz: FuzzTarget` whose `kinds` list the calls (a name, one sane range
//    per numeric argument, a number of options), whose `perform(_:)` makes a call on a fresh
//    instance held by the class, and whose `check(_:)` reads every output through the checker;
// 2. a test that runs it: `@Test("Fuzz: my component") func myComponent() { FuzzDriver.check(MyComponentFuzz.self) }`
//    inside `extension FuzzTests { … }`.
// Nothing else changes: the driver draws the values, counts, seeds, shrinks and prints.

/// One kind of call a target makes: a name, one sane range per numeric argument, and how many
/// distinct options (an enum case, a flag) it takes.
struct FuzzCallKind {
  var name: String
  var ranges: [ClosedRange<Double>] = []
  var options = 1
}

/// One call of a sequence: its kind's name, its numeric arguments and its option.
struct FuzzCall: CustomStringConvertible {
  var name: String
  var numbers: [Double]
  var option: Int

  /// `name(#option, a, b)`, numbers as Swift literals.
  var description: String {
    let option = self.option == 0 ? [] : ["#\(self.option)"]
    return "\(name)(\((option + numbers.map(fuzzLiteral)).joined(separator: ", ")))"
  }

  /// The i-th number, 0 when absent.
  subscript(_ index: Int) -> Double { numbers.indices.contains(index) ? numbers[index] : 0 }
}

/// A Swift literal for `value` (`.nan`, `-.infinity`, `5e-324`, …).
func fuzzLiteral(_ value: Double) -> String {
  if value.isNaN { return ".nan" }
  if value == .infinity { return ".infinity" }
  if value == -.infinity { return "-.infinity" }
  if value == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
  if value == -.greatestFiniteMagnitude { return "-.greatestFiniteMagnitude" }
  if value == .leastNonzeroMagnitude { return ".leastNonzeroMagnitude" }
  if value == -.leastNonzeroMagnitude { return "-.leastNonzeroMagnitude" }
  return "\(value)"
}

enum FuzzValues {
  /// Every value the rule names, and a few more edges.
  static let hostile: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, -1e308, 1e300, -1e300, 1e-300, 1e-9,
    -1, 1e6, -1e6,
  ]

  /// A hostile value one time in three, otherwise uniform in `sane`.
  static func draw(_ sane: ClosedRange<Double>, _ random: inout SplitMix64) -> Double {
    if random.below(3) == 0 { return random.pick(hostile) }
    return sane.lowerBound + random.unit() * (sane.upperBound - sane.lowerBound)
  }
}

/// A component under fuzzing: holds a fresh instance, makes one call, reads every output.
protocol FuzzTarget: AnyObject {
  /// The name printed with the counts.
  static var name: String { get }
  /// The calls a sequence is drawn from.
  static var kinds: [FuzzCallKind] { get }
  /// The longest sequence (default 24 calls).
  static var maximumLength: Int { get }
  init()
  /// Makes `call`.
  func perform(_ call: FuzzCall)
  /// Reads every output after a call and reports what breaks the rule.
  func check(_ checker: inout FuzzChecker)
}

extension FuzzTarget {
  static var maximumLength: Int { 24 }
}

/// A sequence of calls for one target: what the shrinker reduces.
struct FuzzCase<Target: FuzzTarget>: ShrinkableCase, CustomStringConvertible {
  var steps: [FuzzCall]

  /// Simpler arguments: a hostile number replaced by 0, then by 1.
  static func simpler(_ step: FuzzCall) -> [FuzzCall] {
    var result: [FuzzCall] = []
    for index in step.numbers.indices where step.numbers[index] != 0 {
      for value in [0.0, 1] where step.numbers[index] != value {
        var copy = step
        copy.numbers[index] = value
        result.append(copy)
      }
    }
    if step.option != 0 { result.append(FuzzCall(name: step.name, numbers: step.numbers, option: 0)) }
    return result
  }

  func simplerSettings() -> [FuzzCase] { [] }

  var description: String { "[\(steps.map(\.description).joined(separator: ", "))]" }
}

/// Collects the first output that breaks the rule.
struct FuzzChecker {
  private(set) var failure: String?

  mutating func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
    if failure == nil, !condition { failure = what() }
  }

  /// Finite.
  mutating func finite(_ value: Double, _ what: @autoclosure () -> String) {
    expect(value.isFinite, "\(what()) is \(value), not finite")
  }

  /// Finite and within ±``TimingSample/progressLimit`` (plus `slack`, e.g. 1 for `1 − progress`).
  mutating func progress(_ value: Double, _ what: @autoclosure () -> String, slack: Double = 0) {
    expect(value.isFinite && abs(value) <= TimingSample.progressLimit + slack, "\(what()) is \(value)")
  }

  /// In `range` (never NaN).
  mutating func within(_ value: Double, _ range: ClosedRange<Double>, _ what: @autoclosure () -> String) {
    expect(range.contains(value), "\(what()) is \(value), outside \(range)")
  }

  /// A sample: progress within the bound, velocity finite.
  mutating func sample(_ sample: TimingSample, _ what: @autoclosure () -> String) {
    progress(sample.progress, "\(what()).progress")
    finite(sample.velocity, "\(what()).velocity")
  }
}

enum FuzzDriver {
  static func environmentNumber(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  /// Sequences per target: INTERRUPTIBLE_FUZZ_SEQUENCES, default 2 000.
  static var sequences: UInt64 { environmentNumber("INTERRUPTIBLE_FUZZ_SEQUENCES") ?? 2_000 }
  /// INTERRUPTIBLE_FUZZ_SEED, default 18.
  static var seed: UInt64 { environmentNumber("INTERRUPTIBLE_FUZZ_SEED") ?? 18 }

  /// Runs the calls on a fresh target, checking after every call: the first violation, or nil.
  static func replay<Target: FuzzTarget>(_ calls: [FuzzCall], on _: Target.Type) -> String? {
    let target = Target()
    var checker = FuzzChecker()
    target.check(&checker)
    if let failure = checker.failure { return "at creation: \(failure)" }
    for (index, call) in calls.enumerated() {
      target.perform(call)
      target.check(&checker)
      if let failure = checker.failure { return "after call \(index + 1), \(call): \(failure)" }
    }
    return nil
  }

  /// A random call of `Target`.
  static func call<Target: FuzzTarget>(_: Target.Type, _ random: inout SplitMix64) -> FuzzCall {
    let kind = random.pick(Target.kinds)
    let numbers = kind.ranges.map { FuzzValues.draw($0, &random) }
    return FuzzCall(
      name: kind.name, numbers: numbers, option: kind.options > 1 ? random.below(kind.options) : 0)
  }

  /// Runs ``sequences`` random sequences of `Target`, prints the seed and the counts, and records
  /// the first failure, shrunk, as an issue with its call list.
  static func check<Target: FuzzTarget>(_ target: Target.Type) {
    let count = sequences
    let seed = seed
    // Each target has its own stream (FNV-1a of its name), so adding a target changes no other.
    var random = SplitMix64(
      seed: Target.name.utf8.reduce(seed ^ 0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    var failures = 0
    var calls = 0
    var first: (FuzzCase<Target>, String)?
    for _ in 0..<count {
      let length = 1 + random.below(Target.maximumLength)
      let steps = (0..<length).map { _ in call(Target.self, &random) }
      calls += length
      guard let message = replay(steps, on: Target.self) else { continue }
      failures += 1
      if first == nil { first = (FuzzCase(steps: steps), message) }
    }
    print("fuzz \(Target.name): \(count) sequences, \(calls) calls, seed \(seed), \(failures) failures")
    guard let (failing, message) = first else { return }
    var shrinker = Shrinker<FuzzCase<Target>> { replay($0.steps, on: Target.self) != nil }
    let small = shrinker.shrink(failing)
    let smallMessage = replay(small.steps, on: Target.self) ?? message
    print("fuzz \(Target.name) first failure: \(smallMessage)\nreplay: \(small)")
    Issue.record("\(Target.name): \(failures) failing sequences; \(smallMessage)\nreplay: \(small)")
  }
}

/// The fuzz targets; each file of this folder adds its own test in an extension.
@Suite("Fuzz: hostile input keeps every output finite and bounded (BadInput.md)")
struct FuzzTests {}

import Foundation
import Testing

@testable import InterruptibleCore

/// How often each completion block ran.
final class FuzzLog {
  var completed: [Int: Int] = [:]
}

/// Drives one animator with random calls and checks the model's invariants after each.
struct ModelFuzzer {
  let log = FuzzLog()
  var random: SplitMix64
  let clock = ManualClock()
  let animator: AnimatorModel
  var discarded: Set<Int> = []
  var pending: [Int] = []
  var nextID = 0

  static let timings: [TimingParameters] = [
    .linear, .cubic(.easeIn), .cubic(.systemDefault), .spring(.init(dampingRatio: 0.4)),
    .spring(.init(dampingRatio: 1, initialVelocity: 3)), .spring(.init(mass: 1, stiffness: 200, damping: 15)),
  ]
  static let odd: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-12, 2]

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    let timing = Self.timings.randomElement(using: &random)!
    animator = AnimatorModel(
      duration: Double.random(in: 0.05...1, using: &random), timing: timing, clock: clock)
  }

  mutating func number(_ range: ClosedRange<Double>) -> Double {
    Int.random(in: 0..<6, using: &random) == 0
      ? Self.odd.randomElement(using: &random)! : Double.random(in: range, using: &random)
  }

  mutating func step() {
    switch Int.random(in: 0..<14, using: &random) {
    case 0: animator.startAnimation()
    case 1: animator.startAnimation(afterDelay: number(0...0.3))
    case 2: animator.pauseAnimation()
    case 3:
      let discards = animator.isInterruptible && [.running, .paused].contains(animator.phase)
      animator.stopAnimation(true)
      if discards {
        discarded.formUnion(pending.filter { log.completed[$0] == nil })
        pending.removeAll()
      }
    case 4: animator.stopAnimation(false)
    case 5: animator.finishAnimation(at: [.start, .end, .current].randomElement(using: &random)!)
    case 6:
      let timing = Bool.random(using: &random) ? nil : Self.timings.randomElement(using: &random)!
      animator.continueAnimation(withTimingParameters: timing, durationFactor: number(0...2))
    case 7: animator.isReversed.toggle()
    case 8: animator.fractionComplete = CGFloat(number(0...1))
    case 9: animator.addAnimations(from: 0, to: 100, delayFactor: number(0...1))
    case 10: addCompletion()
    case 11: animator.scrubsLinearly.toggle()
    case 12: animator.pausesOnCompletion.toggle()
    default: clock.advance(by: number(0...0.5))
    }
  }

  mutating func addCompletion() {
    let id = nextID
    nextID += 1
    pending.append(id)
    animator.addCompletion { [log] _ in log.completed[id, default: 0] += 1 }
  }
}

@Suite("Model invariants under random call sequences")
struct ModelFuzzTests {
  @Test("CP-rule random call sequences never double a completion; fc stays in [0, 1]", arguments: 0..<200)
  func fuzz(_ seed: Int) {
    var fuzzer = ModelFuzzer(seed: UInt64(seed) &* 7919 &+ 1)
    for _ in 0..<400 {
      let animator = fuzzer.animator
      let before = (animator.phase, animator.progress, Double(animator.fractionComplete), animator.isReversed)
      let errorCount = animator.errors.count
      fuzzer.step()
      #expect(animator.errors.count <= errorCount + 1, "seed \(seed): one error per call")
      if animator.errors.count == errorCount + 1, animator.errors.last?.reason != .fractionSetWhileRunning {
        let after = (
          animator.phase, animator.progress, Double(animator.fractionComplete), animator.isReversed
        )
        #expect(after == before, "seed \(seed): \(animator.errors.last!) changed the state")
      }
      let fraction = Double(animator.fractionComplete)
      #expect(fraction.isFinite && (0...1).contains(fraction), "seed \(seed) fc \(fraction)")
      #expect(animator.progress.isFinite, "seed \(seed)")
      #expect(animator.velocity.isFinite, "seed \(seed)")
      #expect(animator.isRunning == (animator.phase == .running))
      #expect(fuzzer.clock.runningCount == (animator.isRunning ? 1 : 0), "seed \(seed)")
      if animator.isRunning {
        #expect(animator.scheduledEnd.map { $0.isFinite && $0 >= fuzzer.clock.now } == true)
      }
    }
    // Bring it home: every block not discarded by stop(true) runs exactly once.
    let animator = fuzzer.animator
    let errorsBefore = animator.errors.count
    for _ in 0..<6 {
      switch animator.phase {
      case .running: fuzzer.clock.advance(by: 1e4)
      case .paused: animator.stopAnimation(false)
      case .stopped: animator.finishAnimation(at: .end)
      case .inactive:
        if fuzzer.pending.contains(where: { fuzzer.log.completed[$0] == nil }) { animator.startAnimation() }
      }
    }
    #expect(animator.errors.count == errorsBefore, "seed \(seed) wind-down errors")
    let completed = fuzzer.log.completed
    #expect(completed.values.allSatisfy { $0 == 1 }, "seed \(seed) doubled")
    #expect(completed.keys.allSatisfy { !fuzzer.discarded.contains($0) }, "seed \(seed) discarded ran")
    let expected = Set(0..<fuzzer.nextID).subtracting(fuzzer.discarded)
    #expect(Set(completed.keys) == expected, "seed \(seed) lost")
  }
}

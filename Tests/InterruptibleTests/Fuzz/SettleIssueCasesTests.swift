import Foundation
import Testing

@testable import InterruptibleCore

/// The second round's hostile durations, damping ratios and sizes: settles and hand-offs end within
/// their bounds, the clock delivers many ends in one step exactly, detent layouts stay linear.
@Suite("Hostile settles, hand-offs and sizes end in bounded time")
struct SettleIssueCasesTests {
  @Test("A pan released where it began on a 1e9 s transition ends within 1 ms: a spring at rest is settled")
  func releasedWhereItBegan() {
    let timing = TransitionTiming(duration: 1e9, parameters: .easeInOut)
    let harness = CoordinatorHarness(TransitionConfiguration(present: timing))
    harness.coordinator.present()
    harness.clock.advance(by: 1)
    harness.coordinator.panBegan()
    harness.coordinator.panEnded(velocity: 0)
    harness.clock.advance(by: 0.0009)
    #expect(harness.coordinator.sessions.count == 1)
    harness.clock.advance(by: 0.0002)
    #expect(harness.coordinator.sessions.isEmpty)
    #expect(harness.completeTransitions(1) == [false])
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("Released 150 pt from its end on a 1e9 s transition, the hand-off settles within the hour bound")
  func longTransitionHandOff() {
    let timing = TransitionTiming(duration: 1e9, parameters: .easeInOut)
    let harness = CoordinatorHarness(TransitionConfiguration(present: timing))
    harness.coordinator.present()
    harness.clock.advance(by: 1)
    harness.coordinator.panBegan()
    harness.coordinator.panChanged(translation: 150)
    harness.coordinator.panEnded(velocity: 0)
    harness.clock.advance(by: TransitionInteractor.maximumHandOffDuration - 1)
    #expect(harness.coordinator.sessions.count == 1)
    harness.clock.advance(by: 2)
    #expect(harness.coordinator.sessions.isEmpty)
    #expect(harness.completeTransitions(1).count == 1)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test(
    "A finger resting at the start (velocity 19 pt/s, 0.4 pt left) ends at once; 21 pt/s hands off over 0.45 s"
  )
  func restingThresholds() {
    for (velocity, expectedLive) in [(19.0, false), (21.0, true)] {
      let harness = CoordinatorHarness()
      harness.coordinator.present()
      harness.coordinator.panBegan()
      harness.coordinator.panChanged(translation: 0.4)
      harness.coordinator.panEnded(velocity: -velocity)
      harness.clock.advance(by: 0.002)
      #expect((harness.coordinator.sessions.count == 1) == expectedLive, "velocity \(velocity)")
    }
  }

  @Test("A transition of ordinary length still hands off over its own duration")
  func ordinaryHandOff() {
    let harness = CoordinatorHarness()
    harness.coordinator.present()
    harness.clock.advance(by: 0.1)
    harness.coordinator.panBegan()
    harness.coordinator.panEnded(velocity: 0)
    let duration = TransitionTiming.standard.duration
    harness.clock.advance(by: duration - 1e-6)
    #expect(harness.coordinator.sessions.count == 1)
    harness.clock.advance(by: 2e-6)
    #expect(harness.coordinator.sessions.isEmpty)
  }

  static func flickedSheet(ratio: Double, velocity: Double) -> DetentSheet {
    var sheet = DetentSheet(
      configuration: DetentSheetConfiguration(
        detents: [.height(300, id: "a"), .large], isDismissible: false, dampingRatio: ratio),
      container: 800)
    sheet.present(toDetent: 0, at: 0)
    _ = sheet.update(at: 10)
    sheet.dragBegan(at: 10)
    sheet.dragChanged(translation: -200, at: 10.1)
    sheet.dragEnded(velocity: velocity, at: 10.1)
    return sheet
  }

  @Test(
    "A bouncy, negative or fast settle ends within 0.1 % of its travel or 0.5 pt of the detent (no snap)",
    arguments: [-1.0, 1e-7, 0.01, 0.05, 0.3, 1], [0.0, -3000, 3000, -20000])
  func bouncySettle(ratio: Double, velocity: Double) {
    var sheet = Self.flickedSheet(ratio: ratio, velocity: velocity)
    let end = sheet.settleEndTime ?? 0
    let target = sheet.layout.heights[sheet.detentIndex ?? 0]
    let travel = abs(target - 500)
    let gap = abs(sheet.height(at: end - 1e-9) - target)
    #expect(gap <= max(0.001 * travel, 0.5) + 1e-6, "ratio \(ratio), velocity \(velocity): \(gap) pt")
    #expect(end - 10.1 >= 0.5 && end - 10.1 <= 60, "ends after \(end - 10.1) s")
    #expect(sheet.update(at: end).contains(.settled(detent: sheet.detentIndex ?? -1)))
  }

  @Test("A critically damped settle from rest still lasts exactly the configured duration")
  func defaultSettle() {
    var sheet = DetentSheet(configuration: DetentSheetConfiguration(), container: 800)
    sheet.present(at: 0)
    #expect(sheet.settleEndTime == 0.5)
    #expect(sheet.update(at: 0.5) == [.settled(detent: 0), .detentChanged(detent: 0)])
  }

  @Test("ManualClock: 10 000 animators ending in one step end once each, in time order")
  func manyEnds() {
    let clock = ManualClock()
    var order: [Int] = []
    var animators: [AnimatorModel] = []
    for index in 0..<10_000 {
      // Durations 1.0000 … 1.0009999 s, given in a shuffled order.
      let slot = (index * 7_919) % 10_000
      let animator = AnimatorModel(duration: 1 + Double(slot) * 1e-7, timing: .linear, clock: clock)
      animator.addCompletion { _ in order.append(slot) }
      animator.startAnimation()
      animators.append(animator)
    }
    clock.advance(by: 2)
    #expect(order == Array(0..<10_000))
    #expect(clock.runningCount == 0)
  }

  @Test("ManualClock: a completion that stops a later animator or starts an earlier one is followed exactly")
  func endsChangedByCompletions() {
    let clock = ManualClock()
    var log: [String] = []
    let first = AnimatorModel(duration: 0.1, timing: .linear, clock: clock)
    let stopped = AnimatorModel(duration: 0.3, timing: .linear, clock: clock)
    let last = AnimatorModel(duration: 0.5, timing: .linear, clock: clock)
    let started = AnimatorModel(duration: 0.1, timing: .linear, clock: clock)
    first.addCompletion { _ in
      log.append("first \(clock.now)")
      stopped.stopAnimation(true)
      started.startAnimation()
    }
    stopped.addCompletion { _ in log.append("stopped") }
    last.addCompletion { _ in log.append("last \(clock.now)") }
    started.addCompletion { _ in log.append("started \(clock.now)") }
    for animator in [first, stopped, last] { animator.startAnimation() }
    clock.advance(by: 1)
    #expect(log == ["first 0.1", "started 0.2", "last 0.5"])
  }

  @Test("SheetDetentLayout: 200 000 detents resolve like the pairwise rule (first given wins)")
  func manyDetents() {
    let detents = (0..<200_000).map {
      SheetDetent.height(Double($0 % 4_000) * 0.25 + 1, id: .init(rawValue: "\($0)"))
    }
    let layout = SheetDetentLayout(detents, container: 1_000)
    // 1, 1.5, 2, … 1 000 (every other quarter point is too close; taller ones are clamped to 1 000).
    #expect(layout.heights.count == 1_999)
    #expect(layout.heights.first == 1 && layout.heights.last == 1_000)
    #expect(layout.identifiers.first == "0" && layout.identifiers.last == "3996")
    var random = SplitMix64(seed: 26)
    for _ in 0..<200 {
      let heights = (0..<30).map { _ in Double(random.below(400)) * 0.1 + 0.4 }
      let layout = SheetDetentLayout(
        heights.map { .height($0, id: .init(rawValue: "\($0)")) }, container: 100)
      #expect(layout.heights == Self.pairwise(heights))
    }
  }

  /// The pairwise rule, written the slow way.
  static func pairwise(_ heights: [Double]) -> [Double] {
    var kept: [Double] = []
    for height in heights where height > 0.5 && !kept.contains(where: { abs($0 - height) < 0.5 }) {
      kept.append(height)
    }
    return kept.sorted()
  }
}

@Suite("A loop started from completions advances at most one transition per millisecond")
struct CompletionLoopTests {
  @Test(
    "A present/dismiss loop of springs that settle at once: 1 000 transitions per clock second, not 1 000 000"
  )
  func loop() {
    let clock = ManualClock()
    let stiff = TransitionTiming(
      duration: 0.3, parameters: .spring(SpringTimingParameters(mass: 1, stiffness: 1e12, damping: 2e6)))
    let coordinator = TransitionCoordinator(
      configuration: TransitionConfiguration(present: stiff), clock: clock)
    var ended = 0
    coordinator.onEvent = { event in
      guard case .completeTransition = event else { return }
      ended += 1
      if coordinator.isPresented { coordinator.dismiss() } else { coordinator.present() }
    }
    coordinator.present()
    clock.advance(by: 0.1)
    #expect((99...100).contains(ended), "\(ended) transitions")  // 1 ms each; float sums decide the last
  }

  @Test("An explicit 10 µs duration is kept but runs for 1 ms")
  func shortDuration() {
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 1e-5, timing: .linear, clock: clock)
    #expect(animator.duration == 1e-5 && animator.errors.isEmpty)
    animator.startAnimation()
    #expect(animator.scheduledEnd == AnimatorModel.minimumRunDuration)
  }
}

@Suite("ManualClock: ends moved by completions inside one step")
struct ClockReplanTests {
  @Test("A completion that reverses a running animator toward an earlier end is delivered at that end")
  func reversedByCompletion() {
    let clock = ManualClock()
    var log: [String] = []
    let first = AnimatorModel(duration: 0.1, timing: .linear, clock: clock)
    let long = AnimatorModel(duration: 1, timing: .linear, clock: clock)
    first.addCompletion { _ in
      log.append("first \(clock.now)")
      long.isReversed = true  // at 0.1 s of 1 s: back to the start over 0.1 s, ending at 0.2 s
    }
    long.addCompletion { position in log.append("long \(position) \(clock.now)") }
    first.startAnimation()
    long.startAnimation()
    clock.advance(by: 2)
    #expect(log == ["first 0.1", "long start 0.2"])
  }

  @Test("A completion that restarts its own animator gets the new end inside the same step")
  func restartedByOwnCompletion() {
    let clock = ManualClock()
    var ends: [Double] = []
    let animator = AnimatorModel(duration: 0.25, timing: .linear, clock: clock)
    animator.addCompletion { _ in ends.append(clock.now) }
    animator.addCompletion { _ in
      guard ends.count < 3 else { return }
      animator.addCompletion { _ in ends.append(clock.now) }
      animator.startAnimation()
    }
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(ends == [0.25, 0.5])
  }
}

/// A case a long fuzz run (seed 2026, 40 000 sequences) reported: a drag pulled up without bound and
/// flung down. The rubber band takes the sheet to twice its container, so the settle's 0.1 % is of
/// 2 × 972 pt; the fuzz check's bound (0.2 % of the container + 1e-6 pt) was 1.1e-6 pt too tight for
/// the settle's rule: within 0.1 % of its travel, to a relative rounding of 1e-6.
@Suite("Hostile settles: a settle from the rubber band's limit")
struct RubberBandLimitSettleTests {
  @Test(
    "Pulled up by the greatest finite translation, flung down at 4 753 pt/s: ends within 0.1 % of its travel")
  func pulledToTheLimit() {
    let configuration = DetentSheetConfiguration(
      detents: [.fraction(0.3, id: "peek"), .medium, .large], isDismissible: true,
      settleDuration: 0.004141127351003249, dampingRatio: 0.4125109017497324)
    var sheet = DetentSheet(configuration: configuration, container: 972.227500133144)
    sheet.present(at: 0)
    _ = sheet.update(at: 100)
    sheet.dragBegan(at: 100)
    sheet.dragChanged(translation: -.greatestFiniteMagnitude, at: 100.05)
    let start = sheet.height(at: 100.05)
    sheet.dragEnded(velocity: 4752.849125239914, at: 100.05)
    let end = sheet.settleEndTime ?? 0
    let target = sheet.detentIndex.map { sheet.layout.heights[$0] } ?? 0
    let travel = abs(start - target)
    print("start \(start) pt, target \(target) pt, end gap \(abs(sheet.height(at: end - 1e-9) - target)) pt")
    #expect(abs(start - 2 * sheet.container) < 1e-9)
    #expect(abs(sheet.height(at: end - 1e-9) - target) <= max(0.001 * travel, 0.5) * (1 + 1e-6))
    #expect(abs(sheet.height(at: end - 1e-9) - target) > 0.002 * sheet.container + 1e-6)
  }
}

import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Adaptive detent scenarios in the simulator")
struct AdaptiveScenarioTests {
  private func scenario(_ events: [ScenarioEvent], initial: Int = 0) -> Scenario {
    var scenario = Scenario(
      name: "adaptive", distance: 1000, until: 2.4,
      present: ScenarioTiming(
        duration: 0.5, parameters: .spring(.init(dampingRatio: 1)), curveLabel: "spring"),
      events: events)
    scenario.detents = DetentScenario(fractions: [0.3, 0.6, 1.0], initialDetent: initial)
    scenario.detents?.adaptive = AdaptiveScenario(
      adaptation: .automatic, window: ScenarioWindow(width: 500, isRegular: false))
    return scenario
  }

  private let widen = ScenarioAction.resize(
    distance: 1000, window: ScenarioWindow(width: 1000, isRegular: true))

  @Test(
    "A widening mid-settle: form sheet then floatingPanel, the frame's top moves less than its margins, one detentChanged at the settle's own end"
  )
  func widenMidSettle() {
    let timeline = scenario([
      ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 0.8, action: .moveTo(detent: 2)),
      ScenarioEvent(time: 0.95, action: widen),
    ]).run()
    let text = TimelineEncoder.encode(timeline)
    let before = timeline.samples.last { $0.time < 0.95 - 1e-9 }!
    let after = timeline.samples.first { $0.time >= 0.95 - 1e-9 }!
    #expect(before.form == "sheet" && after.form == "floatingPanel")
    #expect(after.frame?[0] == 16 && after.frame?[2] == 375)
    // The top moves on by less than in the frame before (still rising), with no jump back.
    let rise = (before.frame![1]) - (after.frame![1])
    #expect(rise > 0 && rise < 25)
    #expect(text.components(separatedBy: "\"event\":\"detentChanged\"").count == 3)  // present, then top
    // The settle keeps its end: the move's 0.5 s from 0.8 s, as without the change (not 0.95 + 0.5).
    #expect(text.contains("{\"t\":1.3,\"session\":1,\"event\":\"detentChanged\",\"detent\":2}"))
    let last = timeline.samples.last!
    #expect(last.frame == [16, 16, 375, 968])
  }

  @Test("A widening mid-drag keeps the finger's 800 pt/s and the place a fifth of the way between detents")
  func widenMidDrag() {
    let timeline = scenario(
      [
        ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 0.8, step: .panBegan),
        ScenarioEvent(time: 0.85, step: .panChanged(translation: -40)),
        ScenarioEvent(time: 0.9, step: .panChanged(translation: -80)),
        ScenarioEvent(time: 0.95, action: widen),
        ScenarioEvent(time: 1.0, step: .panChanged(translation: -120)),
      ], initial: 1
    ).run()
    let after = timeline.samples.first { $0.time >= 0.95 - 1e-9 && $0.form == "floatingPanel" }!
    #expect(abs(after.frame![3] - 658.24) < 1e-9)
    #expect(abs(after.velocity - 800) < 1e-9)
    let moved = timeline.samples.first { abs($0.time - 1.0) < 1e-9 }!
    #expect(abs(moved.frame![3] - 698.24) < 1e-9)  // 40 pt more under the finger
  }

  @Test("A scenario without \"adaptive\" writes no form: existing tick lines are unchanged")
  func plainScenarioHasNoForm() {
    var plain = scenario([ScenarioEvent(time: 0, step: .present)])
    plain.detents?.adaptive = nil
    let text = TimelineEncoder.encode(plain.run())
    #expect(!text.contains("\"form\"") && !text.contains("\"frame\""))
  }
}

import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Detent scenarios in the simulator")
struct DetentScenarioTests {
  private func scenario(_ events: [ScenarioEvent], initial: Int = 0, dismissible: Bool = true) -> Scenario {
    var scenario = Scenario(
      name: "detent", distance: 800, until: 2,
      present: ScenarioTiming(
        duration: 0.5, parameters: .spring(.init(dampingRatio: 1)), curveLabel: "spring"),
      events: events)
    scenario.detents = DetentScenario(
      fractions: [0.3, 0.6, 1.0], initialDetent: initial, isDismissible: dismissible)
    return scenario
  }

  @Test("present settles at detent 0: progress 0.3 at 0.5 s, one detentChanged line, ticks carry detent 0")
  func presentAtInitialDetent() {
    let timeline = scenario([ScenarioEvent(time: 0, step: .present)]).run()
    let text = TimelineEncoder.encode(timeline)
    #expect(text.contains(#"{"t":0.5,"session":1,"event":"detentChanged","detent":0}"#))
    let last = timeline.samples.last!
    #expect(abs(last.progress - 0.3) < 1e-12 && last.detent == 0 && last.velocity == 0)
    #expect(text.components(separatedBy: "detentChanged").count == 2)
  }

  @Test("panChanged is downward: -100 pt from 240 shows progress 0.425; the release keeps -1500 pt/s upward")
  func downwardTranslation() {
    let timeline = scenario([
      ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 0.8, step: .panBegan),
      ScenarioEvent(time: 0.9, step: .panChanged(translation: -100)),
      ScenarioEvent(time: 1.0, step: .panEnded(velocity: -1500)),
    ]).run()
    let at = timeline.samples.first { abs($0.time - 0.95) < 1e-9 }!
    #expect(abs(at.progress - 340.0 / 800) < 1e-12)
    let released = timeline.samples.first { abs($0.time - 1.0) < 1e-9 }!
    #expect(abs(released.velocity - 1500) < 1e-6 && released.detent == 2)
  }

  @Test("moveTo 2 at 0.8 s settles at the top by 1.3 s with one detentChanged(2)")
  func moveTo() {
    let timeline = scenario([
      ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 0.8, action: .moveTo(detent: 2)),
    ]).run()
    #expect(timeline.records.contains(.detentChanged(time: 1.3, session: 1, detent: 2)))
    #expect(timeline.samples.last!.progress == 1)
  }

  @Test("Not dismissible: a flick down from the smallest detent rubber-bands and returns (no dismissal)")
  func notDismissible() {
    let timeline = scenario(
      [
        ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 0.8, step: .panBegan),
        ScenarioEvent(time: 0.9, step: .panChanged(translation: 100)),
        ScenarioEvent(time: 0.9, step: .panEnded(velocity: 2000)),
      ], dismissible: false
    ).run()
    let dragged = timeline.samples.first { abs($0.time - 0.9) < 1e-9 }!
    #expect(abs(dragged.progress * 800 - (240 - RubberBand.offset(100, dimension: 800))) < 1e-9)
    #expect(timeline.isPresented && abs(timeline.samples.last!.progress - 0.3) < 1e-12)
  }
}

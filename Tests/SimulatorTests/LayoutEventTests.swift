import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("The keyboard and resizes in the simulator")
struct LayoutEventTests {
  private func sheet(_ events: [ScenarioEvent], follows: Bool = true, until: Double = 3) -> Scenario {
    var scenario = Scenario(
      name: "detent keyboard", distance: 844, until: until,
      present: ScenarioTiming(
        duration: 0.5, parameters: .spring(.init(dampingRatio: 1)), curveLabel: "spring"),
      events: events)
    scenario.detents = DetentScenario(fractions: [0.3, 0.6, 1.0], initialDetent: 1)
    scenario.detents?.followsKeyboard = follows
    return scenario
  }

  private func sample(_ timeline: Timeline, at time: Double) -> SessionSample {
    timeline.samples.last { $0.time <= time + 1e-9 }!
  }

  /// The sheet's top above the container's bottom, as the format defines it.
  private func top(_ sample: SessionSample, distance: Double = 844) -> Double {
    let keyboard = sample.keyboard ?? 0
    return keyboard + sample.progress * (distance - keyboard)
  }

  @Test("Follow: a 336 pt keyboard on 844 pt: the sheet rests on it (progress 0.6 of the 508 pt above it)")
  func followRestsOnTheKeyboard() {
    let timeline = sheet([
      ScenarioEvent(time: 0, step: .present),
      ScenarioEvent(time: 0.8, action: .keyboard(height: 336, duration: 0.25)),
    ]).run()
    let rest = sample(timeline, at: 2)
    #expect(rest.keyboard == 336)
    #expect(abs(rest.progress - 0.6) < 1e-9)
    // Its bottom meets the keyboard: the top is the keyboard plus 60 % of the space above it.
    #expect(abs(top(rest) - (336 + 0.6 * 508)) < 0.5)
    // While the keyboard rises, the resting sheet keeps its progress and its top rises with it.
    let rising = timeline.samples.filter { $0.time > 0.8 && $0.time < 1.05 }
    #expect(rising.allSatisfy { abs($0.progress - 0.6) < 1e-9 })
    #expect(zip(rising, rising.dropFirst()).allSatisfy { top($1) >= top($0) - 1e-9 })
    #expect(TimelineEncoder.encode(timeline).contains(#""detent":1,"keyboard":336}"#))
  }

  @Test("Follow: the hide is monotonic (no step up, overshoot ≤ 1 pt) and ends where the sheet was")
  func hideIsMonotonic() {
    let timeline = sheet([
      ScenarioEvent(time: 0, step: .present),
      ScenarioEvent(time: 0.8, action: .keyboard(height: 336, duration: 0.25)),
      ScenarioEvent(time: 1.5, action: .keyboard(height: 0, duration: 0.25)),
    ]).run()
    let hiding = timeline.samples.filter { $0.time >= 1.5 && $0.time <= 2.5 }
    let tops = hiding.map { top($0) }
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
    let end = 0.6 * 844
    #expect(tops.min()! >= end - 1)
    #expect(abs(tops.last! - end) < 0.5)
  }

  @Test("Follow: a grab during the keyboard's move starts where the sheet is shown (no jump)")
  func grabDuringKeyboardMove() {
    let timeline = sheet([
      ScenarioEvent(time: 0, step: .present),
      ScenarioEvent(time: 0.8, action: .keyboard(height: 336, duration: 0.25)),
      ScenarioEvent(time: 0.9, step: .panBegan),
      ScenarioEvent(time: 1.0, step: .panChanged(translation: 0)),
    ]).run()
    let before = timeline.eventSamples.last { abs($0.time - 0.9) < 1e-9 }!
    let after = sample(timeline, at: 0.9)
    // Height above the keyboard is what the grab holds.
    let height = { (s: SessionSample) in s.progress * (844 - (s.keyboard ?? 0)) }
    #expect(abs(height(before) - height(after)) < 1e-6)
  }

  @Test(
    "Follow: the keyboard hiding mid-drag moves only the bottom: the top stays under the finger (40 pt down at 1.3 s, 200 pt at 1.7 s), then it settles at 0.6"
  )
  func keyboardHidesMidDrag() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/detent-keyboard-hides-mid-drag.json")
    let timeline = Simulation.run(try Scenario.decode(Data(contentsOf: url)))
    // At rest at large above the keyboard: the top is at the container's top (844 pt).
    #expect(abs(top(sample(timeline, at: 1.2)) - 844) < 1e-6)
    // Each tick while the keyboard hides, the top is where the finger has put it.
    for tick in timeline.samples where tick.time > 1.3 + 1e-9 && tick.time < 1.8 {
      let finger = min(40 + ((tick.time - 1.3 + 1e-9) / 0.05).rounded(.down) * 20, 200)
      #expect(abs(top(tick) - (844 - finger)) < 1e-6, "t = \(tick.time)")
    }
    #expect(sample(timeline, at: 1.6).keyboard.map { $0 == 0 } == true)
    #expect(abs(top(sample(timeline, at: 2.8)) - 0.6 * 844) < 0.5)
    #expect(
      timeline.records.contains { if case .detentChanged(_, _, 1) = $0 { return true } else { return false } }
    )
  }

  @Test("Ignore: the keyboard is reported and the sheet does not move")
  func ignoreKeepsTheSheet() {
    let timeline = sheet(
      [
        ScenarioEvent(time: 0, step: .present),
        ScenarioEvent(time: 0.8, action: .keyboard(height: 336, duration: 0.25)),
      ], follows: false
    ).run()
    let rest = sample(timeline, at: 2)
    #expect(rest.keyboard == 336 && abs(rest.progress - 0.6) < 1e-9)
    #expect(timeline.samples.allSatisfy { $0.keyboard != nil })
  }

  @Test("Resize in a detent scenario: a resting sheet takes its detent in the new container")
  func detentResize() {
    let timeline = sheet([
      ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 1, action: .resize(distance: 390)),
    ]).run()
    #expect(abs(sample(timeline, at: 2).progress - 0.6) < 1e-9)
  }

  @Test("Resize mid-presentation and mid-dismissal: one completion, ends at 1 (or 0), no model errors")
  func presentationResize() {
    let base = Scenario(
      name: "rotation", distance: 591, until: 2,
      present: ScenarioTiming(
        duration: 0.5, parameters: .spring(.init(dampingRatio: 1)), curveLabel: "spring"),
      events: [])
    let presenting = base.at(0, .present).appending(.resize(distance: 273), at: 0.15).run()
    #expect(presenting.completeTransitions(ofSession: 1) == [true])
    #expect(presenting.animatorErrors.isEmpty)
    #expect(abs(presenting.samples(ofSession: 1).last!.progress - 1) < 1e-9)
    // Velocity reads in points of the new distance.
    let plain = base.at(0, .present).run()
    let a = presenting.samples.first { abs($0.time - 0.2) < 1e-9 }!
    let b = plain.samples.first { abs($0.time - 0.2) < 1e-9 }!
    #expect(abs(a.progress - b.progress) < 1e-12 && abs(a.velocity - b.velocity * 273 / 591) < 1e-6)
    let dismissing = base.at(0, .present).at(0.8, .dismiss).appending(.resize(distance: 273), at: 0.95).run()
    #expect(dismissing.completeTransitions(ofSession: 2) == [true])
    #expect(abs(dismissing.samples(ofSession: 2).last!.progress) < 1e-9)
    #expect(dismissing.animatorErrors.isEmpty)
  }

  @Test("Decoding: the keyboard policy, the events, and their errors name the field")
  func decoding() throws {
    let good = #"""
      {"name":"k","distance":844,"until":1,"keyboard":"follow","present":{"duration":0.4,"curve":"linear"},
       "detents":[0.5,1],"events":[{"at":0,"do":"present"},{"at":0.5,"do":"keyboard","height":336,"duration":0.25},
       {"at":0.6,"do":"resize","distance":390}]}
      """#
    let scenario = try Scenario.decode(Data(good.utf8))
    #expect(scenario.detents?.followsKeyboard == true)
    #expect(
      scenario.events.map(\.action).suffix(2) == [
        .keyboard(height: 336, duration: 0.25), .resize(distance: 390),
      ])
    let ignoring = good.replacingOccurrences(of: #""keyboard":"follow","#, with: "")
    #expect(try Scenario.decode(Data(ignoring.utf8)).detents?.followsKeyboard == false)
    let bad = good.replacingOccurrences(of: #""height":336"#, with: #""height":336,"curve":7"#)
    #expect(throws: ScenarioError.self) { try Scenario.decode(Data(bad.utf8)) }
    do {
      _ = try Scenario.decode(Data(bad.utf8))
    } catch let error as ScenarioError {
      #expect(error.path.hasPrefix("events[1]") && error.description.contains("curve"))
    }
  }
}

extension Scenario {
  fileprivate func appending(_ action: ScenarioAction, at time: Double) -> Scenario {
    var copy = self
    copy.events.append(ScenarioEvent(time: time, action: action))
    return copy
  }
}

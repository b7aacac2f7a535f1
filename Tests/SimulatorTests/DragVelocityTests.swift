import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Velocity during a drag: the finger's, as the release hands it off")
struct DragVelocityTests {
  /// A shipped scenario, read from Demo/Scenarios.
  private func shipped(_ name: String) throws -> Timeline {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    return Simulation.run(try Scenario.decode(Data(contentsOf: url)))
  }

  @Test("the tracker is exact for a finger that speeds up evenly: x = 75 (s / 0.1)² gives 1500 pt/s at 0.1 s")
  func exactForEvenAcceleration() {
    var tracker = DragVelocityTracker()
    tracker.began(session: 2, kind: .dismiss, at: 0.8)
    #expect(tracker.fingerVelocity == 0)  // at rest until the first panChanged
    for step in 1...6 {
      let s = Double(step) / 60
      tracker.changed(translation: 75 * (s / 0.1) * (s / 0.1), at: 0.8 + s)
    }
    #expect(abs(tracker.fingerVelocity - 1500) < 1e-6, "\(tracker.fingerVelocity)")
    #expect(abs(tracker.contentVelocity + 1500) < 1e-6)  // a dismissal: toward dismissed is negative
    tracker.ended()
    #expect(tracker.session == nil)
    #expect(tracker.fingerVelocity == 0)
  }

  @Test("two positions give their slope; the doc example's three give 748.8 pt/s; bad input is ignored")
  func slopesAndBadInput() {
    var tracker = DragVelocityTracker()
    tracker.began(session: 1, kind: .present, at: 0)
    tracker.changed(translation: -10, at: 0.02)
    #expect(abs(tracker.fingerVelocity + 500) < 1e-9)
    #expect(abs(tracker.contentVelocity + 500) < 1e-9)  // a presentation: same sign
    tracker.changed(translation: .nan, at: 0.03)
    tracker.changed(translation: .infinity, at: 0.03)
    #expect(abs(tracker.fingerVelocity + 500) < 1e-9)
    tracker.changed(translation: -12, at: 0.02)  // same time: replaces, never divides by zero
    #expect(abs(tracker.fingerVelocity + 600) < 1e-9)
    var example = DragVelocityTracker()
    example.began(session: 2, kind: .dismiss, at: 0.8)
    example.changed(translation: 8.33, at: 0.8333)
    example.changed(translation: 18.75, at: 0.85)
    #expect(abs(example.fingerVelocity - 748.8) < 0.05, "\(example.fingerVelocity)")
    var none = DragVelocityTracker()
    none.began(session: nil, kind: .present, at: 0)
    none.changed(translation: 50, at: 0.1)
    #expect(none.fingerVelocity == 0)
  }

  @Test(
    "fling-release: non-zero velocity on every drag tick after the first panChanged; -1500 at the release tick"
  )
  func flingRelease() throws {
    let timeline = try shipped("fling-release")
    let drag = timeline.samples(ofSession: 2).filter { $0.time > 0.8167 + 1e-9 && $0.time < 0.9 - 1e-9 }
    #expect(drag.count == 9)
    #expect(drag.allSatisfy { !$0.isRunning && $0.velocity < -100 }, "\(drag.map(\.velocity))")
    let release = try #require(timeline.samples(ofSession: 2).first { abs($0.time - 0.9) < 1e-9 })
    #expect(release.isRunning)
    #expect(abs(release.velocity + 1500) < 1e-9)  // the finger's 1500 pt/s toward dismissed
    // Just before the release (after the last panChanged) the tracker's estimate is within 1 %.
    let before = try #require(timeline.eventSamples.last { $0.session == 2 && abs($0.time - 0.9) < 1e-9 })
    #expect(abs(before.velocity + 1500) < 15, "\(before.velocity)")
  }

  @Test(
    "pan-grab-mid-flight: the grab stops the content (0 until the finger moves), the flick leaves at -600")
  func panGrab() throws {
    let timeline = try shipped("pan-grab-mid-flight")
    let samples = timeline.samples(ofSession: 1)
    let grabbed = try #require(samples.first { abs($0.time - 0.125) < 1e-9 })
    #expect(!grabbed.isRunning)
    #expect(grabbed.velocity == 0)
    let dragging = try #require(samples.first { abs($0.time - 0.3) < 1e-9 })
    #expect(dragging.velocity < -100 && dragging.velocity > -400, "\(dragging.velocity)")
    let release = try #require(samples.first { abs($0.time - 0.45) < 1e-9 })
    #expect(abs(release.velocity + 600) < 1e-9)
    let before = try #require(timeline.eventSamples.last { abs($0.time - 0.45) < 1e-9 })
    #expect(abs(before.velocity + 600) < 6, "\(before.velocity)")
  }

  @Test(
    "detent-keyboard-hides-mid-drag: while held the velocity is the finger's -400 pt/s, with the keyboard moving under it"
  )
  func keyboardHidesUnderHeldSheet() throws {
    let timeline = try shipped("detent-keyboard-hides-mid-drag")
    // The finger moves 20 pt down every 0.05 s from 1.2 s and lets go at 1.8 s: -400 pt/s in height.
    let held = timeline.samples.filter { $0.time > 1.25 - 1e-9 && $0.time < 1.8 - 1e-9 }
    #expect(held.count == 66)
    for tick in held { #expect(abs(tick.velocity + 400) < 1e-6, "t = \(tick.time): \(tick.velocity)") }
    // The keyboard hides (336 -> 0 pt) during those ticks: its motion moves the bottom, not the velocity.
    let moving = held.filter { ($0.keyboard ?? 0) > 0 && ($0.keyboard ?? 0) < 336 }
    #expect(moving.count == 29)
    let release = try #require(timeline.samples.first { abs($0.time - 1.8) < 1e-9 })
    #expect(release.isRunning)
  }

  @Test("pause and scrub without a finger report 0: only a held pan reports the finger")
  func pausedWithoutFinger() throws {
    let timeline = Simulation.run(
      try Scenario.decode(
        Data(
          """
          { "name": "p", "distance": 300, "until": 1, "present": { "duration": 0.6, "curve": "linear" },
            "events": [ {"at": 0, "do": "present"}, {"at": 0.2, "do": "pause"},
              {"at": 0.3, "do": "panChanged", "translation": 40}, {"at": 0.4, "do": "scrub", "fraction": 0.5} ] }
          """.utf8)))
    let paused = timeline.samples(ofSession: 1).filter { $0.time > 0.2 + 1e-9 && $0.time < 0.6 }
    #expect(!paused.isEmpty)
    #expect(paused.allSatisfy { $0.velocity == 0 })
    #expect(timeline.panKinds.isEmpty)  // the panChanged found no pan: labelled "(ignored)"
  }
}

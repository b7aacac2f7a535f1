import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Simulation end to end")
struct SimulationTests {
  private func run(_ json: String) throws -> Timeline {
    Simulation.run(try Scenario.decode(Data(json.utf8)))
  }

  private func completeTransitions(_ timeline: Timeline) -> [(time: Double, session: Int, didComplete: Bool)]
  {
    timeline.records.compactMap { record in
      guard case .completeTransition(let time, let session, let didComplete) = record else { return nil }
      return (time, session, didComplete)
    }
  }

  private func completions(_ timeline: Timeline) -> [(time: Double, session: Int, position: AnimatorPosition)]
  {
    timeline.records.compactMap { record in
      guard case .completion(let time, let session, let position) = record else { return nil }
      return (time, session, position)
    }
  }

  /// The scenario shipped as Demo/Scenarios/tap-to-cancel-menu.json.
  private let tapToCancel = """
    { "name": "tap to cancel a menu", "fps": 120, "distance": 240, "until": 1.2,
      "present": { "duration": 0.45, "curve": {"spring": {"dampingRatio": 0.75}} },
      "dismiss": { "duration": 0.35, "curve": "easeInOut" },
      "events": [ {"at": 0.0, "do": "present"}, {"at": 0.15, "do": "tapOutside"} ] }
    """

  @Test("tap to cancel: one session, cancelled exactly once, back at 0")
  func tapToCancelCompletesOnce() throws {
    let timeline = try run(tapToCancel)
    #expect(timeline.sessionIDs == [1])
    let ends = completeTransitions(timeline)
    #expect(ends.count == 1)
    #expect(ends.first?.session == 1)
    #expect(ends.first?.didComplete == false)
    let animatorEnds = completions(timeline)
    #expect(animatorEnds.count == 1)
    #expect(animatorEnds.first?.position == .start)
    // The completion comes first, then completeTransition, at the same instant, after the tap.
    let order = timeline.records.compactMap { record -> String? in
      switch record {
      case .completion: return "completion"
      case .completeTransition: return "completeTransition"
      case .sample, .detentChanged, .willSettle, .dismissAttempt: return nil
      }
    }
    #expect(order == ["completion", "completeTransition"])
    #expect(animatorEnds.first?.time == ends.first?.time)
    #expect((ends.first?.time ?? 0) > 0.15)
    let samples = timeline.samples(ofSession: 1)
    let last = try #require(samples.last)
    #expect(last.state == .inactive)
    #expect(abs(last.progress) < 1e-9)
    #expect(last.time >= (ends.first?.time ?? 0))
    let lastRunning = try #require(samples.last { $0.isRunning })
    #expect(abs(lastRunning.progress) < 0.005)
    // Never dips below the dismissed position on the way back (critically damped return).
    #expect(samples.allSatisfy { $0.progress > -0.001 })
  }

  @Test("tap to cancel: velocity is continuous at the tap within 1 % of the peak")
  func tapToCancelVelocityContinuity() throws {
    let timeline = try run(tapToCancel)
    let samples = timeline.samples(ofSession: 1)
    let step = 1.0 / 120
    // Ticks 16, 17 (before the tap) and 18 (t = 0.15, just after it; the position does not jump).
    let before2 = try #require(samples.first { abs($0.time - 16 * step) < 1e-9 })
    let before1 = try #require(samples.first { abs($0.time - 17 * step) < 1e-9 })
    let atTap = try #require(samples.first { abs($0.time - 0.15) < 1e-9 })
    #expect(!before1.isReversed)
    #expect(atTap.isReversed)
    // The incoming motion's velocity at 0.15 s from positions alone: second-order backward difference.
    let incoming = (3 * atTap.progress - 4 * before1.progress + before2.progress) / (2 * step) * 240
    let peak = samples.map { abs($0.velocity) }.max() ?? 0
    #expect(peak > 1000)
    #expect(incoming > 0)
    #expect(abs(atTap.velocity - incoming) <= 0.01 * peak, "at tap \(atTap.velocity), incoming \(incoming)")
  }

  @Test("reported velocity is the derivative of progress · distance between ticks (trapezoid rule)")
  func velocityIsDerivative() throws {
    let timeline = try run(tapToCancel)
    let samples = timeline.samples(ofSession: 1).filter(\.isRunning)
    var checked = 0
    for (first, second) in zip(samples, samples.dropFirst()) where first.time > 0.151 || second.time < 0.149 {
      let travelled = (second.progress - first.progress) * 240
      let integrated = (first.velocity + second.velocity) / 2 * (second.time - first.time)
      #expect(abs(travelled - integrated) < 0.5, "\(first.time)…\(second.time)")
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test("pause, scrub, resume on a linear 0.6 s presentation: hand-derived positions and end time")
  func pauseScrubResume() throws {
    let timeline = try run(
      """
      { "name": "p", "fps": 60, "distance": 300, "until": 1.2,
        "present": { "duration": 0.6, "curve": "linear" },
        "events": [ {"at": 0, "do": "present"}, {"at": 0.2, "do": "pause"},
          {"at": 0.4, "do": "scrub", "fraction": 0.3}, {"at": 0.6, "do": "scrub", "fraction": 0.8},
          {"at": 0.8, "do": "resume"} ] }
      """)
    func sample(at time: Double) throws -> SessionSample {
      try #require(timeline.samples(ofSession: 1).first { abs($0.time - time) < 1e-9 })
    }
    // Running: 0.1 s of 0.6 s linear = 1/6, moving at 300 / 0.6 = 500 pt/s.
    #expect(abs(try sample(at: 0.1).progress - 1.0 / 6) < 1e-9)
    #expect(abs(try sample(at: 0.1).velocity - 500) < 1e-6)
    // Paused at 0.2 s: 1/3, still.
    #expect(abs(try sample(at: 0.3).progress - 1.0 / 3) < 1e-9)
    #expect(try sample(at: 0.3).isRunning == false)
    #expect(try sample(at: 0.3).velocity == 0)
    #expect(abs(try sample(at: 0.5).progress - 0.3) < 1e-9)
    #expect(abs(try sample(at: 0.7).progress - 0.8) < 1e-9)
    // Resumed at 0.8 s: 0.2 of the run left = 0.12 s at 500 pt/s, so 0.9 s reads 0.8 + 0.1 / 0.6.
    #expect(abs(try sample(at: 0.9).progress - (0.8 + 0.1 / 0.6)) < 1e-9)
    let ends = completeTransitions(timeline)
    #expect(ends.count == 1)
    #expect(ends.first?.didComplete == true)
    #expect(abs((ends.first?.time ?? 0) - 0.92) < 1e-9)
    #expect(completions(timeline).map(\.position) == [.end])
  }

  @Test("frames are k / fps and the last one is exactly until")
  func frameTimes() throws {
    let scenario = try Scenario.decode(
      Data(scenarioJSON(head: #""name": "t", "distance": 240, "until": 0.1, "fps": 30"#).utf8))
    let times = Simulation.frameTimes(scenario)
    #expect(times.count == 4)
    #expect(times.first == 0)
    #expect(abs(times[1] - 1.0 / 30) < 1e-15)
    #expect(times.last == 0.1)
  }
}

import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Scenarios: willSettle, setDetents, modalInPresentation")
struct SteeringScenarioTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Demo/Scenarios")

  static func shipped(_ name: String) throws -> Timeline {
    let url = directory.appendingPathComponent("\(name).json")
    return Simulation.run(try Scenario.decode(Data(contentsOf: url)))
  }

  static var allShipped: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  @Test("Every shipped scenario: willSettle precedes the motion's first tick and equals where it rests")
  func willSettleBeforeAndAtRest() throws {
    var checked = 0
    for name in Self.allShipped {
      let timeline = try Self.shipped(name)
      let records = timeline.records
      for (index, record) in records.enumerated() {
        guard case .willSettle(let time, let session, let progress, let detent) = record else { continue }
        // Before the first tick of the motion: no sample of the session at this time came before it.
        let earlier = records[..<index].contains {
          if case .sample(let sample) = $0 { return sample.session == session && sample.time >= time }
          return false
        }
        #expect(!earlier, "\(name): a tick at \(time) before its willSettle")
        // Unless a scripted event or another willSettle of the session comes first, it rests there.
        let interrupted =
          timeline.scenario.events.map(\.time).filter { $0 > time + 1e-9 }.min() ?? .infinity
        let later = records[(index + 1)...]
        let next = later.firstIndex {
          if case .willSettle(_, session, _, _) = $0 { return true }
          return false
        }
        let span = later[..<(next ?? records.endIndex)].compactMap { record -> SessionSample? in
          if case .sample(let sample) = record, sample.session == session, sample.time < interrupted {
            return sample
          }
          return nil
        }
        guard let last = span.last, !last.isRunning, last.velocity == 0 || last.isFinished else { continue }
        #expect(
          abs(last.progress - progress) < 1e-6,
          "\(name) t=\(time): rests at \(last.progress), said \(progress)")
        if let detent { #expect(last.detent == detent, "\(name) t=\(time)") }
        checked += 1
      }
    }
    #expect(checked >= 20)
  }

  @Test("setDetents at rest: the detent gone, the nearest is taken; one still there is kept")
  func setDetentsAtRest() throws {
    let timeline = try Self.shipped("detent-set-detents-at-rest")
    let settles = timeline.motionEvents.compactMap { record -> (Double, Double, Int?)? in
      if case .willSettle(let time, _, let progress, let detent) = record { return (time, progress, detent) }
      return nil
    }
    #expect(settles.map(\.0) == [0, 0.8])
    #expect(settles.map(\.1) == [0.6, 0.75])
    let end = try #require(timeline.samples(ofSession: 1).last)
    #expect(abs(end.progress - 0.75) < 1e-9)
    #expect(end.detent == 1)
  }

  @Test("setDetents mid-settle: no jump in position or velocity, then rests at the new height")
  func setDetentsMidSettle() throws {
    let timeline = try Self.shipped("detent-set-detents-mid-settle")
    let samples = timeline.samples(ofSession: 1)
    // The sample just before the change (taken at the event) and the tick just after it agree.
    let before = try #require(timeline.eventSamples.first { abs($0.time - 0.85) < 1e-9 })
    let at = try #require(samples.first { abs($0.time - 0.85) < 1e-9 })
    #expect(abs(at.progress - before.progress) < 1e-12)
    #expect(abs(at.velocity - before.velocity) < 1e-9 * abs(before.velocity))
    #expect(before.velocity > 1_000)
    let end = try #require(samples.last)
    #expect(abs(end.progress - 0.8) < 1e-9)
  }

  @Test("modalInPresentation on a sheet: the drag follows the rubber band, it never dismisses")
  func modalSheet() throws {
    let timeline = try Self.shipped("detent-modal-resists")
    let samples = timeline.samples(ofSession: 1)
    let drag = try #require(samples.first { abs($0.time - 0.85) < 1e-9 })
    let expected = (240 - RubberBand.offset(150, dimension: 800)) / 800
    #expect(abs(drag.progress - expected) < 1e-6)
    #expect(samples.allSatisfy { !$0.isFinished && ($0.time < 0.5 || $0.progress > 0.1) })
    #expect(
      timeline.motionEvents.filter { if case .dismissAttempt = $0 { return true } else { return false } }
        .count == 2)
    #expect(abs((samples.last?.progress ?? 0) - 0.3) < 1e-9)
  }

  @Test("modalInPresentation on a presentation: the pan rubber-bands and springs back, code dismisses")
  func modalPresentation() throws {
    let timeline = try Self.shipped("modal-pan-resists")
    let drag = try #require(timeline.samples(ofSession: 2).first { abs($0.time - 0.875) < 1e-9 })
    #expect(abs(drag.progress - (1 - RubberBand.offset(100, dimension: 500) / 500)) < 1e-6)
    let attempts = timeline.motionEvents.compactMap { record -> Double? in
      if case .dismissAttempt(let time, _) = record { return time }
      return nil
    }
    #expect(attempts == [0.9, 1.6])
    #expect(timeline.completeTransitions(ofSession: 2) == [false])
    #expect(timeline.completeTransitions(ofSession: 3) == [true])
    #expect(!timeline.isPresented)
  }

  @Test("setDetents and modalInPresentation are decoded; setDetents is labelled in plots")
  func decoding() throws {
    let text = """
      {"name": "x", "distance": 800, "until": 1, "present": {"duration": 0.5, "curve": "linear"},
       "detents": [0.5, 1], "modalInPresentation": true,
       "events": [{"at": 0.5, "do": "setDetents", "detents": [0.25, 0.75]}]}
      """
    let scenario = try Scenario.decode(Data(text.utf8))
    #expect(scenario.isModalInPresentation)
    #expect(scenario.events.first?.action == .setDetents([0.25, 0.75]))
    #expect(scenario.events.first?.action.label == "setDetents 0.25 0.75")
    #expect(scenario.events.first?.action.name == "setDetents")
  }

  @Test("moveTo after setDetents: an index of the new detents is accepted and reached, 0.9 by 2 s")
  func moveToAfterSetDetents() throws {
    let text = """
      {"name": "x", "distance": 800, "until": 2, "present": {"duration": 0.5, "curve": "linear"},
       "detents": [0.5],
       "events": [{"at": 0, "do": "present"}, {"at": 0.6, "do": "setDetents", "detents": [0.3, 0.5, 0.9]},
                  {"at": 0.8, "do": "moveTo", "detent": 2}]}
      """
    let timeline = Simulation.run(try Scenario.decode(Data(text.utf8)))
    let end = try #require(timeline.samples(ofSession: 1).last)
    #expect(abs(end.progress - 0.9) < 1e-9)
    #expect(end.detent == 2)
  }

  @Test("Every shipped scenario, zoom scenarios included: every session writes at least one willSettle line")
  func everySessionSaysWhereItSettles() throws {
    var sessions = 0
    for name in Self.allShipped {
      let timeline = try Self.shipped(name)
      let started = Set(timeline.records.map(\.session))
      let said = Set(
        timeline.records.compactMap { record -> Int? in
          if case .willSettle(_, let session, _, _) = record { return session }
          return nil
        })
      #expect(started == said, "\(name): sessions \(started.sorted()), willSettle from \(said.sorted())")
      sessions += started.count
    }
    #expect(sessions >= 40)
  }
}

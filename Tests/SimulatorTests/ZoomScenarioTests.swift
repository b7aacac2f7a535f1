import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Zoom scenarios in the simulator")
struct ZoomScenarioTests {
  /// A shipped zoom scenario, read from Demo/Scenarios, and its timeline.
  private func shipped(_ name: String) throws -> (Scenario, Timeline) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    let scenario = try Scenario.decode(try Data(contentsOf: url))
    return (scenario, scenario.run())
  }

  private func rect(_ values: [Double]?) -> CGRect {
    guard let values, values.count == 4 else { return .null }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The largest edge distance between two rectangles.
  private func distance(_ a: CGRect, _ b: CGRect) -> Double {
    Double(max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY)))
  }

  /// The last `sourceMoved` rectangle at or before `time`.
  private func lastSource(_ scenario: Scenario, before time: Double) -> CGRect {
    var last = rect(scenario.zoom?.source)
    for event in scenario.events where event.time <= time {
      if case .zoom(.sourceMoved(let values)) = event.action { last = rect(values) }
    }
    return last
  }

  @Test("every tick line has a frame; the encoder writes it last")
  func frameOnEveryTick() throws {
    for name in [
      "zoom-list-scrolled-during-dismissal", "zoom-reversal-to-detail", "zoom-grab-and-fling",
      "zoom-lost-source",
    ] {
      let (_, timeline) = try shipped(name)
      #expect(!timeline.samples.isEmpty && timeline.samples.allSatisfy { $0.frame?.count == 4 })
      let line = TimelineEncoder.line(for: .sample(timeline.samples[3]))
      #expect(line.contains(#","frame":["#) && line.hasSuffix("]}"), "\(line)")
      #expect(timeline.animatorErrors.isEmpty)
    }
  }

  @Test("the list scrolled during the dismissal: lands on the cell's last rectangle, 480 pt above its start")
  func landsOnMovedSource() throws {
    let (scenario, timeline) = try shipped("zoom-list-scrolled-during-dismissal")
    #expect(timeline.completeTransitions(ofSession: 2) == [true])
    let end = timeline.endTime(ofSession: 2) ?? 0
    let landing = rect(timeline.samples(ofSession: 2).last?.frame)
    let source = lastSource(scenario, before: end)
    #expect(source.minY == 80)
    #expect(distance(landing, source) <= 0.5)
  }

  @Test("a dismissal turned back lands exactly on the destination")
  func reversalLandsOnDestination() throws {
    let (scenario, timeline) = try shipped("zoom-reversal-to-detail")
    #expect(timeline.completeTransitions(ofSession: 2) == [false])
    let landing = rect(timeline.samples(ofSession: 2).last?.frame)
    #expect(distance(landing, rect(scenario.zoom?.destination)) <= 0.5)
    #expect(timeline.isPresented)
  }

  @Test("continuity: between ticks the frame moves at most (flight + source speed)/120 + 1 pt")
  func continuity() throws {
    for name in ["zoom-list-scrolled-during-dismissal", "zoom-reversal-to-detail", "zoom-lost-source"] {
      let (scenario, timeline) = try shipped(name)
      let samples = timeline.samples(ofSession: 2)
      let destination = rect(scenario.zoom?.destination)
      for (a, b) in zip(samples, samples.dropFirst()) {
        // The flight toward the source as it is at b: the path's step between the two progresses.
        let source = lastSource(scenario, before: b.time)
        let path = { (p: Double) -> CGRect in
          CGRect(
            x: source.minX + (destination.minX - source.minX) * p,
            y: source.minY + (destination.minY - source.minY) * p,
            width: source.width + (destination.width - source.width) * p,
            height: source.height + (destination.height - source.height) * p)
        }
        let flightStep = distance(path(a.progress), path(b.progress))
        let sourceStep = distance(lastSource(scenario, before: a.time), source)
        let step = distance(rect(a.frame), rect(b.frame))
        #expect(step <= flightStep + sourceStep + 1, "\(name) at \(b.time): \(step)")
      }
    }
  }

  @Test("a lost source: the flight lands on the last rectangle known before the loss")
  func lostSource() throws {
    let (scenario, timeline) = try shipped("zoom-lost-source")
    #expect(timeline.completeTransitions(ofSession: 2) == [true])
    let landing = rect(timeline.samples(ofSession: 2).last?.frame)
    #expect(distance(landing, lastSource(scenario, before: 0.9)) <= 0.5)
    #expect(landing.minY == 260)
  }

  @Test(
    "grab and fling: finishes on the source, exactly one completeTransition, the frame leaves at the finger's velocity"
  )
  func grabAndFling() throws {
    let (scenario, timeline) = try shipped("zoom-grab-and-fling")
    #expect(timeline.completeTransitions(ofSession: 2) == [true])
    let samples = timeline.samples(ofSession: 2)
    #expect(distance(rect(samples.last?.frame), rect(scenario.zoom?.source)) <= 0.5)
    // The release is at 0.9 s: the centre's velocity there by a second-order forward difference of
    // the next two ticks, against (300, 1400) pt/s.
    let release = try #require(samples.firstIndex { abs($0.time - 0.9) < 1e-9 })
    let (a, b, c) = (
      rect(samples[release].frame), rect(samples[release + 1].frame), rect(samples[release + 2].frame)
    )
    let vx = Double(-3 * a.midX + 4 * b.midX - c.midX) * 60
    let vy = Double(-3 * a.midY + 4 * b.midY - c.midY) * 60
    #expect(abs(vx - 300) < 40 && abs(vy - 1400) < 60, "(\(vx), \(vy))")
  }
}

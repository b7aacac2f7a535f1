import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Timeline plot")
struct PlotTests {
  /// Two sessions with hand-made samples and two scenario events.
  private var timeline: Timeline {
    let scenario = Scenario(
      name: "a <menu> & \"quotes\"", distance: 100, until: 1,
      present: ScenarioTiming(duration: 0.5, parameters: .linear, curveLabel: "linear"),
      events: [
        ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 0.5, step: .scrub(to: 0.3)),
      ])
    var records: [TimelineRecord] = []
    for step in 0...10 {
      let time = Double(step) / 10
      let session = time < 0.5 ? 1 : 2
      records.append(
        .sample(
          SessionSample(
            time: time, session: session, kind: session == 1 ? .present : .dismiss, state: .active,
            isRunning: true, isReversed: false, fraction: time, progress: 1.2 * time, velocity: -300 * time)))
    }
    records.append(.completeTransition(time: 0.45, session: 1, didComplete: false))
    records.append(.completeTransition(time: 1, session: 2, didComplete: true))
    return Timeline(scenario: scenario, records: records)
  }

  @Test("the SVG is well-formed XML with the escaped title")
  func wellFormed() throws {
    let svg = TimelinePlot.svg(timeline)
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(svg.contains("a &lt;menu&gt; &amp; &quot;quotes&quot;"))
  }

  @Test("two polylines per session, one dashed line per event, one marker per completeTransition")
  func elements() {
    let svg = TimelinePlot.svg(timeline)
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 4)
    #expect(svg.components(separatedBy: "stroke-dasharray").count - 1 == 2 + 1)  // + the legend's sample
    #expect(svg.components(separatedBy: "<circle").count - 1 == 2 + 2)  // + the legend's two
    #expect(svg.contains("1: cancelled"))
    #expect(svg.contains("2: completed"))
    #expect(svg.contains("0.5 s scrub 0.3"))
  }

  @Test("axes widen to nice ticks: progress overshoot to 1.2, velocity down to -300")
  func axes() {
    let progress = PlotAxis(covering: 0, 1.2, from: 100, to: 0)
    #expect(progress.step == 0.25)
    #expect(progress.lower == 0)
    #expect(abs(progress.upper - 1.25) < 1e-12)
    #expect(progress.label(0.75) == "0.75")
    let velocity = PlotAxis(covering: -300, 0, from: 100, to: 0)
    #expect(velocity.step == 100)
    #expect(velocity.ticks == [-300, -200, -100, 0])
    #expect(velocity.label(-200) == "-200")
    #expect(abs(velocity.position(-150) - 50) < 1e-12)
  }

  @Test("plot points put each event sample before the tick sample at the same time")
  func plotPoints() {
    var timeline = timeline
    func sample(_ time: Double, _ progress: Double) -> SessionSample {
      SessionSample(
        time: time, session: 1, kind: .present, state: .active, isRunning: false, isReversed: false,
        fraction: progress, progress: progress, velocity: 0)
    }
    timeline.eventSamples = [sample(0.2, 0.9), sample(0.35, 0.8)]
    let points = timeline.plotPoints(ofSession: 1)
    #expect(points.map(\.time) == [0, 0.1, 0.2, 0.2, 0.3, 0.35, 0.4])
    #expect(points[2].progress == 0.9)
    #expect(abs(points[3].progress - 0.24) < 1e-12)
  }

  @Test("long polylines are thinned per half-pixel column, keeping the ends and the extremes")
  func thinning() {
    let points = (0..<20_000).map { index -> (Double, Double) in
      let x = Double(index) / 20_000 * 700
      return (x, 100 * sin(Double(index) / 97))
    }
    let thinned = PlotDecimation.thin(points)
    #expect(thinned.count <= 4 * 1400)
    #expect(thinned.count < points.count / 3)
    #expect(thinned.first! == points.first!)
    #expect(thinned.last! == points.last!)
    let lowest = points.map(\.1).min()!
    let highest = points.map(\.1).max()!
    #expect(thinned.contains { $0.1 == lowest })
    #expect(thinned.contains { $0.1 == highest })
    #expect(zip(thinned, thinned.dropFirst()).allSatisfy { $0.0 <= $1.0 })
    #expect(PlotDecimation.thin(Array(points.prefix(100))).count == 100)
  }
}

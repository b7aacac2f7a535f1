import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Plots that say what the text says")
struct PlotReadingTests {
  private func shipped(_ name: String) throws -> Timeline {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    return Simulation.run(try Scenario.decode(Data(contentsOf: url)))
  }

  private func wellFormed(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
  }

  /// The values of attribute `name` across the document.
  private func attributes(_ name: String, in svg: String) -> [String] {
    svg.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
      $0.split(separator: "\"").first.map(String.init)
    }
  }

  @Test("title and desc come first; 880 wide; labels at least 12 px")
  func titleDescAndSize() throws {
    let svg = TimelinePlot.svg(try shipped("fling-release"))
    let lines = svg.split(separator: "\n")
    #expect(lines[1] == "<title id=\"plot-title\">fling: a short fast swipe dismisses</title>")
    #expect(lines[2].hasPrefix("<desc id=\"plot-desc\">A 0.1 s swipe"))
    #expect(lines[2].contains("positive toward presented"))
    #expect(lines[0].contains("width=\"880\""))
    let sizes = attributes("font-size", in: svg).compactMap(Double.init)
    #expect(!sizes.isEmpty)
    #expect(sizes.filter { $0 < 11 }.isEmpty)
    #expect(sizes.filter { $0 < 12 }.count <= 4)  // only the inset's 0/1 marks may be 11 px
    #expect(wellFormed(svg))
  }

  @Test("one sign per picture: fling's panEnded is labelled -1500 pt/s, its pan run -75 pt, as drawn")
  func panLabelsInTheAxisSign() throws {
    let timeline = try shipped("fling-release")
    let labels = EventLabels.make(timeline.scenario.events, panKinds: timeline.panKinds).map(\.text)
    #expect(
      labels == [
        "0 s present", "0.8 s panBegan", "0.8167 s panChanged ×6 → -75 pt", "0.9 s panEnded -1500 pt/s",
      ])
    let svg = TimelinePlot.svg(timeline)
    #expect(svg.contains("+ toward presented,"))
    let grab = try shipped("pan-grab-mid-flight")
    let grabLabels = EventLabels.make(grab.scenario.events, panKinds: grab.panKinds).map(\.text)
    #expect(grabLabels.last == "0.45 s panEnded -600 pt/s")  // a presentation: the scripted sign is kept
    // A detent sheet's drags are scripted downward (toward dismissed): flipped, never "(ignored)".
    let detent = try shipped("detent-fling-past")
    let detentLabels = EventLabels.make(detent.scenario.events, panKinds: EventLabels.panKinds(of: detent))
      .map(\.text)
    #expect(detentLabels.last == "0.9 s panEnded 1800 pt/s")
    #expect(!detentLabels.joined().contains("ignored"))
  }

  @Test("the time axis ends shortly after the last completion, never after until")
  func timeAxisEnd() throws {
    let tap = try shipped("tap-to-cancel-menu")  // completes at 0.6, until 1.2
    #expect(abs(PlotTimeRange.end(of: tap) - 0.7) < 1e-9)
    let fling = try shipped("fling-release")  // completes at 1.35, until 2
    #expect(abs(PlotTimeRange.end(of: fling) - 1.5) < 1e-9)
    let slow = try shipped("slow-release")  // completes at 1.85, until 2.4
    #expect(abs(PlotTimeRange.end(of: slow) - 2.2) < 1e-9)
    var short = tap
    short.scenario.until = 0.65  // the padded end (0.7) would pass until: capped
    #expect(PlotTimeRange.end(of: short) == 0.65)
    let axis = PlotAxis(upTo: 0.7, from: 0, to: 100)
    #expect(axis.upper == 0.7)
    #expect(axis.ticks.last! <= 0.7)
    #expect(abs(axis.position(0.7) - 100) < 1e-9)
    var live = tap
    live.records.removeAll { if case .completeTransition = $0 { return true } else { return false } }
    #expect(PlotTimeRange.end(of: live) == 1.2)  // a session still live: until
  }

  @Test("curves plots get the 0…1 inset with the cubic's control points; others do not")
  func curveInset() throws {
    let cubic = TimelinePlot.svg(try shipped("curves-default-cubic"))
    #expect(cubic.contains("curves, 0…1"))
    #expect(cubic.contains("control point"))
    // 2 curves × 2 control points, plus the legend's marker, drawn with r=3.5.
    #expect(cubic.components(separatedBy: "r=\"3.5\"").count - 1 == 5)
    let spring = TimelinePlot.svg(try shipped("curves-spring-physical"))
    #expect(spring.contains("curves, 0…1"))
    #expect(!spring.contains("control point"))
    #expect(!TimelinePlot.svg(try shipped("fling-release")).contains("curves, 0…1"))
    let inset = CurveInset(
      curves: [
        .init(name: "dismiss", timing: try shipped("curves-default-cubic").scenario.dismiss, colour: "#000")
      ],
      left: 0, top: 0, size: 100, maximumHeight: 1000)
    #expect(abs(inset.lower + 0.3) < 1e-9)  // the control point at y = -0.3 is inside the box
    #expect(abs(inset.upper - 1.3) < 1e-9)
  }

  @Test("non-finite and huge values draw clamped; no crash, every coordinate finite")
  func hostileValues() {
    let scenario = Scenario(
      name: "hostile", distance: 100, until: 1,
      present: ScenarioTiming(duration: 0.5, parameters: .linear, curveLabel: "linear"), events: [])
    let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e308, .greatestFiniteMagnitude, 0.5]
    let records = values.enumerated().map { index, value in
      TimelineRecord.sample(
        SessionSample(
          time: Double(index) / 10, session: 1, kind: .present, state: .active, isRunning: true,
          isReversed: false, fraction: value, progress: value, velocity: value))
    }
    let svg = TimelinePlot.svg(Timeline(scenario: scenario, records: records))
    #expect(wellFormed(svg))
    #expect(!svg.contains("nan") && !svg.contains("inf"))
    let axis = PlotAxis(covering: -.greatestFiniteMagnitude, .greatestFiniteMagnitude, from: 0, to: 100)
    #expect(axis.ticks.count <= 1001)
    #expect(axis.lower.isFinite && axis.upper.isFinite)
    #expect(SVGWriter().f(.nan) == "0")
    #expect(SVGWriter().f(-.infinity) == "-1000000")
    #expect(SVGWriter().f(1e300) == "1000000")
  }
}

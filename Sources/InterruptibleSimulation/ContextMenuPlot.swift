import Foundation
import InterruptibleCore

/// The plot of a context-menu scenario: the lift's progress (solid) and the preview's and menu's
/// growth (dashed) in the upper panel, the lift's speed in the lower one, one colour per session, the
/// scripted events as dashed lines, each decision of the core marked (commit ●, cancel ○, the
/// completion with its outcome); on the right, the frames in the container: the source dashed, the
/// preview and the menu as they move, every 0.05 s, their placed frames dark, the keyboard shaded.
enum ContextMenuPlot {
  static func svg(_ timeline: Timeline) -> String {
    guard let menu = timeline.scenario.contextMenu else { return "" }
    var layout = ContextMenuPlotLayout(timeline: timeline, menu: menu)
    return layout.render()
  }
}

struct ContextMenuPlotLayout {
  let timeline: Timeline
  let menu: ContextMenuScenario
  let samples: [ContextMenuSample]
  let width = 880.0
  let left = 70.0
  let right = 686.0
  let headerLines: [String]
  let eventLabels: [PlacedLabel]
  let upperTop: Double
  let upperBottom: Double
  let lowerTop: Double
  let lowerBottom: Double
  let height: Double
  let time: PlotAxis
  let value: PlotAxis
  let speed: PlotAxis
  var out = SVGWriter()

  init(timeline: Timeline, menu: ContextMenuScenario) {
    self.timeline = timeline
    self.menu = menu
    let end = Self.end(of: timeline, menu: menu)
    samples = timeline.contextMenuRecords.compactMap {
      guard case .sample(let sample) = $0, sample.time <= end + 1e-9 else { return nil }
      return sample
    }
    headerLines =
      PlotText.wrap(parts: Self.facts(of: timeline.scenario, menu), width: 118)
      + PlotText.wrap(timeline.scenario.summary ?? "", width: 118)
    time = PlotAxis(upTo: end, from: left, to: right, targetTicks: 8)
    let labels = menu.events.map {
      (time: $0.time, text: "\(ScenarioNumber.text($0.time)) s \($0.action.label)")
    }
    eventLabels = PlacedLabel.place(labels, on: time, rows: 4, rightEdge: width - 4)
    let rows = Double((eventLabels.map(\.row).max() ?? 0) + 1)
    upperTop = 36 + 16 * Double(headerLines.count) + rows * 15 + 10
    upperBottom = upperTop + 220
    lowerTop = upperBottom + 44
    lowerBottom = lowerTop + 160
    height = max(lowerBottom + 48, upperTop + 470)
    let values = samples.flatMap { [PlotValue.clamped($0.lift), PlotValue.clamped($0.growth)] }
    value = PlotAxis(
      covering: min(0, values.min() ?? 0), max(1, values.max() ?? 1), from: upperBottom, to: upperTop,
      targetTicks: 6)
    let speeds = samples.map { PlotValue.clamped($0.liftVelocity) }
    speed = PlotAxis(
      covering: min(0, speeds.min() ?? 0), max(0, speeds.max() ?? 0), from: lowerBottom, to: lowerTop,
      targetTicks: 5)
  }

  /// The time axis's end: shortly after the last completion or event once every session completed,
  /// else `until`.
  static func end(of timeline: Timeline, menu: ContextMenuScenario) -> Double {
    let until = timeline.scenario.until
    var last = menu.events.last?.time ?? 0
    var completed = Set<Int>()
    for case .event(let when, let session, .completed) in timeline.contextMenuRecords {
      completed.insert(session)
      last = max(last, when)
    }
    guard timeline.sessionCount > 0, completed.count == timeline.sessionCount else { return until }
    let padded = last + max(0.1, 0.1 * last)
    let step = PlotAxis.niceStep(padded / 20)
    return min(until, (padded / step).rounded(.up) * step)
  }

  static func facts(of scenario: Scenario, _ menu: ContextMenuScenario) -> [String] {
    let n = { (value: Double) in ScenarioNumber.text(PlotValue.rounded(value)) }
    return [
      "commit \(n(menu.settings.commitDuration)) s", "slop \(n(menu.settings.slop)) pt",
      "container \(n(Double(menu.container.width))) × \(n(Double(menu.container.height))) pt",
      "\(menu.rowHeights.count) rows", menu.layoutDirection.rawValue,
      "keyboard \(n(menu.keyboard)) pt" + (menu.reducesMotion ? " · Reduce Motion" : ""),
      "\(ScenarioNumber.text(scenario.framesPerSecond)) fps",
    ]
  }

  mutating func render() -> String {
    let size = "width=\"\(out.f(width))\" height=\"\(out.f(height))\""
    out.add(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(out.f(width)) \(out.f(height))\" "
        + "role=\"img\" aria-labelledby=\"plot-title plot-desc\" font-family=\"Helvetica, Arial, sans-serif\">"
    )
    out.add("<title id=\"plot-title\">\(SVGWriter.escape(timeline.scenario.name))</title>")
    out.add("<desc id=\"plot-desc\">\(SVGWriter.escape(description))</desc>")
    out.add("<rect x=\"0\" y=\"0\" \(size) fill=\"#ffffff\"/>")
    out.label(left, 26, timeline.scenario.name, "font-size=\"19\" font-weight=\"bold\" fill=\"#222\"")
    for (index, line) in headerLines.enumerated() {
      out.label(left, 46 + 16 * Double(index), line, "font-size=\"13\" fill=\"#555\"")
    }
    panel(upperTop, upperBottom, value, "lift (solid), growth (dashed)")
    panel(lowerTop, lowerBottom, speed, "lift speed (1/s)")
    for reference in [(value, 0.0), (value, 1.0), (speed, 0.0)] {
      let y = reference.0.position(reference.1)
      out.line(left, y, right, y, "stroke=\"#888\"")
    }
    drawEvents()
    drawSessions()
    drawDecisions()
    drawLegend()
    out.add("</svg>")
    return out.text
  }

  var description: String {
    (timeline.scenario.summary.map { $0 + " " } ?? "")
      + "Timeline of interruptible-sim for a context menu. Upper panel: the lift's progress (solid, 0 at "
      + "rest, 1 at the commit) and the preview's and menu's growth (dashed, 0 at the source, 1 placed); "
      + "lower panel: the lift's speed in progress per second. One colour per press; dashed vertical lines "
      + "are scripted events; a filled dot marks the commit, a ring a cancelled lift, a tick a highlighted "
      + "row, a square the completion with its outcome. On the right: the container with the source dashed, the preview "
      + "and the menu every 0.05 s, their placed frames dark once a lift committed, the keyboard shaded, the finger's points in orange."
  }

  private mutating func panel(_ top: Double, _ bottom: Double, _ axis: PlotAxis, _ title: String) {
    out.add(
      "<rect x=\"\(out.f(left))\" y=\"\(out.f(top))\" width=\"\(out.f(right - left))\" "
        + "height=\"\(out.f(bottom - top))\" fill=\"#fafafa\" stroke=\"#999\"/>")
    for tick in axis.ticks {
      let y = axis.position(tick)
      out.line(left, y, right, y, "stroke=\"#e4e4e4\"")
      out.label(left - 8, y + 4.5, axis.label(tick), "font-size=\"13\" text-anchor=\"end\" fill=\"#333\"")
    }
    for tick in time.ticks {
      let x = time.position(tick)
      out.line(x, top, x, bottom, "stroke=\"#ececec\"")
      out.label(x, bottom + 20, time.label(tick), "font-size=\"13\" text-anchor=\"middle\" fill=\"#333\"")
    }
    let middle = (top + bottom) / 2
    out.label(
      16, middle, title,
      "font-size=\"13\" text-anchor=\"middle\" fill=\"#333\" transform=\"rotate(-90 16 \(out.f(middle)))\"")
    out.label(right, bottom + 36, "time (s)", "font-size=\"13\" text-anchor=\"end\" fill=\"#555\"")
  }

  private mutating func drawEvents() {
    for event in menu.events where event.time <= time.upper + 1e-9 {
      let x = time.position(event.time)
      out.line(x, upperTop, x, lowerBottom, "stroke=\"#777\" stroke-dasharray=\"4 3\"")
    }
    let rows = (eventLabels.map(\.row).max() ?? 0) + 1
    for label in eventLabels {
      let y = upperTop - 8 - Double(rows - 1 - label.row) * 15
      out.line(label.x, y + 3, label.x, upperTop, "stroke=\"#bbb\"")
      if abs(label.start - label.x) > 0.5 { out.line(label.x, y + 3, label.start, y + 3, "stroke=\"#bbb\"") }
      out.label(label.start + 2, y, label.text, "font-size=\"12\" fill=\"#444\"")
    }
  }

  private var sessionIDs: [Int] { Array(Set(samples.map(\.session))).sorted() }

  private mutating func drawSessions() {
    for id in sessionIDs {
      let own = samples.filter { $0.session == id }
      let colour = TimelinePlot.colour(ofSession: id)
      let style = "stroke=\"\(colour)\" stroke-width=\"2\" stroke-linejoin=\"round\""
      let axis = time
      let x = { (sample: ContextMenuSample) in axis.position(sample.time) }
      out.polyline(
        PlotDecimation.thin(own.map { (x($0), value.position(PlotValue.clamped($0.lift))) }), style)
      out.polyline(
        PlotDecimation.thin(own.map { (x($0), value.position(PlotValue.clamped($0.growth))) }),
        style + " stroke-dasharray=\"6 4\"")
      out.polyline(
        PlotDecimation.thin(own.map { (x($0), speed.position(PlotValue.clamped($0.liftVelocity))) }), style)
    }
  }

  /// The core's decisions: commit (filled dot at 1), cancel (ring where the lift turned back), a
  /// row highlighted (a tick at 1, labelled), the completion (a square on the baseline, labelled with
  /// the outcome).
  private mutating func drawDecisions() {
    for case .event(let when, let id, let event) in timeline.contextMenuRecords
    where when <= time.upper + 1e-9 {
      let colour = TimelinePlot.colour(ofSession: id)
      let x = time.position(when)
      switch event {
      case .commit:
        out.circle(x, value.position(1), 5, "fill=\"\(colour)\" stroke=\"\(colour)\" stroke-width=\"2\"")
      case .cancelLift(let back, _):
        out.circle(
          x, value.position(PlotValue.clamped(back.progress)), 5,
          "fill=\"#fff\" stroke=\"\(colour)\" stroke-width=\"2\"")
      case .completed(let outcome):
        let y = value.position(0)
        out.add(
          "<rect x=\"\(out.f(x - 4.5))\" y=\"\(out.f(y - 4.5))\" width=\"9\" height=\"9\" fill=\"\(colour)\"/>"
        )
        var text = "\(id): \(outcome.name)"
        if case .rowFired(let row) = outcome { text += " \(row)" }
        let leftward = x > right - 110
        out.label(
          leftward ? x - 8 : x + 8, y - 8 - 14 * Double((id - 1) % 2), text,
          "font-size=\"12\" fill=\"\(colour)\"\(leftward ? " text-anchor=\"end\"" : "")")
      case .highlightChanged(let row?):
        out.line(
          x, value.position(1) - 4, x, value.position(1) + 4, "stroke=\"\(colour)\" stroke-width=\"2\"")
        out.label(x + 3, value.position(1) - 8, "row \(row)", "font-size=\"11\" fill=\"\(colour)\"")
      default: continue
      }
    }
  }
}

import Foundation

/// Renders a timeline as an SVG plot: content progress (upper panel) and velocity (lower panel)
/// against time, one colour per session, scenario events as dashed vertical lines with labels, and
/// `completeTransition` marked on each session's progress curve.
///
/// One sign convention for the whole picture: velocity and the values of pan events are positive
/// toward presented (a pan's values, scripted toward the grabbed session's end, are converted), and
/// the legend says so. The time axis ends shortly after the last completion or event, never after
/// `until`. The document is 880 user units wide (GitHub's text column), with 12–13 px labels, and
/// carries a `<title>` and a `<desc>`. Plots of `curves…` scenarios add an inset with each timing
/// curve normalised to 0…1 and, for cubics, their control points.
package enum TimelinePlot {
  /// The colours of sessions 1, 2, … (repeating).
  package static let palette = ["#1f6fd1", "#d6336c", "#2b9348", "#7b2cbf", "#e8590c", "#0b7285"]

  /// The SVG document for `timeline`.
  package static func svg(_ timeline: Timeline) -> String {
    if timeline.scenario.contextMenu != nil { return ContextMenuPlot.svg(timeline) }
    var plot = PlotLayout(timeline: timeline)
    return plot.render()
  }

  /// The colour of session `id` (1-based).
  static func colour(ofSession id: Int) -> String {
    palette[((id - 1) % palette.count + palette.count) % palette.count]
  }
}

/// Lays out and draws the plot of one timeline.
struct PlotLayout {
  let timeline: Timeline
  let width = 880.0
  let left = 70.0
  let right = 686.0
  /// The facts line (durations, curves, distance, rate), wrapped between its parts.
  let factLines: [String]
  /// The text lines under the facts (the scenario's description, wrapped).
  let summaryLines: [String]
  /// The event labels, each with its row above the progress panel and its start.
  let eventLabels: [PlacedLabel]
  let progressTop: Double
  let progressBottom: Double
  let velocityTop: Double
  let velocityBottom: Double
  let height: Double
  let time: PlotAxis
  let progress: PlotAxis
  let velocity: PlotAxis
  var out = SVGWriter()

  static let eventRows = 4
  static let eventRowHeight = 15.0

  init(timeline: Timeline) {
    self.timeline = timeline
    factLines = PlotText.wrap(
      parts: Self.facts(of: timeline.scenario) + Self.cancellations(of: timeline), width: 118)
    summaryLines = PlotText.wrap(timeline.scenario.summary ?? "", width: 118)
    let end = PlotTimeRange.end(of: timeline)
    time = PlotAxis(upTo: end, from: left, to: right, targetTicks: 8)
    eventLabels = PlacedLabel.place(
      EventLabels.make(timeline.scenario.events, panKinds: EventLabels.panKinds(of: timeline)), on: time,
      rows: Self.eventRows,
      rightEdge: width - 4)
    let rows = Double((eventLabels.map(\.row).max() ?? 0) + 1)
    progressTop = 36 + 16 * Double(factLines.count + summaryLines.count) + rows * Self.eventRowHeight + 10
    progressBottom = progressTop + 220
    velocityTop = progressBottom + 44
    velocityBottom = velocityTop + 220
    height = velocityBottom + 48
    let samples = timeline.samples.filter { $0.time <= end + 1e-9 }
    let progresses = samples.map { PlotValue.clamped($0.progress) }
    progress = PlotAxis(
      covering: PlotValue.lower(0, progresses.min() ?? 0, tolerance: 0.01),
      PlotValue.upper(1, progresses.max() ?? 1, tolerance: 0.01), from: progressBottom, to: progressTop,
      targetTicks: 6)
    let velocities = samples.map { PlotValue.clamped($0.velocity) }
    let speed = velocities.map(abs).max() ?? 0
    velocity = PlotAxis(
      covering: PlotValue.lower(0, velocities.min() ?? 0, tolerance: 0.01 * speed),
      PlotValue.upper(0, velocities.max() ?? 0, tolerance: 0.01 * speed), from: velocityBottom,
      to: velocityTop,
      targetTicks: 6)
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
    drawTitle()
    drawPanel(
      top: progressTop, bottom: progressBottom, axis: progress, title: "progress (0 dismissed, 1 presented)")
    drawPanel(
      top: velocityTop, bottom: velocityBottom, axis: velocity, title: "velocity (pt/s, + toward presented)")
    drawReferenceLines()
    drawKeyboard()
    drawRecede()
    drawEvents()
    drawSessions()
    drawLegend()
    out.add("</svg>")
    return out.text
  }

  /// The `<desc>` text: the scenario's description and how to read the plot.
  var description: String {
    let summary = timeline.scenario.summary.map { $0 + " " } ?? ""
    return summary
      + "Timeline of interruptible-sim. Upper panel: the content's progress (0 dismissed, 1 presented); "
      + "lower panel: its velocity in points per second, positive toward presented (while a finger holds "
      + "a session, the finger's velocity). One colour per session; dashed lines are scenario events, "
      + "whose pan values are also given positive toward presented; a filled dot marks a session that "
      + "completed, a ring one that completed cancelled." + keyboardDescription + zoomDescription
      + recedeDescription
  }

  private mutating func drawTitle() {
    let scenario = timeline.scenario
    out.label(left, 26, scenario.name, "font-size=\"19\" font-weight=\"bold\" fill=\"#222\"")
    var y = 30.0
    for line in factLines {
      y += 16
      out.label(left, y, line, "font-size=\"13\" fill=\"#555\"")
    }
    for line in summaryLines {
      y += 16
      out.label(left, y, line, "font-size=\"13\" fill=\"#333\" font-style=\"italic\"")
    }
  }

  /// The parts of the facts line.
  static func facts(of scenario: Scenario) -> [String] {
    [
      "present \(ScenarioNumber.text(PlotValue.rounded(scenario.present.duration))) s \(scenario.present.curveLabel)",
      "dismiss \(ScenarioNumber.text(PlotValue.rounded(scenario.dismiss.duration))) s \(scenario.dismiss.curveLabel)",
      "distance \(ScenarioNumber.text(scenario.distance)) pt",
      "\(ScenarioNumber.text(scenario.framesPerSecond)) fps",
    ]
  }

  private mutating func drawPanel(top: Double, bottom: Double, axis: PlotAxis, title: String) {
    out.add(
      "<rect x=\"\(out.f(left))\" y=\"\(out.f(top))\" width=\"\(out.f(right - left))\" "
        + "height=\"\(out.f(bottom - top))\" fill=\"#fafafa\" stroke=\"#999\"/>")
    for tick in axis.ticks {
      let y = axis.position(tick)
      out.line(left, y, right, y, "stroke=\"#e4e4e4\"")
      out.line(left - 5, y, left, y, "stroke=\"#666\"")
      out.label(left - 8, y + 4.5, axis.label(tick), "font-size=\"13\" text-anchor=\"end\" fill=\"#333\"")
    }
    for tick in time.ticks {
      let x = time.position(tick)
      out.line(x, top, x, bottom, "stroke=\"#ececec\"")
      out.line(x, bottom, x, bottom + 5, "stroke=\"#666\"")
      out.label(x, bottom + 20, time.label(tick), "font-size=\"13\" text-anchor=\"middle\" fill=\"#333\"")
    }
    let middle = (top + bottom) / 2
    out.label(
      16, middle, title,
      "font-size=\"13\" text-anchor=\"middle\" fill=\"#333\" transform=\"rotate(-90 16 \(out.f(middle)))\"")
    out.label(right, bottom + 36, "time (s)", "font-size=\"13\" text-anchor=\"end\" fill=\"#555\"")
  }

  private mutating func drawReferenceLines() {
    for value in [0.0, 1.0] {
      let y = progress.position(value)
      out.line(left, y, right, y, "stroke=\"#888\" stroke-width=\"1\"")
    }
    let zero = velocity.position(0)
    out.line(left, zero, right, zero, "stroke=\"#888\" stroke-width=\"1\"")
  }

  /// Scenario events: a dashed line through both panels (a short tick for each `panChanged` and
  /// `sourceMoved`) and a label in one of the rows above; a run of `panChanged` or `sourceMoved`
  /// gets one label, events at the same time share one.
  private mutating func drawEvents() {
    for event in timeline.scenario.events where event.time <= time.upper + 1e-9 {
      let x = time.position(event.time)
      if EventLabels.runKind(of: event.action) != nil {
        out.line(x, progressTop - 4, x, progressTop + 6, "stroke=\"#777\"")
        out.line(x, velocityTop, x, velocityTop + 6, "stroke=\"#777\"")
      } else {
        out.line(x, progressTop, x, velocityBottom, "stroke=\"#777\" stroke-dasharray=\"4 3\"")
      }
    }
    let rows = (eventLabels.map(\.row).max() ?? 0) + 1
    for label in eventLabels {
      let y = progressTop - 8 - Double(rows - 1 - label.row) * Self.eventRowHeight
      out.line(label.x, y + 3, label.x, progressTop, "stroke=\"#bbb\"")
      if abs(label.start - label.x) > 0.5 { out.line(label.x, y + 3, label.start, y + 3, "stroke=\"#bbb\"") }
      out.label(label.start + 2, y, label.text, "font-size=\"12\" fill=\"#444\"")
    }
  }

  private mutating func drawSessions() {
    for id in timeline.sessionIDs {
      let samples = timeline.plotPoints(ofSession: id).filter { $0.time <= time.upper + 1e-9 }
      let colour = TimelinePlot.colour(ofSession: id)
      let style = "stroke=\"\(colour)\" stroke-width=\"2\" stroke-linejoin=\"round\""
      let progressPoints = samples.map {
        (time.position($0.time), progress.position(PlotValue.clamped($0.progress)))
      }
      let velocityPoints = samples.map {
        (time.position($0.time), velocity.position(PlotValue.clamped($0.velocity)))
      }
      out.polyline(PlotDecimation.thin(progressPoints), style)
      out.polyline(PlotDecimation.thin(velocityPoints), style)
      drawCompletions(of: id, samples: samples, colour: colour)
    }
  }

  /// `completeTransition` as a circle on the progress curve: filled when completed, hollow when not.
  private mutating func drawCompletions(of id: Int, samples: [SessionSample], colour: String) {
    for record in timeline.records {
      guard case .completeTransition(let when, let session, let didComplete) = record, session == id,
        when <= time.upper + 1e-9
      else { continue }
      let nearest = samples.min { abs($0.time - when) < abs($1.time - when) }
      let x = time.position(when)
      let y = progress.position(PlotValue.clamped(nearest?.progress ?? 0))
      let fill = didComplete ? colour : "#ffffff"
      out.circle(x, y, 5, "fill=\"\(fill)\" stroke=\"\(colour)\" stroke-width=\"2\"")
      let text = "\(id): \(didComplete ? "completed" : "cancelled")"
      let above = y - progressTop > 24
      let leftward = x > right - 96
      out.label(
        leftward ? x - 7 : x + 7, above ? y - 8 : y + 18, text,
        "font-size=\"12\" fill=\"\(colour)\"\(leftward ? " text-anchor=\"end\"" : "")")
    }
  }
}

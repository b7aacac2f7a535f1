import Foundation

/// Renders a timeline as an SVG plot: content progress (top panel) and velocity (bottom panel)
/// against time, one colour per session, scenario events as dashed vertical lines with labels, and
/// `completeTransition` marked on each session's progress curve.
public enum TimelinePlot {
  /// The colours of sessions 1, 2, … (repeating).
  public static let palette = ["#1f6fd1", "#d6336c", "#2b9348", "#7b2cbf", "#e8590c", "#0b7285"]

  /// The SVG document for `timeline`, 1000 × 700 user units.
  public static func svg(_ timeline: Timeline) -> String {
    var plot = PlotLayout(timeline: timeline)
    return plot.render()
  }
}

/// Lays out and draws the plot of one timeline.
struct PlotLayout {
  let timeline: Timeline
  let width = 1000.0
  let height = 700.0
  let left = 78.0
  let right = 810.0
  let progressTop = 124.0
  let progressBottom = 362.0
  let velocityTop = 400.0
  let velocityBottom = 640.0
  let time: PlotAxis
  let progress: PlotAxis
  let velocity: PlotAxis
  var out = SVGWriter()

  init(timeline: Timeline) {
    self.timeline = timeline
    let samples = timeline.samples
    time = PlotAxis(covering: 0, timeline.scenario.until, from: left, to: right, targetTicks: 9)
    let progresses = samples.map(\.progress).filter(\.isFinite)
    progress = PlotAxis(
      covering: min(0, progresses.min() ?? 0), max(1, progresses.max() ?? 1),
      from: progressBottom, to: progressTop, targetTicks: 6)
    let velocities = samples.map(\.velocity).filter(\.isFinite)
    velocity = PlotAxis(
      covering: min(0, velocities.min() ?? 0), max(0, velocities.max() ?? 0),
      from: velocityBottom, to: velocityTop, targetTicks: 6)
  }

  mutating func render() -> String {
    out.add(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000\" height=\"700\" viewBox=\"0 0 1000 700\" "
        + "font-family=\"Helvetica, Arial, sans-serif\">")
    out.add("<rect x=\"0\" y=\"0\" width=\"1000\" height=\"700\" fill=\"#ffffff\"/>")
    drawTitle()
    drawPanel(
      top: progressTop, bottom: progressBottom, axis: progress, title: "progress (0 dismissed, 1 presented)")
    drawPanel(top: velocityTop, bottom: velocityBottom, axis: velocity, title: "velocity (pt/s)")
    drawReferenceLines()
    drawEvents()
    drawSessions()
    drawLegend()
    out.add("</svg>")
    return out.text
  }

  private mutating func drawTitle() {
    let scenario = timeline.scenario
    out.label(left, 24, scenario.name, "font-size=\"20\" font-weight=\"bold\" fill=\"#222\"")
    let facts =
      "present \(ScenarioNumber.text(scenario.present.duration.rounded(to: 3))) s \(scenario.present.curveLabel)"
      + " · dismiss \(ScenarioNumber.text(scenario.dismiss.duration.rounded(to: 3))) s \(scenario.dismiss.curveLabel)"
      + " · distance \(ScenarioNumber.text(scenario.distance)) pt · \(ScenarioNumber.text(scenario.framesPerSecond)) fps"
    out.label(left, 42, facts, "font-size=\"12\" fill=\"#555\"")
    if let summary = scenario.summary {
      out.label(left, 58, summary, "font-size=\"12\" fill=\"#333\" font-style=\"italic\"")
    }
  }

  private mutating func drawPanel(top: Double, bottom: Double, axis: PlotAxis, title: String) {
    out.add(
      "<rect x=\"\(out.f(left))\" y=\"\(out.f(top))\" width=\"\(out.f(right - left))\" "
        + "height=\"\(out.f(bottom - top))\" fill=\"#fafafa\" stroke=\"#999\"/>")
    for tick in axis.ticks {
      let y = axis.position(tick)
      out.line(left, y, right, y, "stroke=\"#e4e4e4\"")
      out.line(left - 5, y, left, y, "stroke=\"#666\"")
      out.label(left - 8, y + 4, axis.label(tick), "font-size=\"11\" text-anchor=\"end\" fill=\"#333\"")
    }
    for tick in time.ticks {
      let x = time.position(tick)
      out.line(x, top, x, bottom, "stroke=\"#ececec\"")
      out.line(x, bottom, x, bottom + 5, "stroke=\"#666\"")
      out.label(x, bottom + 18, time.label(tick), "font-size=\"11\" text-anchor=\"middle\" fill=\"#333\"")
    }
    let middle = (top + bottom) / 2
    out.label(
      22, middle, title,
      "font-size=\"12\" text-anchor=\"middle\" fill=\"#333\" transform=\"rotate(-90 22 \(out.f(middle)))\"")
    out.label(right, bottom + 32, "time (s)", "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"")
  }

  private mutating func drawReferenceLines() {
    for (value, name) in [(0.0, "dismissed"), (1.0, "presented")] {
      let y = progress.position(value)
      out.line(left, y, right, y, "stroke=\"#888\" stroke-width=\"1\"")
      out.label(right + 6, y + 4, name, "font-size=\"11\" fill=\"#666\"")
    }
    let zero = velocity.position(0)
    out.line(left, zero, right, zero, "stroke=\"#888\" stroke-width=\"1\"")
  }

  /// Scenario events: a dashed line through both panels (a short tick for each `panChanged`) and a
  /// label in one of four rows above; a run of `panChanged` gets one label, events at the same time
  /// share one.
  private mutating func drawEvents() {
    for event in timeline.scenario.events {
      let x = time.position(event.time)
      if case .panChanged = event.action.step {
        out.line(x, progressTop - 4, x, progressTop + 6, "stroke=\"#777\"")
        out.line(x, velocityTop, x, velocityTop + 6, "stroke=\"#777\"")
      } else {
        out.line(x, progressTop, x, velocityBottom, "stroke=\"#777\" stroke-dasharray=\"4 3\"")
      }
    }
    var rowEnds = [Double](repeating: -.infinity, count: 4)
    for (when, text) in EventLabels.make(timeline.scenario.events) {
      let x = time.position(when)
      let row = rowEnds.firstIndex { $0 + 8 < x } ?? rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] }!
      let start = max(x, rowEnds[row] + 8)
      rowEnds[row] = start + Double(text.count) * 6.1
      let y = progressTop - 9 - Double(3 - row) * 13
      out.line(x, y + 3, x, progressTop, "stroke=\"#bbb\"")
      if start > x { out.line(x, y + 3, start, y + 3, "stroke=\"#bbb\"") }
      out.label(start + 2, y, text, "font-size=\"11\" fill=\"#444\"")
    }
  }

  private mutating func drawSessions() {
    for id in timeline.sessionIDs {
      let samples = timeline.plotPoints(ofSession: id)
      let colour = TimelinePlot.palette[(id - 1) % TimelinePlot.palette.count]
      let style = "stroke=\"\(colour)\" stroke-width=\"2\" stroke-linejoin=\"round\""
      let progressPoints = samples.map { (time.position($0.time), progress.position(clamped($0.progress))) }
      let velocityPoints = samples.map { (time.position($0.time), velocity.position(clamped($0.velocity))) }
      out.polyline(PlotDecimation.thin(progressPoints), style)
      out.polyline(PlotDecimation.thin(velocityPoints), style)
      drawCompletions(of: id, samples: samples, colour: colour)
    }
  }

  /// `completeTransition` as a circle on the progress curve: filled when completed, hollow when not.
  private mutating func drawCompletions(of id: Int, samples: [SessionSample], colour: String) {
    for record in timeline.records {
      guard case .completeTransition(let when, let session, let didComplete) = record, session == id else {
        continue
      }
      let nearest = samples.min { abs($0.time - when) < abs($1.time - when) }
      let x = time.position(when)
      let y = progress.position(clamped(nearest?.progress ?? 0))
      let fill = didComplete ? colour : "#ffffff"
      out.circle(x, y, 5, "fill=\"\(fill)\" stroke=\"\(colour)\" stroke-width=\"2\"")
      let text = "\(id): \(didComplete ? "completed" : "cancelled")"
      let above = y - progressTop > 24
      let leftward = x > right - 90
      out.label(
        leftward ? x - 7 : x + 7, above ? y - 8 : y + 16, text,
        "font-size=\"11\" fill=\"\(colour)\"\(leftward ? " text-anchor=\"end\"" : "")")
    }
  }

  private mutating func drawLegend() {
    let x = right + 82
    var y = progressTop + 4
    out.label(x, y, "sessions", "font-size=\"12\" font-weight=\"bold\" fill=\"#333\"")
    for id in timeline.sessionIDs {
      y += 18
      let colour = TimelinePlot.palette[(id - 1) % TimelinePlot.palette.count]
      let kind = timeline.samples(ofSession: id).first?.kind.rawValue ?? "?"
      out.line(x, y - 4, x + 18, y - 4, "stroke=\"\(colour)\" stroke-width=\"3\"")
      out.label(x + 24, y, "\(id) \(kind)", "font-size=\"12\" fill=\"#222\"")
    }
    y += 28
    out.circle(x + 9, y - 4, 5, "fill=\"#555\" stroke=\"#555\" stroke-width=\"2\"")
    out.label(x + 24, y, "completed", "font-size=\"11\" fill=\"#333\"")
    y += 18
    out.circle(x + 9, y - 4, 5, "fill=\"#fff\" stroke=\"#555\" stroke-width=\"2\"")
    out.label(x + 24, y, "cancelled", "font-size=\"11\" fill=\"#333\"")
    y += 18
    out.line(x + 9, y - 12, x + 9, y + 2, "stroke=\"#777\" stroke-dasharray=\"4 3\"")
    out.label(x + 24, y, "event", "font-size=\"11\" fill=\"#333\"")
  }

  private func clamped(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

extension Double {
  /// The value rounded to `places` decimals.
  fileprivate func rounded(to places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}

/// The labels of a scenario's events for the plot: `0.15 s tapOutside`, one label for a run of
/// `panChanged` (`0.8 s panChanged ×6 → 75 pt`), and events at the same time joined with commas.
enum EventLabels {
  /// Label times and texts in time order.
  static func make(_ events: [ScenarioEvent]) -> [(time: Double, text: String)] {
    var parts: [(time: Double, text: String)] = []
    var index = 0
    while index < events.count {
      var end = index
      if case .panChanged = events[index].action.step {
        while end + 1 < events.count, case .panChanged = events[end + 1].action.step { end += 1 }
      }
      if end > index, case .panChanged(let last) = events[end].action.step {
        parts.append((events[index].time, "panChanged ×\(end - index + 1) → \(ScenarioNumber.text(last)) pt"))
      } else {
        parts.append((events[index].time, events[index].action.label))
      }
      index = end + 1
    }
    var labels: [(time: Double, text: String)] = []
    for part in parts {
      if let last = labels.last, abs(last.time - part.time) < 1e-9 {
        labels[labels.count - 1].text += ", \(part.text)"
      } else {
        labels.append((part.time, "\(ScenarioNumber.text(part.time)) s \(part.text)"))
      }
    }
    return labels
  }
}

/// Keeps long polylines small: above a few thousand points, each half-pixel column keeps only its
/// first, lowest, highest and last point, which draws the same picture.
enum PlotDecimation {
  /// The points to draw for `points` (in x order).
  static func thin(_ points: [(Double, Double)], limit: Int = 3000) -> [(Double, Double)] {
    guard points.count > limit else { return points }
    var result: [(Double, Double)] = []
    var bucket: [(Double, Double)] = []
    var column = Int.min
    func flush() {
      guard let first = bucket.first, let last = bucket.last else { return }
      let low = bucket.min { $0.1 < $1.1 }!
      let high = bucket.max { $0.1 < $1.1 }!
      let inner = low.0 <= high.0 ? [low, high] : [high, low]
      for point in [first] + inner + [last] where result.last.map({ $0 != point }) ?? true {
        result.append(point)
      }
      bucket.removeAll()
    }
    for point in points {
      let index = point.0.isFinite ? Int((min(max(point.0, -1e6), 1e6) * 2).rounded(.down)) : 0
      if index != column {
        flush()
        column = index
      }
      bucket.append(point)
    }
    flush()
    return result
  }
}

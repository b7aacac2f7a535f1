import Foundation
import InterruptibleCore

/// Where the plot's time axis ends: shortly after the last completion (or the last event, if later):
/// 10 % later (at least 0.1 s), rounded up to a nice step of about a twentieth of that, and never
/// after `until`. While a session is still live at `until`, `until`.
enum PlotTimeRange {
  static func end(of timeline: Timeline) -> Double {
    let until = timeline.scenario.until.isFinite && timeline.scenario.until > 0 ? timeline.scenario.until : 1
    var ends: [Int: Double] = [:]
    for case .completeTransition(let time, let session, _) in timeline.records {
      ends[session] = max(ends[session] ?? time, time)
    }
    let sessions = timeline.sessionIDs
    guard !sessions.isEmpty, sessions.allSatisfy({ ends[$0] != nil }) else { return until }
    let last = max(ends.values.max() ?? 0, timeline.scenario.events.last?.time ?? 0)
    let padded = last + max(0.1, 0.1 * last)
    let step = PlotAxis.niceStep(padded / 20)
    let end = (padded / step).rounded(.up) * step
    return end.isFinite ? min(until, end) : until
  }
}

/// Values made safe to draw.
enum PlotValue {
  /// The largest magnitude drawn; beyond it values are clamped (never converted to an integer).
  static let limit = 1e9

  /// `value` clamped to ±``limit``; non-finite values draw as 0.
  static func clamped(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -limit), limit) : 0
  }

  /// The lower end of an axis that must show `bound`: `extreme` when it lies more than `tolerance`
  /// below `bound`, else `bound` (an axis grows for real overshoot, not for a rounding-sized one).
  static func lower(_ bound: Double, _ extreme: Double, tolerance: Double) -> Double {
    extreme < bound - tolerance ? extreme : bound
  }

  /// The upper end of an axis that must show `bound`: `extreme` when it lies more than `tolerance`
  /// above `bound`, else `bound`.
  static func upper(_ bound: Double, _ extreme: Double, tolerance: Double) -> Double {
    extreme > bound + tolerance ? extreme : bound
  }

  /// `value` rounded to 3 decimals for labels (unchanged when that would overflow).
  static func rounded(_ value: Double) -> Double {
    let rounded = (value * 1000).rounded() / 1000
    return rounded.isFinite ? rounded : value
  }
}

/// Text measurements and wrapping for labels (an estimate: SVG has no layout).
enum PlotText {
  /// The approximate width of `text` in a sans-serif font of `size` px.
  static func width(_ text: String, size: Double) -> Double {
    Double(text.count) * size * 0.56
  }

  /// `parts` joined with ` · ` into lines of at most `width` characters, breaking only between parts.
  static func wrap(parts: [String], width: Int) -> [String] {
    var lines: [String] = []
    for part in parts {
      if let last = lines.last, last.count + 3 + part.count <= width {
        lines[lines.count - 1] = last + " · " + part
      } else {
        lines.append(part)
      }
    }
    return lines
  }

  /// `text` in lines of at most `width` characters, broken at spaces; at most three lines, the last
  /// ending in `…` when the text is longer.
  static func wrap(_ text: String, width: Int, maximumLines: Int = 3) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    guard lines.count > maximumLines else { return lines }
    var kept = Array(lines.prefix(maximumLines))
    kept[maximumLines - 1] = String(kept[maximumLines - 1].prefix(max(width - 1, 1))) + "…"
    return kept
  }
}

/// An event label placed in one of the rows above the progress panel: rows are filled top-down in
/// time order, a label going to the first row where it does not overlap the previous one (else the
/// row that ends first, shifted right), and never past the right edge.
struct PlacedLabel {
  /// The event's x position.
  let x: Double
  /// Where the text starts (at or right of `x`, unless the right edge pushed it left).
  let start: Double
  /// The row, 0 the highest.
  let row: Int
  let text: String

  static func place(
    _ labels: [(time: Double, text: String)], on axis: PlotAxis, rows: Int, rightEdge: Double
  ) -> [PlacedLabel] {
    var rowEnds = [Double](repeating: -.infinity, count: max(rows, 1))
    var placed: [PlacedLabel] = []
    for (when, text) in labels where when <= axis.upper + 1e-9 {
      let x = axis.position(when)
      let row = rowEnds.firstIndex { $0 + 8 < x } ?? rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] } ?? 0
      let textWidth = PlotText.width(text, size: 12)
      let start = min(max(x, rowEnds[row] + 8), rightEdge - textWidth)
      rowEnds[row] = start + textWidth
      placed.append(PlacedLabel(x: x, start: start, row: row, text: text))
    }
    return placed
  }
}

/// The labels of a scenario's events for the plot: `0.15 s tapOutside`, one label for a run of
/// `panChanged` (`0.8 s panChanged ×6 → -75 pt`) or `sourceMoved` (`0.81 s sourceMoved ×48 → (24, 80,
/// 110, 110)`), and events at the same time joined with commas.
/// Pan values are given in the plot's sign (positive toward presented): a pan's translation and
/// velocity, scripted toward the grabbed session's end, change sign for a dismissal. A pan event that
/// found no session to hold is marked `(ignored)` and keeps its scripted value.
enum EventLabels {
  /// The kind of session each pan event holds, for the sign of its label: the simulation's record for
  /// a presentation scenario; in a detent scenario every drag moves the sheet, measured downward
  /// (toward dismissed), so each pan event counts as holding a dismissal. A zoom scenario's pans are
  /// vectors, labelled as scripted; its `panBegan` starts or grabs a flight and is never marked
  /// ignored.
  static func panKinds(of timeline: Timeline) -> [Int: SessionKind] {
    guard timeline.scenario.detents != nil || timeline.scenario.zoom != nil else { return timeline.panKinds }
    var kinds: [Int: SessionKind] = [:]
    for (index, event) in timeline.scenario.events.enumerated() {
      switch event.action.step {
      case .panBegan, .panChanged, .panEnded: kinds[index] = .dismiss
      default: continue
      }
    }
    return kinds
  }

  /// The kind of run an event belongs to: consecutive `panChanged` (a number or a vector) or
  /// `sourceMoved` events get one label and are drawn as short ticks; nil for other events.
  static func runKind(of action: ScenarioAction) -> String? {
    switch action {
    case .step(.panChanged): return "panChanged"
    case .zoom(.panChanged): return "zoom panChanged"
    case .zoom(.sourceMoved): return "sourceMoved"
    default: return nil
    }
  }

  /// Label times and texts in time order.
  static func make(_ events: [ScenarioEvent], panKinds: [Int: SessionKind] = [:]) -> [(
    time: Double, text: String
  )] {
    var parts: [(time: Double, text: String)] = []
    var index = 0
    while index < events.count {
      var end = index
      if let kind = runKind(of: events[index].action) {
        while end + 1 < events.count, runKind(of: events[end + 1].action) == kind { end += 1 }
      }
      let run = end > index ? "\(events[index].action.name) ×\(end - index + 1) → " : nil
      parts.append((events[index].time, text(of: events[end].action, kind: panKinds[end], run: run)))
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

  /// One event's text; `run` replaces the name of a run of `panChanged`.
  private static func text(of action: ScenarioAction, kind: SessionKind?, run: String?) -> String {
    if case .zoom(let zoom) = action, let run { return run + zoom.value }
    let sign = kind == .dismiss ? -1.0 : 1.0
    let ignored = kind == nil ? " (ignored)" : ""
    switch action.step {
    case .panChanged(let translation):
      return (run ?? "panChanged ") + "\(ScenarioNumber.text(sign * translation)) pt" + ignored
    case .panEnded(let velocity):
      return "panEnded \(ScenarioNumber.text(sign * velocity)) pt/s" + ignored
    case .panBegan:
      return "panBegan" + ignored
    default:
      return action.label
    }
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
      let index = Int((PlotValue.clamped(point.0) * 2).rounded(.down))
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

import Foundation

/// A linear axis: a data range mapped to a pixel range, with "nice" tick values (1, 2, 2.5, 5 × 10ⁿ).
struct PlotAxis {
  /// The data range shown.
  let lower: Double
  let upper: Double
  /// The pixel positions of `lower` and `upper` (for a vertical axis `lower` maps to the bottom).
  let from: Double
  let to: Double
  /// Tick values inside the range.
  let ticks: [Double]
  /// The tick spacing.
  let step: Double

  /// The largest magnitude an axis covers: data beyond it is clamped (see `PlotValue`), so every
  /// step, tick count and position stays finite.
  static let limit = 1e9

  /// An axis covering `lower...upper` (widened to whole ticks) drawn from pixel `from` to `to`.
  /// Non-finite bounds mean 0 and 1; bounds beyond ±``limit`` are clamped to it.
  init(covering lower: Double, _ upper: Double, from: Double, to: Double, targetTicks: Int = 6) {
    var lower = lower.isFinite ? min(max(lower, -Self.limit), Self.limit) : 0
    var upper = upper.isFinite ? min(max(upper, -Self.limit), Self.limit) : 1
    if upper - lower < 1e-9 {
      lower -= 0.5
      upper += 0.5
    }
    let step = Self.niceStep((upper - lower) / Double(max(targetTicks - 1, 1)))
    let first = (lower / step + 1e-9).rounded(.down) * step
    let last = (upper / step - 1e-9).rounded(.up) * step
    self.init(lower: first, upper: last, step: step, from: from, to: to)
  }

  /// An axis from exactly 0 to `end` (not widened: a time axis that must stop at `end`), with ticks
  /// at the multiples of a nice step. A non-finite or non-positive `end` means 1.
  init(upTo end: Double, from: Double, to: Double, targetTicks: Int = 8) {
    let end = end.isFinite && end > 0 ? min(end, Self.limit) : 1
    let step = Self.niceStep(end / Double(max(targetTicks - 1, 1)))
    self.init(lower: 0, upper: end, step: step, from: from, to: to)
  }

  private init(lower: Double, upper: Double, step: Double, from: Double, to: Double) {
    self.lower = lower
    self.upper = upper
    self.step = step
    self.from = from
    self.to = to
    let first = (lower / step - 1e-9).rounded(.up)
    let count = min(max(Int(((upper - lower) / step + 1e-9).rounded(.down)), 0), 1000)
    ticks = (0...count).map { (first + Double($0)) * step }.filter { $0 <= upper + step * 1e-9 }
      .map { min($0, upper) }
  }

  /// The pixel position of `value`.
  func position(_ value: Double) -> Double {
    from + (value - lower) / (upper - lower) * (to - from)
  }

  /// A tick label with as many decimals as the step needs.
  func label(_ value: Double) -> String {
    let decimals =
      (0...4).first { digits in
        let scaled = step * pow(10, Double(digits))
        return abs(scaled - scaled.rounded()) < 1e-6
      } ?? 4
    let text = String(format: "%.\(decimals)f", abs(value) < step / 1e6 ? 0 : value)
    return text == "-0" ? "0" : text
  }

  /// The smallest of 1, 2, 2.5, 5 × 10ⁿ at least `rough`.
  static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let magnitude = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= rough * (1 - 1e-9) {
      return factor * magnitude
    }
    return 10 * magnitude
  }
}

/// Builds SVG markup.
struct SVGWriter {
  private(set) var text = ""

  /// Appends one element line.
  mutating func add(_ element: String) {
    text += element
    text += "\n"
  }

  /// A line segment.
  mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ style: String) {
    add("<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" \(style)/>")
  }

  /// A text label; `extra` holds further attributes (anchor, size, colour, transform).
  mutating func label(_ x: Double, _ y: Double, _ content: String, _ extra: String = "") {
    add("<text x=\"\(f(x))\" y=\"\(f(y))\" \(extra)>\(Self.escape(content))</text>")
  }

  /// A polyline through `points`.
  mutating func polyline(_ points: [(Double, Double)], _ style: String) {
    let list = points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
    add("<polyline fill=\"none\" points=\"\(list)\" \(style)/>")
  }

  /// A closed, filled shape through `points` (no stroke unless `style` gives one).
  mutating func polygon(_ points: [(Double, Double)], _ style: String) {
    let list = points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
    add("<polygon points=\"\(list)\" \(style)/>")
  }

  /// A circle.
  mutating func circle(_ x: Double, _ y: Double, _ radius: Double, _ style: String) {
    add("<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(radius))\" \(style)/>")
  }

  /// A pixel coordinate with two decimals; NaN writes 0 and magnitudes beyond 1e6 (far off any
  /// canvas) are clamped, so nothing huge is converted to an integer.
  func f(_ value: Double) -> String {
    // Pixels far outside the canvas are clamped (and NaN drawn at 0), never converted to Int blindly.
    let value = value.isNaN ? 0 : min(max(value, -1e6), 1e6)
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
  }

  /// `text` with XML special characters escaped, and characters XML 1.0 does not allow (C0
  /// controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD, so
  /// the SVG stays well-formed whatever a scenario's name or description holds.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

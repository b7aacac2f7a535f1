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

  /// An axis covering `lower...upper` (widened to whole ticks) drawn from pixel `from` to `to`.
  init(covering lower: Double, _ upper: Double, from: Double, to: Double, targetTicks: Int = 6) {
    // Non-finite ends fall back to 0...1; huge ones are clamped to ±limit, so spans, steps and tick
    // counts stay finite and small (a spring launched at 1e308 /s must not crash the plot).
    var lower = lower.isFinite ? min(max(lower, -Self.limit), Self.limit) : 0
    var upper = upper.isFinite ? min(max(upper, -Self.limit), Self.limit) : 1
    if upper - lower < 1e-9 {
      lower -= 0.5
      upper += 0.5
    }
    let step = Self.niceStep((upper - lower) / Double(max(targetTicks - 1, 1)))
    let first = (lower / step + 1e-9).rounded(.down) * step
    let last = (upper / step - 1e-9).rounded(.up) * step
    self.lower = first
    self.upper = last
    self.step = step
    self.from = from
    self.to = to
    let count = Int(((last - first) / step).rounded())
    ticks = (0...count).map { first + Double($0) * step }
  }

  /// The largest magnitude an axis end can have (data beyond it is drawn at the plot's edge).
  static let limit = 1e9

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

  /// A circle.
  mutating func circle(_ x: Double, _ y: Double, _ radius: Double, _ style: String) {
    add("<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(radius))\" \(style)/>")
  }

  /// A pixel coordinate with two decimals.
  func f(_ value: Double) -> String {
    // Pixels far outside the canvas are clamped (and NaN drawn at 0), never converted to Int blindly.
    let value = value.isNaN ? 0 : min(max(value, -1e6), 1e6)
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
  }

  /// `text` with XML special characters escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

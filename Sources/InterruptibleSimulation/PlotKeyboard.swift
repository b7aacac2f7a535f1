/// The keyboard in plots of detent scenarios that show one: its shown height over time as a band
/// at the bottom of the progress panel, drawn on the progress axis as the height divided by the
/// scenario's distance (a 336 pt keyboard under an 844 pt container reaches 0.4), under the
/// sessions' curves, with a legend entry. Plots without a keyboard (every presentation scenario,
/// and detent scenarios whose keyboard never shows) are unchanged.
extension PlotLayout {
  /// The band's fill and edge colour.
  static let keyboardColour = "#6c757d"

  /// The keyboard's shown height (points) at each sample time, in time order; empty when it never
  /// shows.
  var keyboardHeights: [(time: Double, height: Double)] {
    var byTime: [(time: Double, height: Double)] = []
    for sample in timeline.samples where sample.time <= time.upper + 1e-9 {
      guard let height = sample.keyboard, height.isFinite else { continue }
      if let last = byTime.last, abs(last.time - sample.time) < 1e-9 { continue }
      byTime.append((sample.time, height))
    }
    return byTime.contains { $0.height > 0 } ? byTime.sorted { $0.time < $1.time } : []
  }

  /// The distance the band is measured against (points).
  var keyboardScale: Double { timeline.scenario.distance > 0 ? timeline.scenario.distance : 1 }

  /// The band, its top edge and a label at its highest point.
  mutating func drawKeyboard() {
    let heights = keyboardHeights
    guard let first = heights.first, let last = heights.last else { return }
    let scale = keyboardScale
    let top = heights.map {
      (time.position($0.time), progress.position(PlotValue.clamped($0.height / scale)))
    }
    let base = progress.position(0)
    let outline = [(time.position(first.time), base)] + top + [(time.position(last.time), base)]
    let colour = Self.keyboardColour
    out.polygon(PlotDecimation.thin(outline), "fill=\"\(colour)\" fill-opacity=\"0.16\"")
    out.polyline(PlotDecimation.thin(top), "stroke=\"\(colour)\" stroke-width=\"1.5\"")
    // The label sits halfway up the band, in the widest stretch of its highest part between
    // event lines.
    guard let highest = heights.map(\.height).max(), highest > 0 else { return }
    let plateau = heights.filter { $0.height >= highest - 1e-6 }
    let start = plateau.first?.time ?? 0
    let end = plateau.last?.time ?? 0
    let cuts = timeline.scenario.events.map(\.time).filter { $0 > start && $0 < end }
    let bounds = [start] + cuts.sorted() + [end]
    let widest = zip(bounds, bounds.dropFirst()).max { $0.1 - $0.0 < $1.1 - $1.0 } ?? (start, end)
    let middle = (widest.0 + widest.1) / 2
    let x = min(max(time.position(middle), left + 60), right - 60)
    let y = (progress.position(PlotValue.clamped(highest / scale)) + base) / 2
    let text = "keyboard \(ScenarioNumber.text(PlotValue.rounded(highest))) pt"
    out.label(x, y + 4, text, "font-size=\"12\" fill=\"#444\" text-anchor=\"middle\"")
  }

  /// The legend entry for the band, from `y`; returns the next free baseline.
  mutating func drawKeyboardLegend(at y: Double) -> Double {
    guard !keyboardHeights.isEmpty else { return y }
    let x = legendLeft
    let colour = Self.keyboardColour
    out.add(
      "<rect x=\"\(out.f(x))\" y=\"\(out.f(y - 10))\" width=\"18\" height=\"10\" fill=\"\(colour)\" "
        + "fill-opacity=\"0.16\"/>")
    out.line(x, y - 10, x + 18, y - 10, "stroke=\"\(colour)\" stroke-width=\"1.5\"")
    out.label(x + 24, y, "keyboard height", "font-size=\"12\" fill=\"#333\"")
    let distance = ScenarioNumber.text(PlotValue.rounded(keyboardScale))
    out.label(x + 24, y + 16, "÷ distance (\(distance) pt)", "font-size=\"12\" fill=\"#333\"")
    return y + 34
  }

  /// The `<desc>` sentence for the band (empty without a keyboard).
  var keyboardDescription: String {
    guard !keyboardHeights.isEmpty else { return "" }
    let distance = ScenarioNumber.text(PlotValue.rounded(keyboardScale))
    return " The grey band at the bottom of the upper panel is the keyboard's shown height divided by the "
      + "distance (\(distance) pt), on the same axis."
  }
}

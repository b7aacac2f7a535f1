/// The recede in plots of stack scenarios: each sheet's scale over time as a dashed curve in its
/// session's colour on the progress axis (1: nothing above it; 0.92 under one fully presented
/// sheet), with a legend entry. Plots of other scenarios are unchanged.
extension PlotLayout {
  /// Each session's (time, scale) points up to the end of the time axis; empty outside stack
  /// scenarios.
  var recedeCurves: [(session: Int, points: [(time: Double, scale: Double)])] {
    guard timeline.scenario.isStack else { return [] }
    var bySession: [Int: [(time: Double, scale: Double)]] = [:]
    for sample in timeline.samples where sample.time <= time.upper + 1e-9 && !sample.isFinished {
      guard let scale = sample.scale, scale.isFinite else { continue }
      bySession[sample.session, default: []].append((sample.time, scale))
    }
    return bySession.keys.sorted().map { ($0, bySession[$0] ?? []) }
  }

  /// The dashed scale curves.
  mutating func drawRecede() {
    for (session, points) in recedeCurves where points.count > 1 {
      let line = points.map { (time.position($0.time), progress.position(PlotValue.clamped($0.scale))) }
      let colour = TimelinePlot.colour(ofSession: session)
      out.polyline(
        PlotDecimation.thin(line), "stroke=\"\(colour)\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"")
    }
  }

  /// The legend entry for the scale curves, from `y`; returns the next free baseline.
  mutating func drawRecedeLegend(at y: Double) -> Double {
    guard !recedeCurves.isEmpty else { return y }
    let x = legendLeft
    out.line(x, y - 4, x + 18, y - 4, "stroke=\"#555\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"")
    out.label(x + 24, y, "recede: scale", "font-size=\"12\" fill=\"#333\"")
    out.label(x + 24, y + 16, "(1: nothing above)", "font-size=\"12\" fill=\"#333\"")
    return y + 34
  }

  /// The `<desc>` sentence for the scale curves (empty outside stack scenarios).
  var recedeDescription: String {
    guard timeline.scenario.isStack else { return "" }
    return " Each sheet of the stack is a session; its solid curve is its height as a fraction of the "
      + "distance, its dashed curve its recede scale on the same axis (1 with nothing above it, 0.92 under "
      + "one fully presented sheet)."
  }
}

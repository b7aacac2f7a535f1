import InterruptibleCore

/// The legend column to the right of the panels: sessions, markers, the sign convention and, for
/// `curves…` scenarios, the timing-curve inset; for zoom scenarios, the frame inset.
extension PlotLayout {
  /// The left edge of the legend column.
  var legendLeft: Double { right + 16 }

  mutating func drawLegend() {
    let x = legendLeft
    var y = progressTop + 4
    out.label(x, y, "sessions", "font-size=\"13\" font-weight=\"bold\" fill=\"#333\"")
    for id in timeline.sessionIDs {
      y += 18
      let colour = TimelinePlot.colour(ofSession: id)
      let kind = timeline.samples(ofSession: id).first?.kind.rawValue ?? "?"
      out.line(x, y - 4, x + 18, y - 4, "stroke=\"\(colour)\" stroke-width=\"3\"")
      out.label(x + 24, y, "\(id) \(kind)", "font-size=\"12\" fill=\"#222\"")
    }
    y += 26
    out.circle(x + 9, y - 4, 5, "fill=\"#555\" stroke=\"#555\" stroke-width=\"2\"")
    out.label(x + 24, y, "completed", "font-size=\"12\" fill=\"#333\"")
    y += 18
    out.circle(x + 9, y - 4, 5, "fill=\"#fff\" stroke=\"#555\" stroke-width=\"2\"")
    out.label(x + 24, y, "cancelled", "font-size=\"12\" fill=\"#333\"")
    y += 18
    out.line(x + 9, y - 12, x + 9, y + 2, "stroke=\"#777\" stroke-dasharray=\"4 3\"")
    out.label(x + 24, y, "event", "font-size=\"12\" fill=\"#333\"")
    y = drawKeyboardLegend(at: y + 22) + 4
    if !recedeCurves.isEmpty { y = drawRecedeLegend(at: y + 18) }
    out.label(x, y, "signs", "font-size=\"13\" font-weight=\"bold\" fill=\"#333\"")
    for line in ["velocity and pan values:", "+ toward presented,", "− toward dismissed"] {
      y += 16
      out.label(x, y, line, "font-size=\"12\" fill=\"#333\"")
    }
    if timeline.scenario.name.lowercased().hasPrefix("curves") { drawCurveInset(top: y + 26) }
    drawZoomInset(top: y + 26)
  }

  /// Each direction's timing curve normalised to 0…1 (time fraction → progress, as easing editors
  /// draw them), with the control points and handles of cubic curves.
  private mutating func drawCurveInset(top: Double) {
    let scenario = timeline.scenario
    var curves = [CurveInset.Curve(name: "present", timing: scenario.present, colour: colour(of: .present))]
    if scenario.dismiss != scenario.present {
      curves.append(CurveInset.Curve(name: "dismiss", timing: scenario.dismiss, colour: colour(of: .dismiss)))
    }
    let x = legendLeft + 14
    out.label(legendLeft, top, "curves, 0…1", "font-size=\"13\" font-weight=\"bold\" fill=\"#333\"")
    let inset = CurveInset(
      curves: curves, left: x, top: top + 14, size: 140, maximumHeight: velocityBottom - top - 70)
    inset.draw(into: &out)
    var y = inset.bottom + 20
    for curve in curves {
      out.line(legendLeft, y - 4, legendLeft + 18, y - 4, "stroke=\"\(curve.colour)\" stroke-width=\"2\"")
      out.label(legendLeft + 24, y, curve.name, "font-size=\"12\" fill=\"#222\"")
      y += 16
    }
    if curves.contains(where: { $0.cubic != nil }) {
      out.circle(legendLeft + 9, y - 4, 3.5, "fill=\"#fff\" stroke=\"#555\" stroke-width=\"1.5\"")
      out.label(legendLeft + 24, y, "control point", "font-size=\"12\" fill=\"#333\"")
    }
  }

  /// The colour of the first session of `kind`, else the palette's first or second colour.
  private func colour(of kind: SessionKind) -> String {
    let id = timeline.sessionIDs.first { timeline.samples(ofSession: $0).first?.kind == kind }
    return id.map(TimelinePlot.colour(ofSession:)) ?? TimelinePlot.palette[kind == .present ? 0 : 1]
  }
}

/// A box with timing curves normalised to 0…1; the box grows to show overshoot (progress or
/// control points outside 0…1), up to `maximumHeight`.
struct CurveInset {
  /// One timing curve to draw.
  struct Curve {
    let name: String
    let timing: ScenarioTiming
    let colour: String

    /// The cubic's curve, if it is one.
    var cubic: CubicBezierCurve? {
      if case .cubic(let curve) = timing.parameters { return curve }
      return nil
    }

    /// Progress at time fraction `x` of the run.
    func progress(at x: Double) -> Double {
      switch timing.parameters {
      case .cubic(let curve): return curve.progress(at: x)
      case .spring(let spring):
        let motion = spring.resolved(duration: timing.duration).motion(
          initialVelocity: spring.initialVelocity)
        return motion.progress(at: x * timing.duration)
      }
    }
  }

  let curves: [Curve]
  let left: Double
  let top: Double
  let size: Double
  let lower: Double
  let upper: Double
  let scale: Double

  init(curves: [Curve], left: Double, top: Double, size: Double, maximumHeight: Double) {
    self.curves = curves
    self.left = left
    self.top = top
    self.size = size
    var values = curves.flatMap { curve in
      (0...40).map { PlotValue.clamped(curve.progress(at: Double($0) / 40)) }
    }
    values += curves.compactMap(\.cubic).flatMap { [$0.y1, $0.y2] }
    lower = max(min(0, values.min() ?? 0), -2)
    upper = min(max(1, values.max() ?? 1), 3)
    scale = min(size, max(maximumHeight, 40) / (upper - lower))
  }

  /// The bottom of the box.
  var bottom: Double { top + (upper - lower) * scale }

  func point(_ x: Double, _ y: Double) -> (Double, Double) {
    (left + x * size, top + (upper - min(max(y, lower), upper)) * scale)
  }

  func draw(into out: inout SVGWriter) {
    out.add(
      "<rect x=\"\(out.f(left))\" y=\"\(out.f(top))\" width=\"\(out.f(size))\" "
        + "height=\"\(out.f(bottom - top))\" fill=\"#fafafa\" stroke=\"#bbb\"/>")
    for (value, text) in [(0.0, "0"), (1.0, "1")] {
      let (_, y) = point(0, value)
      out.line(left, y, left + size, y, "stroke=\"#999\" stroke-dasharray=\"2 2\"")
      out.label(left - 4, y + 4, text, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"")
    }
    for curve in curves {
      let points = (0...80).map {
        point(Double($0) / 80, PlotValue.clamped(curve.progress(at: Double($0) / 80)))
      }
      out.polyline(points, "stroke=\"\(curve.colour)\" stroke-width=\"2\"")
      guard let cubic = curve.cubic else { continue }
      let style = "fill=\"#fff\" stroke=\"\(curve.colour)\" stroke-width=\"1.5\""
      for (anchor, control) in [((0.0, 0.0), (cubic.x1, cubic.y1)), ((1.0, 1.0), (cubic.x2, cubic.y2))] {
        let from = point(anchor.0, anchor.1)
        let to = point(control.0, control.1)
        out.line(from.0, from.1, to.0, to.1, "stroke=\"\(curve.colour)\" stroke-width=\"1\" opacity=\"0.7\"")
        out.circle(to.0, to.1, 3.5, style)
      }
    }
  }
}

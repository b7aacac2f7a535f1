/// The frame a zoom moves, in plots of zoom scenarios: an inset in the legend column drawing the
/// flying view's frame (`"frame"` of the tick lines) in screen points, y down, as outlines every
/// 0.05 s in its session's colour with the path of its centre, the source and destination
/// rectangles dashed, and the frame where the plot ends drawn solid. Plots of other scenarios are
/// unchanged.
extension PlotLayout {
  /// The time between two drawn outlines, in seconds.
  static let zoomFrameInterval = 0.05

  /// One session's frames (`[x, y, width, height]`) in time order, up to the plot's end.
  func zoomFrames(ofSession id: Int) -> [(time: Double, frame: [Double])] {
    timeline.samples(ofSession: id).compactMap { sample in
      guard sample.time <= time.upper + 1e-9, let frame = sample.frame, frame.count == 4,
        frame.allSatisfy(\.isFinite)
      else { return nil }
      return (sample.time, frame)
    }
  }

  /// The inset, from baseline `top`; nothing for scenarios without `"zoom"` or without frames.
  mutating func drawZoomInset(top: Double) {
    guard let zoom = timeline.scenario.zoom else { return }
    let sessions = timeline.sessionIDs.map { ($0, zoomFrames(ofSession: $0)) }.filter { !$0.1.isEmpty }
    guard !sessions.isEmpty else { return }
    let rectangles = [zoom.source, zoom.destination] + sessions.flatMap { $0.1.map(\.frame) }
    let box = ZoomBox(
      rectangles, left: legendLeft + 4, top: top + 14, width: 150, height: velocityBottom - top - 60)
    out.label(legendLeft, top, "frame (pt, y down)", "font-size=\"13\" font-weight=\"bold\" fill=\"#333\"")
    out.add(
      "<rect x=\"\(out.f(box.left))\" y=\"\(out.f(box.top))\" width=\"\(out.f(box.width))\" "
        + "height=\"\(out.f(box.height))\" fill=\"#fafafa\" stroke=\"#bbb\"/>")
    for rectangle in [zoom.source, zoom.destination] {
      out.add(box.rect(rectangle, "fill=\"none\" stroke=\"#888\" stroke-dasharray=\"3 2\""))
    }
    for (id, frames) in sessions {
      let colour = TimelinePlot.colour(ofSession: id)
      var next = frames[0].time
      for (when, frame) in frames where when >= next - 1e-9 {
        out.add(box.rect(frame, "fill=\"none\" stroke=\"\(colour)\" stroke-opacity=\"0.45\""))
        next = when + Self.zoomFrameInterval
      }
      out.polyline(
        frames.map { box.point($0.frame[0] + $0.frame[2] / 2, $0.frame[1] + $0.frame[3] / 2) },
        "stroke=\"\(colour)\" stroke-width=\"1.5\"")
      if let last = frames.last {
        out.add(box.rect(last.frame, "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\""))
      }
    }
    var y = box.top + box.height + 18
    out.line(legendLeft, y - 4, legendLeft + 18, y - 4, "stroke=\"#888\" stroke-dasharray=\"3 2\"")
    out.label(legendLeft + 24, y, "source, destination", "font-size=\"12\" fill=\"#333\"")
    y += 16
    out.label(legendLeft, y, "outlines every 0.05 s; line:", "font-size=\"12\" fill=\"#333\"")
    out.label(legendLeft, y + 15, "the centre's path", "font-size=\"12\" fill=\"#333\"")
  }

  /// The `<desc>` sentence for the inset (empty for other scenarios).
  var zoomDescription: String {
    guard timeline.scenario.zoom != nil else { return "" }
    return " The inset on the right draws the frame the zoom moves, in screen points (y down): outlines "
      + "every 0.05 s in the session's colour, the path of its centre, the source and destination "
      + "dashed, and the frame at the plot's end solid."
  }
}

/// Screen rectangles fitted into a box of the plot, keeping their aspect ratio.
struct ZoomBox {
  let left: Double
  let top: Double
  let width: Double
  let height: Double
  private let minX: Double
  private let minY: Double
  private let scale: Double

  /// A box at most `width` × `height` (at least 40 high) showing every rectangle (`[x, y, w, h]`).
  init(_ rectangles: [[Double]], left: Double, top: Double, width: Double, height: Double) {
    let valid = rectangles.filter { $0.count == 4 && $0.allSatisfy(\.isFinite) }
    let minX = valid.map { $0[0] }.min() ?? 0
    let minY = valid.map { $0[1] }.min() ?? 0
    let spanX = max((valid.map { $0[0] + $0[2] }.max() ?? 1) - minX, 1)
    let spanY = max((valid.map { $0[1] + $0[3] }.max() ?? 1) - minY, 1)
    let padding = 6.0
    let scale = min((width - 2 * padding) / spanX, (max(height, 40) - 2 * padding) / spanY)
    self.left = left
    self.top = top
    self.width = width
    self.height = spanY * scale + 2 * padding
    self.minX = minX - padding / scale
    self.minY = minY - padding / scale
    self.scale = scale
  }

  /// Where the screen point (`x`, `y`) is drawn.
  func point(_ x: Double, _ y: Double) -> (Double, Double) {
    (left + (x - minX) * scale, top + (y - minY) * scale)
  }

  /// An SVG `<rect>` for the screen rectangle `[x, y, w, h]`.
  func rect(_ values: [Double], _ style: String) -> String {
    let (x, y) = point(values[0], values[1])
    let writer = SVGWriter()
    return "<rect x=\"\(writer.f(x))\" y=\"\(writer.f(y))\" width=\"\(writer.f(values[2] * scale))\" "
      + "height=\"\(writer.f(values[3] * scale))\" \(style)/>"
  }
}

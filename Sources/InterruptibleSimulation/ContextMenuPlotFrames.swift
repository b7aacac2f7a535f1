import Foundation
import InterruptibleCore

/// The legend column of a context-menu plot: the sessions, the markers and the frames inset.
extension ContextMenuPlotLayout {
  var legendLeft: Double { right + 16 }

  mutating func drawLegend() {
    let x = legendLeft
    var y = upperTop + 4
    out.label(x, y, "presses", "font-size=\"13\" font-weight=\"bold\" fill=\"#333\"")
    for id in Array(Set(samples.map(\.session))).sorted() {
      y += 18
      let colour = TimelinePlot.colour(ofSession: id)
      out.line(x, y - 4, x + 18, y - 4, "stroke=\"\(colour)\" stroke-width=\"3\"")
      out.label(x + 24, y, "session \(id)", "font-size=\"12\" fill=\"#222\"")
    }
    y += 24
    out.circle(x + 9, y - 4, 5, "fill=\"#555\" stroke=\"#555\" stroke-width=\"2\"")
    out.label(x + 24, y, "commit", "font-size=\"12\" fill=\"#333\"")
    y += 18
    out.circle(x + 9, y - 4, 5, "fill=\"#fff\" stroke=\"#555\" stroke-width=\"2\"")
    out.label(x + 24, y, "lift cancelled", "font-size=\"12\" fill=\"#333\"")
    y += 18
    out.add("<rect x=\"\(out.f(x + 4.5))\" y=\"\(out.f(y - 8.5))\" width=\"9\" height=\"9\" fill=\"#555\"/>")
    out.label(x + 24, y, "completed", "font-size=\"12\" fill=\"#333\"")
    drawFrames(top: y + 30)
  }

  /// The container and the frames of each session: the preview and, once committed, the menu, as
  /// outlines every 0.05 s; the placed preview and menu dark once a lift committed; the source
  /// dashed; the keyboard shaded; a container resized later outlined dashed.
  private mutating func drawFrames(top: Double) {
    let container = [0, 0, Double(menu.container.width), Double(menu.container.height)]
    let resized = menu.events.compactMap { event -> [Double]? in
      guard case .resize(let size) = event.action else { return nil }
      return [0, 0, Double(size.width), Double(size.height)]
    }
    let box = ZoomBox(
      [container] + resized, left: legendLeft + 4, top: top + 14, width: 150, height: height - top - 90)
    out.label(legendLeft, top, "frames (pt, y down)", "font-size=\"13\" font-weight=\"bold\" fill=\"#333\"")
    out.add(box.rect(container, "fill=\"#fafafa\" stroke=\"#bbb\""))
    for outline in resized {
      out.add(box.rect(outline, "fill=\"none\" stroke=\"#bbb\" stroke-dasharray=\"5 3\""))
    }
    if let keyboard = menu.keyboardFrame() {
      let values = [keyboard.minX, keyboard.minY, keyboard.width, keyboard.height].map { Double($0) }
      out.add(box.rect(values, "fill=\"#ddd\" stroke=\"none\""))
    }
    let source = [menu.source.minX, menu.source.minY, menu.source.width, menu.source.height].map {
      Double($0)
    }
    out.add(box.rect(source, "fill=\"none\" stroke=\"#888\" stroke-dasharray=\"3 2\""))
    for id in Array(Set(samples.map(\.session))).sorted() {
      let own = samples.filter { $0.session == id }
      let colour = TimelinePlot.colour(ofSession: id)
      var next = own.first?.time ?? 0
      for sample in own where sample.time >= next - 1e-9 {
        for frame in [sample.preview] + (sample.menu.map { [$0] } ?? []) {
          out.add(box.rect(frame, "fill=\"none\" stroke=\"\(colour)\" stroke-opacity=\"0.35\""))
        }
        next = sample.time + 0.05
      }
    }
    for placed in timeline.contextMenuPlacements
    where samples.contains(where: { $0.session == placed.session }) {
      for frame in [placed.preview, placed.menu] {
        out.add(box.rect(frame, "fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\""))
      }
    }
    drawFinger(in: box)
    var y = box.top + box.height + 18
    out.line(legendLeft, y - 4, legendLeft + 18, y - 4, "stroke=\"#888\" stroke-dasharray=\"3 2\"")
    out.label(legendLeft + 24, y, "source", "font-size=\"12\" fill=\"#333\"")
    y += 16
    out.circle(legendLeft + 9, y - 4, 2.5, "fill=\"#e8590c\"")
    out.label(legendLeft + 24, y, "the finger", "font-size=\"12\" fill=\"#333\"")
    y += 16
    out.label(legendLeft, y, "preview, menu: every 0.05 s", "font-size=\"12\" fill=\"#333\"")
    out.label(legendLeft, y + 15, "dark: placed by the core", "font-size=\"12\" fill=\"#333\"")
  }

  /// The scripted finger: a dot at each press, move and release, joined in time order.
  private mutating func drawFinger(in box: ZoomBox) {
    let points = menu.events.compactMap { event -> CGPoint? in
      switch event.action {
      case .press(let point), .move(let point), .release(let point): return point
      default: return nil
      }
    }.map { box.point(Double($0.x), Double($0.y)) }
    out.polyline(points, "stroke=\"#e8590c\" stroke-width=\"1\"")
    for point in points { out.circle(point.0, point.1, 2.5, "fill=\"#e8590c\"") }
  }
}

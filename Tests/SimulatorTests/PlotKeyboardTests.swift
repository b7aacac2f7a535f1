import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Plots of detent scenarios draw the keyboard")
struct PlotKeyboardTests {
  private func shipped(_ name: String) throws -> Timeline {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    return Simulation.run(try Scenario.decode(Data(contentsOf: url)))
  }

  /// The `y` values of the `points` of the first `<polygon>` in `svg`.
  private func polygonYs(in svg: String) -> [Double] {
    guard let element = svg.components(separatedBy: "<polygon points=\"").dropFirst().first,
      let list = element.split(separator: "\"").first
    else { return [] }
    return list.split(separator: " ").compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
  }

  @Test(
    "detent-keyboard-grab: a band peaks at 336 / 844 on the progress axis, labelled 336 pt, with a legend entry and a sentence in desc"
  )
  func keyboardBand() throws {
    let timeline = try shipped("detent-keyboard-grab")
    let svg = TimelinePlot.svg(timeline)
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    let layout = PlotLayout(timeline: timeline)
    let ys = polygonYs(in: svg)
    #expect(ys.count > 10)
    // The band's top (smallest y) is the keyboard's full height; its base is progress 0.
    #expect(abs((ys.min() ?? 0) - layout.progress.position(336.0 / 844)) < 0.01)
    #expect(abs((ys.max() ?? 0) - layout.progress.position(0)) < 0.01)
    #expect(svg.contains(">keyboard 336 pt<"))
    #expect(svg.contains(">keyboard height<") && svg.contains(">÷ distance (844 pt)<"))
    #expect(svg.contains("the keyboard's shown height divided by the distance (844 pt)"))
    // The heights follow the samples: 0 before the keyboard event at 0.7 s, 336 at rest.
    let heights = layout.keyboardHeights
    #expect(heights.first { $0.time >= 0.5 }?.height == 0)
    #expect(heights.first { abs($0.time - 2) < 1e-6 }?.height == 336)
  }

  @Test("no band where no keyboard shows: a presentation scenario and a detent scenario without one")
  func noBand() throws {
    for name in ["fling-release", "detent-fling-past"] {
      let svg = TimelinePlot.svg(try shipped(name))
      #expect(!svg.contains("<polygon"), "\(name)")
      #expect(!svg.contains("keyboard height"), "\(name)")
    }
  }
}

import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Plots draw what a zoom moves, thin runs of labels and state a cancelled return's duration")
struct PlotNotesTests {
  private func shipped(_ name: String) throws -> Timeline {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    return Simulation.run(try Scenario.decode(Data(contentsOf: url)))
  }

  private func count(_ text: String, in svg: String) -> Int { svg.components(separatedBy: text).count - 1 }

  @Test("zoom-grab-and-fling: the frame inset draws 11 outlines of the presentation and 16 of the dismissal")
  func zoomFrames() throws {
    let svg = TimelinePlot.svg(try shipped("zoom-grab-and-fling"))
    #expect(svg.contains(">frame (pt, y down)</text>"))
    // Every 0.05 s: 0…0.5 s for session 1, 0.7…1.45 s for session 2 (it lands at 1.49 s).
    #expect(count("stroke=\"#1f6fd1\" stroke-opacity=\"0.45\"", in: svg) == 11)
    #expect(count("stroke=\"#d6336c\" stroke-opacity=\"0.45\"", in: svg) == 16)
    // The source and destination, dashed; each session's last frame, solid.
    #expect(count("fill=\"none\" stroke=\"#888\" stroke-dasharray=\"3 2\"", in: svg) == 2)
    #expect(count("fill=\"none\" stroke=\"#d6336c\" stroke-width=\"2\"", in: svg) == 1)
    #expect(svg.contains("the frame the zoom moves"))
    #expect(!svg.contains("panBegan (ignored)"))
    // A presentation scenario has no inset.
    #expect(!TimelinePlot.svg(try shipped("fling-release")).contains("frame (pt, y down)"))
  }

  @Test("ZoomBox fits the rectangles in the box, keeping their aspect ratio, 6 px inside its edges")
  func zoomBox() {
    let box = ZoomBox(
      [[0, 80, 390, 520], [24, 560, 110, 110]], left: 700, top: 300, width: 150, height: 400)
    let scale = 138.0 / 390
    let origin = box.point(0, 80)
    #expect(abs(origin.0 - 706) < 1e-9 && abs(origin.1 - 306) < 1e-9)
    let corner = box.point(390, 670)
    #expect(abs(corner.0 - 844) < 1e-9 && abs(corner.1 - (306 + 590 * scale)) < 1e-9)
    #expect(abs(box.height - (590 * scale + 12)) < 1e-9)
  }

  @Test("zoom-list-scrolled-during-dismissal: 48 sourceMoved events get one label and short ticks")
  func sourceMovedRun() throws {
    let svg = TimelinePlot.svg(try shipped("zoom-list-scrolled-during-dismissal"))
    #expect(count("sourceMoved", in: svg) == 1)
    #expect(svg.contains(">0.8083 s sourceMoved ×48 → (24, 80, 110, 110)</text>"))
    // Dashed lines: present, dismiss and the legend's sample; the 48 moves are short ticks.
    #expect(count("stroke-dasharray=\"4 3\"", in: svg) == 3)
  }

  @Test(
    "tap-to-cancel-menu: the facts say the presenting animator reversed, back in 0.45 s (not dismiss 0.35 s)")
  func cancelledReturn() throws {
    let timeline = try shipped("tap-to-cancel-menu")
    #expect(
      PlotLayout.cancellations(of: timeline) == [
        "present 1 cancelled: the presenting animator reversed, back in 0.45 s"
      ])
    #expect(TimelinePlot.svg(timeline).contains("back in 0.45 s"))
    #expect(PlotLayout.cancellations(of: try shipped("fling-release")).isEmpty)
    #expect(
      PlotLayout.cancellations(of: try shipped("present-while-dismissing")) == [
        "dismiss 2 cancelled: the dismissing animator reversed, back in 0.4 s"
      ])
  }
}

@Suite("Scenario errors: invalid JSON by line and column, unknown events with every valid name")
struct ScenarioErrorTextTests {
  private func error(_ json: String) -> ScenarioError? {
    do {
      _ = try Scenario.decode(Data(json.utf8))
      return nil
    } catch { return error as? ScenarioError }
  }

  @Test("invalid JSON names line and column (characters, not bytes) and keeps the byte offset")
  func lineAndColumn() {
    #expect(
      error("{\"name\": 1,\n  \"x\": }")?.message
        == "invalid JSON (unexpected character at line 2, column 8, byte 19)")
    #expect(error("{\"é\": }")?.message == "invalid JSON (unexpected character at line 1, column 7, byte 7)")
    #expect(error("")?.message == "invalid JSON (unexpected end of input at line 1, column 1, byte 0)")
  }

  @Test("an unknown event lists every valid event, zoom events included, even after a 300-character name")
  func unknownEventListsAll() throws {
    let long = String(repeating: "x", count: 300)
    for name in ["tap", long] {
      let json = """
        {"name": "t", "distance": 100, "until": 1, "present": {"duration": 0.3, "curve": "linear"},
         "events": [{"at": 0, "do": "\(name)"}]}
        """
      let found = try #require(error(json))
      let text = "\(found)"
      #expect(text.hasSuffix("(expected one of \(ScenarioAction.names.joined(separator: ", ")))"))
      #expect(text.hasSuffix("sourceMoved, sourceLost)"))
      #expect(ScenarioAction.names.count == 19)
    }
  }
}

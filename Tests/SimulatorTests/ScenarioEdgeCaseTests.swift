import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

/// Zoom and detent scenarios that turn around more than once, resist in the wrong kind of scenario,
/// or leave the sheet almost no room.
@Suite("Scenarios: repeated turn-arounds, zoom modality, a keyboard covering the sheet")
struct ScenarioEdgeCaseTests {
  private func run(_ text: String) throws -> Timeline {
    Simulation.run(try Scenario.decode(Data(text.utf8)))
  }

  private static let zoomHead = """
    "name": "z", "distance": 520, "until": 2, "fps": 120,
    "present": {"duration": 0.5, "curve": "linear"},
    "zoom": {"source": [24, 560, 110, 110], "destination": [0, 80, 390, 520]}
    """

  @Test("zoom: present, dismiss, present again in flight turns around twice and lands presented")
  func zoomTurnsAroundTwice() throws {
    let timeline = try run(
      """
      {\(Self.zoomHead), "events": [{"at": 0, "do": "present"}, {"at": 0.2, "do": "dismiss"},
       {"at": 0.3, "do": "present"}]}
      """)
    #expect(timeline.completeTransitions(ofSession: 1) == [true])
    #expect(timeline.isPresented)
    #expect(timeline.sessionCount == 1)
    let last = try #require(timeline.samples(ofSession: 1).last)
    #expect(abs(last.progress - 1) < 1e-9)
  }

  @Test("zoom: \"modalInPresentation\": true is an error naming the field, false is accepted")
  func zoomRejectsModal() throws {
    let text = { (modal: Bool) in
      """
      {\(Self.zoomHead), "modalInPresentation": \(modal), "events": [{"at": 0, "do": "present"}]}
      """
    }
    #expect(
      throws: ScenarioError(path: "modalInPresentation", message: "is not supported in a zoom scenario")
    ) {
      try Scenario.decode(Data(text(true).utf8))
    }
    #expect(try Scenario.decode(Data(text(false).utf8)).zoom != nil)
  }

  @Test("detents: present during a dismissal turns the sheet around to its first detent, same session")
  func detentPresentTurnsAround() throws {
    let timeline = try run(
      """
      {"name": "d", "distance": 800, "until": 2, "present": {"duration": 0.5, "curve": "linear"},
       "detents": [0.5, 1], "initialDetent": 1,
       "events": [{"at": 0, "do": "present"}, {"at": 0.6, "do": "dismiss"}, {"at": 0.7, "do": "present"}]}
      """)
    let samples = timeline.samples(ofSession: 1)
    let turn = try #require(samples.first { abs($0.time - 0.7) < 1e-9 })
    let after = try #require(samples.first { $0.time > 0.72 })
    #expect(turn.progress > 0 && turn.progress < 1)
    #expect(after.progress > turn.progress - 0.05)  // no jump back to 0: it turns from where it is
    #expect(timeline.isPresented && timeline.sessionCount == 1)
    #expect(abs((samples.last?.progress ?? 0) - 1) < 1e-9)
    #expect(samples.last?.detent == 1)
  }

  /// A following sheet at its 0.3 detent; a keyboard covering `cover` of the 844 pt, then hiding.
  private func keyboardCovering(_ cover: Double, fractions: String = "[0.3, 0.6]") throws -> Timeline {
    try run(
      """
      {"name": "k", "distance": 844, "until": 3, "present": {"duration": 0.5, "curve": "linear"},
       "detents": \(fractions), "keyboard": "follow",
       "events": [{"at": 0, "do": "present"}, {"at": 0.8, "do": "keyboard", "height": \(cover), "duration": 0.25},
                  {"at": 1.6, "do": "keyboard", "height": 0, "duration": 0.25}]}
      """)
  }

  @Test(
    "keyboard: covering all but 0.4 pt, a resting sheet reads progress ≤ 1; hidden again it is back at 0.3")
  func keyboardLeavesNoRoom() throws {
    for cover in [843.6, 844, 5_000] {
      let timeline = try keyboardCovering(cover)
      let covered = timeline.samples.filter { $0.time > 1.1 && $0.time < 1.6 }
      #expect(!covered.isEmpty && covered.allSatisfy { $0.progress >= 0 && $0.progress <= 1 }, "\(cover)")
      let end = try #require(timeline.samples.last)
      #expect(abs(end.progress - 0.3) < 1e-9, "\(cover): \(end.progress)")
      #expect(end.detent == 0)
      let changes = timeline.records.filter {
        if case .detentChanged = $0 { return $0.time > 1 } else { return false }
      }
      #expect(changes.isEmpty, "\(cover): \(changes)")
    }
    let four = try keyboardCovering(844, fractions: "[0.25, 0.5, 0.75, 1]")
    #expect(abs((four.samples.last?.progress ?? 0) - 0.25) < 1e-9)
  }
}

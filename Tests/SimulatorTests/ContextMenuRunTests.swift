import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Context-menu runs in the simulator")
struct ContextMenuRunTests {
  private func shipped(_ name: String) throws -> Timeline {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Demo/Scenarios/\(name).json")
    return try Scenario.decode(try Data(contentsOf: url)).run()
  }

  private func sample(_ timeline: Timeline, at time: Double, session: Int = 1) -> ContextMenuSample? {
    for case .sample(let sample) in timeline.contextMenuRecords
    where sample.session == session && abs(sample.time - time) < 1e-9 {
      return sample
    }
    return nil
  }

  private func events(_ timeline: Timeline, session: Int = 1) -> [(
    time: Double, event: ContextMenuLift.Event
  )] {
    timeline.contextMenuRecords.compactMap {
      guard case .event(let time, session, let event) = $0 else { return nil }
      return (time, event)
    }
  }

  private func outcomes(_ timeline: Timeline, session: Int = 1) -> [ContextMenuLift.SessionOutcome] {
    events(timeline, session: session).compactMap {
      if case .completed(let outcome) = $0.event { return outcome }
      return nil
    }
  }

  @Test("moving past the slop at 0.25 s cancels the lift at progress 0.5, scale 0.98, and completes once")
  func cancelByMovement() throws {
    let timeline = try shipped("context-menu-cancel-by-movement")
    let mid = try #require(sample(timeline, at: 0.25))
    #expect(abs(mid.lift - 0.5) < 1e-9 && abs(mid.scale - 0.98) < 1e-9)
    let early = try #require(sample(timeline, at: 0.15))
    #expect(early.phase == "lifting" && early.outcome == nil)
    let cancel = try #require(
      events(timeline).first { if case .cancelLift = $0.event { true } else { false } })
    guard case .cancelLift(let back, let cause) = cancel.event else { return }
    #expect(cancel.time == 0.25 && cause == .moved && abs(back.progress - 0.5) < 1e-9)
    // The return starts at the lift's own speed: the tick at the cancel reads the cancel's velocity.
    #expect(abs(mid.liftVelocity - back.velocity) < 1e-6 && back.velocity > 3.4 && back.velocity < 3.5)
    #expect(outcomes(timeline) == [.cancelled])
    let end = try #require(events(timeline).last)
    #expect(abs(end.time - 0.55) < 1e-6)
    #expect(timeline.animatorErrors.isEmpty)
  }

  @Test("a tap outside at 0.3 s turns the lift back from 0.668; the later release does nothing")
  func tapOutsideMidLift() throws {
    let timeline = try shipped("context-menu-tap-outside-mid-lift")
    let names = events(timeline).map(\.event)
    #expect(names.count == 3)
    guard case .cancelLift(let back, .tapOutside) = names[1] else {
      Issue.record("expected a cancel by tapOutside, got \(names)")
      return
    }
    #expect(abs(back.progress - 0.668116) < 1e-6)
    #expect(outcomes(timeline) == [.cancelled])
    #expect(sample(timeline, at: 0.5)?.outcome == "cancelled")
    #expect(sample(timeline, at: 0.5).map { $0.lift > 0 && $0.lift < 0.02 } == true)
  }

  @Test("drag to select: the menu opens above the preview, rows 2 then 1 highlight, row 1 fires once")
  func dragToSelect() throws {
    let timeline = try shipped("context-menu-drag-to-select")
    let grown = try #require(sample(timeline, at: 0.9))
    #expect(grown.menu == [16, 280, 250, 132] && grown.preview == [16, 428, 358, 64] && grown.growth == 1)
    #expect(grown.highlighted == 2)
    let highlights = events(timeline).compactMap { entry -> Int? in
      if case .highlightChanged(let row) = entry.event { return row }
      return nil
    }
    #expect(highlights == [2, 1])
    #expect(events(timeline).filter { $0.event == .fire(1) }.map(\.time) == [1.1])
    #expect(outcomes(timeline) == [.rowFired(1)])
    #expect(sample(timeline, at: 0.5)?.phase == "open")
  }

  @Test(
    "at the commit the preview starts at the lifted source's frame (scale 0.96 about its centre), no jump")
  func previewStartsAtTheLiftedSource() throws {
    let timeline = try shipped("context-menu-drag-to-select")
    // The source [16, 430, 358, 64] scaled by 0.96 about its centre.
    let lifted = [23.16, 431.28, 343.68, 61.44]
    let before = try #require(sample(timeline, at: 0.5 - 1.0 / 120))
    let atCommit = try #require(sample(timeline, at: 0.5))
    #expect(atCommit.phase == "open" && atCommit.growth == 0)
    #expect(zip(atCommit.preview, lifted).allSatisfy { abs($0 - $1) < 1e-9 }, "\(atCommit.preview)")
    // The tick before the commit shows the source almost fully lifted: the step is under 0.1 pt.
    #expect(zip(before.preview, atCommit.preview).allSatisfy { abs($0 - $1) < 0.1 }, "\(before.preview)")
  }

  @Test("a tap on the preview commits it; a press while it leaves is its own session; each completes once")
  func tapPreviewAndSecondPress() throws {
    let timeline = try shipped("context-menu-tap-preview")
    #expect(timeline.sessionCount == 2)
    #expect(outcomes(timeline, session: 1) == [.previewCommitted])
    #expect(outcomes(timeline, session: 2) == [.rowFired(2)])
    #expect(events(timeline, session: 2).first { $0.event == .commit }?.time == 1.85)
    // Right to left, the menu aligns with the preview's right edge.
    #expect(sample(timeline, at: 1.1)?.menu == [124, 280, 250, 132])
    #expect(timeline.animatorErrors.isEmpty)
  }

  /// A press at rest, a move `distance` pt to the right at `time`, the release there 0.05 s later and
  /// a tap outside at 1.5 s.
  private func grid(time: Double, distance: Double) -> Timeline {
    var menu = ContextMenuScenario(
      container: CGSize(width: 390, height: 844), source: CGRect(x: 16, y: 380, width: 358, height: 64),
      rowHeights: [44, 44])
    let start = CGPoint(x: 100, y: 412)
    let moved = CGPoint(x: 100 + distance, y: 412)
    menu.events = [
      ContextMenuScenarioEvent(time: 0, action: .press(start)),
      ContextMenuScenarioEvent(time: time, action: .move(moved)),
      ContextMenuScenarioEvent(time: time + 0.05, action: .release(moved)),
      ContextMenuScenarioEvent(time: 1.5, action: .tapOutside),
    ]
    var scenario = Scenario(name: "grid", until: 2.5)
    scenario.contextMenu = menu
    return scenario.run()
  }

  @Test("a grid of move times and distances around the slop and the commit: one outcome, one completion")
  func gridAroundSlopAndCommit() {
    for time in [0.1, 0.3, 0.44, 0.46, 0.49, 0.5, 0.51, 0.8] {
      for distance in [0, 5, 9.99, 10, 10.01, 30] {
        let timeline = grid(time: time, distance: distance)
        let cancelled = (time < 0.5 && distance > 10) || time + 0.05 < 0.5
        #expect(
          outcomes(timeline) == [cancelled ? .cancelled : .committed], "move at \(time) s by \(distance) pt")
        let last = timeline.contextMenuRecords.last.flatMap { record -> ContextMenuSample? in
          if case .sample(let sample) = record { return sample }
          return nil
        }
        #expect(last?.phase == "finished" && last?.completions == 1, "move at \(time) s by \(distance) pt")
        #expect(timeline.animatorErrors.isEmpty)
      }
    }
  }

  @Test("a lift commits at its commit time whatever the rounding of its touch-down time")
  func commitsAtRoundedTimes() {
    for down in [0.1, 0.3, 0.7, 1.64, 2.3, 7.1] {
      var menu = ContextMenuScenario(
        container: CGSize(width: 390, height: 844), source: CGRect(x: 16, y: 380, width: 358, height: 64),
        rowHeights: [44])
      menu.events = [ContextMenuScenarioEvent(time: down, action: .press(CGPoint(x: 100, y: 412)))]
      var scenario = Scenario(name: "commit", until: down + 1)
      scenario.contextMenu = menu
      let commits = events(scenario.run()).filter { $0.event == .commit }.map(\.time)
      #expect(commits.count == 1 && abs((commits.first ?? 0) - (down + 0.5)) < 1e-9, "pressed at \(down) s")
    }
  }

  @Test("a rotation closes an open menu from where it is; the next lift is placed in the new window")
  func rotationClosesTheMenu() throws {
    let timeline = try shipped("context-menu-rotation-closes")
    #expect(events(timeline).filter { $0.event == .dismiss }.map(\.time) == [1])
    #expect(outcomes(timeline) == [.committed] && outcomes(timeline, session: 2) == [.committed])
    #expect(sample(timeline, at: 0.9)?.menu == [16, 230, 250, 132])
    #expect(sample(timeline, at: 2.4, session: 2)?.menu == [390, 150, 250, 132])
    #expect(timeline.contextMenuPlacements.map(\.container) == [[390, 844], [844, 390]])
  }

  @Test("a rotation during a lift does not close it: it commits in the new window")
  func rotationDuringLift() {
    var menu = ContextMenuScenario(
      container: CGSize(width: 390, height: 844), safeArea: MenuInsets(top: 47, bottom: 34),
      source: CGRect(x: 16, y: 150, width: 358, height: 64), rowHeights: [44, 44, 44])
    menu.events = [
      ContextMenuScenarioEvent(time: 0, action: .press(CGPoint(x: 100, y: 182))),
      ContextMenuScenarioEvent(time: 0.2, action: .resize(CGSize(width: 844, height: 390))),
    ]
    var scenario = Scenario(name: "rotation mid-lift", until: 1.5)
    scenario.contextMenu = menu
    let timeline = scenario.run()
    #expect(events(timeline).map(\.event) == [.beginLift, .commit])
    #expect(sample(timeline, at: 1.5)?.menu == [390, 150, 250, 132])
  }

  @Test("tick lines carry every key in order; decisions are event lines")
  func encodedLines() throws {
    let timeline = try shipped("context-menu-cancel-by-movement")
    let lines = TimelineEncoder.encode(timeline).split(separator: "\n")
    #expect(lines.first == "{\"t\":0,\"session\":1,\"event\":\"beginLift\"}")
    #expect(
      lines[1] == "{\"t\":0,\"session\":1,\"kind\":\"contextMenu\",\"phase\":\"lifting\",\"lift\":0,"
        + "\"liftVelocity\":0,\"scale\":1,\"preview\":[16,380,358,64],\"menu\":null,\"growth\":0,"
        + "\"highlighted\":null,\"outcome\":null,\"completions\":0}")
    #expect(
      lines.contains(
        "{\"t\":0.25,\"session\":1,\"event\":\"cancelLift\",\"cause\":\"moved\",\"progress\":0.5,\"velocity\":3.448}"
      ))
    #expect(lines.contains("{\"t\":0.55,\"session\":1,\"event\":\"completed\",\"outcome\":\"cancelled\"}"))
  }

  @Test("the plot names the scenario, draws the lift, the growth and the frames")
  func plot() throws {
    let svg = TimelinePlot.svg(try shipped("context-menu-drag-to-select"))
    #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("<title id=\"plot-title\">context menu: drag to select after the commit</title>"))
    #expect(svg.contains("lift (solid), growth (dashed)") && svg.contains("frames (pt, y down)"))
    #expect(svg.contains("1: rowFired 1") && svg.contains("row 2"))
    #expect(!svg.contains("nan") && !svg.contains("inf"))
  }
}

import Testing

@testable import InterruptibleCore

/// Detents peek (240), medium (400) and large (800) in an 800 pt container, 0.5 s settles.
private let rulesDetents = DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .medium, .large])

/// A level `id` resting at the detent at `detent` (presented at 0, at rest by 1 s).
private func level(
  _ id: Int, detent: Int = 2, leaving: SheetStack.Leaving? = nil,
  configuration: DetentSheetConfiguration = rulesDetents
) -> SheetStack.Level {
  var sheet = DetentSheet(configuration: configuration, container: 800)
  sheet.present(toDetent: detent, at: 0)
  _ = sheet.update(at: 1)
  return SheetStack.Level(id: id, sheet: sheet, leaving: leaving)
}

@Suite("Stacked sheets: the stack's rules as pure functions of its levels")
struct SheetStackRulesTests {
  @Test("A leaving level shows its height times the fraction of the top-most's height that remains")
  func leavingHeight() {
    let leaving = SheetStack.Leaving(with: 2, height: 800, topHeight: 400)
    #expect(leaving.shownHeight(topHeight: 100) == 200)
    #expect(leaving.shownHeight(topHeight: 400) == 800)
    #expect(leaving.shownHeight(topHeight: 900) == 800)  // a rubber-band above counts as all of it
    #expect(leaving.shownHeight(topHeight: -5) == 0)
    #expect(leaving.shownHeight(topHeight: .nan) == 0)
    #expect(SheetStack.Leaving(with: 2, height: 800, topHeight: 0).shownHeight(topHeight: 100) == 0)
  }

  @Test("Shown heights: own heights, a leaving level's from the top-most's own height, 0 once that is gone")
  func shownHeights() {
    let levels = [
      level(0), level(1, leaving: .init(with: 2, height: 800, topHeight: 400)), level(2, detent: 1),
    ]
    #expect(SheetStack.shownHeights(of: levels, ownHeights: [800, 800, 100]) == [800, 200, 100])
    #expect(SheetStack.shownHeights(of: levels, ownHeights: [800]) == [800, 0, 0])
    let orphan = [level(0), level(1, leaving: .init(with: 9, height: 800, topHeight: 400))]
    #expect(SheetStack.shownHeights(of: orphan, ownHeights: [800, 800]) == [800, 0])
  }

  @Test("The recede of a level from the shown heights above: depth 0.5 + 0.25, dimming 1 − 0.6 × (1 − 1/3)")
  func recedeFromShownHeights() {
    let levels = [level(0), level(1), level(2)]
    let style = DetentSheetConfiguration.RecedeStyle()
    let recede = SheetStack.recede(ofLevel: 0, in: levels, shownHeights: [800, 400, 200], style: style)
    #expect(abs(recede.scale - (1 - 0.08 * 0.75)) < 1e-12)
    #expect(abs(recede.verticalOffset - -7.5) < 1e-12 && abs(recede.cornerRadius - 7.5) < 1e-12)
    // Medium dims 0.4; 200 pt is below peek (240), where the dimming is 0.4 × 200 / 240.
    #expect(abs(recede.dimming - (1 - 0.6 * (1 - 0.4 * 200 / 240))) < 1e-12)
    let middle = SheetStack.recede(ofLevel: 1, in: levels, shownHeights: [800, 400, 200], style: style)
    #expect(abs(middle.scale - (1 - 0.08 * 0.25)) < 1e-12)
    #expect(SheetStack.recede(ofLevel: 2, in: levels, shownHeights: [800, 400, 200], style: style) == .none)
    #expect(SheetStack.recede(ofLevel: 0, in: levels, shownHeights: [800, 400], style: style) == .none)
    #expect(SheetStack.recede(ofLevel: -1, in: levels, shownHeights: [800, 400, 200], style: style) == .none)
  }

  @Test("A level is leaving while it leaves with the top-most or settles to dismissal, not at rest or rising")
  func leavingLevels() {
    #expect(!SheetStack.isLeaving(level(1)))
    #expect(SheetStack.isLeaving(level(1, leaving: .init(with: 2, height: 800, topHeight: 800))))
    var heading = level(1)
    heading.sheet.dismiss(at: 2)
    #expect(SheetStack.isLeaving(heading))
    _ = heading.sheet.update(at: 3)  // gone: hidden, no longer on its way out
    #expect(heading.sheet.phase == .hidden)
    #expect(!SheetStack.isLeaving(heading))
    var rising = level(1, detent: 0)
    rising.sheet.move(toDetent: 2, at: 2)
    #expect(rising.sheet.phase == .settling)
    #expect(!SheetStack.isLeaving(rising))
    var held = level(1)
    held.sheet.dismiss(at: 2)
    held.sheet.dragBegan(at: 2.1)  // a finger takes the dismissal back
    #expect(!SheetStack.isLeaving(held))
  }

  @Test("Touches pass a level that leaves, heads to dismissal or is undimmed; a grab needs all above to pass")
  func touchesAndGrabs() {
    var heading = level(1)
    heading.sheet.dismiss(at: 2)
    #expect(SheetStack.letsTouchesThrough(heading, dimming: 0.4))
    #expect(
      SheetStack.letsTouchesThrough(level(1, leaving: .init(with: 2, height: 1, topHeight: 1)), dimming: 0.4))
    #expect(SheetStack.letsTouchesThrough(level(1), dimming: 0.009))
    #expect(!SheetStack.letsTouchesThrough(level(1), dimming: 0.01))
    let levels = [level(0), level(1), level(2)]
    #expect(SheetStack.canGrab(level: 2, in: levels, dimmings: [0.4, 0.4, 0.4]))
    #expect(!SheetStack.canGrab(level: 0, in: levels, dimmings: [0.4, 0, 0.4]))
    #expect(SheetStack.canGrab(level: 0, in: levels, dimmings: [0.4, 0, 0]))
    #expect(!SheetStack.canGrab(level: 0, in: levels, dimmings: [0.4, 0]))  // a missing dimming dims
    #expect(!SheetStack.canGrab(level: 3, in: levels, dimmings: [0, 0, 0]))
  }

  @Test("A middle dismissal commits the levels leaving and the top-most: none of them can be grabbed")
  func committedLevels() {
    let leaving = SheetStack.Leaving(with: 2, height: 800, topHeight: 800)
    let levels = [level(0), level(1, leaving: leaving), level(2)]
    #expect(!SheetStack.isCommittedToDismissal(level: 0, in: levels))
    #expect(SheetStack.isCommittedToDismissal(level: 1, in: levels))
    #expect(SheetStack.isCommittedToDismissal(level: 2, in: levels))
    #expect(!SheetStack.isCommittedToDismissal(level: 5, in: levels))
    #expect(!SheetStack.canGrab(level: 2, in: levels, dimmings: [0, 0, 0]))
    // The top-most rests, dimmed: it covers the level below the one leaving.
    #expect(!SheetStack.canGrab(level: 0, in: levels, dimmings: [0.4, 0.4, 0.4]))
    var underWay = levels
    underWay[2].sheet.dismiss(at: 2)  // the top-most settles away: both above leave
    #expect(SheetStack.canGrab(level: 0, in: underWay, dimmings: [0.4, 0.4, 0.4]))
  }

  @Test("Dismissing a middle level: each level between leaves with the top-most from its shown height")
  func middleDismissal() throws {
    let levels = [level(0), level(1), level(2), level(3, detent: 1)]
    let plan = try #require(SheetStack.dismissal(ofLevel: 1, in: levels, shownHeights: [800, 800, 700, 400]))
    #expect(plan.map { $0.index } == [1, 2])
    #expect(
      plan.map { $0.leaving } == [
        .init(with: 3, height: 800, topHeight: 400), .init(with: 3, height: 700, topHeight: 400),
      ])
    #expect(
      try #require(SheetStack.dismissal(ofLevel: 3, in: levels, shownHeights: [800, 800, 700, 400])).isEmpty)
    #expect(SheetStack.dismissal(ofLevel: 1, in: levels, shownHeights: [], topIsHeld: true) == nil)
    #expect(SheetStack.dismissal(ofLevel: 4, in: levels, shownHeights: []) == nil)
    var dragged = levels
    dragged[3].sheet.dragBegan(at: 2)
    #expect(SheetStack.dismissal(ofLevel: 1, in: dragged, shownHeights: [800, 800, 700, 400]) == nil)
    var leaving = levels
    leaving[1].leaving = .init(with: 3, height: 800, topHeight: 400)
    #expect(SheetStack.dismissal(ofLevel: 1, in: leaving, shownHeights: [800, 800, 700, 400]) == nil)
  }

  @Test("A tap on a receded level dismisses the level above it, unless one above resists a user's dismissal")
  func tapTargets() {
    #expect(SheetStack.levelDismissedByTap(onLevel: 0, in: [level(0), level(1), level(2)]) == 1)
    #expect(SheetStack.levelDismissedByTap(onLevel: 1, in: [level(0), level(1)]) == nil)
    var fixed = rulesDetents
    fixed.isDismissible = false
    #expect(
      SheetStack.levelDismissedByTap(onLevel: 0, in: [level(0), level(1), level(2, configuration: fixed)])
        == nil)
    var modal = level(2)
    modal.sheet.isModalInPresentation = true
    #expect(SheetStack.levelDismissedByTap(onLevel: 0, in: [level(0), level(1), modal]) == nil)
  }

  @Test(
    "Departures: the level that left, every level above it and the levels leaving with them, top-most first")
  func departures() {
    let plain = [level(0), level(1), level(2), level(3)]
    #expect(SheetStack.departures(whenLevelLeaves: 2, in: plain) == [3, 2])
    #expect(SheetStack.departures(whenLevelLeaves: 3, in: plain) == [3])
    #expect(SheetStack.departures(whenLevelLeaves: 4, in: plain).isEmpty)
    // Level 1 leaves with level 2; level 3 was presented over that dismissal.
    let leaving = SheetStack.Leaving(with: 2, height: 800, topHeight: 800)
    let stack = [level(0), level(1, leaving: leaving), level(2), level(3)]
    #expect(SheetStack.departures(whenLevelLeaves: 2, in: stack) == [3, 2, 1])
    #expect(SheetStack.departures(whenLevelLeaves: 3, in: stack) == [3])
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Context menu: which hardware keys the overlay takes, and which go on")
struct ContextMenuKeyAnswerTests {
  typealias Answer = ContextMenuLift.KeyAnswer

  @Test("Before the commit every key goes on, with no events; the lift is unchanged")
  func beforeCommit() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    for key in HardwareKey.allCases { #expect(lift.respond(to: key) == Answer(isHandled: false, events: [])) }
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    for key in HardwareKey.allCases { #expect(lift.respond(to: key) == Answer(isHandled: false, events: [])) }
    #expect(lift.phase == .lifting)
  }

  @Test("The open menu takes its keys even when nothing changes; the horizontal arrows go on")
  func open() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    _ = lift.openWithoutLift(time: 0)
    #expect(lift.respond(to: .leftArrow) == Answer(isHandled: false, events: []))
    #expect(lift.respond(to: .rightArrow) == Answer(isHandled: false, events: []))
    #expect(lift.respond(to: .returnKey) == Answer(isHandled: true, events: []))
    #expect(lift.respond(to: .downArrow) == Answer(isHandled: true, events: [.highlightChanged(0)]))
    #expect(lift.respond(to: .escape) == Answer(isHandled: true, events: [.dismiss]))
  }

  @Test("While the menu leaves Escape is taken and does nothing; other keys go on; after the end all go on")
  func leavingAndFinished() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    _ = lift.openWithoutLift(time: 0)
    _ = lift.respond(to: .escape)
    #expect(lift.respond(to: .escape) == Answer(isHandled: true, events: []))
    #expect(lift.respond(to: .downArrow) == Answer(isHandled: false, events: []))
    #expect(lift.respond(to: .returnKey) == Answer(isHandled: false, events: []))
    #expect(lift.finishLeaving() == [.completed(.committed)])
    for key in HardwareKey.allCases { #expect(lift.respond(to: key) == Answer(isHandled: false, events: [])) }
  }
}

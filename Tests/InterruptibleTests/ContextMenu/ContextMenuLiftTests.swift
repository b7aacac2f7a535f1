import Foundation
import Testing

@testable import InterruptibleCore

/// A menu of two 44 pt rows shown at (0, 400, 250, 88), a source touched at (100, 300).
enum LiftFixture {
  static let rows = MenuRowIndex(heights: [44, 44])
  static let menuFrame = CGRect(x: 0, y: 400, width: 250, height: 88)
  static let down = CGPoint(x: 100, y: 300)

  static func point(down distance: Double) -> CGPoint { CGPoint(x: 100, y: 300 + distance) }

  static func completions(_ events: [ContextMenuLift.Event]) -> [ContextMenuLift.SessionOutcome] {
    events.compactMap { if case .completed(let outcome) = $0 { outcome } else { nil } }
  }
}

@Suite("ContextMenuLift: the lift, the commit and the open menu")
struct ContextMenuLiftTests {
  @Test("Touch-down begins the lift; holding for 0.5 s commits once; the release keeps the menu")
  func holdCommits() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    #expect(lift.touchDown(at: LiftFixture.down, time: 10) == [.beginLift])
    #expect(lift.advance(to: 10.4999) == [])
    #expect(lift.phase == .lifting)
    #expect(lift.advance(to: 10.5) == [.commit])
    #expect(lift.advance(to: 11) == [])
    #expect(
      lift.touchEnded(at: LiftFixture.point(down: 3), time: 11.2, menuFrame: LiftFixture.menuFrame) == [])
    #expect(lift.phase == .open)
    #expect(!lift.isFingerDown)
  }

  @Test("Moving 10.01 pt before the commit cancels with the lift's progress and velocity; 10 pt does not")
  func movementCancels() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    #expect(lift.touchMoved(to: CGPoint(x: 106, y: 308), time: 0.1) == [])  // exactly 10 pt
    let (progress, velocity) = CubicBezierCurve.easeInOut.progressAndSlope(at: 0.25 / 0.5)
    let events = lift.touchMoved(to: LiftFixture.point(down: 10.01), time: 0.25)
    #expect(events == [.cancelLift(.init(progress: progress, velocity: velocity / 0.5), .moved)])
    #expect(abs(progress - 0.5) < 1e-9)
    #expect(lift.outcome == .cancelled)
    #expect(lift.touchMoved(to: LiftFixture.point(down: 80), time: 0.6) == [])
    #expect(lift.advance(to: 1) == [])
    #expect(lift.finishLeaving() == [.completed(.cancelled)])
    #expect(lift.finishLeaving() == [])
  }

  @Test("The return continues the lift's motion: its velocity is the curve's derivative, numerically")
  func returnIsContinuous() throws {
    for time in [0.05, 0.2, 0.31, 0.45] {
      var lift = ContextMenuLift(rows: LiftFixture.rows)
      _ = lift.touchDown(at: LiftFixture.down, time: 0)
      let events = lift.tapOutside(time: time)
      guard case .cancelLift(let back, .tapOutside) = try #require(events.first) else {
        Issue.record("expected a cancel, got \(events)")
        continue
      }
      let h = 1e-5
      let numeric =
        (CubicBezierCurve.easeInOut.progress(at: (time + h) / 0.5)
          - CubicBezierCurve.easeInOut.progress(at: (time - h) / 0.5)) / (2 * h)
      #expect(abs(back.velocity - numeric) < 1e-4 * max(1, numeric))
      #expect(abs(back.initialVelocity - back.velocity / -back.progress) < 1e-9)
      #expect(back.initialVelocity < 0)
    }
  }

  @Test("An early release within the slop is a tap: the lift turns back, the source gets the tap")
  func earlyReleaseIsATap() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    let events = lift.touchEnded(at: LiftFixture.point(down: 2), time: 0.3)
    guard case .cancelLift(_, .released)? = events.first, events.count == 1 else {
      Issue.record("expected a released cancel, got \(events)")
      return
    }
    #expect(lift.outcome == .cancelled)
  }

  @Test("A drag after the commit highlights rows; lifting on row 1 fires it once and dismisses")
  func dragSelectsAfterCommit() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    let frame = LiftFixture.menuFrame
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    #expect(
      lift.touchMoved(to: LiftFixture.point(down: 130), time: 0.7, menuFrame: frame) == [
        .commit, .highlightChanged(0),
      ])
    #expect(
      lift.touchMoved(to: LiftFixture.point(down: 150), time: 0.8, menuFrame: frame) == [.highlightChanged(1)]
    )
    #expect(
      lift.touchEnded(at: LiftFixture.point(down: 150), time: 0.9, menuFrame: frame) == [.fire(1), .dismiss])
    #expect(lift.tapOutside(time: 1) == [])
    #expect(lift.finishLeaving() == [.completed(.rowFired(1))])
  }

  @Test("A drag after the commit that lifts off the rows clears the highlight and keeps the menu open")
  func dragOffRowsKeepsMenu() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    let frame = LiftFixture.menuFrame
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    _ = lift.touchMoved(to: LiftFixture.point(down: 130), time: 0.7, menuFrame: frame)
    #expect(
      lift.touchEnded(at: LiftFixture.point(down: 200), time: 0.9, menuFrame: frame) == [
        .highlightChanged(nil)
      ])
    #expect(lift.phase == .open)
    #expect(
      lift.tapMenu(at: CGPoint(x: 10, y: 410), menuFrame: frame) == [
        .highlightChanged(0), .fire(0), .dismiss,
      ])
    #expect(lift.finishLeaving() == [.completed(.rowFired(0))])
  }

  @Test("With the menu open: a tap on the preview runs the commit action; nothing after it counts")
  func previewTap() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    #expect(lift.tapPreview() == [])  // the finger is still down
    _ = lift.touchEnded(at: LiftFixture.down, time: 0.6)
    #expect(lift.tapPreview() == [.commitPreview])
    #expect(lift.tapMenu(at: CGPoint(x: 10, y: 410), menuFrame: LiftFixture.menuFrame) == [])
    #expect(lift.dismiss(time: 1) == [])
    #expect(lift.finishLeaving() == [.completed(.previewCommitted)])
  }

  @Test("A tap outside while the menu grows closes it; escape and return work once it is open")
  func closeAndKeys() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    #expect(lift.tapOutside(time: 0.55) == [.commit, .dismiss])
    #expect(lift.finishLeaving() == [.completed(.committed)])

    var keyed = ContextMenuLift(rows: LiftFixture.rows)
    #expect(keyed.press(.down) == [])
    #expect(keyed.openWithoutLift(time: 3) == [.commit])
    #expect(keyed.press(.down) == [.highlightChanged(0)])
    #expect(keyed.press(.escape) == [.dismiss])
    #expect(keyed.outcome == .committed)
  }

  @Test("A system cancel turns a lift back; on an open menu it only clears the highlight")
  func systemCancel() {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    guard case .cancelLift(_, .touchCancelled)? = lift.touchCancelled(time: 0.1).first else {
      Issue.record("expected a cancel")
      return
    }
    var open = ContextMenuLift(rows: LiftFixture.rows)
    _ = open.touchDown(at: LiftFixture.down, time: 0)
    _ = open.touchMoved(to: LiftFixture.point(down: 130), time: 0.6, menuFrame: LiftFixture.menuFrame)
    #expect(open.touchCancelled(time: 0.7) == [.highlightChanged(nil)])
    #expect(open.phase == .open)
  }

  @Test("The settings are honoured: a 20 pt slop and a 0.3 s commit; bad settings take the defaults")
  func settings() {
    var lift = ContextMenuLift(rows: LiftFixture.rows, settings: .init(commitDuration: 0.3, slop: 20))
    _ = lift.touchDown(at: LiftFixture.down, time: 0)
    #expect(lift.touchMoved(to: LiftFixture.point(down: 15), time: 0.1) == [])
    #expect(lift.touchMoved(to: LiftFixture.point(down: 20), time: 0.2999) == [])
    #expect(lift.advance(to: 0.3) == [.commit])
    var moved = ContextMenuLift(rows: LiftFixture.rows, settings: .init(commitDuration: 0.3, slop: 20))
    _ = moved.touchDown(at: LiftFixture.down, time: 0)
    guard case .cancelLift(_, .moved)? = moved.touchMoved(to: LiftFixture.point(down: 20.01), time: 0.1).first
    else {
      Issue.record("expected a cancel by movement")
      return
    }
    let bad = ContextMenuLift.Settings(commitDuration: .nan, slop: -1, liftedScale: .infinity)
    #expect(bad.commitDuration == 0.5 && bad.slop == 10 && bad.liftedScale == 1)
    var instant = ContextMenuLift(rows: LiftFixture.rows, settings: .init(commitDuration: 0))
    #expect(instant.touchDown(at: LiftFixture.down, time: 5) == [.beginLift, .commit])
  }

  @Test("Reduce Motion keeps the scale at 1; otherwise it runs from 1 to the lifted scale")
  func liftScale() {
    let lift = ContextMenuLift(rows: LiftFixture.rows)
    #expect(lift.liftScale(progress: 0, reducesMotion: false) == 1)
    #expect(abs(lift.liftScale(progress: 0.5, reducesMotion: false) - 0.98) < 1e-12)
    #expect(abs(lift.liftScale(progress: 1, reducesMotion: false) - 0.96) < 1e-12)
    #expect(lift.liftScale(progress: 1, reducesMotion: true) == 1)
  }
}

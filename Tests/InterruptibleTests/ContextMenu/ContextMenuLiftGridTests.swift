import Foundation
import Testing

@testable import InterruptibleCore

/// One finger's sequence: a move straight down by `distance` at `moveTime`, the release there at
/// `releaseTime`, then (when the menu is still open) `close`.
struct LiftSequence: CustomStringConvertible {
  enum Close: CaseIterable { case tapOutside, tapRow, tapPreview, dismiss, escape }
  var moveTime: Double
  var distance: Double
  var releaseTime: Double
  var close: Close

  var description: String {
    "move \(distance) pt at \(moveTime) s, release at \(releaseTime) s, then \(close)"
  }

  /// The outcome the rules give, worked out independently of the state machine.
  func expectedOutcome(commit: Double = 0.5, slop: Double = 10) -> ContextMenuLift.SessionOutcome {
    let moved = distance > slop
    if moved && moveTime < commit { return .cancelled }
    if releaseTime < commit { return .cancelled }
    let end = LiftFixture.point(down: distance)
    if moved, let row = LiftFixture.rows.row(atY: Double(end.y - LiftFixture.menuFrame.minY)),
      LiftFixture.menuFrame.contains(end)
    {
      return .rowFired(row)
    }
    switch close {
    case .tapOutside, .dismiss, .escape: return .committed
    case .tapRow: return .rowFired(1)
    case .tapPreview: return .previewCommitted
    }
  }

  /// Runs the sequence and returns every event.
  func run() -> [ContextMenuLift.Event] {
    var lift = ContextMenuLift(rows: LiftFixture.rows)
    let frame = LiftFixture.menuFrame
    let end = LiftFixture.point(down: distance)
    var events = lift.touchDown(at: LiftFixture.down, time: 0)
    events += lift.touchMoved(to: end, time: moveTime, menuFrame: frame)
    events += lift.touchEnded(at: end, time: max(releaseTime, moveTime), menuFrame: frame)
    switch close {
    case .tapOutside: events += lift.tapOutside(time: releaseTime + 1)
    case .tapRow: events += lift.tapMenu(at: CGPoint(x: 20, y: 460), menuFrame: frame)
    case .tapPreview: events += lift.tapPreview()
    case .dismiss: events += lift.dismiss(time: releaseTime + 1)
    case .escape: events += lift.press(.escape)
    }
    events += lift.advance(to: releaseTime + 2)
    events += lift.finishLeaving()
    events += lift.finishLeaving()
    return events
  }
}

@Suite("ContextMenuLift: every touch sequence has one outcome and one completion")
struct ContextMenuLiftGridTests {
  static let times = [0.0, 0.1, 0.4999, 0.5, 0.5001, 0.9]
  static let distances = [0.0, 5, 9.99, 10, 10.01, 30, 130, 150, 200]

  @Test("A grid of move times, distances (around the 10 pt slop) and release times (around 0.5 s)")
  func grid() {
    var counts: [String: Int] = [:]
    for moveTime in Self.times {
      for distance in Self.distances {
        for releaseTime in Self.times where releaseTime >= moveTime {
          for close in LiftSequence.Close.allCases {
            let sequence = LiftSequence(
              moveTime: moveTime, distance: distance, releaseTime: releaseTime, close: close)
            let events = sequence.run()
            check(events, expected: sequence.expectedOutcome(), sequence)
            counts["\(sequence.expectedOutcome())", default: 0] += 1
          }
        }
      }
    }
    // Every outcome is reached by the grid.
    #expect(
      counts.keys.sorted() == ["cancelled", "committed", "previewCommitted", "rowFired(0)", "rowFired(1)"])
  }

  @Test("Seeded random sequences: times in 0…1 s, distances in 0…220 pt (seed printed)")
  func seededRandom() {
    let seed: UInt64 = 0xC0_47E7
    print("ContextMenuLift random sequences: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    for _ in 0..<2000 {
      let moveTime = random.unit()
      let sequence = LiftSequence(
        moveTime: moveTime, distance: random.unit() * 220, releaseTime: moveTime + random.unit() * 0.5,
        close: random.pick(LiftSequence.Close.allCases))
      check(sequence.run(), expected: sequence.expectedOutcome(), sequence)
    }
  }

  private func check(
    _ events: [ContextMenuLift.Event], expected: ContextMenuLift.SessionOutcome, _ sequence: LiftSequence
  ) {
    let completions = LiftFixture.completions(events)
    #expect(completions == [expected], "\(sequence): \(events)")
    #expect(events.first == .beginLift, "\(sequence)")
    #expect(events.filter { $0 == .commit }.count == (expected == .cancelled ? 0 : 1), "\(sequence)")
    let cancels = events.filter { if case .cancelLift = $0 { true } else { false } }
    #expect(cancels.count == (expected == .cancelled ? 1 : 0), "\(sequence)")
    for case .cancelLift(let back, _) in events {
      #expect(back.progress >= 0 && back.progress <= 1 && back.velocity >= 0 && back.velocity.isFinite)
    }
    let fired = events.compactMap { if case .fire(let row) = $0 { row } else { nil } }
    if case .rowFired(let row) = expected {
      #expect(fired == [row], "\(sequence)")
    } else {
      #expect(fired.isEmpty)
    }
    #expect(events.last.map { if case .completed = $0 { true } else { false } } == true, "\(sequence)")
  }
}

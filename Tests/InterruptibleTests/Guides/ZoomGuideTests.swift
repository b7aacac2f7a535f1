import Foundation
import Interruptible
import Testing

/// The core examples of Docs/Zoom.md, kept compiling and passing.
@Test("Guide: a zoom follows its scrolled source and lands on it")
func zoomGuideFollowsItsSource() {
  let clock = ManualClock()
  let session = TransitionSession(
    kind: .dismiss, timing: TransitionTiming(duration: 0.5, parameters: .easeInOut)
  ) {
    _, timing in AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
  }
  let flight = ZoomFlight(
    session: session,
    geometry: ZoomGeometry(
      source: CGRect(x: 20, y: 600, width: 100, height: 100),
      destination: CGRect(x: 0, y: 80, width: 390, height: 520)))
  var completions: [Bool] = []
  flight.onComplete = { completions.append($0) }
  session.start(interactive: false)

  var cell = CGRect(x: 20, y: 600, width: 100, height: 100)
  clock.run(for: 0.6, framesPerSecond: 120) { _ in
    cell.origin.y -= 10  // the list scrolls at 1200 pt/s
    flight.sourceMoved(to: cell, at: clock.now)
    flight.update(at: clock.now)
  }

  #expect(completions == [true])
  #expect(flight.frame(at: clock.now) == flight.tracker.appliedSource)
  #expect(flight.tracker.corrections.count <= 72)  // at most one per 8 ms
}

/// The menu example of Docs/Zoom.md.
@Test("Guide: a menu follows its anchor and flips once past the flip point")
func zoomGuideMenuFollowsItsAnchor() {
  let follower = MenuAnchorFollower(
    container: CGSize(width: 390, height: 844), safeArea: MenuInsets(top: 47, bottom: 34),
    source: CGRect(x: 40, y: 300, width: 44, height: 44), rowHeights: [44, 44, 44, 44])
  if case .moved(let placement)? = follower.anchorMoved(
    to: CGRect(x: 40, y: 620, width: 44, height: 44), at: 0.1)
  {
    #expect(placement.opens == .up)  // no room below any more
  }
  #expect(follower.anchorMoved(to: CGRect(x: 40, y: -200, width: 44, height: 44), at: 0.2) == .dismiss)
}

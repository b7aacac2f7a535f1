import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Zoom: edges of the dismissal drag, under the stand-in")
struct ZoomDragEdgeTests {
  @Test(
    "released exactly on the path in both axes while moving: it starts where the core says (as far off as it moves in 1 ms) and leaves at the finger's velocity (within 1 %)"
  )
  func releasedOnThePath() {
    let (world, _, detail, rest) = presentedDetailCountingRests()
    world.touchDown(at: CGPoint(x: 200, y: 300))
    world.advance(by: 1.0 / 120)
    world.touchMove(to: CGPoint(x: 200, y: 312))  // the pan begins: the dismissal takes it here
    _ = dragSteps(world, detail.view, from: CGPoint(x: 200, y: 312), step: CGPoint(x: 3, y: 6), count: 10)
    let back = dragSteps(
      world, detail.view, from: CGPoint(x: 230, y: 372), step: CGPoint(x: -3, y: -6), count: 10)
    // Back where the pan began: the offset from the path is exactly 0 in both axes.
    #expect(back[9].shown == CGPoint(x: 195, y: 422), "\(back[9].shown)")
    world.touchUp()
    let released = shownCenter(detail.view)
    let finger = panVelocity(detail.view)
    // The recognizer's velocity blends the turn with the way down: 0.2·last + 0.8·previous.
    #expect(finger.x < -250 && finger.y < -500, "\(finger)")
    // The offset settles from 0 at the finger's velocity minus the path's: the core starts each
    // axis as far off the path as it moves in 1 ms, on its velocity's side.
    let path = pathVelocity(detail.interruptibleDriver)
    let core = ZoomGestureMotion.spring(
      offset: .zero, velocity: CGPoint(x: finger.x - path.x, y: finger.y - path.y), startTime: 0)
    #expect(core.offset.x < -0.2 && core.offset.y < -0.2, "\(core.offset)")
    #expect(
      abs(released.x - 195 - core.offset.x) < 1e-9 && abs(released.y - 422 - core.offset.y) < 1e-9,
      "\(released) vs \(core.offset)")
    let h = 0.00001  // a finite difference: the spring's acceleration errs by a·h/2
    world.advance(by: h)
    let after = shownCenter(detail.view)
    let velocity = CGPoint(x: (after.x - released.x) / h, y: (after.y - released.y) / h)
    #expect(
      abs(velocity.x - finger.x) < 0.01 * abs(finger.x) && abs(velocity.y - finger.y) < 0.01 * abs(finger.y),
      "\(velocity) vs \(finger)")
    world.advance(by: 3)
    #expect(rest.arrivals == [.presented])
    #expect(flying(detail.view).center == CGPoint(x: 195, y: 422))
    expectClean(world)
  }
}

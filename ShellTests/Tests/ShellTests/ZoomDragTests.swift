import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Zoom: the dismissal drag in both axes, under the stand-in")
struct ZoomDragTests {
  @Test(
    "a diagonal drag moves the flying view with the finger in both axes; released, it leaves at the finger's 2-D velocity (within 1 %) and completes once"
  )
  func diagonalDragAndRelease() {
    let (world, list, detail, rest) = presentedDetailCountingRests()
    world.touchDown(at: CGPoint(x: 200, y: 300))
    // 3 pt right and 6 pt down per frame: (360, 720) pt/s.
    let samples = dragSteps(
      world, detail.view, from: CGPoint(x: 200, y: 300), step: CGPoint(x: 3, y: 6), count: 40)
    #expect(detail.interruptibleDriver?.phase == .dismissing)
    // From the 5th move on (the pan has begun and the dismissal has it) the view moves as the finger.
    let first = samples[4]
    for sample in samples[5...] {
      let moved = CGPoint(x: sample.shown.x - first.shown.x, y: sample.shown.y - first.shown.y)
      let finger = CGPoint(x: sample.finger.x - first.finger.x, y: sample.finger.y - first.finger.y)
      #expect(abs(moved.x - finger.x) < 0.5 && abs(moved.y - finger.y) < 0.5, "\(moved) vs \(finger)")
    }
    // It shrank toward the thumbnail on the way (the vertical translation drives the fraction).
    #expect(shown(detail.view).width < 390 * 0.85, "\(shown(detail.view))")
    world.touchUp()
    let released = shownCenter(detail.view)
    let h = 0.00001  // a finite difference: the spring's acceleration errs by a·h/2, about 0.3 pt/s
    world.advance(by: h)
    let after = shownCenter(detail.view)
    let velocity = CGPoint(x: (after.x - released.x) / h, y: (after.y - released.y) / h)
    let finger = panVelocity(detail.view)
    #expect(abs(finger.x - 360) < 1e-6 && abs(finger.y - 720) < 1e-6, "\(finger)")
    #expect(abs(velocity.x - 360) < 3.6 && abs(velocity.y - 720) < 7.2, "\(velocity)")
    world.advance(by: 3)
    // Projected along the dismissal (downward at 720 pt/s from 228 pt of 844), it finishes.
    #expect(rest.arrivals == [.idle])
    #expect(list.presentedViewController == nil && !list.thumbnail.isHidden)
    #expect(list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }

  @Test("a drag down and right, released moving up: the detail comes back to its frame, once")
  func releasedUpwardComesBack() {
    let (world, _, detail, rest) = presentedDetailCountingRests()
    world.touchDown(at: CGPoint(x: 200, y: 300))
    _ = dragSteps(world, detail.view, from: CGPoint(x: 200, y: 300), step: CGPoint(x: 3, y: 6), count: 20)
    let turned = dragSteps(
      world, detail.view, from: CGPoint(x: 260, y: 420), step: CGPoint(x: -2, y: -6), count: 6)
    world.touchUp()
    let released = turned[5].shown
    let h = 0.00001  // a finite difference: the spring's acceleration errs by a·h/2, about 0.3 pt/s
    world.advance(by: h)
    let after = shownCenter(detail.view)
    // The recognizer's velocity blends the turn with the way down: 0.2·last + 0.8·previous.
    let finger = panVelocity(detail.view)
    #expect(finger.x < -50 && finger.y < -300, "\(finger)")
    let velocity = CGPoint(x: (after.x - released.x) / h, y: (after.y - released.y) / h)
    #expect(
      abs(velocity.x - finger.x) < 0.01 * abs(finger.x) && abs(velocity.y - finger.y) < 0.01 * abs(finger.y),
      "\(velocity) vs \(finger)")
    world.advance(by: 3)
    #expect(rest.arrivals == [.presented])
    let frame = shown(detail.view)
    #expect(
      abs(frame.minX) < 0.5 && abs(frame.minY) < 0.5 && abs(frame.width - 390) < 0.5
        && abs(frame.height - 844) < 0.5, "\(frame)")
    #expect(flying(detail.view).center == CGPoint(x: 195, y: 422))
    expectClean(world)
  }

  @Test(
    "grabbed again while it settles back: it stops where it is shown, without a jump, and holds still under a still finger"
  )
  func grabWhileSettling() {
    let (world, _, detail, rest) = presentedDetailCountingRests()
    releaseHeadingBack(world, detail)
    #expect(detail.interruptibleDriver?.phase == .presenting)  // heading back, in flight
    world.touchDown(at: CGPoint(x: 200, y: 300))
    world.advance(by: 1.0 / 120)
    let before = shownCenter(detail.view)
    world.touchMove(to: CGPoint(x: 200, y: 312))  // the pan begins: the dismissal grabs the flight
    let grabbed = shownCenter(detail.view)
    #expect(abs(grabbed.x - before.x) < 0.5 && abs(grabbed.y - before.y) < 0.5, "\(before) → \(grabbed)")
    for _ in 0..<10 { world.advance(by: 1.0 / 120) }
    let held = shownCenter(detail.view)
    #expect(abs(held.x - grabbed.x) < 1e-6 && abs(held.y - grabbed.y) < 1e-6, "\(grabbed) → \(held)")
    world.touchMove(to: CGPoint(x: 230, y: 352))
    let moved = shownCenter(detail.view)
    #expect(abs(moved.x - held.x - 30) < 0.5 && abs(moved.y - held.y - 40) < 0.5, "\(held) → \(moved)")
    world.touchUp()
    world.advance(by: 3)
    #expect(rest.arrivals.count == 1, "\(rest.arrivals)")
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Zoom drag while the source moves under the stand-in")
struct ZoomDragSourceMoveTests {
  @Test(
    "the list scrolls 60 pt while a finger holds the zooming detail: the view stays under the finger (each step within 0.5 pt of the finger's), then the dismissal completes once"
  )
  func sourceMovesWhileHeld() {
    let (world, list, detail, rest) = presentedDetailCountingRests()
    let start = CGPoint(x: 200, y: 300)
    world.touchDown(at: start)
    let before = dragSteps(world, detail.view, from: start, step: CGPoint(x: 2, y: 8), count: 20)
    #expect(detail.interruptibleDriver?.phase == .dismissing)
    list.scrollView.contentOffset.y = 60  // the thumbnail moves 60 pt up while the finger holds
    let from = before[19].finger
    let after = dragSteps(world, detail.view, from: from, step: CGPoint(x: 2, y: 8), count: 10)
    var previous = before[19]
    for sample in after {
      let moved = CGPoint(x: sample.shown.x - previous.shown.x, y: sample.shown.y - previous.shown.y)
      let finger = CGPoint(x: sample.finger.x - previous.finger.x, y: sample.finger.y - previous.finger.y)
      #expect(abs(moved.x - finger.x) < 0.5 && abs(moved.y - finger.y) < 0.5, "\(moved) vs \(finger)")
      previous = sample
    }
    world.touchUp()
    world.advance(by: 3)
    #expect(rest.arrivals == [.idle])
    expectClean(world)
  }
}

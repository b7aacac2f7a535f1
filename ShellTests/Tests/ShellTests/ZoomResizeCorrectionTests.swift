import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Zoom: a source correction after a resize in flight, under the stand-in")
struct ZoomResizeCorrectionTests {
  @Test(
    "dismissing, resized to 330 pt, then the list scrolls 20 pt: the flight heads to the cell where it is, in the new geometry (within 0.5 pt), once"
  )
  func correctionAfterResize() {
    let (world, list, detail) = presentedDetail()
    detail.interruptibleDismiss()
    world.advance(by: 0.05)
    let rest = RestCounter()  // from the dismissal in flight on: its one arrival
    rest.observe(detail.interruptibleDriver)
    world.resize(to: CGSize(width: 330, height: 844))
    world.advance(by: 0.05)
    list.scrollView.contentOffset.y += 20
    let target = landingFrame(world, detail)
    // The cell is at y = 400 − 20 on screen; the 330 × 844 content fills it (aspect fill).
    let expected = ZoomGeometry(
      source: CGRect(x: 20, y: 380, width: 100, height: 100),
      destination: CGRect(x: 0, y: 0, width: 330, height: 844)
    ).contentFrame(at: 0)
    #expect(
      abs(target.minX - expected.minX) < 0.5 && abs(target.minY - expected.minY) < 0.5
        && abs(target.width - expected.width) < 0.5 && abs(target.height - expected.height) < 0.5,
      "\(target) vs \(expected)")
    #expect(rest.arrivals == [.idle])
    #expect(list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }
}

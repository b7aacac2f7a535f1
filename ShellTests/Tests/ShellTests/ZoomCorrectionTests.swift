import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Zoom: the source's corrections as the core maps them, under the stand-in")
struct ZoomCorrectionTests {
  @Test(
    "the source moves during a dismissal that is then turned back (and on the way back): the content lands on the destination"
  )
  func reversalLandsOnDestination() {
    let (world, list) = makeList()
    let detail = ContentViewController()
    let transition = InterruptiblePresentation.zoom(from: { [weak list] in list?.thumbnail })
    list.present(detail, transition: transition)
    world.advance(by: 2)
    detail.interruptibleDismiss()
    world.advance(by: 0.05)
    for _ in 0..<12 {  // 5 pt per frame at 120 Hz
      list.scrollView.contentOffset.y += 5
      world.advance(by: 1.0 / 120)
    }
    #expect(detail.interruptibleDriver?.phase == .dismissing)
    list.present(detail, transition: transition)  // turned back while leaving
    for _ in 0..<6 {  // the list keeps scrolling on the way back: the destination does not move
      list.scrollView.contentOffset.y += 5
      world.advance(by: 1.0 / 120)
    }
    var last = shown(detail.view)
    let deadline = world.now + 5
    while detail.interruptibleDriver?.phase != .presented, world.now < deadline {
      last = shown(detail.view)
      world.advance(by: 1.0 / 120)
    }
    world.advance(by: 0.1)
    let destination = CGRect(x: 0, y: 0, width: 390, height: 844)
    let landed = shown(detail.view)
    #expect(
      abs(landed.minX - destination.minX) < 0.5 && abs(landed.minY - destination.minY) < 0.5
        && abs(landed.width - destination.width) < 0.5 && abs(landed.height - destination.height) < 0.5,
      "\(landed)")
    #expect(abs(last.width - destination.width) < 20, "\(last)")
    #expect(flying(detail.view).transform == .identity && flying(detail.view).mask == nil)
    #expect(!list.thumbnail.isHidden)
    expectClean(world)
  }
}

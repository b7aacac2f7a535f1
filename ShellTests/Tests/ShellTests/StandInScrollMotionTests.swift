import Testing
import UIKit
import UIKitWorld

/// Records a scroll view's delegate calls.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
  var calls: [String] = []
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    calls.append("didEndScrollingAnimation")
  }
}

@MainActor
@Suite("UIKit stand-in: the scroll view's rubber-band, deceleration and animated offsets")
struct StandInScrollMotionTests {
  private func list() -> (UIKitWorld, UIScrollView, ScrollLog) {
    let (world, root) = worldWithRoot()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    scroll.contentSize = CGSize(width: 390, height: 4000)
    let log = ScrollLog()
    scroll.delegate = log
    root.addSubview(scroll)
    return (world, scroll, log)
  }

  @Test("GR33 dragged past its top, the content is rubber-banded: (1 − 1 / (x · 0.55 / d + 1)) · d")
  func rubberBand() {
    let (world, scroll, _) = list()
    world.touchDown(at: CGPoint(x: 200, y: 150))
    for step in 1...20 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 200, y: 150 + 10 * CGFloat(step)))
    }
    // 200 pt of finger past the 10 pt threshold's start: the pan's translation is 200 pt.
    let expected = -(1 - 1 / (200 * 0.55 / 400 + 1)) * 400
    #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
    world.rest(for: 0.2)
    world.touchUp()
    #expect(scroll.contentOffset.y < 0)  // not back at once
    #expect(scroll.isDecelerating)
    world.advance(by: 0.5)
    #expect(scroll.contentOffset.y == 0)
    #expect(!scroll.isDecelerating)
  }

  @Test(
    "GR34 GR26 flung, the content decelerates on the clock at 0.998 per ms, reporting every step, and ends with didEndDecelerating"
  )
  func deceleration() {
    let (world, scroll, log) = list()
    world.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 350), duration: 0.1)
    let lifted = scroll.contentOffset.y
    let velocity = scroll.panGestureRecognizer.velocity(in: scroll).y  // the finger's, up: negative
    #expect(log.calls == ["willBeginDragging", "didEndDragging(true)"])
    let scrollsBefore = log.scrolls
    world.advance(by: 0.5)
    #expect(log.scrolls > scrollsBefore + 50)  // one scrollViewDidScroll per frame
    // offset(t) = lifted − v · (0.998^(1000 t) − 1) / (1000 ln 0.998), within a frame's step.
    let k = 1000 * Foundation.log(0.998)
    let expected = lifted - velocity * (exp(k * 0.5) - 1) / k
    #expect(abs(scroll.contentOffset.y - expected) < abs(velocity) / 120 + 1e-6)
    #expect(scroll.isDecelerating)
    world.advance(by: 4)
    #expect(!scroll.isDecelerating)
    #expect(log.calls.last == "didEndDecelerating")
  }

  @Test("GR36 a touch-down on a decelerating scroll view stops it where it is")
  func touchStops() {
    let (world, scroll, _) = list()
    world.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 350), duration: 0.1)
    world.advance(by: 0.2)
    world.touchDown(at: CGPoint(x: 200, y: 300))
    let held = scroll.contentOffset.y
    #expect(!scroll.isDecelerating)
    world.advance(by: 0.5)
    #expect(scroll.contentOffset.y == held)
    world.touchUp()
  }

  @Test(
    "GR35 setContentOffset animated moves over time and ends with didEndScrollingAnimation; not animated it is at once and stops any motion"
  )
  func animatedOffset() {
    let (world, scroll, log) = list()
    scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(scroll.contentOffset.y == 0)
    world.advance(by: 0.15)
    #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 300)
    world.advance(by: 0.2)
    #expect(scroll.contentOffset.y == 300)
    #expect(log.calls == ["didEndScrollingAnimation"])
    scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    world.advance(by: 0.1)
    scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(scroll.contentOffset.y == 100)
    world.advance(by: 0.5)
    #expect(scroll.contentOffset.y == 100)
    #expect(log.calls == ["didEndScrollingAnimation"])
  }
}

import Testing
import UIKit
import UIKitWorld

/// A gesture delegate that is not the scroll view.
@MainActor
final class OtherPanDelegate: UIGestureRecognizerDelegate {}

@MainActor
@Suite("UIKit stand-in: the scroll view's own pan and the recognizers that beat it")
struct StandInScrollPanTests {
  private func list() -> (UIKitWorld, UIView, UIScrollView, ScrollLog) {
    let (world, root) = worldWithRoot()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    scroll.contentSize = CGSize(width: 390, height: 4000)
    let log = ScrollLog()
    scroll.delegate = log
    root.addSubview(scroll)
    return (world, root, scroll, log)
  }

  private func drag(_ world: UIKitWorld, from start: CGPoint, dy: CGFloat, steps: Int) {
    world.touchDown(at: start)
    for step in 1...steps {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(step)))
    }
  }

  @Test(
    "GR28 the pan is a pan recognizer on the scroll view whose delegate is the scroll view; another delegate raises and is not kept"
  )
  func ownPan() {
    let (world, _, scroll, _) = list()
    let pan = scroll.panGestureRecognizer
    #expect(pan.view === scroll)
    #expect(scroll.gestureRecognizers?.contains { $0 === pan } == true)
    #expect(pan.delegate === scroll)
    let other = OtherPanDelegate()
    pan.delegate = other
    #expect(pan.delegate === scroll)
    #expect(world.exceptions.count == 1)
    #expect(world.exceptions.first?.contains("must have its scroll view as its delegate") == true)
    withExtendedLifetime(other) {}
  }

  @Test(
    "GR29 a pan the scroll view must see fail begins first: the scroll view's pan fails, nothing drags, no willBeginDragging"
  )
  func beatenBeforeBegin() {
    let (world, root, scroll, log) = list()
    let outer = UIPanGestureRecognizer()
    root.addGestureRecognizer(outer)
    scroll.panGestureRecognizer.require(toFail: outer)
    drag(world, from: CGPoint(x: 200, y: 300), dy: -10, steps: 10)
    #expect(outer.state == .changed)
    #expect(scroll.contentOffset == .zero)
    #expect(!scroll.isDragging)
    #expect(log.calls.isEmpty)
    world.touchUp()
    world.advance(by: 1)
    #expect(log.calls.isEmpty && scroll.contentOffset == .zero)
  }

  @Test(
    "GR29 a drag cancelled after it began (the pan disabled) ends dragging with didEndDragging, and an offset past the top bounces back"
  )
  func cancelledAfterBegin() {
    let (world, _, scroll, log) = list()
    drag(world, from: CGPoint(x: 200, y: 150), dy: 10, steps: 12)  // pulled down past the top
    #expect(scroll.isDragging && scroll.contentOffset.y < -20)
    scroll.panGestureRecognizer.isEnabled = false
    world.advance(by: UIKitWorld.frame)
    #expect(!scroll.isDragging)
    #expect(log.calls == ["willBeginDragging", "didEndDragging(true)"])
    scroll.panGestureRecognizer.isEnabled = true
    world.advance(by: 1)
    #expect(abs(scroll.contentOffset.y) < 0.5)
    world.touchUp()
    world.advance(by: 0.1)
    #expect(abs(scroll.contentOffset.y) < 0.5)
  }
}

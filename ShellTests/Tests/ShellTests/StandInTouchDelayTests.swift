import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("UIKit stand-in: touches held back from the view")
struct StandInTouchDelayTests {
  @Test(
    "GR10 with delaysTouchesBegan, a tap reaches the view only at the lift (began, ended); a drag the pan takes reaches it not at all"
  )
  func delaysTouchesBegan() {
    let (world, root) = worldWithRoot()
    let view = TouchLog(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    world.touchDown(at: CGPoint(x: 100, y: 200))
    world.advance(by: 0.5)
    #expect(view.calls.isEmpty)
    world.touchUp()
    #expect(view.calls == ["began", "ended"])
    view.calls = []
    world.touchDown(at: CGPoint(x: 100, y: 200))
    for step in 1...4 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 100, y: 200 + 6 * CGFloat(step)))
    }
    #expect(pan.state == .changed)
    world.touchUp()
    world.advance(by: 0.1)
    #expect(view.calls.isEmpty)
    pan.delaysTouchesBegan = false
    world.touchDown(at: CGPoint(x: 100, y: 200))
    #expect(view.calls == ["began"])  // without the delay, at once
    world.touchUp()
  }

  @Test(
    "GR31 content of a scroll view hears a resting touch begin 150 ms late, a quick tap at the lift, a scroll not at all"
  )
  func delaysContentTouches() {
    let (world, root) = worldWithRoot()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    scroll.contentSize = CGSize(width: 390, height: 2000)
    root.addSubview(scroll)
    let row = TouchLog(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    scroll.addSubview(row)
    #expect(scroll.delaysContentTouches && scroll.canCancelContentTouches)
    world.touchDown(at: CGPoint(x: 100, y: 150))
    world.advance(by: 0.14)
    #expect(row.calls.isEmpty)
    world.advance(by: 0.02)
    #expect(row.calls == ["began"])
    world.touchUp()
    #expect(row.calls == ["began", "ended"])
    row.calls = []
    world.touchDown(at: CGPoint(x: 100, y: 150))
    world.advance(by: 0.05)
    world.touchUp()
    #expect(row.calls == ["began", "ended"])  // a quick tap: both at the lift
    row.calls = []
    world.touchDown(at: CGPoint(x: 100, y: 180))
    for step in 1...6 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 100, y: 180 - 6 * CGFloat(step)))
    }
    #expect(scroll.isDragging)
    world.advance(by: 0.3)
    world.touchUp()
    world.advance(by: 1)
    #expect(row.calls.isEmpty)  // the scroll took the touch within the delay
    scroll.delaysContentTouches = false
    world.touchDown(at: CGPoint(x: 100, y: 150))
    #expect(row.calls == ["began"])
    world.touchUp()
  }
}

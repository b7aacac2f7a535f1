import Testing
import UIKit
import UIKitWorld

/// Hides every touch from the recognizer it is the delegate of.
@MainActor
final class ReceivesNothing: UIGestureRecognizerDelegate {
  var asked = 0
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    asked += 1
    return false
  }
}

@MainActor
@Suite("UIKit stand-in: recognizer defaults, hidden touches, hidden views, animated model values")
struct StandInViewGestureRuleTests {
  @Test(
    "GR08 a recognizer cancels its view's touches, does not delay touch-down and delays touch-up by default")
  func defaults() {
    let pan = UIPanGestureRecognizer()
    #expect(pan.cancelsTouchesInView)
    #expect(!pan.delaysTouchesBegan)
    #expect(pan.delaysTouchesEnded)
  }

  @Test("GR11 a delegate that says no to shouldReceive hides the touch for its whole life: no action at all")
  func shouldReceive() {
    let (world, root) = worldWithRoot()
    let pan = UIPanGestureRecognizer()
    let delegate = ReceivesNothing()
    pan.delegate = delegate
    var actions = 0
    pan.addTarget(root) { _ in actions += 1 }
    root.addGestureRecognizer(pan)
    world.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 400), duration: 0.2)
    #expect(delegate.asked == 1)  // asked once, when the touch began
    #expect(actions == 0)
    #expect(pan.state == .possible)
  }

  @Test(
    "GR27 a scroll view is dragging while the finger scrolls it and decelerating after a flick, not before")
  func draggingAndDecelerating() {
    let (world, root) = worldWithRoot()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    scroll.contentSize = CGSize(width: 390, height: 4000)
    root.addSubview(scroll)
    #expect(!scroll.isDragging && !scroll.isDecelerating)
    world.touchDown(at: CGPoint(x: 200, y: 450))
    for step in 1...10 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 200, y: 450 - 10 * CGFloat(step)))
    }
    #expect(scroll.isDragging && !scroll.isDecelerating)
    world.touchUp()
    #expect(!scroll.isDragging && scroll.isDecelerating)
    world.advance(by: 5)
    #expect(!scroll.isDecelerating)
  }

  @Test(
    "VW16 a child added to an appeared parent hears willAppear then didAppear when its view joins the window, once"
  )
  func childAppearsWhenItsViewJoins() {
    let world = UIKitWorld()
    let parent = UIViewController()
    world.window.rootViewController = parent
    world.advance(by: 0)
    let child = UIViewController()
    parent.addChild(child)
    #expect(child.appearanceLog.isEmpty)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.appearanceLog == ["willAppear", "didAppear"])
    parent.view.addSubview(child.view)
    #expect(child.appearanceLog == ["willAppear", "didAppear"])
    let stray = UIViewController()
    parent.view.addSubview(stray.view)
    #expect(stray.appearanceLog.isEmpty)
  }

  @Test("VW12 a hidden view stays in its superview's subviews and is not hit; alpha 0 does not hide it")
  func hiddenViews() {
    let (world, root) = worldWithRoot()
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    root.addSubview(view)
    view.isHidden = true
    #expect(root.subviews.contains(view))
    #expect(root.hitTest(CGPoint(x: 50, y: 150), with: nil) === root)
    view.isHidden = false
    view.alpha = 0
    #expect(!view.isHidden)
    world.advance(by: 0)
  }

  @Test(
    "VW13 inside an animation the model value is the end value at once; the presentation layer interpolates")
  func modelJumpsToEnd() {
    let (world, root) = worldWithRoot()
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    root.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
    animator.startAnimation()
    #expect(view.center.x == 250)
    world.advance(by: 0.5)
    let shown = view.layer.presentation()?.frame.midX ?? -1
    #expect(abs(shown - 150) < 1e-6)
    #expect(view.frame.midX == 250)
    world.advance(by: 1)
  }
}

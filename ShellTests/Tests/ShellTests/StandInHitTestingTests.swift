import Testing
import UIKit
import UIKitWorld

/// A view that counts the touches that begin on it.
@MainActor
final class TouchCountingView: UIView {
  var began = 0
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// A root controller whose view holds one 50 × 50 view moving from x 0 to x 200 over 1 s.
@MainActor
private func movingWorld(_ configure: (UIViewPropertyAnimator) -> Void = { _ in }) -> (
  UIKitWorld, TouchCountingView, TouchCountingView, UIViewPropertyAnimator
) {
  let world = UIKitWorld()
  let root = UIViewController()
  world.window.rootViewController = root
  world.advance(by: 0)
  let background = TouchCountingView(frame: root.view.bounds)
  let mover = TouchCountingView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
  root.view.addSubview(background)
  root.view.addSubview(mover)
  let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
    mover.frame.origin.x = 200
  }
  configure(animator)
  animator.startAnimation()
  world.advance(by: 0.5)  // drawn at x 100…150, going to 200…250
  return (world, background, mover, animator)
}

@MainActor
@Suite("Stand-in: hit-testing honours the animators (HT02–HT04)")
struct StandInHitTestingTests {
  @Test("HT03 stand-in: a default animator's view is hit where it is drawn, not where it is going")
  func defaultAnimatorHitsInFlight() {
    let (world, background, mover, _) = movingWorld()
    world.tap(at: CGPoint(x: 110, y: 310))
    #expect(mover.began == 1 && background.began == 0)
    world.tap(at: CGPoint(x: 210, y: 310))
    #expect(mover.began == 1 && background.began == 1)
  }

  @Test("HT03 stand-in: a paused default animator still hits its views where they are drawn")
  func pausedAnimatorHitsInFlight() {
    let (world, background, mover, animator) = movingWorld()
    animator.pauseAnimation()
    world.tap(at: CGPoint(x: 140, y: 340))
    #expect(mover.began == 1 && background.began == 0)
    animator.startAnimation()
    world.advance(by: 1)
    world.tap(at: CGPoint(x: 140, y: 340))  // at rest at 200…250 now
    #expect(mover.began == 1 && background.began == 1)
  }

  @Test("HT02 stand-in: with manual hit testing the view is hit where it is going (the model geometry)")
  func manualHitTestingUsesTheModel() {
    let (world, background, mover, _) = movingWorld { $0.isManualHitTestingEnabled = true }
    world.tap(at: CGPoint(x: 110, y: 310))
    #expect(mover.began == 0 && background.began == 1)
    world.tap(at: CGPoint(x: 210, y: 310))
    #expect(mover.began == 1 && background.began == 1)
  }

  @Test("HT04 stand-in: an animator with user interaction off makes its views ignore touches until it ends")
  func userInteractionOffIgnoresTouches() {
    let (world, background, mover, _) = movingWorld { $0.isUserInteractionEnabled = false }
    world.tap(at: CGPoint(x: 110, y: 310))
    world.tap(at: CGPoint(x: 210, y: 310))
    #expect(mover.began == 0 && background.began == 2)
    world.advance(by: 1)
    world.tap(at: CGPoint(x: 210, y: 310))
    #expect(mover.began == 1 && background.began == 2)
  }

  @Test("HT03 stand-in: a subview of a drawn view is reached through its parent's drawn geometry")
  func subviewOfAnimatedViewInFlight() {
    let (world, _, mover, _) = movingWorld()
    let inner = TouchCountingView(frame: CGRect(x: 25, y: 0, width: 25, height: 50))
    mover.addSubview(inner)
    world.tap(at: CGPoint(x: 140, y: 320))  // the drawn right half
    #expect(inner.began == 1 && mover.began == 0)
    world.tap(at: CGPoint(x: 125, y: 320))  // the drawn left half (moved 7 pt on during the tap)
    #expect(inner.began == 1 && mover.began == 1)
  }
}

import Testing
import UIKit
import UIKitWorld

/// The velocity of `view`'s shown centre over the next `h` seconds.
@MainActor
private func shownVelocity(_ view: UIView, _ world: UIKitWorld, over h: Double) -> CGPoint {
  let a = view.layer.presentation()?.frame ?? .zero
  world.advance(by: h)
  let b = view.layer.presentation()?.frame ?? .zero
  return CGPoint(x: (b.midX - a.midX) / h, y: (b.midY - a.midY) / h)
}

@MainActor
@Suite("Stand-in: a spring's initial velocity")
struct StandInSpringVelocityTests {
  @Test("SP09 A position moves with dx on x and dy on y, each normalised by its own distance, from the start")
  func positionPerAxis() {
    let world = UIKitWorld()
    let view = UIView(frame: CGRect(x: 95, y: 195, width: 10, height: 10))
    world.window.addSubview(view)
    world.advance(by: 0)  // committed: its presentation layer exists (VW14)
    let omega: CGFloat = 2 * .pi / 0.4
    let animator = UIViewPropertyAnimator(
      duration: 1,
      timingParameters: UISpringTimingParameters(
        mass: 1, stiffness: omega * omega, damping: 2 * omega,
        initialVelocity: CGVector(dx: CGFloat(-3), dy: CGFloat(-4))))
    animator.addAnimations { view.center = .zero }
    animator.startAnimation()
    // From (100, 200) to (0, 0): −3 and −4 of the distance per second are +300 and +800 pt/s.
    let velocity = shownVelocity(view, world, over: 0.00001)
    #expect(abs(velocity.x - 300) < 0.5 && abs(velocity.y - 800) < 0.5, "\(velocity)")
    world.advance(by: 3)
    #expect(view.layer.presentation()?.frame.midX == 0 && view.layer.presentation()?.frame.midY == 0)
    #expect(world.exceptions.isEmpty)
  }

  @Test("SP09 Other properties take dx only: a bounds change starts at dx of its distance per second")
  func otherPropertiesTakeDx() {
    let world = UIKitWorld()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    world.window.addSubview(view)
    world.advance(by: 0)  // committed: its presentation layer exists (VW14)
    let animator = UIViewPropertyAnimator(
      duration: 1,
      timingParameters: UISpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: CGFloat(2), dy: CGFloat(-7))))
    animator.addAnimations { view.bounds = CGRect(x: 0, y: 0, width: 200, height: 100) }
    animator.startAnimation()
    let a = view.layer.presentation()?.frame.width ?? 0
    world.advance(by: 0.00001)
    let b = view.layer.presentation()?.frame.width ?? 0
    #expect(abs((b - a) / 0.00001 - 200) < 1, "\((b - a) / 0.00001)")
    world.advance(by: 2)
    #expect(world.exceptions.isEmpty)
  }

  @Test(
    "SP09 With pausesOnCompletion, a 2-D spring run to its end and reversed goes back on both axes"
  )
  func pausedAtEndThenReversed() {
    let world = UIKitWorld()
    let view = UIView(frame: CGRect(x: 95, y: 195, width: 10, height: 10))
    world.window.addSubview(view)
    world.advance(by: 0)  // committed: its presentation layer exists (VW14)
    let animator = UIViewPropertyAnimator(
      duration: 0.5,
      timingParameters: UISpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: CGFloat(1), dy: CGFloat(2))))
    animator.pausesOnCompletion = true
    animator.addAnimations { view.center = .zero }
    animator.startAnimation()
    world.advance(by: 1)
    #expect(animator.state == .active && !animator.isRunning)
    animator.isReversed = true
    animator.startAnimation()
    world.advance(by: 1)
    let shown = view.layer.presentation()?.frame ?? .zero
    #expect(abs(shown.midX - 100) < 0.01 && abs(shown.midY - 200) < 0.01, "\(shown)")
    animator.stopAnimation(true)
    #expect(world.exceptions.isEmpty)
  }
}

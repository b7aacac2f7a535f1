import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Stand-in: blocks added again to a running animator")
struct StandInAddAnimationsTests {
  @Test("AA05 A block added again to the same running animator takes the property over from what is shown")
  func sameAnimatorTakesOverFromShown() {
    let world = UIKitWorld()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    world.window.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
    animator.startAnimation()
    world.advance(by: 0.5)
    let shown = view.layer.presentation()?.frame.midX ?? 0
    #expect(abs(shown - 55) < 0.5)
    animator.addAnimations { view.center = CGPoint(x: 305, y: 5) }
    // No jump when the block joins; it ends with the animator at its new value.
    #expect(abs((view.layer.presentation()?.frame.midX ?? 0) - shown) < 0.01)
    world.advance(by: 0.25)
    let quarter = view.layer.presentation()?.frame.midX ?? 0
    #expect(abs(quarter - (55 + (305 - 55) * 0.5)) < 1)
    world.advance(by: 0.5)
    #expect(abs((view.layer.presentation()?.frame.midX ?? 0) - 305) < 0.01)
    #expect(world.exceptions.isEmpty)
  }

  @Test("AA05 A block added while the animator runs back takes the property to its new value at the start")
  func reversedBlockLandsAtTheStart() {
    let world = UIKitWorld()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    world.window.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    world.advance(by: 0.5)
    animator.isReversed = true
    world.advance(by: 0.1)
    let shown = view.layer.presentation()?.frame.midX ?? 0
    animator.addAnimations { view.center = CGPoint(x: -95, y: 5) }
    #expect(abs((view.layer.presentation()?.frame.midX ?? 0) - shown) < 0.01)
    world.advance(by: 1)
    #expect(positions == [.start])
    #expect(abs(view.center.x - -95) < 0.01)
    #expect(abs((view.layer.presentation()?.frame.midX ?? 0) - -95) < 0.01)
  }
}

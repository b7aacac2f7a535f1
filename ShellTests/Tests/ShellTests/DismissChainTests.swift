import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Pan-to-dismiss over a list: the same scroll-view chain hands the pan over mid-gesture")
struct DismissChainTests {
  func present(_ world: UIKitWorld, _ home: HomeViewController) -> (ListViewController, UIView) {
    let content = ListViewController()
    home.present(content, transition: .sheet)
    world.advance(by: 2)
    return (content, content.view.superview!)
  }

  func frame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

  @Test("A list scrolled 100 pt takes the first 100 pt of a pull down; the content then follows the finger")
  func listThenDismissal() {
    let (world, home) = makeWorld()
    let (content, wrapper) = present(world, home)
    content.list.contentOffset = CGPoint(x: 0, y: 100)
    let top = frame(wrapper).minY
    world.touchDown(at: CGPoint(x: 200, y: 500))
    for step in 1...60 {
      world.touchMove(to: CGPoint(x: 200, y: 500 + CGFloat(step) * 5))
      world.advance(by: UIKitWorld.frame)
    }
    #expect(content.list.contentOffset.y == 0)
    #expect(abs(frame(wrapper).minY - top - 200) < 0.5)
    world.touchUp()
    world.advance(by: 2)
    #expect(content.list.contentOffset.y == 0)
    expectClean(world)
  }

  @Test("A push up scrolls the list and never starts a dismissal")
  func pushUpScrolls() {
    let (world, home) = makeWorld()
    let (content, wrapper) = present(world, home)
    let top = frame(wrapper).minY
    world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5)
    world.advance(by: 1)
    #expect(content.list.contentOffset.y > 250)
    #expect(abs(frame(wrapper).minY - top) < 0.5)
    #expect(home.presentedViewController === content)
    expectClean(world)
  }
}

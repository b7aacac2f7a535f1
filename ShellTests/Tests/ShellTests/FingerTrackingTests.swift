import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("A pan moves the content exactly with the finger")
struct FingerTrackingTests {
  @Test(
    "Pan-to-dismiss on the sheet preset (590.8 pt of travel): the sheet moves 1:1 with the finger once the pan began (120 − 12 = 108 pt)"
  )
  func sheetFollowsFinger() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    home.present(content, transition: .sheet)
    world.advance(by: 2)
    let start = content.view.superview?.layer.presentation()?.frame.minY ?? 0
    world.touchDown(at: CGPoint(x: 200, y: 400))
    for step in 1...20 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 200, y: 400 + 6 * CGFloat(step)))
    }
    // The pan begins at the second move (12 pt > the 10 pt threshold); from there it is 1:1.
    let moved = (content.view.superview?.layer.presentation()?.frame.minY ?? 0) - start
    #expect(abs(moved - 108) < 1)
    world.touchUp()
    world.advance(by: 2)
    expectClean(world)
  }

  @Test("The pop pan on a 390 pt page keeps the page under the finger: 120 pt of finger, 120 pt of page")
  func pageFollowsFinger() {
    let (world, navigation, delegate) = makeNavigation()
    defer { withExtendedLifetime(delegate) {} }
    let screen = ContentViewController()
    navigation.pushViewController(screen, animated: true)
    world.advance(by: 2)
    world.touchDown(at: CGPoint(x: 100, y: 400))
    for step in 1...20 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 100 + 6 * CGFloat(step), y: 400))
    }
    let moved = screen.view.layer.presentation()?.frame.minX ?? 0
    #expect(abs(moved - 120) < 1)
    world.touchUp()
    world.advance(by: 2)
    expectClean(world)
  }
}

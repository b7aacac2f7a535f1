import Testing
import UIKit
import UIKitWorld

@testable import Interruptible

/// A pager holding a carousel on its second page.
@MainActor
final class PagerScreen: UIViewController {
  let pager = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
  let carousel = UIScrollView(frame: CGRect(x: 390, y: 50, width: 390, height: 200))
  override func viewDidLoad() {
    super.viewDidLoad()
    pager.contentSize = CGSize(width: 390 * 3, height: 300)
    carousel.contentSize = CGSize(width: 1200, height: 200)
    pager.addSubview(carousel)
    view.addSubview(pager)
  }
}

@MainActor
@Suite("The pop pan over nested horizontal scroll views follows the scroll-view chain")
struct PopChainTests {
  @Test(
    "A carousel at its leading edge inside a pager on page 2: the pager keeps a pan back (390 pt of room)")
  func outerPagerKeepsThePan() {
    let screen = PagerScreen()
    screen.loadViewIfNeeded()
    screen.pager.contentOffset = CGPoint(x: 390, y: 0)
    let edge = InterruptibleNavigationDelegate.horizontalScroll(under: screen.carousel, fingerDelta: 1)
    #expect(edge?.distanceFromEdge == 390)
    let arbiter = GestureArbiter(dismissDirection: .right, isInNavigationContext: true)
    let pan = GestureArbiter.PanStart(
      location: CGPoint(x: 200, y: 400), movement: CGPoint(x: 400, y: 5),
      containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(arbiter.popBeginDecision(for: pan, horizontalScroll: edge) == .scrollView)
  }

  @Test("Every scroll view under the finger at its leading edge: the pop may take the pan; right-to-left too")
  func allAtTheEdge() {
    let screen = PagerScreen()
    screen.loadViewIfNeeded()
    #expect(
      InterruptibleNavigationDelegate.horizontalScroll(under: screen.carousel, fingerDelta: 1)?
        .distanceFromEdge == 0)
    // Right to left the pop moves left: the carousel can still move that way (810 pt of room).
    #expect(
      InterruptibleNavigationDelegate.horizontalScroll(under: screen.carousel, fingerDelta: -1)?
        .distanceFromEdge
        == 810)
    #expect(InterruptibleNavigationDelegate.horizontalScroll(under: screen.view, fingerDelta: 1) == nil)
  }
}

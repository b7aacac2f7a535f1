import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Re-layout in flight: a presentation resized while it moves ends at its new frame")
struct RelayoutTests {
  @Test(
    "A card rotated while it scales in (or out) ends at its landscape frame, one completion",
    arguments: [0.05, 0.15, 0.3])
  func cardRotatedMidPresentation(at time: Double) {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    var completions = 0
    home.present(card, transition: .card) { completions += 1 }
    world.advance(by: time)
    world.resize(to: CGSize(width: 844, height: 390))
    // Continuous: no frame-to-frame step beyond the resize's own motion (a jump to the new frame at
    // the end of the transition would be hundreds of points).
    var previous = card.view.superview?.layer.presentation()?.frame ?? .zero
    var largestStep: CGFloat = 0
    for _ in 0..<240 {
      world.advance(by: UIKitWorld.frame)
      let now = card.view.superview?.layer.presentation()?.frame ?? .zero
      largestStep = max(
        largestStep, abs(now.minX - previous.minX), abs(now.minY - previous.minY),
        abs(now.maxX - previous.maxX),
        abs(now.maxY - previous.maxY))
      previous = now
    }
    print("largest step", time, largestStep)
    #expect(largestStep < 60)
    // The card preset: 24 pt side insets, 20 % of the height above and below.
    let expected = CGRect(x: 24, y: 78, width: 796, height: 234)
    let shown = card.view.superview?.layer.presentation()?.frame ?? .zero
    #expect(abs(shown.minX - expected.minX) < 0.5 && abs(shown.minY - expected.minY) < 0.5)
    #expect(abs(shown.width - expected.width) < 0.5 && abs(shown.height - expected.height) < 0.5)
    #expect(completions == 1)
    expectClean(world)
  }

  @Test("A card rotated while it is dismissed still leaves once, and nothing is left on screen")
  func cardRotatedMidDismissal() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    home.present(card, transition: .card)
    world.advance(by: 2)
    card.interruptibleDismiss()
    world.advance(by: 0.1)
    world.resize(to: CGSize(width: 844, height: 390))
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    #expect(world.window.subviews.count == 1)
    expectClean(world)
  }
}

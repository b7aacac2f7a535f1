import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Counts the attempts UIKit reports to a presentation controller's delegate.
@MainActor
final class AttemptRecorder: UIAdaptivePresentationControllerDelegate {
  var attempts = 0
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    attempts += 1
  }
}

@MainActor
@Suite("Content modal in presentation resists user dismissals and reports each attempt")
struct ModalResistanceTests {
  func present(_ world: UIKitWorld, _ home: HomeViewController, _ transition: InterruptiblePresentation)
    -> (ContentViewController, AttemptRecorder)
  {
    let content = ContentViewController()
    content.isModalInPresentation = true
    let recorder = AttemptRecorder()
    home.present(content, transition: transition)
    content.presentationController?.delegate = recorder
    world.advance(by: 2)
    return (content, recorder)
  }

  @Test("A tap outside a modal card does not dismiss it; the delegate hears one attempt per tap")
  func tapOutside() {
    let (world, home) = makeWorld()
    let (content, recorder) = present(world, home, .card)
    world.tap(at: CGPoint(x: 10, y: 830))
    world.tap(at: CGPoint(x: 10, y: 830))
    world.advance(by: 1)
    #expect(home.presentedViewController === content)
    #expect(recorder.attempts == 2)
    withExtendedLifetime(recorder) {}
    content.interruptibleDismiss()  // code still dismisses
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test(
    "A long pull on a modal sheet rubber-bands (300 pt of finger: RubberBand.offset(300, dimension: 844)), springs back, one attempt"
  )
  func pullResists() {
    let (world, home) = makeWorld()
    let (content, recorder) = present(world, home, .sheet)
    let rest = content.view.superview?.layer.presentation()?.frame.minY ?? 0
    world.touchDown(at: CGPoint(x: 200, y: 400))
    for step in 1...30 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 200, y: 400 + 10 * CGFloat(step)))
    }
    let pulled = (content.view.superview?.layer.presentation()?.frame.minY ?? 0) - rest
    let expected = CGFloat(RubberBand.offset(300, dimension: 844))
    #expect(abs(pulled - expected) < 0.5)
    #expect(expected < 150)
    world.touchUp()
    world.advance(by: 2)
    #expect(abs((content.view.superview?.layer.presentation()?.frame.minY ?? 0) - rest) < 0.5)
    #expect(home.presentedViewController === content)
    #expect(recorder.attempts == 1)
    withExtendedLifetime(recorder) {}
    expectClean(world)
  }

  @Test("A short pull that would not have dismissed reports no attempt; VoiceOver's escape reports one")
  func shortPullAndEscape() {
    let (world, home) = makeWorld()
    let (content, recorder) = present(world, home, .sheet)
    world.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 430), duration: 1)
    world.advance(by: 2)
    #expect(recorder.attempts == 0)
    #expect(content.view.superview?.accessibilityPerformEscape() == true)
    world.advance(by: 1)
    #expect(recorder.attempts == 1)
    #expect(home.presentedViewController === content)
    withExtendedLifetime(recorder) {}
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The shown frame of a presentation's moving view (its presentation layer while it moves), in the
/// window.
@MainActor
func shownFrame(_ view: UIView?) -> CGRect {
  guard let view, let superview = view.superview else { return .zero }
  let frame = view.layer.presentation()?.frame ?? view.frame
  return superview.convert(frame, to: nil)
}

@MainActor
@Suite("Hardware keyboard: Escape on cards and form sheets")
struct CardEscapeKeyTests {
  @Test("Escape dismisses a presented card once; a second Escape while it leaves closes nothing behind")
  func escapeDismissesFrontMostOnly() {
    let (world, home) = makeWorld()
    let below = ContentViewController()
    home.present(below, transition: .card)
    world.advance(by: 2)
    let top = ContentViewController()
    below.present(top, transition: .card)
    world.advance(by: 2)
    world.pressKey(.keyboardEscape)
    #expect(top.interruptibleDriver?.phase == .dismissing)
    world.advance(by: 0.05)
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    #expect(below.presentedViewController == nil)
    #expect(home.presentedViewController === below)
    #expect(below.interruptibleDriver?.phase == .presented)
    below.interruptibleDismiss()
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("After the top card leaves, Escape reaches the card it was presented from")
  func focusReturnsBelow() {
    let (world, home) = makeWorld()
    let below = ContentViewController()
    home.present(below, transition: .card)
    world.advance(by: 2)
    below.present(ContentViewController(), transition: .card)
    world.advance(by: 2)
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test(
    "Escape mid-present turns the card back from where it is shown (under 0.5 pt); it never completes or appears"
  )
  func escapeMidPresentReverses() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    var presented = 0
    home.present(card, transition: .card) { presented += 1 }
    world.advance(by: 0.1)
    #expect(card.interruptibleDriver?.phase == .presenting)
    let before = shownFrame(card.view.superview)
    world.pressKey(.keyboardEscape)
    #expect(card.interruptibleDriver?.phase == .dismissing)
    #expect(edgeDistance(shownFrame(card.view.superview), before) < 0.5)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    // Turned back, the present never completes (as after a tap outside mid-flight): no completion,
    // no appearance.
    #expect(presented == 0)
    #expect(card.appeared == 0)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("iPad 1024 × 1366: Escape dismisses the 540 × 620 form sheet")
  func formSheet() {
    let world = UIKitWorld(
      screenSize: CGSize(width: 1024, height: 1366), safeAreaInsets: .zero, sizeClasses: (.regular, .regular))
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let card = ContentViewController()
    home.present(card, transition: .card(adaptiveForm: .automatic))
    world.advance(by: 2)
    #expect(card.view.convert(card.view.bounds, to: nil) == CGRect(x: 242, y: 373, width: 540, height: 620))
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test(
    "Escape on a card modal in presentation reports one attempt per press and the card stays; arrows do nothing"
  )
  func modalCard() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    card.isModalInPresentation = true
    let recorder = AttemptRecorder()
    home.present(card, transition: .card)
    card.presentationController?.delegate = recorder
    world.advance(by: 2)
    let frame = card.view.convert(card.view.bounds, to: nil)
    world.pressKey(.keyboardEscape)
    world.pressKey(.keyboardDownArrow)
    world.pressKey(.keyboardReturnOrEnter)
    world.pressKey(.keyboardEscape)
    world.advance(by: 1)
    #expect(recorder.attempts == 2)
    #expect(home.presentedViewController === card)
    #expect(card.view.convert(card.view.bounds, to: nil) == frame)
    withExtendedLifetime(recorder) {}
    card.interruptibleDismiss()
    world.advance(by: 2)
    expectClean(world)
  }

  @Test(
    "A field being edited behind keeps the keys: the card does not take them, the field stays first responder"
  )
  func editingFieldKeepsKeys() {
    let (world, home) = makeWorld()
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
    home.view.addSubview(field)
    field.becomeFirstResponder()
    let card = ContentViewController()
    home.present(card, transition: .card)
    world.advance(by: 2)
    #expect(field.isFirstResponder)
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    #expect(home.presentedViewController === card)
    card.interruptibleDismiss()
    world.advance(by: 2)
    expectClean(world)
  }
}

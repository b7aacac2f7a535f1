import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Presented content and the keyboard: a policy per presentation")
struct PresentationKeyboardTests {
  func frame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

  func sheet(_ policy: SheetKeyboardPolicy) -> InterruptiblePresentation {
    var presentation = InterruptiblePresentation.sheet
    presentation.keyboardPolicy = policy
    return presentation
  }

  @Test(
    "Following: a 336 pt keyboard lays the sheet out above it (bottom 508 pt, 70 % of 508 pt); hiding goes back monotonically"
  )
  func followsAtRest() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    home.present(content, transition: sheet(.follow))
    world.advance(by: 2)
    let wrapper = content.view.superview!
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    #expect(abs(frame(wrapper).maxY - 508) < 0.5)
    #expect(abs(frame(wrapper).height - 508 * 0.7) < 0.5)
    world.setKeyboard(height: 0)
    var previous = frame(wrapper).maxY
    var monotonic = true
    for _ in 0..<60 {
      world.advance(by: UIKitWorld.frame)
      if frame(wrapper).maxY < previous - 0.001 { monotonic = false }
      previous = frame(wrapper).maxY
    }
    #expect(monotonic)
    #expect(abs(frame(wrapper).maxY - 844) < 0.5 && abs(frame(wrapper).height - 844 * 0.7) < 0.5)
    expectClean(world)
  }

  @Test(
    "Following: the content's bottom rides on the keyboard's top frame by frame, on the keyboard's own curve (within 0.5 pt)"
  )
  func followsOnKeyboardCurve() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    home.present(content, transition: sheet(.follow))
    world.advance(by: 2)
    let wrapper = content.view.superview!
    for height: CGFloat in [336, 0] {
      world.setKeyboard(height: height)
      var worst: CGFloat = 0
      for _ in 0..<40 {
        world.advance(by: UIKitWorld.frame)
        worst = max(worst, abs(frame(wrapper).maxY - min(world.shownKeyboardFrame.minY, 844)))
      }
      #expect(worst < 0.5)
    }
    expectClean(world)
  }

  @Test(
    "Following: the keyboard rising while the sheet slides in: it ends above the keyboard, one completion")
  func followsInFlight() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    var completions = 0
    home.present(content, transition: sheet(.follow)) { completions += 1 }
    world.advance(by: 0.1)
    world.setKeyboard(height: 336)
    world.advance(by: 2)
    let wrapper = content.view.superview!
    #expect(abs(frame(wrapper).maxY - 508) < 0.5)
    #expect(completions == 1)
    expectClean(world)
  }

  @Test("Ignoring (the default): the keyboard leaves the content where it is")
  func ignores() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    home.present(content, transition: .sheet)
    world.advance(by: 2)
    let before = frame(content.view.superview!)
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    #expect(frame(content.view.superview!) == before)
    expectClean(world)
  }

  @Test(
    "Keeping the field visible: a card rises until its field is 16 pt above the keyboard, never above the top safe area",
    arguments: [200.0, 60.0])
  func keepsFieldVisible(fieldAboveCardBottom: Double) {
    let (world, home) = makeWorld()
    let content = SearchContentViewController()
    var card = InterruptiblePresentation.card
    card.keyboardPolicy = .keepFocusedFieldVisible(margin: 16)
    home.present(content, transition: card)
    world.advance(by: 2)
    let wrapper = content.view.superview!
    content.field.frame.origin.y = frame(wrapper).height - CGFloat(fieldAboveCardBottom)
    _ = content.field.becomeFirstResponder()
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    let fieldBottom = content.field.convert(content.field.bounds, to: world.window).maxY
    if fieldAboveCardBottom == 200 {
      // The card (168.8…675.2 pt) rises 27.2 pt: the field's bottom is at 508 − 16 pt.
      #expect(abs(fieldBottom - (508 - 16)) < 0.5)
    } else {
      // It would have to rise 167.2 pt; it stops with its top at the safe area (47 pt).
      #expect(abs(frame(wrapper).minY - 47) < 0.5)
    }
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Content with a list, for pan-to-dismiss with a scroll view.
@MainActor
final class ListViewController: UIViewController {
  let list = UIScrollView()
  override func viewDidLoad() {
    super.viewDidLoad()
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.contentSize = CGSize(width: 390, height: 3000)
    view.addSubview(list)
  }
}

@MainActor
@Suite("Used-by flows in the world: container switch, sheet preset, Reduce Motion, VoiceOver, keys")
struct FlowTests {
  @Test("A container switch by code and one by a pan each end with one child on screen")
  func containerSwitch() {
    let world = UIKitWorld()
    let children = [ContentViewController(), ContentViewController(), ContentViewController()]
    let container = InterruptibleContainerViewController(children: children)
    var alongsideEnds: [Bool] = []
    container.willBeginSwitch = { context in
      context.animateAlongside({ container.view.alpha = 0.9 }, completion: { alongsideEnds.append($0) })
    }
    world.window.rootViewController = container
    world.advance(by: 0)
    container.transition(to: 1)
    world.advance(by: 0.1)
    #expect(container.driver?.coordinator.phase == .presenting)
    world.advance(by: 2)
    #expect(container.selectedIndex == 1)
    #expect(container.children.count == 1 && container.children.first === children[1])
    world.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.2)
    world.advance(by: 2)
    #expect(container.selectedIndex == 2)
    #expect(alongsideEnds == [true, true])
    #expect(container.driver == nil)
    expectClean(world)
  }

  @Test("A bottom sheet with a list: a pull down on the list at its top dismisses it")
  func sheetPanToDismissWithList() {
    let (world, home) = makeWorld()
    let content = ListViewController()
    home.present(content, transition: .sheet(tracking: content.list))
    world.advance(by: 2)
    world.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 800), duration: 0.25)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("A list scrolled down scrolls back first; the sheet stays")
  func listScrollsFirst() {
    let (world, home) = makeWorld()
    let content = ListViewController()
    home.present(content, transition: .sheet(tracking: content.list))
    world.advance(by: 2)
    content.list.contentOffset = CGPoint(x: 0, y: 1000)
    world.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 500), duration: 0.25)
    world.advance(by: 2)
    #expect(home.presentedViewController === content)
    #expect(content.list.contentOffset.y < 1000)
    expectClean(world)
  }

  @Test("Reduce Motion: the card cross-fades (no transform) with the same interruption")
  func reduceMotion() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    var presentation = InterruptiblePresentation.card
    presentation.touchRouter = TouchRouter()
    home.present(card, transition: presentation)
    card.interruptibleDriver?.motionPreferences = ReduceMotionObserver(
      preference: MotionPreference(isReduceMotionEnabled: true, prefersCrossFadeTransitions: true))
    card.interruptibleDismiss()
    world.advance(by: 2)
    let again = ContentViewController()
    home.present(again, transition: .card)
    again.interruptibleDriver?.motionPreferences = ReduceMotionObserver(
      preference: MotionPreference(isReduceMotionEnabled: true, prefersCrossFadeTransitions: true))
    world.advance(by: 2)
    again.interruptibleDismiss()
    world.advance(by: 0.05)
    let moving = again.view.superview?.layer.presentation()
    #expect(moving?.affineTransform().isIdentity == true)
    #expect((moving?.opacity ?? 0) > 0 && (moving?.opacity ?? 1) < 1)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("The system Reduce Motion setting reaches the shared observer through its notification")
  func reduceMotionNotification() {
    let world = UIKitWorld()
    let observer = ReduceMotionObserver()
    var changes: [MotionPreference] = []
    observer.onChange = { changes.append($0) }
    world.setReduceMotion(true)
    #expect(changes.count == 1)
    #expect(observer.preference.isReduceMotionEnabled)
    world.setReduceMotion(false)
    #expect(changes.count == 2)
  }

  @Test("VoiceOver's escape on a presented card dismisses it")
  func voiceOverEscape() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    home.present(card, transition: .card)
    world.advance(by: 2)
    #expect(card.view.superview?.accessibilityPerformEscape() == true)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("Slides from every edge arrive and leave", arguments: [UIRectEdge.top, .left, .right, .bottom])
  func slides(edge: UIRectEdge) {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    home.present(content, transition: InterruptiblePresentation(transition: SlideTransition(edge: edge)))
    world.advance(by: 0.05)
    let moving = content.view.superview?.layer.presentation()?.frame ?? .zero
    #expect(abs(moving.minX) > 10 || abs(moving.minY) > 10)
    world.advance(by: 2)
    #expect(content.view.superview?.layer.presentation()?.frame == world.window.bounds)
    content.interruptibleDismiss()
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("A pass-through region reaches the screen behind a presented card")
  func passThrough() {
    let (world, home) = makeWorld()
    var presentation = InterruptiblePresentation.card
    presentation.touchRouter.passThroughRegions = [home.button.frame]
    home.present(ContentViewController(), transition: presentation)
    world.advance(by: 2)
    world.tap(at: CGPoint(x: 80, y: 122))
    #expect(home.taps == 1)
    #expect(home.presentedViewController != nil)
    expectClean(world)
  }
}

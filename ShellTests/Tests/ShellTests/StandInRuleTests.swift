import Testing
import UIKit
import UIKitWorld

@MainActor
final class Refuse: UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite("UIKit stand-in: the remaining modelled rules")
struct StandInRuleTests {
  @Test(
    "GR01 GR06 GR07 a new recognizer is possible; its targets run in order; it sees the touch before the view"
  )
  func recognizerBasics() {
    let (world, root) = worldWithRoot()
    let view = TouchLog(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    root.addSubview(view)
    let tap = UITapGestureRecognizer()
    #expect(tap.state == .possible)
    tap.cancelsTouchesInView = false
    var order: [String] = []
    tap.addTarget(view) { _ in order.append("first \(view.calls)") }
    tap.addTarget(root) { _ in order.append("second") }
    root.addGestureRecognizer(tap)
    world.tap(at: CGPoint(x: 10, y: 110))
    #expect(order == ["first [\"began\"]", "second"])
    #expect(view.calls == ["began", "ended"])
  }

  @Test("GR05 GR13 disabling a recognizer that began cancels it; a delegate that refuses makes it fail")
  func disableAndRefuse() {
    let (world, root) = worldWithRoot()
    let pan = UIPanGestureRecognizer()
    var states: [Int] = []
    pan.addTarget(root) { states.append($0.state.rawValue) }
    root.addGestureRecognizer(pan)
    world.touchDown(at: CGPoint(x: 100, y: 100))
    world.touchMove(to: CGPoint(x: 120, y: 100))
    pan.isEnabled = false
    #expect(states == [1])  // GR03: the cancellation is reported on the next turn, not inside the call
    world.advance(by: 0)
    #expect(states == [1, 4])
    world.touchUp()
    pan.isEnabled = true
    let refuse = Refuse()
    pan.delegate = refuse
    states = []
    world.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
    #expect(states == [])
  }

  @Test(
    "GR12 UC01 a tap recognizer on a superview does not take a button's tap; a disabled button is not hit")
  func controlPrecedence() {
    let (world, root) = worldWithRoot()
    let button = UIButton(frame: CGRect(x: 0, y: 100, width: 44, height: 44))
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    root.addSubview(button)
    let tap = UITapGestureRecognizer()
    var recognized = 0
    tap.addTarget(root) { _ in recognized += 1 }
    root.addGestureRecognizer(tap)
    world.tap(at: CGPoint(x: 22, y: 122))
    #expect(taps == 1 && recognized == 0)
    button.isEnabled = false
    #expect(world.window.hitTest(CGPoint(x: 22, y: 122), with: nil) === root)
  }

  @Test("GR18 GR20 a pan reports translation from the touch-down point; setTranslation re-bases it")
  func translation() {
    let (world, root) = worldWithRoot()
    let pan = UIPanGestureRecognizer()
    root.addGestureRecognizer(pan)
    world.touchDown(at: CGPoint(x: 100, y: 100))
    world.touchMove(to: CGPoint(x: 130, y: 140))
    #expect(pan.translation(in: root) == CGPoint(x: 30, y: 40))
    pan.setTranslation(.zero, in: root)
    world.touchMove(to: CGPoint(x: 135, y: 140))
    #expect(pan.translation(in: root) == CGPoint(x: 5, y: 0))
    world.touchUp()
  }

  @Test("GR26 GR30 contentOffset is bounds.origin; a drag scrolls; without bouncing it stops at the edges")
  func scrolling() {
    let (world, root) = worldWithRoot()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    scroll.contentSize = CGSize(width: 390, height: 1000)
    scroll.bounces = false
    root.addSubview(scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 50))
    world.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
    #expect(abs(scroll.contentOffset.y - 250) < 0.001)
    world.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 390), duration: 0.2)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test(
    "PR02 PR03 PR17 a child sees what its container presents, the container is the presenter, a cancelled dismissal keeps it"
  )
  func ancestorsAndCancelledDismissal() {
    let world = synchronousWorld()
    let child = ContentViewController()
    let navigation = UINavigationController(rootViewController: child)
    world.window.rootViewController = navigation
    world.advance(by: 0)
    let delegate = RecordingDelegate()
    let presented = ContentViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    child.present(presented, animated: true)
    #expect(navigation.presentedViewController === presented)
    #expect(child.presentedViewController === presented)
    #expect(presented.presentingViewController === navigation)
    delegate.context?.completeTransition(true)
    presented.dismiss(animated: true)
    delegate.context?.completeTransition(false)
    #expect(navigation.presentedViewController === presented)
    #expect(presented.appearanceLog.suffix(3) == ["willDisappear", "willAppear", "didAppear"])
  }

  @Test(
    "RC01 UC14 the responder chain runs view, controller, window, application; a button leaving its window cancels"
  )
  func chainAndRemoval() {
    let (world, root) = worldWithRoot()
    let button = UIButton(frame: CGRect(x: 0, y: 100, width: 44, height: 44))
    root.addSubview(button)
    #expect(button.next === root)
    #expect(root.next === world.window.rootViewController)
    #expect(world.window.next === UIApplication.shared)
    world.touchDown(at: CGPoint(x: 22, y: 122))
    button.removeFromSuperview()
    #expect(button.sentEvents.last == .touchCancel)
    world.touchUp()
  }
}

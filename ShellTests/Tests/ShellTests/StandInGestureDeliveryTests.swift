import Testing
import UIKit
import UIKitWorld

/// Says yes to simultaneous recognition.
@MainActor
final class Together: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool { true }
}

/// Asks for a failure requirement from one side (`shouldRequireFailureOf`) or the other
/// (`shouldBeRequiredToFailBy`).
@MainActor
final class FailureRequirement: UIGestureRecognizerDelegate {
  weak var waitsFor: UIGestureRecognizer?
  weak var requiredBy: UIGestureRecognizer?
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
  ) -> Bool { other === waitsFor }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
  ) -> Bool { other === requiredBy }
}

/// An inner pan on a logging view and an outer pan on the root view, recognizing together.
@MainActor
private func nestedPans(_ world: UIKitWorld, _ root: UIView) -> (
  TouchLog, UIPanGestureRecognizer, UIPanGestureRecognizer
) {
  let view = TouchLog(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
  root.addSubview(view)
  let inner = UIPanGestureRecognizer()
  let outer = UIPanGestureRecognizer()
  for (pan, host) in [(inner, view as UIView), (outer, root)] {
    pan.cancelsTouchesInView = false
    host.addGestureRecognizer(pan)
  }
  return (view, inner, outer)
}

@MainActor
@Suite("UIKit stand-in: when gesture actions come, in which order, and failure requirements")
struct StandInGestureDeliveryTests {
  @Test("GR03 an action comes after every recognizer has seen the touch event and before the view does")
  func actionsAfterEveryRecognizer() {
    let (world, root) = worldWithRoot()
    let (view, inner, outer) = nestedPans(world, root)
    let together = Together()
    inner.delegate = together
    var seen: [String] = []
    inner.addTarget(view) { pan in
      if pan.state == .began { seen = ["outer \(outer.state.rawValue)", "view \(view.calls)"] }
    }
    world.touchDown(at: CGPoint(x: 100, y: 200))
    world.advance(by: UIKitWorld.frame)
    world.touchMove(to: CGPoint(x: 100, y: 215))
    // The outer pan had already begun on the same move; the view had not yet heard the move.
    #expect(seen == ["outer 1", "view [\"began\"]"])
    #expect(view.calls == ["began", "moved"])
    world.touchUp()
  }

  @Test("GR03 a state change made by code is reported on the next turn, with the state it reported")
  func codeChangeNextTurn() {
    let (world, root) = worldWithRoot()
    let (_, inner, _) = nestedPans(world, root)
    var states: [UIGestureRecognizer.State] = []
    inner.addTarget(root) { states.append($0.state) }
    world.touchDown(at: CGPoint(x: 100, y: 200))
    world.touchMove(to: CGPoint(x: 100, y: 215))
    inner.isEnabled = false
    #expect(states == [.began])
    #expect(inner.state == .cancelled)
    world.advance(by: 0)
    #expect(states == [.began, .cancelled])
    #expect(inner.state == .possible)  // GR04: reset once the cancellation was reported
    world.touchUp()
  }

  @Test(
    "GR03 simultaneous recognizers' actions come in the order of the world's switch, innermost or outermost first",
    arguments: [InputSwitches.ActionOrder.innermostFirst, .outermostFirst])
  func orderSwitch(order: InputSwitches.ActionOrder) {
    let (world, root) = worldWithRoot()
    world.actionOrder = order
    let (view, inner, outer) = nestedPans(world, root)
    let together = Together()
    inner.delegate = together
    var log: [String] = []
    inner.addTarget(view) { if $0.state == .began { log.append("inner") } }
    outer.addTarget(root) { if $0.state == .began { log.append("outer") } }
    world.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 260), duration: 0.1)
    #expect(log == (order == .innermostFirst ? ["inner", "outer"] : ["outer", "inner"]))
  }

  @Test(
    "GR16 a delegate's shouldRequireFailureOf is a failure requirement: the waiting pan fails when the other begins, begins when it fails"
  )
  func delegateFailureRequirement() {
    let (world, root) = worldWithRoot()
    let (view, inner, outer) = nestedPans(world, root)
    let requirement = FailureRequirement()
    requirement.waitsFor = inner
    outer.delegate = requirement
    var outerStates: [UIGestureRecognizer.State] = []
    outer.addTarget(root) { outerStates.append($0.state) }
    var innerBegan = 0
    inner.addTarget(view) { if $0.state == .began { innerBegan += 1 } }
    world.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 260), duration: 0.1)
    #expect(innerBegan == 1)
    #expect(outerStates == [])  // not run beside it: it failed when the inner pan began
    let refuse = Refuse()
    inner.delegate = refuse
    world.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 260), duration: 0.1)
    #expect(outerStates.first == .began)
    #expect(outerStates.last == .ended)
  }

  @Test("GR16 shouldBeRequiredToFailBy from the other side sets up the same requirement")
  func requiredToFailBy() {
    let (world, root) = worldWithRoot()
    let (_, inner, outer) = nestedPans(world, root)
    let requirement = FailureRequirement()
    requirement.requiredBy = outer
    inner.delegate = requirement
    var outerActions = 0
    outer.addTarget(root) { _ in outerActions += 1 }
    world.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 260), duration: 0.1)
    #expect(outerActions == 0)
  }

  @Test(
    "GR22 a finger at rest sends nothing; the pan's velocity at a lift after a rest is the world's switch",
    arguments: [InputSwitches.RestVelocity.keepsPreRestSpeed, .zeroAfterRest])
  func restVelocity(setting: InputSwitches.RestVelocity) {
    let (world, root) = worldWithRoot()
    world.restVelocity = setting
    let (view, inner, _) = nestedPans(world, root)
    var ended: CGPoint?
    inner.addTarget(view) { if $0.state == .ended { ended = inner.velocity(in: nil) } }
    world.touchDown(at: CGPoint(x: 100, y: 200))
    for step in 1...6 {
      world.advance(by: 0.01)
      world.touchMove(to: CGPoint(x: 100, y: 200 + 10 * CGFloat(step)))  // 1 000 pt/s
    }
    let calls = view.calls
    world.rest(for: 0.3)
    #expect(view.calls == calls)  // no event while the finger rests
    world.touchUp()
    let expected: CGFloat = setting == .keepsPreRestSpeed ? 1000 : 0
    #expect(abs((ended?.y ?? -1) - expected) < 1e-6)
  }

  @Test(
    "GR32 a paging scroll view flicked, held still and lifted decides on the speed at the lift: it stays on its page",
    arguments: [InputSwitches.RestVelocity.keepsPreRestSpeed, .zeroAfterRest])
  func scrollViewRestsBeforeLift(setting: InputSwitches.RestVelocity) {
    let (world, root) = worldWithRoot()
    world.restVelocity = setting
    let pager = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    pager.contentSize = CGSize(width: 900, height: 300)
    pager.isPagingEnabled = true
    root.addSubview(pager)
    world.touchDown(at: CGPoint(x: 250, y: 200))
    for step in 1...8 {
      world.advance(by: 0.01)
      world.touchMove(to: CGPoint(x: 250 - 10 * CGFloat(step), y: 200))  // 1 000 pt/s to the left
    }
    world.rest(for: 0.3)
    world.touchUp()
    world.advance(by: 1)
    #expect(pager.contentOffset.x == 0)
    // The same flick lifted while moving turns the page.
    world.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 170, y: 200), duration: 0.08)
    world.advance(by: 1)
    #expect(pager.contentOffset.x == 300)
  }
}

import Testing
import UIKit
import UIKitWorld

/// A view that records its touch calls.
@MainActor
final class TouchLog: UIView {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

@MainActor
func worldWithRoot() -> (UIKitWorld, UIView) {
  let world = synchronousWorld()
  let root = UIViewController()
  world.window.rootViewController = root
  world.advance(by: 0)
  return (world, root.view)
}

@MainActor
@Suite("UIKit stand-in: views, hit-testing, gestures, controls, responders")
struct StandInInputTests {
  @Test("VW01 VW03 VW04 frame from center and bounds; bounds origin scrolls subviews; convert through both")
  func geometry() {
    let (_, root) = worldWithRoot()
    let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    parent.addSubview(child)
    root.addSubview(parent)
    #expect(parent.center == CGPoint(x: 60, y: 120))
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
    parent.bounds.origin = CGPoint(x: 0, y: 5)
    #expect(child.frame.origin == CGPoint(x: 5, y: 5))
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 20))
    parent.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(parent.center == CGPoint(x: 60, y: 120))
    #expect(parent.bounds.size == CGSize(width: 100, height: 200))
  }

  @Test(
    "HV01 HV02 HV03 hidden, alpha below 0.01 and disabled are skipped; front first; clear is hit; outside is never"
  )
  func hitTesting() {
    let (world, root) = worldWithRoot()
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    front.backgroundColor = .clear
    root.addSubview(back)
    root.addSubview(front)
    let point = CGPoint(x: 50, y: 50)
    #expect(world.window.hitTest(point, with: nil) === front)
    front.alpha = 0.009
    #expect(world.window.hitTest(point, with: nil) === back)
    front.alpha = 0.01
    #expect(world.window.hitTest(point, with: nil) === front)
    front.isHidden = true
    #expect(world.window.hitTest(point, with: nil) === back)
    back.isUserInteractionEnabled = false
    #expect(world.window.hitTest(point, with: nil) === root)
  }

  @Test(
    "HV04 HV05 a point outside a view's bounds never hits its overhanging subview; labels and images take no touches"
  )
  func outsideAndContent() {
    let (world, root) = worldWithRoot()
    let overhang = UIView(frame: CGRect(x: 15, y: 15, width: 100, height: 100))
    let small = UIView(frame: CGRect(x: 300, y: 300, width: 20, height: 20))
    small.addSubview(overhang)
    root.addSubview(small)
    #expect(world.window.hitTest(CGPoint(x: 330, y: 330), with: nil) === root)
    #expect(world.window.hitTest(CGPoint(x: 318, y: 318), with: nil) === overhang)
    #expect(
      UILabel().isUserInteractionEnabled == false && UIImageView(image: nil).isUserInteractionEnabled == false
    )
  }

  @Test("HV06 GR09 the touch stays with its first view; a pan that begins cancels the view's touch first")
  func touchDelivery() {
    let (world, root) = worldWithRoot()
    let view = TouchLog(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    var order: [String] = []
    pan.addTarget(view) { recognizer in
      order.append("action \(recognizer.state.rawValue) after \(view.calls)")
    }
    view.addGestureRecognizer(pan)
    world.touchDown(at: CGPoint(x: 10, y: 110))
    world.touchMove(to: CGPoint(x: 16, y: 110))
    world.touchMove(to: CGPoint(x: 400, y: 700))  // far outside: still this view's touch
    #expect(view.calls == ["began", "moved", "cancelled"])
    #expect(order.first == "action 1 after [\"began\", \"moved\", \"cancelled\"]")
    world.touchUp()
    #expect(view.calls == ["began", "moved", "cancelled"])
  }

  @Test(
    "GR02 GR04 GR19 a pan begins after 10 pt, sends one action per change and one at the end, then is possible"
  )
  func panActions() {
    let (world, root) = worldWithRoot()
    let pan = UIPanGestureRecognizer()
    var states: [Int] = []
    pan.addTarget(root) { states.append($0.state.rawValue) }
    root.addGestureRecognizer(pan)
    world.touchDown(at: CGPoint(x: 100, y: 100))
    world.touchMove(to: CGPoint(x: 106, y: 100))
    #expect(states == [])
    world.touchMove(to: CGPoint(x: 112, y: 100))
    world.touchMove(to: CGPoint(x: 120, y: 100))
    world.touchUp()
    #expect(states == [1, 2, 3])
    #expect(pan.state == .possible)
  }

  @Test("GR22 velocity blends the last two samples 0.2·last + 0.8·previous (points per second)")
  func panVelocity() {
    let (world, root) = worldWithRoot()
    let pan = UIPanGestureRecognizer()
    root.addGestureRecognizer(pan)
    world.touchDown(at: CGPoint(x: 0, y: 400))
    world.advance(by: 0.01)
    world.touchMove(to: CGPoint(x: 20, y: 400))  // 2000 pt/s
    world.advance(by: 0.01)
    world.touchMove(to: CGPoint(x: 30, y: 400))  // 1000 pt/s
    #expect(abs(pan.velocity(in: nil).x - 1800) < 1e-6)
    world.touchUp()
  }

  @Test("GR14 GR15 GR16 one recognizer wins unless either delegate allows both; require(toFail:) waits")
  func conflicts() {
    let (world, root) = worldWithRoot()
    let first = UIPanGestureRecognizer()
    let second = UIPanGestureRecognizer()
    var began: [String] = []
    first.addTarget(root) { if $0.state == .began { began.append("first") } }
    second.addTarget(root) { if $0.state == .began { began.append("second") } }
    root.addGestureRecognizer(first)
    root.addGestureRecognizer(second)
    world.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
    #expect(began == ["first"])
    let allow = AllowBoth()
    second.delegate = allow
    began = []
    world.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
    #expect(began == ["first", "second"])
    second.delegate = nil
    first.require(toFail: second)
    began = []
    world.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
    #expect(began == ["second"])
  }

  @Test("GR23 GR24 GR25 long press after its duration, failed by 10 pt first; a tap fails beyond 10 pt")
  func pressAndTap() {
    let (world, root) = worldWithRoot()
    let press = UILongPressGestureRecognizer()
    let tap = UITapGestureRecognizer()
    var events: [String] = []
    press.addTarget(root) { events.append("press \($0.state.rawValue)") }
    tap.addTarget(root) { events.append("tap \($0.state.rawValue)") }
    root.addGestureRecognizer(press)
    root.addGestureRecognizer(tap)
    world.touchDown(at: CGPoint(x: 100, y: 100))
    world.advance(by: 0.4)
    #expect(events == [])
    world.advance(by: 0.2)
    #expect(events == ["press 1"])
    world.touchUp()
    #expect(events == ["press 1", "press 3"])
    events = []
    world.tap(at: CGPoint(x: 100, y: 100))
    #expect(events == ["tap 3"])
    events = []
    world.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 115), duration: 0.1)
    #expect(events == [])
  }

  @Test(
    "UC03 UC05 UC06 a button: down, drag inside within 70 pt, exit then outside, enter then inside, up inside, primary"
  )
  func controlEvents() {
    let (world, root) = worldWithRoot()
    let button = UIButton(frame: CGRect(x: 0, y: 100, width: 44, height: 44))
    root.addSubview(button)
    world.touchDown(at: CGPoint(x: 22, y: 122))
    world.touchMove(to: CGPoint(x: 100, y: 122))  // 56 pt outside
    #expect(button.isHighlighted)
    world.touchMove(to: CGPoint(x: 120, y: 122))  // 76 pt outside
    #expect(!button.isHighlighted)
    world.touchMove(to: CGPoint(x: 30, y: 122))
    world.touchUp()
    let names: [UIControl.Event] = [
      .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchDragInside,
      .touchUpInside, .primaryActionTriggered,
    ]
    #expect(button.sentEvents == names)
  }

  @Test(
    "UC02 UC04 UC09 a touch-down, then a cancelled touch sends touch-cancel and no up; an action with the same identifier replaces"
  )
  func controlCancelAndIdentifiers() {
    let (world, root) = worldWithRoot()
    let button = UIButton(frame: CGRect(x: 0, y: 100, width: 44, height: 44))
    root.addSubview(button)
    var runs: [String] = []
    let id = UIAction.Identifier("one")
    button.addAction(UIAction(identifier: id) { _ in runs.append("a") }, for: .touchUpInside)
    button.addAction(UIAction(identifier: id) { _ in runs.append("b") }, for: .touchUpInside)
    world.tap(at: CGPoint(x: 22, y: 122))
    #expect(runs == ["b"])
    world.touchDown(at: CGPoint(x: 22, y: 122))
    world.touchCancel()
    #expect(button.sentEvents.suffix(2) == [.touchDown, .touchCancel])
    #expect(!button.isTracking)
  }

  @Test("RC02 only a responder that can become first responder does; a text field can")
  func firstResponder() {
    let (_, root) = worldWithRoot()
    let plain = UIView()
    let field = UITextField()
    root.addSubview(field)
    #expect(!plain.becomeFirstResponder())
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    field.removeFromSuperview()
    #expect(!field.isFirstResponder)
  }
}

@MainActor
final class AllowBoth: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool { true }
}

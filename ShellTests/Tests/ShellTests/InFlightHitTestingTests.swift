import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Content with a button that counts touch-downs.
@MainActor
final class ButtonContentViewController: UIViewController {
  let button = UIButton(type: .system)
  var touchDowns = 0
  var buttonFrame = CGRect(x: 20, y: 100, width: 120, height: 44)
  override func viewDidLoad() {
    super.viewDidLoad()
    button.frame = buttonFrame
    button.addAction(UIAction { [weak self] _ in self?.touchDowns += 1 }, for: .touchDown)
    view.addSubview(button)
  }
}

@MainActor
@Suite("Taps on moving content land where it is drawn")
struct InFlightHitTestingTests {
  @Test("A button on content sliding in is hit where it is drawn, once, not where it is going")
  func slidingButtonHitWhereDrawn() {
    let (world, home) = makeWorld()
    let content = ButtonContentViewController()
    home.present(content, transition: InterruptiblePresentation(transition: SlideTransition(edge: .bottom)))
    world.advance(by: UIKitWorld.frame)  // the transition has begun in either timing
    let wrapper = flying(content.view)
    func drawn() -> CGRect { wrapper.layer.presentation()?.frame ?? .zero }
    // Until the content is drawn between 50 and 90 pt below its place: the button's place is on the
    // content, not on the button.
    while drawn().minY > 90 { world.advance(by: UIKitWorld.frame) }
    #expect(drawn().minY > 50, "\(drawn())")
    // Where the button is going: the content drawn there is the button's empty surroundings.
    world.touchDown(at: CGPoint(x: 80, y: 122))
    world.touchCancel()
    #expect(content.touchDowns == 0)
    world.touchDown(at: CGPoint(x: 80, y: drawn().minY + 122))
    world.touchCancel()
    #expect(content.touchDowns == 1)
    world.advance(by: 2)
    #expect(home.presentedViewController === content)
  }

  @Test(
    "A tap beside a zooming image but on its scaled, masked content cancels the zoom; the control there stays untouched"
  )
  func zoomTouchAreaIsTheVisibleFrame() {
    let (world, list) = makeList()
    let detail = ButtonContentViewController()
    detail.buttonFrame = CGRect(x: 0, y: 0, width: 390, height: 200)
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 0.001)
    let visible = shown(detail.view)
    // The 100 × 100 thumbnail shows the content's middle; the content's top (with its button) is
    // scaled above it, masked away.
    world.touchDown(at: CGPoint(x: 70, y: 360))
    world.touchCancel()
    #expect(detail.touchDowns == 0, "visible frame \(visible)")
    world.advance(by: 2)
    #expect(list.presentedViewController == nil)
    #expect(list.thumbnail.isHidden == false)
    expectClean(world)
  }

  @Test("A tap on the visible part of a zooming image reaches the content")
  func zoomVisiblePartReachesContent() {
    let (world, list) = makeList()
    let detail = ButtonContentViewController()
    detail.buttonFrame = CGRect(x: 0, y: 322, width: 390, height: 200)  // the content's middle
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 0.001)
    world.touchDown(at: CGPoint(x: 70, y: 450))
    world.touchCancel()
    #expect(detail.touchDowns == 1)
    world.advance(by: 2)
    #expect(list.presentedViewController === detail)
    expectClean(world)
  }
}

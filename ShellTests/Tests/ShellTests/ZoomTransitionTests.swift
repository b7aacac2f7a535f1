import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A view that records every write of `isHidden`.
@MainActor
final class ZoomRecordingThumbnail: UIView {
  var hiddenWrites: [Bool] = []
  override var isHidden: Bool {
    didSet { hiddenWrites.append(isHidden) }
  }
}

/// A switch a provider closure reads.
@MainActor
final class ZoomSwitch {
  var isOn = false
}

/// A list: a scroll view filling the window with thumbnails in it.
@MainActor
final class ThumbnailListViewController: UIViewController {
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let thumbnail = ZoomRecordingThumbnail(frame: CGRect(x: 20, y: 400, width: 100, height: 100))
  let reused = ZoomRecordingThumbnail(frame: CGRect(x: 200, y: 400, width: 100, height: 100))
  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    scrollView.addSubview(thumbnail)
    scrollView.addSubview(reused)
    view.addSubview(scrollView)
  }
}

@MainActor
func makeList() -> (UIKitWorld, ThumbnailListViewController) {
  let world = UIKitWorld()
  let list = ThumbnailListViewController()
  world.window.rootViewController = list
  world.advance(by: 0)
  return (world, list)
}

/// The view a presentation moves: the presentation controller's wrapper of the content.
@MainActor
func flying(_ content: UIView) -> UIView { content.superview ?? content }

/// The flying view's on-screen frame (the presentation layer's).
@MainActor
func shown(_ content: UIView) -> CGRect {
  let view = flying(content)
  return view.layer.presentation()?.frame ?? view.frame
}

@MainActor
@Suite("Zoom transition under the stand-in")
struct ZoomTransitionTests {
  @Test(
    "present: starts on the source (aspect fill, clipped to it), the source is hidden while flying and restored once"
  )
  func presentFromSource() {
    let (world, list) = makeList()
    let detail = ContentViewController()
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 0.001)
    let start = shown(detail.view)
    #expect(abs(start.midX - 70) < 2 && abs(start.midY - 450) < 2, "\(start)")
    #expect(abs(start.width - 100) < 2)  // 390 × 844 filling 100 × 100: the width binds
    #expect(list.thumbnail.isHidden)
    #expect(flying(detail.view).mask != nil)
    world.advance(by: 2)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(flying(detail.view).mask == nil && flying(detail.view).transform == .identity)
    #expect(list.thumbnail.hiddenWrites == [true, false])
    expectClean(world)
  }

  @Test("dismissal while the list scrolls: the flight follows and lands on the cell where it is")
  func dismissalFollowsScrolling() {
    let (world, list) = makeList()
    let detail = ContentViewController()
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 2)
    detail.interruptibleDismiss()
    world.advance(by: 0.05)
    for _ in 0..<24 {  // 5 pt per frame at 120 Hz: 600 pt/s, 120 pt in all
      list.scrollView.contentOffset.y += 5
      world.advance(by: 1.0 / 120)
    }
    var last = shown(detail.view)
    var model = flying(detail.view).frame
    let deadline = world.now + 5
    while detail.presentingViewController != nil, world.now < deadline {
      last = shown(detail.view)
      model = flying(detail.view).frame
      world.advance(by: 1.0 / 120)
    }
    world.advance(by: 0.1)
    // The cell is now at y = 400 − 120 = 280 on screen: the flight's target (the model value) is
    // exactly there, and what is shown a frame before the end is within a few points of it.
    #expect(
      abs(model.midX - 70) < 0.5 && abs(model.midY - 330) < 0.5 && abs(model.width - 100) < 0.5, "\(model)")
    #expect(abs(last.midY - 330) < 12 && abs(last.width - 100) < 12, "\(last)")
    #expect(list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }

  @Test(
    "the provider hands back another (reused) view mid-flight: the first is restored at once, the second at the end"
  )
  func reusedSource() {
    let (world, list) = makeList()
    let detail = ContentViewController()
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 2)
    let useReused = ZoomSwitch()
    detail.interruptibleDriver?.transition = ZoomTransition(from: { [weak list] in
      useReused.isOn ? list?.reused : list?.thumbnail
    })
    detail.interruptibleDismiss()
    world.advance(by: 0.1)
    useReused.isOn = true
    list.scrollView.contentOffset.y += 10
    world.advance(by: 0.05)
    #expect(list.thumbnail.hiddenWrites == [true, false, true, false])
    #expect(list.reused.isHidden)
    world.advance(by: 2)
    #expect(list.reused.hiddenWrites == [true, false])
    expectClean(world)
  }

  @Test("a source lost mid-dismissal: the content fades out toward the last known rectangle")
  func lostSource() {
    let (world, list) = makeList()
    let detail = ContentViewController()
    let gone = ZoomSwitch()
    list.present(detail, transition: .zoom(from: { [weak list] in gone.isOn ? nil : list?.thumbnail }))
    world.advance(by: 2)
    detail.interruptibleDismiss()
    world.advance(by: 0.1)
    gone.isOn = true
    list.scrollView.contentOffset.y += 10
    world.advance(by: 0.05)
    var alpha: CGFloat = 1
    let deadline = world.now + 5
    while detail.presentingViewController != nil, world.now < deadline {
      alpha = CGFloat(flying(detail.view).layer.presentation()?.opacity ?? 1)
      world.advance(by: 1.0 / 120)
    }
    #expect(alpha < 0.1, "\(alpha)")
    #expect(!list.thumbnail.isHidden)
    expectClean(world)
  }

  @Test("Reduce Motion: a cross-fade, the source is never hidden and nothing is clipped")
  func reduceMotion() {
    let (world, list) = makeList()
    world.setReduceMotion(true)
    defer { world.setReduceMotion(false) }
    let detail = ContentViewController()
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 0.05)
    #expect(flying(detail.view).mask == nil && shown(detail.view).width == 390)
    world.advance(by: 2)
    #expect(list.thumbnail.hiddenWrites.isEmpty)
    expectClean(world)
  }

  @Test("push and pop through the navigation delegate zoom from and back to the source")
  func pushAndPop() {
    let world = UIKitWorld()
    let list = ThumbnailListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let delegate = InterruptibleNavigationDelegate(
      transition: .zoom(from: { [weak list] in list?.thumbnail }))
    navigation.delegate = delegate
    world.window.rootViewController = navigation
    world.advance(by: 0)
    let detail = ContentViewController()
    navigation.pushViewController(detail, animated: true)
    world.advance(by: 0.001)
    #expect(list.thumbnail.isHidden)
    world.advance(by: 2)
    #expect(navigation.topViewController === detail)
    navigation.popViewController(animated: true)
    world.advance(by: 2)
    #expect(navigation.topViewController === list)
    #expect(list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }

  @Test("the dismiss drag may begin only in its region")
  func dragRegion() {
    let (world, list) = makeList()
    let detail = ContentViewController()
    var options = ZoomTransitionOptions()
    options.dismissDragRegion = { bounds in CGRect(x: 0, y: 0, width: bounds.width, height: 200) }
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }, options: options))
    world.advance(by: 2)
    world.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 800), duration: 0.2)
    world.advance(by: 2)
    #expect(detail.presentingViewController != nil)
    world.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 700), duration: 0.2)
    world.advance(by: 2)
    #expect(detail.presentingViewController == nil)
    expectClean(world)
  }
}

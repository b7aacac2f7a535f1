import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Counts the screens a navigation controller finished showing (one per completed push or pop).
@MainActor
private final class ShowRecorder: NSObject, UINavigationControllerDelegate {
  var shown: [UIViewController] = []
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shown.append(viewController)
  }
}

/// What the core says the flying view shows: its centre where the drag put it (the grab point plus
/// the translation, as ``ZoomDragOffset`` has it) and the content's size on `path` at the
/// session's fraction.
@MainActor
private func coreFrame(
  path: ZoomGeometry, session: TransitionSession?, grabbed: CGPoint, translation: CGPoint
) -> CGRect {
  let progress = session?.presentedProgress ?? 1
  var drag = ZoomDragOffset()
  drag.begin(shownCenter: grabbed)
  drag.update(translation: translation)
  let pathFrame = path.frame(at: progress)
  let offset = drag.offset(pathCenter: CGPoint(x: pathFrame.midX, y: pathFrame.midY), at: 0)
  let content = path.contentFrame(at: progress)
  return content.offsetBy(dx: offset.x, dy: offset.y)
}

/// The largest difference between two frames' centres and sizes, in points.
private func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
  max(abs(a.midX - b.midX), abs(a.midY - b.midY), abs(a.width - b.width), abs(a.height - b.height))
}

@MainActor
@Suite("Zoom: a drag handed over mid-pan follows both axes from the hand-off, under the stand-in")
struct ZoomDragHandOffTests {
  @Test(
    "a list in the detail scrolled to its top hands the pan to the dismissal: no jump there, then the flying view follows diagonally in both axes as the core says (within 1e-9 pt), one completion"
  )
  func scrollViewHandsOver() {
    let (world, list) = makeList()
    let detail = ListViewController()
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 2)
    detail.list.contentOffset = CGPoint(x: 0, y: 30)
    let driver = detail.interruptibleDriver
    let rest = RestCounter()
    rest.observe(driver)
    world.touchDown(at: CGPoint(x: 200, y: 300))
    // Straight down, 6 pt a frame: the list scrolls to its top, then the dismissal takes the pan.
    var finger = CGPoint(x: 200, y: 300)
    var before = shownCenter(detail.view)
    while driver?.coordinator.phase != .dismissing, finger.y < 400 {
      before = shownCenter(detail.view)
      finger.y += 6
      world.advance(by: 1.0 / 120)
      world.touchMove(to: finger)
    }
    #expect(detail.list.contentOffset.y == 0)
    #expect(driver?.coordinator.phase == .dismissing)
    // At the hand-off the view is on the path (offset 0): it moved only as the path did, by the
    // first 6 pt the dismissal took (under a point).
    let handOff = shown(detail.view)
    let session = driver?.coordinator.currentSession
    let pathThere = detailPath.frame(at: session?.presentedProgress ?? 1)
    let atHandOff = coreFrame(
      path: detailPath, session: session, grabbed: CGPoint(x: pathThere.midX, y: pathThere.midY),
      translation: .zero)
    #expect(distance(handOff, atHandOff) < 1e-9, "\(handOff) vs \(atHandOff)")
    #expect(abs(handOff.midX - before.x) < 1 && abs(handOff.midY - before.y) < 1, "\(before) → \(handOff)")
    // Diagonally from there: 3 pt right and 6 pt down a frame.
    var worst: CGFloat = 0
    for step in 1...30 {
      world.advance(by: 1.0 / 120)
      world.touchMove(to: CGPoint(x: finger.x + 3 * CGFloat(step), y: finger.y + 6 * CGFloat(step)))
      let expected = coreFrame(
        path: detailPath, session: driver?.coordinator.currentSession,
        grabbed: CGPoint(x: handOff.midX, y: handOff.midY),
        translation: CGPoint(x: 3 * CGFloat(step), y: 6 * CGFloat(step)))
      worst = max(worst, distance(shown(detail.view), expected))
    }
    #expect(worst < 1e-9, "\(worst)")
    #expect(shown(detail.view).midX > handOff.midX + 89.5, "\(shown(detail.view))")
    world.touchUp()
    world.advance(by: 3)
    #expect(rest.arrivals == [.idle])
    #expect(list.presentedViewController == nil && list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }

  @Test(
    "an interactive pop with a zoom follows the finger in both axes from where the pan took it (within 1e-9 pt of the core), one completion"
  )
  func popFollowsBothAxes() {
    let world = UIKitWorld()
    let list = ThumbnailListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let delegate = InterruptibleNavigationDelegate(
      transition: .zoom(from: { [weak list] in list?.thumbnail }))
    let recorder = ShowRecorder()
    delegate.forwardingDelegate = recorder
    navigation.delegate = delegate
    world.window.rootViewController = navigation
    world.advance(by: 0)
    let detail = ContentViewController()
    navigation.pushViewController(detail, animated: true)
    world.advance(by: 2)
    let presented = detail.view.frame
    let source = list.thumbnail.convert(list.thumbnail.bounds, to: nil)
    let path = ZoomGeometry(source: source, destination: presented)
    world.touchDown(at: CGPoint(x: 200, y: 300))
    world.advance(by: 1.0 / 120)
    world.touchMove(to: CGPoint(x: 200, y: 312))  // the pan begins: the pop takes it here
    #expect(delegate.driver?.coordinator.phase == .dismissing)
    var worst: CGFloat = 0
    for step in 1...30 {
      world.advance(by: 1.0 / 120)
      world.touchMove(to: CGPoint(x: 200 + 3 * CGFloat(step), y: 312 + 6 * CGFloat(step)))
      let expected = coreFrame(
        path: path, session: delegate.driver?.coordinator.currentSession,
        grabbed: CGPoint(x: presented.midX, y: presented.midY),
        translation: CGPoint(x: 3 * CGFloat(step), y: 6 * CGFloat(step)))
      worst = max(worst, distance(detail.view.layer.presentation()?.frame ?? .zero, expected))
    }
    #expect(worst < 1e-9, "\(worst)")
    world.touchUp()
    world.advance(by: 3)
    #expect(navigation.topViewController === list)
    #expect(recorder.shown.count == 2 && recorder.shown.last === list, "\(recorder.shown)")
    #expect(list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The context menu list inside a navigation controller, animated by the package's navigation
/// delegate unless `interruptible` is false (then by UIKit's own slide).
@MainActor
func worldWithContextMenuStack(interruptible: Bool = true) -> (
  UIKitWorld, ContextMenuList, UINavigationController, InterruptibleNavigationDelegate
) {
  let world = UIKitWorld()
  let list = ContextMenuList(style: .plain)
  let navigation = UINavigationController(rootViewController: list)
  let delegate = InterruptibleNavigationDelegate()
  if interruptible { navigation.delegate = delegate }
  world.window.rootViewController = navigation
  world.advance(by: 0)
  return (world, list, navigation, delegate)
}

/// Opens the menu of `row` (press and hold, release) and returns the lifted preview.
@MainActor
func openMenu(_ world: UIKitWorld, _ list: ContextMenuList, row: Int) -> UIView? {
  world.touchDown(at: list.rowCenter(row))
  world.advance(by: 0.6)
  world.touchUp()
  world.advance(by: 1)
  return list.overlay?.subviews.first { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 }
}

/// What the zoom shows of `content` on screen now (window coordinates): its clipping mask carried
/// by its presentation transform.
@MainActor
func zoomedFrame(_ content: UIView) -> CGRect {
  let transform = content.layer.presentation()?.affineTransform() ?? content.transform
  let mask = content.mask.map { $0.layer.presentation()?.frame ?? $0.frame } ?? content.bounds
  let centre = content.superview?.convert(content.center, to: nil) ?? content.center
  let scale = transform.a
  let middle = CGPoint(
    x: centre.x + transform.tx + (mask.midX - content.bounds.midX) * scale,
    y: centre.y + transform.ty + (mask.midY - content.bounds.midY) * scale)
  return CGRect(
    x: middle.x - mask.width * scale / 2, y: middle.y - mask.height * scale / 2, width: mask.width * scale,
    height: mask.height * scale)
}

@MainActor
@Suite("A tap on the context menu's preview pushes inside the package's navigation stack, presents elsewhere")
struct ContextMenuCommitTests {
  @Test("In the package's navigation stack the preview's tap pushes with the zoom from the lifted preview")
  func pushZoomsFromPreview() {
    let (world, list, navigation, delegate) = worldWithContextMenuStack()
    guard let preview = openMenu(world, list, row: 4) else { return #expect(Bool(false), "no preview") }
    let previewFrame = preview.convert(preview.bounds, to: nil)
    world.touchDown(at: centre(of: preview))
    world.advance(by: 0.05)
    world.touchUp()  // the tap: the zoom starts now
    world.advance(by: 0)
    #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.last === list.destination)
    #expect(delegate.driver?.transition is ZoomTransition)
    #expect(list.presentedViewController == nil && navigation.presentedViewController == nil)
    // The zoom starts on the lifted preview's frame, which it hides while it flies.
    #expect(edgeDistance(zoomedFrame(list.destination.view), previewFrame) < 1e-6, "\(previewFrame)")
    #expect(preview.isHidden)
    world.advance(by: 2)
    #expect(navigation.topViewController === list.destination)
    #expect(list.destination.view.transform == .identity && list.destination.view.mask == nil)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.alpha == 1)
    world.advance(by: 1)
    #expect(list.ended == 1)
    expectClean(world)
  }

  @Test("Back mid-push turns the zoom around: the destination leaves the stack, the session ends once")
  func backMidPushReverses() {
    let (world, list, navigation, delegate) = worldWithContextMenuStack()
    guard let preview = openMenu(world, list, row: 2) else { return #expect(Bool(false), "no preview") }
    world.tap(at: centre(of: preview))
    world.advance(by: 0.15)
    #expect(delegate.driver?.phase == .presenting)
    #expect(list.ended == 0)
    delegate.goBack(in: navigation)
    world.advance(by: 0.05)
    #expect(delegate.driver?.phase == .dismissing)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
    #expect(list.destination.parent == nil)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.alpha == 1)
    expectClean(world)
  }

  @Test("A finger that grabs the push mid-flight and flings it back turns it around; the session ends once")
  func grabMidPushReverses() {
    let (world, list, navigation, delegate) = worldWithContextMenuStack()
    guard let preview = openMenu(world, list, row: 3) else { return #expect(Bool(false), "no preview") }
    world.tap(at: centre(of: preview))
    world.advance(by: 0.1)
    #expect(delegate.driver?.phase == .presenting)
    let shown = zoomedFrame(list.destination.view)
    let start = CGPoint(x: shown.midX, y: shown.midY)
    world.drag(from: start, to: CGPoint(x: start.x, y: start.y + 300), duration: 0.15)
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
    #expect(list.destination.parent == nil)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    expectClean(world)
  }

  @Test("The pop after the push zooms back into the cell; a second commit pushes again and ends once more")
  func popReturnsToCell() {
    let (world, list, navigation, delegate) = worldWithContextMenuStack()
    guard let preview = openMenu(world, list, row: 4) else { return #expect(Bool(false), "no preview") }
    world.tap(at: centre(of: preview))
    world.advance(by: 2)
    let cell = list.tableView.cellForRow(at: IndexPath(row: 4, section: 0))
    delegate.goBack(in: navigation)
    world.advance(by: 0.05)
    #expect(delegate.driver?.transition is ZoomTransition)
    #expect(cell?.isHidden == true)  // the way back lands on the cell, hidden while the zoom flies
    world.advance(by: 2)
    #expect(navigation.topViewController === list)
    #expect(cell?.isHidden == false)
    guard let again = openMenu(world, list, row: 4) else { return #expect(Bool(false), "no preview") }
    world.tap(at: centre(of: again))
    world.advance(by: 2)
    #expect(navigation.topViewController === list.destination)
    #expect(list.ended == 2)
    expectClean(world)
  }

  @Test("In a navigation stack the package does not animate, the destination is presented with the zoom")
  func otherStackPresents() {
    let (world, list, navigation, _) = worldWithContextMenuStack(interruptible: false)
    guard let preview = openMenu(world, list, row: 4) else { return #expect(Bool(false), "no preview") }
    let previewFrame = preview.convert(preview.bounds, to: nil)
    world.touchDown(at: centre(of: preview))
    world.advance(by: 0.05)
    world.touchUp()  // the tap: the zoom starts now
    world.advance(by: 0)
    #expect(navigation.viewControllers.count == 1)
    #expect(list.presentedViewController === list.destination)
    #expect(edgeDistance(zoomedFrame(flying(list.destination.view)), previewFrame) < 1e-6, "\(previewFrame)")
    world.advance(by: 2)
    #expect(list.ended == 1)
    #expect(list.overlay == nil)
    expectClean(world)
  }

  @Test("A destination already in the stack is not pushed again: the menu just leaves, once")
  func destinationInUseLeaves() {
    let (world, list, navigation, _) = worldWithContextMenuStack()
    guard let preview = openMenu(world, list, row: 4) else { return #expect(Bool(false), "no preview") }
    let other = UINavigationController(rootViewController: list.destination)
    world.tap(at: centre(of: preview))
    world.advance(by: 2)
    #expect(navigation.viewControllers.count == 1)
    #expect(list.destination.parent === other)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    expectClean(world)
  }
}

@MainActor
@Suite("A context-menu push UIKit never runs through the package's delegate still ends the session")
struct ContextMenuCommitUnrunPushTests {
  @Test("A push queued behind a running one, then animated by another delegate, ends the session once")
  func queuedPushRunByAnotherDelegateEnds() {
    let (world, list, navigation, delegate) = worldWithContextMenuStack()
    guard let preview = openMenu(world, list, row: 4) else { return #expect(Bool(false), "no preview") }
    let other = UIViewController()
    navigation.pushViewController(other, animated: true)
    world.advance(by: 0.05)
    #expect(delegate.driver != nil)
    world.tap(at: centre(of: preview))  // queued behind the push of `other`
    world.advance(by: 0)
    #expect(!navigation.viewControllers.contains { $0 === list.destination })
    navigation.delegate = nil  // the app takes the stack back before the queued push starts
    world.advance(by: 3)
    #expect(navigation.topViewController === list.destination)
    #expect(!world.window.subviews.contains { String(describing: type(of: $0)).contains("Overlay") })
    #expect(list.ended == 1)
    world.advance(by: 1)
    #expect(list.ended == 1)
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A 30-row list whose rows have a context menu of three actions, a reaction bar and a destination.
@MainActor
final class ContextMenuList: UITableViewController, InterruptibleContextMenuInteractionDelegate {
  var fired: [String] = []
  var ended = 0
  var reactions = 0
  let destination = UIViewController()
  var usesDestination = true
  lazy var interaction = InterruptibleContextMenuInteraction(delegate: self)
  let reactionBar = UIControl(frame: CGRect(x: 0, y: 0, width: 240, height: 48))

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.addInteraction(interaction)
    reactionBar.addAction(UIAction { [weak self] _ in self?.reactions += 1 }, for: .touchUpInside)
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func contextMenuInteraction(
    _ interaction: InterruptibleContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> InterruptibleContextMenuInteraction.Configuration? {
    let menu = UIMenu(
      children: ["Copy", "Share", "Delete"].map { title in
        UIAction(title: title) { [weak self] _ in self?.fired.append(title) }
      })
    let configuration = InterruptibleContextMenuInteraction.Configuration(menu: menu)
    configuration.sourceView = tableView.visibleCells.first { $0.frame.contains(location) }
    configuration.accessoryProvider = { [reactionBar] in reactionBar }
    if usesDestination { configuration.destinationProvider = { [destination] in destination } }
    return configuration
  }

  func contextMenuInteractionDidEnd(_ interaction: InterruptibleContextMenuInteraction) { ended += 1 }

  /// The centre of row `row` in the window.
  func rowCenter(_ row: Int) -> CGPoint {
    let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0))
    return cell.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
  }

  /// The open menu's overlay, if any.
  var overlay: UIView? { view.window?.subviews.last { String(describing: type(of: $0)).contains("Overlay") } }
}

@MainActor
func worldWithContextMenuList() -> (UIKitWorld, ContextMenuList) {
  let world = synchronousWorld()
  let list = ContextMenuList(style: .plain)
  world.window.rootViewController = list
  world.advance(by: 0)
  return (world, list)
}

@MainActor
@Suite("InterruptibleContextMenuInteraction in the world: lift, scroll hand-off, accessory, zoom")
struct ContextMenuInteractionTests {
  @Test("Press and hold on a cell lifts it, then the menu shows; the release keeps it; a row fires once")
  func pressAndHold() {
    let (world, list) = worldWithContextMenuList()
    let cell = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    world.touchDown(at: list.rowCenter(2))
    world.advance(by: 0.25)
    #expect(list.overlay == nil)
    #expect(abs((cell?.transform.a ?? 1) - 0.96) < 1e-9)  // the lift's target scale (VW13)
    world.advance(by: 0.3)
    #expect(list.overlay != nil)
    #expect(cell?.alpha == 0)
    world.touchUp()
    world.advance(by: 1)
    #expect(list.overlay != nil)
    let rowPoint = list.overlay.flatMap { overlay in
      overlay.subviews.first { $0 is UIScrollView }.map { $0.convert(CGPoint(x: 40, y: 66), to: nil) }
    }
    world.tap(at: rowPoint ?? .zero)  // row 1 ("Share"): rows are 44 pt
    world.advance(by: 1)
    #expect(list.fired == ["Share"])
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(cell?.alpha == 1)
    expectClean(world)
  }

  @Test("Moving early scrolls the table instead: the lift turns back and no menu shows")
  func movingEarlyScrolls() {
    let (world, list) = worldWithContextMenuList()
    let start = list.rowCenter(8)
    world.touchDown(at: start)
    for step in 1...30 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: start.x, y: start.y - 4 * CGFloat(step)))
    }
    world.touchUp()
    world.advance(by: 2)
    #expect(list.tableView.contentOffset.y > 50)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 8, section: 0))?.transform == .identity)
    expectClean(world)
  }

  @Test("A tap on the accessory reaches it; the menu stays open until a tap outside closes it")
  func accessoryReceivesTouches() {
    let (world, list) = worldWithContextMenuList()
    world.touchDown(at: list.rowCenter(3))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    let bar = list.reactionBar
    world.tap(at: bar.convert(CGPoint(x: bar.bounds.midX, y: bar.bounds.midY), to: nil))
    #expect(list.reactions == 1)
    #expect(list.overlay != nil)
    world.tap(at: CGPoint(x: 380, y: 830))  // the backdrop
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(list.fired == [])
  }

  @Test("A tap on the preview zooms into the destination; the session ends once")
  func previewTapZooms() {
    let (world, list) = worldWithContextMenuList()
    world.touchDown(at: list.rowCenter(1))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    let preview = list.overlay?.subviews.first { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 }
    world.tap(at: preview.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero)
    world.advance(by: 2)
    #expect(list.presentedViewController === list.destination)
    #expect(list.ended == 1)
    #expect(list.overlay == nil)
    expectClean(world)
  }

  @Test("A tap outside while the menu grows turns it back; dismiss() during a lift turns the lift back")
  func interruptions() {
    let (world, list) = worldWithContextMenuList()
    world.touchDown(at: list.rowCenter(4))
    world.advance(by: 0.52)
    world.touchUp()
    world.advance(by: UIKitWorld.frame)
    world.tap(at: CGPoint(x: 380, y: 830))
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    world.touchDown(at: list.rowCenter(5))
    world.advance(by: 0.2)
    list.interaction.dismiss()
    world.advance(by: 1)
    world.touchUp()
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 2)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.transform == .identity)
  }

  @Test("The escape gesture closes the open menu; with Reduce Motion the source does not scale")
  func escapeAndReduceMotion() {
    let (world, list) = worldWithContextMenuList()
    world.setReduceMotion(true)
    let cell = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    world.touchDown(at: list.rowCenter(2))
    world.advance(by: 0.25)
    #expect(cell?.transform == .identity)
    world.advance(by: 0.3)
    world.touchUp()
    world.advance(by: 1)
    #expect(list.overlay?.accessibilityPerformEscape() == true)
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    world.setReduceMotion(false)
  }
}

@MainActor
@Suite("InterruptibleContextMenuInteraction in the world: drag to select, rotation, opening without a lift")
struct ContextMenuInteractionMoreTests {
  @Test("A drag after the commit highlights the row under the finger; lifting on it fires it once")
  func dragToSelect() {
    let (world, list) = worldWithContextMenuList()
    let start = list.rowCenter(2)
    world.touchDown(at: start)
    world.advance(by: 1)
    let menu = list.overlay?.subviews.first { $0 is UIScrollView }
    let target = menu.map { $0.convert(CGPoint(x: 40, y: 110), to: nil) } ?? .zero  // row 2 ("Delete")
    for step in 1...20 {
      world.advance(by: UIKitWorld.frame)
      let t = CGFloat(step) / 20
      world.touchMove(
        to: CGPoint(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t))
    }
    world.touchUp()
    world.advance(by: 1)
    #expect(list.fired == ["Delete"])
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
  }

  @Test("With the keyboard up the menu stays above it: a cell just above the keyboard opens its menu above")
  func keyboardRespected() {
    let (world, list) = worldWithContextMenuList()
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    world.touchDown(at: list.rowCenter(9))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    let keyboardTop = world.window.bounds.maxY - 336
    let menu = list.overlay?.subviews.first { $0 is UIScrollView }
    let preview = list.overlay?.subviews.first { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 }
    #expect(menu != nil && preview != nil)
    if let menu, let preview {
      #expect(menu.frame.maxY <= keyboardTop - 16 + 1e-6)
      #expect(menu.frame.maxY <= preview.frame.minY)  // above the preview
    }
    list.interaction.dismiss()
    world.advance(by: 1)
    #expect(list.ended == 1)
  }

  @Test("A window resize closes the open menu; presentMenu(at:) opens one without a lift")
  func resizeClosesAndOpenWithoutLift() {
    let (world, list) = worldWithContextMenuList()
    list.interaction.presentMenu(at: CGPoint(x: 100, y: 66))
    world.advance(by: 1)
    #expect(list.overlay != nil)
    world.resize(to: CGSize(width: 844, height: 390))
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    list.tableView.removeInteraction(list.interaction)
    #expect(list.interaction.view == nil)
  }
}

@MainActor
@Suite("InterruptibleContextMenuInteraction in the world: a second press while the first menu leaves")
struct ContextMenuSecondPressTests {
  @Test("A press on another cell during the dismissal lifts that cell; both sessions end once each")
  func secondPressDuringDismissal() {
    let (world, list) = worldWithContextMenuList()
    world.touchDown(at: list.rowCenter(1))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    world.tap(at: CGPoint(x: 380, y: 830))  // the menu starts to leave
    let leaving = list.overlay
    #expect(leaving != nil)
    let second = list.tableView.cellForRow(at: IndexPath(row: 6, section: 0))
    world.touchDown(at: list.rowCenter(6))
    world.advance(by: 0.2)
    #expect((second?.transform.a ?? 1) < 1)  // the second cell lifts while the first menu leaves
    world.advance(by: 0.4)
    #expect(list.overlay != nil && list.overlay !== leaving)
    #expect(list.ended == 1)
    world.touchUp()
    list.interaction.dismiss()
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 2)
  }
}

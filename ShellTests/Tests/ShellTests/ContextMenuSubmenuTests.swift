import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A list whose rows have a context menu with a submenu: Copy, Share ▸ (Messages, Mail, Notes,
/// AirDrop), Delete.
@MainActor
final class SubmenuContextMenuList: UITableViewController, InterruptibleContextMenuInteractionDelegate {
  var fired: [String] = []
  var ended = 0
  lazy var interaction = InterruptibleContextMenuInteraction(delegate: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.addInteraction(interaction)
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func action(_ title: String) -> UIAction {
    UIAction(title: title) { [weak self] _ in self?.fired.append(title) }
  }

  func contextMenuInteraction(
    _ interaction: InterruptibleContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> InterruptibleContextMenuInteraction.Configuration? {
    let share = UIMenu(title: "Share", children: ["Messages", "Mail", "Notes", "AirDrop"].map(action))
    let configuration = InterruptibleContextMenuInteraction.Configuration(
      menu: UIMenu(children: [action("Copy"), share, action("Delete")]))
    configuration.sourceView = tableView.visibleCells.first { $0.frame.contains(location) }
    return configuration
  }

  func contextMenuInteractionDidEnd(_ interaction: InterruptibleContextMenuInteraction) { ended += 1 }

  var overlay: UIView? { view.window?.subviews.last { String(describing: type(of: $0)).contains("Overlay") } }
  var menu: UIScrollView? { overlay?.subviews.first { $0 is UIScrollView } as? UIScrollView }

  /// The window point of row `row` of the menu (44 pt rows), a little in from the leading edge.
  func menuRow(_ row: Int) -> CGPoint {
    menu.map { $0.convert(CGPoint(x: 40, y: 44 * CGFloat(row) + 22), to: nil) } ?? .zero
  }

  /// Opens the menu of table row 2 and lets it settle.
  func open(in world: UIKitWorld) {
    let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    let center = cell.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
    world.touchDown(at: center)
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
  }
}

@MainActor
private func worldWithSubmenuList() -> (UIKitWorld, SubmenuContextMenuList) {
  let world = synchronousWorld()
  let list = SubmenuContextMenuList(style: .plain)
  world.window.rootViewController = list
  world.advance(by: 0)
  return (world, list)
}

@MainActor
@Suite("InterruptibleContextMenuInteraction in the world: submenus open in place")
struct ContextMenuSubmenuTests {
  @Test("A submenu opens in place with its header; a leaf in it fires once and closes everything")
  func openAndFireLeaf() {
    let (world, list) = worldWithSubmenuList()
    list.open(in: world)
    let menuTop = list.menu?.frame.minY
    #expect(list.menu?.frame.height == 132)
    world.tap(at: list.menuRow(1))  // "Share ▸"
    #expect(list.overlay != nil)
    #expect(list.fired == [])
    world.advance(by: 0.1)  // the menu grows from where it was toward the submenu's height
    let midway = list.menu.map { $0.layer.presentation()?.frame.height ?? $0.frame.height } ?? 0
    #expect(midway > 132 + 1 && midway < 220 - 1)
    world.advance(by: 1)
    // The header and four actions: the menu below the preview keeps its top and grows to 220 pt.
    #expect(list.menu?.frame.height == 220)
    #expect(list.menu?.frame.minY == menuTop)
    let titles = list.menu?.subviews.compactMap { $0.accessibilityLabel }
    #expect(titles == ["Share", "Messages", "Mail", "Notes", "AirDrop"])
    #expect(list.menu?.subviews.first?.accessibilityTraits.contains(.header) == true)
    world.tap(at: list.menuRow(2))  // "Mail"
    world.advance(by: 1)
    #expect(list.fired == ["Mail"])
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    expectClean(world)
  }

  @Test("The header goes back to the menu's rows; the menu stays open and its rows work again")
  func headerGoesBack() {
    let (world, list) = worldWithSubmenuList()
    list.open(in: world)
    world.tap(at: list.menuRow(1))
    world.advance(by: 1)
    world.tap(at: list.menuRow(0))  // the header
    world.advance(by: 1)
    let titles = list.menu?.subviews.compactMap { $0.accessibilityLabel }
    #expect(titles == ["Copy", "Share", "Delete"])
    #expect(list.menu?.frame.height == 132)
    #expect(list.overlay != nil && list.ended == 0 && list.fired == [])
    world.tap(at: list.menuRow(2))  // "Delete"
    world.advance(by: 1)
    #expect(list.fired == ["Delete"])
    #expect(list.ended == 1)
  }

  @Test("A tap outside while the submenu animates in closes everything from where it is, one completion")
  func tapOutsideMidSubmenu() {
    let (world, list) = worldWithSubmenuList()
    list.open(in: world)
    world.tap(at: list.menuRow(1))
    world.advance(by: 0.1)  // the submenu's rows are fading in
    let row = list.menu?.subviews.first { $0.accessibilityLabel == "Messages" }
    #expect(row.map { $0.layer.presentation()?.opacity ?? 1 } ?? 1 < 1)
    world.tap(at: CGPoint(x: 380, y: 830))
    world.advance(by: 0.05)
    #expect(list.overlay != nil)  // leaving, from where it was
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(list.fired == [])
    world.advance(by: 1)
    #expect(list.ended == 1)
    expectClean(world)
  }

  @Test("A drag after the commit that lifts on the submenu's row opens it; the escape then closes all once")
  func dragOpensThenEscape() {
    let (world, list) = worldWithSubmenuList()
    let cell = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    let start = cell.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
    world.touchDown(at: start)
    world.advance(by: 1)
    let target = list.menuRow(1)  // "Share ▸"
    for step in 1...20 {
      world.advance(by: UIKitWorld.frame)
      let t = CGFloat(step) / 20
      world.touchMove(
        to: CGPoint(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t))
    }
    world.touchUp()
    world.advance(by: 1)
    #expect(list.menu?.subviews.first?.accessibilityLabel == "Share")  // the submenu's header
    #expect(list.fired == [] && list.ended == 0)
    let row = list.menu?.subviews.first { $0.accessibilityLabel == "Mail" }
    #expect(world.voiceOverEscape(from: row ?? UIView()))
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1 && list.fired == [])
    expectClean(world)
  }
}

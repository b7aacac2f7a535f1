import Testing
import UIKit
import UIKitWorld

/// A two-section list that counts what the table asks and what it selects.
@MainActor
final class CountingList: UITableViewController {
  var rows = [3, 2]
  var cellRequests = 0
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }
  override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests += 1
    return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor
func worldWithList() -> (UIKitWorld, CountingList) {
  let world = synchronousWorld()
  let list = CountingList(style: .insetGrouped)
  world.window.rootViewController = list
  world.advance(by: 0)
  return (world, list)
}

@MainActor
@Suite("UIKit stand-in: table views, switches, segmented controls, sliders")
struct StandInTableTests {
  @Test("A table loads on its first layout pass, rows at 44 pt section after section, headers recorded")
  func loadsOnLayout() {
    let (_, list) = worldWithList()
    let table = list.tableView!
    #expect(table.style == .insetGrouped)
    #expect(list.cellRequests == 5)
    #expect(abs((table.cellForRow(at: IndexPath(row: 1, section: 1))?.frame.minY ?? 0) - 4 * 44) < 1e-9)
    #expect(abs(table.contentSize.height - 5 * 44) < 1e-9)
    #expect(table.headerTitles == [0: "Section 0", 1: "Section 1"])
  }

  @Test("reloadSections asks again for those sections only and reuses their cells")
  func reloadSections() {
    let (_, list) = worldWithList()
    let table = list.tableView!
    let old = [0, 1].compactMap { table.cellForRow(at: IndexPath(row: $0, section: 1)) }
    list.rows[1] = 1
    table.reloadSections(IndexSet(integer: 1), with: .none)
    #expect(list.cellRequests == 6)
    #expect(table.numberOfRows(inSection: 1) == 1)
    let reused = table.cellForRow(at: IndexPath(row: 0, section: 1))
    #expect(old.count == 2 && old.contains { $0 === reused })
    #expect(table.reloadAnimations == [.none])
  }

  @Test("An identifier that was never registered raises; a reload of a missing section raises")
  func misuse() {
    let (world, list) = worldWithList()
    _ = list.tableView.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
    list.tableView.reloadSections(IndexSet(integer: 5), with: .fade)
    #expect(world.exceptions.count == 2)
  }

  @Test("A tap on a row selects it once; a drag that scrolls selects nothing")
  func selection() {
    let (world, list) = worldWithList()
    list.rows = [40, 2]
    list.tableView.reloadData()
    world.tap(at: CGPoint(x: 200, y: 44 + 22))
    #expect(list.selected == [IndexPath(row: 1, section: 0)])
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    world.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
    #expect(list.selected.count == 1)
    #expect(list.tableView.contentOffset.y > 250)
  }

  @Test("A switch flips and sends valueChanged once per tap; isOn set from code sends nothing")
  func switchTaps() {
    let (world, root) = worldWithRoot()
    let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    root.addSubview(toggle)
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    var changes: [Bool] = []
    toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
    world.tap(at: CGPoint(x: 40, y: 115))
    world.tap(at: CGPoint(x: 40, y: 115))
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    #expect(changes == [true, false])
  }

  @Test("A segmented control selects the tapped segment and sends valueChanged only on a change")
  func segments() {
    let (world, root) = worldWithRoot()
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
    root.addSubview(control)
    var changes: [Int] = []
    control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
    world.tap(at: CGPoint(x: 250, y: 116))
    world.tap(at: CGPoint(x: 250, y: 116))
    world.tap(at: CGPoint(x: 150, y: 116))
    control.selectedSegmentIndex = 0
    #expect(changes == [2, 1])
  }

  @Test("A slider keeps its value within its range, also when the range moves")
  func slider() {
    let slider = UISlider()
    slider.minimumValue = 0.05
    #expect(slider.value == 0.05)
    slider.maximumValue = 0.45
    slider.value = 2
    #expect(slider.value == 0.45)
    slider.maximumValue = 0.2
    #expect(slider.value == 0.2)
  }
}

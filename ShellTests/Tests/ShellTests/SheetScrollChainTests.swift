import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Pages of lists: a horizontal pager holding one vertical list per page.
@MainActor
final class PagedListsViewController: UIViewController {
  let pager = UIScrollView()
  var lists: [UIScrollView] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    pager.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
    pager.contentSize = CGSize(width: 390 * 3, height: 800)
    view.addSubview(pager)
    for page in 0..<3 {
      let list = UIScrollView(frame: CGRect(x: 390 * CGFloat(page), y: 0, width: 390, height: 800))
      list.contentSize = CGSize(width: 390, height: 3000)
      pager.addSubview(list)
      lists.append(list)
    }
  }
}

/// A sheet (medium, large) of paged lists, presented and resting at large.
@MainActor
func makePagedListsSheet(_ world: UIKitWorld, _ home: HomeViewController) -> (
  DetentSheetViewController, PagedListsViewController
) {
  let content = PagedListsViewController()
  let sheet = DetentSheetViewController(
    content: content, configuration: DetentSheetConfiguration(detents: [.medium, .large]))
  home.present(sheet, animated: false)
  world.advance(by: 2)
  sheet.selectedDetentIdentifier = .large
  world.advance(by: 2)
  return (sheet, content)
}

@MainActor
@Suite("Detent sheet over nested scroll views: the scroll-view chain decides each pan")
struct SheetScrollChainTests {
  func makeSheet(_ world: UIKitWorld, _ home: HomeViewController) -> (
    DetentSheetViewController, PagedListsViewController
  ) { makePagedListsSheet(world, home) }

  @Test("A sideways swipe pages the pager; the sheet stays at large")
  func swipePages() {
    let (world, home) = makeWorld()
    let (sheet, content) = makeSheet(world, home)
    let top = sheet.sheetView.frame.minY
    world.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 410), duration: 0.2)
    world.advance(by: 1)
    #expect(content.pager.contentOffset.x > 150)
    #expect(abs(sheet.sheetView.frame.minY - top) < 0.5)
    expectClean(world)
  }

  @Test(
    "A push up at large scrolls the list under the finger; a pull down on a list at its top moves the sheet, the list stays"
  )
  func listThenSheet() {
    let (world, home) = makeWorld()
    let (sheet, content) = makeSheet(world, home)
    world.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
    world.advance(by: 1)
    #expect(content.lists[0].contentOffset.y > 250)
    content.lists[0].contentOffset = .zero
    var changes: [SheetDetent.Identifier] = []
    sheet.onDetentChange = { changes.append($0) }
    world.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 1)
    world.advance(by: 3)
    #expect(content.lists[0].contentOffset.y == 0)
    #expect(changes == [.medium])
    expectClean(world)
  }
}

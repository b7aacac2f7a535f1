import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Content with a search field near the sheet's top.
@MainActor
final class SearchContentViewController: UIViewController {
  let field = UITextField(frame: CGRect(x: 16, y: 20, width: 358, height: 44))
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
  }
}

@MainActor
@Suite("Detent sheet and the keyboard: the focused field stays visible; interactive hides; a drag resigns")
struct SheetKeyboardFieldTests {
  func makeSheet(_ world: UIKitWorld, _ home: HomeViewController, _ policy: SheetKeyboardPolicy)
    -> (DetentSheetViewController, SearchContentViewController)
  {
    let content = SearchContentViewController()
    let sheet = DetentSheetViewController(
      content: content, configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    sheet.keyboardPolicy = policy
    home.present(sheet, animated: false)
    world.advance(by: 2)
    return (sheet, content)
  }

  func fieldBottom(_ content: SearchContentViewController, _ world: UIKitWorld) -> CGFloat {
    content.field.convert(content.field.bounds, to: world.window).maxY
  }

  @Test(
    "Keeping the field visible: a 336 pt keyboard lifts medium by 17.5 pt, so the field's bottom is 16 pt above it; hiding puts it back"
  )
  func keepsTheFieldVisible() {
    let (world, home) = makeWorld()
    let (sheet, content) = makeSheet(world, home, .keepFocusedFieldVisible(margin: 16))
    let height = sheet.sheetView.frame.height
    _ = content.field.becomeFirstResponder()
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    // Field bottom 445.5 + 64 = 509.5 pt; the keyboard's top is at 508 pt: it must rise 17.5 pt.
    #expect(abs(fieldBottom(content, world) - (508 - 16)) < 0.5)
    #expect(abs(sheet.sheetView.frame.height - height) < 0.5)
    world.setKeyboard(height: 0)
    world.advance(by: 1)
    #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
    expectClean(world)
  }

  @Test("Keeping the field visible: a field already clear of the keyboard does not move the sheet")
  func clearFieldStays() {
    let (world, home) = makeWorld()
    let (sheet, content) = makeSheet(world, home, .keepFocusedFieldVisible(margin: 16))
    sheet.selectedDetentIdentifier = .large
    world.advance(by: 2)
    let before = sheet.sheetView.frame
    _ = content.field.becomeFirstResponder()
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    #expect(sheet.sheetView.frame == before)
    expectClean(world)
  }

  @Test("Interactive dismissal (keyboardDismissMode = .interactive): each frame change is followed at once")
  func interactiveHide() {
    let (world, home) = makeWorld()
    let (sheet, _) = makeSheet(world, home, .follow)
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    // The finger drags the keyboard down: UIKit reports its frame as it moves, with no animation.
    for height in stride(from: 320.0, through: 0, by: -16) {
      world.setKeyboard(height: CGFloat(height), duration: 0)
      world.advance(by: UIKitWorld.frame)
      #expect(abs(sheet.sheetView.frame.maxY - (844 - CGFloat(height))) < 0.5, "keyboard \(height)")
    }
    expectClean(world)
  }

  @Test("A downward drag resigns the field first when asked to; not otherwise")
  func dragResigns() {
    for resigns in [true, false] {
      let (world, home) = makeWorld()
      let (sheet, content) = makeSheet(world, home, .follow)
      sheet.resignsFirstResponderOnDownwardDrag = resigns
      _ = content.field.becomeFirstResponder()
      world.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 650), duration: 0.2)
      world.advance(by: 1)
      #expect(content.field.isFirstResponder == !resigns)
      expectClean(world)
    }
  }
}

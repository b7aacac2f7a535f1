import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Content that starts editing its search field before it appears (a search screen).
@MainActor
final class FocusingSearchViewController: UIViewController {
  let field = UITextField(frame: CGRect(x: 16, y: 16, width: 200, height: 40))
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    field.becomeFirstResponder()
  }
}

@MainActor
@Suite("Hardware keyboard: who keeps the keys as presented content appears and leaves")
struct KeyFocusHandOffTests {
  @Test("A sheet whose content focuses its field before appearing leaves the field first responder")
  func sheetKeepsFocusedFieldInside() {
    let (world, home) = makeWorld()
    let content = FocusingSearchViewController()
    let sheet = DetentSheetViewController(
      content: content, configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    home.present(sheet, animated: false)
    world.advance(by: 2)
    #expect(content.field.isFirstResponder)
    #expect(!sheet.isFirstResponder)
    // Escape in the field still reaches the sheet through the responder chain.
    var dismissed = 0
    sheet.onDismiss = { dismissed += 1 }
    world.pressKey(.keyboardEscape)
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    #expect(dismissed == 1)
    expectClean(world)
  }

  @Test("A card whose content focuses its field before appearing leaves the field first responder")
  func cardKeepsFocusedFieldInside() {
    let (world, home) = makeWorld()
    let content = FocusingSearchViewController()
    home.present(content, transition: .card)
    world.advance(by: 2)
    #expect(content.field.isFirstResponder)
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("A context menu in a sheet: Escape closes the menu, a second Escape dismisses the sheet once")
  func contextMenuGivesKeysBackToSheet() {
    let world = synchronousWorld()
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let list = ContextMenuList(style: .plain)
    list.usesDestination = false
    let sheet = DetentSheetViewController(
      content: list, configuration: DetentSheetConfiguration(detents: [.large]))
    var dismissed = 0
    sheet.onDismiss = { dismissed += 1 }
    home.present(sheet, animated: false)
    world.advance(by: 2)
    #expect(sheet.isFirstResponder)
    world.touchDown(at: list.rowCenter(2))
    world.advance(by: 1)
    world.touchUp()
    world.advance(by: 1)
    #expect(list.overlay != nil)
    world.pressKey(.keyboardEscape)
    world.advance(by: 1)
    #expect(list.overlay == nil)
    #expect(list.ended == 1)
    #expect(home.presentedViewController === sheet)
    #expect(sheet.isFirstResponder)
    world.pressKey(.keyboardEscape)
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    #expect(dismissed == 1)
    expectClean(world)
  }
}

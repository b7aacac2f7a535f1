import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Hardware keyboard: Escape on a detent sheet in each form")
struct SheetEscapeKeyTests {
  func sheet(
    _ world: UIKitWorld, _ home: HomeViewController, dismissible: Bool = true,
    form: AdaptiveForm = .automatic,
    wait: TimeInterval = 2
  ) -> DetentSheetViewController {
    let sheet = DetentSheetViewController(
      content: ContentViewController(),
      configuration: DetentSheetConfiguration(detents: [.medium, .large], isDismissible: dismissible))
    sheet.adaptiveForm = form
    home.present(sheet, animated: false)
    world.advance(by: wait)
    return sheet
  }

  func world(_ size: CGSize, _ classes: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)) -> (
    UIKitWorld, HomeViewController
  ) {
    let world = UIKitWorld(
      screenSize: size, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      sizeClasses: classes)
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    return (world, home)
  }

  @Test(
    "Escape dismisses the sheet in each form once: bottom sheet (iPhone), floating panel (iPad), edge-attached (compact height)",
    arguments: [
      (CGSize(width: 390, height: 844), UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
      (CGSize(width: 1024, height: 1366), .regular, .regular),
      (CGSize(width: 844, height: 390), .compact, .compact),
    ])
  func escapeInEachForm(
    size: CGSize, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
  ) {
    let (world, home) = world(size, (horizontal, vertical))
    let sheet = sheet(world, home)
    let expected: AdaptiveForm.Form =
      horizontal == .regular
      ? .floatingPanel(edge: .leading) : vertical == .compact ? .edgeAttachedSheet : .sheet
    #expect(sheet.presentationForm == expected)
    var dismissed = 0
    sheet.onDismiss = { dismissed += 1 }
    world.pressKey(.keyboardEscape)
    world.advance(by: 0.05)
    world.pressKey(.keyboardEscape)
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    #expect(dismissed == 1)
    expectClean(world)
  }

  @Test("Escape mid-present turns the sheet back from where it is shown (under 0.5 pt); onDismiss once")
  func escapeMidPresent() {
    let (world, home) = makeWorld()
    let sheet = sheet(world, home, wait: 0.1)
    var dismissed = 0
    sheet.onDismiss = { dismissed += 1 }
    let before = shownFrame(sheet.sheetView)
    #expect(before.minY < 844 && before.minY > 844 - 398.5 - 50)
    world.pressKey(.keyboardEscape)
    #expect(edgeDistance(shownFrame(sheet.sheetView), before) < 0.5)
    // It keeps its upward speed for a moment, then heads down: lower than where Escape caught it
    // 0.3 s later.
    world.advance(by: 0.3)
    #expect(shownFrame(sheet.sheetView).minY > before.minY)
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    #expect(dismissed == 1)
    expectClean(world)
  }

  @Test(
    "Escape on a non-dismissible sheet does nothing: it stays at its detent, frame unchanged, no onDismiss")
  func nonDismissible() {
    let (world, home) = makeWorld()
    let sheet = sheet(world, home, dismissible: false)
    var dismissed = 0
    sheet.onDismiss = { dismissed += 1 }
    let frame = sheet.sheetView.frame
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    #expect(sheet.sheetView.frame == frame)
    #expect(home.presentedViewController === sheet)
    #expect(dismissed == 0)
    expectClean(world)
  }

  @Test("Escape on a sheet whose content is modal in presentation reports one attempt and stays")
  func modalSheet() {
    let (world, home) = makeWorld()
    let sheet = sheet(world, home)
    sheet.content.isModalInPresentation = true
    let recorder = AttemptRecorder()
    sheet.presentationController?.delegate = recorder
    let frame = sheet.sheetView.frame
    world.pressKey(.keyboardEscape)
    world.advance(by: 2)
    #expect(recorder.attempts == 1)
    #expect(sheet.sheetView.frame == frame)
    #expect(home.presentedViewController === sheet)
    withExtendedLifetime(recorder) {}
    expectClean(world)
  }

  @Test("Arrows and Return do nothing to a sheet: it stays where it rests")
  func arrowsDoNothing() {
    let (world, home) = makeWorld()
    let sheet = sheet(world, home)
    let frame = sheet.sheetView.frame
    for key in [
      UIKeyboardHIDUsage.keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardReturnOrEnter,
    ] {
      world.pressKey(key)
    }
    world.advance(by: 2)
    #expect(sheet.sheetView.frame == frame)
    #expect(sheet.selectedDetentIdentifier == .medium)
    expectClean(world)
  }

  @Test(
    "Escape pressed in a field being edited inside the sheet reaches the sheet through the responder chain and dismisses it"
  )
  func escapeFromFieldInside() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    let field = UITextField(frame: CGRect(x: 16, y: 16, width: 200, height: 40))
    content.view.addSubview(field)
    let sheet = DetentSheetViewController(
      content: content, configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    var dismissed = 0
    sheet.onDismiss = { dismissed += 1 }
    home.present(sheet, animated: false)
    world.advance(by: 2)
    #expect(sheet.isFirstResponder)
    field.becomeFirstResponder()
    world.pressKey(.keyboardEscape)
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    #expect(dismissed == 1)
    expectClean(world)
  }

  @Test("A sheet presented over a sheet: Escape closes the top one; the next Escape closes the one below")
  func stacked() {
    let (world, home) = makeWorld()
    let lower = sheet(world, home)
    let upper = DetentSheetViewController(
      content: ContentViewController(), configuration: DetentSheetConfiguration(detents: [.medium]))
    lower.present(upper, animated: false)
    world.advance(by: 2)
    world.pressKey(.keyboardEscape)
    world.advance(by: 3)
    #expect(lower.presentedViewController == nil)
    #expect(home.presentedViewController === lower)
    world.pressKey(.keyboardEscape)
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }
}

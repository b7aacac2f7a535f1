import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Detent sheet in the world: touches behind, sizes, rotation mid-settle")
struct DetentSheetViewControllerTests {
  func presentSheet(
    _ world: UIKitWorld, on home: HomeViewController, animated: Bool = false, wait: TimeInterval = 2
  ) -> (DetentSheetViewController, ContentViewController) {
    let content = ContentViewController()
    let sheet = DetentSheetViewController(
      content: content,
      configuration: DetentSheetConfiguration(
        detents: [.fraction(0.25, id: "peek"), .medium, .large], largestUndimmedDetent: "peek"))
    home.present(sheet, animated: animated)
    world.advance(by: wait)
    return (sheet, content)
  }

  @Test("A tap behind an undimmed sheet reaches the screen behind (the button fires once)")
  func touchesPassBehindAtPeek() {
    let (world, home) = makeWorld()
    _ = presentSheet(world, on: home)
    world.tap(at: CGPoint(x: 80, y: 122))
    #expect(home.taps == 1)
    expectClean(world)
  }

  @Test("A tap behind a dimmed sheet does not reach the screen behind; it dismisses the sheet")
  func dimmedSheetTakesTouches() {
    let (world, home) = makeWorld()
    let (sheet, _) = presentSheet(world, on: home)
    var dismissals = 0
    sheet.onDismiss = { dismissals += 1 }
    sheet.selectedDetentIdentifier = .large
    world.advance(by: 2)
    world.tap(at: CGPoint(x: 80, y: 30))
    world.advance(by: 2)
    #expect(home.taps == 0)
    #expect(dismissals == 1)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("The content is laid out at the shown height: 797 x 0.25 = 199.25 pt at peek, 797 pt at large")
  func contentSizedToShownHeight() {
    let (world, home) = makeWorld()
    let (sheet, content) = presentSheet(world, on: home)
    #expect(abs(content.view.frame.height - 199.25) < 0.01)
    #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.01)
    sheet.selectedDetentIdentifier = .large
    world.advance(by: 2)
    // 844 − 47 (top safe area) = 797: the large sheet stops below the status bar.
    #expect(abs(sheet.sheetView.frame.minY - 47) < 0.01)
    #expect(abs(content.view.frame.height - 797) < 0.01)
  }

  @Test("A rotation during a dismissal settle still ends it: onDismiss once, nothing presented")
  func rotationMidDismissal() {
    let (world, home) = makeWorld()
    let (sheet, _) = presentSheet(world, on: home)
    var dismissals = 0
    sheet.onDismiss = { dismissals += 1 }
    sheet.dismissSheet()
    world.advance(by: 0.1)
    world.resize(to: CGSize(width: 844, height: 390))
    world.advance(by: 3)
    #expect(dismissals == 1)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("A rotation during a move between detents lands on the detent in the new size")
  func rotationMidSettle() {
    let (world, home) = makeWorld()
    let (sheet, _) = presentSheet(world, on: home)
    var changes: [SheetDetent.Identifier] = []
    sheet.onDetentChange = { changes.append($0) }
    sheet.selectedDetentIdentifier = .medium
    world.advance(by: 0.1)
    world.resize(to: CGSize(width: 844, height: 390))
    world.advance(by: 3)
    #expect(changes == [.medium])
    // (390 − 47) × 0.5 = 171.5 pt shown.
    #expect(abs(sheet.sheetView.frame.height - 171.5) < 0.5)
    expectClean(world)
  }

  @Test("present(sheet, animated: true) runs no UIKit cover animation under the sheet's own")
  func animatedPresentHasNoCoverAnimation() {
    let (world, home) = makeWorld()
    let (sheet, _) = presentSheet(world, on: home, animated: true, wait: 0.1)
    #expect(sheet.view.layer.presentation()?.frame == world.window.bounds)
    world.advance(by: 2)
    expectClean(world)
  }
}

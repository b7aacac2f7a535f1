import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Detent sheet gestures in the world: drag, fling, grab mid-settle, escape, list")
struct SheetGestureTests {
  func makeSheet(
    _ world: UIKitWorld, _ home: HomeViewController, content: UIViewController = ContentViewController()
  )
    -> DetentSheetViewController
  {
    let sheet = DetentSheetViewController(
      content: content,
      configuration: DetentSheetConfiguration(
        detents: [.fraction(0.25, id: "peek"), .medium, .large], largestUndimmedDetent: "peek"))
    home.present(sheet, animated: false)
    world.advance(by: 2)
    return sheet
  }

  @Test("A slow drag up from peek rests at the detent nearest the release (medium)")
  func dragToMedium() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(world, home)
    var changes: [SheetDetent.Identifier] = []
    sheet.onDetentChange = { changes.append($0) }
    world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 450), duration: 1)
    world.advance(by: 3)
    #expect(changes == [.medium])
    // 797 × 0.5 = 398.5 pt shown.
    #expect(abs(sheet.sheetView.frame.height - 398.5) < 0.5)
    expectClean(world)
  }

  @Test("A fast fling down from medium dismisses: onDismiss once, nothing leaks")
  func flingDismisses() {
    let (world, home) = makeWorld()
    weak var weakSheet: DetentSheetViewController?
    var dismissals = 0
    do {
      let sheet = makeSheet(world, home)
      weakSheet = sheet
      sheet.onDismiss = { dismissals += 1 }
      sheet.selectedDetentIdentifier = .medium
      world.advance(by: 2)
      world.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.08)
    }
    world.advance(by: 3)
    #expect(dismissals == 1)
    #expect(home.presentedViewController == nil)
    #expect(weakSheet == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("A grab mid-settle holds the sheet where it is shown; a release settles from there")
  func grabMidSettle() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(world, home)
    sheet.selectedDetentIdentifier = .large
    world.advance(by: 0.1)
    let shown = sheet.sheetView.layer.presentation()?.frame.minY ?? 0
    world.touchDown(at: CGPoint(x: 200, y: shown + 40))
    world.advance(by: 0.02)
    #expect(abs(sheet.sheetView.frame.minY - shown) < 0.5)  // held since touch-down, 0.02 s ago
    world.touchMove(to: CGPoint(x: 200, y: shown + 52))
    world.advance(by: 0.01)
    world.touchMove(to: CGPoint(x: 200, y: shown + 60))
    // Then it follows the finger: 20 pt below where it was caught.
    #expect(abs(sheet.sheetView.frame.minY - (shown + 20)) < 0.5)
    world.touchUp()
    world.advance(by: 3)
    #expect(sheet.selectedDetentIdentifier != nil)
    expectClean(world)
  }

  @Test("VoiceOver's escape dismisses a dismissible sheet")
  func escape() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(world, home)
    #expect(sheet.accessibilityPerformEscape())
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("The tracked list scrolls only at the largest detent; below it the pan moves the sheet")
  func trackedList() {
    let (world, home) = makeWorld()
    let content = ListViewController()
    let sheet = makeSheet(world, home, content: content)
    sheet.trackedScrollView = content.list
    world.drag(from: CGPoint(x: 200, y: 760), to: CGPoint(x: 200, y: 300), duration: 0.5)
    world.advance(by: 3)
    #expect(content.list.contentOffset.y <= 0.5)
    #expect(sheet.selectedDetentIdentifier != "peek")
    expectClean(world)
  }
}

import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Observing and steering in the shell: willSettle, trajectory, alongside, runtime detents, resistance")
struct SheetSteeringShellTests {
  func makeSheet(_ home: HomeViewController, setUp: (DetentSheetViewController) -> Void = { _ in })
    -> DetentSheetViewController
  {
    let sheet = DetentSheetViewController(
      content: ContentViewController(),
      configuration: DetentSheetConfiguration(detents: [.fraction(0.25, id: "peek"), .medium, .large]))
    setUp(sheet)
    home.present(sheet, animated: false)
    return sheet
  }

  @Test("onWillSettle once per change before the motion; the trajectory predicts the frames")
  func willSettleAndTrajectory() throws {
    let (world, home) = makeWorld()
    var targets: [DetentSheet.Target] = []
    var changes = 0
    var heights: [Double] = []
    let sheet = makeSheet(home) { sheet in
      sheet.onWillSettle = { target, _ in targets.append(target) }
      sheet.onTrajectoryChange = { _ in changes += 1 }
      sheet.animateAlongside { heights.append($0) }
    }
    world.advance(by: 2)
    #expect(targets == [.detent(0)])
    #expect(changes == 1)
    // The alongside update ran inside the settle's animation with the target height (797 × 0.25).
    #expect(heights.contains { abs($0 - 199.25) < 1e-9 })
    sheet.selectedDetentIdentifier = .large
    #expect(targets == [.detent(0), .detent(2)])
    let trajectory = sheet.trajectory
    #expect(trajectory.kind == .heading)
    #expect(abs(trajectory.target - 797) < 1e-9)
    world.advance(by: 0.1)
    let shown = Double(sheet.view.bounds.height - (sheet.sheetView.layer.presentation()?.frame.minY ?? 0))
    #expect(abs(trajectory.value(at: CACurrentMediaTime()) - shown) < 2)
    world.advance(by: 2)
    #expect(changes == 2)
    expectClean(world)
  }

  @Test("setDetents at rest moves to the kept detent's new height; an override chooses the release target")
  func runtimeDetentsAndOverride() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(home)
    world.advance(by: 2)
    sheet.setDetents([.fraction(0.4, id: "peek"), .large])
    world.advance(by: 2)
    #expect(abs(sheet.sheetView.frame.height - 797 * 0.4) < 0.5)
    #expect(sheet.detents.count == 2)
    sheet.targetOverride = { _ in .detent(1) }
    world.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 560), duration: 0.5)
    world.advance(by: 2)
    #expect(sheet.selectedDetentIdentifier == .large)
    expectClean(world)
  }

  @Test("fitsContent follows preferredContentSize after presentation")
  func fitsContent() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    content.preferredContentSize = CGSize(width: 0, height: 300)
    let sheet = DetentSheetViewController(
      content: content, configuration: DetentSheetConfiguration(detents: [.fitsContent(), .large]))
    home.present(sheet, animated: false)
    world.advance(by: 2)
    #expect(abs(sheet.sheetView.frame.height - 300) < 0.5)
    content.preferredContentSize = CGSize(width: 0, height: 420)
    world.advance(by: 2)
    #expect(abs(sheet.sheetView.frame.height - 420) < 0.5)
    expectClean(world)
  }

  @Test(
    "A modal sheet resists a fling and a tap behind; the delegate hears each attempt once; code dismisses")
  func modalResists() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(home)
    sheet.isModalInPresentation = true
    let recorder = AttemptRecorder()
    world.advance(by: 2)
    sheet.presentationController?.delegate = recorder
    var dismissed = 0
    sheet.onDismiss = { dismissed += 1 }
    world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 830), duration: 0.06)
    world.advance(by: 2)
    #expect(dismissed == 0)
    #expect(home.presentedViewController === sheet)
    #expect(recorder.attempts == 1)
    #expect(abs(sheet.sheetView.frame.height - 199.25) < 0.5)
    world.tap(at: CGPoint(x: 10, y: 100))
    world.advance(by: 1)
    #expect(recorder.attempts == 2)
    #expect(sheet.accessibilityPerformEscape())
    #expect(recorder.attempts == 3)
    sheet.dismissSheet()
    world.advance(by: 2)
    #expect(dismissed == 1)
    withExtendedLifetime(recorder) {}
    expectClean(world)
  }

  @Test("The driver reports willSettle and trajectory changes, exposes the trajectory and the override")
  func driver() throws {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    home.present(content, transition: .card)
    let driver = try #require(content.interruptibleDriver)
    var targets: [AnimatorPosition] = []
    var changes = 0
    driver.onWillSettle = { target, _ in targets.append(target) }
    driver.onTrajectoryChange = { _ in changes += 1 }
    driver.targetOverride = { $0.target }
    #expect(driver.targetOverride != nil)
    world.advance(by: 0.05)
    #expect(driver.trajectory?.kind == .heading)
    content.interruptibleDismiss()
    #expect(targets.last == .start)
    world.advance(by: 2)
    #expect(changes >= 1)
    #expect(driver.trajectory == nil)
    driver.onWillSettle = nil
    driver.onTrajectoryChange = nil
    expectClean(world)
  }
}

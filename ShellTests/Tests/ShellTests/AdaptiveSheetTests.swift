import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The detent sheet's adaptive forms in windows of an iPhone, an iPad in both orientations and a
/// Stage Manager window, and the form changing while the sheet presents, settles, is dragged or
/// dismisses. Size classes per Apple's Human Interface Guidelines (Layout, "Device size classes"):
/// iPhone portrait compact width and regular height, iPhone landscape compact height, iPad full
/// screen regular in both; a 700 pt wide window is regular width, as the HIG lists the 678 pt half
/// of a 12.9-inch iPad in landscape.
@MainActor
@Suite("Adaptive detent sheet: each form's frame and a form change mid-flight")
struct AdaptiveSheetTests {
  typealias Classes = (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
  static let phone = CGSize(width: 390, height: 844)
  static let padPortrait = CGSize(width: 1024, height: 1366)
  static let padLandscape = CGSize(width: 1366, height: 1024)
  static let stage = CGSize(width: 700, height: 800)
  static let regular: Classes = (.regular, .regular)
  static let padInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

  func world(_ size: CGSize, _ classes: Classes, insets: UIEdgeInsets = padInsets) -> (
    UIKitWorld, HomeViewController
  ) {
    let world = UIKitWorld(screenSize: size, safeAreaInsets: insets, sizeClasses: classes)
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    return (world, home)
  }

  func present(
    _ world: UIKitWorld, _ home: HomeViewController, form: AdaptiveForm = .automatic, wait: TimeInterval = 2
  ) -> DetentSheetViewController {
    let sheet = DetentSheetViewController(
      content: ContentViewController(), configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    sheet.adaptiveForm = form
    home.present(sheet, animated: false)
    world.advance(by: wait)
    return sheet
  }

  func expectFrame(
    _ sheet: DetentSheetViewController, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let frame = sheet.sheetView.frame
    let error = max(
      abs(frame.minX - expected.minX), abs(frame.minY - expected.minY), abs(frame.width - expected.width),
      abs(frame.height - expected.height))
    #expect(error < 0.5, "\(frame) vs \(expected)", sourceLocation: sourceLocation)
  }

  @Test("iPhone 390 × 844: a bottom sheet across the width; medium is (844 − 47) / 2 = 398.5 pt")
  func phoneSheet() {
    let (world, home) = world(
      Self.phone, (.compact, .regular), insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let sheet = present(world, home)
    #expect(sheet.presentationForm == .sheet)
    expectFrame(sheet, CGRect(x: 0, y: 844 - 398.5, width: 390, height: 398.5))
    expectClean(world)
  }

  @Test("iPad portrait 1024 × 1366: a 375 pt panel 16 pt from the leading edge and above the bottom inset")
  func padPortraitPanel() {
    let (world, home) = world(Self.padPortrait, Self.regular)
    let sheet = present(world, home)
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    // Bottom 1366 − 20 − 16 = 1330; detents in 1330 − 24 − 16 = 1290 pt; medium 645.
    expectFrame(sheet, CGRect(x: 16, y: 685, width: 375, height: 645))
    world.layoutDirection = .rightToLeft
    let (rtlWorld, rtlHome) = self.world(Self.padPortrait, Self.regular)
    rtlWorld.layoutDirection = .rightToLeft
    let mirrored = present(rtlWorld, rtlHome)
    expectFrame(mirrored, CGRect(x: 1024 - 16 - 375, y: 685, width: 375, height: 645))
    expectClean(rtlWorld)
  }

  @Test("iPad landscape 1366 × 1024 and a 700 × 800 Stage Manager window: the panel at its detents")
  func padLandscapeAndStageManagerPanels() {
    let (world, home) = world(Self.padLandscape, Self.regular)
    let sheet = present(world, home, form: .floatingPanel(edge: .trailing, width: 420))
    // Bottom 1024 − 36 = 988; detents in 948 pt; medium 474.
    expectFrame(sheet, CGRect(x: 1366 - 16 - 420, y: 514, width: 420, height: 474))
    let (stageWorld, stageHome) = self.world(Self.stage, Self.regular, insets: .zero)
    let panel = present(stageWorld, stageHome)
    // Bottom 800 − 16 = 784; detents in 768 pt; medium 384.
    expectFrame(panel, CGRect(x: 16, y: 400, width: 375, height: 384))
    expectClean(stageWorld)
  }

  @Test("iPhone landscape 844 × 390 (compact height): an edge-attached sheet, centred, 375 pt wide")
  func phoneLandscapeEdgeAttached() {
    let (world, home) = world(CGSize(width: 844, height: 390), (.compact, .compact), insets: .zero)
    let sheet = present(world, home)
    #expect(sheet.presentationForm == .edgeAttachedSheet)
    expectFrame(sheet, CGRect(x: 234.5, y: 195, width: 375, height: 195))
    let (plainWorld, plainHome) = self.world(
      CGSize(width: 844, height: 390), (.compact, .compact), insets: .zero)
    let plain = present(plainWorld, plainHome, form: .sheet)
    expectFrame(plain, CGRect(x: 0, y: 195, width: 844, height: 195))
  }

  @Test(
    "A resize to an iPad window mid-settle: the settle goes on to the same detent as a panel and ends when it would have, one change"
  )
  func formChangeMidSettle() {
    let (world, home) = world(CGSize(width: 500, height: 1366), (.compact, .regular))
    let sheet = present(world, home)
    var changes: [SheetDetent.Identifier] = []
    var changedAt: [TimeInterval] = []
    sheet.onDetentChange = {
      changes.append($0)
      changedAt.append(world.now)
    }
    let moved = world.now
    sheet.selectedDetentIdentifier = .large
    world.advance(by: 0.1)
    let before = sheet.sheetView.layer.presentation()?.frame ?? .zero
    world.resize(to: Self.padPortrait, sizeClasses: Self.regular)
    world.advance(by: UIKitWorld.frame)
    let first = sheet.sheetView.layer.presentation()?.frame ?? .zero
    // The first frame moves no more than the form change of a sheet resting at large (the larger
    // of the two rest heights around it): 16 pt at the left edge, 36 pt at the top edge.
    #expect(abs(first.minX - before.minX) <= 16 + 0.5 && abs(first.minY - before.minY) <= 36 + 0.5)
    world.advance(by: 2)
    #expect(changes == [.large])
    // The move's own 0.5 s (within a 120 Hz frame), not 0.1 + 0.5 s: the new form's spring is
    // fitted to the time left.
    #expect(changedAt.count == 1 && abs((changedAt.first ?? 0) - (moved + 0.5)) <= UIKitWorld.frame + 1e-9)
    #expect(sheet.presentationForm == .floatingPanel(edge: .leading))
    expectFrame(sheet, CGRect(x: 16, y: 40, width: 375, height: 1290))
    expectClean(world)
  }

  @Test("A resize to an iPad window mid-present and back mid-dismiss: onDismiss once, nothing left presented")
  func formChangeMidPresentAndDismiss() {
    let (world, home) = world(CGSize(width: 500, height: 1366), (.compact, .regular))
    let sheet = present(world, home, wait: 0.15)
    var dismissals = 0
    sheet.onDismiss = { dismissals += 1 }
    world.resize(to: Self.padPortrait, sizeClasses: Self.regular)
    world.advance(by: 2)
    expectFrame(sheet, CGRect(x: 16, y: 685, width: 375, height: 645))
    sheet.dismissSheet()
    world.advance(by: 0.1)
    world.resize(to: CGSize(width: 500, height: 1366), sizeClasses: (.compact, .regular))
    world.advance(by: 3)
    #expect(dismissals == 1)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test(
    "A resize mid-drag: the panel keeps following the finger point for point; one detent change at release")
  func formChangeMidDrag() {
    let (world, home) = world(CGSize(width: 500, height: 1366), (.compact, .regular))
    let sheet = present(world, home)
    var changes: [SheetDetent.Identifier] = []
    sheet.onDetentChange = { changes.append($0) }
    let start = CGPoint(x: 250, y: sheet.sheetView.frame.minY + 100)
    world.touchDown(at: start)
    for step in 1...10 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 250, y: start.y - CGFloat(step) * 4))
    }
    world.resize(to: Self.padPortrait, duration: 0, sizeClasses: Self.regular)
    world.advance(by: UIKitWorld.frame)
    let held = sheet.sheetView.frame
    #expect(abs(held.minX - 16) < 0.5 && abs(held.width - 375) < 0.5)
    for step in 11...20 {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: 250, y: start.y - CGFloat(step) * 4))
    }
    // The finger moved 40 pt more: the panel's height grew by exactly that.
    #expect(abs(sheet.sheetView.frame.height - held.height - 40) < 0.5)
    world.touchUp()
    world.advance(by: 2)
    #expect(changes.count <= 1)
    let frame = sheet.sheetView.frame
    #expect(abs(frame.maxY - 1330) < 0.5 && [645.0, 1290.0].contains { abs(frame.height - $0) < 0.5 })
    expectClean(world)
  }
}

/// The stand-in's size classes.
@MainActor
@Suite("Stand-in: size classes")
struct StandInSizeClassTests {
  final class Recorder: UIViewController {
    var log: [String] = []
    override func willTransition(
      to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      log.append("willTransition \(newCollection.horizontalSizeClass)")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    {
      super.viewWillTransition(to: size, with: coordinator)
      log.append("viewWillTransition \(traitCollection.horizontalSizeClass)")
      coordinator.animate { _ in self.log.append("alongside \(self.traitCollection.horizontalSizeClass)") }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log.append("didChange from \(previousTraitCollection?.horizontalSizeClass ?? .unspecified)")
    }
  }

  @Test(
    "SC01 a view controller or view in a window reads the window's size classes; one not yet in a window unspecified ones"
  )
  func traitsComeFromTheWindow() {
    let world = UIKitWorld(screenSize: CGSize(width: 1024, height: 1366), sizeClasses: (.regular, .regular))
    let loose = Recorder()
    #expect(loose.traitCollection.horizontalSizeClass == .unspecified)
    world.window.rootViewController = loose
    #expect(loose.traitCollection.horizontalSizeClass == .regular)
    #expect(loose.traitCollection.verticalSizeClass == .regular)
    let view = UIView()
    #expect(view.traitCollection.horizontalSizeClass == .unspecified)
    loose.view.addSubview(view)
    #expect(view.traitCollection.horizontalSizeClass == .regular)
    #expect(view.traitCollection.verticalSizeClass == .regular)
    #expect(UIKitWorld().window.traitCollection.horizontalSizeClass == .compact)
  }

  @Test(
    "SC02 a resize across a size class: willTransition, viewWillTransition, alongside with the new traits, didChange, once each"
  )
  func sizeClassChangeOrder() {
    let world = UIKitWorld(screenSize: CGSize(width: 500, height: 800), sizeClasses: (.compact, .regular))
    let root = Recorder()
    world.window.rootViewController = root
    world.resize(to: CGSize(width: 700, height: 800), sizeClasses: (.regular, .regular))
    world.advance(by: 1)
    #expect(
      root.log == [
        "willTransition regular", "viewWillTransition compact", "alongside regular", "didChange from compact",
      ])
    root.log = []
    world.resize(to: CGSize(width: 720, height: 800), sizeClasses: (.regular, .regular))
    world.advance(by: 1)
    #expect(root.log == ["viewWillTransition regular", "alongside regular"])
  }
}

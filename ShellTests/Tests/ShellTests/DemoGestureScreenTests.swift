import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

/// The demo's gesture screens, compiled unchanged, run in the world: sheets dragged, flung and
/// grabbed, pushes and pops with the pan, container switches.
@MainActor
@Suite("Demo app gesture screens in the world", .serialized)
struct DemoGestureScreenTests {
  @Test("Sheet with a list: the list scrolls first; at its top the same pull hands over and dismisses")
  func sheetWithList() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakDriver: InterruptibleTransitionDriver?
    do {
      guard let screen = app.openScreen(row: 3, as: SheetDemoViewController.self) else { return }
      weakScreen = screen
      app.tapButton("Show sheet", in: screen.view)
      guard let sheet = app.presented(SheetViewController.self, by: screen) else { return }
      weakDriver = sheet.interruptibleDriver
      app.world.advance(by: 2)
      let rest = sheet.view.convert(sheet.view.bounds, to: nil)
      #expect(abs(rest.minY - 844 * 0.3) < 0.5)
      // Below the 8 pt grabber and its 8 pt margins, to the bottom (the demo's constraints).
      app.place(sheet.tableView, at: CGRect(x: 0, y: 21, width: rest.width, height: rest.height - 21))
      #expect(sheet.tableView.numberOfRows(inSection: 0) == 60)
      #expect(content(sheet.tableView, row: 0)?.secondaryText == "Pull down from here to dismiss")

      // Held still before the lift: the list keeps no momentum.
      app.world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3, thenRest: 0.2)
      app.world.advance(by: 1)
      #expect(sheet.tableView.contentOffset.y > 250)
      #expect(abs(sheet.view.convert(sheet.view.bounds, to: nil).minY - rest.minY) < 0.5)
      #expect(screen.presentedViewController === sheet)

      app.world.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 0.25)
      app.world.advance(by: 2)
      #expect(sheet.tableView.contentOffset.y <= 0.5)
      #expect(screen.presentedViewController == nil)
      app.popToList()
    }
    #expect(weakScreen == nil)
    #expect(weakDriver == nil)
    app.expectEndsClean()
  }

  @Test(
    "Sheet with a list: grabbed while it arrives it turns with the finger; released still, it springs back")
  func sheetGrabbedMidArrival() {
    let app = DemoAppWorld()
    guard let (screen, sheet, wrapper) = showSheet(app) else { return }
    func shownTop() -> CGFloat { wrapper.layer.presentation()?.frame.minY ?? 0 }
    app.world.advance(by: 0.1)
    #expect(sheet.interruptibleDriver?.phase == .presenting)
    #expect(shownTop() > 844 * 0.3 + 50)  // still far from its rest
    app.world.touchDown(at: CGPoint(x: 200, y: shownTop() + 40))
    // 12 pt down: past the pan's 10 pt, the pan takes the arriving sheet.
    var finger = app.move(from: CGPoint(x: 200, y: shownTop() + 40), dx: 0, dy: 2, count: 6)
    let caught = shownTop()
    finger = app.move(from: finger, dx: 0, dy: 2, count: 10)
    #expect(shownTop() > caught)  // it turned: it now goes down with the finger
    app.holdStill(for: 0.3)
    app.world.touchUp()
    app.world.advance(by: 2)
    #expect(screen.presentedViewController === sheet)
    #expect(abs(wrapper.frame.minY - 844 * 0.3) < 0.5)
    app.world.tap(at: CGPoint(x: 200, y: 150))  // above the sheet
    app.world.advance(by: 2)
    #expect(screen.presentedViewController == nil)
    app.popToList()
    expectClean(app.world)
  }

  @Test("Sheet with a list: a pan moves the sheet as far as the finger")
  func sheetFollowsFingerOneToOne() {
    let app = DemoAppWorld()
    guard let (screen, sheet, wrapper) = showSheet(app) else { return }
    app.world.advance(by: 2)
    func shownTop() -> CGFloat { wrapper.layer.presentation()?.frame.minY ?? 0 }
    let rest = shownTop()
    app.world.touchDown(at: CGPoint(x: 200, y: rest + 10))
    var finger = app.move(from: CGPoint(x: 200, y: rest + 10), dx: 0, dy: 2, count: 6)
    let start = (finger: finger.y, sheet: shownTop())
    finger = app.move(from: finger, dx: 0, dy: 2, count: 20)
    let sheetMoved = shownTop() - start.sheet
    #expect(abs(sheetMoved - (finger.y - start.finger)) < 1)
    app.holdStill(for: 0.3)
    app.world.touchUp()
    app.world.advance(by: 2)
    #expect(screen.presentedViewController === sheet)
    sheet.interruptibleDismiss()
    app.world.advance(by: 2)
    app.popToList()
    expectClean(app.world)
  }

  @Test("Detent sheet: a row moves it, a grab holds the move, a fling reaches large, the list scrolls there")
  func detentSheet() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakSheet: DetentSheetViewController?
    do {
      guard let screen = app.openScreen(row: 4, as: DetentSheetDemoViewController.self) else { return }
      weakScreen = screen
      app.tapButton("Show the sheet", in: screen.view)
      guard let sheet = screen.presentedViewController as? DetentSheetViewController,
        let list = sheet.content as? UITableViewController
      else {
        Issue.record("no detent sheet presented")
        return
      }
      weakSheet = sheet
      app.world.advance(by: 2)
      #expect(sheet.selectedDetentIdentifier == "peek")
      #expect(content(list.tableView, row: 1)?.text == "Move to medium")

      app.tapRow(1, in: list.tableView)  // "Move to medium"
      app.world.advance(by: 0.1)
      let shown = sheet.sheetView.layer.presentation()?.frame.minY ?? 0
      app.world.touchDown(at: CGPoint(x: 200, y: shown + 30))
      app.world.advance(by: 0.05)
      #expect(abs(sheet.sheetView.frame.minY - shown) < 0.5)  // held under the finger
      app.world.touchUp()
      app.world.advance(by: 3)
      let held = sheet.selectedDetentIdentifier
      #expect(held != nil)
      #expect(list.title == held.map { "At \($0.rawValue)" })

      let top = sheet.sheetView.frame.minY
      app.world.drag(from: CGPoint(x: 200, y: top + 30), to: CGPoint(x: 200, y: top - 170), duration: 0.08)
      app.world.advance(by: 3)
      #expect(sheet.selectedDetentIdentifier == .large)
      #expect(list.title == "At large")

      app.world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
      app.world.advance(by: 1)
      #expect(list.tableView.contentOffset.y > 250)  // at large the list scrolls
      #expect(sheet.selectedDetentIdentifier == .large)
      list.tableView.contentOffset = .zero

      app.tapRow(0, in: list.tableView)  // "Move to peek"
      app.world.advance(by: 3)
      #expect(sheet.selectedDetentIdentifier == "peek")
      let peekTop = sheet.sheetView.frame.minY
      app.world.drag(
        from: CGPoint(x: 200, y: peekTop + 20), to: CGPoint(x: 200, y: peekTop + 150), duration: 0.08)
      app.world.advance(by: 3)
      #expect(screen.presentedViewController == nil)
      app.popToList()
    }
    #expect(weakScreen == nil)
    #expect(weakSheet == nil)
    app.expectEndsClean()
  }

  @Test("Push and pop: a push grabbed mid-flight and dragged back turns into a pop; a pan pops the next push")
  func pushPop() {
    let app = DemoAppWorld()
    weak var weakFirst: UIViewController?
    weak var weakSecond: UIViewController?
    weak var weakThird: UIViewController?
    do {
      guard let first = app.openScreen(row: 5, as: PushPopDemoViewController.self) else { return }
      weakFirst = first
      app.tapButton("Push page 2", in: first.view)
      weakSecond = app.navigation.topViewController
      #expect(app.navigation.viewControllers.count == 3)
      app.world.advance(by: 0.1)
      #expect(app.navigation.transitions.driver?.coordinator.phase == .presenting)
      let second = app.navigation.topViewController
      func shownLeft() -> CGFloat { second?.view.layer.presentation()?.frame.minX ?? 0 }
      let grabbed = shownLeft()
      #expect(grabbed > 20)  // still sliding in
      app.world.touchDown(at: CGPoint(x: 100, y: 500))
      var finger = CGPoint(x: 100, y: 500)
      for _ in 0..<150 where shownLeft() < 250 {  // dragged right, past half-way (the page follows 1:1)
        finger = app.move(from: finger, dx: 2, dy: 0, count: 1)
      }
      #expect(shownLeft() >= 250)
      app.holdStill(for: 0.3)  // a slow release
      app.world.touchUp()
      app.world.advance(by: 2)
      #expect(app.navigation.viewControllers.count == 2)
      #expect(app.navigation.topViewController === first)

      app.tapButton("Push page 2", in: first.view)
      weakThird = app.navigation.topViewController
      app.world.advance(by: 2)
      #expect(app.navigation.viewControllers.count == 3)
      app.world.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.15)
      app.world.advance(by: 2)
      #expect(app.navigation.viewControllers.count == 2)
      app.popToList()
    }
    #expect(weakSecond == nil)
    #expect(weakThird == nil)
    #expect(weakFirst == nil)
    app.expectEndsClean()
  }

  @Test("Push and pop: the pop pan moves the page as far as the finger")
  func popFollowsFingerOneToOne() {
    let app = DemoAppWorld()
    guard let page = app.openScreen(row: 5, as: PushPopDemoViewController.self) else { return }
    func shownLeft() -> CGFloat { page.view.layer.presentation()?.frame.minX ?? 0 }
    app.world.touchDown(at: CGPoint(x: 100, y: 500))
    // 12 pt to begin the pan (the pop starts), one more move for its first scrub.
    var finger = app.move(from: CGPoint(x: 100, y: 500), dx: 2, dy: 0, count: 7)
    let start = (finger: finger.x, page: shownLeft())
    finger = app.move(from: finger, dx: 2, dy: 0, count: 20)
    let pageMoved = shownLeft() - start.page
    #expect(abs(pageMoved - (finger.x - start.finger)) < 1)
    app.holdStill(for: 0.3)
    app.world.touchUp()
    app.world.advance(by: 2)
    #expect(app.navigation.viewControllers.count == 2)  // a slow release before half-way: it stays
    app.popToList()
    expectClean(app.world)
  }

  @Test("Container: a segment tap switches, a tap mid-switch is put back, a pan switches back")
  func container() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    do {
      guard let (screen, container, segments) = openContainerDemo(app) else { return }
      weakScreen = screen
      let top = container.view.frame.minY
      func segmentPoint(_ index: Int) -> CGPoint {
        segments.convert(
          CGPoint(x: segments.bounds.width * (CGFloat(index) + 0.5) / 3, y: segments.bounds.midY), to: nil)
      }

      app.world.tap(at: segmentPoint(2))
      #expect(container.driver != nil)
      app.world.advance(by: 0.1)
      app.world.tap(at: segmentPoint(1))
      #expect(segments.selectedSegmentIndex == 0)  // put back: the switch to 2 is in flight
      app.world.advance(by: 2)
      #expect(container.selectedIndex == 2)
      #expect(segments.selectedSegmentIndex == 2)

      app.world.drag(from: CGPoint(x: 60, y: top + 100), to: CGPoint(x: 330, y: top + 100), duration: 0.2)
      app.world.advance(by: 2)
      #expect(container.selectedIndex == 1)
      #expect(segments.selectedSegmentIndex == 1)
      #expect(container.children.count == 1)
      app.popToList()
    }
    #expect(weakScreen == nil)
    app.expectEndsClean()
  }

  @Test("Container: a pan reversed past its start and released cancels; the control shows the shown child")
  func containerCancelledPan() {
    let app = DemoAppWorld()
    guard let (_, container, segments) = openContainerDemo(app) else { return }
    let y = container.view.frame.minY + 100
    app.world.touchDown(at: CGPoint(x: 300, y: y))
    for x in Array(stride(from: 290, through: 150, by: -10)) + Array(stride(from: 160, through: 340, by: 10))
    {
      app.world.advance(by: UIKitWorld.frame)
      app.world.touchMove(to: CGPoint(x: CGFloat(x), y: y))
    }
    app.holdStill(for: 0.3)  // no fling
    app.world.touchUp()
    app.world.advance(by: 2)
    #expect(container.selectedIndex == 0)
    #expect(container.children.count == 1 && container.children.first === container.childControllers[0])
    #expect(segments.selectedSegmentIndex == container.selectedIndex)
    app.popToList()
    expectClean(app.world)
  }

  @Test(
    "The SwiftUI row pushes the SwiftUI screen: a hosting controller with its buttons and switch on screen")
  func swiftUIRow() {
    let app = DemoAppWorld()
    let screen = app.open(row: 7)
    app.world.advance(by: 0.1)
    #expect(screen.map { "\(type(of: $0))".hasPrefix("UIHostingController") } == true)
    let controls = screen?.view.subviews.filter { $0 is UIControl } ?? []
    #expect(controls.count == 8)  // seven buttons and the slow-motion switch
    #expect(controls.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 && $0.window != nil })
    app.popToList()
    #expect(app.navigation.viewControllers.count == 1)
    expectClean(app.world)
  }
}

/// Opens the container demo and gives its container the frame its constraints give: 20 pt below the
/// stack, within the readable margins, 20 pt above the bottom of the safe area (34 pt inset).
@MainActor
private func openContainerDemo(_ app: DemoAppWorld)
  -> (ContainerDemoViewController, InterruptibleContainerViewController, UISegmentedControl)?
{
  guard let screen = app.openScreen(row: 6, as: ContainerDemoViewController.self),
    let container = screen.children.first as? InterruptibleContainerViewController,
    let segments = descendants(of: screen.view).compactMap({ $0 as? UISegmentedControl }).first
  else {
    Issue.record("the container demo has no container or no segmented control")
    return nil
  }
  let top = (segments.superview?.frame.maxY ?? 0) + 20
  let bottom = app.world.window.bounds.height - 34 - 20
  let width = screen.view.bounds.width - 2 * DemoAppWorld.margin
  app.place(container.view, at: CGRect(x: DemoAppWorld.margin, y: top, width: width, height: bottom - top))
  return (screen, container, segments)
}

/// Opens the sheet demo and taps “Show sheet”: the demo, its sheet (arriving) and the view the
/// presentation moves (the wrapper of the sheet's view, in the full-window container).
@MainActor
private func showSheet(_ app: DemoAppWorld) -> (UIViewController, SheetViewController, UIView)? {
  guard let screen = app.openScreen(row: 3, as: SheetDemoViewController.self) else { return nil }
  app.tapButton("Show sheet", in: screen.view)
  guard let sheet = app.presented(SheetViewController.self, by: screen), let wrapper = sheet.view.superview
  else { return nil }
  return (screen, sheet, wrapper)
}

@testable import DemoApp
import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The demo app's screens, compiled unchanged, run in the world: each test opens a screen from the
/// demo list with a tap, exercises its interruption, pops back and checks that UIKit logged and
/// raised nothing and that the screen is gone.
@MainActor
@Suite("Demo app screens in the world", .serialized)
struct DemoScreenTests {
  @Test("The list shows every demo; its switch turns slow motion on and off; the slow-motion row pushes nothing")
  func list() {
    let app = DemoAppWorld()
    let table = app.list.tableView!
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 8 && table.numberOfRows(inSection: 1) == 1)
    #expect(table.headerTitles == [0: "Transitions you can interrupt", 1: "Slow motion"])
    #expect(content(table, row: 1)?.text == "Card")
    #expect(content(table, row: 0, section: 1)?.secondaryText == "Off")
    let toggle = table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryView as? UISwitch
    #expect(toggle?.isOn == false)
    let item = app.list.navigationItem.rightBarButtonItem
    #expect(item?.image?.name == "tortoise")

    app.world.tap(at: toggle.map(app.center(of:)) ?? .zero)
    #expect(SlowMotion.shared.isEnabled)
    #expect(content(table, row: 0, section: 1)?.secondaryText == "On: transitions last 10× longer")
    #expect(item?.image?.name == "tortoise.fill")
    let newToggle = table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryView as? UISwitch
    #expect(newToggle?.isOn == true)
    app.world.tap(at: newToggle.map(app.center(of:)) ?? .zero)
    #expect(!SlowMotion.shared.isEnabled)
    #expect(content(table, row: 0, section: 1)?.secondaryText == "Off")

    app.tapRow(0, section: 1, in: table)
    app.world.advance(by: 2)
    #expect(app.navigation.viewControllers.count == 1)
    #expect(table.indexPathForSelectedRow == nil)
    expectClean(app.world)
  }

  @Test("Card: shown with its button, cancelled by a tap outside mid-flight, shown again, closed")
  func card() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakDriver: InterruptibleTransitionDriver?
    do {
      guard let screen = app.open(row: 1) as? CardDemoViewController else {
        Issue.record("the card demo was not pushed")
        return
      }
      weakScreen = screen
      app.placeStack(of: screen)
      app.tapButton("Show card", in: screen.view)
      guard let card = screen.presentedViewController as? CardViewController else {
        Issue.record("no card presented")
        return
      }
      weakDriver = card.interruptibleDriver
      app.world.advance(by: 0.1)
      #expect(card.interruptibleDriver?.coordinator.phase == .presenting)
      app.world.tap(at: CGPoint(x: 10, y: 830))
      #expect(card.interruptibleDriver?.coordinator.phase == .dismissing)
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)

      app.tapButton("Show card", in: screen.view)
      app.world.advance(by: 2)
      #expect(card.interruptibleDriver?.coordinator.phase == .presented)
      if let stack = card.view.subviews.compactMap({ $0 as? UIStackView }).first {
        app.place(stack, at: CGRect(x: 24, y: 24, width: card.view.bounds.width - 48, height: 0))
      }
      app.tapButton("Close", in: card.view)
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
      app.popToList()
    }
    #expect(weakScreen == nil)
    #expect(weakDriver == nil)
    #expect(app.world.liveAnimators == 0)
    expectClean(app.world)
  }

  @Test("Menu: cancelled by a tap outside while opening, re-summoned while leaving, a row chosen")
  func menu() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    do {
      guard let screen = app.open(row: 0) as? MenuDemoViewController else {
        Issue.record("the menu demo was not pushed")
        return
      }
      weakScreen = screen
      app.placeStack(of: screen)
      app.tapButton("Actions ▾", in: screen.view)
      guard let menu = screen.presentedViewController as? MenuViewController else {
        Issue.record("no menu presented")
        return
      }
      app.world.advance(by: 0.05)
      #expect(menu.interruptibleDriver?.coordinator.phase == .presenting)
      app.world.tap(at: CGPoint(x: 200, y: 780))
      #expect(menu.interruptibleDriver?.coordinator.phase == .dismissing)
      app.tapButton("Actions ▾", in: screen.view)  // through the dimming: the button stays live
      #expect(menu.interruptibleDriver?.coordinator.phase == .presenting)
      #expect(labelTexts(in: screen.view).contains("Re-summoned while leaving: the dismissal turned around."))
      app.world.advance(by: 2)
      #expect(menu.interruptibleDriver?.coordinator.phase == .presented)
      if let stack = menu.view.subviews.compactMap({ $0 as? UIStackView }).first {
        app.place(stack, at: menu.view.bounds.insetBy(dx: 8, dy: 8))
      }
      app.tapButton("Rename…", in: menu.view)
      #expect(labelTexts(in: screen.view).contains("Chose “Rename…”."))
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
      app.popToList()
    }
    #expect(weakScreen == nil)
    #expect(app.world.liveAnimators == 0)
    expectClean(app.world)
  }

  @Test("Menu: the File UIMenu opens on touch-down; sliding to a row and lifting chooses it once")
  func fileMenu() {
    let app = DemoAppWorld()
    guard let screen = app.open(row: 0) else {
      Issue.record("the menu demo was not pushed")
      return
    }
    app.placeStack(of: screen)
    guard let file = button("File ▾ (a UIMenu; touch, slide, lift)", in: screen.view) else {
      Issue.record("no File button")
      return
    }
    app.world.touchDown(at: app.center(of: file))
    app.world.advance(by: 0.5)
    guard let menu = screen.presentedViewController as? InterruptibleMenuViewController else {
      app.world.touchUp()
      Issue.record("no UIMenu presented")
      return
    }
    app.world.touchMove(to: rowPoint(menu, 0))
    app.world.touchUp()
    app.world.advance(by: 2)
    #expect(labelTexts(in: screen.view).filter { $0.hasPrefix("Chose") } == ["Chose “New File”."])
    #expect(screen.presentedViewController == nil)
    app.popToList()
    expectClean(app.world)
  }

  @Test("dismiss(): the banner presented by hand reverses when dismissed mid-arrival; the slider sets the delay")
  func dismissMidPresentation() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakDriver: InterruptibleTransitionDriver?
    do {
      guard let screen = app.open(row: 2) as? DismissDemoViewController else {
        Issue.record("the dismiss demo was not pushed")
        return
      }
      weakScreen = screen
      app.placeStack(of: screen)
      if let slider = descendants(of: screen.view).compactMap({ $0 as? UISlider }).first {
        #expect(abs(slider.value - 0.15) < 1e-6)
        slider.value = 0.3  // where a drag of the thumb would leave it
        slider.sendActions(for: .valueChanged)
      }
      #expect(labelTexts(in: screen.view).contains("dismiss() after 0.30 s"))
      app.tapButton("Present", in: screen.view)
      guard let banner = screen.presentedViewController as? BannerViewController else {
        Issue.record("no banner presented")
        return
      }
      weakDriver = banner.interruptibleDriver
      app.world.advance(by: 0.1)
      #expect(banner.interruptibleDriver?.coordinator.phase == .presenting)
      app.tapButton("dismiss()", in: screen.view)  // the banner passes touches through
      #expect(banner.interruptibleDriver?.coordinator.phase == .dismissing)
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
      app.popToList()
    }
    #expect(weakScreen == nil)
    #expect(weakDriver == nil)
    #expect(app.world.liveAnimators == 0)
    expectClean(app.world)
  }

  @Test("Sheet with a list: the list scrolls first; at its top the same pull hands over and dismisses")
  func sheetWithList() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakDriver: InterruptibleTransitionDriver?
    do {
      guard let screen = app.open(row: 3) as? SheetDemoViewController else {
        Issue.record("the sheet demo was not pushed")
        return
      }
      weakScreen = screen
      app.placeStack(of: screen)
      app.tapButton("Show sheet", in: screen.view)
      guard let sheet = screen.presentedViewController as? SheetViewController else {
        Issue.record("no sheet presented")
        return
      }
      weakDriver = sheet.interruptibleDriver
      app.world.advance(by: 2)
      let rest = sheet.view.frame
      // Below the 8 pt grabber and its 8 pt margins, to the bottom (the demo's constraints).
      app.place(sheet.tableView, at: CGRect(x: 0, y: 21, width: rest.width, height: rest.height - 21))
      #expect(sheet.tableView.numberOfRows(inSection: 0) == 60)
      #expect(content(sheet.tableView, row: 0)?.secondaryText == "Pull down from here to dismiss")

      app.world.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
      app.world.advance(by: 1)
      #expect(sheet.tableView.contentOffset.y > 250)
      #expect(abs(sheet.view.frame.minY - rest.minY) < 0.5)
      #expect(screen.presentedViewController === sheet)

      app.world.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 0.25)
      app.world.advance(by: 2)
      #expect(sheet.tableView.contentOffset.y <= 0.5)
      #expect(screen.presentedViewController == nil)
      app.popToList()
    }
    #expect(weakScreen == nil)
    #expect(weakDriver == nil)
    #expect(app.world.liveAnimators == 0)
    expectClean(app.world)
  }

  @Test("Detent sheet: a row moves it, a grab holds the move, a fling reaches large, the list scrolls there")
  func detentSheet() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakSheet: DetentSheetViewController?
    do {
      guard let screen = app.open(row: 4) as? DetentSheetDemoViewController else {
        Issue.record("the detent sheet demo was not pushed")
        return
      }
      weakScreen = screen
      app.placeStack(of: screen)
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
    #expect(app.world.liveAnimators == 0)
    expectClean(app.world)
  }

  @Test("Push and pop: a push grabbed mid-flight and dragged back turns into a pop; a pan pops the next push")
  func pushPop() {
    let app = DemoAppWorld()
    weak var weakFirst: UIViewController?
    weak var weakSecond: UIViewController?
    weak var weakThird: UIViewController?
    do {
      guard let first = app.open(row: 5) as? PushPopDemoViewController else {
        Issue.record("the push-pop demo was not pushed")
        return
      }
      weakFirst = first
      app.placeStack(of: first)
      app.tapButton("Push page 2", in: first.view)
      weakSecond = app.navigation.topViewController
      #expect(app.navigation.viewControllers.count == 3)
      app.world.advance(by: 0.1)
      #expect(app.navigation.transitions.driver?.coordinator.phase == .presenting)
      app.world.touchDown(at: CGPoint(x: 300, y: 500))
      for step in 1...30 {
        app.world.advance(by: UIKitWorld.frame)
        app.world.touchMove(to: CGPoint(x: 300 + CGFloat(step) * 2, y: 500))
      }
      app.world.advance(by: 0.3)  // hold still: a slow release
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
    #expect(app.world.liveAnimators == 0)
    expectClean(app.world)
  }

  @Test("Container: a segment tap switches, a tap mid-switch is put back, a pan switches back")
  func container() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    do {
      guard let screen = app.open(row: 6) as? ContainerDemoViewController,
        let container = screen.children.first as? InterruptibleContainerViewController,
        let segments = descendants(of: screen.view).compactMap({ $0 as? UISegmentedControl }).first
      else {
        Issue.record("the container demo was not pushed")
        return
      }
      weakScreen = screen
      app.placeStack(of: screen)
      let stackBottom = segments.superview.map { $0.frame.maxY } ?? 0
      let top = stackBottom + 20
      let bottom = app.world.window.bounds.height - 34 - 20
      app.place(container.view, at: CGRect(x: 16, y: top, width: 358, height: bottom - top))
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
    #expect(app.world.liveAnimators == 0)
    expectClean(app.world)
  }

  @Test("Container: a pan reversed past its start and released cancels; the control shows the shown child")
  func containerCancelledPan() {
    let app = DemoAppWorld()
    guard let screen = app.open(row: 6) as? ContainerDemoViewController,
      let container = screen.children.first as? InterruptibleContainerViewController,
      let segments = descendants(of: screen.view).compactMap({ $0 as? UISegmentedControl }).first
    else {
      Issue.record("the container demo was not pushed")
      return
    }
    app.placeStack(of: screen)
    let top = (segments.superview?.frame.maxY ?? 0) + 20
    app.place(container.view, at: CGRect(x: 16, y: top, width: 358, height: 790 - top))
    let y = top + 100
    app.world.touchDown(at: CGPoint(x: 300, y: y))
    for x in Array(stride(from: 290, through: 150, by: -10)) + Array(stride(from: 160, through: 340, by: 10)) {
      app.world.advance(by: UIKitWorld.frame)
      app.world.touchMove(to: CGPoint(x: CGFloat(x), y: y))
    }
    app.world.advance(by: 0.3)  // hold still: no fling
    app.world.touchUp()
    app.world.advance(by: 2)
    #expect(container.selectedIndex == 0)
    #expect(container.children.count == 1 && container.children.first === container.childControllers[0])
    withKnownIssue(
      """
      A cancelled switch still sends didMove(toParent: container) to the child that never stayed
      (InterruptibleContainerViewController.finishSwitch calls to.didMove(toParent: self) before
      removing it), and the demo's page reports itself shown there: the control says 1, page 0 shows.
      """
    ) {
      #expect(segments.selectedSegmentIndex == container.selectedIndex)
    }
    app.popToList()
    expectClean(app.world)
  }

  @Test("The SwiftUI row pushes the stand-in's placeholder (the SwiftUI screen is not run here)")
  func swiftUIRow() {
    let app = DemoAppWorld()
    let screen = app.open(row: 7)
    #expect(screen?.title == "SwiftUI (not run)")
    app.popToList()
    #expect(app.navigation.viewControllers.count == 1)
    expectClean(app.world)
  }
}

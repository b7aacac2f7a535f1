import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

/// The demo app's screens, compiled unchanged, run in the world: each test opens a screen from the
/// demo list with a tap, exercises its interruption, pops back and checks that UIKit logged and
/// raised nothing and that the screen is gone.
@MainActor
@Suite("Demo app screens in the world", .serialized)
struct DemoScreenTests {
  @Test(
    "The list shows every demo; its switch turns slow motion on and off; the slow-motion row pushes nothing")
  func list() {
    let app = DemoAppWorld()
    let table = app.list.tableView!
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 16 && table.numberOfRows(inSection: 1) == 1)
    #expect(table.headerTitles == [0: "Transitions you can interrupt", 1: "Slow motion"])
    #expect(content(table, row: 1)?.text == "Card")
    // The slow-motion row lies below the demos: the list is scrolled to its end.
    table.contentOffset.y = max(
      table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom, 0)
    table.layoutIfNeeded()
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
      guard let screen = app.openScreen(row: 1, as: CardDemoViewController.self) else { return }
      weakScreen = screen
      app.tapButton("Show card", in: screen.view)
      guard let card = app.presented(CardViewController.self, by: screen) else { return }
      weakDriver = card.interruptibleDriver
      app.world.advance(by: 0.1)
      #expect(card.interruptibleDriver?.phase == .presenting)
      app.world.tap(at: CGPoint(x: 10, y: 830))
      #expect(card.interruptibleDriver?.phase == .dismissing)
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)

      app.tapButton("Show card", in: screen.view)
      app.world.advance(by: 2)
      #expect(card.interruptibleDriver?.phase == .presented)
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
    app.expectEndsClean()
  }

  @Test("Menu: cancelled by a tap outside while opening, re-summoned while leaving, a row chosen")
  func menu() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    do {
      guard let screen = app.openScreen(row: 0, as: MenuDemoViewController.self) else { return }
      weakScreen = screen
      app.tapButton("Actions ▾", in: screen.view)
      guard let menu = app.presented(MenuViewController.self, by: screen) else { return }
      app.world.advance(by: 0.05)
      #expect(menu.interruptibleDriver?.phase == .presenting)
      app.world.tap(at: CGPoint(x: 200, y: 780))
      #expect(menu.interruptibleDriver?.phase == .dismissing)
      app.tapButton("Actions ▾", in: screen.view)  // through the dimming: the button stays live
      #expect(menu.interruptibleDriver?.phase == .presenting)
      #expect(labelTexts(in: screen.view).contains("Re-summoned while leaving: the dismissal turned around."))
      app.world.advance(by: 2)
      #expect(menu.interruptibleDriver?.phase == .presented)
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
    app.expectEndsClean()
  }

  @Test("Menu: the File UIMenu opens on touch-down; sliding to a row and lifting chooses it once")
  func fileMenu() {
    let app = DemoAppWorld()
    guard let screen = app.openScreen(row: 0, as: UIViewController.self) else { return }
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

  @Test(
    "dismiss(): the banner presented by hand reverses when dismissed mid-arrival; the slider sets the delay")
  func dismissMidPresentation() {
    let app = DemoAppWorld()
    weak var weakScreen: UIViewController?
    weak var weakDriver: InterruptibleTransitionDriver?
    do {
      guard let screen = app.openScreen(row: 2, as: DismissDemoViewController.self) else { return }
      weakScreen = screen
      if let slider = descendants(of: screen.view).compactMap({ $0 as? UISlider }).first {
        #expect(abs(slider.value - 0.15) < 1e-6)
        slider.value = 0.3  // where a drag of the thumb would leave it
        slider.sendActions(for: .valueChanged)
      }
      #expect(labelTexts(in: screen.view).contains("dismiss() after 0.30 s"))
      app.tapButton("Present", in: screen.view)
      guard let banner = app.presented(BannerViewController.self, by: screen) else { return }
      weakDriver = banner.interruptibleDriver
      app.world.advance(by: 0.1)
      #expect(banner.interruptibleDriver?.phase == .presenting)
      app.tapButton("dismiss()", in: screen.view)  // the banner passes touches through
      #expect(banner.interruptibleDriver?.phase == .dismissing)
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
      app.popToList()
    }
    #expect(weakScreen == nil)
    #expect(weakDriver == nil)
    app.expectEndsClean()
  }

  @Test("Slow motion: a card and a push last ten times longer, and a tap outside at 1 s still turns the card")
  func slowMotion() {
    let app = DemoAppWorld()
    defer { SlowMotion.shared.setEnabled(false) }
    SlowMotion.shared.setEnabled(true)
    app.tapRow(1, in: app.list.tableView)
    app.world.advance(by: 1)
    #expect(app.navigation.transitions.driver?.coordinator.phase == .presenting)  // 1x: done by 0.5 s
    app.world.advance(by: 10)
    guard let screen = app.navigation.topViewController as? CardDemoViewController else {
      Issue.record("the card demo was not pushed")
      return
    }
    app.placeStack(of: screen)
    app.tapButton("Show card", in: screen.view)
    let card = screen.presentedViewController
    app.world.advance(by: 1)
    #expect(card?.interruptibleDriver?.phase == .presenting)
    app.world.tap(at: CGPoint(x: 10, y: 830))
    #expect(card?.interruptibleDriver?.phase == .dismissing)
    app.world.advance(by: 20)
    #expect(screen.presentedViewController == nil)
    expectClean(app.world)
  }

  @Test("Menu: “Actions” tapped again while the menu opens cancels it from the button")
  func menuCancelledFromButton() {
    let app = DemoAppWorld()
    guard let screen = app.openScreen(row: 0, as: UIViewController.self) else { return }
    app.tapButton("Actions ▾", in: screen.view)
    let menu = screen.presentedViewController
    app.world.advance(by: 0.05)
    app.tapButton("Actions ▾", in: screen.view)
    #expect(menu?.interruptibleDriver?.phase == .dismissing)
    #expect(
      labelTexts(in: screen.view).contains("Cancelled while opening: the presentation reversed mid-flight."))
    app.world.advance(by: 2)
    #expect(screen.presentedViewController == nil)
    app.popToList()
    expectClean(app.world)
  }
}

import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

@testable import GuideSnippets

@MainActor
@Suite("The SwiftUI guide's examples in the world")
struct SwiftUIGuideSnippetTests {
  /// The buttons (and switches) under `view`, in tree order.
  private func controls(in view: UIView) -> [UIView] {
    descendants(of: view).filter { $0 is UIControl }
  }

  @Test("The card example: its button shows the card; Close in the card dismisses it; nothing left")
  func inbox() {
    let (world, host) = hostedWorld(InboxView())
    guard let button = controls(in: host.view).first else {
      Issue.record("no button")
      return
    }
    world.tap(at: centre(of: button))
    world.advance(by: 1)
    weak var card: UIViewController?
    do {
      card = host.presentedViewController
      guard let shown = card, let close = controls(in: shown.view).last else {
        Issue.record("no card")
        return
      }
      world.tap(at: centre(of: close))
    }
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    #expect(card == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("The unsaved-changes example: with its toggle on, a tap outside leaves the card in place")
  func cardResists() {
    let (world, host) = hostedWorld(InboxView())
    guard let button = controls(in: host.view).first else {
      Issue.record("no button")
      return
    }
    world.tap(at: centre(of: button))
    world.advance(by: 1)
    guard let card = host.presentedViewController, let toggle = controls(in: card.view).first as? UISwitch
    else {
      Issue.record("no card toggle")
      return
    }
    world.tap(at: centre(of: toggle))
    world.advance(by: 0.1)
    world.tap(at: CGPoint(x: 10, y: 10))
    world.advance(by: 1)
    #expect(host.presentedViewController === card)
    expectClean(world)
  }

  @Test("The menu example: a row picks and closes the menu")
  func sortMenu() {
    let (world, host) = hostedWorld(SortButton())
    guard let button = controls(in: host.view).first else {
      Issue.record("no button")
      return
    }
    world.tap(at: centre(of: button))
    world.advance(by: 1)
    guard let menu = host.presentedViewController else {
      Issue.record("no menu")
      return
    }
    let rows = controls(in: menu.view)
    #expect(rows.count == 2)
    if let date = rows.last { world.tap(at: centre(of: date)) }
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    expectClean(world)
  }

  @Test("The item example: a row shows its photo in a sheet")
  func photos() {
    let photos = [GuideSnippets.Photo(id: 1, title: "One"), GuideSnippets.Photo(id: 2, title: "Two")]
    let (world, host) = hostedWorld(PhotosView(photos: photos))
    let rows = controls(in: host.view)
    #expect(rows.count == 2)
    guard let second = rows.last else { return }
    world.tap(at: centre(of: second))
    world.advance(by: 1)
    #expect(host.presentedViewController != nil)
    expectClean(world)
  }

  @Test("The toast and slow-card example: both present from their buttons")
  func fadeAndSlow() {
    let (world, host) = hostedWorld(FadeCardView())
    let buttons = controls(in: host.view)
    #expect(buttons.count == 2)
    guard buttons.count == 2 else { return }
    world.tap(at: centre(of: buttons[0]))
    world.advance(by: 1)
    guard let toast = host.presentedViewController else {
      Issue.record("no toast")
      return
    }
    let frame = toast.view.convert(toast.view.bounds, to: nil)
    #expect(abs(frame.minX - 40) < 1 && abs(frame.minY - 300) < 1, "\(frame)")
    expectClean(world)
  }

  @Test("The places example: a sheet bound to true appears once on screen; the keyboard expands it")
  func places() {
    let (world, host) = hostedWorld(PlacesView())
    world.advance(by: 1)
    #expect(shownSheet(host)?.selectedDetentIdentifier == "peek")
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    #expect(shownSheet(host)?.selectedDetentIdentifier == .large)
    expectClean(world)
  }
}

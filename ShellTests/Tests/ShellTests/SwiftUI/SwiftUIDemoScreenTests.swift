import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

@MainActor
@Suite("The demo's SwiftUI screen in the world")
struct SwiftUIDemoScreenTests {
  /// The screen's buttons and switches, in tree order.
  private func controls(of host: UIViewController) -> [UIView] {
    descendants(of: host.view).filter { $0 is UIControl }
  }

  /// Taps `control` and lets the presentation arrive.
  private func tap(_ control: UIView, _ world: UIKitWorld) {
    world.tap(at: centre(of: control))
    world.advance(by: 1)
  }

  @Test("The menu: opened by its button, a row picks and closes it; nothing left")
  func menu() {
    let (world, host) = hostedWorld(SwiftUIDemoView())
    let controls = controls(of: host)
    #expect(controls.count >= 7, "\(controls.count) controls")
    guard controls.count >= 7 else { return }
    tap(controls[0], world)
    weak var shown: UIViewController?
    do {
      guard let menu = host.presentedViewController else {
        Issue.record("no menu")
        return
      }
      shown = menu
      let rows = descendants(of: menu.view).filter { $0 is UIControl }
      #expect(rows.count == 3)
      if rows.count == 3 { tap(rows[1], world) }
    }
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    #expect(shown == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("The card: shown by its button, cancelled by a tap outside; the item sheet switches colour")
  func cardAndItemSheet() {
    let (world, host) = hostedWorld(SwiftUIDemoView())
    let controls = controls(of: host)
    guard controls.count >= 7 else {
      Issue.record("\(controls.count) controls")
      return
    }
    tap(controls[1], world)
    #expect(host.presentedViewController != nil)
    world.tap(at: CGPoint(x: 20, y: 60))
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    tap(controls[3], world)  // Blue
    guard let sheet = host.presentedViewController else {
      Issue.record("no colour sheet")
      return
    }
    let buttons = descendants(of: sheet.view).filter { $0 is UIControl }
    #expect(buttons.count == 2)
    guard buttons.count == 2 else { return }
    tap(buttons[0], world)  // Next colour: the old leaves, the new arrives
    world.advance(by: 1)
    let next = host.presentedViewController
    #expect(next != nil && next !== sheet)
    if let next, let close = descendants(of: next.view).filter({ $0 is UIControl }).last {
      tap(close, world)
    }
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("The note sheet: presented at medium, Done closes it")
  func noteSheet() {
    let (world, host) = hostedWorld(SwiftUIDemoView())
    let controls = controls(of: host)
    guard controls.count >= 7 else {
      Issue.record("\(controls.count) controls")
      return
    }
    tap(controls[6], world)  // Edit a note
    guard let sheet = shownSheet(host) else {
      Issue.record("no note sheet")
      return
    }
    #expect(sheet.selectedDetentIdentifier == .medium)
    let done = descendants(of: sheet.view).filter { String(describing: type(of: $0)) == "ButtonHitView" }
    #expect(done.count == 1)
    if let button = done.first { tap(button, world) }
    world.advance(by: 1)
    #expect(shownSheet(host) == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }
}

import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// What the context menu screen's actions and accessory did.
@MainActor
final class ContextMenuScreenModel: ObservableObject {
  var fired: [String] = []
}

/// A note with an interruptible context menu of three actions and a reaction bar, beside a
/// colour without one.
struct ContextMenuScreen: View {
  let model: ContextMenuScreenModel
  var usesPreview = false

  var body: some View {
    VStack(spacing: 40) {
      if usesPreview {
        note.interruptibleContextMenu(menu, preview: { Color.red.frame(width: 300, height: 120) })
      } else {
        note.interruptibleContextMenu(menu, accessory: { Button("👍") {} })
      }
      Color.blue.frame(width: 200, height: 60)
    }
  }

  private var note: some View { Text("Note").frame(width: 200, height: 60) }

  private var menu: UIMenu {
    UIMenu(
      children: ["Copy", "Share", "Delete"].map { title in
        UIAction(title: title) { [model] _ in model.fired.append(title) }
      })
  }
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: the interruptible context menu modifier")
struct SwiftUILayerContextMenuTests {
  private func anchor(in host: UIViewController) -> UIView? {
    firstView(where: { String(describing: type(of: $0)) == "ContextMenuAnchorView" }, in: host.view)
  }

  private func overlay(_ world: UIKitWorld) -> UIView? {
    world.window.subviews.last { String(describing: type(of: $0)).contains("Overlay") }
  }

  private func firstView(where matches: (UIView) -> Bool, in view: UIView) -> UIView? {
    if matches(view) { return view }
    for subview in view.subviews { if let match = firstView(where: matches, in: subview) { return match } }
    return nil
  }

  private func firstControl(in view: UIView) -> UIView? { firstView(where: { $0 is UIControl }, in: view) }

  @Test("A secondary click on the modified view opens the menu at the pointer; the view stays shown")
  func secondaryClick() {
    let model = ContextMenuScreenModel()
    let (world, host) = hostedWorld(ContextMenuScreen(model: model))
    guard let anchor = anchor(in: host) else { return #expect(Bool(false), "no anchor view") }
    let frame = anchor.convert(anchor.bounds, to: nil)
    let pointer = CGPoint(x: frame.midX, y: frame.midY)
    world.click(at: pointer, button: .secondary)
    world.advance(by: 1)
    guard let overlay = overlay(world) else { return #expect(Bool(false), "no menu") }
    #expect(anchor.alpha == 1 && anchor.transform == .identity)
    #expect(firstControl(in: overlay) == nil)  // no accessory at the pointer
    let menu = overlay.subviews.first { $0 is UIScrollView }
    #expect(menu?.frame.minY == pointer.y)
    world.click(at: menu.map { $0.convert(CGPoint(x: 40, y: 66), to: nil) } ?? .zero)  // row 1
    world.advance(by: 1)
    #expect(model.fired == ["Share"])
    #expect(overlay.superview == nil)
    // A click beside the modified view (on the blue colour) opens nothing.
    world.click(at: CGPoint(x: pointer.x, y: frame.maxY + 70), button: .secondary)
    world.advance(by: 1)
    #expect(self.overlay(world) == nil)
  }

  @Test("Press and hold on the modified view lifts it, then the menu shows; a row fires once")
  func pressAndHold() {
    let model = ContextMenuScreenModel()
    let (world, host) = hostedWorld(ContextMenuScreen(model: model))
    guard let anchor = anchor(in: host) else { return #expect(Bool(false), "no anchor view") }
    let frame = anchor.convert(anchor.bounds, to: nil)
    #expect(frame.size == CGSize(width: 200, height: 60))
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    world.advance(by: 0.25)
    #expect(overlay(world) == nil)
    #expect(abs(anchor.transform.a - 0.96) < 1e-9)  // the lift's target scale (VW13)
    world.advance(by: 0.3)
    guard let overlay = overlay(world) else { return #expect(Bool(false), "no menu") }
    #expect(anchor.alpha == 0)
    world.touchUp()
    world.advance(by: 1)
    #expect(overlay.superview != nil)
    let preview = overlay.subviews.first { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 }
    #expect(preview?.bounds.size == CGSize(width: 200, height: 60))  // this view, at its size
    #expect(firstControl(in: overlay) != nil)  // the hosted accessory's button
    let menu = overlay.subviews.first { $0 is UIScrollView }
    world.tap(at: menu.map { $0.convert(CGPoint(x: 40, y: 66), to: nil) } ?? .zero)  // row 1
    world.advance(by: 1)
    #expect(model.fired == ["Share"])
    #expect(overlay.superview == nil)
    #expect(anchor.alpha == 1)
    #expect(host.children.isEmpty)  // the hosted preview and accessory left with the menu
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test("A tap outside closes the menu without firing; a press beside the modified view opens none")
  func tapOutsideCloses() {
    let model = ContextMenuScreenModel()
    let (world, host) = hostedWorld(ContextMenuScreen(model: model))
    guard let anchor = anchor(in: host) else { return #expect(Bool(false), "no anchor view") }
    let frame = anchor.convert(anchor.bounds, to: nil)
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    #expect(overlay(world) != nil)
    world.tap(at: CGPoint(x: 380, y: 830))  // the backdrop
    world.advance(by: 1)
    #expect(overlay(world) == nil)
    #expect(model.fired == [])
    #expect(anchor.alpha == 1 && anchor.transform == .identity)
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.maxY + 70))  // on the colour below
    world.advance(by: 1)
    world.touchUp()
    world.advance(by: 1)
    #expect(overlay(world) == nil)
  }

  @Test("A preview of its own is hosted at its ideal size, no accessory; a tap on the preview closes")
  func accessoryAndPreview() {
    let model = ContextMenuScreenModel()
    let (world, host) = hostedWorld(ContextMenuScreen(model: model, usesPreview: true))
    guard let anchor = anchor(in: host) else { return #expect(Bool(false), "no anchor view") }
    let frame = anchor.convert(anchor.bounds, to: nil)
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    guard let overlay = overlay(world) else { return #expect(Bool(false), "no menu") }
    let preview = overlay.subviews.first { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 }
    #expect(preview?.bounds.size == CGSize(width: 300, height: 120))
    #expect(firstControl(in: overlay) == nil)
    world.tap(at: preview.map { centre(of: $0) } ?? .zero)
    world.advance(by: 1)
    #expect(overlay.superview == nil)  // no destination: the menu just leaves
    #expect(model.fired == [])
    #expect(host.presentedViewController == nil)
  }
}

import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A screen that closes itself with the environment's interruptible dismiss action.
struct ContextMenuDestinationScreen: View {
  @Environment(\.interruptibleDismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Note, opened")
      Button("Close") { dismiss() }
    }
  }
}

/// A note whose interruptible context menu opens a destination when its preview is tapped.
struct ContextMenuDestinationHost: View {
  let model: ContextMenuScreenModel

  var body: some View {
    VStack(spacing: 40) {
      Text("Note").frame(width: 200, height: 60)
        .interruptibleContextMenu(
          UIMenu(children: [UIAction(title: "Copy") { [model] _ in model.fired.append("Copy") }]),
          destination: { ContextMenuDestinationScreen() })
      Color.blue.frame(width: 200, height: 60)
    }
  }
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: the context menu's lift and its destination")
struct SwiftUILayerContextMenuCommitTests {
  private func anchor(in host: UIViewController) -> UIView? {
    firstView(where: { String(describing: type(of: $0)) == "ContextMenuAnchorView" }, in: host.view)
  }

  private func firstView(where matches: (UIView) -> Bool, in view: UIView) -> UIView? {
    if matches(view) { return view }
    for subview in view.subviews { if let match = firstView(where: matches, in: subview) { return match } }
    return nil
  }

  private func overlay(_ world: UIKitWorld) -> UIView? {
    world.window.subviews.last { String(describing: type(of: $0)).contains("Overlay") }
  }

  /// Whether SwiftUI draws the modified view (its opacity modifier, the only one on these screens).
  private var drawsModifiedView: Bool? {
    let opacities = StandInSwiftUI.inertModifiers.filter { $0.hasPrefix("opacity(") }
    return opacities.count == 1 ? opacities[0] == "opacity(1.0)" : nil
  }

  @Test(
    "While it lifts the modified view gives way to a snapshot of it that shrinks; a turn-back restores it")
  func liftShrinksModifiedView() {
    let (world, host) = hostedWorld(ContextMenuScreen(model: ContextMenuScreenModel()))
    guard let anchor = anchor(in: host) else { return #expect(Bool(false), "no anchor view") }
    let frame = anchor.convert(anchor.bounds, to: nil)
    #expect(drawsModifiedView == true)
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    world.advance(by: 0.25)
    #expect(drawsModifiedView == false)
    // The snapshot of the hosting view, placed so that it shows what was drawn at the anchor.
    #expect(anchor.subviews.count == 1 && anchor.clipsToBounds)
    let snapshot = anchor.subviews.first
    #expect(
      snapshot?.frame == CGRect(origin: CGPoint(x: -frame.minX, y: -frame.minY), size: host.view.bounds.size))
    // Half-way through the ease-in-out lift: half of the scale's way from 1 to 0.96 (VW13).
    let shown = anchor.layer.presentation()?.affineTransform().a ?? 0
    #expect(abs(shown - 0.98) < 1e-6, "\(shown)")
    world.touchMove(to: CGPoint(x: frame.midX, y: frame.midY + 30))  // beyond the slop: it turns back
    world.touchUp()
    world.advance(by: 1)
    #expect(overlay(world) == nil)
    #expect(anchor.subviews.isEmpty && !anchor.clipsToBounds && anchor.transform == .identity)
    #expect(drawsModifiedView == true)
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test(
    "A tap on the preview presents the destination with the zoom from the preview; it closes itself into the view"
  )
  func destinationZoomsFromPreview() {
    let model = ContextMenuScreenModel()
    let (world, host) = hostedWorld(ContextMenuDestinationHost(model: model))
    guard let anchor = anchor(in: host) else { return #expect(Bool(false), "no anchor view") }
    let frame = anchor.convert(anchor.bounds, to: nil)
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    world.advance(by: 0.6)
    world.touchUp()
    world.advance(by: 1)
    guard let overlay = overlay(world),
      let preview = overlay.subviews.first(where: { !($0 is UIScrollView) && $0.layer.cornerRadius == 13 })
    else { return #expect(Bool(false), "no menu") }
    let previewFrame = preview.convert(preview.bounds, to: nil)
    #expect(drawsModifiedView == false)
    world.touchDown(at: centre(of: preview))
    world.advance(by: 0.05)
    world.touchUp()  // the tap: the zoom starts now
    world.advance(by: 0)
    guard let destination = host.presentedViewController else {
      return #expect(Bool(false), "nothing presented")
    }
    #expect(edgeDistance(zoomedFrame(flying(destination.view)), previewFrame) < 1e-6, "\(previewFrame)")
    world.advance(by: 2)
    #expect(overlay.superview == nil)
    #expect(host.children.isEmpty)  // the session ended: the hosted preview left with the menu
    #expect(drawsModifiedView == true)  // shown again under the destination, as a UIKit source is
    guard let close = firstView(where: { $0 is UIControl }, in: destination.view) else {
      return #expect(Bool(false), "no close button")
    }
    world.tap(at: centre(of: close))
    world.advance(by: 0.05)
    #expect(anchor.isHidden)  // the zoom returns into the modified view, hidden while it flies
    #expect(drawsModifiedView == false)
    world.advance(by: 2)
    #expect(host.presentedViewController == nil)
    #expect(!anchor.isHidden && anchor.alpha == 1)
    #expect(drawsModifiedView == true)
    #expect(model.fired == [])
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }
}

import Combine
import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// The menu's `isPresented` and every value the context menu wrote to it.
@MainActor
final class ContextMenuBindingModel: ObservableObject {
  @Published var isPresented = false
  @Published var showsNote = true
  var writes: [Bool] = []
}

/// A note whose interruptible context menu is bound to the model's `isPresented`.
struct ContextMenuBindingScreen: View {
  @ObservedObject var model: ContextMenuBindingModel

  var body: some View {
    VStack(spacing: 40) {
      if model.showsNote { note }
      Color.blue.frame(width: 200, height: 60)
    }
  }

  private var note: some View {
    Text("Note").frame(width: 200, height: 60)
      .interruptibleContextMenu(
        UIMenu(children: [UIAction(title: "Copy") { _ in }]),
        isPresented: Binding(
          get: { model.isPresented },
          set: {
            model.writes.append($0)
            model.isPresented = $0
          }))
  }
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: a context menu opened and closed through isPresented")
struct SwiftUILayerContextMenuBindingTests {
  private func overlay(_ world: UIKitWorld) -> UIView? {
    world.window.subviews.last { String(describing: type(of: $0)).contains("Overlay") }
  }

  private func anchorFrame(in host: UIViewController) -> CGRect {
    func find(_ view: UIView) -> UIView? {
      if String(describing: type(of: view)) == "ContextMenuAnchorView" { return view }
      return view.subviews.lazy.compactMap(find).first
    }
    return find(host.view).map { $0.convert($0.bounds, to: nil) } ?? .zero
  }

  /// The menu's shown opacity (its presentation layer's).
  private func menuOpacity(_ overlay: UIView?) -> Float {
    let menu = overlay?.subviews.first { $0 is UIScrollView }
    return menu.map { $0.layer.presentation()?.opacity ?? Float($0.alpha) } ?? -1
  }

  @Test(
    "true opens the menu without a lift; false while it grows turns it back from where it is; no write-back")
  func codeOpensAndCloses() {
    let model = ContextMenuBindingModel()
    let (world, _) = hostedWorld(ContextMenuBindingScreen(model: model))
    model.isPresented = true
    world.advance(by: UIKitWorld.frame)
    world.advance(by: UIKitWorld.frame)
    guard let shown = overlay(world) else { return #expect(Bool(false), "no menu") }
    world.advance(by: 0.1)
    let midGrowth = menuOpacity(shown)
    #expect(midGrowth > 0.05 && midGrowth < 0.999, "\(midGrowth)")
    model.isPresented = false
    world.advance(by: UIKitWorld.frame)
    world.advance(by: UIKitWorld.frame)
    let turning = menuOpacity(shown)
    #expect(turning < midGrowth + 0.02, "\(turning) after \(midGrowth)")  // no jump up: it turns back
    world.advance(by: 1)
    #expect(shown.superview == nil)
    #expect(model.writes == [])
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test(
    "The view removed while its menu shows: the menu closes, false is written once, after SwiftUI's update")
  func removedWhileOpen() {
    let model = ContextMenuBindingModel()
    let (world, _) = hostedWorld(ContextMenuBindingScreen(model: model))
    model.isPresented = true
    world.advance(by: 1)
    guard let shown = overlay(world) else { return #expect(Bool(false), "no menu") }
    model.showsNote = false
    world.advance(by: 1)
    #expect(shown.superview == nil)
    #expect(model.writes == [false])
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test("The user's press writes true once at the commit; the user's tap outside writes false once")
  func userWritesBackOnce() {
    let model = ContextMenuBindingModel()
    let (world, host) = hostedWorld(ContextMenuBindingScreen(model: model))
    let frame = anchorFrame(in: host)
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    world.advance(by: 0.3)
    #expect(model.writes == [])  // the lift is the user's until it commits
    world.advance(by: 0.3)
    #expect(model.writes == [true])
    world.touchUp()
    world.advance(by: 1)
    #expect(overlay(world) != nil)
    world.tap(at: CGPoint(x: 380, y: 830))  // the backdrop
    #expect(model.writes == [true, false])
    world.advance(by: 1)
    #expect(overlay(world) == nil)
    #expect(model.writes == [true, false])
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test(
    "A lift the finger turns back writes nothing; true while the menu leaves opens it again once it has gone")
  func turnBackAndReopen() {
    let model = ContextMenuBindingModel()
    let (world, host) = hostedWorld(ContextMenuBindingScreen(model: model))
    let frame = anchorFrame(in: host)
    world.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
    world.advance(by: 0.2)
    world.touchMove(to: CGPoint(x: frame.midX, y: frame.midY + 40))
    world.touchUp()
    world.advance(by: 1)
    #expect(model.writes == [] && overlay(world) == nil)
    model.isPresented = true
    world.advance(by: 1)
    guard let first = overlay(world) else { return #expect(Bool(false), "no menu") }
    world.tap(at: CGPoint(x: 380, y: 830))  // the user closes it: false, once
    model.isPresented = true  // and code asks for it again while it leaves
    world.advance(by: 0.05)
    #expect(first.superview != nil)  // still leaving: a leaving menu does not turn around
    world.advance(by: 1)
    #expect(first.superview == nil)
    #expect(overlay(world) != nil)  // opened again once it had gone
    #expect(model.writes == [false])
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }
}

extension SwiftUILayerContextMenuBindingTests {
  @Test("The view moved to another screen while its menu shows: it closes, false is written once, later")
  func movedToAnotherHostWhileOpen() {
    let model = ContextMenuBindingModel()
    let (world, host) = hostedWorld(ContextMenuBindingScreen(model: model))
    model.isPresented = true
    world.advance(by: 1)
    func find(_ view: UIView) -> UIView? {
      if String(describing: type(of: view)) == "ContextMenuAnchorView" { return view }
      return view.subviews.lazy.compactMap(find).first
    }
    guard let shown = overlay(world), let anchor = find(host.view) else {
      return #expect(Bool(false), "no menu")
    }
    let second = UIWindow(frame: world.window.bounds)
    let screen = UIViewController()
    second.rootViewController = screen
    screen.view.addSubview(anchor)  // a new window and a new host: the interaction moves there
    #expect(model.writes == [])  // not inside the move (SwiftUI may be updating)
    world.advance(by: UIKitWorld.frame)
    #expect(model.writes == [false])
    world.advance(by: 1)
    #expect(shown.superview == nil)
    #expect(model.writes == [false])
    #expect(world.exceptions.isEmpty)
  }
}

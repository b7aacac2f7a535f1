import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// Two zoom sources in a stack; the presented content closes itself with the environment's action.
struct ZoomScreen: View {
  @ObservedObject var model: ScreenModel
  @Namespace private var zoom
  var body: some View {
    VStack(spacing: 40) {
      ForEach([1, 2], id: \.self) { id in
        Button("Photo \(id)") { model.photo = Photo(id: id) }
          .frame(width: 120, height: 80)
          .interruptibleZoomSource(id: id, in: zoom)
      }
    }
    .interruptiblePresentation(item: $model.photo, transition: .zoom(in: zoom), onDismiss: countDismissal) {
      _ in
      CloseButton()
    }
  }

  private func countDismissal() { model.dismissals += 1 }
}

/// Dismisses its presentation with ``InterruptibleDismissAction``.
struct CloseButton: View {
  @Environment(\.interruptibleDismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }.frame(width: 200, height: 60)
  }
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: zoom sources, the content's dismiss action")
struct SwiftUILayerZoomTests {
  @Test("A zoom flies from its SwiftUI source's frame; the content's dismiss action closes it once")
  func zoomFromSource() {
    let model = ScreenModel()
    let (world, host) = hostedWorld(ZoomScreen(model: model))
    world.advance(by: 0.1)
    let buttons = host.view.subviews.filter { $0 is UIControl }
    #expect(buttons.count == 2)
    guard buttons.count == 2 else { return }
    let source = buttons[1].convert(buttons[1].bounds, to: nil)
    world.tap(at: centre(of: buttons[1]))
    #expect(model.photo?.id == 2)
    world.advance(by: 0.001)
    guard let presented = host.presentedViewController else { return #expect(Bool(false)) }
    // It starts on the source: the 120 × 80 frame the source modifier marks (aspect fill: the
    // width binds), centred on the button; one frame of flight has passed (within 5 pt).
    let start = shown(presented.view)
    #expect(abs(start.midX - source.midX) < 2 && abs(start.midY - source.midY) < 2, "\(start) vs \(source)")
    #expect(abs(start.width - 120) < 5, "\(start)")
    world.advance(by: 1)
    #expect(presented.view.frame == world.window.bounds)
    guard let close = firstView(UIControl.self, in: presented.view) else { return #expect(Bool(false)) }
    world.tap(at: centre(of: close))
    #expect(model.photo == nil)  // written when the dismissal is decided
    world.advance(by: 1)
    #expect(host.presentedViewController == nil)
    #expect(model.dismissals == 1)
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }
}

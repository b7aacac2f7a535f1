import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A representable that reads a binding in `updateUIView` only.
struct BindingReader: UIViewRepresentable {
  let log: ProbeLog
  let flag: Binding<Bool>

  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {
    log.calls.append("updateUIView(\(flag.wrappedValue))")
  }
}

/// A screen whose body passes `$flag` on without reading it; a button sets it.
struct BindingPasser: View {
  let log: ProbeLog
  @State private var flag = false

  var body: some View {
    VStack {
      Button("Set") { flag = true }.frame(width: 100, height: 44)
      BindingReader(log: log, flag: $flag).frame(width: 10, height: 10)
    }
  }
}

@MainActor
@Suite("SwiftUI stand-in: a representable's reads")
struct SwiftUIStandInBindingReadTests {
  @Test("RP04 state a representable reads through a binding in updateUIView updates it when it changes")
  func bindingReadInUpdate() {
    let log = ProbeLog()
    let (world, host) = hostedWorld(BindingPasser(log: log), switches: .init())
    #expect(log.calls.last == "updateUIView(false)")
    guard let button = firstView(UIControl.self, in: host.view) else {
      Issue.record("no button")
      return
    }
    world.tap(at: centre(of: button))
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.last == "updateUIView(true)")
    #expect(world.refusals.isEmpty)
  }
}

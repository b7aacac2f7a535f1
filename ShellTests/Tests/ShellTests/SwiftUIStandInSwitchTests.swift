import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A view reporting when it joins a window.
final class WindowReportingView: UIView {
  var log: ProbeLog?
  override func didMoveToWindow() {
    super.didMoveToWindow()
    log?.calls.append(window == nil ? "left window" : "joined window")
  }
}

/// A representable whose view reports window changes; its update records whether it had one.
struct WindowProbe: UIViewRepresentable {
  let log: ProbeLog
  func makeUIView(context: Context) -> WindowReportingView {
    let view = WindowReportingView()
    view.log = log
    return view
  }
  func updateUIView(_ view: WindowReportingView, context: Context) {
    log.calls.append("update in window \(view.window != nil)")
  }
  static func dismantleUIView(_ view: WindowReportingView, coordinator: Void) {
    view.log?.calls.append("dismantle updating \(StandInSwiftUI.isUpdating)")
  }
}

/// Shows the probe while the model's flag is off.
struct Removable: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  var body: some View {
    if !model.flag { WindowProbe(log: log) }
  }
}

@MainActor
@Suite("SwiftUI stand-in: the world switches (undocumented points), each variant")
struct SwiftUIStandInSwitchTests {
  private func switches(_ names: String) -> StandInSwiftUI.Switches {
    StandInSwiftUI.Switches(variant: names)
  }

  @Test("RP03 RP10 S5 S7 by default the view joins the window after make and the first update")
  func defaultOrder() {
    let log = ProbeLog()
    _ = hostedWorld(WindowProbe(log: log), switches: .init())
    #expect(log.calls == ["update in window false", "joined window"])
  }

  @Test("RP10 S7 the other variant: the view joins the window before its first update")
  func joinsBeforeUpdate() {
    let log = ProbeLog()
    _ = hostedWorld(WindowProbe(log: log), switches: switches("S7"))
    #expect(log.calls == ["joined window", "update in window true"])
  }

  @Test("RP03 S5 the other variant: no update right after make")
  func makeOnly() {
    let log = ProbeLog()
    _ = hostedWorld(WindowProbe(log: log), switches: switches("S5"))
    #expect(log.calls == ["joined window"])
  }

  @Test("RP06 S4 dismantle runs inside the pass by default, in its actions in the other variant")
  func dismantlePlace() {
    for (variant, updating) in [("", true), ("S4", false)] {
      let model = TestModel()
      let log = ProbeLog()
      let (world, _) = hostedWorld(Removable(model: model, log: log), switches: switches(variant))
      model.flag = true
      world.advance(by: UIKitWorld.frame)
      #expect(log.calls.suffix(2) == ["dismantle updating \(updating)", "left window"])
    }
  }

  @Test("RP06 S6 a released hosting controller dismantles its representables, or not in the other variant")
  func dismantleOnRelease() {
    for (variant, dismantles) in [("", true), ("S6", false)] {
      let log = ProbeLog()
      let (world, host) = hostedWorld(WindowProbe(log: log), switches: switches(variant))
      _ = host
      world.window.rootViewController = nil
      let released = { log.calls.contains { $0.hasPrefix("dismantle") } }
      #expect(!released())  // still held by the test
      _ = consume host
      // Work the run loop still holds (a turn's deferred closures) lets go of the controller by the
      // end of the next turn.
      world.advance(by: UIKitWorld.frame)
      #expect(released() == dismantles)
    }
  }

  @Test("SV08 S1 the other variant evaluates each invalidated body twice")
  func bodyTwice() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(CountScreen(model: model, log: log), switches: switches("S1"))
    let before = StandInSwiftUI.log.filter { $0 == .body("CountScreen") }.count
    model.count = 1
    world.advance(by: UIKitWorld.frame)
    #expect(StandInSwiftUI.log.filter { $0 == .body("CountScreen") }.count == before + 2)
    #expect(log.calls.last == "updateUIView(1)")
  }

  @Test("DF16 S2 the other variant skips the initial preference delivery")
  func skipInitialPreference() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(PreferenceScreen(model: model, log: log), switches: switches("S2"))
    #expect(log.calls.isEmpty)
    model.count = 2
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls == ["preference [1, 2] updating false"])
  }

  @Test("UP05 S3 the other variant stores state written during an update and applies it next pass")
  func lateStateWrite() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(
      WritingScreen(model: model, log: log, publishes: false), switches: switches("S3"))
    #expect(world.refusals.contains { $0.contains("Modifying state during view update") })
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.prefix(3) == ["makeCoordinator", "makeUIView", "updateUIView(0)"])
    #expect(log.calls.contains("updateUIView(1)"))  // the write of the first pass, applied by a later one
  }

  @Test(
    "HC05 S8 preferredContentSize follows the ideal size in the same turn, or the next in the other variant")
  func preferredSizeTiming() {
    for (variant, sameTurn) in [("", true), ("S8", false)] {
      let model = TestModel()
      let (world, host) = hostedWorld(LabelScreen(model: model), switches: switches(variant))
      host.sizingOptions = .preferredContentSize
      world.advance(by: UIKitWorld.frame)
      let before = host.preferredContentSize
      model.name = "a much longer name"
      StandInRuntime.shared.turn()
      #expect((host.preferredContentSize != before) == sameTurn)
      world.advance(by: UIKitWorld.frame)
      #expect(host.preferredContentSize.width > before.width)
    }
  }

  @Test("HC11 S9 the other variant runs a hosting controller's first update pass only after viewDidAppear")
  func firstPassAtAppearance() {
    let world = UIKitWorld()
    StandInSwiftUI.switches = switches("S9")
    let log = ProbeLog()
    let host = UIHostingController(rootView: Probe(log: log))
    host.loadViewIfNeeded()
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.isEmpty)
    world.window.rootViewController = host
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.first == "makeCoordinator")
  }
}

/// A label showing the model's name.
struct LabelScreen: View {
  @ObservedObject var model: TestModel
  var body: some View { Text(model.name) }
}

import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A probe of a fixed size (RP11: its own answer wins).
struct SizedProbe: UIViewRepresentable {
  let size: CGSize
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { size }
}

/// A probe with the default sizing (a plain view takes the whole proposal).
struct PlainProbe: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}

/// The frame of the `index`-th placed UIKit view of `host`, in its view.
@MainActor
private func placed(_ host: UIViewController, _ index: Int) -> CGRect {
  host.view.subviews.count > index ? host.view.subviews[index].frame : .null
}

@MainActor
@Suite("SwiftUI stand-in: layout and the hosting controller")
struct SwiftUIStandInLayoutTests {
  let safe = CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34)

  @Test("LY01 LY05 RP11 a child chooses its size and is centred; a representable's own size wins")
  func proposeChoosePlace() {
    let (_, host) = hostedWorld(
      ZStack { SizedProbe(size: CGSize(width: 100, height: 40)) }, switches: .init())
    let frame = placed(host, 0)
    #expect(frame.size == CGSize(width: 100, height: 40))
    #expect(abs(frame.midX - safe.midX) < 0.5 && abs(frame.midY - safe.midY) < 0.5)
  }

  @Test("LY02 LY09 Color fills the proposal; the unspecified proposal gives its ideal size")
  func specialProposals() {
    let (_, host) = hostedWorld(Color.blue.background(PlainProbe()), switches: .init())
    #expect(placed(host, 0) == safe)
    #expect(
      host.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        == CGSize(width: 10, height: 10))
  }

  @Test("LY03 LY04 a VStack stacks with spacing; a Spacer takes the rest of the proposal")
  func stacksAndSpacers() {
    let view = VStack(spacing: 10) {
      SizedProbe(size: CGSize(width: 50, height: 30))
      Spacer()
      PlainProbe().frame(height: 20)
    }
    let (_, host) = hostedWorld(view, switches: .init())
    let top = placed(host, 0)
    let bottom = placed(host, 1)
    #expect(abs(top.minY - safe.minY) < 0.5)
    #expect(abs(bottom.maxY - safe.maxY) < 0.5)
    #expect(bottom.width == safe.width)  // a plain view takes the whole width proposed
  }

  @Test("LY06 LY10 frame fixes a dimension; a background gets the modified view's frame")
  func frameAndBackground() {
    let view = Text("Hello").frame(width: 200, height: 60).background(PlainProbe())
    let (_, host) = hostedWorld(view, switches: .init())
    #expect(placed(host, 0).size == CGSize(width: 200, height: 60))
  }

  @Test("LY08 text takes its own size and wraps on a narrower proposal")
  func textMetric() {
    // A world of its own with the default switches: the measure must not depend on the test before.
    let world = UIKitWorld()
    StandInSwiftUI.switches = .init()
    defer { _ = world }
    let wide = UIHostingController(rootView: Text("A line of text"))
    let ideal = wide.sizeThatFits(in: CGSize(width: 1000, height: 1000))
    let narrow = wide.sizeThatFits(in: CGSize(width: ideal.width / 2, height: 1000))
    #expect(ideal.width > 0 && ideal.height > 0)
    #expect(narrow.width <= ideal.width / 2 + 0.5 && narrow.height >= 2 * ideal.height)
  }

  @Test("LY11 HC07 content sits in the safe area; ignoresSafeArea extends it to the window's edges")
  func safeArea() {
    let (world, host) = hostedWorld(PlainProbe(), switches: .init())
    #expect(placed(host, 0) == safe)
    let full = UIHostingController(rootView: PlainProbe().ignoresSafeArea())
    world.window.rootViewController = full
    world.advance(by: UIKitWorld.frame)
    #expect(placed(full, 0) == world.window.bounds)
  }

  @Test("HC07 HC08 content avoids the keyboard's overlap; with ignoresSafeArea(.keyboard) it stays put")
  func keyboardRegion() {
    let bottomBar = VStack {
      Spacer()
      PlainProbe().frame(height: 40)
    }
    let (world, host) = hostedWorld(bottomBar, switches: .init())
    #expect(abs(placed(host, 0).maxY - safe.maxY) < 0.5)
    world.setKeyboard(height: 336)
    world.advance(by: UIKitWorld.frame)
    #expect(abs(placed(host, 0).maxY - (844 - 336)) < 0.5)
    let ignoring = UIHostingController(rootView: bottomBar.ignoresSafeArea(.keyboard))
    world.window.rootViewController = ignoring
    world.advance(by: UIKitWorld.frame)
    #expect(abs(placed(ignoring, 0).maxY - safe.maxY) < 0.5)
    world.setKeyboard(height: 0)
    world.advance(by: UIKitWorld.frame)
    #expect(abs(placed(ignoring, 0).maxY - safe.maxY) < 0.5)
  }

  @Test("HC01 HC03 nothing runs before the view exists; sizeThatFits runs the pending update at once")
  func hostingFirstPass() {
    let world = UIKitWorld()
    StandInSwiftUI.switches = .init()
    let log = ProbeLog()
    let host = UIHostingController(rootView: Probe(log: log))
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.isEmpty)
    _ = host.sizeThatFits(in: CGSize(width: 300, height: 300))
    #expect(log.calls.first == "makeCoordinator")
  }

  @Test("HC04 preferredContentSize tracks the ideal size (unspecified proposal), not the window's")
  func preferredContentSize() {
    let view = HStack {
      Text("Name")
      Spacer()
    }
    let (world, host) = hostedWorld(view, switches: .init())
    #expect(host.sizingOptions.isEmpty)
    #expect(host.preferredContentSize == .zero)
    host.sizingOptions = .preferredContentSize
    world.advance(by: UIKitWorld.frame)
    let ideal = host.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(host.preferredContentSize == ideal)
    #expect(ideal.width < 390)
  }

  @Test("HC10 isModalInPresentation is a plain stored property; appearance reaches the controller")
  func hostingOverrides() {
    let (_, host) = hostedWorld(Text("x"), switches: .init())
    host.isModalInPresentation = true
    #expect(host.isModalInPresentation)
    #expect(host.appearanceLog == ["willAppear", "didAppear"])
  }
}

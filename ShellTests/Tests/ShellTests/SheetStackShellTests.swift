import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Detent sheets presented by content inside detent sheets: the levels below recede with the top.
@MainActor
@Suite("Stacked detent sheets in the world: recede, dismissal from the middle, grabs and touches")
struct SheetStackShellTests {
  static let peekMediumLarge = DetentSheetConfiguration(
    detents: [.fraction(0.25, id: "peek"), .medium, .large], largestUndimmedDetent: "peek")

  /// A sheet presented from `presenter` (content inside a sheet, or the home screen) at `detent`.
  func present(
    _ world: UIKitWorld, from presenter: UIViewController, detent: Int = 2,
    configuration: DetentSheetConfiguration = peekMediumLarge, wait: TimeInterval = 2
  ) -> DetentSheetViewController {
    let sheet = DetentSheetViewController(content: ContentViewController(), configuration: configuration)
    sheet.initialDetentIndex = detent
    presenter.present(sheet, animated: false)
    world.advance(by: wait)
    return sheet
  }

  /// The scale a level shows with `depth` levels' worth of sheets above it.
  func scale(depth: Double) -> Double { 1 - 0.08 * depth }

  @Test("Three levels: a drag of the top scrubs the second and the first with the finger")
  func dragScrubs() {
    let (world, home) = makeWorld()
    let first = present(world, from: home)
    let second = present(world, from: first.content)
    let top = present(world, from: second.content, detent: 1)
    // At rest: the second under a medium top (398.5 / 797 = 0.5 level), the first under 1.5.
    #expect(abs(Double(second.sheetView.transform.a) - scale(depth: 0.5)) < 1e-6)
    #expect(abs(Double(first.sheetView.transform.a) - scale(depth: 1.5)) < 1e-6)
    world.touchDown(at: CGPoint(x: 200, y: 500))
    var samples: [(height: Double, scale: Double)] = []
    for step in 1...12 {
      world.advance(by: 0.016)
      world.touchMove(to: CGPoint(x: 200, y: 500 + CGFloat(step) * 20))
      let height = Double(top.sheetView.bounds.height)
      let shown = Double(second.sheetView.transform.a)
      samples.append((height, shown))
      // The second follows the top's height at every finger position; the first too.
      #expect(abs(shown - scale(depth: height / 797)) < 1e-6)
      #expect(abs(Double(first.sheetView.transform.a) - scale(depth: 1 + height / 797)) < 1e-6)
    }
    print("Stack drag: top height → second's scale", samples.map { "\(Int($0.height)): \($0.scale)" })
    #expect(samples.last!.height < samples.first!.height - 150)  // the finger moved the top
    world.touchUp()
    world.advance(by: 2)
    expectClean(world)
  }

  @Test(
    "Dismissing the middle level: one animation, the top's dismissal carries both, onDismiss once each, top first"
  )
  func dismissFromTheMiddle() {
    let (world, home) = makeWorld()
    let first = present(world, from: home)
    let second = present(world, from: first.content)
    let top = present(world, from: second.content)
    var calls: [String] = []
    first.onDismiss = { calls.append("first") }
    second.onDismiss = { calls.append("second") }
    top.onDismiss = { calls.append("top") }
    second.dismissSheet()
    for _ in 0..<10 {
      world.advance(by: 0.03)
      #expect(world.liveAnimators <= 1)
      // The middle level shows the fraction of its height that the top still shows.
      let fraction = top.sheetView.layer.presentation()!.bounds.height / 797
      let middle = second.sheetView.layer.presentation()!.bounds.height
      #expect(abs(middle - 797 * fraction) < 1)
    }
    world.advance(by: 2)
    #expect(calls == ["top", "second"])
    #expect(home.presentedViewController === first && first.presentedViewController == nil)
    #expect(first.sheetView.transform == .identity)
    world.advance(by: 2)
    #expect(calls == ["top", "second"])
    expectClean(world)
  }

  @Test(
    "A release moves the level below on the top's spring: each scale step is the top's height step times −0.08 / 797"
  )
  func releaseCarriesTheRecede() throws {
    let (world, home) = makeWorld()
    let first = present(world, from: home)
    let top = present(world, from: first.content)
    world.touchDown(at: CGPoint(x: 200, y: 300))
    for step in 1...8 {
      world.advance(by: 0.016)
      world.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 24))  // 1 500 pt/s down
    }
    world.touchUp()
    var rates: [(height: Double, scale: Double)] = []
    for _ in 0..<6 {
      let height = try #require(top.sheetView.layer.presentation()).bounds.height
      let scale = try #require(first.sheetView.layer.presentation()).affineTransform().a
      rates.append((Double(height), Double(scale)))
      world.advance(by: 0.008)
    }
    for (a, b) in zip(rates, rates.dropFirst()) {
      // One spring: every step of the scale is the top's step times −0.08 / 797.
      #expect(abs((b.scale - a.scale) - -0.08 / 797 * (b.height - a.height)) < 1e-6)
    }
    #expect(abs(rates[1].height - rates[0].height) > 1)  // it moves from the release on
    world.advance(by: 2)
    expectClean(world)
  }

  @Test("A second sheet presented while the first settles: the first settles once and recedes")
  func presentWhileSettling() {
    let (world, home) = makeWorld()
    let first = present(world, from: home, wait: 0.1)
    var changes: [SheetDetent.Identifier] = []
    first.onDetentChange = { changes.append($0) }
    let second = present(world, from: first.content, detent: 1, wait: 2)
    #expect(changes == [.large])
    #expect(abs(first.sheetView.bounds.height - 797) < 0.5)
    #expect(
      abs(Double(first.sheetView.transform.a) - scale(depth: Double(second.sheetView.bounds.height) / 797))
        < 1e-6)
    expectClean(world)
  }

  @Test("New detents for a receded level: it settles to its new height and keeps its top edge receded")
  func runtimeDetentsBelow() {
    let (world, home) = makeWorld()
    let first = present(world, from: home)
    _ = present(world, from: first.content, detent: 1)
    first.setDetents([.medium])
    world.advance(by: 2)
    // 398.5 pt tall, under half a level: scale 0.96, its top edge 5 pt above 844 − 398.5.
    #expect(abs(first.sheetView.bounds.height - 398.5) < 0.5)
    #expect(abs(first.sheetView.frame.minY - (844 - 398.5 - 5)) < 0.5)
    expectClean(world)
  }

  @Test("Undimmed detents at both levels: a tap outside both sheets reaches the screen behind")
  func touchesThroughTheLowestLevel() {
    let (world, home) = makeWorld()
    let first = present(world, from: home, detent: 0)
    _ = present(world, from: first.content, detent: 0)
    world.tap(at: CGPoint(x: 80, y: 122))
    #expect(home.taps == 1)
    expectClean(world)
  }

  @Test("While the top leaves, a finger grabs the level below where it shows and drags it")
  func grabBelowWhileTopLeaves() {
    let (world, home) = makeWorld()
    let first = present(world, from: home, detent: 1)
    let top = present(world, from: first.content)
    var dismissals = 0
    top.onDismiss = { dismissals += 1 }
    top.dismissSheet()
    world.advance(by: 0.25)  // the top is low by now: the first shows at y ≈ 446 and below
    let before = first.sheetView.bounds.height
    world.touchDown(at: CGPoint(x: 200, y: 470))
    for step in 1...5 {
      world.advance(by: 0.016)
      world.touchMove(to: CGPoint(x: 200, y: 470 + CGFloat(step) * 20))
    }
    #expect(first.sheetView.bounds.height < before - 60)
    world.touchUp()
    world.advance(by: 2)
    #expect(dismissals == 1)
    expectClean(world)
  }

  @Test("A tap on a receded level's edge brings it forward: the levels above leave in one motion")
  func tapBringsForward() {
    let (world, home) = makeWorld()
    let first = present(world, from: home)
    let second = present(world, from: first.content)
    let top = present(world, from: second.content)
    var calls: [String] = []
    second.onDismiss = { calls.append("second") }
    top.onDismiss = { calls.append("top") }
    // The first's top edge: 47 − 20 pt; the second's 47 − 10 pt; the top's 47.
    world.tap(at: CGPoint(x: 200, y: 31))
    world.advance(by: 2)
    #expect(calls == ["top", "second"])
    #expect(first.presentedViewController == nil && first.sheetView.transform == .identity)
    expectClean(world)
  }

  @Test(
    "A lower sheet flung away under an undimmed top: the top is sent away too, both leave, onDismiss once each, top first"
  )
  func releaseDismissesWithTheSheetsAbove() {
    let (world, home) = makeWorld()
    let lower = present(world, from: home, detent: 1)
    let top = present(world, from: lower.content, detent: 0)
    var calls: [String] = []
    lower.onDismiss = { calls.append("lower") }
    top.onDismiss = { calls.append("top") }
    // The lower sheet shows from y ≈ 443 down to the top sheet's edge at 644.75: grab it there.
    world.touchDown(at: CGPoint(x: 200, y: 500))
    for step in 1...8 {
      world.advance(by: 0.016)
      world.touchMove(to: CGPoint(x: 200, y: 500 + CGFloat(step) * 30))  // 1 875 pt/s down
    }
    world.touchUp()
    world.advance(by: 3)
    #expect(calls == ["top", "lower"])
    #expect(home.presentedViewController == nil)
    #expect(world.liveAnimators == 0)
    world.advance(by: 2)
    #expect(calls == ["top", "lower"])
    expectClean(world)
  }

  @Test("A tap on a receded level's edge is ignored while a sheet above it is modal in presentation")
  func tapIgnoredUnderAModalSheet() {
    let (world, home) = makeWorld()
    let first = present(world, from: home)
    let second = present(world, from: first.content)
    let top = present(world, from: second.content)
    top.isModalInPresentation = true
    var dismissals = 0
    second.onDismiss = { dismissals += 1 }
    top.onDismiss = { dismissals += 1 }
    world.tap(at: CGPoint(x: 200, y: 31))  // the first's edge, as in the test above
    world.advance(by: 2)
    #expect(dismissals == 0)
    #expect(first.presentedViewController === second && second.presentedViewController === top)
    #expect(abs(Double(first.sheetView.transform.a) - scale(depth: 2)) < 1e-6)
    expectClean(world)
  }

  @Test(
    "While a middle sheet leaves with the top, a finger takes the sheet below both though the middle one still dims on screen"
  )
  func grabUnderAMiddleDismissal() throws {
    let (world, home) = makeWorld()
    let dimmed = DetentSheetConfiguration(detents: [.medium, .large])  // dims at every height
    let first = present(world, from: home, detent: 0, configuration: dimmed)
    let second = present(world, from: first.content, detent: 1, configuration: dimmed)
    let top = present(world, from: second.content, detent: 1, configuration: dimmed)
    var calls: [String] = []
    second.onDismiss = { calls.append("second") }
    top.onDismiss = { calls.append("top") }
    second.dismissSheet()
    world.advance(by: 0.25)
    // On screen the middle sheet still dims what is below it and shows from below y = 470.
    let dimming = try #require(second.dimmingView.layer.presentation()).opacity
    let middle = try #require(second.sheetView.layer.presentation())
    let middleTop = middle.position.y - middle.bounds.height / 2
    print("Middle dismissal at 0.25 s: the middle sheet's top at \(middleTop), dimming \(dimming)")
    #expect(dimming > 0.01 && middleTop > 470)
    let before = first.sheetView.bounds.height
    world.touchDown(at: CGPoint(x: 200, y: 470))
    for step in 1...5 {
      world.advance(by: 0.016)
      world.touchMove(to: CGPoint(x: 200, y: 470 + CGFloat(step) * 20))
    }
    #expect(first.sheetView.bounds.height < before - 60)
    world.touchUp()
    world.advance(by: 2)
    #expect(calls == ["top", "second"])
    #expect(first.presentedViewController == nil)
    expectClean(world)
  }
}

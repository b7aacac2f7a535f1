import Foundation
import Interruptible
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Inputs an independent fuzzer of the public API found breaking BadInput.md's rule, each with its
/// documented answer. Public API only: the calls a user can make.
@Suite("Hostile input found by an outside fuzzer")
struct OutsideFuzzCasesTests {
  /// A frame whose negative width puts its far edge (minX) at −∞: x − |w| overflows, x + |w| does not.
  static let overflowingBack = CGRect(x: -1e300, y: 0, width: -CGFloat.greatestFiniteMagnitude, height: 100)

  @Test(
    "TouchRouter.inFlightFrame: a presented frame whose negative width overflows gives .zero (it gave minX −∞)"
  )
  func inFlightFrameNegativeOverflow() {
    let frame = TouchRouter.inFlightFrame(
      presentedFrame: Self.overflowingBack, dismissDirection: .down, distance: 300, presentedProgress: 0.5)
    #expect(frame == .zero)
    #expect(frame.minX.isFinite && frame.maxX.isFinite)
    // An ordinary negative-width frame still moves: it is finite on both sides.
    let flipped = CGRect(x: 100, y: 0, width: -50, height: 100)
    let moved = TouchRouter.inFlightFrame(
      presentedFrame: flipped, dismissDirection: .down, distance: 300, presentedProgress: 0.5)
    #expect(moved.minX == 50 && moved.minY == 150 && moved.width == 50 && moved.height == 100)
  }

  @Test(
    "TouchRouter: a pass-through region whose negative width overflows contains no point (it passed touches)")
  func passThroughNegativeOverflow() {
    let router = TouchRouter(passThroughRegions: [Self.overflowingBack], outsideTouchBehavior: .dismiss)
    let point = CGPoint(x: -1e301, y: 50)
    #expect(router.route(point, contentFrame: .zero, phase: .presented) == .dismiss)
    let ordinary = TouchRouter(passThroughRegions: [CGRect(x: 100, y: 0, width: -50, height: 100)])
    #expect(ordinary.route(CGPoint(x: 75, y: 50), contentFrame: .zero, phase: .presented) == .passThrough)
  }

  @Test("TouchRouter.contentPoint: a resting frame whose far edge overflows gives nil (it gave x = ∞)")
  func contentPointRestingOverflow() {
    let inFlight = CGRect(x: 0, y: 0, width: 1900, height: 260)
    let point = CGPoint(x: 1145.5, y: 0.6)
    let farRight = CGRect(x: 1e308, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100)
    #expect(TouchRouter.contentPoint(point, inFlightFrame: inFlight, restingFrame: farRight) == nil)
    #expect(
      TouchRouter.contentPoint(point, inFlightFrame: inFlight, restingFrame: Self.overflowingBack) == nil)
    #expect(
      TouchRouter.contentPoint(point, inFlightFrame: Self.overflowingBack, restingFrame: inFlight) == nil)
    // Ordinary frames: unchanged.
    let mapped = TouchRouter.contentPoint(
      CGPoint(x: 150, y: 60), inFlightFrame: CGRect(x: 100, y: 40, width: 100, height: 40),
      restingFrame: CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(mapped == CGPoint(x: 100, y: 40))
  }

  @Test("PresentationLayout.menuGrowthPoint: NaN or infinite rectangles give a finite point (it gave NaN)")
  func growthPointNaN() {
    let menu = CGRect(x: 10, y: 200, width: 200, height: 300)
    let anchor = CGRect(x: CGFloat.nan, y: 100, width: 40, height: CGFloat.nan)  // usable: (0, 100, 40, 0)
    #expect(PresentationLayout.menuGrowthPoint(anchor: anchor, menu: menu) == CGPoint(x: 20, y: 100))
    #expect(PresentationLayout.menuOpensDown(anchor: anchor, menu: menu))
    let endless = CGRect(
      x: -CGFloat.infinity, y: CGFloat.nan, width: CGFloat.infinity, height: CGFloat.infinity)
    for (a, m) in [(endless, menu), (anchor, endless), (endless, endless)] {
      let point = PresentationLayout.menuGrowthPoint(anchor: a, menu: m)
      #expect(point.x.isFinite && point.y.isFinite)
    }
    // Ordinary rectangles: unchanged.
    let ordinary = CGRect(x: 100, y: 100, width: 40, height: 20)
    let below = CGRect(x: 80, y: 128, width: 200, height: 300)
    #expect(PresentationLayout.menuGrowthPoint(anchor: ordinary, menu: below) == CGPoint(x: 120, y: 120))
  }

  @Test(
    "SheetDetent.height: a height that would be NaN or infinite is 0; bad content means large (it gave NaN)")
  func detentHeightNonFinite() {
    #expect(SheetDetent.fraction(.nan, id: "n").height(container: 800) == 0)
    #expect(SheetDetent.fraction(1e308, id: "h").height(container: 1e7) == 0)
    #expect(SheetDetent.height(.infinity, id: "i").height(container: 800) == 0)
    #expect(SheetDetent.large.height(container: .nan) == 0)
    #expect(SheetDetent.fitsContent().height(container: 800, contentHeight: .nan) == 800)
    #expect(SheetDetent.fitsContent().height(container: 800, contentHeight: -5) == 800)
    // Valid input: unchanged, and a layout still drops the bad detent.
    #expect(SheetDetent.medium.height(container: 800) == 400)
    #expect(SheetDetent.fitsContent().height(container: 800, contentHeight: 320) == 320)
    #expect(SheetDetentLayout([.fraction(.nan, id: "n"), .medium], container: 800).heights == [400])
  }

  @Test("SheetKeyboard.overlap set later to NaN, ±∞ or a negative value counts as 0 (lift was −∞)")
  func keyboardOverlapSetLater() {
    var keyboard = SheetKeyboard(policy: .follow, overlap: 300)
    for bad in [-Double.infinity, .infinity, .nan, -20] {
      keyboard.overlap = bad
      #expect(keyboard.overlap == 0)
      #expect(keyboard.lift == 0)
      #expect(keyboard.detentContainer(800) == 800)
    }
    keyboard.overlap = 250
    #expect(keyboard.detentContainer(800) == 550)
  }

  @Test("DetentSheet.followedHeight(NaN) is the smallest detent's height (it gave NaN)")
  func followedHeightNaN() {
    for dismissible in [true, false] {
      let sheet = DetentSheet(
        configuration: DetentSheetConfiguration(isDismissible: dismissible), container: 800)
      #expect(sheet.followedHeight(.nan) == 400)
      #expect(sheet.followedHeight(500) == 500)
    }
  }

  @Test("TransitionSession.notifyWhenScrubbed reports the scrub clamped to [0, 1] (it reported ±∞)")
  func scrubReportClamped() {
    let clock = ManualClock()
    let session = TransitionSession(kind: .present, timing: .standard) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
    var reports: [Double] = []
    session.notifyWhenScrubbed { reports.append($0) }
    let interactor = TransitionInteractor(session: session)
    session.start(interactive: true)
    for progress in [0.3, .infinity, -.infinity, 5, -2, .greatestFiniteMagnitude, .nan] {
      interactor.scrub(to: progress)
    }
    #expect(reports == [0.3, 1, 0, 1, 0, 1])  // NaN is ignored, as by the scrub
  }

  @Test(
    "TransitionCoordinator: 2 000 present(asNewContent:) in one frame: every session completes once, the last presents"
  )
  func manyRetiredSessionsEndOnce() {
    let clock = ManualClock()
    let coordinator = TransitionCoordinator(clock: clock)
    var completions: [Int: [Bool]] = [:]
    coordinator.onEvent = { event in
      if case .completeTransition(let id, let didComplete) = event {
        completions[id, default: []].append(didComplete)
      }
    }
    for _ in 0..<2_000 { coordinator.present(asNewContent: true) }
    #expect(coordinator.sessions.count == 2_000)
    clock.advance(by: 10)
    #expect(coordinator.sessions.isEmpty)
    #expect(completions.count == 2_000)
    #expect(completions.values.allSatisfy { $0.count == 1 })
    #expect(completions[2_000] == [true])  // the newest content arrives
    #expect(completions[1] == [false])  // the first was turned around before it arrived
    #expect(coordinator.phase == .presented)
  }
}

import Foundation
import Testing

@testable import InterruptibleCore

/// A pull-down menu 400×300 presented at the top of an 400×800 container, sliding up 300 pt to
/// dismiss. At presented progress p its frame is y ∈ [−(1 − p)·300, −(1 − p)·300 + 300).
@Suite("Touch routing (HT07)")
struct TouchRouterTests {
  let presented = CGRect(x: 0, y: 0, width: 400, height: 300)

  func frame(progress: Double) -> CGRect {
    TouchRouter.inFlightFrame(
      presentedFrame: presented, dismissDirection: .up, distance: 300, presentedProgress: progress)
  }

  @Test("HT07 in-flight frame: at progress 0.25 the menu spans y −225..75")
  func inFlightFrameModel() {
    #expect(frame(progress: 0.25) == CGRect(x: 0, y: -225, width: 400, height: 300))
    #expect(frame(progress: 1) == presented)
    #expect(frame(progress: 1.125) == CGRect(x: 0, y: 37.5, width: 400, height: 300))
    let moved: [(TransitionDirection, CGRect)] = [
      (.down, CGRect(x: 0, y: 150, width: 400, height: 300)),
      (.left, CGRect(x: -150, y: 0, width: 400, height: 300)),
      (.right, CGRect(x: 150, y: 0, width: 400, height: 300)),
    ]
    for (direction, expected) in moved {
      let result = TouchRouter.inFlightFrame(
        presentedFrame: presented, dismissDirection: direction, distance: 300, presentedProgress: 0.5)
      #expect(result == expected, "\(direction)")
    }
    let nan = TouchRouter.inFlightFrame(
      presentedFrame: presented, dismissDirection: .up, distance: 300, presentedProgress: .nan)
    #expect(nan == presented)
  }

  @Test("HT07 during a presentation, touches use the in-flight frame, not the target frame")
  func inFlightNotTarget() {
    let router = TouchRouter()
    let current = frame(progress: 0.25)
    // (200, 100) is inside the target frame but below the in-flight menu: tap-to-cancel.
    #expect(
      router.route(CGPoint(x: 200, y: 100), contentFrame: current, phase: .presenting) == .cancelPresentation)
    #expect(router.route(CGPoint(x: 200, y: 50), contentFrame: current, phase: .presenting) == .content)
    #expect(router.route(CGPoint(x: 200, y: 74.9), contentFrame: current, phase: .presenting) == .content)
    #expect(
      router.route(CGPoint(x: 200, y: 75), contentFrame: current, phase: .presenting) == .cancelPresentation)
  }

  @Test("HT07 outside a presented content dismisses; inside goes to the content")
  func presentedRouting() {
    let router = TouchRouter()
    #expect(router.route(CGPoint(x: 200, y: 500), contentFrame: presented, phase: .presented) == .dismiss)
    #expect(router.route(CGPoint(x: 200, y: 100), contentFrame: presented, phase: .presented) == .content)
  }

  @Test("HT07 during a dismissal the content can be grabbed; outside passes through (configurable)")
  func dismissingRouting() {
    let current = frame(progress: 0.6)  // y −120..180
    let router = TouchRouter()
    #expect(router.route(CGPoint(x: 200, y: 100), contentFrame: current, phase: .dismissing) == .content)
    #expect(router.route(CGPoint(x: 200, y: 250), contentFrame: current, phase: .dismissing) == .passThrough)
    let blocking = TouchRouter(passesThroughWhileDismissing: false)
    #expect(blocking.route(CGPoint(x: 200, y: 250), contentFrame: current, phase: .dismissing) == .ignore)
  }

  @Test("HT07 idle: every touch reaches the presenting UI, even where the content would be")
  func idleRouting() {
    let router = TouchRouter(outsideTouchBehavior: .ignore)
    #expect(router.route(CGPoint(x: 200, y: 100), contentFrame: presented, phase: .idle) == .passThrough)
    #expect(router.route(CGPoint(x: 200, y: 500), contentFrame: presented, phase: .idle) == .passThrough)
  }

  @Test("HT07 pass-through regions reach the presenting UI but never take a touch from the content")
  func passThroughRegions() {
    let tabBar = CGRect(x: 0, y: 750, width: 400, height: 50)
    let overlapping = CGRect(x: 0, y: 250, width: 400, height: 100)
    let router = TouchRouter(passThroughRegions: [tabBar, overlapping])
    for phase in [PresentationPhase.presenting, .presented, .dismissing] {
      #expect(router.route(CGPoint(x: 10, y: 760), contentFrame: presented, phase: phase) == .passThrough)
      #expect(router.route(CGPoint(x: 10, y: 260), contentFrame: presented, phase: phase) == .content)
      #expect(router.route(CGPoint(x: 10, y: 320), contentFrame: presented, phase: phase) == .passThrough)
    }
    #expect(
      router.route(CGPoint(x: 10, y: 500), contentFrame: presented, phase: .presenting) == .cancelPresentation
    )
  }

  @Test("HT07 outside-touch behaviour: pass-through and ignore policies")
  func outsidePolicies() {
    let passing = TouchRouter(outsideTouchBehavior: .passThrough)
    let modal = TouchRouter(outsideTouchBehavior: .ignore)
    for phase in [PresentationPhase.presenting, .presented] {
      #expect(passing.route(CGPoint(x: 200, y: 500), contentFrame: presented, phase: phase) == .passThrough)
      #expect(modal.route(CGPoint(x: 200, y: 500), contentFrame: presented, phase: phase) == .ignore)
      #expect(modal.route(CGPoint(x: 200, y: 100), contentFrame: presented, phase: phase) == .content)
    }
  }

  @Test("HT07 HT06 applies to the content: transparent, hidden or disabled content counts as outside")
  func contentHitRules() {
    let router = TouchRouter()
    let point = CGPoint(x: 200, y: 100)
    let faded = HitTestNode(name: "menu", frame: presented, alpha: 0.005)
    #expect(router.route(point, content: faded, phase: .presenting) == .cancelPresentation)
    let visible = HitTestNode(name: "menu", frame: presented, alpha: 0.01)
    #expect(router.route(point, content: visible, phase: .presenting) == .content)
    let hidden = HitTestNode(name: "menu", frame: presented, isHidden: true)
    #expect(router.route(point, content: hidden, phase: .presented) == .dismiss)
    let disabled = HitTestNode(name: "menu", frame: presented, isUserInteractionEnabled: false)
    #expect(router.route(point, content: disabled, phase: .presented) == .dismiss)
  }

  @Test("HT07 HT06 an unclipped part of the content outside its frame is outside")
  func unclippedOverflowIsOutside() {
    let shadowBadge = HitTestNode(name: "badge", frame: CGRect(x: 380, y: 280, width: 40, height: 40))
    let content = HitTestNode(name: "menu", frame: presented, children: [shadowBadge])
    let router = TouchRouter()
    #expect(router.route(CGPoint(x: 390, y: 310), content: content, phase: .presented) == .dismiss)
    #expect(router.route(CGPoint(x: 390, y: 290), content: content, phase: .presented) == .content)
  }

  @Test("Bad input: a non-finite touch point is ignored")
  func nonFinitePoint() {
    let router = TouchRouter()
    #expect(
      router.route(CGPoint(x: CGFloat.nan, y: 1), contentFrame: presented, phase: .presented) == .ignore)
    #expect(
      router.route(CGPoint(x: 1, y: -CGFloat.infinity), contentFrame: presented, phase: .presenting)
        == .ignore)
  }
}

extension TouchRouterTests {
  @Test("TouchRouter: NaN and infinite pass-through regions contain no point (no trap)")
  func touchRouterRegions() {
    let regions = [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: -CGFloat.infinity, y: -CGFloat.infinity, width: .infinity, height: .infinity),
    ]
    let router = TouchRouter(passThroughRegions: regions, outsideTouchBehavior: .ignore)
    let route = router.route(
      CGPoint(x: 5, y: 5), contentFrame: CGRect(x: 100, y: 100, width: 10, height: 10), phase: .presented)
    #expect(route == .ignore)
  }
}

extension TouchRouterTests {
  /// A frame whose negative width puts its far edge (minX) at −∞: x − |w| overflows, x + |w| does not.
  static let overflowingBackFrame = CGRect(
    x: -1e300, y: 0, width: -CGFloat.greatestFiniteMagnitude, height: 100)

  @Test(
    "TouchRouter.inFlightFrame: a presented frame whose negative width overflows gives .zero"
  )
  func inFlightFrameNegativeOverflow() {
    let frame = TouchRouter.inFlightFrame(
      presentedFrame: Self.overflowingBackFrame, dismissDirection: .down, distance: 300,
      presentedProgress: 0.5)
    #expect(frame == .zero)
    #expect(frame.minX.isFinite && frame.maxX.isFinite)
    // An ordinary negative-width frame still moves: it is finite on both sides.
    let flipped = CGRect(x: 100, y: 0, width: -50, height: 100)
    let moved = TouchRouter.inFlightFrame(
      presentedFrame: flipped, dismissDirection: .down, distance: 300, presentedProgress: 0.5)
    #expect(moved.minX == 50 && moved.minY == 150 && moved.width == 50 && moved.height == 100)
  }

  @Test(
    "TouchRouter: a pass-through region whose negative width overflows contains no point")
  func passThroughNegativeOverflow() {
    let router = TouchRouter(passThroughRegions: [Self.overflowingBackFrame], outsideTouchBehavior: .dismiss)
    let point = CGPoint(x: -1e301, y: 50)
    #expect(router.route(point, contentFrame: .zero, phase: .presented) == .dismiss)
    let ordinary = TouchRouter(passThroughRegions: [CGRect(x: 100, y: 0, width: -50, height: 100)])
    #expect(ordinary.route(CGPoint(x: 75, y: 50), contentFrame: .zero, phase: .presented) == .passThrough)
  }

  @Test("TouchRouter.contentPoint: a resting frame whose far edge overflows gives nil")
  func contentPointRestingOverflow() {
    let inFlight = CGRect(x: 0, y: 0, width: 1900, height: 260)
    let point = CGPoint(x: 1145.5, y: 0.6)
    let farRight = CGRect(x: 1e308, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100)
    #expect(TouchRouter.contentPoint(point, inFlightFrame: inFlight, restingFrame: farRight) == nil)
    #expect(
      TouchRouter.contentPoint(point, inFlightFrame: inFlight, restingFrame: Self.overflowingBackFrame) == nil
    )
    #expect(
      TouchRouter.contentPoint(point, inFlightFrame: Self.overflowingBackFrame, restingFrame: inFlight) == nil
    )
    // Ordinary frames: unchanged.
    let mapped = TouchRouter.contentPoint(
      CGPoint(x: 150, y: 60), inFlightFrame: CGRect(x: 100, y: 40, width: 100, height: 40),
      restingFrame: CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(mapped == CGPoint(x: 100, y: 40))
  }
}

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

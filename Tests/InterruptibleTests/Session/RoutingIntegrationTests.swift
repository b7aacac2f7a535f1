import Foundation
import Testing

@testable import InterruptibleCore

/// Touch routing, VoiceOver escape and pan arbitration wired to a live coordinator, as the shell
/// forwards them: the geometry comes from the session's in-flight progress, the answer is applied
/// to the coordinator. A 400×300 pull-down menu, linear 0.5 s over 300 pt, dismissing upward.
@Suite("Routing on a live coordinator (HT07, AX03)")
struct RoutingIntegrationTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))
  static let menu = CGRect(x: 0, y: 0, width: 400, height: 300)

  /// Routes `point` on the current content's in-flight frame and applies the answer like the shell.
  static func tap(_ point: CGPoint, on harness: CoordinatorHarness, router: TouchRouter = TouchRouter())
    -> TouchRoute
  {
    let coordinator = harness.coordinator
    let progress = coordinator.currentSession?.presentedProgress ?? (coordinator.isPresented ? 1 : 0)
    let frame = TouchRouter.inFlightFrame(
      presentedFrame: menu, dismissDirection: .up, distance: 300, presentedProgress: progress)
    let route = router.route(point, contentFrame: frame, phase: coordinator.phase)
    switch route {
    case .cancelPresentation, .dismiss: coordinator.tapOutside()
    case .content: coordinator.tapInside()
    case .passThrough, .ignore: break
    }
    return route
  }

  @Test("HT07 a tap at y 100 is outside the menu at 0.125 s (cancels) but inside at 0.25 s (content)")
  func inFlightRouting() {
    let early = CoordinatorHarness(Self.linear)
    early.coordinator.present()
    early.clock.advance(by: 0.125)  // progress 0.25: menu spans y −225..75
    #expect(Self.tap(CGPoint(x: 200, y: 100), on: early) == .cancelPresentation)
    #expect(early.coordinator.phase == .dismissing && early.coordinator.sessions[0].isReversed)
    early.settle()
    #expect(early.completeTransitions(1) == [false] && early.coordinator.phase == .idle)

    let late = CoordinatorHarness(Self.linear)
    late.coordinator.present()
    late.clock.advance(by: 0.25)  // progress 0.5: menu spans y −150..150
    #expect(Self.tap(CGPoint(x: 200, y: 100), on: late) == .content)
    #expect(late.coordinator.phase == .presenting && !late.coordinator.sessions[0].isReversed)
    late.settle()
    #expect(late.completeTransitions(1) == [true] && late.coordinator.isPresented)
    #expect(early.animatorErrors.isEmpty && late.animatorErrors.isEmpty)
  }

  @Test("HT07 presented: outside dismisses, a pass-through region reaches the UI below and changes nothing")
  func presentedRouting() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.settle()
    let router = TouchRouter(passThroughRegions: [CGRect(x: 0, y: 750, width: 400, height: 50)])
    #expect(Self.tap(CGPoint(x: 10, y: 760), on: harness, router: router) == .passThrough)
    #expect(harness.coordinator.phase == .presented && harness.coordinator.sessions.isEmpty)
    #expect(Self.tap(CGPoint(x: 10, y: 500), on: harness, router: router) == .dismiss)
    #expect(harness.coordinator.phase == .dismissing)
    // While it leaves, an outside tap passes through and the dismissal goes on.
    harness.clock.advance(by: 0.1)
    #expect(Self.tap(CGPoint(x: 10, y: 500), on: harness, router: router) == .passThrough)
    harness.settle()
    #expect(harness.completeTransitions(2) == [true] && !harness.coordinator.isPresented)
    #expect(harness.log.madeCount == 2 && harness.animatorErrors.isEmpty)
  }

  @Test(
    "AX03 escape reverses a presentation in flight (velocity kept), dismisses presented, not handled idle")
  func escape() {
    let harness = CoordinatorHarness(Self.linear)
    #expect(!AccessibilityEscape(phase: harness.coordinator.phase).isHandled)
    harness.coordinator.present()
    harness.clock.advance(by: 0.2)
    let session = harness.coordinator.sessions[0]
    let velocity = session.presentedVelocity
    let escape = AccessibilityEscape(phase: harness.coordinator.phase)
    #expect(escape.isHandled && escape.requestsDismissal)
    harness.coordinator.dismiss()
    #expect(session.isReversed && abs(session.presentedVelocity - velocity) < 1e-9)
    harness.settle()
    #expect(harness.completeTransitions(1) == [false] && harness.log.madeCount == 1)

    harness.coordinator.present()
    harness.settle()
    #expect(AccessibilityEscape(phase: harness.coordinator.phase).requestsDismissal)
    harness.coordinator.dismiss()
    harness.clock.advance(by: 0.1)
    #expect(!AccessibilityEscape(phase: harness.coordinator.phase).isHandled)  // already leaving
    harness.settle()
    #expect(harness.completeTransitions(3) == [true] && harness.animatorErrors.isEmpty)
  }

  @Test("A pan the arbiter gives the dismissal: wrong-direction pans start nothing; in flight any pan grabs")
  func arbitratedPan() {
    let harness = CoordinatorHarness(Self.linear)
    let arbiter = GestureArbiter(dismissDirection: .up)
    let bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
    func begin(moving dy: Double) -> PanBeginDecision {
      let start = GestureArbiter.PanStart(
        location: CGPoint(x: 200, y: 100), movement: CGPoint(x: 0, y: dy), containerBounds: bounds,
        isTransitionInFlight: harness.coordinator.phase.isTransitioning)
      let decision = arbiter.beginDecision(for: start)
      if decision == .dismiss { harness.coordinator.panBegan() }
      return decision
    }
    harness.coordinator.present()
    harness.settle()
    #expect(begin(moving: 20) == .none(.wrongDirection) && harness.coordinator.sessions.isEmpty)
    #expect(begin(moving: -20) == .dismiss)
    harness.coordinator.panChanged(dismissalTranslation: 60)
    #expect(abs(harness.coordinator.sessions[0].presentedProgress - 0.8) < 1e-12)
    harness.coordinator.panEnded(dismissalVelocity: -400)  // flung back: cancel
    harness.clock.advance(by: 0.05)
    // In flight, a downward (non-dismiss) pan still grabs the returning content.
    #expect(begin(moving: 20) == .dismiss)
    #expect(!harness.coordinator.sessions[0].isRunning && harness.coordinator.sessions[0].isInteractive)
    harness.coordinator.panEnded(dismissalVelocity: 0)
    harness.settle()
    #expect(harness.completeTransitions(2) == [false] && harness.coordinator.isPresented)
    #expect(harness.animatorErrors.isEmpty)
  }
}
